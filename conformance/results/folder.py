"""A results folder's life: marked in progress when a run starts (after
checking that it can be written at all), final files written atomically, the
mark removed only when the grid is written. A killed run leaves the mark and
no stale grid, and so does a run refused before its first cell; readers
refuse a marked folder."""

from __future__ import annotations

import contextlib
import datetime as dt
import json
import os
import shutil
from pathlib import Path

from conformance.files import write_atomic

MARKER = "RUN-IN-PROGRESS"
GRID_FILES = ("grid.json", "grid.md", "grid.html")


def start_run(folder: Path, backend: str, junit: Path | None, repro_tag: str | None) -> None:
    """Raises OSError, before any cell runs, when the folder cannot be written.
    ``repro_tag``: the repro folders of this backend's earlier run (none for a run phase, which writes none)."""
    folder.mkdir(parents=True, exist_ok=True)
    _mark(folder, {"backend": backend, "pid": os.getpid()}, junit)
    repro = folder / "repro"
    for old in repro.glob(f"*{repro_tag}*") if repro_tag and repro.is_dir() else ():
        shutil.rmtree(old, ignore_errors=True)


def refuse_run(folder: Path, junit: Path | None, why: str) -> None:
    """A run refused before its first cell: an earlier run's results in the folder
    must not pass for this one's. Nothing to do where the folder does not exist."""
    if folder.is_dir():
        with contextlib.suppress(OSError):  # the refusal is what gets said; a read-only folder keeps its files
            _mark(folder, {"refused": why}, junit)


def _mark(folder: Path, info: dict[str, object], junit: Path | None) -> None:
    info["started"] = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
    write_atomic(folder / MARKER, json.dumps(info) + "\n")
    # The previous run's files would look current if this one is killed.
    for name in GRID_FILES:
        (folder / name).unlink(missing_ok=True)
    if junit is not None:
        junit.unlink(missing_ok=True)


def run_started(folder: Path) -> float:
    """When the run now in the folder started (its mark's time), or 0 where no run is marked."""
    try:
        return (folder / MARKER).stat().st_mtime
    except OSError:
        return 0.0


def finish_run(folder: Path) -> None:
    (folder / MARKER).unlink(missing_ok=True)


def in_progress(folder: Path) -> str | None:
    """The one-line reason a folder's results are not current, if they are not."""
    marker = folder / MARKER
    if not marker.exists():
        return None
    try:
        refused = json.loads(marker.read_text()).get("refused")
    except (OSError, ValueError, AttributeError):
        refused = None
    if isinstance(refused, str):
        return f"{folder}: the last run here was refused ({refused}): its results are not current"
    return f"{folder}: a run was killed here or is still running ({MARKER}): its results are not current"
