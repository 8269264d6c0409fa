#!/usr/bin/env bash
# Turns an Ubuntu 24.04 machine with AMD Instinct gfx942 GPUs (MI300X, MI300A,
# MI325X) into conformance runners: the amdgpu kernel driver and the ROCm HIP
# runtime, then one GitHub Actions runner per GPU with the labels of
# runners/rocm.toml. See runners/rocm.md. Run as root; run it again after the
# reboot that loads the driver.
#
#   sudo RUNNER_URL=https://github.com/OWNER/REPO RUNNER_TOKEN=... runners/setup-rocm-runner.sh
#
#   ROCM_VERSION  the ROCm release to install (default 7.2.3)
#   ROCM_REPO     where AMD's apt repositories and key live (default https://repo.radeon.com;
#                 a mirror, or the stand-in of tests/runner_setup/)
set -euo pipefail

ROCM_VERSION=${ROCM_VERSION:-7.2.3}
ROCM_REPO=${ROCM_REPO:-https://repo.radeon.com}
[ "$(id -u)" = 0 ] || { echo "run as root" >&2; exit 2; }
# shellcheck source=/dev/null
. /etc/os-release
codename=${VERSION_CODENAME:?}
export DEBIAN_FRONTEND=noninteractive

# What this script and register-runners.sh use, before anything uses it: curl, gpg
# and the CA certificates for AMD's key; python3 reads the profile; sudo runs each
# runner's configuration as its own user. python3-venv and git: the by-hand check of rocm.md.
apt-get update -qq
apt-get install -y -qq ca-certificates curl gpg python3 python3-venv git sudo

install -d -m 0755 /etc/apt/keyrings
curl -fsSL "$ROCM_REPO/rocm/rocm.gpg.key" | gpg --dearmor --yes -o /etc/apt/keyrings/rocm.gpg
cat >/etc/apt/sources.list.d/rocm.list <<LIST
deb [arch=amd64 signed-by=/etc/apt/keyrings/rocm.gpg] $ROCM_REPO/amdgpu/$ROCM_VERSION/ubuntu $codename main
deb [arch=amd64 signed-by=/etc/apt/keyrings/rocm.gpg] $ROCM_REPO/rocm/apt/$ROCM_VERSION $codename main
LIST
# AMD's packages win over Ubuntu's older ROCm packages of the same names.
printf 'Package: *\nPin: release o=repo.radeon.com\nPin-Priority: 600\n' >/etc/apt/preferences.d/rocm-pin-600
apt-get update -qq
apt-get install -y -qq "linux-headers-$(uname -r)" amdgpu-dkms rocm-hip-runtime rocminfo

# The groups that own /dev/kfd and the render nodes; a machine without systemd's
# defaults may lack `render`, and usermod would then fail.
for group in render video; do
  getent group "$group" >/dev/null || groupadd --system "$group"
done

if [ ! -e /dev/kfd ]; then
  echo "the amdgpu driver is installed but not loaded: reboot, then run this script again"
  exit 1
fi
# GPUs (or partitions) that ROCm sees: KFD topology nodes with a non-zero gpu_id.
count=0
for f in /sys/class/kfd/kfd/topology/nodes/*/gpu_id; do
  if [ -f "$f" ] && [ "$(cat "$f")" != 0 ]; then count=$((count + 1)); fi
done
GPU_COUNT=${GPU_COUNT:-$count}
[ "$GPU_COUNT" -gt 0 ] || { echo "ROCm sees no GPU (/sys/class/kfd/kfd/topology): no runner to register" >&2; exit 1; }

GPU_COUNT=$GPU_COUNT VISIBLE_VAR=ROCR_VISIBLE_DEVICES RUNNER_GROUPS=render,video \
  RUNNER_ENV=LD_LIBRARY_PATH=/opt/rocm/lib \
  "$(dirname "$0")/register-runners.sh" rocm
