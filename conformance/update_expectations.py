"""Rewrite expectation files from structured results (JUnit properties or
grid.json; never message text).

- An entry whose cells now all behave as it says stays, reason and all.
- An entry for one cell that now passes (or fails differently) goes.
- A pattern entry whose cells now disagree is replaced by one entry per cell it
  still covers (cells outside the results keep theirs), with the same reason.
- A failure with no entry comes in with its signature as the reason placeholder.
- Cells outside the results are untouched: a run on a subset of the matrix
  changes only the entries of that subset.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from conformance.cell import Cell, CellResult, Status
from conformance.expectations import Expectation, expectation_for, expectations_file, load_expectations

_WILDCARDS = set("*?[")


@dataclass
class Changes:
    kept: int = 0
    removed: list[str] = field(default_factory=list)
    added: list[str] = field(default_factory=list)
    expanded: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        return (
            f"{self.kept} kept, {len(self.removed)} removed, {len(self.added)} added, "
            f"{len(self.expanded)} pattern entries split per cell"
        )


def _is_pattern(e: Expectation) -> bool:
    return any(ch in _WILDCARDS for ch in e.case + e.opt + e.dims)


def _exact(cell: Cell, status: Status, reason: str) -> Expectation:
    return Expectation(cell.case, status, reason, cell.opt, cell.dims)


def update_entries(
    entries: list[Expectation],
    results: Iterable[CellResult],
    all_cells: Callable[[], Iterable[Cell]],
    changes: Changes,
) -> list[Expectation]:
    measured = {r.cell: r for r in results if r.status is not Status.SKIP}
    out: list[Expectation] = []
    for entry in entries:
        covered = [c for c in measured if expectation_for(c, entries) is entry]
        if all(measured[c].status is entry.status for c in covered):
            out.append(entry)
            changes.kept += 1
        elif not _is_pattern(entry):
            changes.removed.append(f"{entry.case}[{entry.opt}|{entry.dims}]: now {measured[covered[0]].status}")
        else:
            # Split: keep the cells the pattern still rightly covers, drop the rest.
            keep = [
                c
                for c in all_cells()
                if expectation_for(c, entries) is entry and (c not in measured or measured[c].status is entry.status)
            ]
            out += [_exact(c, entry.status, entry.reason) for c in sorted(keep)]
            changes.expanded.append(f"{entry.case}[{entry.opt}|{entry.dims}] -> {len(keep)} cells")
    for cell, r in sorted(measured.items()):
        if r.status is Status.PASS:
            continue
        current = expectation_for(cell, out)
        if current is None or current.status is not r.status:
            out.append(_exact(cell, r.status, r.signature or str(r.status)))
            changes.added.append(f"{cell.id}: {r.status}")
    return out


def render_toml(entries: list[Expectation], header: str) -> str:
    parts = [header.rstrip() + "\n"] if header.strip() else []
    for e in entries:
        lines = ["[[expect]]", f"case = {json.dumps(e.case)}"]
        if e.opt != "*":
            lines.append(f"opt = {json.dumps(e.opt)}")
        if e.dims != "*":
            lines.append(f"dims = {json.dumps(e.dims)}")
        lines += [f"status = {json.dumps(str(e.status))}", f"reason = {json.dumps(e.reason, ensure_ascii=False)}"]
        parts.append("\n".join(lines) + "\n")
    return "\n".join(parts)


def _header(path: Path) -> str:
    """The comment block before the first entry, kept as written."""
    if not path.exists():
        return f"# Known failures of {path.stem}. See README.md (Adding a case) for the format.\n"
    lines = []
    for line in path.read_text().splitlines():
        if line.startswith("[[expect]]"):
            break
        lines.append(line)
    return "\n".join(lines)


def corpus_cells(corpus_dir: Path) -> Callable[[str], Callable[[], list[Cell]]]:
    """Every cell of a corpus for a backend (all tiers), loaded on first use."""
    return lambda backend: _cells_of(corpus_dir, backend)


def _cells_of(corpus_dir: Path, backend: str) -> Callable[[], list[Cell]]:
    cache: list[Cell] = []

    def cells() -> list[Cell]:
        if not cache:
            from conformance.case import Case, variants
            from conformance.corpus import load_all
            from conformance.profiles import OPT_LEVELS

            for case in load_all(corpus_dir):
                if isinstance(case, Case):
                    cache.extend(Cell(case.name, backend, o, v.name) for v in variants(case) for o in OPT_LEVELS)
        return cache

    return cells


def update_files(
    results: list[CellResult],
    directory: Path,
    all_cells: Callable[[str], Callable[[], Iterable[Cell]]],
) -> dict[str, Changes]:
    """``directory`` holds the expectation files; ``all_cells(backend)()`` lists
    every cell of the corpus, for splitting pattern entries."""
    by_backend: dict[str, list[CellResult]] = defaultdict(list)
    for r in results:
        by_backend[r.cell.backend].append(r)
    report = {}
    for backend, rs in sorted(by_backend.items()):
        path = expectations_file(directory, backend)
        changes = Changes()
        entries = update_entries(load_expectations(path), rs, all_cells(backend), changes)
        if changes.removed or changes.added or changes.expanded or path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(render_toml(entries, _header(path)))
        report[backend] = changes
    return report
