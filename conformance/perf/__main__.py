"""``python -m conformance.perf --baseline-tools A --candidate-tools B``: the
perf corpus compiled and timed by both compilers; exit 1 when a cell is slower."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from conformance.axes import DIMS_VARIANTS, OPT_LEVELS
from conformance.perf.ab import Settings, perf_cells, run_ab
from conformance.perf.render import render_html, render_markdown
from conformance.pipeline.tools import ToolsError, find_tools
from conformance.profiles import load_profiles


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="perf", description=__doc__)
    ap.add_argument("--baseline-tools", required=True, help="folder of built tools (A), or 'installed'")
    ap.add_argument("--candidate-tools", required=True, help="folder of built tools (B), or 'installed'")
    ap.add_argument("--backend", default="llvm-cpu")
    ap.add_argument("--target", help="override the backend's target")
    ap.add_argument("--opt", default="O2", help=f"comma-separated, of {','.join(OPT_LEVELS)}")
    ap.add_argument("--dims", default="static,dynamic", help=f"comma-separated, of {','.join(DIMS_VARIANTS)}")
    ap.add_argument("-k", dest="keyword", help="only cells whose id contains this")
    ap.add_argument("--out", type=Path, default=Path("results/perf"))
    ap.add_argument("--cache-dir", type=Path, help="compile cache (default: a fresh one per run)")
    ap.add_argument("--rounds", type=int, default=Settings.rounds)
    ap.add_argument("--repetitions", type=int, default=Settings.repetitions)
    ap.add_argument("--min-effect", type=float, default=Settings.min_effect, help="e.g. 0.05 for 5%%")
    args = ap.parse_args(argv)
    profiles = load_profiles()
    if args.backend not in profiles:
        print(f"perf: unknown backend '{args.backend}'; known: {', '.join(profiles)}", file=sys.stderr)
        return 2
    try:
        tools = {
            side: find_tools(None if src == "installed" else src)
            for side, src in (("a", args.baseline_tools), ("b", args.candidate_tools))
        }
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
    doc = run_ab(profile, profile.resolved_target(args.target), tools, cells, args.cache_dir, settings)
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "perf.json").write_text(json.dumps(doc, indent=1) + "\n")
    (args.out / "perf.md").write_text(render_markdown(doc))
    (args.out / "perf.html").write_text(render_html(doc))
    print(render_markdown(doc))
    print(f"perf: wrote {args.out / 'perf.json'}, perf.md, perf.html")
    return 1 if doc["summary"]["slower"] else 0


if __name__ == "__main__":
    sys.exit(main())
