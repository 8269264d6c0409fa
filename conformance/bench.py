"""Benchmark: the conformance session cold (empty cache) and warm, on one backend.

    python -m conformance.bench [--backend llvm-cpu] [--tier smoke] [--workers N]

Prints wall times, cells per minute and harness overhead:
1 - (time inside export/import, iree-compile and iree-run-module) / (wall x workers).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from conformance.corpus import CORPUS_DIR
from conformance.profiles import load_profiles

TOOL_STAGES = ("import", "compile", "run")


def run_once(backend: str, tier: str, workers: int, cache: Path, results: Path, extra: list[str]) -> tuple[float, dict]:
    argv = [
        sys.executable, "-m", "pytest", "-p", "conformance.pytest_plugin", "-p", "no:cacheprovider", str(CORPUS_DIR),
        f"--backend={backend}", f"--tier={tier}", f"-n={workers}", f"--cache-dir={cache}", f"--results={results}",
        "-q", "--no-header", "-p", "no:warnings", *extra,
    ]  # fmt: skip
    start = time.perf_counter()
    proc = subprocess.run(argv, capture_output=True, text=True)
    wall = time.perf_counter() - start
    grid_file = results / "grid.json"
    if not grid_file.exists():
        sys.exit(f"bench: the run wrote no grid (exit {proc.returncode}):\n{proc.stdout[-2000:]}{proc.stderr[-2000:]}")
    return wall, json.loads(grid_file.read_text())


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
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--backend", default="llvm-cpu")
    ap.add_argument("--tier", default="smoke")
    ap.add_argument("--workers", type=int, help="default: the backend profile's (auto = one per core)")
    ap.add_argument("pytest_args", nargs="*", help="extra pytest arguments (after --)")
    args = ap.parse_args()
    profile = load_profiles()[args.backend]
    workers = args.workers or (os.cpu_count() or 1 if profile.workers == "auto" else int(profile.workers))
    with tempfile.TemporaryDirectory(prefix="conformance-bench-") as tmp:
        cache = Path(tmp) / "cache"
        rows = []
        for label in ("cold", "warm"):
            wall, grid = run_once(args.backend, args.tier, workers, cache, Path(tmp) / label, args.pytest_args)
            rows.append(figures(label, wall, grid, workers))
    print(f"backend {args.backend}, tier {args.tier}, {workers} workers, tools {grid['tools']}")
    print(f"{'run':6} {'cells':>6} {'wall s':>8} {'cells/min':>10} {'in tools s':>11} {'overhead':>9}  statuses")
    for r in rows:
        print(
            f"{r['run']:6} {r['cells']:>6} {r['wall_s']:>8} {r['cells_per_min']:>10} {r['tool_s']:>11}"
            f" {r['overhead']:>9.1%}  {r['statuses']}"
        )
    print(f"warm speedup: {rows[0]['wall_s'] / rows[1]['wall_s']:.1f}x")


if __name__ == "__main__":
    main()
