"""Merge JUnit files from any number of runners, shards and backends into one
set of cell results. A bad file is reported and skipped; the others still count."""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from conformance.cell import CellResult
from conformance.results.junit import read_junit
from conformance.results.schema import from_record


@dataclass
class Merged:
    results: list[CellResult] = field(default_factory=list)
    tools: dict[str, str] = field(default_factory=dict)
    sources: list[dict] = field(default_factory=list)  # one per good file: path, cells, tools
    errors: list[dict] = field(default_factory=list)  # one per bad file: path, error

    def conflicts(self) -> dict[str, list[CellResult]]:
        """Cells with more than one result (from different files)."""
        by_id: dict[str, list[CellResult]] = defaultdict(list)
        for r in self.results:
            by_id[r.cell.id].append(r)
        return {k: v for k, v in by_id.items() if len(v) > 1}


def result_files(paths: list[Path]) -> list[Path]:
    """The files named, and the JUnit .xml files under the folders named
    (recursively); a folder with no .xml but a grid.json gives that."""
    out: list[Path] = []
    for p in paths:
        if p.is_dir():
            found = sorted(p.rglob("*.xml"))
            out += found or ([p / "grid.json"] if (p / "grid.json").exists() else [])
        else:
            out.append(p)
    return list(dict.fromkeys(out))


def read_grid_json(path: Path) -> tuple[list[CellResult], dict[str, str]]:
    """Cells of a grid.json written by this harness (the contract in README)."""
    try:
        grid = json.loads(path.read_text())
        cells = grid["cells"]
        results = [from_record(c, c.get("origin") or str(path)) for c in cells]
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise ValueError(f"{path}: not a grid.json of this harness: {type(e).__name__}: {e}") from e
    return results, {k: v for k, v in (grid.get("tools") or {}).items() if v}


def merge(paths: list[Path]) -> Merged:
    merged = Merged()
    versions: dict[str, set[str]] = defaultdict(set)
    files = result_files(paths)
    if not files:
        merged.errors.append({"path": ", ".join(map(str, paths)), "error": "no JUnit .xml or grid.json found"})
    for f in files:
        if not f.exists():
            merged.errors.append({"path": str(f), "error": "no such file"})
            continue
        try:
            results, tools = read_grid_json(f) if f.suffix == ".json" else read_junit(f)
        except ValueError as e:
            merged.errors.append({"path": str(f), "error": str(e)})
            continue
        if not results:
            merged.errors.append({"path": str(f), "error": f"{f}: no testcase in the file (empty or truncated run)"})
            continue
        merged.results += results
        merged.sources.append({"path": str(f), "cells": len(results), "tools": tools})
        for k, v in tools.items():
            if v:
                versions[k].add(v)
    # Runners with different tool versions are shown as such, never hidden.
    merged.tools = {k: " | ".join(sorted(v)) for k, v in sorted(versions.items())}
    return merged
