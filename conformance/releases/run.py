"""One harness run with one version's tools: ``pytest`` with the plugin, in a
process of its own (each run reads its tools once), into ``OUT/<version>/``."""

from __future__ import annotations

import dataclasses
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from conformance.cell import Cell, CellResult, Status, Verdict
from conformance.faults import error_result
from conformance.grid import build_grid, write_grid
from conformance.results.merge import merge
from conformance.wrapped import harness_command


@dataclass(frozen=True)
class VersionRun:
    version: str
    folder: Path  # its results
    seconds: float
    returncode: int  # pytest's: 0 or 1 are results (1: a cell against its expectation); more is no run
    tail: str = ""  # the last lines of its output, when it did not run

    @property
    def ran(self) -> bool:
        return self.returncode in (0, 1)


def run_version(version: str, tools: Path, out: Path, pytest_args: list[str], quiet: bool = False) -> VersionRun:
    folder = out / version
    argv = harness_command([f"--iree-tools={tools}", f"--compiler-version={version}", f"--results={folder}"])
    argv += pytest_args
    start = time.perf_counter()
    proc = subprocess.run(argv, capture_output=quiet, text=True)
    tail = "\n".join((proc.stdout or "").splitlines()[-5:]) if quiet else ""
    return VersionRun(version, folder, time.perf_counter() - start, proc.returncode, tail)


def results_of(run: VersionRun) -> list[CellResult]:
    return merge([run.folder / "grid.json"]).results if (run.folder / "grid.json").exists() else []


def write_unmeasured(version: str, why: str, cells: list[CellResult], out: Path) -> Path:
    """A version that could not be installed or run: each cell the other versions
    measured is `error` at this version, with the reason (never a compiler's failure)."""
    seen: dict[str, CellResult] = {r.cell.id: r for r in cells}
    results = [_error(r.cell, r, version, why) for r in seen.values()]
    write_grid(build_grid(results, {"iree-compile": version}), out / version)
    return out / version


def _error(cell: Cell, like: CellResult, version: str, why: str) -> CellResult:
    r = error_result(cell, like.target, f"error: {why}", family=like.family)
    return dataclasses.replace(r, corpus=like.corpus, compiler_version=version, verdict=Verdict.REGRESSION)


def outcome(results: list[CellResult], cell: str) -> tuple[Status, str | None] | None:
    """The cell's status and signature in one version's results; None when it is not there."""
    found = [r for r in results if r.cell.id == cell]
    return (found[0].status, found[0].signature) if found else None
