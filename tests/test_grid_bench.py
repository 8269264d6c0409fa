"""grid-bench: the grid job measured at sizes past a run's, from a real run's cells."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from conformance.cell import Cell, CellResult, Status
from conformance.results.junit import write_junit


def test_grid_bench_copies_a_runs_cells_and_prints_each_size_and_the_nightlys(tmp_path: Path) -> None:
    template = tmp_path / "junit.xml"
    results = [
        CellResult(Cell("add", "llvm-cpu", "O2", "static"), "host", Status.PASS, "compare", None, durations={"run": 1}),
        CellResult(Cell("topk", "rocm", "O3", "dynamic"), "gfx942", Status.FAIL_COMPILE, "compile", "fail-compile: e"),
    ]
    write_junit(results, template, {"iree-compile": "3.13.0"}, "t")
    argv = [sys.executable, "-m", "conformance", "grid-bench", "--template", str(template), "--cells", "5,40"]
    done = subprocess.run([*argv, "--workdir", str(tmp_path / "w")], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].lstrip().startswith("5 cells:") and lines[1].lstrip().startswith("40 cells:"), lines
    assert "peak" in lines[1] and "largest region" in lines[1]
    assert lines[-1].startswith("at the nightly's ") and "declared cells: peak" in lines[-1]
    grid = (tmp_path / "w" / "out-40" / "grid.json").read_text()
    assert grid.count('"id": "add~19[llvm-cpu|O2|static]"') == 1  # copies under their own names
    regions = sorted(p.name for p in (tmp_path / "w" / "out-40" / "r").glob("*.json.gz"))
    kinds = ("costs.json.gz", "json.gz")
    assert regions == [f"{r}.{k}" for r in ("llvm-cpu.builtin", "rocm.builtin") for k in kinds]
    bad = subprocess.run([*argv[:-2], "--cells", "x"], capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "--cells: not a list of numbers: 'x'" in bad.stderr
