"""What each cell cost when it last ran: seconds per cell id, all stages summed
(a stage served from the cache counts 0). Read by ``--shard-costs`` to balance a
shard's cells by cost, from a grid (``grid.json``, ``.json.gz``) or from the
compact costs file a grid's regions carry beside them (``--regions``), which a
CI job's workers read without parsing a whole region's records."""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from conformance.files import atomic_file
from conformance.results.document import read_grid_document, read_text

KIND = "conformance-costs"  # the compact file's "kind": what tells it from a grid
SUFFIX = ".costs.json.gz"


def of_cells(cells: Iterable[Mapping[str, Any]]) -> dict[str, float]:
    """Seconds per cell id, from grid records."""
    return {c["id"]: round(sum((c.get("durations") or {}).values()), 3) for c in cells}


def write_costs(costs: Mapping[str, float], path: Path) -> None:
    """The compact costs file, gzipped, replacing ``path`` whole."""
    with atomic_file(path) as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as gz:
        gz.write(json.dumps({"kind": KIND, "costs": dict(costs)}, separators=(",", ":")).encode())


def read_costs(path: Path) -> dict[str, float]:
    """Seconds per cell id from a costs file or a grid. ValueError: one line naming the file."""
    if path.name.endswith(SUFFIX):
        try:
            doc = json.loads(read_text(path))
        except (OSError, ValueError, EOFError) as e:
            raise ValueError(f"{path}: not a costs file of this harness: {type(e).__name__}: {e}") from e
        costs = doc.get("costs") if isinstance(doc, dict) and doc.get("kind") == KIND else None
        if not isinstance(costs, dict) or not all(isinstance(v, int | float) for v in costs.values()):
            raise ValueError(f"{path}: not a costs file of this harness: no 'costs' of seconds per cell id")
        return {str(k): float(v) for k, v in costs.items()}
    return of_cells(read_grid_document(path)["cells"])
