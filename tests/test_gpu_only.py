"""The GPU-only table (python -m conformance gpu-only): GPU compile failures held against llvm-cpu's
same cells, one row per signature across targets, with its opt levels and its need for dynamic dims."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from conformance.derived.gpu_only import gpu_only, render
from conformance.results.document import SCHEMA_VERSION


def _cell(backend: str, case: str, opt: str, dims: str, status: str = "pass", signature: str | None = None) -> dict:
    cell = {"id": f"{case}[{backend}|{opt}|{dims}]", "case": case, "backend": backend, "opt": opt, "dims": dims}
    return {**cell, "status": status, "signature": signature, "corpus": "builtin"}


SHARED_MEMORY = (
    "fail-compile: error: function '{case}$async_dispatch_1_reduction' uses {n} bytes of shared memory;"
    " exceeded the limit of 65536 bytes"
)


def _grid() -> list[dict]:
    cells = []
    for opt in ("O0", "O2", "O3"):
        for dims in ("static", "dynamic"):
            cells.append(_cell("llvm-cpu", "norm", opt, dims))
            cells.append(_cell("llvm-cpu", "norm.mean", opt, dims))
            cells.append(_cell("llvm-cpu", "topk", opt, dims, "fail-compile", "fail-compile: error: topk lowering"))
            # rocm and vulkan run out of shared memory on norm at O2 and O3 with dynamic dims, by other byte counts,
            # and on norm.mean, whose dispatch is named after it, on rocm
            for backend, case, n in (("rocm", "norm", 70000), ("vulkan", "norm", 90112), ("rocm", "norm.mean", 70000)):
                fails = opt != "O0" and dims == "dynamic"
                sig = SHARED_MEMORY.format(case=case, n=n) if fails else None
                cells.append(_cell(backend, case, opt, dims, "fail-compile" if fails else "pass", sig))
            # topk fails on rocm as it does on llvm-cpu: shared, not GPU-only
            cells.append(_cell("rocm", "topk", opt, dims, "fail-compile", "fail-compile: error: topk lowering"))
    cells.append(_cell("cuda", "alone", "O2", "static", "crash", "crash: iree-compile SIGSEGV"))  # no llvm-cpu cell
    return cells


def test_one_row_per_signature_across_gpu_targets_with_its_opt_levels_and_dims():
    table = gpu_only(_grid())
    assert table.shared == 6 and table.unpaired == 1
    (group,) = table.groups
    assert group.backends == ["rocm", "vulkan"] and group.cases == ["norm", "norm.mean"] and len(group.cells) == 6
    assert group.host == "passes" and group.dims == "dynamic only"
    assert group.failing_opts == ("O2", "O3") and group.passing_opts == ("O0",)
    # 70000 and 90112 bytes, dispatches named after two cases: one bug
    assert "function 'FN$async_dispatch_N_reduction' uses N bytes of shared memory" in group.key
    text = render(table)
    assert "| rocm, vulkan | 6 | norm, norm.mean | builtin | passes | not reduced | O2,O3 / O0 | dynamic only |" in text
    assert "6 GPU-only failing cells in 1 signatures; 6 GPU failures llvm-cpu has the same way; 1 with no" in text


def test_the_command_reads_grids_and_refuses_a_bad_one_in_one_line(tmp_path: Path):
    grid = tmp_path / "grid.json"
    grid.write_text(json.dumps({"schema_version": SCHEMA_VERSION, "cells": _grid()}))
    proc = subprocess.run(
        [sys.executable, "-m", "conformance", "gpu-only", str(tmp_path)], capture_output=True, text=True
    )
    assert proc.returncode == 0 and "dynamic only" in proc.stdout, proc.stderr
    bad = tmp_path / "bad.json"
    bad.write_text("[]")
    proc = subprocess.run([sys.executable, "-m", "conformance", "gpu-only", str(bad)], capture_output=True, text=True)
    assert proc.returncode == 2 and len(proc.stderr.splitlines()) == 1 and "bad.json" in proc.stderr


def test_a_compile_only_grid_counts_a_module_that_compiled_as_not_failing():
    """A GPU target with no device here: its cells that compiled are `skip` at the run stage, and they
    tell the opt levels and dims where the failure does not come."""
    cells = []
    for opt in ("O0", "O3"):
        for dims in ("static", "dynamic"):
            cells.append(_cell("llvm-cpu", "norm", opt, dims))
            fails = opt == "O3" and dims == "dynamic"
            status = "fail-compile" if fails else "skip"
            signature = SHARED_MEMORY.format(case="norm", n=1) if fails else None
            cells.append({**_cell("rocm", "norm", opt, dims, status, signature)})
            cells[-1]["stage"] = "compile" if fails else "run"
    (group,) = gpu_only(cells).groups
    assert group.dims == "dynamic only" and group.failing_opts == ("O3",) and group.passing_opts == ("O0",)
