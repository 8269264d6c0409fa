"""A results folder's life: marked in progress when a run starts (after
checking that it can be written at all), final files written atomically, the
mark removed only when the grid is written. A killed run leaves the mark and
no stale grid; readers refuse a marked folder."""

from __future__ import annotations

import datetime as dt
import json
import os
import shutil
import tempfile
from pathlib import Path

MARKER = "RUN-IN-PROGRESS"
GRID_FILES = ("grid.json", "grid.md", "grid.html")


def start_run(folder: Path, backend: str, junit: Path | None, repro_tag: str) -> None:
    """Raises OSError, before any cell runs, when the folder cannot be written."""
    folder.mkdir(parents=True, exist_ok=True)
    info = {"backend": backend, "pid": os.getpid(), "started": dt.datetime.now(dt.UTC).isoformat(timespec="seconds")}
    write_atomic(folder / MARKER, json.dumps(info) + "\n")
    # The previous run's files would look current if this one is killed.
    for name in GRID_FILES:
        (folder / name).unlink(missing_ok=True)
    if junit is not None:
        junit.unlink(missing_ok=True)
    repro = folder / "repro"
    for old in repro.glob(f"*{repro_tag}*") if repro.is_dir() else ():
        shutil.rmtree(old, ignore_errors=True)


def finish_run(folder: Path) -> None:
    (folder / MARKER).unlink(missing_ok=True)


def in_progress(folder: Path) -> str | None:
    """The one-line reason a folder's results are not current, if they are not."""
    if (folder / MARKER).exists():
        return f"{folder}: a run was killed here or is still running ({MARKER}): its results are not current"
    return None


def write_atomic(path: Path, text: str) -> None:
    """Readers see the old file or the new one, never half of one."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}-", dir=path.parent)
    try:
        with os.fdopen(fd, "w") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
