"""Where a cell goes wrong: the analyses that run after a cell's verdict is
known. A wrong number goes to localization (``conformance.localize``); a
failed compile or a crash goes to reduction (``conformance.reduce``). Each
writes the result's ``culprit`` (and may sharpen its signature); none changes
a status or a verdict, and an exception inside one is recorded as
``culprit.why``, never a lost cell. The pipeline does not know they exist.
"""

from __future__ import annotations

import dataclasses
import os
import time
import traceback

from conformance.cell import CellResult, Culprit, Status
from conformance.context import Analysis, Context


class Budget:
    """Seconds of analysis per run (``--localize-budget``), shared by the
    xdist workers: each worker gets its share."""

    def __init__(self, seconds: float) -> None:
        workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT") or 1)
        self.left = seconds / max(workers, 1)

    def spend(self, seconds: float) -> None:
        self.left -= seconds


def analysis_for(status: Status) -> Analysis | None:
    if status is Status.MISMATCH:
        from conformance.localize import localize_cell
        from conformance.reduce.wrong import reduce_wrong_cell

        return then(localize_cell, reduce_wrong_cell)
    if status in (Status.FAIL_COMPILE, Status.CRASH):
        from conformance.reduce import reduce_cell

        return reduce_cell
    return None


def then(first: Analysis, second: Analysis) -> Analysis:
    """``first``, then ``second`` on the result as ``first`` left it: one culprit
    (their whys joined), and the sharper signature (``second``'s, else ``first``'s)."""

    def both(ctx: Context) -> tuple[Culprit, str | None]:
        culprit, signature = first(ctx)
        result = dataclasses.replace(ctx.result, culprit=culprit or None, signature=signature or ctx.result.signature)
        more, sharper = second(dataclasses.replace(ctx, result=result))
        whys = [w for w in (culprit.get("why"), more.get("why")) if w]
        merged: Culprit = {**culprit, **more}
        if whys:
            merged["why"] = "; ".join(whys)
        return merged, sharper or signature

    return both


def analyze(ctx_args: dict, result: CellResult, budget: Budget) -> CellResult:
    """``result`` with its culprit, when an analysis applies; ``ctx_args``: case, variant, opt, cfg."""
    run = analysis_for(result.status)
    if run is None:
        return result
    # Analyzed again (localize/reduce on a finished run): from the pipeline's own signature.
    own = (result.culprit or {}).get("pipeline_signature") or result.signature
    result = dataclasses.replace(result, signature=own)
    if budget.left <= 0:
        return dataclasses.replace(result, culprit={"why": "budget"})
    start = time.monotonic()
    ctx = Context(result=result, deadline=start + budget.left, **ctx_args)
    try:
        culprit, signature = run(ctx)
    except Exception as e:  # an analysis's own failure is recorded, never a lost cell
        culprit, signature = {"why": f"analysis failed: {type(e).__name__}: {e}"}, None
        traceback.print_exc()
    finally:
        budget.spend(time.monotonic() - start)
    if signature and signature != result.signature:  # what an expectation's verdict compares, kept
        culprit = {**culprit, "pipeline_signature": result.signature or ""}
    return dataclasses.replace(result, culprit=culprit or None, signature=signature or result.signature)
