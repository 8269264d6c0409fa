"""Reduction of one failing cell: delta debugging over its program, keeping
the failure's signature (for PyTorch cases first the dim sizes, as small as
the declaration allows); writes ``reduced.mlir`` (and ``reduced.py`` for
PyTorch cases) into the repro folder and returns the counts before and after.

Every candidate is one step: the in-process export (never interrupted: the
budget is checked before each candidate), then the compile out of process
with a timeout. A step that fails, hangs or crashes in any other way than the
cell did is a rejected candidate.
"""

from __future__ import annotations

import contextlib
import dataclasses
import logging
import re
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from conformance.analyses.common.compiler import compile_outcome, same_failure
from conformance.analyses.common.ddmin import Reduced, ddmin
from conformance.analyses.reduce import mlir_ops
from conformance.case import Case, Variant, check_contract, generate_inputs
from conformance.pipeline.tools import ToolSet

REDUCED_MLIR = "reduced.mlir"
REDUCED_PY = "reduced.py"


@dataclass(frozen=True)
class Reduction:
    counts: dict[str, Any] = field(default_factory=dict)  # nodes/dispatches before and after, tests, seconds
    why: str = ""


@dataclass(frozen=True)
class Step:
    tools: ToolSet
    flags: tuple[str, ...]
    signature: str
    timeout: float
    deadline: float

    def left(self) -> float:
        return self.deadline - time.monotonic()

    def fails_same(self, make_mlir: Callable[[], str]) -> bool:
        # A candidate's export is never interrupted: an exception raised into
        # torch.export from a signal handler leaves torch's dispatcher state
        # broken for the rest of the process (every later export and eager
        # reference in that worker fails), or aborts it. The budget is checked
        # before each candidate, so it can run over by one export.
        if self.left() <= 0:
            return False
        text = make_mlir()
        with tempfile.TemporaryDirectory(prefix="reduce-") as tmp:
            path = Path(tmp) / "candidate.mlir"
            path.write_text(text)
            out = compile_outcome(self.tools, path, self.flags, min(self.timeout, max(self.left(), 1.0)))
        return same_failure(out.signature, self.signature)


def dispatch_count(tools: ToolSet, mlir: Path, flags: tuple[str, ...], timeout: float) -> int | None:
    """Dispatches of the module after dispatch creation (``--compile-to=flow``);
    None when the compile does not get that far."""
    from conformance.pipeline.tools import run_tool

    run = run_tool([str(tools.compile), str(mlir), *flags, "--compile-to=flow", "-o", "-"], max(timeout, 1.0))
    if run.returncode != 0:
        return None
    return len(re.findall(r"\bflow\.executable\.export\b", run.stdout))


def ddmin_counts(before: int, after: int, found: Reduced[Any], start: float) -> dict[str, Any]:
    """A reduction's counts: nodes before and after, candidates tested, why it stopped, seconds since ``start``."""
    seconds = round(time.monotonic() - start, 1)
    return {
        "nodes_before": before,
        "nodes_after": after,
        "tests": found.tests,
        "stopped": found.stopped,
        "seconds": seconds,
    }


def stopped_why(found: Reduced[Any]) -> str:
    """Empty when delta debugging reached a minimal candidate, else why it stopped."""
    return "" if found.stopped == "minimal" else f"reduction stopped early ({found.stopped})"


def _with_dispatches(counts: dict[str, Any], step: Step, before: Path, after: Path) -> dict[str, Any]:
    for key, path in (("dispatches_before", before), ("dispatches_after", after)):
        if step.left() > 0:
            n = dispatch_count(step.tools, path, step.flags, min(step.timeout, step.left()))
            if n is not None:
                counts[key] = n
    return counts


def reduce_torch(case: Case, variant: Variant, mlir: Path, step: Step, folder: Path, title: str) -> Reduction:
    import torch

    from conformance.analyses.reduce import torch_graph as tg
    from conformance.pipeline.imports import frontend

    start = time.monotonic()
    sizes_before = dict(case.sizes)
    with quiet_torch():
        case = shrink_sizes(case, variant, step)
    inputs = generate_inputs(case)
    ep = frontend(case).framework_graph(case, variant, inputs)
    graph = tg.graph_of(ep, [torch.from_numpy(a.copy()) for a in inputs], variant.symbolic)
    before = tg.count_nodes(graph.items)

    def test(kept: tuple[Any, ...], weights_as_inputs: bool) -> bool:
        try:
            cand = tg.build(graph, kept, weights_as_inputs)
        except tg.NotACandidate:
            return False
        return step.fails_same(cand.mlir)

    # Weights as inputs make the smallest script; constants where the failure needs them.
    mode = next((m for m in (True, False) if safe(partial(test, graph.items, m))), None)
    if mode is None:
        return Reduction({"nodes_before": before}, "the exported graph, rebuilt, does not fail the same way")
    with quiet_torch():
        found = ddmin(graph.items, lambda kept: test(kept, mode), deadline=step.deadline)
    final = tg.build(graph, found.items, mode)
    (folder / REDUCED_MLIR).write_text(final.mlir())
    (folder / REDUCED_PY).write_text(tg.reduced_py(final, step.flags, title))
    counts = ddmin_counts(before, tg.count_nodes(found.items), found, start)
    if dict(case.sizes) != sizes_before:
        counts["sizes_before"], counts["sizes_after"] = sizes_before, dict(case.sizes)
    counts = _with_dispatches(counts, step, mlir, folder / REDUCED_MLIR)
    return Reduction(counts, stopped_why(found))


def shrink_sizes(case: Case, variant: Variant, step: Step) -> Case:
    """The case with each named dim as small as the declaration allows (2 for
    a symbolic dim: torch.export specializes 0 and 1, else 1) while the whole
    program still fails the same way; inputs that break the case's contract
    are a rejected candidate."""
    from conformance.pipeline.torch_frontend import export

    def fails(candidate: Case) -> bool:
        inputs = generate_inputs(candidate)
        if check_contract(candidate, inputs):
            return False
        return step.fails_same(lambda: export(candidate, variant, inputs)[0])

    current = case
    for name in case.sizes:
        lowest = 2 if name in variant.symbolic else 1
        size = current.sizes[name]
        for value in sorted({lowest, max(lowest, size // 2)}):
            if value >= size or step.left() <= 0:
                continue
            candidate = dataclasses.replace(current, sizes={**current.sizes, name: value})
            if safe(partial(fails, candidate)):
                current = candidate
                break
    return current


def reduce_mlir(mlir: Path, step: Step, folder: Path) -> Reduction:
    """Over the ops of the imported module's function (any frontend; used for ONNX cases)."""
    start = time.monotonic()
    module = mlir_ops.parse(mlir.read_text())
    if module is None:
        return Reduction({}, "the module is not one function of simple ops: not reduced")
    items = module.items()
    before = mlir_ops.count_ops(module, items)

    def test(kept: tuple[int, ...]) -> bool:
        try:
            text = module.render(kept)
        except mlir_ops.NotACandidate:
            return False
        return step.fails_same(lambda: text)

    if not test(items):
        return Reduction({"nodes_before": before}, "the module, rewritten, does not fail the same way")
    found = ddmin(items, test, deadline=step.deadline)
    (folder / REDUCED_MLIR).write_text(module.render(found.items))
    counts = ddmin_counts(before, mlir_ops.count_ops(module, found.items), found, start)
    counts = _with_dispatches(counts, step, mlir, folder / REDUCED_MLIR)
    return Reduction(counts, stopped_why(found))


@contextlib.contextmanager
def quiet_torch() -> Iterator[None]:
    """Rejected candidates make torch log tracebacks of failed shape checks: not ours to show."""
    logger = logging.getLogger("torch._subclasses.fake_tensor")
    was = logger.disabled
    logger.disabled = True
    try:
        yield
    finally:
        logger.disabled = was


def safe(fn: Callable[[], bool]) -> bool:
    try:
        return fn()
    except Exception:
        return False
