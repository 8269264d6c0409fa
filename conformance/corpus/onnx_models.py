"""ONNX cases built with onnx.helper: the seed Conv3D and a few common graphs.
Reference: onnx's ReferenceEvaluator."""

from __future__ import annotations

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from conformance.case import onnx_case, randn

FULL: tuple[str, ...] = ()
OPSET = [helper.make_opsetid("", 17)]


def _model(nodes, inputs, outputs, initializers=(), name: str = "main") -> onnx.ModelProto:
    graph = helper.make_graph(nodes, name, inputs, outputs, initializer=list(initializers))
    return helper.make_model(graph, opset_imports=OPSET, producer_name="conformance")


def _f32(name: str, shape: list[int | str]) -> onnx.ValueInfoProto:
    return helper.make_tensor_value_info(name, TensorProto.FLOAT, shape)


def _weights(name: str, shape: tuple[int, ...], seed: int) -> onnx.TensorProto:
    return numpy_helper.from_array(np.random.default_rng(seed).standard_normal(shape).astype(np.float32) * 0.1, name)


def conv3d_seed() -> onnx.ModelProto:
    """The Conv3D that failed to compile for gfx942 with "'linalg.generic' op
    inferred input/output operand #2 has shape's dimension #1 to be 32, but
    found 16": input [1,1,32,32,32], weight [16,1,9,9,1], bias [16]."""
    node = helper.make_node(
        "Conv",
        ["x", "w", "b"],
        ["y"],
        kernel_shape=[9, 9, 1],
        pads=[4, 4, 0, 4, 4, 0],
        strides=[1, 1, 1],
        dilations=[1, 1, 1],
        group=1,
    )
    return _model(
        [node],
        [_f32("x", [1, 1, 32, 32, 32])],
        [_f32("y", [1, 16, 32, 32, 32])],
        [_weights("w", (16, 1, 9, 9, 1), 1), _weights("b", (16,), 2)],
        name="conv3d_seed",
    )


onnx_case(
    "onnx_conv3d_seed",
    conv3d_seed,
    inputs=[randn(1, 1, "D", "H", "W")],
    sizes={"D": 32, "H": 32, "W": 32},
    dynamic=["D", "H", "W"],
    family="conv",
    atol=1e-3,
    tiers=("smoke",),
)


def matmul_add_relu() -> onnx.ModelProto:
    nodes = [
        helper.make_node("MatMul", ["x", "w"], ["h"]),
        helper.make_node("Add", ["h", "b"], ["a"]),
        helper.make_node("Relu", ["a"], ["y"]),
    ]
    return _model(
        nodes, [_f32("x", ["B", 16])], [_f32("y", ["B", 8])], [_weights("w", (16, 8), 3), _weights("b", (8,), 4)]
    )


onnx_case(
    "onnx_matmul_add_relu",
    matmul_add_relu,
    inputs=[randn("B", 16)],
    sizes={"B": 5},
    dynamic=["B"],
    family="matmul",
    tiers=FULL,
)


def gemm_transposed() -> onnx.ModelProto:
    node = helper.make_node("Gemm", ["a", "b", "c"], ["y"], alpha=0.5, beta=2.0, transB=1)
    return _model(
        [node], [_f32("a", ["M", "K"]), _f32("b", ["N", "K"]), _f32("c", ["M", "N"])], [_f32("y", ["M", "N"])]
    )


onnx_case(
    "onnx_gemm_transposed",
    gemm_transposed,
    inputs=[randn("M", "K"), randn("N", "K"), randn("M", "N")],
    sizes={"M": 4, "K": 9, "N": 6},
    dynamic=["M", "K", "N"],
    family="matmul",
    tiers=FULL,
)


def softmax_last() -> onnx.ModelProto:
    return _model(
        [helper.make_node("Softmax", ["x"], ["y"], axis=-1)], [_f32("x", ["B", "N"])], [_f32("y", ["B", "N"])]
    )


onnx_case(
    "onnx_softmax",
    softmax_last,
    inputs=[randn("B", "N")],
    sizes={"B": 3, "N": 17},
    dynamic=["B", "N"],
    family="reduction",
    tiers=FULL,
)


def conv2d_relu_pool() -> onnx.ModelProto:
    nodes = [
        helper.make_node("Conv", ["x", "w", "b"], ["c"], kernel_shape=[3, 3], pads=[1, 1, 1, 1]),
        helper.make_node("Relu", ["c"], ["r"]),
        helper.make_node("MaxPool", ["r"], ["y"], kernel_shape=[2, 2], strides=[2, 2]),
    ]
    return _model(
        nodes,
        [_f32("x", ["N", 3, "H", "W"])],
        [_f32("y", ["N", 8, "H2", "W2"])],
        [_weights("w", (8, 3, 3, 3), 5), _weights("b", (8,), 6)],
    )


onnx_case(
    "onnx_conv2d_relu_maxpool",
    conv2d_relu_pool,
    inputs=[randn("N", 3, "H", "W")],
    sizes={"N": 2, "H": 8, "W": 10},
    dynamic=["N", "H", "W"],
    family="conv",
    tiers=FULL,
)


def reshape_transpose() -> onnx.ModelProto:
    shape = numpy_helper.from_array(np.array([0, -1, 4], dtype=np.int64), "shape")
    nodes = [
        helper.make_node("Reshape", ["x", "shape"], ["r"]),
        helper.make_node("Transpose", ["r"], ["y"], perm=[0, 2, 1]),
    ]
    return _model(nodes, [_f32("x", ["B", "S", 8])], [_f32("y", ["B", 4, "T"])], [shape])


onnx_case(
    "onnx_reshape_transpose",
    reshape_transpose,
    inputs=[randn("B", "S", 8)],
    sizes={"B": 2, "S": 6},
    dynamic=["B", "S"],
    family="shape",
    tiers=FULL,
)
