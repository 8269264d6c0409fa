"""``python -m conformance.fuzz`` (nox -s fuzz)."""

import sys

from conformance.fuzz.campaign import main

sys.exit(main(sys.argv[1:]))
