"""An ONNX model's graph for localization (an ONNX case's, or the ONNX route's
export of a PyTorch case): every node output is a value, its reference is
``onnx.reference.ReferenceEvaluator``'s intermediate value on the cell's
inputs, and a prefix program is the model with its graph outputs replaced by
the chosen values, imported like the model itself."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from conformance.analyses.common.graph import Graph, Node, Uncuttable
from conformance.case import Case, Variant

_CONTROL_FLOW = {"If", "Loop", "Scan", "SequenceMap"}


def model_graph(model, case: Case, variant: Variant, inputs: Sequence[np.ndarray]) -> Graph:  # model: onnx.ModelProto
    """The graph of an ONNX model: the case's own, or the ONNX route's as torch.onnx
    wrote it for this variant (the file the cell compiled). A wrong value there is
    IREE's, where the evaluator agrees with eager at the outputs."""
    import onnx
    from onnx.reference import ReferenceEvaluator

    from conformance.pipeline.onnx_frontend import import_model, with_symbolic_dims

    graph = model.graph
    flow = sorted({n.op_type for n in graph.node if n.op_type in _CONTROL_FLOW})
    if flow:
        raise Uncuttable(f"the graph holds control flow ({', '.join(flow)}): its prefixes cannot be cut")
    initializers = {t.name for t in graph.initializer}
    names = [i.name for i in graph.input if i.name not in initializers]
    try:
        env = ReferenceEvaluator(model).run(None, dict(zip(names, inputs, strict=True)), intermediate=True)
    except Exception as e:  # the evaluator lacks an op, or a custom domain
        raise Uncuttable(f"onnx's reference evaluator cannot run the graph: {type(e).__name__}: {e}") from e
    assert isinstance(env, dict)  # intermediate=True: every value by name
    values = {k: np.asarray(v) for k, v in env.items() if isinstance(v, np.ndarray) and v.dtype.kind in "biuf"}
    symbolic = onnx.shape_inference.infer_shapes(with_symbolic_dims(model, case, variant), data_prop=True)
    types = {v.name: v.type for v in (*symbolic.graph.value_info, *symbolic.graph.output)}

    nodes: list[Node] = []
    for n in graph.node:
        reads = tuple(dict.fromkeys(i for i in n.input if i in values and i not in names and i not in initializers))
        for out in n.output:
            if out and out in values and out in types:
                nodes.append(Node(out, f"onnx.{n.op_type}", reads))
    outputs = tuple(o.name for o in graph.output if o.name in values)

    def prefix(chosen: Sequence[str]) -> tuple[str, str]:
        m = with_symbolic_dims(model, case, variant)
        del m.graph.output[:]
        for name in chosen:
            out = m.graph.output.add()
            out.name = name
            out.type.CopyFrom(types[name])
        return import_model(m)

    return Graph(tuple(nodes), outputs, lambda name: values[name], prefix)
