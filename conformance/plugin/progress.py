"""Progress of a long run: a line every N seconds with the cells done of the
total, the failures so far and an estimate of the time left.

    conformance: 812/2500 cells (32%), 3 failed, 6m41s elapsed, ETA 13m52s

pytest's own progress shows neither failures nor time left, and in CI logs
(no terminal) it is a wall of dots; these lines read the same in both. The
estimate is the time per cell since the first one finished, times the cells
left, and is given only once a few cells have finished: the first cells carry
the run's start (a catalog built, the first imports), which would make the
estimate of the whole run hours for a run of minutes.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest

DEFAULT_EVERY = 60.0
MIN_FOR_ETA = 5  # cells finished before the time left is estimated


def _clock(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 3600}h{s // 60 % 60:02d}m" if s >= 3600 else f"{s // 60}m{s % 60:02d}s"


class Progress:
    """Counts reports on the controller; writes a line at most every ``every`` seconds."""

    def __init__(self, write: Callable[[str], None], every: float, now: Callable[[], float] = time.monotonic) -> None:
        self.write, self.every, self.now = write, every, now
        self.total = 0
        self.done = 0
        self.failed = 0
        self.start = now()
        self.last = self.start
        self.first: float | None = None  # when the first cell finished

    def line(self) -> str:
        elapsed = self.now() - self.start
        share = f" ({100 * self.done // self.total}%)" if self.total else ""
        eta = ""
        if self.first is not None and self.done > MIN_FOR_ETA and self.total > self.done:
            per_cell = (self.now() - self.first) / (self.done - 1)
            eta = f", ETA {_clock(per_cell * (self.total - self.done))}"
        return (
            f"conformance: {self.done}/{self.total or '?'} cells{share}, {self.failed} failed, "
            f"{_clock(elapsed)} elapsed{eta}"
        )

    def _tick(self) -> None:
        t = self.now()
        if t - self.last >= self.every:
            self.last = t
            self.write(self.line())

    # --- pytest hooks (registered on the controller only) ---

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        self.total = self.total or len(session.items)

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node: object, ids: list[str]) -> None:
        self.total = max(self.total, len(ids))

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        # One count per item: its call, or the setup that failed or skipped it.
        if report.when == "call" or (report.when == "setup" and not report.passed):
            self.done += 1
            self.first = self.now() if self.first is None else self.first
            self.failed += int(report.failed)
            self._tick()
