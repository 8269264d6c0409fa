"""How much of the declared matrix a grid measured.

Each run records what its tier declares, per region (corpus × backend × opt ×
dims): the cells of every case in the tier, at the traced sizes, whatever
``--opt``, ``--dims``, ``-k`` or ``--shard`` it ran. A grid's coverage block
sets that against the cells it holds: declared, measured (a result that is not
the harness's own ``error``) and pinned (measured under an expectation).
Shards of one run declare the same regions, and a full tier declares a
superset of a smoke tier's, so merged declarations keep the largest count.
Boundary-size cells (``dynamic@R=33``) are extra cells, not counted here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass
from typing import Any

from conformance.axes import DIMS_VARIANTS, OPT_LEVELS
from conformance.cell import CellResult, Status


@dataclass(frozen=True)
class Declared:
    """What one run's tier declares in one region."""

    corpus: str
    backend: str
    opt: str
    dims: str
    tier: str
    cells: int

    @property
    def region(self) -> tuple[str, str, str, str]:
        return self.corpus, self.backend, self.opt, self.dims


def to_json(declared: Iterable[Declared]) -> list[dict[str, object]]:
    return [asdict(d) for d in declared]


def merged(runs: Iterable[Iterable[Declared]]) -> list[Declared]:
    """One declaration per region: the largest count any run declared (a full tier over a smoke one)."""
    best: dict[tuple[str, str, str, str], Declared] = {}
    for run in runs:
        for d in run:
            if d.region not in best or d.cells > best[d.region].cells:
                best[d.region] = d
    return sorted(best.values(), key=lambda d: _order(d.region))


def _order(region: tuple[str, str, str, str]) -> tuple:
    corpus, backend, opt, dims = region
    return corpus, backend, _index(OPT_LEVELS, opt), _index(DIMS_VARIANTS, dims), opt, dims


def _index(values: tuple[str, ...], v: str) -> int:
    return values.index(v) if v in values else len(values)


def coverage(declared: Iterable[Declared], cells: Iterable[CellResult]) -> dict[str, object]:
    """The coverage block of grid.json. ``fraction`` is None where nothing was declared (an older
    harness's results, or records built by hand): the grid cannot say what part it measured."""
    traced = [r for r in cells if "@" not in r.cell.dims and r.cell.opt != "*"]
    measured = Counter(_region(r) for r in traced if r.status is not Status.ERROR)
    pinned = Counter(_region(r) for r in traced if r.status is not Status.ERROR and r.reason)
    regions = []
    decl = {d.region: d for d in declared}
    for region in sorted(decl.keys() | measured.keys(), key=_order):
        d = decl.get(region)
        row: dict[str, object] = dict(zip(("corpus", "backend", "opt", "dims"), region, strict=True))
        row |= {"tier": d.tier if d else None, "declared": d.cells if d else None}
        row |= {"measured": measured[region], "pinned": pinned[region]}
        regions.append(row)
    total = sum(d.cells for d in decl.values())
    counted = sum(measured[k] for k in decl)
    return {
        "declared": total,
        "measured": counted,
        "fraction": round(counted / total, 4) if total else None,
        "regions": regions,
    }


def _region(r: CellResult) -> tuple[str, str, str, str]:
    return r.corpus, r.cell.backend, r.cell.opt, r.cell.dims


def shortfall(block: Mapping[str, object], not_run: Iterable[Mapping[str, str]] = ()) -> list[str]:
    """One line per region measured short of its declaration, and per backend CI did not run:
    what a gate over this grid would not have seen."""
    lines = []
    for row in _rows(block):
        declared, measured = row.get("declared"), row.get("measured") or 0
        if isinstance(declared, int) and measured < declared:
            where = f"{row['corpus']} {row['backend']} {row['opt']} {row['dims']}"
            lines.append(f"{where}: {measured} of {declared} declared cells measured ({row['tier']} tier)")
    lines += [f"{n.get('backend')}: not run ({n.get('reason')})" for n in not_run]
    return lines


def left_out(baseline: Mapping[str, object], current: Mapping[str, object]) -> list[str]:
    """Corpus × backend pairs the baseline measured and the current grid neither declares nor measured
    (a corpus left out, a backend's jobs gone): one line each."""

    def pairs(block: Mapping[str, object]) -> set[tuple[str, str]]:
        return {(r["corpus"], r["backend"]) for r in _rows(block) if r.get("declared") or r.get("measured")}

    return [f"{c} {b}: in the baseline, not in the current grid" for c, b in sorted(pairs(baseline) - pairs(current))]


def headline(block: Mapping[str, object]) -> str:
    """One line for a grid's readers: what part of the declared matrix it measured."""
    declared, measured = block.get("declared"), block.get("measured")
    if not isinstance(declared, int) or not declared or not isinstance(measured, int):
        return "Coverage: not recorded (results of an older harness, or made by hand)."
    return f"Coverage: {measured:,} of {declared:,} declared cells measured ({measured / declared:.1%})."


def by_corpus(block: Mapping[str, object]) -> list[dict[str, Any]]:
    """The regions summed per corpus × backend (declared None where nothing was declared)."""
    out: dict[tuple[str, str], dict[str, Any]] = {}
    for r in _rows(block):
        row = out.setdefault((r["corpus"], r["backend"]), {"corpus": r["corpus"], "backend": r["backend"]})
        row["tier"] = row.get("tier") or r.get("tier")
        for k in ("declared", "measured", "pinned"):
            if r.get(k) is not None:
                row[k] = (row.get(k) or 0) + r[k]
            else:
                row.setdefault(k, None)
    return list(out.values())


def _rows(block: Mapping[str, object]) -> list[dict[str, Any]]:
    """A coverage block's regions (as ``coverage`` writes them)."""
    rows = block.get("regions")
    return [r for r in rows if isinstance(r, dict)] if isinstance(rows, list) else []


# --- regions never measured before ------------------------------------------------------------------------------


def region_key(cell: Mapping[str, Any]) -> str:
    """A grid cell's region, as a history line keeps it: ``corpus|backend|opt|dims``."""
    return "|".join(str(cell.get(k)) for k in ("corpus", "backend", "opt", "dims"))


def measured_regions(cells: Iterable[Any]) -> set[str]:
    """The regions a grid's cells measured (a result that is not the harness's own ``error``)."""
    return {
        region_key(c) for c in cells if isinstance(c, Mapping) and c.get("status") != "error" and c.get("opt") != "*"
    }


def new_regions(cells: Iterable[Any], before: set[str]) -> list[dict[str, object]]:
    """The failing cells (verdict ``regression``) of regions no earlier run measured, counted per
    region: failures nobody has triaged, to pin in one step, apart from regressions where a region
    was measured before. Their verdict stays a regression: the check is never weakened."""
    counts: Counter[str] = Counter(
        region_key(c)
        for c in cells
        if isinstance(c, Mapping) and c.get("verdict") == "regression" and region_key(c) not in before
    )
    rows = []
    for key, n in sorted(counts.items()):
        corpus, backend, opt, dims = key.split("|")
        rows.append({"corpus": corpus, "backend": backend, "opt": opt, "dims": dims, "cells": n})
    return rows
