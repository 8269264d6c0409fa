"""What the plugin holds for one run, from its options: set at configure
(hooks.py), read by the items (items.py)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from conformance.analysis import Budget
from conformance.cell import CellResult
from conformance.expectations.match import Expectation
from conformance.pipeline.run_cell import RunConfig

STATE = pytest.StashKey["State"]()


@dataclasses.dataclass
class State:
    cfg: RunConfig
    opts: list[str]
    dims: list[str]
    tier: str
    sizes: str  # traced | boundary
    expectations: dict[str, list[Expectation]]  # corpus -> its entries for this backend
    xpass_ok: bool
    corpus: list[Path]
    shard: tuple[int, int] | None = None
    only_cases: frozenset[str] | None = None
    analysis: Budget | None = None  # None: --no-localize
    selected: list[str] | None = None  # the cell ids this run selected (after -k, shards, ...)
    results: list[CellResult] = dataclasses.field(default_factory=list)
