"""What a cell's run gives back: the outcome, and nothing written. The
imported program, the flags, how each stage ended and the artifacts the run
made in scratch; ``conformance.results.record`` turns it into the cell's
record and writes its files, and the analyses receive it as it is."""

from __future__ import annotations

import traceback
from dataclasses import dataclass, field
from pathlib import Path

from conformance.cell import Cell, Status
from conformance.faults import describe
from conformance.pipeline.imports import Imported


@dataclass(frozen=True)
class CellOutcome:
    cell: Cell
    target: str
    family: str
    status: Status
    stage: str  # the last stage reached: import, compile, run, compare (harness: the harness's own failure)
    signature: str | None  # normalized one-line first diagnostic; None on pass
    message: str = ""
    durations: dict[str, float] = field(default_factory=dict)  # seconds per stage
    cached: tuple[str, ...] = ()  # stages served from the cache
    imported: Imported | None = None  # the program and its inputs and references (None: the harness failed first)
    flags: tuple[str, ...] = ()  # the compile flags, where a compile ran (its repro's commands.sh)
    vmfb: Path | None = None  # the module the cell ran, in the compile cache
    function: str = ""  # its function in that module (a batch's module holds several)
    # What the module returned, in the run's scratch folder: valid until the
    # next cell runs with this configuration.
    outputs: tuple[Path, ...] = ()


def harness_failure(cell: Cell, target: str, e: BaseException, family: str = "") -> CellOutcome:
    """The cell as the harness's own failure (an `error`), with the exception's last frames for people."""
    tb = "".join(traceback.format_exception(e)[-6:]).strip()
    return CellOutcome(cell, target, family, Status.ERROR, "harness", describe(e), tb)
