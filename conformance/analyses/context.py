"""The seam between the pipeline and the analyses that run after a cell's
verdict (``conformance.analyses.localize``, ``conformance.analyses.reduce``): what an analysis
gets and what it returns. A leaf, so each analysis and their dispatcher
(``conformance.analyses``) import it without importing each other.

An analysis receives the cell's outcome as the pipeline left it (the
imported program, the flags, the module, the outputs): it never imports the
case again, and it writes nothing into the results. Files it wants kept go
into ``keep``, a scratch folder; ``conformance.results.record`` copies them
into the cell's repro folder."""

from __future__ import annotations

import functools
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from conformance.case import Case, Variant
from conformance.cell import Culprit, Status
from conformance.pipeline.compile import Compiled, compile_module
from conformance.pipeline.imports import Imported
from conformance.pipeline.outcome import CellOutcome
from conformance.pipeline.run_cell import RunConfig


class BudgetSpent(Exception):
    """The analysis budget ran out inside a step: a compile it cut short measured nothing.
    ``conformance.analyses.budgeted`` turns it into the analysis's ``why: budget``."""


@dataclass(frozen=True)
class Subject:
    """The cell an analysis is asked about: its declaration, opt level and the run's configuration."""

    case: Case
    variant: Variant
    opt: str
    cfg: RunConfig


@dataclass(frozen=True)
class Context:
    """What an analysis gets: the cell's declaration and configuration, its
    outcome, what an earlier analysis of it found, the folder for files to
    keep, and the moment by which it must give up (``time.monotonic()``)."""

    case: Case
    variant: Variant
    opt: str
    cfg: RunConfig
    outcome: CellOutcome
    deadline: float
    keep: Path
    earlier: Culprit = field(default_factory=lambda: Culprit())  # an earlier analysis's culprit (analysis.then)
    sharpened: str | None = None  # the signature an earlier analysis made more exact
    # Seconds per analysis (localize, reduce, behind), filled as each runs: the cell's durations get them.
    spent: dict[str, float] = field(default_factory=dict)

    @classmethod
    def of(cls, subject: Subject, outcome: CellOutcome, keep: Path, spent: dict[str, float]) -> Context:
        """A context with no time yet: the analysis's runner (analyses.budgeted) sets its deadline."""
        return cls(subject.case, subject.variant, subject.opt, subject.cfg, outcome, 0.0, keep, spent=spent)

    def left(self) -> float:
        return self.deadline - time.monotonic()

    @functools.cached_property
    def flags(self) -> tuple[str, ...]:
        """The cell's compile flags, as its compile had them."""
        return self.cfg.cell_flags(self.opt, self.case)[0]

    def compile_timeout(self) -> float:
        """One compile's limit: the run's, or what is left of the budget (one second at least)."""
        return max(min(self.cfg.compile_timeout, self.left()), 1.0)

    def cut_short(self, status: Status, timeout: float) -> bool:
        """Whether a step that ended ``status`` under ``timeout`` was stopped by the budget's
        limit (shorter than the run's), not by the tool's own: a timeout that is no result."""
        return status is Status.TIMEOUT and timeout < self.cfg.compile_timeout

    def compile(self, mlir: Path, flags: tuple[str, ...] | None = None) -> Compiled:
        """One compile an analysis makes (the cell's flags unless given), within what is left
        of the budget. One the budget cut short raises ``BudgetSpent``: a bisection or a
        reduction never reads the harness's limit as the compiler's answer."""
        if self.left() <= 0:
            raise BudgetSpent
        timeout = self.compile_timeout()
        compiled = compile_module(
            mlir, self.flags if flags is None else flags, self.cfg.tools, self.cfg.cache_root, timeout
        )
        if self.cut_short(compiled.status, timeout):
            raise BudgetSpent
        return compiled

    def prefix_run_timeout(self) -> float:
        """A prefix of the cell's program runs in about the time the cell did; far longer is a hang."""
        return min(self.cfg.run_timeout, 10 + 20 * self.outcome.durations.get("run", 1.0))

    def run_timeout(self) -> float:
        """One run's limit: the run's, or what is left of the budget (one second at least)."""
        return max(min(self.cfg.run_timeout, self.left()), 1.0)

    @property
    def signature(self) -> str | None:
        return self.sharpened or self.outcome.signature

    @property
    def imported(self) -> Imported:
        """The cell's imported program: an analysis runs on cells whose import succeeded."""
        assert self.outcome.imported is not None, self.outcome.cell.id
        return self.outcome.imported


# An analysis returns the culprit and, when it found something more exact,
# the signature that names it (None keeps the cell's signature).
Analysis = Callable[[Context], tuple[Culprit, str | None]]
