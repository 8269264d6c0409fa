"""``python -m conformance reduce RESULTS CELL_ID...``: name the failing pass,
the opt-level switch and a reduced repro for cells of a finished run, on
demand; the cells' culprits (and crash signatures) in RESULTS/grid.json, and
the grid's md/html, are updated, and the files land in their repro folders.
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import json
import sys
import time
from pathlib import Path
from typing import Any

from conformance.axes import parse_cell_id
from conformance.cell import CellResult, Status


def add_parser(sub: argparse._SubParsersAction) -> None:
    r = sub.add_parser("reduce", help="failing pass, opt switch and reduced repro of fail-compile/crash cells")
    r.add_argument("results", type=Path, help="a results folder (its grid.json) or a grid.json")
    r.add_argument("cells", nargs="+", help="cell ids, e.g. 'pad_reflect[llvm-cpu|O2|static]'")
    r.add_argument("--budget", type=float, default=600.0, help="seconds per cell (default 600)")
    r.add_argument("--compile-timeout", type=float, default=300.0, help="seconds per compile step")
    r.add_argument("--iree-tools", help="folder of iree-compile/iree-run-module (default: the installed packages)")
    r.set_defaults(fn=cmd_reduce)


def _fail(msg: str) -> int:
    print(f"reduce: {msg}", file=sys.stderr)
    return 2


def cmd_reduce(args: argparse.Namespace) -> int:
    from conformance.results.grid import write_grid
    from conformance.results.schema import NotACellError, from_record, to_record

    path = args.results / "grid.json" if args.results.is_dir() else args.results
    try:
        grid = json.loads(path.read_text())
        docs = grid["cells"]
        index = {(d["case"], d["backend"], d["opt"], d["dims"]): i for i, d in enumerate(docs)}
    except (OSError, ValueError, KeyError, TypeError) as e:
        return _fail(f"{path}: not a grid.json of this harness ({type(e).__name__}: {e})")
    # Every id is checked before anything runs: a bad one changes nothing.
    chosen: list[int] = []
    for cid in args.cells:
        try:
            key = parse_cell_id(cid)
        except ValueError as e:
            return _fail(f"{cid}: {e}")
        if key not in index:
            return _fail(f"{cid}: no such cell in {path}")
        i = index[key]
        try:  # its fields checked before any of them is used
            from_record(docs[i])
        except NotACellError as e:
            return _fail(f"{path}: {cid}: {e}")
        if docs[i]["status"] not in (Status.FAIL_COMPILE, Status.CRASH):
            return _fail(f"{cid}: is {docs[i]['status']}: only fail-compile and crash cells are reduced")
        chosen.append(i)
    for i in chosen:
        result = from_record(docs[i], docs[i].get("origin") or "")
        start = time.monotonic()
        updated = reduce_result(result, path.parent, args)
        docs[i] = {**docs[i], **to_record(updated)}
        print(f"{result.cell.id}: {json.dumps(updated.culprit)} ({time.monotonic() - start:.1f}s)")
        if updated.signature != result.signature:
            print(f"  signature: {updated.signature}")
    write_grid(grid, path.parent)
    print(f"reduce: updated {path}")
    return 0


@functools.cache
def _cases(corpus: str) -> dict[str, Any]:
    """The corpus's cases by name, loaded once (a second load would register them twice)."""
    from conformance.case import Case
    from conformance.corpus import load_all

    return {c.name: c for c in load_all(corpora=(corpus,)) if isinstance(c, Case)}


def reduce_result(result: CellResult, results_dir: Path, args: argparse.Namespace) -> CellResult:
    from conformance.case import variants
    from conformance.context import Context
    from conformance.pipeline.cache import cache_root
    from conformance.pipeline.run_cell import RunConfig, repro_name
    from conformance.pipeline.tools import find_tools
    from conformance.profiles import load_profiles
    from conformance.reduce import reduce_cell

    cell = result.cell
    case = _cases(result.corpus).get(cell.case)
    variant = next((v for v in variants(case) if v.name == cell.dims), None) if case else None
    if case is None or variant is None:
        return dataclasses.replace(result, culprit={"why": f"{cell.id}: no such case or dims in the corpus now"})
    cfg = RunConfig(
        profile=load_profiles()[cell.backend],
        target=result.target,
        tools=find_tools(args.iree_tools),
        cache_root=cache_root(),
        results_dir=results_dir,
        compile_timeout=args.compile_timeout,
    )
    # The folder beside this grid.json, wherever the run that wrote it stood.
    folder = results_dir / "repro" / repro_name(cell)
    if folder.is_dir():
        result = dataclasses.replace(result, repro=str(folder))
    ctx = Context(case, variant, cell.opt, cfg, result, time.monotonic() + args.budget)
    culprit, signature = reduce_cell(ctx)
    return dataclasses.replace(result, culprit=culprit or None, signature=signature or result.signature)
