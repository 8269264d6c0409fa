"""The float64 oracle, output widths and host-dependent expectations on real cases
(real export, importer, compiler and runtime)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper

from conformance.case import Case, onnx_case, randn, variants
from conformance.cell import Status
from conformance.corpus import load_all
from conformance.pipeline.run_cell import run_cell
from tests.harness import run_harness

CORPUS = Path(__file__).resolve().parent.parent / "conformance" / "corpus"


def _builtin(name: str) -> Case:
    return next(c for c in load_all() if c.name == name and isinstance(c, Case))


def _static(case: Case):
    return next(v for v in variants(case) if v.name == "static")


def test_f16_gelu_fails_with_ulp_figures(cfg):
    """IREE's f16 GELU (llvm-cpu) is far off in relative terms where values are small;
    f16's atol hid it. The figures say how far, against f64 and the reference's own."""
    case = _builtin("f16_gelu")
    r = run_cell(case, _static(case), "O2", cfg)
    assert r.status is Status.MISMATCH, r.message
    assert "max f16 ULP err" in r.message and "vs f64" in r.message and "the reference's own" in r.message
    iree_ulps = float(r.message.split("max f16 ULP err ")[1].split(" ")[0])
    ref_ulps = float(r.message.split("the reference's own: ")[1].split("max f16 ULP err ")[1].split(")")[0])
    assert iree_ulps > 20 and ref_ulps <= 0.5  # eager f16 rounds the right value; IREE does not
    folder = next((cfg.cache_root / "import").glob("*/reference64_0.npy")).parent
    assert (folder / "sensitivity64_0.npy").exists()
    assert np.load(folder / "reference64_0.npy").dtype == np.float64


def test_wrapping_cast_passes(cfg):
    case = _builtin("cast_i32_to_i8_wrap")
    r = run_cell(case, _static(case), "O2", cfg)
    assert r.status is Status.PASS, r.message


def _add_f32() -> onnx.ModelProto:
    f32 = TensorProto.FLOAT
    graph = helper.make_graph(
        [helper.make_node("Add", ["a", "b"], ["y"])],
        "add",
        [helper.make_tensor_value_info("a", f32, [4]), helper.make_tensor_value_info("b", f32, [4])],
        [helper.make_tensor_value_info("y", f32, [4])],
    )
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])


def test_an_output_of_another_width_is_a_mismatch(cfg):
    """The stored output says f64; the model computes f32: equal values, other width."""
    case = onnx_case(
        "oracle_width_probe",
        _add_f32,
        inputs=[randn(4), randn(4)],
        expected=lambda inputs: [(inputs[0] + inputs[1]).astype(np.float64)],
    )
    r = run_cell(case, variants(case)[0], "O2", cfg)
    assert r.status is Status.MISMATCH
    assert r.signature == "mismatch: output 0 dtype differ" and "float32 != expected float64" in r.message


def _onnx_node_cells(pytester, out: Path, cache: Path, ops: str, select: str) -> dict[str, dict]:
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("CONFORMANCE_ONNX_NODE_OPS", ops)
        args = ("--corpus=onnx-node", "--opt=O2", "--dims=static", "-k", select)
        run_harness(pytester, CORPUS, out, *args, cache=cache, fresh=True)
    return {c["case"]: c for c in json.loads((out / "grid.json").read_text())["cells"]}


def test_onnx_node_fp16_attention_passes(pytester, tmp_path, warm_cache):
    """The stored f16 output is itself about 2 ULP off f64; IREE is nearer, so it passes
    (ONNX's atol/rtol of 1e-6/1e-3 on an f16 output called it a mismatch)."""
    attention = "test_attention_4d_causal_fp16_expanded"
    cells = _onnx_node_cells(pytester, tmp_path / "Attention", warm_cache, "Attention", attention)
    assert cells["test_attention_4d_causal_fp16_expanded"]["status"] == "pass"


def test_onnx_node_bitshift_by_out_of_range_amounts_is_host_dependent(pytester, tmp_path, warm_cache):
    """Undefined in LLVM: whichever status this host gives, the verdict says host-dependent."""
    select = "negative_shift or shift_ge_width"
    cells = _onnx_node_cells(pytester, tmp_path / "BitShift", warm_cache, "BitShift", select)
    int8 = [c for n, c in cells.items() if "_int8_" in n]
    assert len(int8) == 4 and all(c["verdict"] == "host-dependent" for c in int8)
    assert all(c["status"] in ("pass", "mismatch") for c in int8)
    assert all(c["verdict"] == "ok" for n, c in cells.items() if "_int8_" not in n)  # wider types: defined
    assert "host-dependent" in (tmp_path / "BitShift" / "grid.md").read_text()
