"""History: one JSON line per merged run (date, versions, counts per backend
and status), appended by ``grid --history FILE`` and charted in grid.html."""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from pathlib import Path


def summary(grid: dict) -> dict:
    per_backend: dict[str, Counter] = defaultdict(Counter)
    for c in grid["cells"]:
        per_backend[c["backend"]][c["status"]] += 1
    return {
        "date": grid["generated_at"],
        "tools": grid["tools"],
        "cells": len(grid["cells"]),
        "status": dict(Counter(c["status"] for c in grid["cells"])),
        "backends": {b: dict(cnt) for b, cnt in sorted(per_backend.items())},
    }


def pass_rate(entry: dict) -> float | None:
    """Passing cells over measured cells (skips are not measured)."""
    measured = entry["cells"] - entry["status"].get("skip", 0)
    return entry["status"].get("pass", 0) / measured if measured else None


def append(path: Path, grid: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a") as f:
        f.write(json.dumps(summary(grid), sort_keys=True) + "\n")


def load(path: Path) -> list[dict]:
    """Entries in file order; a line that is not a summary is reported, not guessed at."""
    if not path.exists():
        return []
    out = []
    for n, line in enumerate(path.read_text().splitlines(), 1):
        if not line.strip():
            continue
        try:
            entry = json.loads(line)
            if not {"date", "cells", "status"} <= set(entry):
                raise ValueError("missing date/cells/status")
        except ValueError as e:
            raise ValueError(f"{path}: line {n}: not a history entry: {e}") from e
        out.append(entry)
    return out
