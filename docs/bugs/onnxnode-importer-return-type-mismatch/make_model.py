"""MeanVarianceNormalization of X [N, C, H, 1], N, C and H symbolic, Y of rank 4 with its dims unknown: a
checker-valid model. `python make_model.py` writes mvn.onnx; `iree-import-onnx mvn.onnx -o mvn.mlir` fails to
verify: the expanded function returns [?,?,?,1] where the graph's result is [?,?,?,?], and no cast is made."""

import onnx
from onnx import TensorProto, helper

graph = helper.make_graph(
    [helper.make_node("MeanVarianceNormalization", ["X"], ["Y"])],
    "g",
    [helper.make_tensor_value_info("X", TensorProto.FLOAT, ["N", "C", "H", 1])],
    [helper.make_tensor_value_info("Y", TensorProto.FLOAT, [None, None, None, None])],
)
model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
model.ir_version = 8
onnx.checker.check_model(model)
onnx.save(model, "mvn.onnx")
