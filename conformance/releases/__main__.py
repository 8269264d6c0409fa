"""``python -m conformance releases matrix|bisect ...`` (nox -s releases, nox -s bisect)."""

from __future__ import annotations

import sys

from conformance.releases import bisect, matrix

COMMANDS = {"matrix": matrix.main, "bisect": bisect.main}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    usage = f"usage: python -m conformance releases {{{','.join(COMMANDS)}}} ... (see: releases matrix --help)"
    if argv[:1] in (["-h"], ["--help"]):
        print(usage)
        return 0
    if not argv or argv[0] not in COMMANDS:
        print(usage, file=sys.stderr)
        return 2
    return COMMANDS[argv[0]](argv[1:])


if __name__ == "__main__":
    sys.exit(main())
