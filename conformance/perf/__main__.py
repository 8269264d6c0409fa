"""``python -m conformance perf --baseline-tools A --candidate-tools B``: the
perf corpus compiled and timed by both compilers; exit 1 when a cell is slower.
``--tools X``: one build's repeated timings (for the history and a stored
baseline of the gate); exit 1 when a cell could not be timed."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from conformance.axes import DIMS_VARIANTS, OPT_LEVELS
from conformance.perf.ab import Settings, perf_cells, run_ab
from conformance.perf.render import render_html, render_markdown
from conformance.perf.sample import run_samples
from conformance.pipeline.tools import ToolsError, find_tools
from conformance.profiles import load_profiles
from conformance.wrapped import refuse


def _write_samples(doc: dict, out: Path) -> int:
    """One build's samples: perf.json and a line per cell; exit 1 when none was
    timed (a cell that does not build is recorded with why)."""
    (out / "perf.json").write_text(json.dumps(doc, indent=1) + "\n")
    timed = [c for c in doc["cells"] if c["median"] is not None]
    for c in doc["cells"]:
        if c["median"] is None:
            print(f"{c['id']}: not timed: {c['why']}")
        else:
            print(f"{c['id']}: median {c['median']:.3f} ms (MAD {c['spread']:.3f}), {len(c['samples'])} samples")
    print(f"perf: wrote {out / 'perf.json'} ({len(timed)} of {len(doc['cells'])} cells timed)")
    return 0 if timed else 1


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="perf", description=__doc__)
    ap.add_argument("--baseline-tools", help="folder of built tools (A), or 'installed'")
    ap.add_argument("--candidate-tools", help="folder of built tools (B), or 'installed'")
    ap.add_argument("--tools", help="instead of A/B: one build's samples only (a folder, or 'installed')")
    ap.add_argument("--backend", default="llvm-cpu")
    ap.add_argument("--target", help="override the backend's target")
    ap.add_argument("--opt", default="O2", help=f"comma-separated, of {','.join(OPT_LEVELS)}")
    ap.add_argument("--dims", default="static,dynamic", help=f"comma-separated, of {','.join(DIMS_VARIANTS)}")
    ap.add_argument("-k", dest="keyword", help="only cells whose id contains this")
    ap.add_argument("--out", "--results", type=Path, default=Path("results/perf"), help="default results/perf")
    ap.add_argument("--iree-tools", help="built tools that 'installed' names (the session installs wheels)")
    ap.add_argument("--cache-dir", type=Path, help="compile cache (default: a fresh one per run)")
    ap.add_argument("--rounds", type=int, default=Settings.rounds)
    ap.add_argument("--repetitions", type=int, default=Settings.repetitions)
    ap.add_argument("--min-effect", type=float, default=Settings.min_effect, help="e.g. 0.05 for 5%%")
    refuse("perf", sys.argv[1:] if argv is None else argv)
    args = ap.parse_args(argv)
    profiles = load_profiles()
    if args.backend not in profiles:
        print(f"perf: unknown backend '{args.backend}'; known: {', '.join(profiles)}", file=sys.stderr)
        return 2
    ab = [t for t in (args.baseline_tools, args.candidate_tools) if t is not None]
    if (len(ab) != 2 or args.tools) and (ab or not args.tools):
        print("perf: give --baseline-tools and --candidate-tools (A/B), or --tools alone", file=sys.stderr)
        return 2
    sides = (("a", args.tools),) if args.tools else (("a", ab[0]), ("b", ab[1]))
    try:
        tools = {side: find_tools(args.iree_tools if src == "installed" else src) for side, src in sides}
    except ToolsError as e:
        print(f"perf: {e}", file=sys.stderr)
        return 2
    opts, dims = args.opt.split(","), args.dims.split(",")
    bad = [v for v in opts if v not in OPT_LEVELS] + [v for v in dims if v not in DIMS_VARIANTS]
    if bad:
        print(f"perf: unknown opt level or dims variant: {', '.join(bad)}", file=sys.stderr)
        return 2
    profile = profiles[args.backend]
    settings = Settings(rounds=args.rounds, repetitions=args.repetitions, min_effect=args.min_effect)
    cells = list(perf_cells(opts, dims, args.keyword))
    if not cells:
        print("perf: no cell matches", file=sys.stderr)
        return 2
    target = profile.resolved_target(args.target)
    args.out.mkdir(parents=True, exist_ok=True)
    if args.tools:
        return _write_samples(run_samples(profile, target, tools["a"], cells, args.cache_dir, settings), args.out)
    doc = run_ab(profile, target, tools, cells, args.cache_dir, settings)
    (args.out / "perf.json").write_text(json.dumps(doc, indent=1) + "\n")
    (args.out / "perf.md").write_text(render_markdown(doc))
    (args.out / "perf.html").write_text(render_html(doc))
    print(render_markdown(doc))
    print(f"perf: wrote {args.out / 'perf.json'}, perf.md, perf.html")
    if not any(c["ratio"] is not None for c in doc["cells"]):  # no green without a cell timed by both
        print(f"perf: 0 of {len(doc['cells'])} cells timed by both compilers (why: in perf.md)", file=sys.stderr)
        return 1
    return 1 if doc["summary"]["slower"] else 0


if __name__ == "__main__":
    sys.exit(main())
