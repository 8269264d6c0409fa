"""The corpora CI runs and what a cell of each costs: ``runners/corpora.toml``,
read beside the backend profiles. The CI matrix makes one job per corpus ×
backend × shard from it, each tier split so that no job should run past
``job_minutes`` on a runner of ``runner_cores``.

Standard library only: the ``matrix`` nox session runs without a virtualenv.
"""

from __future__ import annotations

import dataclasses
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
    core_seconds: dict[str, float]  # tier -> one core's seconds per cell, cold, analyses excluded
    compile_seconds: dict[str, float]  # the same in a GPU backend's compile phase (nothing runs)
    analysis_seconds: dict[str, float]  # tier -> one core's seconds a job's analyses spend (within their budget)
    job_seconds: float  # a job's own wall seconds besides its cells: start, collection, a cold catalog


@dataclass(frozen=True)
class Cost:
    """What one job of a corpus's tier is expected to cost, and where the figures came from."""

    core_seconds: float  # per cell
    analysis_seconds: float  # per job, one core's
    job_seconds: float  # per job, wall
    source: str = "default"  # or "history DATE"


@dataclass(frozen=True)
class Plan:
    corpora: dict[str, CorpusCost]
    runner_cores: int
    job_minutes: float
    source: Path

    def cost(self, corpus: str, tier: str, compile_phase: bool = False, measured: Cost | None = None) -> Cost:
        """The corpus's default cost for a job of ``tier`` (a GPU backend's ``compile_phase``: its own
        figure); ``measured``: the history's figures, which replace the per-cell and analysis ones."""
        c = self.corpora[corpus]
        if measured is not None:
            return dataclasses.replace(measured, job_seconds=c.job_seconds)
        per_cell = (c.compile_seconds if compile_phase else c.core_seconds)[tier]
        return Cost(per_cell, c.analysis_seconds[tier], c.job_seconds)

    def minutes(self, cost: Cost, cells: int, parallel: int | None = None) -> float:
        """Expected minutes of one job of ``cells`` cells on one runner that runs ``parallel`` cells at
        once (default: one per core): its own start, then its cells' and its analyses' core-seconds
        shared by the workers."""
        workers = min(parallel or self.runner_cores, self.runner_cores)
        return (cost.job_seconds + (cells * cost.core_seconds + cost.analysis_seconds) / workers) / 60

    def shards(
        self, corpus: str, tier: str, cost: Cost, parallel: int | None = None, job_minutes: float | None = None
    ) -> int:
        """The fewest shards of the tier whose jobs are each expected within ``job_minutes``."""
        cells, limit = self.corpora[corpus].cells[tier], job_minutes or self.job_minutes
        workers = min(parallel or self.runner_cores, self.runner_cores)
        room = (limit * 60 - cost.job_seconds) * workers - cost.analysis_seconds  # core-seconds left for cells
        per_job = max(math.floor(room / cost.core_seconds), 1)  # none fits beside the job's own costs: one a job
        return max(1, math.ceil(cells / per_job))


MIN_MEASURED = 20  # cold cells a history's cost needs before it replaces a corpus's default


@dataclass(frozen=True)
class Measured:
    """Costs from the history's last run that recorded them: (corpus, backend) -> one core's seconds
    per cell and a job's analyses' seconds, for the pairs measured on the runner class the matrix uses
    now; and why the other pairs keep the defaults."""

    date: str = ""
    costs: dict[tuple[str, str], Cost] = field(default_factory=dict)
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
            analysis = c.get("analysis_seconds", 0.0)  # a history from before it was recorded: none
            if (
                not isinstance(seconds, int | float)
                or seconds <= 0
                or not isinstance(cells, int)
                or not isinstance(analysis, int | float)
                or analysis < 0
            ):
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
                costs[(corpus, backend)] = Cost(float(seconds), float(analysis), 0.0, f"history {date[:10]}")
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
    prefix = f"corpus.{name}."
    counts = {tier: int(_number(path, cells, tier, int, f"{prefix}cells.")) for tier in TIERS}
    core = _per_tier(path, entry, "core_seconds", prefix)
    return CorpusCost(
        name,
        counts,
        core,
        _per_tier(path, entry, "compile_seconds", prefix) if "compile_seconds" in entry else core,
        _per_tier(path, entry, "analysis_seconds", prefix, zero=True)
        if "analysis_seconds" in entry
        else dict.fromkeys(TIERS, 0.0),
        _number(path, entry, "job_seconds", float, prefix, zero=True) if "job_seconds" in entry else 0.0,
    )


def _per_tier(path: Path, entry: dict, key: str, prefix: str, zero: bool = False) -> dict[str, float]:
    """A figure for every tier: one number for all, or a table with one per tier."""
    value = entry.get(key)
    if isinstance(value, dict):
        return {tier: _number(path, value, tier, float, f"{prefix}{key}.", zero) for tier in TIERS}
    return dict.fromkeys(TIERS, _number(path, entry, key, float, prefix, zero))


def _number(path: Path, table: dict, key: str, kind: type, prefix: str = "", zero: bool = False) -> float:
    """A positive number (an int where ``kind`` is int; a float may be written as an int; 0 too where
    ``zero``)."""
    value = table.get(key)
    ok = isinstance(value, int) if kind is int else isinstance(value, int | float)
    if (
        not ok
        or isinstance(value, bool)
        or not isinstance(value, int | float)
        or value < 0
        or (value == 0 and not zero)
    ):
        what = "a positive whole number" if kind is int else "a number >= 0" if zero else "a positive number"
        raise CorporaError(f"{path}: {prefix}{key}: expected {what}, got {value!r}")
    return float(value)
