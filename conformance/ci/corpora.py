"""The corpora CI runs and what a cell of each costs: ``runners/corpora.toml``,
read beside the backend profiles. The CI matrix makes one job per corpus ×
backend × shard from it, each tier split so that no job should run past
``job_minutes`` on a runner of ``runner_cores``.

Standard library only: the ``matrix`` nox session runs without a virtualenv.
"""

from __future__ import annotations

import json
import math
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from conformance.axes import TIERS
from conformance.profiles import CORPORA_FILE, PACKAGED_RUNNERS, runners_dir

_CHECKOUT = Path(__file__).resolve().parents[2] / "runners"


class CorporaError(ValueError):
    """The corpora file is missing, or a figure in it is missing or not a number: one line naming the key."""


@dataclass(frozen=True)
class CorpusCost:
    name: str
    cells: dict[str, int]  # tier -> declared cells per backend
    core_seconds: float  # one core's seconds per cell, cold


@dataclass(frozen=True)
class Plan:
    corpora: dict[str, CorpusCost]
    runner_cores: int
    job_minutes: float
    source: Path

    def minutes(self, corpus: str, tier: str, parallel: int | None = None, core_seconds: float | None = None) -> float:
        """Expected minutes of the whole tier of a corpus on one backend, on one runner that runs
        ``parallel`` cells at once (default: one per core); ``core_seconds``: a measured cost per cell
        in place of the corpus's default."""
        c = self.corpora[corpus]
        per_cell = core_seconds or c.core_seconds
        return c.cells[tier] * per_cell / min(parallel or self.runner_cores, self.runner_cores) / 60

    def shards(
        self,
        corpus: str,
        tier: str,
        parallel: int | None = None,
        job_minutes: float | None = None,
        core_seconds: float | None = None,
    ) -> int:
        expected = self.minutes(corpus, tier, parallel, core_seconds)
        return max(1, math.ceil(expected / (job_minutes or self.job_minutes)))


MIN_MEASURED = 20  # cold cells a history's cost needs before it replaces a corpus's default


@dataclass(frozen=True)
class Measured:
    """Costs per cell from the history's last run that recorded them: (corpus, backend) -> one core's
    seconds per cell, for the pairs measured on the runner class the matrix uses now; and why the
    other pairs keep the defaults."""

    date: str = ""
    core_seconds: dict[tuple[str, str], float] = field(default_factory=dict)
    notes: tuple[str, ...] = ()


DEFAULTS = Measured()  # no history: every cost the corpus's default


def _last_with_costs(lines: list[str]) -> dict | None:
    """The last history line that recorded costs (a line that is no JSON object is passed over)."""
    for line in reversed(lines):
        try:
            entry = json.loads(line)
        except json.JSONDecodeError:
            continue
        if isinstance(entry, dict) and isinstance(entry.get("costs"), dict):
            return entry
    return None


def history_costs(path: Path | None, runners: dict[str, str]) -> Measured:
    """The history file's (``grid --history``) last costs, for backends whose runner class
    (``runners``: backend -> class) is the one they were measured on. A missing or unreadable file,
    a history with no costs, or costs from another runner class fall back to the defaults: said in
    ``notes``."""
    if path is None:
        return Measured(notes=("no history given: every cost is the default",))
    try:
        lines = path.read_text(errors="replace").splitlines()
    except OSError as e:
        return Measured(notes=(f"{path}: {e.strerror or e}: every cost is the default",))
    last = _last_with_costs(lines)
    if last is None:
        return Measured(notes=(f"{path}: no run recorded its durations: every cost is the default",))
    date, costs, notes = str(last.get("date", "?")), {}, []
    for corpus, per_backend in sorted(last["costs"].items()):
        for backend, c in sorted(per_backend.items() if isinstance(per_backend, dict) else []):
            seconds, cells, runner = c.get("core_seconds"), c.get("cells"), c.get("runner")
            if not isinstance(seconds, int | float) or seconds <= 0 or not isinstance(cells, int):
                notes.append(f"{corpus} on {backend}: the history's cost is not a number: the default")
            elif backend not in runners:
                continue
            elif runner != runners[backend]:
                notes.append(
                    f"{corpus} on {backend}: measured on {runner or 'an unnamed runner'}, not on "
                    f"{runners[backend]}: the default"
                )
            elif cells < MIN_MEASURED:
                notes.append(f"{corpus} on {backend}: {cells} cold cells measured, under {MIN_MEASURED}: the default")
            else:
                costs[(corpus, backend)] = float(seconds)
    return Measured(date, costs, tuple(notes))


def load_plan(directory: Path | None = None) -> Plan:
    """The plan in ``directory`` (default: the profiles' folder); a folder of one's own profiles
    without a corpora file runs the project's corpora (the checkout's, else the package's copy)."""
    folders = [directory] if directory is not None else [runners_dir(), _CHECKOUT, PACKAGED_RUNNERS]
    path = next((f / CORPORA_FILE for f in folders if (f / CORPORA_FILE).is_file()), folders[0] / CORPORA_FILE)
    try:
        data = tomllib.loads(path.read_text())
    except (OSError, tomllib.TOMLDecodeError) as e:
        raise CorporaError(f"{path}: {e}") from None
    cores = _number(path, data, "runner_cores", int)
    minutes = _number(path, data, "job_minutes", float)
    table = data.get("corpus")
    if not isinstance(table, dict) or not table:
        raise CorporaError(f"{path}: no [corpus.NAME] table")
    corpora = {name: _corpus(path, name, entry) for name, entry in table.items()}
    return Plan(corpora, int(cores), float(minutes), path)


def _corpus(path: Path, name: str, entry: Any) -> CorpusCost:
    if not isinstance(entry, dict):
        raise CorporaError(f"{path}: corpus.{name}: not a table")
    cells = entry.get("cells")
    if not isinstance(cells, dict):
        raise CorporaError(f"{path}: corpus.{name}.cells: missing, or not a table of cells per tier")
    counts = {tier: int(_number(path, cells, tier, int, f"corpus.{name}.cells.")) for tier in TIERS}
    return CorpusCost(name, counts, float(_number(path, entry, "core_seconds", float, f"corpus.{name}.")))


def _number(path: Path, table: dict, key: str, kind: type, prefix: str = "") -> float:
    """A positive number (an int where ``kind`` is int; a float may be written as an int)."""
    value = table.get(key)
    ok = isinstance(value, int) if kind is int else isinstance(value, int | float)
    if not ok or isinstance(value, bool) or not isinstance(value, int | float) or value <= 0:
        what = "a positive whole number" if kind is int else "a positive number"
        raise CorporaError(f"{path}: {prefix}{key}: expected {what}, got {value!r}")
    return float(value)
