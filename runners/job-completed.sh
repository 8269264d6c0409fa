#!/usr/bin/env bash
# ACTIONS_RUNNER_HOOK_JOB_COMPLETED: runs after every job, cancelled ones too, as
# the runner's user. Leaves the machine as the next job expects it: no process
# of the last job left on the GPU, no files of it left behind.
set -uo pipefail

me=$(id -u)
listener=$(pgrep -u "$me" -x Runner.Listener | head -n 1)

# 1. Processes. The runner ends the job's own process tree; this ends what
#    escaped it (daemons, setsid): every process of this user that is neither
#    the runner service (an ancestor of the listener) nor under the listener
#    (the worker, this hook), ended by its pid.
if [ -n "$listener" ]; then
  mapfile -t stray < <(ps -e -o pid=,ppid=,uid=,comm= | awk -v me="$me" -v root="$listener" '
    { parent[$1] = $2; uid[$1] = $3; comm[$1] = $4 }
    END {
      for (q = root; q > 1; q = parent[q]) keep[q] = 1
      for (p in uid) {
        if (uid[p] != me || keep[p] || comm[p] == "systemd" || comm[p] == "(sd-pam)") continue
        for (q = p; q > 1 && q != root; q = parent[q]) {}
        if (q != root) print p
      }
    }')
  if [ "${#stray[@]}" -gt 0 ]; then
    echo "ending processes the job left: ${stray[*]}"
    kill -TERM "${stray[@]}" 2>/dev/null
    sleep 5
    kill -KILL "${stray[@]}" 2>/dev/null
  fi
fi

# 2. Files: the checkout (with its .nox virtualenvs and results) and what the
#    job left in /tmp and /dev/shm. The tool cache (setup-python) and ~/.cache/pip stay.
if [ -n "${GITHUB_WORKSPACE:-}" ] && [ -d "$GITHUB_WORKSPACE" ]; then
  find "$GITHUB_WORKSPACE" -mindepth 1 -maxdepth 1 -exec rm -rf {} +
fi
find /tmp /dev/shm -xdev -mindepth 1 -maxdepth 1 -user "$me" -exec rm -rf {} + 2>/dev/null
exit 0
