"""A/B on one machine: the perf corpus compiled by a baseline and a candidate
compiler, each module timed with ``iree-benchmark-module`` from its own tools
folder, the two run interleaved (A B, B A, ...) so that drift of the machine
hits both, and a per-cell decision from the repeated samples (perf/stats.py)."""

from __future__ import annotations

import json
import re
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TypeVar

from conformance.axes import cell_id
from conformance.case import Case, Variant, cells
from conformance.cell import Status
from conformance.corpus import load_all
from conformance.perf.stats import decide, spread
from conformance.pipeline.compile import compile_module
from conformance.pipeline.imports import import_case
from conformance.pipeline.tools import ToolSet, run_tool, tool_versions
from conformance.profiles import Profile


@dataclass(frozen=True)
class Settings:
    rounds: int = 6  # interleaved rounds per cell; each round runs A and B once
    repetitions: int = 5  # benchmark repetitions per run: samples = rounds x repetitions per side
    min_time: float = 0.2  # seconds per repetition (iree-benchmark-module --benchmark_min_time)
    min_effect: float = 0.05  # smallest relative change worth a verdict
    compile_timeout: float = 600.0
    run_timeout: float = 300.0


@dataclass(frozen=True)
class Build:
    """One side's module for one cell, and what compiling it gave."""

    vmfb: Path | None
    compile_seconds: float
    vmfb_bytes: int = 0
    dispatches: int = 0
    why: str = ""


@dataclass
class PerfCell:
    id: str
    case: str
    backend: str
    opt: str
    dims: str
    a_median: float | None = None  # ms per call
    b_median: float | None = None
    a_spread: float | None = None  # median absolute deviation, ms
    b_spread: float | None = None
    samples: int = 0  # per side
    a_samples: list[float] = field(default_factory=list)  # ms per call, in run order: kept for later analysis
    b_samples: list[float] = field(default_factory=list)
    ratio: float | None = None
    ci: tuple[float, float] | None = None
    p_slower: float | None = None
    verdict: str = "insufficient"
    compile_seconds: dict[str, float] = field(default_factory=dict)
    dispatches: dict[str, int] = field(default_factory=dict)
    vmfb_bytes: dict[str, int] = field(default_factory=dict)
    why: str = ""


def perf_cells(opts: list[str], dims: list[str], keyword: str | None) -> Iterator[tuple[Case, Variant, str]]:
    for case in load_all(corpora=("perf",)):
        if not isinstance(case, Case):
            raise ValueError(f"perf corpus: {case.error}")
        for variant, opt in cells(case, opts, dims):
            if not keyword or keyword in f"{case.name}[{opt}|{variant.name}]":
                yield case, variant, opt


_DISPATCH = re.compile(r"\$async_dispatch_(\d+)")


def _build(mlir: Path, flags: tuple[str, ...], tools: ToolSet, cache: Path, s: Settings) -> Build:
    c = compile_module(mlir, flags, tools, cache, s.compile_timeout)
    if c.status is not Status.PASS or c.vmfb is None:
        return Build(None, c.seconds, why=f"{c.status}: {c.signature}")
    dump = run_tool([str(tools.run_module.parent / "iree-dump-module"), str(c.vmfb)], 60)
    return Build(c.vmfb, c.seconds, c.vmfb.stat().st_size, len(set(_DISPATCH.findall(dump.stdout))))


def benchmark(tools: ToolSet, device: str, vmfb: Path, function: str, inputs: list[Path], s: Settings) -> list[float]:
    """Milliseconds per call, one sample per repetition."""
    argv = [
        str(tools.run_module.parent / "iree-benchmark-module"),
        f"--device={device}",
        f"--module={vmfb}",
        f"--function={function}",
        *(f"--input=@{p}" for p in inputs),
        f"--benchmark_repetitions={s.repetitions}",
        f"--benchmark_min_time={s.min_time}s",
        "--benchmark_format=json",
    ]
    run = run_tool(argv, s.run_timeout)
    if run.returncode != 0:
        raise RuntimeError(f"iree-benchmark-module exit {run.returncode}: {run.stderr.strip()[-300:]}")
    scale = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}
    return [
        b["real_time"] * scale[b.get("time_unit", "ns")]
        for b in json.loads(run.stdout)["benchmarks"]
        if b.get("run_type") == "iteration"
    ]


@dataclass(frozen=True)
class Prepared:
    """One cell imported and compiled by every side: ready to time, or why not."""

    builds: dict[str, Build]
    run: Callable[[str], list[float]]  # one benchmark run of a side: ms per call
    why: str = ""

    def facts(self) -> tuple[dict[str, float], dict[str, int], dict[str, int]]:
        b = self.builds
        return (
            {k: round(x.compile_seconds, 3) for k, x in b.items()},
            {k: x.dispatches for k, x in b.items()},
            {k: x.vmfb_bytes for k, x in b.items()},
        )


@dataclass(frozen=True)
class Setup:
    """What every cell of one perf run is built and timed with."""

    profile: Profile
    target: str
    tools: dict[str, ToolSet]  # the builds by side: "a" and "b" (one build's samples: "a")
    settings: Settings


def prepare(case: Case, variant: Variant, opt: str, setup: Setup, cache: Path) -> Prepared:
    profile, tools, s = setup.profile, setup.tools, setup.settings
    imported = import_case(case, variant, cache)
    if not imported.ok:
        why = f"{imported.status}: {imported.message.splitlines()[0] if imported.message else ''}"
        return Prepared({}, _no_run, why)
    flags = profile.flags(opt, setup.target, case.compile_flags)
    builds = {side: _build(imported.mlir, flags, t, cache, s) for side, t in tools.items()}
    broken = [f"{k}: {b.why}" for k, b in builds.items() if b.vmfb is None]

    def run(side: str) -> list[float]:
        vmfb = builds[side].vmfb
        assert vmfb is not None
        return benchmark(tools[side], profile.device, vmfb, imported.function, imported.inputs(), s)

    return Prepared(builds, run, "; ".join(broken))


def _no_run(side: str) -> list[float]:
    raise RuntimeError(f"{side}: nothing to run")


def measure_cell(case: Case, variant: Variant, opt: str, setup: Setup, cache: Path) -> PerfCell:
    backend, s = setup.profile.name, setup.settings
    cell = PerfCell(cell_id(case.name, backend, opt, variant.name), case.name, backend, opt, variant.name)
    prepared = prepare(case, variant, opt, setup, cache)
    cell.compile_seconds, cell.dispatches, cell.vmfb_bytes = prepared.facts()
    if prepared.why:
        cell.why = prepared.why
        return cell
    samples: dict[str, list[float]] = {"a": [], "b": []}
    run = prepared.run

    try:
        for k in ("a", "b"):
            run(k)  # warm-up: page cache, CPU frequency, lazy loading; not counted
        for r in range(s.rounds):
            for k in ("a", "b") if r % 2 == 0 else ("b", "a"):
                samples[k] += run(k)
    except RuntimeError as e:
        cell.why = str(e)
        return cell
    d = decide(samples["a"], samples["b"], s.min_effect)
    cell.a_median, cell.b_median = round(d.a_median, 5), round(d.b_median, 5)
    cell.a_spread, cell.b_spread = round(spread(samples["a"]), 5), round(spread(samples["b"]), 5)
    cell.samples = min(len(samples["a"]), len(samples["b"]))
    cell.a_samples, cell.b_samples = ([round(x, 5) for x in samples[k]] for k in ("a", "b"))
    cell.ratio, cell.ci = round(d.ratio, 4), (round(d.ci[0], 4), round(d.ci[1], 4))
    cell.p_slower, cell.verdict = d.p_slower, d.verdict
    return cell


T = TypeVar("T")


def each_cell(
    cells: list[tuple[Case, Variant, str]], cache: Path | None, measure: Callable[[Case, Variant, str, Path], T]
) -> list[T]:
    """``measure`` over the cells, with ``cache`` as the cache root, or a temporary one."""
    with tempfile.TemporaryDirectory(prefix="perf-cache-") as tmp:
        return [measure(c, v, o, cache or Path(tmp)) for c, v, o in cells]


def run_ab(
    profile: Profile,
    target: str,
    tools: dict[str, ToolSet],
    cells: list[tuple[Case, Variant, str]],
    cache: Path | None,
    s: Settings,
) -> dict:
    setup = Setup(profile, target, tools, s)
    results = each_cell(cells, cache, lambda c, v, o, root: measure_cell(c, v, o, setup, root))
    return {
        "schema_version": 1,
        "kind": "ab",
        "backend": profile.name,
        "target": target,
        "tools": {k: tool_versions(t) | {"iree-compile-path": str(t.compile)} for k, t in tools.items()},
        "settings": asdict(s),
        "summary": {v: sum(1 for c in results if c.verdict == v) for v in ("slower", "faster", "same", "insufficient")},
        "cells": [asdict(c) for c in results],
    }
