"""What one run holds while it runs, beside its configuration: the long-lived
runners it started, the batches that timed out (a timeout is the machine's
load, so it is not cached, but retrying it for every member would cost the
batch size times its timeout; a batch's members run on one worker, so once
per worker is once per run), its scratch folder for run outputs, what an
analysis keeps from one cell for the next (``held``: a cell's opt levels
share their program, and run one after another on one worker), and the
seconds one cell spent for a batch mate, until the mate's cell claims them
(``owed``: a batch's cells run on one worker too).

It hangs off the run's configuration (``RunConfig.state``): two runs in one
process share none of it. Runners and the scratch folder go when the process
exits, or at ``close()``.
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from conformance.cell import Status
from conformance.pipeline.execute import Runner


@dataclass(eq=False)
class RunState:
    tried: dict[str, Status] = field(default_factory=dict)  # batch key -> how it ended, tried once this run
    runners: dict[tuple[str, ...], Runner] = field(default_factory=dict)
    held: dict[str, Any] = field(default_factory=dict)  # an analysis's name -> what it keeps for the next cell
    # Seconds a cell spent for a batch mate (its import, its share of the batch's compile), by (the mate's
    # import folder, stage, the compile's flags): the mate's cell claims them, so each cell is charged its
    # own. An import serves every opt level of its case (no flags); a compile is one opt level's, and the
    # cells of one import at other levels must not claim it.
    owed: dict[tuple[str, str, tuple[str, ...]], float] = field(default_factory=dict)

    def owe(self, folder: Path, stage: str, seconds: float, flags: tuple[str, ...] = ()) -> None:
        key = (str(folder), stage, flags)
        self.owed[key] = self.owed.get(key, 0.0) + seconds

    def claim(self, folder: Path, stage: str, flags: tuple[str, ...] = ()) -> float | None:
        """What was spent for this import folder's cell at ``stage`` with ``flags`` (None: nothing was)."""
        return self.owed.pop((str(folder), stage, flags), None)

    _scratch: Path | None = None
    _registered: bool = False

    def runner(self, argv: tuple[str, ...]) -> Runner:
        if argv not in self.runners:
            self._on_exit()
            self.runners[argv] = Runner(argv)
        return self.runners[argv]

    def scratch(self) -> Path:
        """The folder for run outputs, made once (a run overwrites the last one's
        outputs; a mismatch's are copied to its repro first)."""
        if self._scratch is None:
            self._on_exit()
            self._scratch = Path(tempfile.mkdtemp(prefix="cell-"))
        return self._scratch

    def close(self) -> None:
        for r in self.runners.values():
            r.stop()
        self.runners.clear()
        self.held.clear()
        self.owed.clear()
        if self._scratch is not None:
            shutil.rmtree(self._scratch, ignore_errors=True)
            self._scratch = None

    def _on_exit(self) -> None:
        if not self._registered:
            atexit.register(self.close)
            self._registered = True
