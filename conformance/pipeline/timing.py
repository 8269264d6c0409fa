"""Where a process's time goes: seconds per harness stage, summed per process.

The pipeline marks its stages with :func:`stage`; when ``$CONFORMANCE_TIMING``
names a folder (the benchmark sets it), each pytest process (controller and
xdist workers) writes its totals there as ``<role>-<pid>.json`` at its end.
Without it the totals are still kept (a few dict updates per cell) and never
written.
"""

from __future__ import annotations

import json
import os
import time
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

TIMING_ENV = "CONFORMANCE_TIMING"

_TOTALS: defaultdict[str, float] = defaultdict(float)
_COUNTS: defaultdict[str, int] = defaultdict(int)


def add(name: str, seconds: float) -> None:
    _TOTALS[name] += seconds
    _COUNTS[name] += 1


@contextmanager
def stage(name: str) -> Iterator[None]:
    """Time the block as ``name``. Stages do not nest: an inner stage's time is
    taken out of the outer one's, so the totals add up to the time measured."""
    global _INNER
    start, outer_inner = time.perf_counter(), _INNER
    _INNER = 0.0
    try:
        yield
    finally:
        spent = time.perf_counter() - start
        add(name, spent - _INNER)
        _INNER = outer_inner + spent


_INNER = 0.0  # time spent in the stages nested in the one now open


def process_age() -> float | None:
    """Seconds since this process started (Linux), so interpreter start and
    imports before any of our code ran are counted too."""
    try:
        fields = Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()
        uptime = float(Path("/proc/uptime").read_text().split()[0])
        return max(0.0, uptime - int(fields[19]) / os.sysconf("SC_CLK_TCK"))
    except (OSError, ValueError, IndexError):
        return None


def totals() -> dict[str, float]:
    return dict(_TOTALS)


def dump(role: str) -> Path | None:
    """Write this process's totals where $CONFORMANCE_TIMING says, if it does."""
    folder = os.environ.get(TIMING_ENV)
    if not folder:
        return None
    path = Path(folder) / f"{role}-{os.getpid()}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    doc = {"role": role, "age_s": process_age(), "stages": dict(_TOTALS), "counts": dict(_COUNTS)}
    path.write_text(json.dumps(doc, indent=1))
    return path
