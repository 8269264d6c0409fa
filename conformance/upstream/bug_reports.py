"""The reports of docs/bugs/, one per known bug: for each bug of ``known_bugs.toml``
whose ``cell`` one of the given runs holds, the report ``python -m conformance
report`` writes, checked standalone again, kept as ``<id>/report.md`` with its
attachments when they are small; then the index (README.md) made again.

    python -m conformance bug-reports RESULTS... [--out docs/bugs] [--bugs FILE]

A bug whose cell is in none of the runs keeps the report it has. One whose cell
no longer ends as it did standalone gets no new report: a line says why, and the
exit status is 1 (it may be fixed: its ``status`` says so once a release shows it).
"""

from __future__ import annotations

import argparse
import shutil
import sys
from collections.abc import Collection
from pathlib import Path
from typing import Any

from conformance.known_bugs import FILE, KnownBug, load
from conformance.upstream import bug_index, report
from conformance.upstream.owner import Owner

KEEP_BYTES = 256 * 1024  # attachments beyond this stay out of the repository; the report says how to make them


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m conformance bug-reports", description=__doc__.split("\n\n")[0])
    p.add_argument("results", nargs="+", type=Path, help="runs' results folders (grid.json, repro/)")
    p.add_argument("--out", type=Path, default=bug_index.OUT.parent, help="where the reports go (default: docs/bugs)")
    p.add_argument("--bugs", type=Path, default=FILE, help="the list of known bugs (default: the project's)")
    args = p.parse_args(argv)
    try:
        bugs = load(args.bugs)
        runs = [(r, report.load_grid(r)) for r in args.results]
    except (ValueError, report.NoReport) as e:
        print(f"bug_reports: {e}", file=sys.stderr)
        return 2
    failed = 0
    for bug in bugs:
        run = next(((r, g) for r, g in runs if any(c.get("id") == bug.cell for c in g.get("cells") or [])), None)
        if not bug.cell or run is None:
            continue
        try:
            print(f"bug_reports: {write(bug, *run, args.out)}")
        except report.NoReport as e:
            print(f"bug_reports: {bug.id}: {bug.cell}: {e}", file=sys.stderr)
            failed += 1
    index = args.out / "README.md"
    index.write_text(bug_index.render(bugs, args.out))
    print(f"bug_reports: {index}")
    return 1 if failed else 0


def write(bug: KnownBug, results: Path, grid: dict[str, Any], out: Path) -> Path:
    """``out/<id>/report.md`` for the bug's cell of this run, and its attachments when small."""
    cell, folder, checked = report.checked_cell(results, grid, bug.cell)
    files = report.attachments(folder)
    size = sum(f.stat().st_size for f in files)
    dest = out / bug.id
    clear(dest, bug, {f.name for f in files})
    by_hand = {f.name for f in dest.iterdir()}  # what the entry names: never replaced by the run's file of that name
    known = [bug.cause] if bug.cause else []
    if bug.script:
        known.append(f"Standalone, with torch and IREE's packages only: `{bug.script}`.")
    if dup := bug.duplicate:  # a comment on that issue, not a new one
        known.insert(0, f"Already known upstream: {dup.url} ({dup.relation}{': ' + dup.note if dup.note else ''}).")
    if bug.project:  # established by hand: the lowered module read
        owner = Owner(bug.project, bug.component or "not determined", bug.evidence)
    else:
        owner = report.owner_of(cell, grid, results, folder, checked)
        if dup and (project := dup.ref.partition("#")[0]) != owner.project and "/" in project:
            # The same bug already filed there: that tracker owns it, whatever this grid's evidence says.
            owner = Owner(project, f"as {dup.ref} has it", f"the same bug is {dup.ref} ({dup.relation})")
    title = f"{bug.title} (known bug {bug.id})"
    reduced = dest / "reduced.mlir" if "reduced.mlir" in by_hand else None
    text = report.render(cell, grid, folder, checked, owner, title=title, known=known, reduced=reduced)
    if size <= KEEP_BYTES:
        for f in files:
            if f.name not in by_hand:
                shutil.copy2(f, dest / f.name)
    else:
        corpus = f"--corpus {cell['corpus']} " if cell.get("corpus", "builtin") != "builtin" else ""
        text += (
            f"\nThe attachments ({size / 2**20:.1f} MiB) are not kept beside this report. A run of the cell makes "
            f"them in its repro folder:\n\n    python3 -m nox -s conformance-{cell['backend']} -- {corpus}--tier full "
            f"--opt {cell['opt']} --dims {cell['dims']} -k '{cell['case']}'\n"
        )
    (dest / "report.md").write_text(text)
    return dest / "report.md"


# An earlier run's reduction: kept when this run has none (it ran without the analyses), never lost to it.
REDUCED = ("reduced.mlir", "reduced.py")


def clear(dest: Path, bug: KnownBug, fresh: Collection[str] = ()) -> None:
    """``dest`` made empty for a new report, but for the files the entry itself names (a reduced module added
    by hand, ``docs/bugs/<id>/NAME``) and an earlier reduction this run's attachments (``fresh``) do not
    replace: the report's own attachments are made again, those exist once."""
    said = " ".join((bug.cause, bug.script, bug.evidence))
    dest.mkdir(parents=True, exist_ok=True)
    for f in dest.iterdir():
        if f"{bug.id}/{f.name}" in said or (f.name in REDUCED and f.name not in fresh):
            continue
        if f.is_dir():
            shutil.rmtree(f)
        else:
            f.unlink()


if __name__ == "__main__":
    sys.exit(main())
