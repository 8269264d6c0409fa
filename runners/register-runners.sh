#!/usr/bin/env bash
# Registers one GitHub Actions runner per GPU for a backend profile: each runner
# is its own user and systemd service, sees one GPU, carries exactly the labels
# of runners/<backend>.toml, and runs job-started.sh / job-completed.sh around
# every job. Called by setup-<backend>-runner.sh; run as root. Idempotent.
#
#   RUNNER_URL    https://github.com/OWNER/REPO
#   RUNNER_TOKEN  a registration token: Settings > Actions > Runners > New self-hosted runner, or
#                 gh api -X POST repos/OWNER/REPO/actions/runners/registration-token --jq .token
#   GPU_COUNT     runners to register (one per GPU)
#   VISIBLE_VAR   the variable that hides the other GPUs from a runner (ROCR_VISIBLE_DEVICES, ...)
#   RUNNER_GROUPS supplementary groups of the runner users (e.g. render,video), may be empty
#   RUNNER_ENV    more KEY=VALUE lines for the runners' environment, may be empty
set -euo pipefail

backend=${1:?usage: register-runners.sh BACKEND}
here=$(cd "$(dirname "$0")" && pwd)
profile="$here/$backend.toml"
[ -f "$profile" ] || { echo "no profile $profile" >&2; exit 2; }
[ "$(id -u)" = 0 ] || { echo "run as root" >&2; exit 2; }
: "${RUNNER_URL:?set RUNNER_URL=https://github.com/OWNER/REPO}"
: "${RUNNER_TOKEN:?set RUNNER_TOKEN to a runner registration token}"
: "${GPU_COUNT:?}" "${VISIBLE_VAR:?}"
RUNNER_GROUPS=${RUNNER_GROUPS:-}
RUNNER_ENV=${RUNNER_ENV:-}
PREFIX=${PREFIX:-/opt/conformance-runners}
# v2.337.0 or newer: the workflows call each other with the `$/` self-repository syntax.
RUNNER_VERSION=${RUNNER_VERSION:-2.337.0}
RUNNER_SHA256=${RUNNER_SHA256:-70920811a4f8ad4328818682bca5c6469c1c942fab52448868071d0063816613}

# The labels and the target come from the profile, the one source of truth.
read -r labels target < <(python3 - "$profile" <<'PY'
import sys, tomllib
p = tomllib.load(open(sys.argv[1], "rb"))
print(",".join(p["runner_labels"]), p["target"])
PY
)

tarball="$PREFIX/actions-runner-linux-x64-$RUNNER_VERSION.tar.gz"
install -d -m 0755 "$PREFIX" "$PREFIX/hooks"
if [ ! -f "$tarball" ]; then
  curl -fsSL -o "$tarball.part" \
    "https://github.com/actions/runner/releases/download/v$RUNNER_VERSION/actions-runner-linux-x64-$RUNNER_VERSION.tar.gz"
  echo "$RUNNER_SHA256  $tarball.part" | sha256sum -c -
  mv "$tarball.part" "$tarball"
fi
# Root-owned hooks: a job cannot rewrite what runs after it.
install -m 0755 "$here/job-started.sh" "$here/job-completed.sh" "$PREFIX/hooks/"

for ((i = 0; i < GPU_COUNT; i++)); do
  name="$(hostname -s)-$backend-$i"
  user="ci-$backend-$i"  # one user per GPU: jobs side by side cannot touch each other's files
  dir="$PREFIX/$name"
  id "$user" >/dev/null 2>&1 || useradd --create-home --shell /bin/bash "$user"
  if [ -n "$RUNNER_GROUPS" ]; then usermod -aG "$RUNNER_GROUPS" "$user"; fi
  if [ ! -x "$dir/config.sh" ]; then
    install -d -o "$user" -g "$user" "$dir"
    tar xzf "$tarball" -C "$dir"
    chown -R "$user:$user" "$dir"
    "$dir/bin/installdependencies.sh" >/dev/null
  fi
  if [ -f "$dir/.runner" ]; then (cd "$dir" && ./svc.sh stop && ./svc.sh uninstall) || true; fi
  (cd "$dir" && sudo -u "$user" ./config.sh --unattended --replace --url "$RUNNER_URL" --token "$RUNNER_TOKEN" \
    --name "$name" --no-default-labels --labels "$labels" --work _work)
  {
    echo "LANG=C.UTF-8"
    echo "$VISIBLE_VAR=$i"
    echo "CONFORMANCE_RUNNER_BACKEND=$backend"
    echo "CONFORMANCE_RUNNER_TARGET=$target"
    echo "ACTIONS_RUNNER_HOOK_JOB_STARTED=$PREFIX/hooks/job-started.sh"
    echo "ACTIONS_RUNNER_HOOK_JOB_COMPLETED=$PREFIX/hooks/job-completed.sh"
    if [ -n "$RUNNER_ENV" ]; then printf '%s\n' "$RUNNER_ENV"; fi
  } >"$dir/.env"
  chown root:root "$dir/.env"
  chmod 0644 "$dir/.env"
  (cd "$dir" && ./svc.sh install "$user" && ./svc.sh start)
  echo "registered $name ($user, $VISIBLE_VAR=$i, labels $labels)"
done
