"""Compile failures and crashes: the failing pass, the opt-level switch, a reduced repro
(wrong numbers are reduced too, after localization: ``wrong``).

``reduce_cell(ctx)`` is called by ``conformance.analyses`` for fail-compile
and crash cells that are not expected failures (and on demand by ``python -m
conformance reduce``). It first reruns the compile alone: a failure that does
not come back the same is flaky, and nothing else is tried. Then, while the
deadline allows: the failing pass and its reproducer (``passes``), the reduced
program (``reduction``), and the opt-level switch (``opt_switch``;
``opt_switch_of_cell`` serves wrong-number cells too).
"""

from __future__ import annotations

from pathlib import Path

from conformance.analyses.common.compiler import compile_outcome, same_failure
from conformance.analyses.context import BudgetSpent, Context
from conformance.analyses.reduce.opt_switch import cell_outcome, find_opt_switch, other_level, switches_for
from conformance.analyses.reduce.passes import REPRODUCER_TIMED_OUT, find_failing_pass, with_pass
from conformance.analyses.reduce.reduction import Reduction, Step, reduce_mlir, reduce_torch
from conformance.axes import OPT_LEVELS
from conformance.cell import OUT_OF_BUDGET, Culprit, Status
from conformance.pipeline.frontend import TORCH_EXPORT
from conformance.pipeline.imports import frontend


def reduce_cell(ctx: Context) -> tuple[Culprit, str | None]:
    r = ctx.outcome
    if r.status not in (Status.FAIL_COMPILE, Status.CRASH) or r.stage != "compile" or not r.signature:
        return {"why": f"not a compiler failure ({r.status} at {r.stage}): no pass to name"}, None
    imported = ctx.imported
    if not imported.ok:
        return {"why": f"the import does not come back: {imported.status}"}, None
    flags = ctx.flags
    crash_stderr, flaky = _rerun_alone(ctx)
    if flaky:
        return {"why": flaky}, None
    culprit: Culprit = {}
    whys: list[str] = []
    name, why = _failing_pass(ctx, imported.mlir, flags, r.signature, crash_stderr)
    if name:
        culprit["pass"] = name
    if why:
        whys.append(f"pass: {why}")
    signature = with_pass(r.signature, name) if r.status is Status.CRASH else None
    if ctx.left() > 0:
        reduced = reduce_program(ctx, imported.mlir, flags, r.signature)
        if reduced.counts:
            culprit["reduced"] = reduced.counts
        if reduced.why:
            whys.append(f"reduce: {reduced.why}")
    else:
        whys.append("reduce: budget")
    switch, why = opt_switch_of_cell(ctx) if ctx.left() > 0 else (None, OUT_OF_BUDGET)
    if switch:
        culprit["opt_switch"] = switch
    elif why:
        whys.append(f"opt switch: {why}")
    if whys:
        culprit["why"] = "; ".join(whys)
    return culprit, signature


def _rerun_alone(ctx: Context) -> tuple[str, str | None]:
    """The cell's compile again, alone: its stderr where it crashed, and why it is flaky where
    it does not fail the same way. A rerun the budget cut short is no answer (``BudgetSpent``)."""
    step = ctx.compile_timeout()
    again = compile_outcome(ctx.cfg.tools, ctx.imported.mlir, ctx.flags, step)
    if ctx.cut_short(again.status, step):
        raise BudgetSpent
    if not same_failure(again.signature, ctx.outcome.signature):
        return "", f"flaky: rerun alone it gave {again.signature or again.status!s}, not the cell's signature"
    return (again.run.stderr if again.status is Status.CRASH else ""), None


def _failing_pass(
    ctx: Context, mlir: Path, flags: tuple[str, ...], signature: str, crash_stderr: str
) -> tuple[str | None, str | None]:
    """The failing pass (``passes``) and why it is not named; a reproducer run the
    budget cut short is said as the budget's, not as a timeout."""
    step = ctx.compile_timeout()
    found = find_failing_pass(ctx.cfg.tools, mlir, flags, signature, ctx.keep, step, crash_stderr)
    if found.why == REPRODUCER_TIMED_OUT and ctx.cut_short(Status.TIMEOUT, step):
        return found.name, OUT_OF_BUDGET
    return found.name, found.why


# A framework's graph that reduces to a standalone reduced.py, by the frontend's
# graph_kind; the others reduce the imported module's ops.
GRAPH_REDUCERS = {TORCH_EXPORT: reduce_torch}


def reduce_program(ctx: Context, mlir: Path, flags: tuple[str, ...], signature: str) -> Reduction:
    """The exported graph for PyTorch cases, the imported module's ops for the others."""
    step = Step(ctx.cfg.tools, flags, signature, ctx.cfg.compile_timeout, ctx.deadline)
    folder = ctx.keep
    program = GRAPH_REDUCERS.get(frontend(ctx.case).graph_kind)
    if program is not None:
        title = f"Reduced repro of {ctx.outcome.cell.id}: {signature}"
        return program(ctx.case, ctx.variant, mlir, step, folder, title)
    return reduce_mlir(mlir, step, folder)


def opt_switch_of_cell(ctx: Context) -> tuple[str | None, str]:
    """The pipeline opt level that flips this cell, against the nearest opt
    level where its outcome differs. For any cell (the localization of wrong
    numbers calls it too); (None, why) when there is none."""
    if ctx.opt not in OPT_LEVELS:
        return None, f"opt level {ctx.opt} is not one of {OPT_LEVELS}"
    outcome = cell_outcome(ctx.case, ctx.imported, ctx.cfg)
    flags = ctx.cfg.profile.flags(ctx.opt, ctx.cfg.target)
    good = other_level(outcome, flags, ctx.opt)
    if good is None:
        return None, "the same outcome at every opt level"
    switches = switches_for(ctx.cfg.profile.name)
    return find_opt_switch(outcome, flags, ctx.opt, good, switches, lambda: ctx.left() <= 0)
