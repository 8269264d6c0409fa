"""The seam between the pipeline and the analyses that run after a cell's
verdict (``conformance.localize``, ``conformance.reduce``): what an analysis
gets and what it returns. A leaf, so each analysis and their dispatcher
(``conformance.analysis``) import it without importing each other."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from conformance.case import Case, Variant
from conformance.cell import CellResult, Culprit
from conformance.pipeline.run_cell import RunConfig


@dataclass(frozen=True)
class Context:
    """What an analysis gets: the cell's declaration and configuration, its
    result, and the moment by which it must give up (``time.monotonic()``)."""

    case: Case
    variant: Variant
    opt: str
    cfg: RunConfig
    result: CellResult
    deadline: float

    def left(self) -> float:
        return self.deadline - time.monotonic()


# An analysis returns the culprit and, when it found something more exact,
# the signature that names it (None keeps the cell's signature).
Analysis = Callable[[Context], tuple[Culprit, str | None]]
