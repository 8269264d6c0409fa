"""Compare stage: the module's outputs against the reference.

Types first: an output must have the expected kind and width (IREE's integers
are signless, so a signed output is read as the expected unsigned type of the
same width, never another width).

Floats, when the import stored a float64 reference: IREE's error against it is
judged against what an honest computation in the case's precision makes. Each
element's error is measured in its own scale, max(ULP of the precision at the
f64 value, sensitivity), where the sensitivity says how far the f64 result
moves when the float inputs move by up to one ULP (elements that cancel get
room there and only there). The reference's own error (eager in the case's
dtype vs f64) in that scale, at its worst over the tensor, is the yardstick:
an element may be off by up to ``FACTOR`` x that, and in any case by
``ULP_FLOOR`` ULP or ``FACTOR`` x its sensitivity. Tensor-wide, because one
element's sensitivity and reference error are noisy (a lucky reference is not
a reason to fail IREE); per element, because a tiny value off by 100% is wrong
whatever the others do.

Where the frontend made one, the honest spread widens that: how far
computations in the case's precision land from float64 when every op is off by
what it may honestly be (a transcendental by its approximation, a sum by
another order, a parameter re-rounded: ``pipeline.torch_spread``). An element
within ``SPREAD_MARGIN`` x its spread (the farthest of 16 such computations) is
what an honest compiler may give: a deep model's approximation noise is not
wrong numbers. Per element, never tensor-wide: an elementwise op's tiny outputs
have tiny honest errors, and a tensor's widest would hide a wrong tail (f16
GELU's). The message of a mismatch says which allowance was the widest where
it is worst.

A case's own atol/rtol, when declared, is an extra allowance against the stored
reference. Without a float64 reference, the dtype's default atol/rtol apply.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import numpy as np

from conformance.case import TOLERANCES, tolerance_of
from conformance.dtypes import FORMATS, dtype_name

ULP_FLOOR = 4.0
FACTOR = 8.0
SPREAD_MARGIN = 3.0


class Rules(Protocol):
    """What the compare stage reads of a case: the case itself, or a run
    bundle's copy of it (``CaseRules``), where the case cannot be loaded."""

    @property
    def atol(self) -> float | None: ...
    @property
    def rtol(self) -> float | None: ...
    @property
    def random_outputs(self) -> bool: ...
    def tolerance(self, dtype: str) -> tuple[float, float]: ...


@dataclass(frozen=True)
class CaseRules:
    atol: float | None = None
    rtol: float | None = None
    random_outputs: bool = False

    def tolerance(self, dtype: str) -> tuple[float, float]:
        return tolerance_of(self.atol, self.rtol, dtype)

    @classmethod
    def of(cls, case: Rules) -> CaseRules:
        return cls(case.atol, case.rtol, case.random_outputs)


@dataclass(frozen=True)
class Oracle:
    """The float64 reference of one output and its sensitivity, both float64."""

    reference: np.ndarray
    sensitivity: np.ndarray | None = None
    precision: str = ""  # the narrowest float format the case computes in; "" = the output's
    spread: np.ndarray | None = None  # the honest spread (float64 abs error per element), where the frontend made one


def compare_outputs(
    case: Rules,
    actual: list[Path],
    expected: list[Path],
    oracles: Sequence[Oracle | None] = (),
) -> tuple[str | None, str]:
    """(None, "") when every output is acceptable, else (signature, message)."""
    problems: list[tuple[str, str, str]] = []
    for i, (a_path, e_path) in enumerate(zip(actual, expected, strict=True)):
        oracle = oracles[i] if i < len(oracles) else None
        found = compare_arrays(case, np.load(a_path), np.load(e_path), oracle)
        if found:
            problems.append((f"output {i}", *found))
    if not problems:
        return None, ""
    where, kind, _ = problems[0]
    message = "; ".join(f"{w}: {what}" for w, _, what in problems)
    return f"mismatch: {where} {kind} differ", message


def compare_arrays(case: Rules, a: np.ndarray, e: np.ndarray, oracle: Oracle | None = None) -> tuple[str, str] | None:
    """None when ``a`` is acceptable, else (kind: shape, dtype or values; what is wrong)."""
    if a.shape != e.shape:
        return "shape", f"shape {a.shape} != expected {e.shape}"
    if a.dtype.kind == "i" and e.dtype.kind == "u" and a.dtype.itemsize == e.dtype.itemsize:
        a = a.view(e.dtype)  # IREE's integers are signless: iree-run-module writes them as signed
    if a.dtype != e.dtype:
        return "dtype", f"dtype {a.dtype} != expected {e.dtype}"
    if case.random_outputs:
        return None  # random draws: no two implementations agree on the values
    if e.dtype.kind not in "fc":
        wrong = a != e
        if not wrong.any():
            return None
        at = _first(wrong)
        return "values", (
            f"{int(wrong.sum())}/{e.size} elements differ ({wrong.mean():.1%}); "
            f"first at {at}: {a[at]!r} != expected {e[at]!r}"
        )
    if np.array_equal(a, e, equal_nan=True):
        return None  # what every rule below accepts, found without their float64 passes over the tensor
    if oracle is not None and oracle.reference.shape == e.shape:
        if trusted(case.tolerance(dtype_name(e.dtype)), e, oracle.reference):
            return _judge_by_f64(case, a, e, oracle)
        found = _judge_by_tolerance(case, a, e)
        note = "; judged by tolerance: the stored reference and the f64 reference disagree beyond it"
        return (found[0], found[1] + note) if found else None
    return _judge_by_tolerance(case, a, e)


def trusted(tolerance: tuple[float, float], e: np.ndarray, r: np.ndarray) -> bool:
    """The f64 reference is used only where the stored one agrees with it within
    the dtype's tolerance (or the case's ``tolerance``, when wider): else one of
    them computes something else (a stored output of another model version, an
    f64 rewrite that changed the model)."""
    name = dtype_name(e.dtype)
    atol, rtol = (max(x, y) for x, y in zip(TOLERANCES.get(name, (0.0, 0.0)), tolerance, strict=True))
    with np.errstate(invalid="ignore", over="ignore"):
        agree = np.isclose(e.astype(np.float64), r, atol=atol, rtol=rtol, equal_nan=True)
        overflow = np.isinf(e) & (np.abs(r) >= float(np.finfo(e.dtype).max))  # the dtype's honest answer
    return bool((agree | overflow).all())


def _judge_by_tolerance(case: Rules, a: np.ndarray, e: np.ndarray) -> tuple[str, str] | None:
    atol, rtol = case.tolerance(dtype_name(e.dtype))
    a64, e64 = a.astype(np.float64), e.astype(np.float64)
    close = np.isclose(a64, e64, atol=atol, rtol=rtol, equal_nan=True)
    if close.all():
        return None
    return "values", (
        f"{_errors(a64, e64, _dtype_name(e), against='expected')}, "
        f"{(~close).mean():.1%} of {e.size} elements out of tolerance (atol {atol:g}, rtol {rtol:g}), "
        f"{_nonfinite(a64, e64)} NaN/Inf disagreements; first at {_first(~close)}"
    )


ALLOWANCES = ("ULP floor", "sensitivity", "reference's own error", "honest spread")


def f64_allowance(e: np.ndarray, oracle: Oracle) -> tuple[np.ndarray, float]:
    """Per element, the error against the f64 reference an honest computation in
    the case's precision may make (see the module's doc), and the reference's own
    worst error in units of max(ULP, sensitivity) it was scaled from."""
    terms, worst_own = allowance_terms(e, oracle)
    return np.maximum.reduce(terms), worst_own


def allowance_terms(e: np.ndarray, oracle: Oracle) -> tuple[list[np.ndarray], float]:
    """Each allowance of ``ALLOWANCES`` per element, and the reference's own worst error (see f64_allowance)."""
    e64, r = e.astype(np.float64), oracle.reference.astype(np.float64)
    unit = ulp(r, narrowest(oracle.precision, _dtype_name(e)))
    with np.errstate(invalid="ignore", over="ignore"):
        err_e = np.abs(e64 - r)
        sens = np.zeros_like(r) if oracle.sensitivity is None else np.abs(oracle.sensitivity.astype(np.float64))
        sens = np.nan_to_num(sens)
        scale = np.maximum(np.nan_to_num(unit, nan=0.0), sens)
        own = np.where(np.isfinite(err_e) & (scale > 0), err_e / np.where(scale > 0, scale, 1.0), 0.0)
        worst_own = float(own.max()) if own.size else 0.0
        spread = np.zeros_like(r) if oracle.spread is None else np.nan_to_num(oracle.spread.astype(np.float64))
        terms = [ULP_FLOOR * unit, FACTOR * sens, FACTOR * worst_own * scale, SPREAD_MARGIN * spread]
    return [np.nan_to_num(t, nan=0.0) for t in terms], worst_own


def _judge_by_f64(case: Rules, a: np.ndarray, e: np.ndarray, oracle: Oracle) -> tuple[str, str] | None:
    a64, e64, r = a.astype(np.float64), e.astype(np.float64), oracle.reference.astype(np.float64)
    precision = narrowest(oracle.precision, _dtype_name(e))
    terms, worst_own = allowance_terms(e, oracle)
    allowed = np.maximum.reduce(terms)
    with np.errstate(invalid="ignore", over="ignore"):
        err_a = np.abs(a64 - r)
        ok = (err_a <= allowed) | same(a64, e64) | same(a64, r)
        if case.atol is not None or case.rtol is not None:  # the case's own allowance stays
            atol, rtol = case.tolerance(dtype_name(e.dtype))
            ok |= np.isclose(a64, e64, atol=atol, rtol=rtol, equal_nan=True)
    if ok.all():
        return None
    bad = ~ok
    with np.errstate(invalid="ignore", divide="ignore"):
        ratio = np.where(bad, np.nan_to_num(err_a / allowed, nan=np.inf, posinf=np.inf), 0.0)
    worst = tuple(int(i) for i in np.unravel_index(int(np.argmax(ratio)), ratio.shape)) if ratio.ndim else ()
    return "values", (
        f"{_errors(a64, r, precision, against='f64')} "
        f"(the reference's own: {_errors(e64, r, precision, against='f64', brief=True)}); "
        f"{bad.mean():.1%} of {e.size} elements beyond the allowed error "
        f"(max of {ULP_FLOOR:g} ULP, {FACTOR:g}x the sensitivity, {FACTOR:g}x the reference's worst error "
        f"of {worst_own:.3g} in units of max(ULP, sensitivity), {SPREAD_MARGIN:g}x the honest spread"
        f"{'' if oracle.spread is not None else ' (none made)'}), "
        f"first at {_first(bad)}; worst at {worst}: got {a64[worst]:.6g}, f64 {r[worst]:.6g}, "
        f"reference {e64[worst]:.6g}, "
        f"allowed {allowed[worst]:.3g} (the widest: {_widest(terms, worst)}); "
        f"{_nonfinite(a64[bad], r[bad])} NaN/Inf disagreements"
    )


def _widest(terms: list[np.ndarray], at: tuple[int, ...]) -> str:
    return ALLOWANCES[int(np.argmax([float(t[at]) for t in terms]))]


def same(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    return (x == y) | (np.isnan(x) & np.isnan(y))


def _errors(x: np.ndarray, ref: np.ndarray, precision: str, *, against: str, brief: bool = False) -> str:
    """Max abs, max relative and max ULP error of x against ref (finite elements), and where."""
    finite = np.isfinite(x) & np.isfinite(ref)
    if not finite.any():
        return "no finite elements to measure"
    with np.errstate(invalid="ignore", divide="ignore"):
        err = np.where(finite, np.abs(x - ref), 0.0)
        rel = np.where(finite, err / np.maximum(np.abs(ref), np.finfo(np.float64).tiny), 0.0)
        ulps = np.where(finite, err / ulp(ref, precision), 0.0)
    parts = []
    for name, values, fmt in (("abs", err, ".3g"), ("rel", rel, ".3g"), (f"{precision} ULP", ulps, ".4g")):
        k = int(np.argmax(values))
        at = "" if brief else f" at {tuple(int(i) for i in np.unravel_index(k, values.shape))}"
        parts.append(f"max {name} err {format(float(values.flat[k]), fmt)}{at}")
    return ("" if brief else f"vs {against}: ") + ", ".join(parts)


def _nonfinite(x: np.ndarray, y: np.ndarray) -> int:
    both_inf = np.isinf(x) & np.isinf(y)
    return int(((np.isnan(x) != np.isnan(y)) | (np.isinf(x) != np.isinf(y)) | (both_inf & (x != y))).sum())


def ulp(x: np.ndarray, precision: str) -> np.ndarray:
    """The unit in the last place of ``precision`` at each value of ``x`` (float64;
    subnormals get the smallest normal's spacing, non-finite values nan)."""
    mantissa, min_exp = FORMATS.get(precision, FORMATS["f64"])
    x = np.asarray(x, dtype=np.float64)
    with np.errstate(invalid="ignore"):
        _, exp = np.frexp(np.where(np.isfinite(x), np.abs(x), 1.0))
    exp = np.where(x == 0, min_exp + 1, exp)
    out = np.ldexp(1.0, np.maximum(exp - 1, min_exp) - mantissa)
    return np.where(np.isfinite(x), out, np.nan)


def narrowest(*precisions: str) -> str:
    known = [p for p in precisions if p in FORMATS]
    return min(known, key=lambda p: FORMATS[p][0]) if known else "f64"


def _dtype_name(a: np.ndarray) -> str:
    name = dtype_name(a.dtype)
    return name if name in FORMATS else "f64"


def _first(mask: np.ndarray) -> tuple[int, ...]:
    return tuple(int(i) for i in np.argwhere(mask)[0])
