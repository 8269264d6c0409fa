"""Merge JUnit files from any number of runners, shards and backends into one
set of cell results. A bad file is reported and skipped; the others still count."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from conformance.axes import cell_id
from conformance.cell import CellResult
from conformance.results import coverage
from conformance.results.coverage import Declared
from conformance.results.document import is_grid_file, read_grid_document
from conformance.results.folder import in_progress
from conformance.results.junit import read_junit_file
from conformance.results.schema import NOT_RUN, TEXT, NotACellError, RecordError, declared_from, from_record, list_of


@dataclass
class Merged:
    results: list[CellResult] = field(default_factory=list)
    tools: dict[str, str] = field(default_factory=dict)
    sources: list[dict] = field(default_factory=list)  # one per good file: path, cells, tools
    # One per bad file or record: path, error (and recorded_in: an error an input grid.json recorded).
    errors: list[dict] = field(default_factory=list)
    # The cell ids the runs selected (every source recorded one), else None: tells
    # the gate a subset run (cells outside it are not missing) from a lost cell.
    selection: frozenset[str] | None = None
    declared: list[Declared] = field(default_factory=list)  # what the runs' tiers declare (results.coverage)
    not_run: list[dict[str, str]] = field(default_factory=list)  # backends CI did not run, as grids recorded them

    def conflicts(self) -> dict[str, list[CellResult]]:
        """Cells with more than one result of one compiler (from different files)."""
        by_key: dict[tuple[str, str], list[CellResult]] = defaultdict(list)
        for r in self.results:
            by_key[r.key].append(r)
        return {k[0]: v for k, v in by_key.items() if len(v) > 1}


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


@dataclass(frozen=True)
class GridFile:
    """What a grid.json gives a merge."""

    results: list[CellResult]
    tools: dict[str, str]
    selection: list[str] | None
    unreadable: list[str]  # one line per cell (or other entry) that was reported and skipped
    recorded: list[dict]  # the errors the merge that wrote it recorded: results lost there
    declared: list[Declared] = field(default_factory=list)
    not_run: list[dict[str, str]] = field(default_factory=list)


def read_grid_json(path: Path) -> GridFile:
    """Cells, tools, selection and recorded errors of a grid.json written by this
    harness (the contract in README). A cell that does not hold what the schema
    says is one line, and skipped; a file that is no grid.json raises ValueError."""
    grid = read_grid_document(path)
    cells = grid["cells"]
    selection = grid.get("selection")
    if selection is not None and list_of(TEXT)(selection):
        raise ValueError(f"{path}: 'selection' is not a list of cell ids")
    results, unreadable = [], []
    for i, c in enumerate(cells):
        try:
            results.append(from_record(c, (c.get("origin") if isinstance(c, dict) else None) or str(path)))
        except NotACellError as e:
            unreadable.append(f"{path}: cells[{i}]{_cell_name(c)}: {e}")
    tools = _tools(path, grid.get("tools") or {}, unreadable)
    try:
        declared = declared_from(grid.get("declared") or [])
    except RecordError as e:
        raise ValueError(f"{path}: 'declared': {e}") from None
    not_run = grid.get("not_run") or []
    if why := NOT_RUN(not_run):
        raise ValueError(f"{path}: 'not_run': {why}")
    recorded = _recorded_errors(path, grid.get("errors"), unreadable)
    return GridFile(results, tools, selection, unreadable, recorded, declared, not_run)


def _tools(path: Path, doc: object, unreadable: list[str]) -> dict[str, str]:
    """The tool versions; an entry that is not a string is reported (into ``unreadable``) and left out."""
    if not isinstance(doc, dict):
        unreadable.append(f"{path}: field 'tools': expected an object, got {type(doc).__name__}")
        return {}
    for k, v in doc.items():
        if v and not isinstance(v, str):
            unreadable.append(f"{path}: tools {k!r}: expected a string, got {type(v).__name__}")
    return {k: v for k, v in doc.items() if v and isinstance(v, str)}


def _recorded_errors(path: Path, doc: object, unreadable: list[str]) -> list[dict]:
    """The errors the merge that wrote the file recorded; a malformed entry is reported (into ``unreadable``)."""
    if doc is None:
        return []
    if not isinstance(doc, list):
        unreadable.append(f"{path}: field 'errors': expected a list, got {type(doc).__name__}")
        return []
    ok = [isinstance(e, dict) and isinstance(e.get("path"), str) and isinstance(e.get("error"), str) for e in doc]
    unreadable += [
        f"{path}: errors[{i}]: expected an object with string 'path' and 'error'"
        for i, good in enumerate(ok)
        if not good
    ]
    return [e for e, good in zip(doc, ok, strict=True) if good]


def _cell_name(rec: object) -> str:
    """`` 'add[rocm|O3|mixed]'`` when the record names its cell, else nothing."""
    if not isinstance(rec, dict):
        return ""
    axes = [rec.get(k) for k in ("case", "backend", "opt", "dims")]
    name = cell_id(*axes) if all(isinstance(a, str) for a in axes) else rec.get("id")  # type: ignore[arg-type]
    return f" {name[:200]!r}" if isinstance(name, str) else ""


def error_line(e: dict) -> str:
    """One error of a merge as one line: the file, and what is wrong with it."""
    path, error = e.get("path") or "", e["error"]
    return error if error.startswith(path) else f"{path}: {error}"


def _recorded(grid_json: Path, e: dict) -> dict:
    """An error a grid.json recorded, as an error of this merge: results were lost
    there, so they are missing here too. ``recorded_in`` lets the gate accept it
    when told to (--accept-merge-errors); nothing else does."""
    line = f"{grid_json}: records a merge error (results lost when it was written): {error_line(e)}"
    return {"path": str(grid_json), "error": line, "recorded_in": str(grid_json)}


# A compiled cell's skip reason in a run bundle's compile phase (conformance.bundle):
# its run phase measures it, and a merge of both phases' results keeps that one.
RUN_LATER = "run disabled (--bundle: the bundle's run phase runs it)"
BUNDLED = f"skip: {RUN_LATER}"


def superseded(results: list[CellResult]) -> list[CellResult]:
    """Without the compile phase's record of a cell that its bundle's run phase
    measured too: each cell once, with its final status."""
    measured = {r.key for r in results if r.signature != BUNDLED}
    return [r for r in results if not (r.signature == BUNDLED and r.key in measured)]


def _never_run(results: list[CellResult]) -> list[dict]:
    """Bundled cells that no run phase's results here measured: compiled, never run
    (a GPU job that failed or was not merged). Said, so that a skip does not pass for a run."""
    left: dict[str, list[str]] = defaultdict(list)
    for r in results:
        if r.signature == BUNDLED:
            left[r.cell.backend].append(r.cell.id)
    return [
        {
            "path": "",
            "error": f"{len(ids)} {backend} cells are in a run bundle whose run phase's results are not "
            f"here (e.g. {ids[0]}): compiled, never run",
        }
        for backend, ids in sorted(left.items())
    ]


def merge(paths: list[Path]) -> Merged:
    merged = Merged()
    versions: dict[str, set[str]] = defaultdict(set)
    files, empty = _result_files(paths)
    merged.errors += empty
    if not files and not empty:
        merged.errors.append({"path": ", ".join(map(str, paths)), "error": "no JUnit .xml or grid.json found"})
    selections: list[list[str] | None] = []
    declared: list[list[Declared]] = []
    for f in files:
        if not f.exists():
            merged.errors.append({"path": str(f), "error": f"{f}: no such file"})
            continue
        try:
            if is_grid_file(f):
                gf = read_grid_json(f)
                results, tools, selection, unreadable = gf.results, gf.tools, gf.selection, gf.unreadable
                merged.errors += [_recorded(f, e) for e in gf.recorded]  # a lost shard stays lost
                declared.append(gf.declared)
                merged.not_run += [n for n in gf.not_run if n not in merged.not_run]
            else:
                jf = read_junit_file(f)
                results, tools, selection, unreadable = jf.results, jf.tools, jf.selection, jf.unreadable
                declared.append(jf.declared)
        except ValueError as e:
            merged.errors.append({"path": str(f), "error": str(e)})
            continue
        # Records that are not cells (a collection error, a lost worker, a field of the
        # wrong type) are reported, never dropped; the file's other cells still count.
        merged.errors += [{"path": str(f), "error": line} for line in unreadable]
        if not results:
            if not unreadable:  # (else those lines said why)
                empty_file = f"{f}: no testcase in the file (empty or truncated run)"
                merged.errors.append({"path": str(f), "error": empty_file})
            continue
        merged.results += results
        selections.append(selection)
        merged.sources.append({"path": str(f), "cells": len(results), "tools": tools})
        for k, v in tools.items():
            if v:
                versions[k].add(v)
    merged.declared = coverage.merged(declared)
    merged.results = superseded(merged.results)
    merged.errors += _never_run(merged.results)
    # Runners with different tool versions are shown as such, never hidden.
    merged.tools = {k: " | ".join(sorted(v)) for k, v in sorted(versions.items())}
    if selections and all(s is not None for s in selections):
        merged.selection = frozenset(c for s in selections for c in s or ())
    return merged
