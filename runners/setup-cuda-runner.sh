#!/usr/bin/env bash
# Turns an Ubuntu 24.04 machine with NVIDIA sm_80 GPUs (A100) into conformance
# runners: the NVIDIA driver (IREE's CUDA HAL driver loads libcuda, so no CUDA
# toolkit), then one GitHub Actions runner per GPU with the labels of
# runners/cuda.toml. See runners/cuda.md. Run as root; run it again after the
# reboot that loads the driver.
#
#   sudo RUNNER_URL=https://github.com/OWNER/REPO RUNNER_TOKEN=... runners/setup-cuda-runner.sh
set -euo pipefail

NVIDIA_DRIVER=${NVIDIA_DRIVER:-580}
[ "$(id -u)" = 0 ] || { echo "run as root" >&2; exit 2; }

export DEBIAN_FRONTEND=noninteractive

# What register-runners.sh uses: curl and the CA certificates (the runner's download),
# python3 (reads the profile), sudo (each runner's configuration as its own user).
# python3-venv and git: the by-hand check of cuda.md.
apt-get update -qq
apt-get install -y -qq ca-certificates curl python3 python3-venv git sudo \
  "nvidia-driver-$NVIDIA_DRIVER-server-open"

if ! nvidia-smi -L >/dev/null 2>&1; then
  echo "the NVIDIA driver is installed but not loaded: reboot, then run this script again"
  exit 1
fi
count=$(nvidia-smi -L | grep -c '^GPU ' || true)
GPU_COUNT=${GPU_COUNT:-$count}
[ "$GPU_COUNT" -gt 0 ] || { echo "nvidia-smi lists no GPU: no runner to register" >&2; exit 1; }

GPU_COUNT=$GPU_COUNT VISIBLE_VAR=CUDA_VISIBLE_DEVICES \
  "$(dirname "$0")/register-runners.sh" cuda
