"""grid.json as a document: the schema versions this harness writes and
reads, and the one reader every command uses, so none takes a file the gate
refuses. Standard library only: the CI steps that read a grid run it in a bare
interpreter (the PR comment)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

# 2: `culprit` (where a cell goes wrong) and the `error` status (the harness's own failures).
# 3: `compiler_version` (the version axis: one cell, measured with several compilers).
# 4: `behind` (what lies behind a compile failure: host nodes, the status behind).
# 5: `paired` (a model's two routes compared output to output, on a cell's record, not from files at grid time).
SCHEMA_VERSION = 5
KNOWN_SCHEMA_VERSIONS = (1, 2, 3, 4, 5)


def read_grid_document(path: Path) -> dict[str, Any]:
    """A grid.json of this harness, its envelope checked: a JSON object of a
    schema_version this harness reads, with a list of cells (each cell is the
    codec's to check: results.schema). ValueError: one line naming the file."""
    try:
        grid = json.loads(path.read_text())
    except (OSError, ValueError) as e:
        raise ValueError(f"{path}: not a grid.json of this harness: {type(e).__name__}: {e}") from e
    if not isinstance(grid, dict):
        raise ValueError(f"{path}: not a grid.json of this harness: a JSON {type(grid).__name__}, not an object")
    version = grid.get("schema_version")
    if version is None:
        raise ValueError(f"{path}: not a grid.json of this harness: no schema_version")
    if type(version) is not int or version not in KNOWN_SCHEMA_VERSIONS:  # `true` == 1, but is no version
        known = ", ".join(map(str, KNOWN_SCHEMA_VERSIONS))
        raise ValueError(f"{path}: schema_version {version!r} is not one this harness reads (known: {known})")
    if not isinstance(grid.get("cells"), list):
        raise ValueError(f"{path}: not a grid.json of this harness: 'cells' is not a list")
    return grid
