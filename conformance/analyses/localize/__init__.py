"""Wrong numbers: the first wrong graph op and the dispatch that computes it.

For a ``mismatch`` cell: the case's graph (the exported PyTorch program, or the
ONNX graph) is cut into prefix programs built with the cell's flags and
bisected against the reference's value of every node (``bisect``); then the
cell's module and a reference build are traced dispatch by dispatch
(``dispatch``). The culprit names the first node whose inputs agree and whose
value differs, and the first such dispatch; the signature names the op, so
distinct miscompiles are distinct triage rows and one bug stays one row.
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from conformance.analyses.common.bisect import FirstWrong, NotFound, array_differs, first_wrong
from conformance.analyses.common.build import OutOfTime, evaluator
from conformance.analyses.common.graph import Graph, Uncuttable
from conformance.analyses.common.torch_graph import program_graph
from conformance.analyses.context import Context
from conformance.analyses.localize.dispatch import NoDispatch, WrongDispatch, first_wrong_dispatch
from conformance.analyses.localize.onnx_graph import model_graph
from conformance.analyses.localize.repro import write_dispatch_repro
from conformance.case import Case, Variant
from conformance.cell import OUT_OF_BUDGET, Culprit
from conformance.pipeline.frontend import ONNX_MODEL, TORCH_EXPORT
from conformance.pipeline.imports import frontend


def localize_cell(ctx: Context) -> tuple[Culprit, str | None]:
    if _within_eager_tolerance(ctx):
        return {"why": ACCURACY_ONLY}, None
    imported = ctx.imported
    if not imported.ok:
        return {"why": f"the case does not import: {imported.message}"}, None
    culprit: Culprit = {}
    whys: list[str] = []
    found: FirstWrong | None = None
    wrong: WrongDispatch | None = None
    with tempfile.TemporaryDirectory(prefix="localize-") as tmp:
        try:
            found = _first_wrong_node(ctx, imported.inputs(), Path(tmp), culprit)
        except OutOfTime:
            return {**culprit, "why": OUT_OF_BUDGET}, None
        except (Uncuttable, NotFound) as e:
            whys.append(f"node: {e}")
        if ctx.left() <= 0:
            whys.append(f"dispatch: {OUT_OF_BUDGET}")
        else:
            try:
                wrong = first_wrong_dispatch(
                    ctx.case,
                    imported,
                    ctx.variant,
                    ctx.opt,
                    ctx.cfg,
                    array_differs(ctx.case),
                    Path(tmp) / "dispatch",
                    build_timeout(ctx),
                    sources=Path(tmp) / "sources",
                )
            except NoDispatch as e:
                whys.append(f"dispatch: {e}")
        if wrong is not None:
            write_dispatch_repro(ctx.keep, wrong, Path(tmp) / "sources", ctx)
    if found is not None:
        _name_node(culprit, found)
    if wrong is not None:
        culprit["dispatch"], culprit["reference"] = wrong.symbol, wrong.reference
        if "max_abs" not in culprit and wrong.max_abs is not None:
            culprit["max_abs"] = float(f"{wrong.max_abs:.4g}")
    if whys:
        culprit["why"] = "; ".join(whys)
    return culprit, signature(found, wrong)


def _name_node(culprit: Culprit, found: FirstWrong) -> None:
    node = found.node
    culprit["op"], culprit["node"] = node.op, f"{node.name} (node {found.index + 1} of {culprit['nodes']})"
    culprit["evidence"] = found.evidence
    if found.corrupts:
        culprit["wrong_value"] = found.corrupts
    if node.source:
        culprit["source"] = node.source
    if found.max_abs is not None:
        culprit["max_abs"] = float(f"{found.max_abs:.4g}")


ACCURACY_ONLY = (
    "accuracy: every output is within the case's tolerance of eager PyTorch; the mismatch is the float64 "
    "oracle's judgement (see the message), which comparing each node with eager values cannot place"
)


def _within_eager_tolerance(ctx: Context) -> bool:
    return agree_with_eager(ctx.case, list(ctx.outcome.outputs), ctx.imported.expected())


def within_eager_tolerance(case: Case, repro: Path) -> bool:
    """A finished run's mismatch, from its repro folder: see ``agree_with_eager``."""
    actual = sorted(repro.glob("actual_output_*.npy"))
    return agree_with_eager(case, actual, [repro / a.name.replace("actual_output_", "expected_") for a in actual])


def agree_with_eager(case: Case, actual: list[Path], expected: list[Path]) -> bool:
    """A mismatch's outputs agree with eager within the case's tolerance: only
    the float64 oracle found them wrong, and bisecting against eager values
    would find every node right."""
    if not actual or len(actual) != len(expected):
        return False
    differs = array_differs(case)
    return all(e.exists() and not differs(np.load(a), np.load(e))[0] for a, e in zip(actual, expected, strict=True))


def signature(found: FirstWrong | None, wrong: WrongDispatch | None) -> str | None:
    """``mismatch: aten.native_group_norm.default: values differ``; without a
    node, the dispatch's kind with its sizes out (``reduction_DxD_f32`` ->
    ``reduction_f32``)."""
    if found is not None and found.corrupts:
        return f"mismatch: {found.node.op}: makes an earlier value wrong ({found.kind} differ)"
    if found is not None:
        return f"mismatch: {found.node.op}: {found.kind} differ"
    if wrong is not None:
        kind = re.sub(r"^.*\$async_dispatch_\d+_?", "", wrong.symbol)
        kind = re.sub(r"_?\b(?:\d+|D)(?:x(?:\d+|D))*(?=_|$)", "", kind)
        return f"mismatch: dispatch {kind or 'unnamed'}: values differ"
    return None


def build_timeout(ctx: Context) -> float:
    """A reference build that compiles far longer than the cell did is not worth waiting for."""
    return max(1.0, min(ctx.cfg.compile_timeout, ctx.left(), max(60.0, 10 * ctx.outcome.durations.get("compile", 0.0))))


def _first_wrong_node(ctx: Context, inputs: list[Path], workdir: Path, culprit: Culprit) -> FirstWrong:
    graph = case_graph(ctx, [np.load(p) for p in inputs])
    culprit["nodes"] = len(graph.nodes)
    flags = ctx.flags
    evaluate = evaluator(graph, flags, ctx.cfg, inputs, workdir, ctx.left, ctx.prefix_run_timeout())
    return first_wrong(graph, evaluate, array_differs(ctx.case))


# How a framework's graph becomes a graph to bisect, by the frontend's graph_kind.
GRAPHS: dict[str, Callable[[Any, Case, Variant, list[np.ndarray]], Graph]] = {
    TORCH_EXPORT: lambda ep, case, variant, inputs: program_graph(ep, inputs, case.source_file),
    ONNX_MODEL: model_graph,
}


def case_graph(ctx: Context, inputs: list[np.ndarray]) -> Graph:
    fe = frontend(ctx.case)
    build = GRAPHS.get(fe.graph_kind)
    if build is None:
        raise Uncuttable(f"no graph bisection for {fe.graph_kind} graphs")
    return build(fe.framework_graph(ctx.case, ctx.variant, inputs), ctx.case, ctx.variant, inputs)
