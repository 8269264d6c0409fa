#!/usr/bin/env bash
# Stand-in for the GitHub Actions runner's bin/installdependencies.sh, for the
# setup test: root only, as the real one; the .NET libraries it would install
# play no part in what the test checks.
set -euo pipefail
[ "$(id -u)" = 0 ] || { echo "Need to run with sudo privilege" >&2; exit 1; }
echo "--------OS Information--------"
grep -E '^(NAME|VERSION_ID)=' /etc/os-release
echo "------------------------------"
echo "-----------------------------"
echo " Finish Install Dependencies"
echo "-----------------------------"
