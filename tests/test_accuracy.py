"""IREE's elementwise math against float64 (conformance.accuracy): ULPs of each
dtype, the bound past which an op is a finding, and the command's report, with
the real compiler and one whose tanh is wrong."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import numpy as np

from conformance.accuracy.__main__ import is_finding, main
from conformance.accuracy.measure import inputs_of, measure, row_of
from conformance.accuracy.ops import BY_NAME
from conformance.pipeline.run_cell import RunConfig
from conformance.pipeline.tools import ToolSet
from tests.harness import in_process
from tests.test_localize import _rewriting


def test_ulps_are_counted_in_the_dtype_where_float64_is_representable() -> None:
    want = np.array([1.0, 1.5, 3.0, 1e6, -2.0, 1e40])
    got = want.copy()
    got[1] += 4 * 2.0**-23  # 4 ULPs of f32 at 1.5
    got[5] = np.inf  # 1e40 overflows f32: not counted
    row = row_of("op", "f32", "llvm-cpu", [want], got, want, want)
    assert (row.points, row.max_ulp, row.worst_at) == (5, 4.0, (1.5,))
    assert row.eager_max_ulp == 0.0 and not is_finding(row)
    got[3] = np.nan  # a NaN where float64 is finite: unbounded
    assert is_finding(row_of("op", "f32", "llvm-cpu", [want], got, want, want))
    f16 = row_of("op", "f16", "llvm-cpu", [want], want + 2.0**-10 * 40, want, want)
    assert f16.max_ulp == 40.0 and is_finding(f16)  # 40 ULPs of f16 at 1.0, eager exact
    honest = row_of("op", "f16", "llvm-cpu", [want], want + 2.0**-10 * 40, want, want + 2.0**-10 * 30)
    assert not is_finding(honest)  # eager as far off: the op's conditioning, not IREE's math


def test_inputs_are_the_domain_rounded_to_the_dtype() -> None:
    [x] = inputs_of(BY_NAME["tanh"], "f16", 200_001)
    assert x.dtype == np.float32 and len(x) == len(np.unique(x)) < 200_001  # f16 has fewer values there
    assert np.array_equal(x.astype(np.float16).astype(np.float32), x)
    base, exponent = inputs_of(BY_NAME["pow"], "f32", 1001)
    assert base.shape == exponent.shape == (1001,) and base.min() > 0
    [rows] = inputs_of(BY_NAME["softmax"], "f32", 1001)
    assert rows.shape[1] == 64


def test_the_real_tanh_is_within_the_bound_and_a_wrong_one_is_a_finding(
    warm_cfg: RunConfig, tools: ToolSet, stand_in_tools, tmp_path: Path
) -> None:
    row = measure(BY_NAME["tanh"], "f32", warm_cfg, "O2", 2001)
    assert row.points == 2001 and row.max_ulp is not None and not is_finding(row), row
    assert row.eager_max_ulp is not None and row.eager_max_ulp <= 1.0
    to_sin = _rewriting('sed \'s/torch.aten.tanh/torch.aten.sin/g\' "$in" > "$t"').format(real=tools.compile)
    wrong = dataclasses.replace(warm_cfg, tools=stand_in_tools(to_sin))
    assert is_finding(measure(BY_NAME["tanh"], "f32", wrong, "O2", 2001))

    out = tmp_path / "accuracy"
    argv = ["--ops=tanh,exp", "--dtypes=f32,f16", "--points=2001", f"--cache-dir={warm_cfg.cache_root}"]
    proc = in_process(main, [*argv, "--results", str(out)])
    assert proc.returncode == 0, proc.stdout + proc.stderr
    doc = json.loads((out / "accuracy.json").read_text())
    assert [(r["op"], r["dtype"]) for r in doc["rows"]] == [
        ("tanh", "f32"),
        ("tanh", "f16"),
        ("exp", "f32"),
        ("exp", "f16"),
    ]
    assert doc["findings"] == [] and "| tanh | " in (out / "accuracy.md").read_text()
    one = ["--ops=tanh", "--dtypes=f32", "--points=2001", f"--cache-dir={warm_cfg.cache_root}"]
    found = in_process(main, [*one, f"--iree-tools={wrong.tools.compile.parent}", "--results", str(out)])
    assert found.returncode == 1 and "1 beyond 32 ULP" in found.stdout, found.stdout
