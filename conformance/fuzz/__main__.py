"""``python -m conformance fuzz [promote FINDING | margin OUT | campaign options]`` (nox -s fuzz)."""

import sys

from conformance.fuzz import campaign, differential, promote

COMMANDS = {"promote": promote.main, "margin": differential.main}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    return COMMANDS[argv[0]](argv[1:]) if argv[:1] and argv[0] in COMMANDS else campaign.main(argv)


if __name__ == "__main__":
    sys.exit(main())
