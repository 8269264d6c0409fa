"""``python -m conformance localize RESULTS CELL_ID...``: localize mismatch
cells of an existing results folder, on demand; their ``culprit`` and
signature in grid.json (grid.md and grid.html written anew) and their repro
folders are updated, nothing else. Every cell id is checked before any work:
an unknown one is one line naming it, exit 2, nothing changed."""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from pathlib import Path

from conformance.axes import parse_cell_id
from conformance.cell import Status


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("localize", help="find where mismatch cells of a results folder go wrong")
    p.add_argument("results", type=Path, help="results folder holding grid.json")
    p.add_argument("cells", nargs="+", metavar="CELL_ID", help="e.g. 'instance_norm[llvm-cpu|O1|dynamic]'")
    p.add_argument("--budget", type=float, default=600.0, help="seconds for all the cells (default 600)")
    p.add_argument("--cache-dir", help="the compile cache (default: $CONFORMANCE_CACHE or .conformance-cache/)")
    p.add_argument("--corpus-dir", type=Path, help="corpus of the cases (default: the built-in one)")
    p.add_argument("--iree-tools", help="a folder of built tools instead of the installed packages")
    p.set_defaults(fn=run)


def _fail(message: str, code: int = 2) -> int:
    print(f"localize: {message}", file=sys.stderr)
    return code


def run(args: argparse.Namespace) -> int:
    from conformance.case import Case, variants
    from conformance.corpus import CORPUS_DIR, load_all
    from conformance.pipeline.cache import cache_root
    from conformance.pipeline.run_cell import RunConfig, repro_name
    from conformance.pipeline.tools import ToolsError, find_tools
    from conformance.profiles import load_profiles
    from conformance.results.grid import write_grid
    from conformance.results.schema import NotACellError, from_record

    grid_path = args.results / "grid.json"
    try:
        grid = json.loads(grid_path.read_text())
        records = {c["id"]: c for c in grid["cells"]}
    except (OSError, ValueError, KeyError, TypeError) as e:
        return _fail(f"{grid_path}: not a readable grid.json: {type(e).__name__}: {e}")
    for cell_id in args.cells:
        try:
            parse_cell_id(cell_id)
        except ValueError as e:
            return _fail(str(e))
        if cell_id not in records:
            return _fail(f"{cell_id}: no such cell in {grid_path}")
        if "@" in records[cell_id].get("dims", ""):
            return _fail(f"{cell_id}: a boundary-size cell; localization works at the traced sizes only")
        try:  # its fields checked before any of them is used
            from_record(records[cell_id])
        except NotACellError as e:
            return _fail(f"{grid_path}: {cell_id}: {e}")
        if records[cell_id]["status"] != Status.MISMATCH:
            return _fail(f"{cell_id}: status {records[cell_id]['status']}, not mismatch: nothing to localize")
    try:
        tools = find_tools(args.iree_tools)
    except ToolsError as e:
        return _fail(str(e), 1)
    profiles = load_profiles()
    corpus_dir = (args.corpus_dir or CORPUS_DIR).resolve()
    corpora = tuple(sorted({records[c].get("corpus") or "builtin" for c in args.cells}))
    cases = {c.name: c for c in load_all(corpus_dir, corpora=corpora) if isinstance(c, Case)}

    from conformance.analysis import Budget, analyze

    budget = Budget(args.budget)
    for cell_id in args.cells:
        rec = records[cell_id]
        case_name, backend, opt, dims = parse_cell_id(cell_id)
        if case_name not in cases or backend not in profiles:
            return _fail(f"{cell_id}: case or backend not in this corpus and these profiles", 1)
        case = cases[case_name]
        variant = next(v for v in variants(case) if v.name == dims)
        cfg = RunConfig(
            profiles[backend], rec.get("target") or profiles[backend].target, tools, cache_root(args.cache_dir),
            args.results.resolve(),
        )  # fmt: skip
        result = from_record(rec)
        folder = args.results / "repro" / repro_name(result.cell)
        if not (result.repro and Path(result.repro).is_dir()) and folder.is_dir():
            result = dataclasses.replace(result, repro=str(folder))
        done = analyze({"case": case, "variant": variant, "opt": opt, "cfg": cfg}, result, budget)
        rec["culprit"] = dict(done.culprit) if done.culprit else None
        rec["signature"] = done.signature
        print(f"{cell_id}: {done.signature}; {json.dumps(rec['culprit'])}")
    write_grid(grid, args.results)
    return 0
