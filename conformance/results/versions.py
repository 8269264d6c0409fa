"""The version axis: one cell measured with several compilers (``nox -s releases``).

Per cell, its outcome at each compiler version in release order, and what
changed between two consecutive versions that measured it: a regression (a
pass, then a failure), a fix (a failure, then a pass) or a change (one failure,
then another: never collapsed into pass/fail). A version where the cell was
not measured (skip, or the harness's own error) is stepped over, and the
change is said to lie between the two versions that did measure it.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from packaging.version import InvalidVersion, Version

from conformance.axes import cell_id
from conformance.cell import CellResult, Status


def version_key(label: str) -> tuple:
    """Release order: ``3.9.0 < 3.10.0 < 3.11.0rc20260101``; a label that is no
    version (a build's "3.13.0rc1 @ 89ece87b" keeps its version part) sorts after, by name."""
    try:
        return (0, Version(label.split(" @ ", 1)[0]), label)
    except InvalidVersion:
        return (1, label)


@dataclass(frozen=True)
class Point:
    """A cell at one version: what it did there."""

    cell: str
    version: str
    status: Status
    signature: str | None

    @property
    def measured(self) -> bool:
        return self.status not in (Status.SKIP, Status.ERROR)

    @property
    def outcome(self) -> str:
        """The status, and the signature of a failure: two failures are the same only if both agree."""
        return str(self.status) if self.signature is None or self.status is Status.PASS else self.signature


@dataclass(frozen=True)
class Change:
    kind: str  # regression, fix, change
    before: Point
    after: Point

    @property
    def line(self) -> str:
        b, a = self.before, self.after
        return f"{b.cell}: {b.version} {b.outcome} -> {a.version} {a.outcome}"


def points_of_records(cells: Iterable[Mapping]) -> list[Point]:
    """From grid.json's cells (what the renderers read)."""
    return [
        Point(
            c.get("id") or cell_id(c["case"], c["backend"], c["opt"], c["dims"]),
            c.get("compiler_version") or "",
            Status(c["status"]),
            c.get("signature") or None,
        )
        for c in cells
    ]


def points_of_results(results: Iterable[CellResult]) -> list[Point]:
    return [Point(r.cell.id, r.compiler_version, r.status, r.signature) for r in results]


def versions(points: Iterable[Point]) -> list[str]:
    """The versions that measured anything, oldest first."""
    return sorted({p.version for p in points}, key=version_key)


def by_cell(points: Iterable[Point]) -> dict[str, list[Point]]:
    """Each cell's points, oldest version first."""
    out: dict[str, list[Point]] = defaultdict(list)
    for p in points:
        out[p.cell].append(p)
    return {cell: sorted(ps, key=lambda p: version_key(p.version)) for cell, ps in sorted(out.items())}


def changes(points: Iterable[Point]) -> list[Change]:
    """Every regression, fix and change between consecutive measured versions of a cell."""
    out = []
    for ps in by_cell(points).values():
        measured = [p for p in ps if p.measured]
        for before, after in itertools.pairwise(measured):
            if before.outcome == after.outcome:
                continue
            kind = "regression" if before.status is Status.PASS else "fix" if after.status is Status.PASS else "change"
            out.append(Change(kind, before, after))
    return out


def failing_since(points: Iterable[Point]) -> dict[str, str]:
    """Cell -> how long it has been failing at the newest version that measured
    it: "failing since 3.11.0 (passed in 3.10.0)", or "failing in every version
    measured (3.9.0–3.13.0)"; "; as now since 3.12.0" when its failure changed on the way."""
    out = {}
    for cell, ps in by_cell(points).items():
        measured = [p for p in ps if p.measured]
        if not measured or measured[-1].status is Status.PASS:
            continue
        first = len(measured) - 1
        while first > 0 and measured[first - 1].status is not Status.PASS:
            first -= 1
        since = measured[first].version
        same = next(p.version for p in measured[first:] if p.outcome == measured[-1].outcome)
        if first == 0:
            text = f"failing in every version measured ({since}–{measured[-1].version})"
        else:
            text = f"failing since {since} (passed in {measured[first - 1].version})"
        out[cell] = text + (f"; as now since {same}" if same != since else "")
    return out


def shown_cells(cells: list[dict]) -> list[dict]:
    """What a grid's tables and triage show: every cell, or where several
    compilers measured them, the newest compiler's (the rest is in the versions view)."""
    labels = sorted({c.get("compiler_version") or "" for c in cells}, key=version_key)
    if len(labels) < 2:
        return cells
    return [c for c in cells if (c.get("compiler_version") or "") == labels[-1]]
