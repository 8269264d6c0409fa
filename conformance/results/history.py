"""History: one JSON line per merged run (date, versions, counts per backend
and status; with ``grid --perf perf.json``, the perf tier's median per cell),
appended by ``grid --history FILE`` and charted in grid.html."""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from pathlib import Path

from conformance.cell import ANALYSES
from conformance.results import coverage
from conformance.results.schema import check_history_entry


def summary(grid: dict, perf: Sequence[dict] = (), runners: Mapping[str, str] = {}) -> dict:
    """``perf``: one build's samples per backend (perf/sample.py), kept as medians; ``runners``: per
    backend, the class of runner its cells' durations were measured on (the CI matrix's cost model)."""
    per_backend: dict[str, Counter] = defaultdict(Counter)
    for c in grid["cells"]:
        per_backend[c["backend"]][c["status"]] += 1
    entry = {
        "date": grid["generated_at"],
        "tools": grid["tools"],
        "cells": len(grid["cells"]),
        "status": dict(Counter(c["status"] for c in grid["cells"])),
        "backends": {b: dict(cnt) for b, cnt in sorted(per_backend.items())},
        # What was measured: a later run's failures elsewhere are in regions never measured before.
        "regions": sorted(coverage.measured_regions(grid["cells"])),
    }
    if measured := costs(grid["cells"], runners):
        entry["costs"] = measured
    if perf:
        entry["perf"] = {
            c["id"]: {"median": c["median"], "spread": c["spread"], "n": len(c["samples"])}
            for doc in perf
            for c in doc["cells"]
            if c.get("median") is not None
        }
        entry["perf_runs"] = {
            doc["backend"]: {"target": doc.get("target"), "machine": doc.get("machine")} for doc in perf
        }
    return entry


def costs(cells: Sequence[dict], runners: Mapping[str, str] = {}) -> dict[str, dict[str, dict]]:
    """Per corpus and backend: the cells measured cold, one core's seconds per cell (the sum of their
    stages' durations over their count, analyses excluded), and the seconds the analyses spent per job
    (per results file the cells came from: the analyses' budget is a run's); with the runner class.

    Cold: not compiled from an earlier run's cache. A cell whose import another cell of the run made
    counts (that import is in the other cell's durations), and so does a cell that did no work (a
    skip): the model multiplies the cost by every cell a tier declares. So does a GPU compile phase's
    cell, compiled and not run (a skip that did its compile)."""
    spent: dict[tuple[str, str], list[float]] = defaultdict(list)
    analyses: dict[tuple[str, str], float] = defaultdict(float)
    jobs: dict[tuple[str, str], set[str]] = defaultdict(set)
    for c in cells:
        key = (c.get("corpus") or "builtin", c["backend"])
        durations = c.get("durations") or {}
        analyses[key] += sum(v for k, v in durations.items() if k in ANALYSES)
        jobs[key].add(str(c.get("origin") or ""))
        if "compile" in (c.get("cached") or ()):
            continue
        spent[key].append(sum(v for k, v in durations.items() if k not in ANALYSES))
    out: dict[str, dict[str, dict]] = defaultdict(dict)
    for (corpus, backend), seconds in sorted(spent.items()):
        out[corpus][backend] = {
            "cells": len(seconds),
            "core_seconds": round(sum(seconds) / len(seconds), 3),
            "analysis_seconds": round(analyses[(corpus, backend)] / len(jobs[(corpus, backend)]), 1),
            "runner": runners.get(backend),
        }
    return dict(out)


def perf_series(entries: list[dict]) -> dict[str, dict[str, list[tuple[int, dict, dict]]]]:
    """Per block (case), per cell: (run index, the cell's medians, the run's entry), over the
    runs that recorded perf medians; the run index counts those runs only."""
    runs = [e for e in entries if isinstance(e.get("perf"), dict) and e["perf"]]
    out: dict[str, dict[str, list[tuple[int, dict, dict]]]] = defaultdict(lambda: defaultdict(list))
    for i, e in enumerate(runs):
        for cid, m in sorted(e["perf"].items()):
            if isinstance(m, dict) and isinstance(m.get("median"), int | float):
                out[cid.split("[", 1)[0]][cid].append((i, m, e))
    return {block: dict(cells) for block, cells in sorted(out.items())}


def pass_rate(entry: dict) -> float | None:
    """Passing cells over measured cells (skips are not measured)."""
    measured = entry["cells"] - entry["status"].get("skip", 0)
    return entry["status"].get("pass", 0) / measured if measured else None


def append(path: Path, grid: dict, perf: Sequence[dict] = (), runners: Mapping[str, str] = {}) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a") as f:
        f.write(json.dumps(summary(grid, perf, runners), sort_keys=True) + "\n")


def regions_before(entries: list[dict]) -> set[str] | None:
    """The regions the history's runs measured; None when no line says (a history of an older harness)."""
    said = [e["regions"] for e in entries if isinstance(e.get("regions"), list)]
    return {r for regions in said for r in regions} if said else None


def load(path: Path) -> tuple[list[dict], list[str]]:
    """Entries in file order, and one line per line that is not a summary:
    reported and skipped, never guessed at, and never a reason to lose the grid."""
    if not path.exists():
        return [], []
    out, problems = [], []
    for n, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
        if not line.strip():
            continue
        try:
            entry = json.loads(line)
            check_history_entry(entry)  # every field grid.html and the perf gate read, of its kind
        except ValueError as e:
            problems.append(f"{path}: line {n}: not a history entry, skipped: {e}")
            continue
        out.append(entry)
    return out, problems
