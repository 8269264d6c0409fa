"""Merge JUnit files from any number of runners, shards and backends into one
set of cell results. A bad file is reported and skipped; the others still count."""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from conformance.cell import CellResult
from conformance.results.folder import in_progress
from conformance.results.junit import read_junit_file
from conformance.results.schema import KNOWN_SCHEMA_VERSIONS, from_record


@dataclass
class Merged:
    results: list[CellResult] = field(default_factory=list)
    tools: dict[str, str] = field(default_factory=dict)
    sources: list[dict] = field(default_factory=list)  # one per good file: path, cells, tools
    errors: list[dict] = field(default_factory=list)  # one per bad file or testcase: path, error
    # The cell ids the runs selected (every source recorded one), else None: tells
    # the gate a subset run (cells outside it are not missing) from a lost cell.
    selection: frozenset[str] | None = None

    def conflicts(self) -> dict[str, list[CellResult]]:
        """Cells with more than one result (from different files)."""
        by_id: dict[str, list[CellResult]] = defaultdict(list)
        for r in self.results:
            by_id[r.cell.id].append(r)
        return {k: v for k, v in by_id.items() if len(v) > 1}


def result_files(paths: list[Path]) -> list[Path]:
    """The files named, and the JUnit .xml files under the folders named
    (recursively); a folder with no .xml but a grid.json gives that. One file
    named twice (under two spellings) counts once."""
    return _result_files(paths)[0]


def _result_files(paths: list[Path]) -> tuple[list[Path], list[dict]]:
    out: dict[Path, Path] = {}
    empty = []
    for p in paths:
        if p.is_dir() and (why := in_progress(p)):
            empty.append({"path": str(p), "error": why})
            continue
        if p.is_dir():
            found = sorted(p.rglob("*.xml")) or ([p / "grid.json"] if (p / "grid.json").exists() else [])
            if not found:
                empty.append({"path": str(p), "error": f"{p}: no JUnit .xml or grid.json in this folder"})
            for f in found:
                out.setdefault(f.resolve(), f)
        else:
            out.setdefault(p.resolve(), p)
    return list(out.values()), empty


def read_grid_json(path: Path) -> tuple[list[CellResult], dict[str, str], list[str] | None]:
    """Cells, tools and selection of a grid.json written by this harness (the contract in README)."""
    try:
        grid = json.loads(path.read_text())
        version = grid.get("schema_version")
        if version not in KNOWN_SCHEMA_VERSIONS:
            known = ", ".join(map(str, KNOWN_SCHEMA_VERSIONS))
            raise ValueError(f"{path}: schema_version {version!r} is not one this harness reads (known: {known})")
        cells = grid["cells"]
        results = [from_record(c, c.get("origin") or str(path)) for c in cells]
        selection = grid.get("selection")
        if selection is not None and not (isinstance(selection, list) and all(isinstance(s, str) for s in selection)):
            raise ValueError(f"{path}: 'selection' is not a list of cell ids")
    except ValueError as e:
        if str(e).startswith(str(path)):
            raise
        raise ValueError(f"{path}: not a grid.json of this harness: {type(e).__name__}: {e}") from e
    except (OSError, KeyError, TypeError, AttributeError) as e:
        raise ValueError(f"{path}: not a grid.json of this harness: {type(e).__name__}: {e}") from e
    return results, {k: v for k, v in (grid.get("tools") or {}).items() if v}, selection


def merge(paths: list[Path]) -> Merged:
    merged = Merged()
    versions: dict[str, set[str]] = defaultdict(set)
    files, empty = _result_files(paths)
    merged.errors += empty
    if not files and not empty:
        merged.errors.append({"path": ", ".join(map(str, paths)), "error": "no JUnit .xml or grid.json found"})
    selections: list[list[str] | None] = []
    for f in files:
        if not f.exists():
            merged.errors.append({"path": str(f), "error": f"{f}: no such file"})
            continue
        try:
            if f.suffix == ".json":
                results, tools, selection = read_grid_json(f)
            else:
                jf = read_junit_file(f)
                results, tools, selection = jf.results, jf.tools, jf.selection
                # Testcases that are not cells (a collection error, a lost worker) are reported, never dropped.
                merged.errors += [{"path": str(f), "error": line} for line in jf.unreadable]
        except ValueError as e:
            merged.errors.append({"path": str(f), "error": str(e)})
            continue
        if not results:
            merged.errors.append({"path": str(f), "error": f"{f}: no testcase in the file (empty or truncated run)"})
            continue
        merged.results += results
        selections.append(selection)
        merged.sources.append({"path": str(f), "cells": len(results), "tools": tools})
        for k, v in tools.items():
            if v:
                versions[k].add(v)
    # Runners with different tool versions are shown as such, never hidden.
    merged.tools = {k: " | ".join(sorted(v)) for k, v in sorted(versions.items())}
    if selections and all(s is not None for s in selections):
        merged.selection = frozenset(c for s in selections for c in s or ())
    return merged
