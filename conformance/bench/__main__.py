"""Benchmark: the conformance session cold (empty cache) and warm, on one backend.

    python -m conformance bench [--backend llvm-cpu] [--tier smoke] [--workers N] [--results DIR] [pytest options]
    python -m conformance bench --corpus hf -k "not onnx"     # one corpus, one route (hf's ONNX route: -k onnx)

Prints wall times, cells per minute and harness overhead, then where the
workers' time went, stage by stage.

Harness overhead = 1 - (time inside tools) / (wall x workers). Time inside
tools is the sum over cells of the ``import``, ``reference``, ``compile`` and
``run`` durations of grid.json: the import stage (export to MLIR), the inputs
and reference outputs built for it, ``iree-compile``, and the run: the
``iree-run-module`` process, or, where a long-lived runner serves the run,
the time the runner spends on the cell (loading the module, reading the
inputs, running the function, writing the outputs; not the messages to it).
A stage served from the cache counts 0. Everything else, worker start, corpus
collection, cache lookups, compare, results, pytest itself and workers
waiting for work, is the harness's.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

from conformance.corpus import CORPUS_DIR
from conformance.pipeline.timing import TIMING_ENV
from conformance.profiles import load_profiles
from conformance.wrapped import harness_command, refuse

TOOL_STAGES = ("import", "reference", "compile", "run")

# Stages the harness marks (pipeline.timing), in order, with what each holds.
# "tool" stages are the ones the overhead formula counts as inside tools.
STAGES: tuple[tuple[str, str, str], ...] = (
    ("startup", "harness", "interpreter start, pytest and plugin imports"),
    ("configure", "harness", "profiles, tools, expectations"),
    ("collection", "harness", "corpus modules (torch import) and their cells"),
    ("cache", "harness", "cache lookups and integrity hashes"),
    ("inputs", "tool", "inputs drawn and checked (import)"),
    ("reference", "tool", "eager and float64 reference (import)"),
    ("spread", "tool", "the honest spread: the graph run with each op off by its allowance (import)"),
    ("export", "tool", "export to MLIR (import): the rest of it, below its own parts"),
    ("torch.export", "frontend", "torch.export of the case (torch route)"),
    ("decompositions", "frontend", "run_decompositions with IREE's AOT table (torch route)"),
    ("fx-import", "frontend", "FxImporter to torch-dialect MLIR (torch route)"),
    ("torch.onnx", "frontend", "torch.onnx.export, dynamo (ONNX route)"),
    ("onnx-import", "tool", "IREE's ONNX importer, as iree-import-onnx runs it (ONNX corpora and route)"),
    ("merge", "harness", "batch modules merged"),
    ("compile", "tool", "iree-compile"),
    ("run", "tool", "iree-run-module, or the runner incl. its messages"),
    ("compare", "harness", "outputs against the reference"),
    ("repro", "harness", "repro folders of non-pass cells"),
    ("cell", "harness", "the rest of the cell's own work"),
    ("results", "harness", "verdicts, JUnit properties"),
    ("analysis", "harness", "localization of new failures"),
)


class NoFigures(Exception):
    """A run that measured nothing: the benchmark says why and exits 1."""


def run_once(
    backend: str, tier: str, workers: int, cache: Path, results: Path, timing: Path, extra: list[str]
) -> tuple[float, dict]:
    argv = harness_command([
        f"--backend={backend}", f"--tier={tier}", f"-n={workers}", f"--cache-dir={cache}", f"--results={results}",
        "-q", "--no-header", "-p", "no:warnings", *extra,
    ])  # fmt: skip
    start = time.perf_counter()
    proc = subprocess.run(argv, capture_output=True, text=True, env={**os.environ, TIMING_ENV: str(timing)})
    wall = time.perf_counter() - start
    grid_file = results / "grid.json"
    if not grid_file.exists():
        raise NoFigures(f"the run wrote no grid (exit {proc.returncode}):\n{proc.stdout[-2000:]}{proc.stderr[-2000:]}")
    grid = json.loads(grid_file.read_text())
    if not grid["cells"]:  # no figures without cells
        raise NoFigures(f"the run measured 0 cells (pytest exit {proc.returncode}): {grid_file}")
    return wall, grid


def figures(label: str, wall: float, grid: dict, workers: int) -> dict:
    cells = grid["cells"]
    inside = sum(c["durations"].get(s, 0.0) for c in cells for s in TOOL_STAGES)
    return {
        "run": label,
        "cells": len(cells),
        "wall_s": round(wall, 2),
        "cells_per_min": round(len(cells) / wall * 60, 1),
        "tool_s": round(inside, 2),
        "overhead": round(1 - inside / (wall * workers), 3),
        "statuses": grid["summary"]["status"],
        "durations": grid["summary"].get("seconds", {}),
    }


def read_timing(folder: Path) -> tuple[dict[str, float], float, int, dict[str, float]]:
    """Workers' stage totals summed, their lifetimes summed, their count, and the controller's totals."""
    stages: dict[str, float] = defaultdict(float)
    controller: dict[str, float] = {}
    lifetimes, n = 0.0, 0
    for f in sorted(folder.glob("*.json")):
        doc = json.loads(f.read_text())
        if doc["role"] == "controller":
            controller = doc["stages"]
            continue
        n += 1
        lifetimes += doc["age_s"] or 0.0
        for k, v in doc["stages"].items():
            stages[k] += v
    return dict(stages), lifetimes, n, controller


def breakdown(label: str, wall: float, workers: int, folder: Path) -> list[str]:
    stages, lifetimes, n, controller = read_timing(folder)
    budget = wall * workers
    if not n:
        return [f"{label}: no timing from the workers (run with -n 0?)"]
    lines = [f"{label}: where the workers' {budget:.1f} s went (wall {wall:.2f} s x {workers} workers)"]
    lines.append(f"  {'stage':<14} {'seconds':>8} {'share':>7}  {'counted':<8} what")
    known = set()
    for name, kind, what in STAGES:
        known.add(name)
        s = stages.get(name, 0.0)
        lines.append(f"  {name:<14} {s:>8.2f} {s / budget:>7.1%}  {kind:<8} {what}")
    other = sum(v for k, v in stages.items() if k not in known)
    rest = lifetimes - sum(stages.values())
    outside = budget - lifetimes
    rows = (
        ("other", other, "stages not listed above"),
        ("pytest", rest, "pytest's item loop, xdist messages, waiting for work"),
        ("outside", outside, f"before the {n} workers started and after they ended (controller start, grid)"),
    )
    for name, s, what in rows:
        lines.append(f"  {name:<14} {s:>8.2f} {s / budget:>7.1%}  {'harness':<8} {what}")
    tools = sum(stages.get(name, 0.0) for name in ("compile", "run", "onnx-import"))
    frontends = sum(stages.get(name, 0.0) for name, kind, _ in STAGES if kind == "frontend")
    if tools:
        lines.append(
            f"  the tools alone (iree-compile, iree-run-module, the ONNX importer): {tools:.2f} s; the frontends"
            f" (torch.export, decompositions, FX import, torch.onnx): {frontends:.2f} s; wall x workers over the"
            f" tools' time: {budget / tools:.2f}x (1.00x is the limit)"
        )
    c = controller
    lines.append(
        f"  controller: startup {c.get('startup', 0.0):.2f} s, configure {c.get('configure', 0.0):.2f} s,"
        f" results {c.get('results', 0.0):.2f} s, grid/JUnit written {c.get('grid', 0.0):.2f} s"
    )
    return lines


def parse(argv: list[str] | None) -> tuple[argparse.Namespace, list[str]]:
    """The benchmark's own options, and the rest for both runs: --corpus, -k, --opt, --dims, --iree-tools ...
    No abbreviations: the harness's --corpus would otherwise be taken for --corpus-dir."""
    ap = argparse.ArgumentParser(
        prog="python -m conformance bench",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        allow_abbrev=False,
    )
    ap.add_argument("--backend", default="llvm-cpu")
    ap.add_argument("--tier", default="smoke")
    ap.add_argument("--workers", type=int, help="default: the backend profile's (auto = one per core)")
    ap.add_argument("--results", type=Path, help="keep the runs' results in RESULTS/cold and RESULTS/warm")
    ap.add_argument("--corpus-dir", type=Path, help="the corpus to time (default: the built-in one)")
    return ap.parse_known_args(argv)


def main(argv: list[str] | None = None) -> int:
    refuse("bench", sys.argv[1:] if argv is None else argv)
    args, pytest_args = parse(argv)
    corpus = [str(args.corpus_dir), f"--corpus-dir={args.corpus_dir}"] if args.corpus_dir else [str(CORPUS_DIR)]
    pytest_args = [*corpus, *pytest_args]
    profile = load_profiles()[args.backend]
    workers = args.workers or (os.cpu_count() or 1 if profile.workers == "auto" else int(profile.workers))
    load = os.getloadavg() if hasattr(os, "getloadavg") else None
    with tempfile.TemporaryDirectory(prefix="conformance-bench-") as tmp:
        cache = Path(tmp) / "cache"
        rows, details = [], []
        for label in ("cold", "warm"):
            timing = Path(tmp) / f"timing-{label}"
            results = (args.results or Path(tmp)) / label
            try:
                wall, grid = run_once(args.backend, args.tier, workers, cache, results, timing, pytest_args)
            except NoFigures as e:
                print(f"bench: {label}: {e}", file=sys.stderr)
                return 1
            rows.append(figures(label, wall, grid, workers))
            details.append(breakdown(label, wall, workers, timing))
    print(f"backend {args.backend}, tier {args.tier}, {workers} workers, {os.cpu_count()} cores, tools {grid['tools']}")
    if load:
        print(f"load average before the runs: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} (figures under load vary)")
    print("overhead = 1 - (import + reference + compile + run durations of every cell) / (wall x workers); see --help")
    print(f"{'run':6} {'cells':>6} {'wall s':>8} {'cells/min':>10} {'in tools s':>11} {'overhead':>9}  statuses")
    for r in rows:
        print(
            f"{r['run']:6} {r['cells']:>6} {r['wall_s']:>8} {r['cells_per_min']:>10} {r['tool_s']:>11}"
            f" {r['overhead']:>9.1%}  {r['statuses']}"
        )
    print(f"warm speedup: {rows[0]['wall_s'] / rows[1]['wall_s']:.1f}x")
    for r in rows:  # each cell's own share, summed: analyses included
        went = ", ".join(f"{k} {v:.1f} s" for k, v in r["durations"].items() if v)
        print(f"{r['run']}: the cells' durations summed: {went or 'none'}")
    for lines in details:
        print()
        print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
