"""Two runs of one program compared with each other, not with the reference:
the outputs of two cells that share inputs and a float64 reference (two dims
variants or opt levels of one case, the two routes of one model).

Two runs disagree only where their difference exceeds the float64 oracle's own
allowance at that element (``compare.f64_allowance``). An honest computation
is within about the reference's own error of float64, so two of them differ by
about twice it: a quarter of the allowance. Outputs without a trusted float64
reference are compared with the dtype's tolerance, integers and bools exactly.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from conformance.case import TOLERANCES
from conformance.dtypes import dtype_name
from conformance.pipeline.compare import Oracle, f64_allowance, same, trusted
from conformance.pipeline.imports import read_oracles


@dataclass(frozen=True)
class Difference:
    """Where two runs' outputs differ most beyond what rounding explains."""

    output: int
    at: tuple[int, ...]
    values: tuple[float, float] | None  # the two runs' values there; None when their shapes differ
    reference: float | None  # float64's, when trusted
    allowed: float  # the difference allowed there
    shapes: tuple[tuple[int, ...], tuple[int, ...]]


def outputs(
    a: Sequence[Path], b: Sequence[Path], reference: Path
) -> Iterator[tuple[np.ndarray, np.ndarray, np.ndarray, Oracle | None]]:
    """Per output: the two runs' values (``output_<i>.npy`` files, in order), eager's and the
    float64 oracle, both read from ``reference`` (an import's folder, or a repro folder)."""
    for i, (oracle, pa, pb) in enumerate(zip(read_oracles(reference), a, b, strict=False)):
        yield np.load(pa), np.load(pb), np.load(reference / f"expected_{i}.npy"), oracle


def first_difference(a: Sequence[Path], b: Sequence[Path], reference: Path) -> Difference | None:
    """The first output where two runs of one program differ beyond what rounding explains, or None."""
    for i, (x, y, e, oracle) in enumerate(outputs(a, b, reference)):
        found = worst(x, y, e, oracle)
        if found is not None:
            at, allowed, ref = found
            values = (float(x[at]), float(y[at])) if x.shape == y.shape else None
            return Difference(i, at, values, ref, allowed, (x.shape, y.shape))
    return None


def ratios(
    x: np.ndarray, y: np.ndarray, e: np.ndarray, oracle: Oracle | None
) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
    """Per element, |x - y| as a fraction of what is allowed there (0 where equal,
    NaN included; inf where nothing is allowed or one side is NaN), the allowance,
    and float64's values where trusted."""
    x64, y64 = x.astype(np.float64), y.astype(np.float64)
    allowed, reference = _allowed(y64, e, oracle)
    with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
        ratio = np.where(same(x64, y64), 0.0, np.nan_to_num(np.abs(x64 - y64) / allowed, nan=np.inf, posinf=np.inf))
    return ratio, allowed, reference


def _allowed(y64: np.ndarray, e: np.ndarray, oracle: Oracle | None) -> tuple[np.ndarray, np.ndarray | None]:
    """The difference allowed per element, and float64's values where its reference is trusted."""
    tolerance = TOLERANCES.get(dtype_name(e.dtype), (0.0, 0.0))
    if oracle is not None and oracle.reference.shape == e.shape and trusted(tolerance, e, oracle.reference):
        return f64_allowance(e, oracle)[0], oracle.reference.astype(np.float64)
    return tolerance[0] + tolerance[1] * np.abs(y64), None


def worst(
    x: np.ndarray, y: np.ndarray, e: np.ndarray, oracle: Oracle | None
) -> tuple[tuple[int, ...], float, float | None] | None:
    """(where, the difference allowed there, float64's value there) of the worst excess of x against y, or None
    when they agree (e: the eager reference both were judged against)."""
    if x.shape != y.shape or x.dtype != y.dtype or e.dtype.kind not in "fc":
        wrong = (x != y) if x.shape == y.shape else np.ones((), bool)
        return (_index(wrong, wrong), 0.0, None) if wrong.any() else None
    ratio, allowed, reference = ratios(x, y, e, oracle)
    bad = ratio > 1
    if not bad.any():
        return None
    at = _index(ratio, bad)
    return at, float(allowed[at]), None if reference is None else float(reference[at])


def _index(values: np.ndarray, mask: np.ndarray) -> tuple[int, ...]:
    if not values.ndim:
        return ()
    return tuple(int(i) for i in np.unravel_index(int(np.argmax(np.where(mask, values, 0))), values.shape))
