"""Command line: ``python -m conformance COMMAND``: grid, gate, update-expectations, check-expectations, list,
localize, reduce, run-bundle, iree-lists, report, matrix; installed as the ``iree-conformance`` console script.

The nox sessions of the same names call these.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from conformance.cell import Status, Verdict


def cmd_grid(args: argparse.Namespace) -> int:
    from conformance.derived.routes import paired_on_merge
    from conformance.grid import build_grid, write_grid, write_regions
    from conformance.results import history
    from conformance.results.merge import error_line, merge

    try:
        given = _not_run(args.not_run) if args.not_run else []  # backends CI did not run (the matrix's not_run)
    except ValueError as e:
        print(f"grid: --not-run: {e}", file=sys.stderr)
        return 2
    merged = merge(args.paths)
    for problem in merged.errors:
        print(f"grid: {error_line(problem)}", file=sys.stderr)
    not_run = merged.not_run + [n for n in given if n not in merged.not_run]
    extra: dict[str, object] = {"not_run": not_run} if not_run else {}
    if args.run_url or args.commit:  # where the results came from: the CI run and the harness commit
        extra["ci"] = {"run_url": args.run_url, "commit": args.commit}
    extra["selection"] = sorted(merged.selection) if merged.selection is not None else None
    kept_in = list(dict.fromkeys(Path(s["path"]).parent for s in merged.sources))  # repro and kept outputs
    results = paired_on_merge(merged.results, kept_in)  # routes recorded in different runs, compared now
    grid = build_grid(results, merged.tools, merged.declared, sources=merged.sources, errors=merged.errors, **extra)
    try:
        regions = write_regions(results, merged.tools, merged.declared, args.regions) if args.regions else []
    except OSError as e:
        print(f"grid: cannot write to {args.regions}: {e.strerror or e}", file=sys.stderr)
        return 1
    del results  # the grid holds every record now: a whole matrix's cells are not held twice
    merged.results = []
    perf, perf_bad = _perf_samples(args.perf or [])
    try:
        past = _past_runs(args, grid, perf)
    except ValueError as e:
        print(f"grid: --measured-in {e}", file=sys.stderr)
        return 2
    try:
        paths = write_grid(grid, args.out, past)
    except OSError as e:
        print(f"grid: cannot write to {args.out}: {e.strerror or e}", file=sys.stderr)
        return 1
    if args.history:  # only once the grid is written: a failed run adds no line
        history.append(args.history, grid, perf, _cost_runners())
    s = grid["summary"]
    print(f"grid: {s['cells']} cells from {len(merged.sources)} files; {s['verdict']}; {s['conflicts']} conflicts")
    print(f"grid: wrote {', '.join(map(str, paths))}")
    if regions:
        print(f"grid: wrote {len(regions)} region files (grids and costs) into {args.regions}")
    verdicts = s["verdict"]
    if args.check and s["status"].get(Status.ERROR, 0):  # the harness's own failures, whatever their verdict
        n = s["status"][Status.ERROR]
        print(f"grid: {n} cells are `error` (the harness's or the machine's fault)", file=sys.stderr)
        return 1
    if args.check and any(Verdict(v).blocks(args.xpass_ok) for v, n in verdicts.items() if n):
        print("grid: regressions or xpasses present (--check)", file=sys.stderr)
        return 1
    return 1 if merged.errors or perf_bad else 0


def _past_runs(args: argparse.Namespace, grid: dict, perf: list[dict]) -> list[dict]:
    """The history's runs, this one last (``--history``); and, where earlier runs say what they
    measured (the history, or ``--measured-in`` grids), the failures of regions never measured
    before, into ``grid["new_regions"]``."""
    from conformance.results import coverage, history
    from conformance.results.document import read_grid_document

    past: list[dict] = []
    if args.history:
        past, problems = history.load(args.history)
        for line in problems:
            print(f"grid: {line}", file=sys.stderr)
    elif perf:
        print("grid: --perf without --history: the medians are recorded nowhere", file=sys.stderr)
    before = history.regions_before(past)
    for earlier in args.measured_in or []:
        before = (before or set()) | coverage.measured_regions(read_grid_document(earlier)["cells"])
    if before is not None:
        grid["new_regions"] = coverage.new_regions(grid["cells"], before)
    if args.history:
        past.append(history.summary(grid, perf, _cost_runners()))
    return past


def _cost_runners() -> dict[str, str]:
    """Per backend, the runner class its cells' durations come from in CI (the cost model's); {} when
    the profiles cannot be read (the history then records costs without a class, which CI does not use)."""
    from conformance.ci.matrix import cost_runner
    from conformance.profiles import load_profiles

    try:
        return {name: cost_runner(p) for name, p in load_profiles().items()}
    except ValueError:
        return {}


def _not_run(text: str) -> list[dict[str, str]]:
    """The CI matrix's ``not_run`` (a JSON list of {"backend", "reason"} strings), checked before grid.json holds it."""
    from conformance.results.schema import NOT_RUN

    try:
        rows = json.loads(text)
    except json.JSONDecodeError as e:
        raise ValueError(f"not JSON: {e}") from None
    if problem := NOT_RUN(rows):
        raise ValueError(problem)
    return rows


def _perf_samples(paths: list[Path]) -> tuple[list[dict], bool]:
    """One build's samples per file, for the history; a file that is not one is one line, and left out."""
    from conformance.perf.check import PerfDocError, load

    docs, bad = [], False
    for path in paths:
        try:
            doc = load(path)
        except PerfDocError as e:
            print(f"grid: --perf {e}", file=sys.stderr)
            bad = True
            continue
        if doc["kind"] != "samples":
            print(f"grid: --perf {path}: an A/B perf.json; the history takes one build's samples", file=sys.stderr)
            bad = True
            continue
        docs.append(doc)
    return docs, bad


def cmd_gate(args: argparse.Namespace) -> int:
    from conformance.gate import run_gate

    if args.expect_compiler:
        problem = _compiler_mismatch(args.current, args.expect_compiler)
        if problem:
            print(f"gate: {args.current}: {problem}", file=sys.stderr)
            return 1

    code, text = run_gate(
        args.baseline,
        args.current,
        args.report,
        args.threshold,
        args.noise_floor,
        args.allow_slowdowns,
        args.allow_missing,
        args.perf,
        args.perf_baseline,
        accept_merge_errors=args.accept_merge_errors,
        since=args.since,
        partial=args.partial,
    )
    print(text)
    return code


def _compiler_mismatch(current: Path, version: str) -> str | None:
    """Why the current results are not those of compiler ``version`` (None when they are):
    a gate of a candidate must gate that candidate, not the pinned release. The compiler
    that ran (``iree-compile``'s own version, every one a merge saw) decides; the installed
    package speaks only where no tool version was recorded (``--iree-tools`` can run another)."""
    import re

    from conformance.results.merge import merge

    tools = merge([current]).tools or {}
    package, native = tools.get("iree-base-compiler"), tools.get("iree-compile")
    if native:
        # "3.13.0 @ 1a2b3c", or the tool's own line "IREE compiler version 3.13.0 @ 1a2b3c"; merged: "A | B"
        found = [re.search(r"version\s+(\S+)", v) or re.search(r"(\S+)", v) for v in native.split("|")]
        ran = [m.group(1) for m in found if m]
        if ran and all(v == version for v in ran):
            return None
        return f"results are of iree-compile {' and '.join(dict.fromkeys(ran))}, not the candidate {version}"
    if package == version:
        return None
    return f"results are of iree-base-compiler {package or 'unknown'}, not the candidate {version}"


def cmd_update(args: argparse.Namespace) -> int:
    from conformance import known_bugs
    from conformance.corpus import CORPUS_DIR
    from conformance.expectations.update import corpus_cells, update_files
    from conformance.results.merge import merge

    merged = merge(args.paths)
    for e in merged.errors:
        print(f"update-expectations: {e['error']}", file=sys.stderr)
    if merged.errors:
        print("update-expectations: nothing written: fix or drop the unreadable files first", file=sys.stderr)
        return 1
    corpus_dir = (args.corpus_dir or CORPUS_DIR).resolve()
    try:
        bugs = known_bugs.load()  # a new entry whose every cell is one known bug is named by it
        report = update_files(merged.results, corpus_dir / "expectations", corpus_cells(corpus_dir), bugs)
    except ValueError as e:  # an ExpectationError, or a malformed known_bugs.toml
        print(f"update-expectations: {e}", file=sys.stderr)
        return 1
    for backend, changes in report.items():
        print(f"{backend}: {changes}")
        for line in changes.removed + changes.added + changes.expanded + changes.pinned:
            print(f"  {line}")
        for line in changes.warnings + changes.stale:
            print(f"update-expectations: warning: {line}", file=sys.stderr)
    return 0


def cmd_list(args: argparse.Namespace) -> int:
    from conformance.case import Case, variants
    from conformance.corpus import CORPORA, load_all

    rows = []
    broken = []
    if unknown := [c for c in args.corpus.split(",") if c not in CORPORA]:
        print(f"list: --corpus {unknown[0]!r} is no corpus (one of: {', '.join(CORPORA)})", file=sys.stderr)
        return 2
    cases = load_all(corpora=tuple(args.corpus.split(",")))
    if args.skipped:
        from conformance.corpus import render_skips, skipped_of

        for name, skips in skipped_of(tuple(args.corpus.split(","))).items():
            module = sys.modules[f"conformance.corpus.{name}"]
            mine = [c for c in cases if isinstance(c, Case) and Path(c.source_file).stem == name]
            print("\n".join(render_skips(name, skips, getattr(module, "UNITS", "ops"), mine)))
        return 0
    for c in cases:
        if not isinstance(c, Case):
            broken.append(c.error)
            continue
        rows.append(
            {
                "name": c.name,
                "family": c.family,
                "frontend": c.frontend,
                "dtypes": list(c.dtypes()),
                "tiers": list(c.tiers),
                "dims": [v.name for v in variants(c)],
            }
        )
    if args.format == "json":
        print(json.dumps(rows, indent=1))
    else:
        for r in rows:
            print(f"{r['name']:40} {r['family']:14} {r['frontend']:6} {','.join(r['tiers']):11} {','.join(r['dims'])}")
    for b in broken:
        print(f"list: {b}", file=sys.stderr)
    return 1 if broken else 0


def _add_grid(sub: argparse._SubParsersAction) -> None:
    g = sub.add_parser("grid", help="merge JUnit files (or grid.json) into grid.json/md/html")
    g.add_argument("paths", nargs="+", type=Path, help="JUnit .xml files or folders holding them")
    g.add_argument("--out", type=Path, default=Path("results"), help="output folder (default: results)")
    g.add_argument(
        "--regions",
        type=Path,
        help="also write one gzipped grid per backend x corpus into this folder (<backend>.<corpus>.json.gz):"
        " what CI keeps of a nightly, read back as a shard's --shard-costs and a pull request's baseline",
    )
    g.add_argument("--history", type=Path, help="append this run's summary to this file and chart it")
    g.add_argument(
        "--measured-in",
        type=Path,
        action="append",
        help="a grid.json of earlier runs: failures in regions it (or the history) never measured are listed apart"
        " in grid.md, to pin in one step; their verdict stays regression",
    )
    g.add_argument(
        "--perf",
        type=Path,
        action="append",
        help="perf.json of one build's samples (`nox -s perf -- --tools X`): its medians go into the history entry",
    )
    g.add_argument("--check", action="store_true", help="exit 1 on any regression (and xpass unless --xpass-ok)")
    g.add_argument("--xpass-ok", action="store_true")
    g.add_argument("--not-run", help="JSON list of {backend, reason}: backends not run, recorded in grid.json")
    g.add_argument("--run-url", help="the CI run these results come from, recorded in grid.json")
    g.add_argument("--commit", help="the harness commit, recorded in grid.json")
    g.set_defaults(fn=cmd_grid)


def _add_gate(sub: argparse._SubParsersAction) -> None:
    t = sub.add_parser("gate", help="compare a current grid with a baseline; exit 1 if anything got worse")
    t.add_argument("--baseline", type=Path, required=True, help="grid.json, JUnit file or results folder")
    t.add_argument("--current", type=Path, required=True, help="grid.json, JUnit file or results folder")
    t.add_argument(
        "--report", type=Path, default=Path("results/gate.md"), help="markdown report (default: results/gate.md)"
    )
    t.add_argument(
        "--perf",
        type=Path,
        action="append",
        help="perf.json of `nox -s perf`: an A/B's decisions, or (with --perf-baseline) the current build's samples;"
        " repeatable, one per backend; without it the slowdown check is skipped (single run times are never compared)",
    )
    t.add_argument(
        "--perf-baseline",
        type=Path,
        action="append",
        help="stored runs to gate --perf against: perf.json files of one build's samples (`nox -s perf -- --tools`)"
        " or a history file (`grid --history --perf`); repeatable; needs 3 runs of a cell on the same machine",
    )
    t.add_argument(
        "--threshold",
        type=float,
        default=0.2,
        help="against --perf-baseline: the smallest median growth that can block (0.2 = 20%%); "
        "it grows to 3 sigmas of the spread between the stored runs",
    )
    t.add_argument(
        "--noise-floor", type=float, default=0.0, help="against --perf-baseline: seconds of growth that never block"
    )
    t.add_argument("--allow-slowdowns", action="store_true", help="report slowdowns without failing")
    t.add_argument("--expect-compiler", help="fail unless the current results are of this iree-base-compiler version")
    t.add_argument(
        "--allow-missing",
        action="store_true",
        help="the current run is a subset: cells that passed in the baseline and are missing now do not block",
    )
    t.add_argument(
        "--partial",
        action="store_true",
        help="the current grid may measure less than its tiers declare (a lost shard, a corpus or backend left out,"
        " a subset run): listed in the report, not blocking; without it the gate refuses such a grid",
    )
    t.add_argument(
        "--accept-merge-errors",
        action="store_true",
        help="errors a grid.json recorded when it was merged (an unreadable or lost results file) are listed in"
        " the report but do not block; without it they do. A file the gate cannot read itself always blocks",
    )
    t.add_argument(
        "--since",
        type=Path,
        action="append",
        help="a releases grid (nox -s releases): each failing cell is listed with the version it has failed since;"
        " never blocking",
    )
    t.set_defaults(fn=cmd_gate)


def _add_update_and_list(sub: argparse._SubParsersAction) -> None:
    u = sub.add_parser("update-expectations", help="rewrite expectation files from results")
    u.add_argument("paths", nargs="+", type=Path, help="JUnit .xml files, grid.json files or folders")
    u.add_argument("--corpus-dir", type=Path, help="corpus whose expectations/ to rewrite (default: the built-in one)")
    u.set_defaults(fn=cmd_update)

    ls = sub.add_parser("list", help="print the corpus")
    ls.add_argument("--format", choices=["text", "json"], default="text")
    ls.add_argument("--corpus", default="builtin", help="corpora, comma-separated (builtin, onnx-node, opinfo, hf)")
    ls.add_argument("--skipped", action="store_true", help="what a generated corpus could not make cases of, and why")
    ls.set_defaults(fn=cmd_list)


# Commands whose module parses its own arguments: ``python -m conformance NAME ARGS...`` runs that
# module's ``main(ARGS)``. The one list of them: --help shows them beside the subcommands above, the
# nox sessions call them, and README.md and docs/layout.md name them (tests/test_front_door.py).
MODULE_COMMANDS: dict[str, tuple[str, str]] = {
    "matrix": ("conformance.ci.matrix", "the CI job matrix from the backend profiles and the corpora"),
    "releases": ("conformance.releases.__main__", "the version axis: a grid over releases, or a bisect"),
    "fuzz": ("conformance.fuzz.__main__", "a fuzz campaign; promote a finding; the compare margin"),
    "perf": ("conformance.perf.__main__", "A/B of two compilers on the perf corpus, or one build's samples"),
    "bench": ("conformance.bench.__main__", "cold and warm wall time, cells/min and the harness's overhead"),
    "bench-onnx": ("conformance.bench.onnx", "the onnx-node corpus's import and compile time"),
    "grid-bench": ("conformance.bench.grid_scale", "the grid job's time, memory and files at a whole matrix's size"),
    "accuracy": ("conformance.accuracy.__main__", "IREE's elementwise math against float64, in ULPs"),
    "device-check": ("conformance.bundle.device_check", "every runnable cell's bundle, for a borrowed GPU machine"),
    "pr-comment": ("conformance.ci.pr_comment", "the pull request's comment from a merged grid"),
    "bug-reports": ("conformance.upstream.bug_reports", "docs/bugs/: each known bug's report, checked standalone"),
    "bug-status": ("conformance.upstream.bug_status", "a known bug open or fixed, from a releases grid"),
    "bug-index": ("conformance.upstream.bug_index", "docs/bugs/README.md from known_bugs.toml"),
    "localize-bench": ("conformance.analyses.localize.bench", "what localization adds to a run, per cell"),
}


def _run_module_command(name: str, argv: list[str]) -> int:
    import importlib

    module, _ = MODULE_COMMANDS[name]
    return int(importlib.import_module(module).main(argv) or 0)


def parser() -> argparse.ArgumentParser:
    """Every command: the subcommands parsed here, and the module commands (their own parsers)."""
    ap = argparse.ArgumentParser(prog="python -m conformance", description="The IREE conformance matrix's commands.")
    sub = ap.add_subparsers(dest="command", required=True, metavar="COMMAND")
    _add_grid(sub)
    _add_gate(sub)
    _add_update_and_list(sub)

    from conformance.analyses.reanalyze import add_parsers as add_reanalyze
    from conformance.bundle.run import add_parser as add_run_bundle
    from conformance.derived.differential import add_parser as add_differential
    from conformance.derived.gpu_only import add_parser as add_gpu_only
    from conformance.expectations.check import add_parser as add_check
    from conformance.upstream.onnx_lists import add_parser as add_iree_lists
    from conformance.upstream.report import add_parser as add_report

    add_check(sub)
    add_reanalyze(sub)
    add_run_bundle(sub)
    add_iree_lists(sub)
    add_report(sub)
    add_gpu_only(sub)
    add_differential(sub)
    for name, (_, said) in MODULE_COMMANDS.items():  # listed for --help; their arguments are their own
        sub.add_parser(name, help=f"{said} (see: {name} --help)", add_help=False)
    return ap


def commands() -> list[str]:
    """Every command's name, as --help lists them."""
    sub = next(a for a in parser()._actions if isinstance(a, argparse._SubParsersAction))
    return list(sub.choices)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] and argv[0] in MODULE_COMMANDS:
        return _run_module_command(argv[0], argv[1:])
    ap = parser()
    if argv[:1] and not argv[0].startswith("-") and argv[0] not in commands():
        print(f"conformance: unknown command {argv[0]!r} (python -m conformance --help lists them)", file=sys.stderr)
        return 2
    args = ap.parse_args(argv)
    return args.fn(args)


if __name__ == "__main__":
    sys.exit(main())
