"""A Conv whose weight dims are symbolic, into an Identity: a model onnx's checker accepts, in which shape
inference leaves the Conv's result without a shape. `python make_model.py` writes conv_identity.onnx;
`iree-import-onnx conv_identity.onnx -o reduced.mlir` types that result !torch.vtensor<[],f32>."""

import onnx
from onnx import TensorProto, helper

F = TensorProto.FLOAT
graph = helper.make_graph(
    [helper.make_node("Conv", ["X", "Wt"], ["C"], group=4), helper.make_node("Identity", ["C"], ["Y"])],
    "g",
    [
        helper.make_tensor_value_info("X", F, ["N", "Ch", "L"]),
        helper.make_tensor_value_info("Wt", F, ["M", "one", "K"]),
    ],
    [helper.make_tensor_value_info("Y", F, [None, None, None])],
)
model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 22)])
model.ir_version = 10
onnx.checker.check_model(model)
onnx.save(model, "conv_identity.onnx")
