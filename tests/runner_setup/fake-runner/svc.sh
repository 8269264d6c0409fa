#!/usr/bin/env bash
# Stand-in for the GitHub Actions runner's svc.sh, for the setup test: root only,
# the same commands and unit name (actions.runner.<owner>-<repo>.<name>.service),
# the unit file written as the real one writes it; `start` and `stop` record the
# state in a file instead of asking systemd, which a chroot does not run.
set -euo pipefail

[ "$(id -u)" = 0 ] || { echo "Must run as sudo" >&2; exit 1; }
[ -f .runner ] || { echo "Must configure first. Run ./config.sh" >&2; exit 1; }
name=$(sed -n 's/.*"agentName": "\(.*\)".*/\1/p' .runner)
repo=$(sed -n 's|.*"gitHubUrl": "https://[^/]*/\(.*\)".*|\1|p' .runner | tr / -)
unit="actions.runner.$repo.$name.service"
unit_file="/etc/systemd/system/$unit"

case "${1:-}" in
  install)
    user=${2:-${SUDO_USER:-root}}
    id "$user" >/dev/null || { echo "User $user does not exist" >&2; exit 1; }
    [ ! -f "$unit_file" ] || { echo "Failed: error: exists $unit_file" >&2; exit 1; }
    echo "Creating launch runner in $unit_file"
    install -d /etc/systemd/system
    printf '[Unit]\nDescription=GitHub Actions Runner (%s)\nAfter=network.target\n\n[Service]\nExecStart=%s/runsvc.sh\nUser=%s\nWorkingDirectory=%s\n\n[Install]\nWantedBy=multi-user.target\n' \
      "${unit%.service}" "$PWD" "$user" "$PWD" >"$unit_file"
    echo "$unit" >.service
    echo "Run as user: $user"
    ;;
  start | stop)
    [ -f .service ] || { echo "Failed: not installed" >&2; exit 1; }
    if [ "$1" = start ]; then echo active >.service-state; else echo inactive >.service-state; fi
    echo "● $unit - GitHub Actions Runner"
    echo "     Active: $(cat .service-state)"
    ;;
  status)
    [ -f .service ] || { echo "not installed"; exit 1; }
    echo "● $unit: $(cat .service-state 2>/dev/null || echo inactive)"
    ;;
  uninstall)
    [ -f .service ] || { echo "Service not installed"; exit 0; }
    rm -f "$unit_file" .service .service-state
    echo "Removed $unit_file"
    ;;
  *)
    echo "Usage: ./svc.sh [install, start, stop, status, uninstall]" >&2
    exit 1
    ;;
esac
