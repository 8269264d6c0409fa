"""The differential oracle: cells of one program that must agree with each other.

The cells of one program share its inputs and its float64 reference. Static,
dynamic and mixed dims at one opt level compute the same function, and so do
O0 and a higher level at one dims variant; they may differ only by legitimate
rounding (another reduction order, a fused or unfused op). The harness keeps
each passing cell's outputs (``--keep-outputs``), and each such pair is
compared element by element.

How it avoids false alarms from reassociation: two cells disagree only where
their difference exceeds the float64 oracle's own allowance at that element
(``compare.f64_allowance``: 8x the reference's worst error in units of
max(ULP, sensitivity), at least 4 ULP). An honest computation is within about
the reference's own error of float64, so two of them differ by about twice
it: a quarter of the allowance. A pair beyond it has a cell at least half the
allowance off, on the other side of float64 from its partner: each passed the
float64 oracle, one by luck, or IREE is honestly less exact than eager there
(its own exp, tanh or rsqrt, another accumulation order). Which one is not
told here, so a disagreement is a finding to confirm (docs/fuzz.md). Outputs
without a trusted float64 reference are compared with the dtype's tolerance,
integers and bools exactly.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from conformance.axes import DIMS_VARIANTS, OPT_LEVELS
from conformance.cell import Cell, CellResult, Status
from conformance.pipeline.compare import Oracle
from conformance.pipeline.pairwise import first_difference, outputs, ratios
from conformance.results.record import ran_outputs


@dataclass(frozen=True)
class Disagreement:
    """Two passing cells of one program whose outputs differ beyond what rounding explains."""

    first: Cell
    second: Cell
    output: int
    at: tuple[int, ...]  # the element where the difference is largest against its allowance
    values: tuple[float, float]  # the two cells' values there
    reference: float | None  # float64's, when trusted
    allowed: float  # the difference allowed there

    @property
    def farther(self) -> Cell:
        """The cell farther from float64 at that element (the first, without a reference)."""
        if self.reference is None:
            return self.first
        a, b = (abs(v - self.reference) for v in self.values)
        return self.second if b > a else self.first

    @property
    def signature(self) -> str:
        axis = (
            f"{self.first.opt} vs {self.second.opt}"
            if self.first.dims == self.second.dims
            else f"{self.first.dims} vs {self.second.dims}"
        )
        far = self.farther
        side = far.opt if self.first.dims == self.second.dims else far.dims
        return f"differs: {axis} ({side} farther from float64): output {self.output} values"

    @property
    def message(self) -> str:
        ref = f", float64 {self.reference:.6g}" if self.reference is not None else ""
        return (
            f"{self.first.id} and {self.second.id}, output {self.output} at {self.at}: "
            f"{self.values[0]:.6g} vs {self.values[1]:.6g}{ref}; the difference may be {self.allowed:.3g}"
        )


def pairs(cells: Sequence[Cell]) -> Iterator[tuple[Cell, Cell]]:
    """Static against dynamic and mixed at each opt level; O0 against each higher level at each dims variant."""
    by = {(c.opt, c.dims): c for c in cells}
    for opt in OPT_LEVELS:
        for dims in DIMS_VARIANTS[1:]:
            if (opt, "static") in by and (opt, dims) in by:
                yield by[opt, "static"], by[opt, dims]
    for dims in DIMS_VARIANTS:
        for opt in OPT_LEVELS[1:]:
            if ("O0", dims) in by and (opt, dims) in by:
                yield by["O0", dims], by[opt, dims]


def disagreements(results: Sequence[CellResult], results_dir: Path) -> list[Disagreement]:
    """Every pair of passing cells of one program (whose outputs were kept) that disagree."""
    found = (compare_cells(a, b, results_dir) for a, b in kept_pairs(results, results_dir))
    return [d for d in found if d is not None]


def kept_pairs(results: Sequence[CellResult], results_dir: Path) -> Iterator[tuple[Cell, Cell]]:
    kept: dict[str, list[Cell]] = {}
    for r in results:
        if r.status is Status.PASS and ran_outputs(results_dir, r.cell, Status.PASS) is not None:
            kept.setdefault(r.cell.case, []).append(r.cell)
    for cells in kept.values():
        yield from pairs(cells)


def _kept(a: Cell, b: Cell, results_dir: Path) -> tuple[list[Path], list[Path], Path]:
    """The two passing cells' kept outputs, and the reference's folder (one import: they share it)."""
    ka, kb = (ran_outputs(results_dir, c, Status.PASS) for c in (a, b))
    assert ka is not None and kb is not None  # kept_pairs pairs only cells whose outputs were kept
    return ka[0], kb[0], ka[1]


def _outputs(a: Cell, b: Cell, results_dir: Path) -> Iterator[tuple[np.ndarray, np.ndarray, np.ndarray, Oracle | None]]:
    """Per output: the two cells' values, eager's and the float64 oracle."""
    return outputs(*_kept(a, b, results_dir))


def compare_cells(a: Cell, b: Cell, results_dir: Path) -> Disagreement | None:
    d = first_difference(*_kept(a, b, results_dir))
    if d is None:
        return None
    return Disagreement(a, b, d.output, d.at, d.values or (float("nan"), float("nan")), d.reference, d.allowed)


def margins(results: Sequence[CellResult], results_dir: Path) -> list[float]:
    """Per pair of cells compared and float output, the largest difference as a
    fraction of what is allowed there (0: bitwise equal; above 1: a disagreement):
    how far honest cells stay from a false alarm."""
    out = []
    for a, b in kept_pairs(results, results_dir):
        for x, y, e, oracle in _outputs(a, b, results_dir):
            if e.dtype.kind in "fc" and x.shape == y.shape and x.size:
                out.append(float(ratios(x, y, e, oracle)[0].max()))
    return out


def main(argv: list[str]) -> int:
    """``python -m conformance fuzz margin OUT``: the differential oracle's margins over a campaign's batches."""
    from conformance.results.merge import merge

    grids = sorted(Path(argv[0]).glob("batches/*/results/grid.json")) if argv else []
    if not grids:
        print("fuzz margin: give a campaign's output folder (with batches/*/results/grid.json)", file=sys.stderr)
        return 2
    found = [m for g in grids for m in margins(merge([g]).results, g.parent)]
    if not found:
        print("fuzz margin: no kept outputs to compare (a campaign run with --no-differential?)")
        return 0
    equal = sum(1 for m in found if m == 0)
    print(
        f"{len(found)} float outputs of cell pairs compared over {len(grids)} batches: {equal} bitwise equal; "
        f"difference / allowance: max {max(found):.3g}, p99 {float(np.percentile(found, 99)):.3g}, "
        f"{sum(1 for m in found if m > 1)} above 1 (disagreements)"
    )
    return 0
