"""Where a cell goes wrong: the analyses that run after a cell's verdict is
known. A wrong number goes to localization (``conformance.analyses.localize``); a
failed compile or a crash goes to reduction (``conformance.analyses.reduce``), and
what lies behind it to ``conformance.analyses.behind``, expected or not. They
receive the cell's outcome and return a finding: the record's ``culprit``
(and a sharper signature, and files to keep); none changes a status or a
verdict, and an exception inside one is recorded as ``culprit.why``, never a
lost cell. The pipeline does not know they exist.
"""

from __future__ import annotations

import dataclasses
import os
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple, TypeVar

from conformance.analyses.context import Analysis, BudgetSpent, Context, Subject
from conformance.cell import BEHIND, LOCALIZE, OUT_OF_BUDGET, REDUCE, Behind, Culprit, Finding, Status
from conformance.faults import one_line
from conformance.pipeline.outcome import CellOutcome

T = TypeVar("T")


class Budget:
    """Seconds of analysis for a run or a re-analysis (``--analysis-budget``),
    shared by the xdist workers: each worker gets its share."""

    def __init__(self, seconds: float) -> None:
        workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT") or 1)
        self.left = seconds / max(workers, 1)

    def spend(self, seconds: float) -> None:
        self.left -= seconds


def analysis_for(status: Status) -> Analysis | None:
    if status is Status.MISMATCH:
        from conformance.analyses.localize import localize_cell
        from conformance.analyses.reduce.wrong import reduce_wrong_cell

        return then(timed(LOCALIZE, localize_cell), timed(REDUCE, reduce_wrong_cell))
    if status in (Status.FAIL_COMPILE, Status.CRASH):
        from conformance.analyses.reduce import reduce_cell

        return timed(REDUCE, reduce_cell)
    return None


def timed(name: str, analysis: Analysis) -> Analysis:
    """``analysis``, its seconds added to ``ctx.spent[name]`` (the cell's durations), whatever it ends in."""

    def run(ctx: Context) -> tuple[Culprit, str | None]:
        start = time.monotonic()
        try:
            return analysis(ctx)
        finally:
            ctx.spent[name] = ctx.spent.get(name, 0.0) + time.monotonic() - start

    return run


def then(first: Analysis, second: Analysis) -> Analysis:
    """``first``, then ``second`` on the result as ``first`` left it: one culprit
    (their whys joined), and the sharper signature (``second``'s, else ``first``'s)."""

    def both(ctx: Context) -> tuple[Culprit, str | None]:
        culprit, signature = first(ctx)
        try:
            more, sharper = second(dataclasses.replace(ctx, earlier=culprit, sharpened=signature))
        except BudgetSpent:  # what ``first`` found stands
            more, sharper = {"why": OUT_OF_BUDGET}, None
        whys = [w for w in (culprit.get("why"), more.get("why")) if w]
        merged: Culprit = {**culprit, **more}
        if whys:
            merged["why"] = "; ".join(whys)
        return merged, sharper or signature

    return both


def analyze(
    subject: Subject, outcome: CellOutcome, budget: Budget, keep: Path, expected: bool = False, behind: bool = True
) -> Finding:
    """What the analyses for the outcome's status find, within the budget (none
    applies: nothing found); ``keep``: an empty scratch folder for the files they
    keep. A failure that was ``expected`` has no culprit to find, but what lies
    behind a compile failure is looked at (an expectation may pin it) unless
    ``behind`` is False."""
    spent: dict[str, float] = {}
    finding = NOTHING if expected else _culprit(subject, outcome, budget, keep, spent)
    from conformance.analyses.behind import applies as behind_applies  # imported by the first cell that needs it
    from conformance.analyses.behind import behind_cell

    imported = outcome.imported
    if behind and behind_applies(outcome.status, outcome.stage) and imported is not None and imported.ok:
        found = budgeted(behind_cell, Context.of(subject, outcome, keep, spent), budget, BEHIND)
        finding = dataclasses.replace(finding, behind=_behind_found(found))
    return dataclasses.replace(finding, seconds=spent) if spent else finding


NOTHING = Finding()


class OutOfBudget:
    """What ``budgeted`` gives when no budget is left to start the analysis, or a step
    inside it was cut short by the budget (``BudgetSpent``)."""


class Failed(NamedTuple):
    """What ``budgeted`` gives when the analysis raised: its own fault, never the cell's."""

    why: str


def budgeted(run: Callable[[Context], T], ctx: Context, budget: Budget, name: str = "") -> T | OutOfBudget | Failed:
    """``run(ctx)`` within what is left of the run's analysis budget (the context's deadline), its
    seconds spent from the budget (and added to ``ctx.spent[name]``); an exception inside it is
    caught and said (``Failed``), so a cell is never lost to an analysis."""
    if budget.left <= 0:
        return OutOfBudget()
    start = time.monotonic()
    ctx = dataclasses.replace(ctx, deadline=start + budget.left)
    try:
        return run(ctx)
    except BudgetSpent:
        return OutOfBudget()
    except Exception as e:
        traceback.print_exc()
        return Failed(f"analysis failed: {type(e).__name__}: {one_line(e)}")
    finally:
        budget.spend(time.monotonic() - start)
        if name:
            ctx.spent[name] = ctx.spent.get(name, 0.0) + time.monotonic() - start


def _behind_found(found: Behind | OutOfBudget | Failed) -> Behind:
    if isinstance(found, OutOfBudget):
        return {"why": OUT_OF_BUDGET}
    if isinstance(found, Failed):  # the analysis's own failure: its field says so, the cell is untouched
        return {"status": "error", "why": found.why}
    return found


def _culprit(subject: Subject, outcome: CellOutcome, budget: Budget, keep: Path, spent: dict[str, float]) -> Finding:
    run = analysis_for(outcome.status)
    if run is None:
        return Finding()
    found = budgeted(run, Context.of(subject, outcome, keep, spent), budget)
    if isinstance(found, OutOfBudget):
        return Finding(culprit={"why": OUT_OF_BUDGET})
    failed: Culprit = {"why": found.why} if isinstance(found, Failed) else {}
    culprit, signature = (failed, None) if isinstance(found, Failed) else found
    # What an expectation's verdict compares, kept wherever an analysis named an op or a pass: where it
    # also sharpened the signature, and where it did not (update-expectations then knows it may pin it).
    if (signature and signature != outcome.signature) or culprit.get("op") or culprit.get("pass"):
        culprit = {**culprit, "pipeline_signature": outcome.signature or ""}
    return Finding(culprit or None, signature if signature != outcome.signature else None, keep)
