"""Compare stage: the module's outputs against eager PyTorch's."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from conformance.case import Case

_DTYPE_NAMES = {"float32": "f32", "float16": "f16", "float64": "f64", "bfloat16": "bf16"}


def compare_outputs(case: Case, actual: list[Path], expected: list[Path]) -> tuple[str | None, str]:
    """(None, "") when every output is within tolerance, else (signature, message)."""
    problems: list[tuple[str, str]] = []
    for i, (a_path, e_path) in enumerate(zip(actual, expected, strict=True)):
        a, e = np.load(a_path), np.load(e_path)
        problem = _compare_one(case, a, e)
        if problem:
            problems.append((f"output {i}", problem))
    if not problems:
        return None, ""
    first = problems[0][0]
    kind = "shape" if "shape" in problems[0][1] else "dtype" if "dtype" in problems[0][1] else "values"
    message = "; ".join(f"{where}: {what}" for where, what in problems)
    return f"mismatch: {first} {kind} differ", message


def _compare_one(case: Case, a: np.ndarray, e: np.ndarray) -> str | None:
    if a.shape != e.shape:
        return f"shape {a.shape} != expected {e.shape}"
    if a.dtype.kind == "i" and e.dtype.kind == "u" and a.dtype.itemsize == e.dtype.itemsize:
        a = a.view(e.dtype)  # IREE's integers are signless: iree-run-module writes them as signed
    if a.dtype.kind != e.dtype.kind or (a.dtype.kind == "b") != (e.dtype.kind == "b"):
        return f"dtype {a.dtype} != expected {e.dtype}"
    if case.random_outputs:
        return None  # random draws: no two implementations agree on the values
    if e.dtype.kind in "biu":
        wrong = a != e
        if not wrong.any():
            return None
        return f"{int(wrong.sum())}/{e.size} elements differ ({wrong.mean():.1%}); first at {_first(wrong)}"
    atol, rtol = case.tolerance(_DTYPE_NAMES.get(e.dtype.name, e.dtype.name))
    a64, e64 = a.astype(np.float64), e.astype(np.float64)
    close = np.isclose(a64, e64, atol=atol, rtol=rtol, equal_nan=True)
    if close.all():
        return None
    finite = np.isfinite(a64) & np.isfinite(e64)
    abs_err = np.abs(a64 - e64)
    max_abs = float(abs_err[finite].max()) if finite.any() else float("nan")
    rel = abs_err / np.maximum(np.abs(e64), np.finfo(np.float64).tiny)
    max_rel = float(rel[finite].max()) if finite.any() else float("nan")
    both_inf = np.isinf(a64) & np.isinf(e64)
    nonfinite = int(
        ((np.isnan(a64) != np.isnan(e64)) | (np.isinf(a64) != np.isinf(e64)) | (both_inf & (a64 != e64))).sum()
    )
    return (
        f"max abs err {max_abs:.3g}, max rel err {max_rel:.3g}, "
        f"{(~close).mean():.1%} of {e.size} elements out of tolerance (atol {atol:g}, rtol {rtol:g}), "
        f"{nonfinite} NaN/Inf disagreements; first at {_first(~close)}"
    )


def _first(mask: np.ndarray) -> tuple[int, ...]:
    return tuple(int(i) for i in np.argwhere(mask)[0])
