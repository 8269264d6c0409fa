"""The external corpus ``opinfo``: PyTorch's own op database (OpInfo) as cases.

Every sample input of every OpInfo in ``op_db``, for each dtype the op supports
among f32, f16, bf16, i64 and bool, is one case named
``opinfo.<op>.s<sample>.<dtype>`` (``opinfo.nn_functional_conv2d.s3.f32``): the
op applied to the sample's tensors (the case's inputs, with the sample's own
values) and its other arguments (constants). Selected with ``--corpus opinfo``;
never imported otherwise.

- Dims: every dim of size >= 2 of a tensor input may be symbolic (torch.export
  specializes 0 and 1); static, dynamic and mixed come from that as for any case.
- Inputs keep the op's declared domain (an input contract); tolerances are the
  op's own per-dtype overrides where its CPU tests declare any (an allowance on
  top of the harness's float64 oracle), else the oracle alone.
- Tiers: ``smoke`` holds one sample of each op (f32 where the op takes it,
  else its first dtype; the first sample with a dim that can be dynamic), at O2
  static (axes.TIER_AXES); ``full`` all.
- What cannot be a case is listed with its reason (:data:`SKIPPED`;
  ``python -m conformance list --corpus opinfo --skipped``).

The catalog is generated once per torch version and generator source, and
kept on disk (``conformance.corpus._cache``).
"""

from __future__ import annotations

import re

import numpy as np

from conformance.case import TOLERANCES, InRange, TensorSpec, draw, torch_case
from conformance.corpus import _opinfo
from conformance.corpus._skips import Skip
from conformance.dtypes import dtype_name

SMOKE_DTYPES = ("f32", "f16", "bf16", "i64", "bool")


def case_name(s: _opinfo.Sample) -> str:
    op = re.sub(r"\W", "_", s.op)  # variant names hold dots and dashes (interpolate's nearest-exact)
    return f"opinfo.{op}.s{s.index}.{s.dtype}"


SELECTED_BY = ("CONFORMANCE_OPINFO_OPS",)  # it generates only those ops' cases (_opinfo.selected)


def _declare(s: _opinfo.Sample, meta: _opinfo.OpMeta, smoke: bool) -> None:
    specs, sizes, dims = [], {}, []
    for i, a in enumerate(s.arrays):
        shape: list[int | str] = []
        for axis, n in enumerate(a.shape):
            if n >= 2:  # 0 and 1 are specialized by torch.export: never symbolic
                name = f"a{i}_{axis}"
                sizes[name] = n
                dims.append(name)
                shape.append(name)
            else:
                shape.append(n)
        kind = dtype_name(a.dtype)
        low: float | None = None
        high: float | None = None
        finite = a[np.isfinite(a)] if a.dtype.kind == "f" else a
        if finite.size and kind != "bool":
            lo, hi = float(finite.min()), float(finite.max())
            low, high = (lo, hi + 1) if a.dtype.kind in "iu" else (lo, hi)
        if a.dtype.kind in "iu" and high is None:  # case.draw needs an integer's bounds
            low, high = 0, 1
        specs.append(TensorSpec(tuple(shape), kind, low, high))
    contracts = []
    d_lo, d_hi = meta.domain
    if (d_lo is not None or d_hi is not None) and s.arrays and s.arrays[0].dtype.kind == "f":
        contracts.append(InRange(0, -np.inf if d_lo is None else d_lo, np.inf if d_hi is None else d_hi))
    # bf16 results come out as f32: without the op's own override they get bf16's
    # tolerance, not f32's (which the oracle falls back on when it cannot judge).
    tol = meta.tolerances.get(s.dtype) or (TOLERANCES["bf16"] if s.dtype == "bf16" else None)
    arrays, key, call = s.arrays, s.op, s.call
    declared = dict(sizes)

    name, whole = case_name(s), any(a.dtype.kind in "iu" for a in arrays)

    def generate(rng: np.random.Generator, sizes: dict[str, int]) -> list[np.ndarray]:
        if dict(sizes) == declared:
            return list(arrays)
        if whole:  # an index or a pivot drawn anew can send eager torch out of bounds (lu_unpack aborts)
            raise ValueError(f"{name}: its integer inputs hold only at the sample's own sizes")
        return [draw(rng, spec, sizes) for spec in specs]  # other sizes: the same value ranges

    torch_case(
        name,
        lambda: _opinfo.module(key, call),
        inputs=specs,
        sizes=sizes,
        dynamic=dims,
        family="opinfo",
        tiers=("smoke",) if smoke else (),
        atol=tol[0] if tol else None,
        rtol=tol[1] if tol else None,
        generate=generate,
        contracts=contracts,
        allow_nonfinite=any(a.dtype.kind == "f" and not np.isfinite(a).all() for a in arrays),
        compute_dtypes=("bf16",) if s.dtype == "bf16" else (),
        random_outputs=s.random_outputs,
    )


CATALOG = _opinfo.catalog()
SKIPPED: tuple[Skip, ...] = CATALOG.skipped


def _smoke(samples: tuple[_opinfo.Sample, ...]) -> set[tuple[str, str, int]]:
    """Per op, one sample: of its first dtype in SMOKE_DTYPES' order (f32 first), the first
    sample with a dim that can be dynamic (else the first)."""
    chosen: dict[str, tuple[int, bool, int, str]] = {}
    for s in samples:
        if s.dtype not in SMOKE_DTYPES:
            continue
        rank = (SMOKE_DTYPES.index(s.dtype), not any(n >= 2 for a in s.arrays for n in a.shape), s.index, s.dtype)
        chosen[s.op] = min(chosen.get(s.op, rank), rank)
    return {(op, dtype, index) for op, (_, _, index, dtype) in chosen.items()}


def _declare_all() -> None:
    smoke = _smoke(CATALOG.samples)
    for s in CATALOG.samples:
        _declare(s, CATALOG.ops[s.op], (s.op, s.dtype, s.index) in smoke)


_declare_all()
