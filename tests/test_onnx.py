"""ONNX as a frontend: import path, dims variants, and an onnx-node case end to
end through the harness (real importer, compiler, runtime)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper

from conformance.case import onnx_case, randint, randn, variants
from conformance.cell import Status
from conformance.pipeline.onnx_frontend import with_symbolic_dims
from conformance.pipeline.run_cell import run_cell
from tests.harness import accepted, run_harness


def _add_mul() -> onnx.ModelProto:
    nodes = [helper.make_node("Mul", ["a", "b"], ["m"]), helper.make_node("Add", ["m", "a"], ["y"])]
    f32 = TensorProto.FLOAT
    graph = helper.make_graph(
        nodes,
        "add_mul",
        [helper.make_tensor_value_info("a", f32, [3, 5]), helper.make_tensor_value_info("b", f32, [3, 5])],
        [helper.make_tensor_value_info("y", f32, [3, 5])],
    )
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])


ADD_MUL = accepted(
    onnx_case(
        "onnx_test_add_mul",
        _add_mul,
        inputs=[randn("M", "N"), randn("M", "N")],
        sizes={"M": 3, "N": 5},
        dynamic=["M", "N"],
    )
)


def _variant(name: str):
    return next(v for v in variants(ADD_MUL) if v.name == name)


def test_dims_variants_turn_declared_dims_symbolic():
    def dims(variant: str) -> list[list[str | int]]:
        m = with_symbolic_dims(_add_mul(), ADD_MUL, _variant(variant))
        return [[d.dim_param or d.dim_value for d in i.type.tensor_type.shape.dim] for i in m.graph.input]

    assert dims("static") == [[3, 5], [3, 5]]
    assert dims("dynamic") == [["M", "N"], ["M", "N"]]
    assert dims("mixed") == [["M", 5], ["M", 5]]  # N, the last declared dim, stays static
    # The output keeps its rank, its dims left to inference: a model onnx's checker (iree-import-onnx's) takes.
    m = with_symbolic_dims(_add_mul(), ADD_MUL, _variant("dynamic"))
    assert [d.dim_param or d.dim_value for d in m.graph.output[0].type.tensor_type.shape.dim] == [0, 0]
    onnx.checker.check_model(m)


@pytest.mark.parametrize("dims", ["static", "dynamic", "mixed"])
def test_onnx_import_compile_run_compare(cfg, dims):
    r = run_cell(ADD_MUL, _variant(dims), "O2", cfg)
    assert r.status is Status.PASS, r.message
    mlir = next((cfg.cache_root / "import").glob("*/module.mlir")).read_text()
    want = {"static": "[3,5]", "dynamic": "[?,?]", "mixed": "[?,5]"}[dims]
    assert f"func.func @add_mul(%arg0: !torch.vtensor<{want},f32>" in mlir  # imported by the ONNX importer


def test_importer_failure_is_fail_import_with_its_message(cfg):
    def bad() -> onnx.ModelProto:
        node = helper.make_node("NoSuchOp", ["x"], ["y"], domain="made.up")
        graph = helper.make_graph(
            [node],
            "g",
            [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2])],
            [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2])],
        )
        return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid("made.up", 1)])

    case = onnx_case("onnx_test_unknown_domain", bad, inputs=[randn(2)], expected=lambda inputs: [inputs[0]])
    r = run_cell(case, variants(case)[0], "O2", cfg)
    # The importer passes the unknown op on as a torch.operator; the compiler refuses it.
    assert r.status is Status.FAIL_COMPILE and r.stage == "compile"
    assert r.signature and "NoSuchOp" in (r.signature + r.message)


@pytest.mark.slow
def test_onnx_node_cases_end_to_end(pytester, tmp_path, monkeypatch, warm_cache):
    """Real onnx-node cases (their own inputs and expected outputs) through the plugin."""
    monkeypatch.setenv("CONFORMANCE_ONNX_NODE_OPS", "Abs,Add,Max,Bernoulli,SequenceInsert")
    corpus = Path(__file__).resolve().parent.parent / "conformance" / "corpus"
    # Of the cases those ops generate (the expanded ReduceL1 ones start with Abs), the ones checked here.
    names = tmp_path / "cases.txt"
    checked = ("abs", "add_bcast", "max_float64", "max_uint8", "bernoulli", "sequence_insert_at_back")
    names.write_text("".join(f"test_{n}\n" for n in checked))
    result = run_harness(
        pytester, corpus, tmp_path / "out", "--corpus=onnx-node", "--opt=O2", "--xpass-ok", f"--cases-from={names}",
        cache=warm_cache, fresh=True,
    )  # fmt: skip
    cells = {c["id"]: c for c in json.loads((tmp_path / "out" / "grid.json").read_text())["cells"]}
    assert cells["test_abs[llvm-cpu|O2|static]"]["status"] == "pass"
    assert {c["corpus"] for c in cells.values()} == {"onnx-node"}  # its expectations are expectations/onnx-node/
    assert cells["test_abs[llvm-cpu|O2|dynamic]"]["status"] == "pass"
    assert cells["test_add_bcast[llvm-cpu|O2|static]"]["status"] == "pass"
    assert "test_abs[llvm-cpu|O2|mixed]" not in cells  # static and dynamic only
    assert cells["test_max_float64[llvm-cpu|O2|static]"]["status"] == "pass"  # f64 kept as f64
    assert cells["test_max_uint8[llvm-cpu|O2|static]"]["status"] == "pass"  # signless i8 read as u8
    assert cells["test_bernoulli[llvm-cpu|O2|static]"]["status"] == "pass"  # random: shapes and dtypes only
    seq = [c for cid, c in cells.items() if cid.startswith("test_sequence_insert")]
    assert seq and all(c["status"] == "skip" and "not a tensor" in c["message"] for c in seq)  # kept, not dropped
    assert all(not cid.startswith("matmul[") for cid in cells)  # the builtin corpus is not in this run
    assert result.ret in (0, 1)
    assert result.ret == int(any(c["verdict"] in ("regression", "error") for c in cells.values())), result.outlines


def test_stored_reference_is_used(cfg):
    case = onnx_case(
        "onnx_test_stored",
        _add_mul,
        inputs=[randn("M", "N"), randn("M", "N")],
        sizes={"M": 3, "N": 5},
        expected=lambda inputs: [inputs[0] * inputs[1] + inputs[0] + np.float32(1.0)],  # deliberately off by one
    )
    r = run_cell(case, variants(case)[0], "O2", cfg)
    assert r.status is Status.MISMATCH and "max abs err 1" in r.message


def _reshape_to_shape_of() -> onnx.ModelProto:
    """onnx's SoftmaxCrossEntropyLoss, function-expanded (as onnx's test_sce_mean_expanded):
    its last Reshape takes x's shape from a Shape node, which onnx 1.23's shape inference
    leaves without a shape, so IREE's importer types that rank-2 value as a scalar."""
    i64, f32 = TensorProto.INT64, TensorProto.FLOAT
    nodes = [
        helper.make_node("Constant", [], ["s3"], value=helper.make_tensor("v", i64, [3], [3, 5, 1])),
        helper.make_node("Reshape", ["x", "s3"], ["ncd"]),
        helper.make_node("Transpose", ["ncd"], ["ndc"], perm=[0, 2, 1]),
        helper.make_node("LogSoftmax", ["ndc"], ["log_sm"], axis=2),
        helper.make_node("Transpose", ["log_sm"], ["log_sm_ncd"], perm=[0, 2, 1]),
        helper.make_node("Shape", ["x"], ["x_shape"]),
        helper.make_node("Reshape", ["log_sm_ncd", "x_shape"], ["log_p"]),
        helper.make_node("NegativeLogLikelihoodLoss", ["log_p", "y"], ["z"], reduction="mean"),
    ]
    graph = helper.make_graph(
        nodes,
        "sce",
        [helper.make_tensor_value_info("x", f32, [3, 5]), helper.make_tensor_value_info("y", i64, [3])],
        [helper.make_tensor_value_info("z", f32, [])],
    )
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])


def test_a_compile_failure_of_a_value_the_importer_typed_as_a_scalar_says_it_starts_at_import(cfg):
    from conformance.pipeline.onnx_frontend import mistyped

    def inferred(model: onnx.ModelProto) -> onnx.ModelProto:
        return onnx.shape_inference.infer_shapes(model, data_prop=True)

    labels = np.array([0, 4, 2])
    found = mistyped(inferred(_reshape_to_shape_of()), [np.zeros((3, 5), np.float32), labels])
    assert found == [("Reshape", "log_p", (3, 5))]
    assert mistyped(inferred(_add_mul()), [np.zeros((3, 5), np.float32)] * 2) == []  # every value shaped
    case = accepted(onnx_case("onnx_test_sce_expanded", _reshape_to_shape_of, inputs=[randn(3, 5), randint(3, high=5)]))
    r = run_cell(case, next(iter(variants(case))), "O2", cfg)
    assert r.status is Status.FAIL_COMPILE, r.message
    assert r.signature is not None and r.signature.endswith(" [iree-import-onnx typed a rank-2 Reshape as a scalar]")
    assert "collapse_shape" in r.signature  # the compiler's own words come first
