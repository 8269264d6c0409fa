#!/usr/bin/env bash
# Runs runners/setup-<backend>-runner.sh to its end in a copy of a clean Ubuntu
# 24.04 root filesystem, with no GPU and no access to repo.radeon.com or github.com.
# A one-off check by hand (root, a few minutes), not part of `nox -s tests`:
#
#   debootstrap --variant=minbase noble ROOTFS http://archive.ubuntu.com/ubuntu
#   sudo tests/runner_setup/run-setup-in-chroot.sh ROOTFS [rocm|cuda]
#
# (A debootstrap older than noble: add --keyring with Ubuntu's archive key and
# the script argument /usr/share/debootstrap/scripts/gutsy.)
#
# Ubuntu's packages come from Ubuntu's archive as on a real machine. Stand-ins,
# each doing what the real thing does with the same exit codes:
# - repo.radeon.com (rocm): a local apt repository signed by a key made here, at
#   the layout the script expects (ROCM_REPO), with empty packages of the real
#   names; rocminfo prints a gfx942 agent as the real one does;
# - Ubuntu's driver package (cuda): nvidia-driver-580-server-open, pinned over
#   the real one, whose nvidia-smi lists two A100s;
# - the kernel: a linux-headers package for the running kernel (which is not
#   Ubuntu's); the "reboot" between the first and second run creates what the
#   loaded driver would: /dev/kfd and KFD topology files (two GPUs), or /dev/nvidiactl;
# - the GitHub runner: fake-runner/ (config.sh, svc.sh), put where
#   register-runners.sh keeps the downloaded tarball, so nothing is downloaded.
# Needs on the host: python3, gpg, dpkg-deb, apt-ftparchive (apt-utils).
set -euo pipefail

rootfs=${1:?usage: run-setup-in-chroot.sh ROOTFS [rocm|cuda]}
backend=${2:-rocm}
here=$(cd "$(dirname "$0")" && pwd)
repo_root=$(cd "$here/../.." && pwd)
port=${PORT:-8781}
rocm_version=7.2.3
runner_version=2.337.0
[ "$(id -u)" = 0 ] || { echo "run as root (chroot, mounts)" >&2; exit 2; }

work=$(mktemp -d)
root="$work/root"
www="$work/www"
server=''
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; fi
  if [ -d "$work/gnupg" ]; then  # the agent that the key's generation started
    GNUPGHOME="$work/gnupg" gpgconf --kill gpg-agent 2>/dev/null || true
  fi
  umount "$root/dev/pts" "$root/proc" 2>/dev/null || true
  if [ -z "${KEEP:-}" ]; then rm -rf --one-file-system "$work"; else echo "kept $work"; fi
}
trap cleanup EXIT

echo "== copying $rootfs"
cp -a "$rootfs" "$root"
# The apt sources of a fresh Ubuntu 24.04 server (debootstrap gives main only).
rm -f "$root/etc/apt/sources.list"
cat >"$root/etc/apt/sources.list.d/ubuntu.sources" <<'EOF'
Types: deb
URIs: http://archive.ubuntu.com/ubuntu/
Suites: noble noble-updates noble-backports
Components: main restricted universe multiverse
Signed-By: /usr/share/keyrings/ubuntu-archive-keyring.gpg

Types: deb
URIs: http://security.ubuntu.com/ubuntu/
Suites: noble-security
Components: main restricted universe multiverse
Signed-By: /usr/share/keyrings/ubuntu-archive-keyring.gpg
EOF

# An empty package of the given name; further arguments: PATH=SOURCE files to carry.
deb() {
  local name=$1 out=$2 pkg="$work/pkg/$1"
  shift 2
  mkdir -p "$pkg/DEBIAN" "$out"
  printf 'Package: %s\nVersion: 1.0-standin\nArchitecture: amd64\nMaintainer: test <test@invalid>\nDescription: stand-in for the setup test\n' \
    "$name" >"$pkg/DEBIAN/control"
  for f in "$@"; do
    install -D -m 0755 "${f#*=}" "$pkg/${f%%=*}"
  done
  dpkg-deb --root-owner-group -b "$pkg" "$out/${name}_1.0-standin_amd64.deb" >/dev/null
}

# A signed apt repository of the debs in DIR/pool, suite noble, component main.
export GNUPGHOME="$work/gnupg"
mkdir -m 0700 "$GNUPGHOME"
gpg --batch --quiet --passphrase '' --quick-gen-key 'setup test stand-in <test@invalid>' rsa2048 sign never
apt_repo() {
  local dir=$1 origin=$2
  mkdir -p "$dir/dists/noble/main/binary-amd64"
  (cd "$dir" && apt-ftparchive packages pool >dists/noble/main/binary-amd64/Packages)
  apt-ftparchive -o "APT::FTPArchive::Release::Origin=$origin" -o APT::FTPArchive::Release::Suite=noble \
    -o APT::FTPArchive::Release::Codename=noble -o APT::FTPArchive::Release::Components=main \
    -o APT::FTPArchive::Release::Architectures=amd64 release "$dir/dists/noble" >"$work/Release"
  mv "$work/Release" "$dir/dists/noble/Release"
  gpg --batch --yes --clearsign -o "$dir/dists/noble/InRelease" "$dir/dists/noble/Release"
}

echo "== stand-ins"
cat >"$work/rocminfo" <<'EOF'
#!/bin/sh
# What job-started.sh reads of rocminfo: one agent per GPU, named by its ISA.
echo "ROCk module is loaded"
echo "*******"
echo "Agent 2"
echo "*******"
echo "  Name:                    gfx942"
echo "  Marketing Name:          AMD Instinct MI300X"
EOF
cat >"$work/nvidia-smi" <<'EOF'
#!/bin/sh
# What setup-cuda-runner.sh and job-started.sh ask nvidia-smi; before the driver
# is loaded it fails as the real one does.
if [ ! -e /dev/nvidiactl ]; then
  echo "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver."
  exit 9
fi
case "$*" in
  -L) echo "GPU 0: NVIDIA A100-SXM4-80GB (UUID: GPU-00000000-0000-0000-0000-000000000000)"
      echo "GPU 1: NVIDIA A100-SXM4-80GB (UUID: GPU-00000000-0000-0000-0000-000000000001)" ;;
  *--query-gpu=compute_cap*) echo "8.0" ;;
  *) echo "NVIDIA-SMI 580.95.05 (stand-in)" ;;
esac
EOF
echo '' >"$work/empty"
amdgpu="$www/amdgpu/$rocm_version/ubuntu"
rocm="$www/rocm/apt/$rocm_version"
deb amdgpu-dkms "$amdgpu/pool"
deb "linux-headers-$(uname -r)" "$amdgpu/pool"
deb rocm-hip-runtime "$rocm/pool" "opt/rocm/lib/libamdhip64.so=$work/empty"
deb rocminfo "$rocm/pool" "opt/rocm/bin/rocminfo=$work/rocminfo"
apt_repo "$amdgpu" repo.radeon.com
apt_repo "$rocm" repo.radeon.com
gpg --batch --armor --export >"$www/rocm/rocm.gpg.key"
deb nvidia-driver-580-server-open "$www/restricted/pool" "usr/bin/nvidia-smi=$work/nvidia-smi"
apt_repo "$www/restricted" setup-test
gpg --batch --export >"$root/usr/share/keyrings/restricted-standin.gpg"
python3 -m http.server --bind 127.0.0.1 --directory "$www" "$port" >"$work/http.log" 2>&1 &
server=$!
for _ in $(seq 50); do  # until it answers: apt-get would skip the source with a warning
  if python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" 2>/dev/null; then break; fi
  sleep 0.1
done

if [ "$backend" = cuda ]; then
  echo "deb [signed-by=/usr/share/keyrings/restricted-standin.gpg] http://127.0.0.1:$port/restricted noble main" \
    >"$root/etc/apt/sources.list.d/restricted-standin.list"
  # Over Ubuntu's real driver package of the same name.
  printf 'Package: nvidia-*\nPin: release o=setup-test\nPin-Priority: 900\n' >"$root/etc/apt/preferences.d/standin"
fi
install -d "$root/opt/conformance-runners"
tar czf "$root/opt/conformance-runners/actions-runner-linux-x64-$runner_version.tar.gz" -C "$here/fake-runner" .
mkdir -p "$root/src"
cp -a "$repo_root/runners" "$root/src/runners"
cp /etc/resolv.conf "$root/etc/resolv.conf"
echo "127.0.1.1 $(hostname)" >>"$root/etc/hosts"  # as an installed machine has it; sudo asks
mount -t proc proc "$root/proc"
mount -t devpts devpts "$root/dev/pts"

# As the docs say: run, reboot (here: the driver's device files appear), run again;
# a third run registers the same runners again (the script is idempotent).
setup() {
  local expect=$1 rc=0
  chroot "$root" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
    ROCM_REPO="http://127.0.0.1:$port" RUNNER_URL=https://github.com/OWNER/REPO RUNNER_TOKEN=STANDINTOKEN \
    bash "/src/runners/setup-$backend-runner.sh" || rc=$?
  echo "== setup-$backend-runner.sh exited $rc"
  [ "$rc" = "$expect" ] || { echo "== FAILED: expected exit $expect"; exit 1; }
}
echo "== runners/setup-$backend-runner.sh, the first time (no driver loaded)"
setup 1
if [ "$backend" = rocm ]; then
  : >"$root/dev/kfd"
  for node in 0 1 2; do  # node 0: the CPU (gpu_id 0); 1 and 2: GPUs
    mkdir -p "$root/sys/class/kfd/kfd/topology/nodes/$node"
    echo $((node * 4242)) >"$root/sys/class/kfd/kfd/topology/nodes/$node/gpu_id"
  done
else
  : >"$root/dev/nvidiactl"
fi
echo "== again, after the reboot"
setup 0
echo "== a third time"
setup 0

echo "== what it left"
for dir in "$root"/opt/conformance-runners/*-"$backend"-*/; do
  name=$(basename "$dir")
  echo "-- $name: $(grep labels= "$dir/_diag/config.log"), service $(cat "$dir/.service") $(cat "$dir/.service-state")"
  sed 's/^/   .env: /' "$dir/.env"
  user="ci-$backend-${name##*-}"
  echo "   user: $(chroot "$root" id "$user")"
  # The job-started hook as the runner runs it: as the runner's user, with its .env.
  hook_env=()
  mapfile -t hook_env <"$dir/.env"
  echo "   job-started.sh: $(chroot "$root" sudo -u "$user" env "${hook_env[@]}" PATH=/usr/bin:/bin:/opt/rocm/bin \
    /opt/conformance-runners/hooks/job-started.sh 2>&1)"
done
