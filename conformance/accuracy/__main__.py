"""``python -m conformance accuracy [--backend B,...] [--dtypes f32,f16,bf16] [--ops tanh,...]``
(nox -s accuracy): IREE's elementwise math against float64, in ULPs of each
dtype, on each backend this machine runs; eager PyTorch beside it. Writes
``accuracy.json`` and ``accuracy.md`` into ``--results`` (default
results/accuracy).

An op whose worst error passes ``BOUND_ULP`` where its result is
representable, and twice eager PyTorch's on the same inputs, is a finding:
listed apart, and the exit code is 1 (also when nothing could be measured).
``--iree-tools DIR`` measures another compiler, e.g. a release the releases
axis installed (``<cache>/releases/<version>``).
"""

from __future__ import annotations

import argparse
import json
import sys
import warnings
from dataclasses import asdict
from pathlib import Path

from conformance.accuracy.ops import BY_NAME
from conformance.axes import OPT_LEVELS

# Past this many ULPs, an op's result is wrong, not approximate: IREE's own
# polynomial approximations measure at most a few ULPs in f32 (tanh 4.4, erf
# 4.0 on [-6, 6]), and computing f16/bf16 in f32 gives at most 1. An op whose
# error comes from its conditioning (softmax's tiny outputs: exp of a rounded
# x - max) shows it in eager PyTorch too: past twice eager's error as well.
BOUND_ULP = 32.0
EAGER_FACTOR = 2.0
DTYPES = ("f32", "f16", "bf16")


def main(argv: list[str] | None = None) -> int:
    from conformance.accuracy.measure import Row, measure
    from conformance.pipeline.run_cell import RunConfig
    from conformance.pipeline.tools import ToolsError, find_tools, tool_versions
    from conformance.profiles import load_profiles

    ap = argparse.ArgumentParser(prog="accuracy", description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--backend", default="llvm-cpu", help="comma-separated backend profiles (default llvm-cpu)")
    ap.add_argument("--dtypes", default=",".join(DTYPES), help=f"comma-separated, of {','.join(DTYPES)}")
    ap.add_argument("--ops", default=",".join(BY_NAME), help="comma-separated (default: all)")
    ap.add_argument("--points", type=int, default=200_001, help="grid points per op (default 200001)")
    ap.add_argument("--opt", default="O2", choices=OPT_LEVELS)
    ap.add_argument("--iree-tools", help="a folder of built tools (default: the installed packages)")
    ap.add_argument("--cache-dir", help="the compile cache (default: $CONFORMANCE_CACHE or .conformance-cache/)")
    ap.add_argument("--results", "--out", dest="out", type=Path, default=Path("results/accuracy"))
    args = ap.parse_args(argv)
    warnings.filterwarnings("ignore", category=FutureWarning)  # torch.export's own deprecations, once per op
    profiles = load_profiles()
    backends, dtypes, ops = (args.backend.split(","), args.dtypes.split(","), args.ops.split(","))
    bad = [b for b in backends if b not in profiles] + [d for d in dtypes if d not in DTYPES]
    bad += [o for o in ops if o not in BY_NAME]
    if bad:
        print(f"accuracy: unknown backend, dtype or op: {', '.join(bad)}", file=sys.stderr)
        return 2
    try:
        tools = find_tools(args.iree_tools)
    except ToolsError as e:
        print(f"accuracy: {e}", file=sys.stderr)
        return 2
    rows: list[Row] = []
    for backend in backends:
        profile = profiles[backend]
        cfg = RunConfig.for_backend(profile, tools, args.out, args.cache_dir)
        for name in ops:
            for dtype in dtypes:
                row = measure(BY_NAME[name], dtype, cfg, args.opt, args.points)
                print(_line(row), flush=True)
                rows.append(row)
    doc = {
        "schema_version": 1,
        "tools": tool_versions(tools),
        "opt": args.opt,
        "points": args.points,
        "bound_ulp": BOUND_ULP,
        "eager_factor": EAGER_FACTOR,
        "rows": [asdict(r) for r in rows],
        "findings": [asdict(r) for r in rows if is_finding(r)],
    }
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "accuracy.json").write_text(json.dumps(doc, indent=1) + "\n")
    (args.out / "accuracy.md").write_text(render(doc))
    measured = [r for r in rows if r.max_ulp is not None]
    print(f"accuracy: {len(measured)} of {len(rows)} measured, {len(doc['findings'])} beyond {BOUND_ULP:g} ULP: "
          f"{args.out / 'accuracy.md'}")  # fmt: skip
    return 1 if doc["findings"] or not measured else 0


def is_finding(row: object) -> bool:
    return beyond(getattr(row, "max_ulp", None), getattr(row, "eager_max_ulp", None))


def beyond(max_ulp: float | None, eager_max_ulp: float | None) -> bool:
    """IREE's worst error past the bound and past twice eager's."""
    return max_ulp is not None and max_ulp > max(BOUND_ULP, EAGER_FACTOR * (eager_max_ulp or 0.0))


def _line(r: object) -> str:
    d = r if isinstance(r, dict) else asdict(r)  # type: ignore[call-overload]
    where = f"{d['op']} {d['dtype']} {d['backend']}"
    if d["max_ulp"] is None:
        return f"{where}: not measured: {d['why']}"
    return (
        f"{where}: max {d['max_ulp']:g} ULP at {', '.join(f'{x:.9g}' for x in d['worst_at'])} "
        f"(got {d['worst_got']:.9g}, float64 {d['worst_want']:.9g}); p99 {d['p99_ulp']:g}, median {d['p50_ulp']:g}; "
        f"eager {d['eager_max_ulp']:g}; {d['points']} points"
    )


def render(doc: dict) -> str:
    """accuracy.md: per backend, op rows and dtype columns of max (p99) ULP, IREE against eager."""
    rows = doc["rows"]
    dtypes = list(dict.fromkeys(r["dtype"] for r in rows))
    lines = [
        "# IREE's elementwise math against float64",
        "",
        f"{doc['tools']}; --iree-opt-level={doc['opt']}; {doc['points']} grid points per op (rounded to each dtype, "
        "duplicates out). Each cell: IREE's max ULP (p99) / eager PyTorch's max ULP, in ULPs of the dtype, where "
        f"float64's result is representable. Beyond {doc['bound_ulp']:g} ULP and twice eager's: a finding. "
        "(f32): IREE's outputs are not rounded to the dtype (it computed in f32, the casts folded).",
    ]
    for backend in dict.fromkeys(r["backend"] for r in rows):
        lines += ["", f"## {backend}", "", "| op | " + " | ".join(dtypes) + " |", "|---" * (len(dtypes) + 1) + "|"]
        for op in dict.fromkeys(r["op"] for r in rows):
            cells = []
            for dtype in dtypes:
                r = next((r for r in rows if (r["backend"], r["op"], r["dtype"]) == (backend, op, dtype)), None)
                cells.append("" if r is None else _cell(r, doc["bound_ulp"]))
            lines.append(f"| {op} | " + " | ".join(cells) + " |")
    lines += ["", "## Findings and worst points", ""]
    lines += [f"- {_line(r)}" for r in rows if r["max_ulp"] is None or beyond(r["max_ulp"], r["eager_max_ulp"])]
    return "\n".join(lines) + "\n"


def _cell(r: dict, bound: float) -> str:
    if r["max_ulp"] is None:
        return "not measured"
    mark = " **finding**" if beyond(r["max_ulp"], r["eager_max_ulp"]) else ""
    mark += "" if r["rounded"] else " (f32)"
    return f"{r['max_ulp']:g} ({r['p99_ulp']:g}) / {r['eager_max_ulp']:g}{mark}"


if __name__ == "__main__":
    sys.exit(main())
