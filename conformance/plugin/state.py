"""What the plugin holds for one run, from its options: set at configure
(hooks.py), read by the items (items.py)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from conformance.analysis import Budget
from conformance.axes import DIMS_VARIANTS, OPT_LEVELS, TIER_AXES
from conformance.cell import CellResult
from conformance.expectations.match import Expectation
from conformance.pipeline.run_cell import RunConfig

STATE = pytest.StashKey["State"]()


@dataclasses.dataclass
class State:
    cfg: RunConfig
    opts: list[str] | None  # None: the run named none (see axes)
    dims: list[str] | None
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

    def axes(self, corpus: str) -> tuple[list[str], list[str]]:
        """The opt levels and dims variants of ``corpus``'s cells: the ones the
        run named, else what its tier spans (axes.TIER_AXES), else all."""
        opts, dims = TIER_AXES.get((corpus, self.tier), (OPT_LEVELS, DIMS_VARIANTS))
        return self.opts or list(opts), self.dims or list(dims)
