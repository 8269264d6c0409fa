#!/usr/bin/env bash
# ACTIONS_RUNNER_HOOK_JOB_STARTED: runs before every job on a GPU runner. A job
# starts only where the runner's one GPU answers and is the profile's target;
# otherwise the job fails here, with the reason, instead of skipping every cell.
set -euo pipefail

backend=${CONFORMANCE_RUNNER_BACKEND:?set by register-runners.sh in the runner .env file}
target=${CONFORMANCE_RUNNER_TARGET:?set by register-runners.sh in the runner .env file}
case "$backend" in
  rocm)
    rocminfo=$(command -v rocminfo || echo /opt/rocm/bin/rocminfo)
    if ! "$rocminfo" 2>/dev/null | grep -qw -- "$target"; then
      echo "::error::no $target agent in rocminfo (ROCR_VISIBLE_DEVICES=${ROCR_VISIBLE_DEVICES:-unset}); see runners/rocm.md"
      exit 1
    fi
    ;;
  cuda)
    # nvidia-smi ignores CUDA_VISIBLE_DEVICES: ask for the runner's GPU by index.
    cap=$(nvidia-smi -i "${CUDA_VISIBLE_DEVICES:?}" --query-gpu=compute_cap --format=csv,noheader) || cap=none
    if [ "sm_${cap/./}" != "$target" ]; then
      echo "::error::GPU ${CUDA_VISIBLE_DEVICES} has compute capability $cap, the profile wants $target; see runners/cuda.md"
      exit 1
    fi
    ;;
  *)
    echo "::error::job-started.sh knows no backend '$backend'"
    exit 1
    ;;
esac
echo "$backend runner: $target present"
