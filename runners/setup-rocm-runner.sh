#!/usr/bin/env bash
# Turns an Ubuntu 24.04 machine with AMD Instinct gfx942 GPUs (MI300X, MI300A,
# MI325X) into conformance runners: the amdgpu kernel driver and the ROCm HIP
# runtime, then one GitHub Actions runner per GPU with the labels of
# runners/rocm.toml. See runners/rocm.md. Run as root; run it again after the
# reboot that loads the driver.
#
#   sudo RUNNER_URL=https://github.com/OWNER/REPO RUNNER_TOKEN=... runners/setup-rocm-runner.sh
set -euo pipefail

ROCM_VERSION=${ROCM_VERSION:-7.2.3}
[ "$(id -u)" = 0 ] || { echo "run as root" >&2; exit 2; }
# shellcheck source=/dev/null
. /etc/os-release
codename=${VERSION_CODENAME:?}

install -d -m 0755 /etc/apt/keyrings
curl -fsSL https://repo.radeon.com/rocm/rocm.gpg.key | gpg --dearmor --yes -o /etc/apt/keyrings/rocm.gpg
cat >/etc/apt/sources.list.d/rocm.list <<LIST
deb [arch=amd64 signed-by=/etc/apt/keyrings/rocm.gpg] https://repo.radeon.com/amdgpu/$ROCM_VERSION/ubuntu $codename main
deb [arch=amd64 signed-by=/etc/apt/keyrings/rocm.gpg] https://repo.radeon.com/rocm/apt/$ROCM_VERSION $codename main
LIST
# AMD's packages win over Ubuntu's older ROCm packages of the same names.
printf 'Package: *\nPin: release o=repo.radeon.com\nPin-Priority: 600\n' >/etc/apt/preferences.d/rocm-pin-600
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
  "linux-headers-$(uname -r)" amdgpu-dkms rocm-hip-runtime rocminfo python3 curl git

if [ ! -e /dev/kfd ]; then
  echo "the amdgpu driver is installed but not loaded: reboot, then run this script again"
  exit 1
fi
# GPUs (or partitions) that ROCm sees: KFD topology nodes with a non-zero gpu_id.
count=0
for f in /sys/class/kfd/kfd/topology/nodes/*/gpu_id; do
  if [ "$(cat "$f")" != 0 ]; then count=$((count + 1)); fi
done

GPU_COUNT=${GPU_COUNT:-$count} VISIBLE_VAR=ROCR_VISIBLE_DEVICES RUNNER_GROUPS=render,video \
  RUNNER_ENV=LD_LIBRARY_PATH=/opt/rocm/lib \
  "$(dirname "$0")/register-runners.sh" rocm
