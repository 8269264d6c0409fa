"""``python -m conformance.fuzz [promote FINDING | margin OUT | campaign options]`` (nox -s fuzz)."""

import sys

from conformance.fuzz import campaign, differential, promote

argv = sys.argv[1:]
COMMANDS = {"promote": promote.main, "margin": differential.main}
sys.exit(COMMANDS[argv[0]](argv[1:]) if argv[:1] and argv[0] in COMMANDS else campaign.main(argv))
