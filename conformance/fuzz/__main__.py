"""``python -m conformance.fuzz [promote FINDING | campaign options]`` (nox -s fuzz)."""

import sys

from conformance.fuzz import campaign, promote

argv = sys.argv[1:]
sys.exit(promote.main(argv[1:]) if argv[:1] == ["promote"] else campaign.main(argv))
