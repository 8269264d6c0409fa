"""ONNX frontend: a model (built with onnx.helper or loaded from a file) to
MLIR, with the importer that ``iree-import-onnx`` runs, in process.

Dims variants: ``static`` fixes every input dim; ``dynamic`` and ``mixed`` turn
the declared input dims symbolic (``dim_param``), after which output and
intermediate shapes are inferred again from the inputs.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from conformance.case import Case, Variant


def with_symbolic_dims(model, case: Case, variant: Variant):  # -> onnx.ModelProto
    """A copy of ``model`` whose declared dims are symbolic in this variant."""
    import onnx

    m = onnx.ModelProto()
    m.CopyFrom(model)
    if not variant.symbolic:
        return m
    initializers = {t.name for t in m.graph.initializer}
    graph_inputs = [i for i in m.graph.input if i.name not in initializers]
    for spec, value in zip(case.inputs, graph_inputs, strict=False):
        dims = value.type.tensor_type.shape.dim
        for axis, d in enumerate(spec.shape):
            if isinstance(d, str) and d in variant.symbolic and axis < len(dims):
                dims[axis].Clear()
                dims[axis].dim_param = d
    # Shapes downstream of the inputs are no longer known: infer them anew.
    for out in m.graph.output:
        if out.type.HasField("tensor_type"):
            out.type.tensor_type.ClearField("shape")
    del m.graph.value_info[:]
    return m


def import_model(model) -> tuple[str, str]:
    """(MLIR text, entry function name), as ``iree-import-onnx model.onnx`` would produce."""
    import onnx
    from iree.compiler import ir
    from iree.compiler.extras import onnx_importer

    # The same steps as iree-import-onnx: shape inference with data propagation, then import.
    model = onnx.shape_inference.infer_shapes(model, data_prop=True)
    ctx = ir.Context()
    info = onnx_importer.ModelInfo(model)
    module = info.create_module(context=ctx).operation
    onnx_importer.NodeImporter.define_function(info.main_graph, module).import_all()
    module.verify()
    entry = next(
        ir.StringAttr(op.attributes["sym_name"]).value
        for op in module.regions[0].blocks[0].operations
        if "sym_visibility" not in op.attributes
    )
    return module.get_asm(assume_verified=True), entry


def export(case: Case, variant: Variant, inputs: Sequence[np.ndarray]) -> tuple[str, str]:
    return import_model(with_symbolic_dims(case.module(), case, variant))


def reference(case: Case, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
    """Outputs of onnx's own reference evaluator, for cases without stored outputs."""
    from onnx.reference import ReferenceEvaluator

    model = case.module()
    initializers = {t.name for t in model.graph.initializer}
    names = [i.name for i in model.graph.input if i.name not in initializers]
    outs = ReferenceEvaluator(model).run(None, dict(zip(names, inputs, strict=True)))
    return [np.asarray(o) for o in outs]
