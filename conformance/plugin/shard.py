"""Sharding: split the cells of a run over N runners, deterministically and
evenly by estimated cost.

Cells that share one import, the same (case, dims), stay on one shard, so the
import is done once. A random sample (``--sample N/SEED``) is drawn before the
split, so the shards of one sample cover it once. Groups go, costliest first, to the least-loaded shard
(ties to the lower index): the same input always gives the same split.
"""

from __future__ import annotations

import heapq
import re
from collections.abc import Mapping
from pathlib import Path

from conformance.results.costs import read_costs

# Without measured costs: one unit per cell, plus one per group for its import.
IMPORT_COST = 1.0
CELL_COST = 1.0


def parse_shard(text: str) -> tuple[int, int]:
    """'K/N' (1-based) -> (K, N)."""
    m = re.fullmatch(r"\s*(\d+)\s*/\s*(\d+)\s*", text or "")
    if not m or not (1 <= int(m.group(1)) <= int(m.group(2))):
        raise ValueError(f"--shard: expected K/N with 1 <= K <= N, got {text!r}")
    return int(m.group(1)), int(m.group(2))


def parse_sample(text: str, option: str = "--sample") -> tuple[int, int]:
    """'N' or 'N/SEED' -> (N, SEED); the seed is 0 unless given."""
    m = re.fullmatch(r"\s*(\d+)\s*(?:/\s*(\d+)\s*)?", text or "")
    if not m or int(m.group(1)) < 1:
        raise ValueError(f"{option}: expected N or N/SEED with N >= 1, got {text!r}")
    return int(m.group(1)), int(m.group(2) or 0)


def assign(costs: Mapping[str, float], count: int) -> dict[str, int]:
    """Group name -> shard index (1-based)."""
    loads = [(0.0, i) for i in range(1, count + 1)]
    heapq.heapify(loads)
    out = {}
    for name, cost in sorted(costs.items(), key=lambda kv: (-kv[1], kv[0])):
        load, i = heapq.heappop(loads)
        out[name] = i
        heapq.heappush(loads, (load + cost, i))
    return out


def measured_costs(path: Path) -> dict[str, float]:
    """Seconds per cell id from an earlier run: a grid.json, a region's grid or its costs
    file (``conformance.results.costs``). ValueError: one line naming the file."""
    return read_costs(path)


def group_costs(groups: Mapping[str, list[str]], measured: Mapping[str, float] | None = None) -> dict[str, float]:
    """Group name -> estimated cost, from the cell ids in each group."""
    measured = measured or {}
    # A group nothing measured (a case new since): the mean measured cell, in seconds like the rest.
    mean_cell = sum(measured.values()) / len(measured) if measured else None
    out = {}
    for name, cell_ids in groups.items():
        known = [measured[c] for c in cell_ids if c in measured]
        if known:  # unmeasured cells of a measured group cost the group's mean
            mean = sum(known) / len(known)
            out[name] = sum(measured.get(c, mean) for c in cell_ids)
        elif mean_cell is not None:
            out[name] = mean_cell * len(cell_ids)
        else:
            out[name] = IMPORT_COST + CELL_COST * len(cell_ids)
    return out
