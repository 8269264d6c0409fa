"""What the plugin holds for one run, from its options: set at configure
(hooks.py), read by the items (items.py)."""

from __future__ import annotations

import dataclasses
from collections import Counter
from pathlib import Path

import pytest

from conformance.analyses import Budget
from conformance.axes import DIMS_VARIANTS, OPT_LEVELS, TIER_AXES, parse_cell_id
from conformance.case import BrokenCase, Case
from conformance.cell import Cell, CellResult, Status
from conformance.corpus import corpus_of
from conformance.expectations.match import Expectation, ExpectationIndex
from conformance.pipeline.run_cell import RunConfig
from conformance.results.coverage import Declared

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
    shard_costs: dict[str, float] | None = None  # seconds per cell id an earlier run measured (--shard-costs)
    sample: tuple[int, int] | None = None  # --sample: (cells, seed)
    sample_cases: tuple[int, int] | None = None  # --sample-cases: (models, seed)
    behind_all: bool = True  # --behind all (else pinned: only where a pin names it, or the failure is new)
    only_cases: frozenset[str] | None = None
    analysis: Budget | None = None  # None: --no-analysis
    selected: list[str] | None = None  # the cell ids this run selected (after -k, shards, ...)
    results: list[CellResult] = dataclasses.field(default_factory=list)  # the cells, on the controller (hooks._Results)
    expectation_files: dict[str, Path] = dataclasses.field(default_factory=dict)  # corpus -> its file
    bundle: Path | None = None  # --bundle DIR: each cell's entry written there (conformance.bundle)
    started: float = 0.0  # when the run started (its results folder's mark): files older are an earlier run's
    # What the corpus modules declare (corpus -> case -> dims variants), for the
    # entries that cover no declared cell; a corpus with a module that failed
    # to import is in `undeclared`: its cases are not all known.
    declared: dict[str, dict[str, tuple[str, ...]]] = dataclasses.field(default_factory=dict)
    undeclared: set[str] = dataclasses.field(default_factory=set)
    owners: dict[str, str] = dataclasses.field(default_factory=dict)  # case name -> the file that declared it
    # The cases of the run's tier (corpus -> case names), whatever the run selected of them: what
    # the tier declares (their dims variants are in `declared`), against which coverage is counted.
    in_tier: dict[str, set[str]] = dataclasses.field(default_factory=dict)
    _pins: dict[str, ExpectationIndex] = dataclasses.field(default_factory=dict)  # corpus -> its entries, indexed

    def pinned_to_fail(self, nodeid: str) -> bool:
        """The test node id's cell is expected to fail: its entry allows no pass."""
        path, _, name = nodeid.rpartition("::")
        corpus = corpus_of(Path(path))
        if corpus not in self._pins:
            self._pins[corpus] = ExpectationIndex(self.expectations.get(corpus, []))
        exp = self._pins[corpus].for_cell(Cell(*parse_cell_id(name)))
        return exp is not None and Status.PASS not in (exp.statuses or (exp.status,))

    def claim(self, case: Case | BrokenCase) -> Case | BrokenCase:
        """The case, or broken when another module of the run declared its name first (a cell id names one case)."""
        owner = self.owners.setdefault(case.name, case.source_file)
        if owner != case.source_file:
            return BrokenCase(case.name, f"case '{case.name}': declared twice", case.source_file)
        return case

    def declare(self, corpus: str, cases: dict[str, tuple[str, ...]] | None) -> None:
        """Cases a module declared; None: the module failed to import."""
        if cases is None:
            self.undeclared.add(corpus)
        else:
            self.declared.setdefault(corpus, {}).update(cases)

    def declared_regions(self) -> list[Declared]:
        """What the tier declares per region (corpus × opt × dims on this backend): the tier's
        axes (axes.TIER_AXES), not the run's --opt and --dims."""
        counts: Counter[tuple[str, str, str]] = Counter()
        for corpus, cases in self.in_tier.items():
            opts, dims = TIER_AXES.get((corpus, self.tier), (OPT_LEVELS, DIMS_VARIANTS))
            for case in cases:
                counts.update((corpus, o, d) for d in self.declared[corpus][case] if d in dims for o in opts)
        backend = self.cfg.profile.name
        return [Declared(c, backend, o, d, self.tier, n) for (c, o, d), n in counts.items()]

    def axes(self, corpus: str) -> tuple[list[str], list[str]]:
        """The opt levels and dims variants of ``corpus``'s cells: the ones the
        run named, else what its tier spans (axes.TIER_AXES), else all."""
        opts, dims = TIER_AXES.get((corpus, self.tier), (OPT_LEVELS, DIMS_VARIANTS))
        return self.opts or list(opts), self.dims or list(dims)
