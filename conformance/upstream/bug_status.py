"""Each known bug's status, read from a releases grid (``python -m conformance
releases``): how the bug's cell ends in each compiler release the grid holds,
and what that makes the bug: ``open`` while the newest release still fails
it, ``fixed in X`` where every release from X on passes it after an older one
failed. A cell the grid lacks, skipped or an error in the newest release,
or passing in every release it holds, decides nothing: the line says so.

    python -m conformance bug-status GRID [--write] [--bugs FILE]

``--write`` puts the decided statuses into the list (its comments kept); then
``python -m conformance bug-index`` shows them.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import tomlkit
from packaging.version import InvalidVersion, Version

from conformance.cell import Status
from conformance.known_bugs import FILE, load
from conformance.upstream.report import NoReport, load_grid

_UNDECIDED = (Status.SKIP, Status.ERROR)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m conformance bug-status", description=__doc__.split("\n\n")[0])
    p.add_argument("grid", type=Path, help="a releases grid.json (cells of several compiler versions)")
    p.add_argument("--write", action="store_true", help="set the decided statuses in the list of known bugs")
    p.add_argument("--bugs", type=Path, default=FILE, help="the list of known bugs (default: the project's)")
    args = p.parse_args(argv)
    try:
        bugs = load(args.bugs)
        cells = load_grid(args.grid)["cells"]
    except (ValueError, NoReport) as e:
        print(f"bug_status: {e}", file=sys.stderr)
        return 2
    decided = {}
    for bug in bugs:
        if not bug.cell:
            continue
        ends = by_release(cells, bug.cell)
        status, why = decide(ends)
        seen = ", ".join(f"{v} {s}" for v, s in ends) or "not in this grid"
        print(f"{bug.id}: {bug.cell}: {seen} -> {status or why}")
        if status:
            decided[bug.id] = status
    if args.write:
        changed = write(args.bugs, decided)
        print(f"bug_status: {args.bugs}: {changed} statuses changed")
    return 0


def by_release(cells: Sequence[Mapping[str, Any]], cell_id: str) -> list[tuple[str, str]]:
    """(release, status) of the cell in each release the grid holds, oldest first."""
    ends = {str(c.get("compiler_version")): str(c.get("status")) for c in cells if c.get("id") == cell_id}
    return sorted(ends.items(), key=lambda e: _version(e[0]))


def decide(ends: Sequence[tuple[str, str]]) -> tuple[str, str]:
    """(status, "") when the releases decide it; ("", why not) otherwise."""
    if not ends:
        return "", "undecided: not in this grid"
    measured = [(v, s) for v, s in ends if s not in _UNDECIDED]
    if not measured or measured[-1][0] != ends[-1][0]:
        return "", "undecided: not measured in the newest release"
    if measured[-1][1] != Status.PASS:
        return "open", ""
    failed = [i for i, (_, s) in enumerate(measured) if s != Status.PASS]
    if not failed:
        return "", "undecided: it passes in every release of this grid"
    return f"fixed in {measured[failed[-1] + 1][0]}", ""


def write(path: Path, decided: Mapping[str, str]) -> int:
    doc = tomlkit.parse(path.read_text())
    changed = 0
    for entry in doc.get("bug", []):
        status = decided.get(str(entry["id"]))
        if status and entry["status"] != status:
            entry["status"] = status
            changed += 1
    path.write_text(tomlkit.dumps(doc))
    return changed


def _version(text: str) -> Version:
    try:
        return Version(text)
    except InvalidVersion:  # a build named otherwise sorts first
        return Version("0")


if __name__ == "__main__":
    sys.exit(main())
