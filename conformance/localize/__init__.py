"""Wrong numbers: the first wrong graph op and the dispatch that computes it.

For a ``mismatch`` cell: the case's graph (the exported PyTorch program, or the
ONNX graph) is cut into prefix programs built with the cell's flags, and
bisected against the reference's value of every node (``bisect``). The culprit
names the first node whose inputs agree and whose value differs; the
signature names its op, so distinct miscompiles are distinct triage rows.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import numpy as np

from conformance.analysis import Context
from conformance.cell import Culprit
from conformance.localize.bisect import NotFound, array_differs, first_wrong
from conformance.localize.build import OutOfTime, evaluator
from conformance.localize.graph import Graph, Uncuttable
from conformance.pipeline.imports import import_case


def localize_cell(ctx: Context) -> tuple[Culprit, str | None]:
    culprit: Culprit = {}
    imported = import_case(ctx.case, ctx.variant, ctx.cfg.cache_root)
    if not imported.ok:
        return {"why": f"the case does not import: {imported.message}"}, None
    inputs = imported.inputs()
    flags = (*ctx.cfg.profile.flags(ctx.opt, ctx.cfg.target), *ctx.case.compile_flags)
    try:
        graph = case_graph(ctx, [np.load(p) for p in inputs])
        culprit["nodes"] = len(graph.nodes)
        with tempfile.TemporaryDirectory(prefix="localize-") as tmp:
            evaluate = evaluator(graph, flags, ctx.cfg, inputs, Path(tmp), ctx.left, run_timeout(ctx))
            found = first_wrong(graph, evaluate, array_differs(ctx.case))
    except OutOfTime:
        return {**culprit, "why": "budget"}, None
    except (Uncuttable, NotFound) as e:
        return {**culprit, "why": str(e)}, None
    node = found.node
    culprit.update(op=node.op, node=f"{node.name} (node {found.index + 1} of {len(graph.nodes)})")
    if node.source:
        culprit["source"] = node.source
    if found.max_abs is not None:
        culprit["max_abs"] = float(f"{found.max_abs:.4g}")
    return culprit, f"mismatch: {node.op}: {found.kind} differ"


def run_timeout(ctx: Context) -> float:
    """A prefix program runs in about the time the cell did; far longer is a hang."""
    return min(ctx.cfg.run_timeout, 10 + 20 * ctx.result.durations.get("run", 1.0))


def case_graph(ctx: Context, inputs: list[np.ndarray]) -> Graph:
    if ctx.case.frontend == "torch":
        from conformance.localize.torch_graph import torch_graph

        return torch_graph(ctx.case, ctx.variant, inputs)
    raise Uncuttable(f"no graph bisection for {ctx.case.frontend} cases")
