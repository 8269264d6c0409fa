"""Benchmark: what merging a whole matrix's results costs the grid job. A real
run's JUnit file is the template: its cells are copied under new case names
(``case~k``) into shard-sized JUnit files until each size is reached, then
``python -m conformance grid DIR --out OUT --regions OUT/regions`` runs on them
as CI's grid job does, one process per size.

    python -m conformance grid-bench --template results/junit-llvm-cpu.xml [--cells 5000,20000]

Prints, per size: wall time, the process's peak memory, the files' sizes and
the largest region file; then the fitted cost per cell and what it comes to at
the cell count the nightly's plan declares (``nox -s matrix -- --tier full``).
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from conformance.cell import Cell, CellResult
from conformance.results.junit import read_junit_file, write_junit

SHARD_CELLS = 2000  # cells per JUnit file: about one CI job's


@dataclasses.dataclass(frozen=True)
class Measured:
    cells: int
    seconds: float
    peak_mb: float  # the grid process's maximum resident set
    sizes_mb: dict[str, float]  # grid.json, grid.md, grid.html, the largest region file


def copies(template: list[CellResult], cells: int) -> list[CellResult]:
    """``cells`` results: the template's, again and again, each copy under its own case names."""
    out: list[CellResult] = []
    k = 0
    while len(out) < cells:
        for r in template[: cells - len(out)]:
            cell = Cell(f"{r.cell.case}~{k}", r.cell.backend, r.cell.opt, r.cell.dims)
            out.append(dataclasses.replace(r, cell=cell))
        k += 1
    return out


def measure(template: Path, cells: int, work: Path) -> Measured:
    """One grid process over ``cells`` copies of the template's cells, in shard-sized files."""
    jf = read_junit_file(template)
    if not jf.results:
        raise ValueError(f"{template}: no cells to copy")
    results = copies(jf.results, cells)
    inputs, out = work / f"in-{cells}", work / f"out-{cells}"
    for old in (inputs, out):  # a workdir used before: its last measurement goes
        shutil.rmtree(old, ignore_errors=True)
    inputs.mkdir(parents=True)
    for i in range(0, len(results), SHARD_CELLS):
        write_junit(results[i : i + SHARD_CELLS], inputs / f"junit-{i // SHARD_CELLS}.xml", jf.tools, "bench")
    del results
    argv = [sys.executable, "-m", "conformance", "grid", str(inputs), "--out", str(out), "--regions", str(out / "r")]
    log = work / f"grid-{cells}.log"
    start = time.monotonic()
    with log.open("w") as err:  # a file, not a pipe: a long stderr never stalls the process
        proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=err)
        _, status, usage = os.wait4(proc.pid, 0)  # this child's own peak memory, not the largest child's so far
    seconds = time.monotonic() - start
    if not (out / "grid.json").exists():
        code = os.waitstatus_to_exitcode(status)
        raise RuntimeError(f"the grid process over {cells} cells wrote no grid (exit {code}): {log.read_text()[-500:]}")
    sizes = {name: (out / name).stat().st_size / 1e6 for name in ("grid.json", "grid.md", "grid.html")}
    sizes["largest region"] = max(p.stat().st_size for p in (out / "r").glob("*.json.gz")) / 1e6
    return Measured(cells, seconds, usage.ru_maxrss / 1024, sizes)


def declared_nightly_cells() -> int:
    """The cells the nightly's plan declares: every backend, every corpus, the full tier."""
    from conformance.ci import matrix as ci_matrix
    from conformance.ci.corpora import load_plan
    from conformance.profiles import load_profiles

    profiles = load_profiles()
    plan, _ = ci_matrix.compute(profiles, load_plan(), "full", list(profiles), "0", self_hosted=True)
    return sum(int(e["cells"]) for e in plan["include"])


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m conformance grid-bench", description=__doc__.split("\n\n")[0])
    p.add_argument("--template", type=Path, required=True, help="a run's JUnit file, whose cells are copied")
    p.add_argument("--cells", default="5000,20000", help="sizes to measure, comma-separated (default: 5000,20000)")
    p.add_argument("--workdir", type=Path, help="where the copies and grids go (default: a temporary folder)")
    args = p.parse_args(argv)
    try:
        sizes = sorted({int(x) for x in args.cells.split(",") if x.strip()})
    except ValueError:
        p.error(f"--cells: not a list of numbers: {args.cells!r}")
    if not sizes or sizes[0] < 1:
        p.error(f"--cells: sizes must be positive: {args.cells!r}")
    if not args.template.is_file():
        p.error(f"--template: {args.template}: no such file")
    with tempfile.TemporaryDirectory(prefix="grid-bench-") as tmp:
        work = args.workdir or Path(tmp)
        rows = []
        for n in sizes:
            try:
                m = measure(args.template, n, work)
            except (ValueError, RuntimeError) as e:
                print(f"grid-bench: {e}", file=sys.stderr)
                return 1
            rows.append(m)
            files = ", ".join(f"{k} {v:.1f} MB" for k, v in m.sizes_mb.items())
            print(f"{m.cells:>9} cells: {m.seconds:7.1f} s, peak {m.peak_mb:7.0f} MB; {files}", flush=True)
    _extrapolate(rows)
    return 0


def _extrapolate(rows: list[Measured]) -> None:
    first, last = rows[0], rows[-1]
    if last.cells == first.cells:
        return
    span = last.cells - first.cells
    mb_per_cell = (last.peak_mb - first.peak_mb) / span
    s_per_cell = (last.seconds - first.seconds) / span
    json_mb = last.sizes_mb["grid.json"] / last.cells
    html_mb = last.sizes_mb["grid.html"] / last.cells
    n = declared_nightly_cells()
    print(f"per cell: {mb_per_cell * 1024:.1f} KB of peak memory, {s_per_cell * 1000:.2f} ms")
    print(
        f"at the nightly's {n:,} declared cells: peak {(last.peak_mb + mb_per_cell * (n - last.cells)) / 1024:.1f} GB,"
        f" {(last.seconds + s_per_cell * (n - last.cells)) / 60:.0f} min; grid.json {json_mb * n / 1024:.1f} GB,"
        f" grid.html {html_mb * n / 1024:.1f} GB"
    )


if __name__ == "__main__":
    sys.exit(main())
