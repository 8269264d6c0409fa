"""The ONNX route of a PyTorch model: ``torch.onnx.export(..., dynamo=True)``,
then IREE's ONNX importer (what ``iree-import-onnx model.onnx`` runs).

The door of everyone who ships ONNX. The model, its weights and its inputs are
the torch route's (a case declared with ``same_model_as``), and so are the
eager reference and the float64 oracle: the two routes' cells are judged
against the same numbers, cell for cell.

Opset 18: the opset torch.onnx's own op library (onnxscript's torchlib) is
written in, so the export runs no version conversion; IREE's importer covers
it (its ONNX op suite is generated at and beyond it).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from conformance.case import Case, Variant
from conformance.faults import FrontendRefused, environment_fault, one_line
from conformance.pipeline import onnx_frontend, timing, torch_frontend
from conformance.pipeline.frontend import ONNX_MODEL, Float64Runner, ProgramCheck
from conformance.pipeline.recent import Recent

OPSET = 18
MODEL = "model.onnx"  # in the import's folder, and so in a repro folder
_ANSI = re.compile(r"\x1b\[[0-9;]*m")  # torch.onnx colors its messages ("This is step 1/3")


class ImporterFailed(Exception):
    """IREE's ONNX importer refused what torch.onnx wrote: IREE's failure, the importer's."""


class TorchOnnxFrontend:
    name = "torch-onnx"
    package = "onnxscript"  # the exporter's op library; torch, onnx and the compiler are keyed elsewhere or pinned
    graph_kind = ONNX_MODEL  # the ONNX route's program is the model torch.onnx wrote

    def export(self, case: Case, variant: Variant, inputs: Sequence[np.ndarray], keep: Path) -> tuple[str, str]:
        import onnx

        with timing.stage("torch.onnx"):
            model = export_onnx(case, variant, inputs)
        onnx.save(model, keep / MODEL)  # the repro starts from it: iree-import-onnx model.onnx
        wrong = export_disagrees(case, model, inputs, keep)
        if wrong:  # torch.onnx wrote a model that computes something else: its fault, not the compiler's
            raise FrontendRefused(f"torch.onnx.export: the exported model computes otherwise than eager: {wrong}")
        try:
            with timing.stage("onnx-import"):
                imported = onnx_frontend.import_model(model)
        except Exception as e:
            if environment_fault(e):
                raise
            raise ImporterFailed(f"iree-import-onnx: {one_line(e)}") from e
        onnx_frontend.note_mistyped(model, inputs, keep)
        return imported

    def framework_graph(self, case: Case, variant: Variant, inputs: Sequence[np.ndarray]) -> Any:
        return export_onnx(case, variant, inputs)

    # One reference for both routes: eager PyTorch, and the model in float64.
    def reference(self, case: Case, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
        return torch_frontend.reference(case, inputs)

    def float64_runner(self, case: Case) -> Float64Runner:
        return torch_frontend.float64_runner(case)

    def narrow_types(self, case: Case) -> tuple[str, ...]:
        return case.compute_dtypes

    def program_check(self, case: Case, variant: Variant) -> ProgramCheck | None:
        return None  # the ONNX graph keeps the declared dims symbolic (checked at export) and nothing else

    def honest_draws(self, case: Case, inputs: Sequence[np.ndarray]) -> list[list[np.ndarray]] | None:
        return torch_frontend.honest_draws(case, inputs)


FRONTEND = TorchOnnxFrontend()


# The last models torch.onnx wrote in this process: the import and the analyses (localization,
# reduction; behind splits torch.export graphs only) of a case and variant at every opt level
# ask for the same one.
_EXPORTS: Recent[Any] = Recent()


def export_onnx(case: Case, variant: Variant, inputs: Sequence[np.ndarray]):  # -> onnx.ModelProto
    """The model as torch.onnx writes it, its declared dims symbolic in this variant.
    torch.onnx's refusal (or a dim it had to fix) is ``FrontendRefused``: torch's, never IREE's."""
    key = torch_frontend.export_key(case, variant, inputs)
    return _EXPORTS.get(key, lambda: _export_onnx(case, variant, inputs))


def _export_onnx(case: Case, variant: Variant, inputs: Sequence[np.ndarray]):  # -> onnx.ModelProto
    import torch

    model = torch_frontend._instantiate(case)
    args = tuple(torch.from_numpy(a.copy()) for a in inputs)
    quiet = logging.getLogger("torch.onnx")
    level = quiet.level
    quiet.setLevel(logging.ERROR)  # "torchvision is not installed. Skipping ..." on every export
    try:
        program = torch.onnx.export(
            model,
            args,
            dynamo=True,
            opset_version=OPSET,
            dynamic_shapes=torch_frontend.dynamic_shapes(case, variant, model),
            verbose=False,
        )
        if program is None:  # only a TorchScript export (dynamo=False) returns nothing
            raise RuntimeError("torch.onnx.export returned no program")
        proto = program.model_proto
    except Exception as e:
        if environment_fault(e):
            raise
        raise FrontendRefused(f"torch.onnx.export: {_why(e)}") from e
    finally:
        quiet.setLevel(level)
    fixed = _fixed_dims(proto, case, variant)
    if fixed:
        raise FrontendRefused(f"torch.onnx.export made dims static that this variant keeps symbolic: {fixed}")
    return proto


def export_disagrees(case: Case, model, inputs: Sequence[np.ndarray], keep: Path) -> str:  # model: onnx.ModelProto
    """Where onnx's ReferenceEvaluator, running the exported model on the cell's inputs, fails the
    oracle the compiler is judged by (``keep`` holds the eager outputs and the float64 references):
    ``output 1: values differ``; "" when it agrees, or when the evaluator cannot run the model."""
    from onnx.reference import ReferenceEvaluator

    from conformance.pipeline.compare import Oracle, compare_arrays

    try:
        with np.errstate(all="ignore"):
            outs = ReferenceEvaluator(model).run(None, onnx_frontend.feed(model, inputs))
    except Exception as e:  # an op or type the evaluator lacks: the export stays unchecked
        if environment_fault(e):
            raise
        return ""
    for i, got in enumerate(outs):
        expected, reference = keep / f"expected_{i}.npy", keep / f"reference64_{i}.npy"
        if not expected.exists():
            return ""
        oracle = None
        if reference.exists():
            sensitivity, spread = keep / f"sensitivity64_{i}.npy", keep / f"spread64_{i}.npy"
            oracle = Oracle(
                np.load(reference),
                np.load(sensitivity) if sensitivity.exists() else None,
                "",
                np.load(spread) if spread.exists() else None,
            )
        found = compare_arrays(case, np.asarray(got), np.load(expected), oracle)
        if found:
            return f"output {i}: {found[0]} differ (onnx's reference evaluator)"
    return ""


def _why(e: BaseException) -> str:
    """torch.onnx's refusal in one line: the first cause in its chain (``DispatchError: No
    ONNX function found for <OpOverload(op='aten.histc'...)>``), not the wrapper's "step 3/3"."""
    while e.__cause__ is not None:
        e = e.__cause__
    lines = _ANSI.sub("", str(e)).strip().splitlines()
    return f"{type(e).__name__}: {lines[0] if lines else ''}"


def _fixed_dims(proto, case: Case, variant: Variant) -> str:  # proto: onnx.ModelProto
    """The declared symbolic dims the exported graph's inputs hold as numbers: a variant
    that export specialized would pass for a dynamic one."""
    initializers = {t.name for t in proto.graph.initializer}
    graph_inputs = [i for i in proto.graph.input if i.name not in initializers]
    fixed = []
    for spec, value in zip(case.inputs, graph_inputs, strict=False):
        dims = value.type.tensor_type.shape.dim
        for axis, d in enumerate(spec.shape):
            if d in variant.symbolic and axis < len(dims) and not dims[axis].dim_param:
                fixed.append(f"{value.name}[{axis}] ({d})")
    return ", ".join(fixed)
