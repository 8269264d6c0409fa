"""``python -m conformance localize|reduce RESULTS CELL_ID...``: analyze cells
of a finished run again, on demand.

``localize`` takes mismatch cells (the first wrong op and dispatch); ``reduce``
takes fail-compile and crash cells (the failing pass, the opt-level switch, a
reduced repro). Both are one entry, :func:`reanalyze`, with the same options
and the same meaning: ``--analysis-budget`` is seconds for all the cells
named, as in a run; ``--cache-dir`` and ``--corpus-dir`` are the run's. Every cell id
is checked before any work: a bad one is one line naming it, exit 2, nothing
changed. Each cell's outcome is built again from the cache, as the run's
analyses received it (a cell that now gives another outcome is not analyzed,
and says so). The cells' culprits and signatures in grid.json (grid.md and
grid.html written anew) and their repro folders are updated, nothing else; a
cell whose case is gone from the corpus says so in its culprit.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from conformance.axes import parse_cell_id
from conformance.cell import CellResult, Status

if TYPE_CHECKING:
    from conformance.analyses import Budget
    from conformance.pipeline.tools import ToolSet
    from conformance.profiles import Profile

# What each command analyzes, and how it says so.
COMMANDS = {
    "localize": ((Status.MISMATCH,), "find where mismatch cells of a results folder go wrong"),
    "reduce": ((Status.FAIL_COMPILE, Status.CRASH), "failing pass, opt switch and reduced repro of fail-compile/crash"),
}


def add_parsers(sub: argparse._SubParsersAction) -> None:
    for name, (_, summary) in COMMANDS.items():
        p = sub.add_parser(name, help=summary)
        p.add_argument("results", type=Path, help="a results folder (its grid.json) or a grid.json")
        p.add_argument("cells", nargs="+", metavar="CELL_ID", help="e.g. 'instance_norm[llvm-cpu|O1|dynamic]'")
        p.add_argument(
            "--analysis-budget", "--budget", dest="budget", type=float, default=600.0,
            help="seconds for analyzing all the cells named, as in a run (default 600)",
        )  # fmt: skip
        p.add_argument("--compile-timeout", type=float, default=300.0, help="seconds per compile step (default 300)")
        p.add_argument("--cache-dir", help="the compile cache (default: $CONFORMANCE_CACHE or .conformance-cache/)")
        p.add_argument("--corpus-dir", type=Path, help="corpus of the cases (default: the built-in one)")
        p.add_argument("--iree-tools", help="a folder of built tools instead of the installed packages")
        p.set_defaults(fn=lambda args, name=name: reanalyze(name, args))


class _Refused(Exception):
    """One line: what is wrong with the request; nothing has changed."""


def reanalyze(command: str, args: argparse.Namespace) -> int:
    from conformance.analyses import Budget
    from conformance.grid import write_grid
    from conformance.pipeline.tools import ToolsError, find_tools
    from conformance.profiles import load_profiles

    path = args.results / "grid.json" if args.results.is_dir() or not args.results.suffix else args.results
    try:
        grid, chosen = _chosen(path, args.cells, command)
        tools = find_tools(args.iree_tools)
    except (_Refused, ToolsError) as e:
        print(f"{command}: {e}", file=sys.stderr)
        return 2
    cases = _cases(args.corpus_dir, {r.corpus or "builtin" for _, r in chosen}, args.cache_dir)
    profiles = load_profiles()
    budget = Budget(args.budget)
    for i, result in chosen:
        done = _analyze(result, cases, profiles, path.parent, tools, budget, args)
        grid["cells"][i] = {**grid["cells"][i], "culprit": dict(done.culprit) if done.culprit else None}
        grid["cells"][i]["signature"] = done.signature
        print(f"{result.cell.id}: {done.signature}; {json.dumps(done.culprit)}")
    write_grid(grid, path.parent)
    return 0


def _chosen(path: Path, ids: list[str], command: str) -> tuple[dict, list[tuple[int, CellResult]]]:
    """The grid and the cells asked for, each checked: it exists, its record is
    well formed, it is at the traced sizes and of a status this command takes."""
    from conformance.results.schema import NotACellError, from_record

    statuses = COMMANDS[command][0]
    from conformance.results.document import read_grid_document

    try:
        grid = read_grid_document(path)
        index = {c["id"]: i for i, c in enumerate(grid["cells"])}
    except ValueError as e:
        raise _Refused(str(e)) from None
    except (KeyError, TypeError) as e:
        raise _Refused(f"{path}: not a readable grid.json: {type(e).__name__}: {e}") from None
    chosen = []
    for cell_id in ids:
        try:
            parse_cell_id(cell_id)
        except ValueError as e:
            raise _Refused(str(e)) from None
        if cell_id not in index:
            raise _Refused(f"{cell_id}: no such cell in {path}")
        record = grid["cells"][index[cell_id]]
        try:  # its fields checked before any of them is used
            result = from_record(record, record.get("origin") or "")
        except NotACellError as e:
            raise _Refused(f"{path}: {cell_id}: {e}") from None
        if "@" in result.cell.dims:
            raise _Refused(f"{cell_id}: a boundary-size cell; it is analyzed at the traced sizes only")
        if result.status not in statuses:
            wanted = " or ".join(statuses)
            raise _Refused(f"{cell_id}: status {result.status}, not {wanted}: nothing to {command}")
        chosen.append((index[cell_id], result))
    return grid, chosen


def _cases(corpus_dir: Path | None, corpora: set[str], cache_dir: str | None) -> dict[str, Any]:
    from conformance.case import Case
    from conformance.corpus import CORPUS_DIR, load_all, rooted
    from conformance.pipeline.cache import cache_root

    with rooted(cache_root(cache_dir)):  # generated catalogs (opinfo, hf) beside the run's cache, as in a run
        loaded = load_all((corpus_dir or CORPUS_DIR).resolve(), corpora=tuple(sorted(corpora)))
    return {c.name: c for c in loaded if isinstance(c, Case)}


def _analyze(
    result: CellResult,
    cases: dict[str, Any],
    profiles: Mapping[str, Profile],
    results_dir: Path,
    tools: ToolSet,
    budget: Budget,
    args: argparse.Namespace,
) -> CellResult:
    from conformance.analyses import analyze
    from conformance.analyses.context import Subject
    from conformance.case import variants
    from conformance.pipeline.run_cell import RunConfig, run_cell
    from conformance.results.record import Judgement, record

    cell = result.cell
    case = cases.get(cell.case)
    variant = next((v for v in variants(case) if v.name == cell.dims), None) if case else None
    profile = profiles.get(cell.backend)
    if case is None or variant is None or profile is None:
        return dataclasses.replace(result, culprit={"why": f"{cell.id}: no such case, dims or backend now"})
    cfg = RunConfig.for_backend(
        profile, tools, results_dir, args.cache_dir, result.target or None, compile_timeout=args.compile_timeout
    )
    # The run's outcome, built again from the cache (import and compile are hits): what the analyses receive.
    outcome = run_cell(case, variant, cell.opt, cfg)
    own = (result.culprit or {}).get("pipeline_signature") or result.signature
    if (outcome.status, outcome.signature) != (result.status, own):
        now = f"{outcome.status}: {outcome.signature}" if outcome.signature else str(outcome.status)
        return dataclasses.replace(result, culprit={"why": f"{cell.id}: the cell now gives {now}: not analyzed"})
    judgement = Judgement(result.verdict, result.expected, result.reason, result.corpus, result.compiler_version)
    with tempfile.TemporaryDirectory(prefix="analysis-") as keep:
        finding = analyze(Subject(case, variant, cell.opt, cfg), outcome, budget, Path(keep))
        again = record(outcome, judgement, cfg, finding)  # its repro folder beside this grid.json, written anew
    # The run's own durations (the outcome built again is all cache hits), and what the analyses took now.
    spent = {k: round(v, 4) for k, v in finding.seconds.items()}
    return dataclasses.replace(again, durations={**result.durations, **spent})
