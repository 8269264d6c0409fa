"""Extra time per localized cell: ``python -m conformance localize-bench``.

Runs every built-in llvm-cpu cell its expectations call a ``mismatch`` (the
real wrong-code bugs of the corpus), each first as the harness does, then
times ``localize_cell`` on it alone, in an empty cache: what localization adds
to a run. Prints one line per cell and the median and maximum.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path


def mismatch_cells(opts: tuple[str, ...]) -> list[tuple[str, str, str]]:
    """(case, opt, dims) of every built-in llvm-cpu cell expected to be a mismatch."""
    from conformance.case import Case, cells
    from conformance.cell import Cell, Status
    from conformance.corpus import CORPUS_DIR, load_all
    from conformance.expectations.match import expectation_for, load_expectations

    entries = load_expectations(CORPUS_DIR / "expectations" / "llvm-cpu.toml")
    out = []
    for c in load_all():
        if not isinstance(c, Case):
            continue
        for v, o in cells(c, opts):
            e = expectation_for(Cell(c.name, "llvm-cpu", o, v.name), entries)
            if e is not None and e.status is Status.MISMATCH:
                out.append((c.name, o, v.name))
    return out


def main(argv: list[str] | None = None) -> int:
    from conformance.analyses.context import Context
    from conformance.analyses.localize import localize_cell
    from conformance.case import Case, variants
    from conformance.corpus import load_all
    from conformance.pipeline.run_cell import RunConfig, run_cell
    from conformance.pipeline.tools import find_tools
    from conformance.profiles import load_profiles

    ap = argparse.ArgumentParser(prog="python -m conformance localize-bench")
    ap.add_argument("--opt", default="O0,O1,O2,O3", help="opt levels to include (default all)")
    args = ap.parse_args(argv)
    cases = {c.name: c for c in load_all() if isinstance(c, Case)}
    profile = load_profiles()["llvm-cpu"]
    seconds = []
    with tempfile.TemporaryDirectory(prefix="localize-bench-") as tmp:
        cfg = RunConfig.for_backend(profile, find_tools(), Path(tmp) / "results", Path(tmp) / "cache")
        for name, opt, dims in mismatch_cells(tuple(args.opt.split(","))):
            case = cases[name]
            variant = next(v for v in variants(case) if v.name == dims)
            outcome = run_cell(case, variant, opt, cfg)
            start = time.monotonic()
            keep = Path(tmp) / "keep" / outcome.cell.id
            culprit, signature = localize_cell(Context(case, variant, opt, cfg, outcome, start + 600, keep))
            took = time.monotonic() - start
            seconds.append(took)
            where = {k: culprit.get(k) for k in ("node", "dispatch") if culprit.get(k)}
            print(f"{outcome.cell.id}: {took:.1f} s; {signature}; {json.dumps(where)}", flush=True)
    if seconds:
        print(f"localized {len(seconds)} cells: median {statistics.median(seconds):.1f} s, max {max(seconds):.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
