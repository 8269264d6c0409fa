"""grid.json as a document: the schema versions this harness writes and
reads, and the one reader every command uses, so none takes a file the gate
refuses. Standard library only: the CI steps that read a grid run it in a bare
interpreter (the PR comment)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

# 2: `culprit` (where a cell goes wrong) and the `error` status (the harness's own failures).
# 3: `compiler_version` (the version axis: one cell, measured with several compilers).
# 4: `behind` (what lies behind a compile failure: host nodes, the status behind).
# 5: `paired` (a model's two routes compared output to output, on a cell's record, not from files at grid time).
SCHEMA_VERSION = 5
KNOWN_SCHEMA_VERSIONS = (1, 2, 3, 4, 5)


def is_grid_file(path: Path) -> bool:
    """grid.json, or a grid gzipped (``.json.gz``: the whole matrix's regions, as CI keeps them)."""
    return path.name.endswith((".json", ".json.gz"))


def read_text(path: Path) -> str:
    """The file's text; gunzipped where its name ends ``.gz``."""
    if path.name.endswith(".gz"):
        with gzip.open(path, "rt", encoding="utf-8") as f:
            return f.read()
    return path.read_text()


def read_grid_document(path: Path) -> dict[str, Any]:
    """A grid.json (or ``.json.gz``) of this harness, its envelope checked: a JSON object of a
    schema_version this harness reads, with a list of cells (each cell is the
    codec's to check: results.schema). ValueError: one line naming the file."""
    try:
        grid = json.loads(read_text(path))
    except (OSError, ValueError, EOFError) as e:
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
