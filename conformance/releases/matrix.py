"""``nox -s releases -- [--versions A,B | --last N] [conformance options]``:
the selected cells once per compiler version, merged into one grid whose
cells carry ``compiler_version``, with the regressions and fixes between
consecutive versions."""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

from conformance.grid import build_grid, write_grid
from conformance.releases.install import RUNTIME, InstallError, Source, available, install, runtime_for
from conformance.releases.run import VersionRun, results_of, run_version, write_unmeasured
from conformance.results.merge import error_line, merge
from conformance.results.versions import changes, points_of_results
from conformance.wrapped import refuse


def add_source_options(p: argparse.ArgumentParser) -> None:
    g = p.add_mutually_exclusive_group()
    g.add_argument("--index", help="a package index of IREE builds (nightlies) instead of the default one")
    g.add_argument("--find-links", help="a folder of iree-base-compiler/-runtime wheels")
    g.add_argument("--tools-root", type=Path, help="folders of built tools by version: ROOT/<version>/iree-compile")
    p.add_argument("--cache-dir", type=Path, help="the compile cache, where versions are installed too")


def source_of(args: argparse.Namespace) -> Source:
    return Source(index=args.index, find_links=args.find_links, tools_root=args.tools_root)


def install_root(args: argparse.Namespace) -> Path:
    from conformance.pipeline.cache import cache_root

    return cache_root(args.cache_dir)


def select(args: argparse.Namespace, offered: list[str]) -> list[str]:
    """The versions asked for, oldest first; one not offered is an error."""
    if args.versions:
        asked = [v.strip() for v in args.versions.split(",") if v.strip()]
        if missing := [v for v in asked if v not in offered]:
            raise InstallError(f"--versions: not offered by the source: {', '.join(missing)}")
        return [v for v in offered if v in asked]
    return offered[-args.last :]


def _positive(text: str) -> int:
    """A count of versions: 0 would take every release (hours of runs), -1 all but the oldest."""
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more, not {n}")
    return n


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="releases", description=__doc__, allow_abbrev=False)  # the rest is pytest's
    which = p.add_mutually_exclusive_group()
    which.add_argument("--versions", help="comma-separated compiler versions")
    which.add_argument("--last", type=_positive, default=5, help="the last N versions the source offers (default 5)")
    out_help = "the merged grid; each version's run in OUT/<version>/ (default results/releases)"
    p.add_argument("--out", "--results", type=Path, default=Path("results/releases"), help=out_help)
    add_source_options(p)
    refuse("releases", argv)
    args, pytest_args = p.parse_known_args(argv)
    if not any(a == "-n" or a.startswith(("-n=", "--numprocesses")) for a in pytest_args):
        pytest_args = ["-n=auto", *pytest_args]
    if not any(a == "--backend" or a.startswith("--backend=") for a in pytest_args):
        pytest_args = ["--backend=llvm-cpu", *pytest_args]  # the main job's backend, as README's command
    if args.cache_dir:  # the versions and the compile cache in one place, as in a conformance run
        pytest_args = [f"--cache-dir={args.cache_dir}", *pytest_args]
    source = source_of(args)
    try:
        chosen = select(args, available(source))
        runtimes = [] if source.tools_root else available(source, RUNTIME)
    except InstallError as e:
        print(f"releases: {e}", file=sys.stderr)
        return 2
    print(f"releases: {', '.join(chosen)}", flush=True)
    runs, failed = _run_all(chosen, runtimes, source, install_root(args), args.out, pytest_args)
    measured = [r for run in runs for r in results_of(run)]
    for version, why in failed.items():
        print(f"releases: {version}: {why}", file=sys.stderr)
        write_unmeasured(version, why, measured, args.out)
    cells, errors = _merge_and_report(args.out, chosen, runs)
    if not cells or errors:  # the rule of `grid --check` and the gate: no green without cells
        lost = f"the merge recorded {len(errors)} errors: {'; '.join(errors)}"
        why = lost if cells else "no version produced a result"
        print(f"releases: {cells} cells in {args.out / 'grid.json'}: {why}", file=sys.stderr)
        return 1
    return 1 if failed else 0


def _run_all(
    chosen: list[str], runtimes: list[str], source: Source, root: Path, out: Path, pytest_args: list[str]
) -> tuple[list[VersionRun], dict[str, str]]:
    runs, failed = [], {}
    for version in chosen:
        start = time.perf_counter()
        try:
            tools = install(version, runtime_for(version, runtimes), source, root)
        except InstallError as e:
            failed[version] = str(e)
            continue
        installed = time.perf_counter() - start
        print(f"releases: {version}: tools ready in {installed:.1f} s ({tools})", flush=True)
        run = run_version(version, tools, out, pytest_args)
        print(f"releases: {version}: {run.seconds:.0f} s, pytest exit {run.returncode}", flush=True)
        if not run.ran:
            failed[version] = f"the harness run did not finish (pytest exit {run.returncode})"
        elif not results_of(run):
            failed[version] = f"the harness run produced no cell (pytest exit {run.returncode}): {run.folder}"
        else:
            runs.append(run)
    return runs, failed


def _merge_and_report(out: Path, chosen: list[str], runs: list[VersionRun]) -> tuple[int, list[str]]:
    """Merge the versions' grids into ``out``, and say what changed: the number of cells and the merge's errors."""
    merged = merge([out / v / "grid.json" for v in chosen if (out / v / "grid.json").exists()])
    grid = build_grid(merged.results, merged.tools, declared=merged.declared, errors=merged.errors)
    paths = write_grid(grid, out)
    found = changes(points_of_results(merged.results))
    kinds = Counter(c.kind for c in found)
    print(
        f"releases: {len(merged.results)} cells over {len(chosen)} versions; between consecutive versions: "
        f"{kinds['regression']} regressions, {kinds['fix']} fixes, {kinds['change']} changed failures"
    )
    for c in found:
        print(f"  {c.kind}: {c.line}")
    print(f"releases: grid: {paths[2]}; wall {sum(r.seconds for r in runs):.0f} s in harness runs")
    return len(merged.results), [error_line(e) for e in merged.errors]
