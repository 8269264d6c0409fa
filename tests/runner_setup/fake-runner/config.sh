#!/usr/bin/env bash
# Stand-in for the GitHub Actions runner's config.sh, for the setup test: the same
# refusals (root, a missing URL or token) and exit codes, the same files
# (.runner, .credentials), without the network. It also logs its arguments to
# _diag/, where the test reads the labels back.
set -euo pipefail

if [ "$(id -u)" = 0 ] && [ -z "${RUNNER_ALLOW_RUNASROOT:-}" ]; then
  echo "Must not run with sudo" >&2
  exit 1
fi
url='' token='' name=$(hostname) labels='' work=_work
while [ $# -gt 0 ]; do
  case "$1" in
    --url) url=$2; shift 2 ;;
    --token) token=$2; shift 2 ;;
    --name) name=$2; shift 2 ;;
    --labels) labels=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    --unattended | --replace | --no-default-labels) shift ;;
    remove) rm -f .runner .credentials; echo "# Runner removal"; echo "√ Runner removed successfully"; exit 0 ;;
    *) echo "Unrecognized command-line input arguments: '$1'" >&2; exit 1 ;;
  esac
done
[ -n "$url" ] || { echo "Invalid configuration provided for url. Terminating unattended configuration." >&2; exit 1; }
[ -n "$token" ] || { echo "Invalid configuration provided for token. Terminating unattended configuration." >&2; exit 1; }

mkdir -p _diag "$work"
printf '%s\n' "url=$url" "name=$name" "labels=$labels" "work=$work" >"_diag/config.log"
printf '{\n  "agentId": 1,\n  "agentName": "%s",\n  "poolId": 1,\n  "poolName": "Default",\n  "serverUrl": "https://pipelines.actions.githubusercontent.com/stand-in",\n  "gitHubUrl": "%s",\n  "workFolder": "%s"\n}\n' \
  "$name" "$url" "$work" >.runner
echo '{"scheme": "OAuth"}' >.credentials
echo
echo "# Authentication"
echo
echo "√ Connected to GitHub"
echo
echo "# Runner Registration"
echo
echo "√ Runner successfully added"
echo "√ Runner connection is good"
echo
echo "# Runner settings"
echo
echo "√ Settings Saved."
