"""ONNX frontend: a model (built with onnx.helper or loaded from a file) to
MLIR, with the importer that ``iree-import-onnx`` runs, in process.

Dims variants: ``static`` fixes every input dim; ``dynamic`` and ``mixed`` turn
the declared input dims symbolic (``dim_param``), after which output and
intermediate shapes are inferred again from the inputs.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from conformance.case import Case, Variant
from conformance.faults import environment_fault
from conformance.pipeline import timing
from conformance.pipeline.frontend import ONNX_MODEL, Float64Runner, ProgramCheck


class OnnxFrontend:
    name = "onnx"
    package = "onnx"
    graph_kind = ONNX_MODEL

    def export(self, case: Case, variant: Variant, inputs: Sequence[np.ndarray], keep: Path) -> tuple[str, str]:
        model = with_symbolic_dims(case.module(), case, variant)
        with timing.stage("onnx-import"):
            imported = import_model(model)
        note_mistyped(model, inputs, keep)
        return imported

    def framework_graph(self, case: Case, variant: Variant, inputs: Sequence[np.ndarray]) -> Any:
        return case.module()  # the model as declared: its dims are made symbolic where the importer reads it

    def reference(self, case: Case, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
        return reference(case, inputs)

    def float64_runner(self, case: Case) -> Float64Runner:
        return float64_runner(case)

    def narrow_types(self, case: Case) -> tuple[str, ...]:
        return tuple(sorted(set(to_float64(case.module())[1]) | set(case.compute_dtypes)))

    def program_check(self, case: Case, variant: Variant) -> ProgramCheck | None:
        return None  # the imported graph is shape-agnostic beyond its declared dims

    def honest_draws(self, case: Case, inputs: Sequence[np.ndarray]) -> list[list[np.ndarray]] | None:
        return None  # not yet: the float64 oracle's per-element allowances alone judge ONNX cases


FRONTEND = OnnxFrontend()


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
    # Shapes downstream of the inputs are no longer known: infer them anew. An output keeps its rank
    # (a valid model must declare one), its dims unknown: inference that cannot size it leaves it [?, ...],
    # never rank 0, which the importer would type a shapeless output as.
    for out in m.graph.output:
        if out.type.HasField("tensor_type") and out.type.tensor_type.HasField("shape"):
            for d in out.type.tensor_type.shape.dim:
                d.Clear()
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


MISTYPED = "importer-mistyped.txt"  # beside module.mlir: what the importer typed as a scalar that is not
TYPED = "module.typed.mlir"  # the same model imported with those values' types given


def note_mistyped(model, inputs: Sequence[np.ndarray], keep: Path) -> None:  # model: onnx.ModelProto
    """When the importer typed a value wrong, writes ``keep/MISTYPED`` and ``keep/TYPED``.
    A value onnx's shape inference leaves without a shape (its rank unknown) becomes
    ``!torch.vtensor<[],T>``, a scalar (``type_proto_to_type`` reads no dims as rank 0),
    while on the cell's inputs onnx's ReferenceEvaluator gives it a rank. MISTYPED's
    first line names the first such value (``a rank-2 Reshape``), then one line each.
    TYPED is the model imported with those values typed as run (their dims unknown
    where the model has symbolic dims), for the compiler to say whether the type
    is what it failed on."""
    import onnx

    inferred = onnx.shape_inference.infer_shapes(model, data_prop=True)  # as the importer does
    found = mistyped(inferred, inputs)
    if not found:
        return
    op, _, shape = found[0]
    lines = [f"a rank-{len(shape)} {op}", *(f"{op} {name!r}: shape {list(shape)}" for op, name, shape in found)]
    (keep / MISTYPED).write_text("\n".join(lines) + "\n")
    symbolic = any(d.dim_param for i in model.graph.input for d in i.type.tensor_type.shape.dim)
    _give_shapes(inferred, {name: shape for _, name, shape in found}, symbolic)
    (keep / TYPED).write_text(import_model(inferred)[0])


def mistyped(inferred, inputs: Sequence[np.ndarray]) -> list[tuple[str, str, tuple[int, ...]]]:
    """(op, value, shape at run time) of each value the importer types as a scalar and is not;
    ``inferred``: the onnx.ModelProto after shape inference with data propagation."""
    import onnx
    from onnx.reference import ReferenceEvaluator

    typed = {v.name: v.type for v in (*inferred.graph.value_info, *inferred.graph.output)}
    unshaped = [
        (node.op_type, name)
        for node in inferred.graph.node
        for name in node.output
        if name in typed and typed[name].tensor_type.elem_type and not typed[name].tensor_type.HasField("shape")
    ]
    if not unshaped:
        return []
    probe = onnx.ModelProto()
    probe.CopyFrom(inferred)
    outputs = {o.name for o in probe.graph.output}
    probe.graph.output.extend(onnx.ValueInfoProto(name=name) for _, name in unshaped if name not in outputs)
    try:
        with np.errstate(all="ignore"):
            values = ReferenceEvaluator(probe).run([n for _, n in unshaped], feed(probe, inputs))
    except Exception as e:  # an op or type the evaluator lacks: left unchecked
        if environment_fault(e):
            raise
        return []
    return [(op, name, np.shape(v)) for (op, name), v in zip(unshaped, values, strict=True) if np.ndim(v) > 0]


def _give_shapes(inferred, shapes: dict[str, tuple[int, ...]], symbolic: bool) -> None:  # inferred: onnx.ModelProto
    """These values of the inferred model given their shapes (only their rank when symbolic)."""
    for v in (*inferred.graph.value_info, *inferred.graph.output):
        if v.name in shapes and not v.type.tensor_type.HasField("shape"):
            dims = v.type.tensor_type.shape.dim
            for size in shapes[v.name]:
                d = dims.add()
                if not symbolic:
                    d.dim_value = size


def reference(case: Case, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
    """Outputs of onnx's own reference evaluator, for cases without stored outputs."""
    from onnx.reference import ReferenceEvaluator

    model = case.module()
    outs = ReferenceEvaluator(model).run(None, feed(model, inputs))
    return [np.asarray(o) for o in outs]


def feed(model, inputs: Sequence[np.ndarray]) -> dict[str, np.ndarray]:  # model: onnx.ModelProto
    """The model's inputs by name, those an initializer does not already give, in order."""
    initializers = {t.name for t in model.graph.initializer}
    names = [i.name for i in model.graph.input if i.name not in initializers]
    return dict(zip(names, inputs, strict=True))


_NARROW = {"FLOAT": "f32", "FLOAT16": "f16", "BFLOAT16": "bf16"}


def _float_types() -> dict[int, str]:
    from onnx import TensorProto

    return {getattr(TensorProto, k): v for k, v in _NARROW.items()}


def to_float64(model):  # -> (onnx.ModelProto, the float formats the model names)
    """A copy of ``model`` computing in float64: every f32/f16/bf16 tensor type,
    initializer, constant and cast target becomes DOUBLE."""
    import onnx

    m = onnx.ModelProto()
    m.CopyFrom(model)
    widen = _Widen(_float_types())
    widen.graph(m.graph)
    for f in m.functions:
        widen.nodes(f.node)
    return m, tuple(sorted(widen.seen))


class _Widen:
    """Rewrites float types to DOUBLE in place, recording which formats it met."""

    def __init__(self, floats: dict[int, str]) -> None:
        self.floats = floats
        self.seen: set[str] = set()

    def _double(self, data_type: int) -> int:
        from onnx import TensorProto

        self.seen.add(self.floats[data_type])
        return TensorProto.DOUBLE

    def tensor(self, t) -> None:
        from onnx import numpy_helper

        if t.data_type in self.floats:
            self.seen.add(self.floats[t.data_type])
            t.CopyFrom(numpy_helper.from_array(numpy_helper.to_array(t).astype(np.float64), t.name))

    def value_type(self, tp) -> None:
        if tp.HasField("tensor_type") and tp.tensor_type.elem_type in self.floats:
            tp.tensor_type.elem_type = self._double(tp.tensor_type.elem_type)
        elif tp.HasField("sequence_type"):
            self.value_type(tp.sequence_type.elem_type)
        elif tp.HasField("optional_type"):
            self.value_type(tp.optional_type.elem_type)

    def attribute(self, a) -> None:
        from onnx import AttributeProto

        if a.type == AttributeProto.TENSOR:
            self.tensor(a.t)
        elif a.type == AttributeProto.INT and a.name in ("to", "dtype", "output_dtype") and a.i in self.floats:
            a.i = self._double(a.i)
        elif a.type == AttributeProto.GRAPH:
            self.graph(a.g)
        elif a.type == AttributeProto.GRAPHS:
            for g in a.graphs:
                self.graph(g)

    def nodes(self, ns) -> None:
        for n in ns:
            for a in n.attribute:
                self.attribute(a)

    def graph(self, g) -> None:
        for t in g.initializer:
            self.tensor(t)
        for v in [*g.input, *g.output, *g.value_info]:
            self.value_type(v.type)
        self.nodes(g.node)


def float64_runner(case: Case) -> Float64Runner:
    from onnx.reference import ReferenceEvaluator

    model, _ = to_float64(case.module())
    initializers = {t.name for t in model.graph.initializer}
    names = [i.name for i in model.graph.input if i.name not in initializers]
    evaluator = ReferenceEvaluator(model)

    def run(inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
        outs = evaluator.run(None, dict(zip(names, inputs, strict=True)))
        return [np.asarray(o) for o in outs]

    return run
