"""Reduction of a wrong-number cell (PyTorch cases), after localization named
its first wrong node: delta debugging over the exported graph, keeping that
node, while the candidate compiled with the cell's flags and run on the
values eager PyTorch gave its inputs still returns that node's value wrong:
it differs from eager's on the same values the same way (values, shapes,
NaN/Inf), by the case's own tolerance, as localization compares a cut. Writes
``reduced.mlir`` and a ``reduced.py`` that shows the wrong numbers standalone.
"""

from __future__ import annotations

import re
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np

from conformance.analyses.common.bisect import array_differs
from conformance.analyses.common.ddmin import ddmin
from conformance.analyses.context import Context
from conformance.analyses.reduce import torch_graph as tg
from conformance.analyses.reduce.reduction import (
    REDUCED_MLIR,
    REDUCED_PY,
    Reduction,
    ddmin_counts,
    quiet_torch,
    safe,
    stopped_why,
)
from conformance.cell import Culprit, Status
from conformance.dtypes import torch_dtype_name
from conformance.pipeline.execute import run_module
from conformance.pipeline.frontend import TORCH_EXPORT
from conformance.pipeline.imports import frontend

# "mismatch: aten.mm.default: values differ", "...: makes an earlier value wrong (values differ)"
_KIND = re.compile(r"(values|shapes|dtypes|NaN/Inf values) differ\)?$")


def reduce_wrong_cell(ctx: Context) -> tuple[Culprit, str | None]:
    """The analysis after localization (``analysis.then``): reduced counts or why not."""
    culprit = ctx.earlier
    node = str(culprit.get("node") or "").split(" ", 1)[0]
    kind = _KIND.search(ctx.signature or "")
    if not node or kind is None:
        return {}, None  # no node named: nothing to keep while reducing
    watched = str(culprit.get("wrong_value") or node)  # the node whose value is wrong: it or an earlier one
    fe = frontend(ctx.case)
    reducer = WRONG_REDUCERS.get(fe.graph_kind)
    if reducer is None:
        return {"why": f"reduce: no wrong-number reduction for {fe.graph_kind} graphs"}, None
    if ctx.left() <= 0:
        return {"why": "reduce: budget"}, None
    reduced = reducer(ctx, node, watched, kind.group(1))
    out: Culprit = {"reduced": reduced.counts} if reduced.counts.get("nodes_after") else {}
    if reduced.why:
        out["why"] = f"reduce: {reduced.why}"
    return out, None


def reduce_wrong(ctx: Context, node_name: str, watched_name: str, kind: str) -> Reduction:
    """``node_name``: the node localization named, kept in every candidate;
    ``watched_name``: the node whose value must stay wrong (itself, or the
    earlier value adding it makes wrong), returned first by every candidate."""
    import torch

    start = time.monotonic()
    imported = ctx.imported
    if not imported.ok:
        return Reduction({}, "the case does not import")
    inputs = [np.load(p) for p in imported.inputs()]
    with quiet_torch():
        ep = frontend(ctx.case).framework_graph(ctx.case, ctx.variant, inputs)
        graph = tg.graph_of(ep, [torch.from_numpy(a.copy()) for a in inputs], ctx.variant.symbolic)
    by_name = {n.name: n for n in graph.items}
    culprit, watched = by_name.get(node_name), by_name.get(watched_name)
    if culprit is None or watched is None:
        return Reduction({}, f"the named node {node_name} or {watched_name} is not in the exported graph")
    before = tg.count_nodes(graph.items)
    wrong = _Wrong(ctx, kind)

    def test(kept: tuple[Any, ...], weights_as_inputs: bool) -> bool:
        if culprit not in kept or watched not in kept:
            return False
        try:
            return wrong(tg.build(graph, kept, weights_as_inputs, first=watched))
        except tg.NotACandidate:
            return False

    mode = next((m for m in (True, False) if safe(partial(test, graph.items, m))), None)
    if mode is None:
        return Reduction({"nodes_before": before}, "the exported graph, rebuilt, does not give wrong numbers")
    with quiet_torch():
        found = ddmin(graph.items, lambda kept: safe(lambda: test(kept, mode)), deadline=ctx.deadline)
    final = tg.build(graph, found.items, mode, first=watched)
    folder = ctx.keep
    flags = ctx.flags
    (folder / REDUCED_MLIR).write_text(final.mlir())
    with torch.no_grad():  # the script compares the watched value by its own type's tolerance
        atol, rtol = ctx.case.tolerance(torch_dtype_name(final.module(*final.args)[0].dtype))
    title = f"{ctx.outcome.cell.id}: {ctx.signature} (reduced)"
    (folder / REDUCED_PY).write_text(tg.reduced_py(final, flags, title, wrong=(ctx.cfg.profile.device, atol, rtol)))
    return Reduction(ddmin_counts(before, tg.count_nodes(found.items), found, start), stopped_why(found))


# A framework's graph that reduces while its numbers stay wrong, by the frontend's graph_kind.
WRONG_REDUCERS: dict[str, Callable[[Context, str, str, str], Reduction]] = {TORCH_EXPORT: reduce_wrong}


class _Wrong:
    """Whether a candidate, built and run the way the cell was, gives ``kind`` of wrong numbers."""

    def __init__(self, ctx: Context, kind: str) -> None:
        self.ctx, self.kind = ctx, kind
        self.flags = ctx.flags
        self.differs = array_differs(ctx.case)

    def __call__(self, candidate: tg.Candidate) -> bool:
        import torch

        ctx = self.ctx
        if ctx.left() <= 0:  # the export is never interrupted (see Step.fails_same)
            return False
        text = candidate.mlir()
        with torch.no_grad():
            eager = [t.detach().numpy() for t in candidate.module(*candidate.args)]
        with tempfile.TemporaryDirectory(prefix="reduce-wrong-") as tmp:
            mlir = Path(tmp) / "candidate.mlir"
            mlir.write_text(text)
            compiled = ctx.compile(mlir)
            if compiled.status is not Status.PASS or compiled.vmfb is None:
                return False
            args = []
            for i, a in enumerate(candidate.args):
                np.save(Path(tmp) / f"arg_{i}.npy", a.detach().numpy())
                args.append(Path(tmp) / f"arg_{i}.npy")
            ran = run_module(
                ctx.cfg.tools, ctx.cfg.profile.device, compiled.vmfb, args, len(eager), Path(tmp) / "run",
                ctx.run_timeout(),
            )  # fmt: skip
            if ran.status is not Status.PASS:
                return False
            got = [np.load(p) for p in ran.outputs]
        return self.differs(got[0], eager[0])[0] == self.kind  # the named node's value: returned first
