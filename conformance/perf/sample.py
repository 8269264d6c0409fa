"""One build's repeated timings of the perf corpus (``nox -s perf -- --tools X``):
what the nightly records in the history and what a later run is gated against
when no A/B on one machine is possible. Same compile and benchmark as the A/B
(perf/ab.py), one side only; the machine is recorded, since timings from two
machines are not comparable."""

from __future__ import annotations

import datetime as dt
import statistics
from dataclasses import asdict, dataclass, field
from pathlib import Path

from conformance.axes import cell_id
from conformance.case import Case, Variant
from conformance.host import machine
from conformance.perf.ab import Settings, Setup, each_cell, prepare
from conformance.perf.stats import spread
from conformance.pipeline.tools import ToolSet, tool_versions
from conformance.profiles import Profile

KIND = "samples"


@dataclass
class SampledCell:
    id: str
    case: str
    backend: str
    opt: str
    dims: str
    median: float | None = None  # ms per call
    spread: float | None = None  # median absolute deviation, ms
    samples: list[float] = field(default_factory=list)  # ms per call, in run order
    compile_seconds: float | None = None
    dispatches: int | None = None
    vmfb_bytes: int | None = None
    why: str = ""


def sample_cell(case: Case, variant: Variant, opt: str, setup: Setup, cache: Path) -> SampledCell:
    backend, s = setup.profile.name, setup.settings
    cell = SampledCell(cell_id(case.name, backend, opt, variant.name), case.name, backend, opt, variant.name)
    prepared = prepare(case, variant, opt, setup, cache)
    if prepared.builds:
        seconds, dispatches, size = prepared.facts()
        cell.compile_seconds, cell.dispatches, cell.vmfb_bytes = seconds["a"], dispatches["a"], size["a"]
    if prepared.why:
        cell.why = prepared.why
        return cell
    try:
        prepared.run("a")  # warm-up, not counted
        samples = [x for _ in range(s.rounds) for x in prepared.run("a")]
    except RuntimeError as e:
        cell.why = str(e)
        return cell
    cell.samples = [round(x, 5) for x in samples]
    cell.median = round(statistics.median(samples), 5)
    cell.spread = round(spread(samples), 5)
    return cell


def run_samples(
    profile: Profile,
    target: str,
    tools: ToolSet,
    cells: list[tuple[Case, Variant, str]],
    cache: Path | None,
    s: Settings,
) -> dict:
    setup = Setup(profile, target, {"a": tools}, s)
    results = each_cell(cells, cache, lambda c, v, o, root: sample_cell(c, v, o, setup, root))
    return {
        "schema_version": 1,
        "kind": KIND,
        "measured_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "backend": profile.name,
        "target": target,
        "machine": machine(profile.device),
        "tools": tool_versions(tools) | {"iree-compile-path": str(tools.compile)},
        "settings": asdict(s),
        "cells": [asdict(c) for c in results],
    }
