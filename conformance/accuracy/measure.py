"""One op in one dtype on one backend: its grid of inputs exported through the
torch frontend (the path a model takes), compiled with the backend's flags,
run, and each output compared with float64 in ULPs of the dtype; eager
PyTorch on the same inputs beside it.

The module takes and returns f32 and computes in the dtype measured (a cast
in, a cast out): bf16 has no numpy type to carry it, and the casts are exact
for inputs already rounded to the dtype."""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import torch

from conformance.accuracy.ops import MathOp
from conformance.case import Case, randn, torch_case, variants
from conformance.cell import Status
from conformance.fn import Fn
from conformance.pipeline.compare import ulp
from conformance.pipeline.compile import compile_module
from conformance.pipeline.execute import run_module
from conformance.pipeline.run_cell import RunConfig
from conformance.pipeline.torch_frontend import export

SEED = 0  # the order of pow's exponents and softmax's rows


@dataclass(frozen=True)
class Row:
    op: str
    dtype: str
    backend: str
    points: int  # where the float64 result is representable in the dtype
    max_ulp: float | None = None  # None: not measured (``why``)
    p50_ulp: float | None = None
    p99_ulp: float | None = None
    worst_at: tuple[float, ...] = ()  # the input(s) of the worst point
    worst_got: float | None = None
    worst_want: float | None = None
    eager_max_ulp: float | None = None  # eager PyTorch (CPU) in the same dtype, on the same inputs
    rounded: bool = True  # IREE's outputs are values of the dtype (False: it computed in f32, the casts folded)
    why: str = ""


def inputs_of(op: MathOp, dtype: str, points: int) -> list[np.ndarray]:
    """The op's inputs: its domain's grid rounded to ``dtype`` (duplicates out), as f32."""
    rng = np.random.default_rng(SEED)
    first = _rounded(op.domain.grid(points), dtype)
    if op.rows:
        first = rng.permutation(first)[: len(first) // op.rows * op.rows].reshape(-1, op.rows)
    if op.second is None:
        return [first]
    second = _rounded(op.second.grid(len(first)), dtype, unique=False)
    return [first, rng.permutation(second)]


def _rounded(x: np.ndarray, dtype: str, unique: bool = True) -> np.ndarray:
    t = torch.from_numpy(x.astype(np.float32)).to(getattr(torch, _TORCH[dtype])).to(torch.float32).numpy()
    return np.unique(t) if unique else t


_TORCH = {"f32": "float32", "f16": "float16", "bf16": "bfloat16"}


def reference(op: MathOp, args: list[np.ndarray]) -> np.ndarray:
    with torch.no_grad():
        return op.fn(*(torch.from_numpy(a.astype(np.float64)) for a in args)).numpy()


def eager(op: MathOp, args: list[np.ndarray], dtype: str) -> np.ndarray:
    t = getattr(torch, _TORCH[dtype])
    with torch.no_grad():
        return op.fn(*(torch.from_numpy(a).to(t) for a in args)).to(torch.float64).numpy()


def measure(op: MathOp, dtype: str, cfg: RunConfig, opt: str, points: int) -> Row:
    args = inputs_of(op, dtype, points)
    want = reference(op, args)
    with tempfile.TemporaryDirectory(prefix="accuracy-") as tmp:
        got, why = _iree(op, dtype, args, cfg, opt, Path(tmp))
    if got is None:
        return Row(op.name, dtype, cfg.profile.name, 0, why=why)
    return row_of(op.name, dtype, cfg.profile.name, args, got, want, eager(op, args, dtype))


def row_of(
    op: str, dtype: str, backend: str, args: list[np.ndarray], got: np.ndarray, want: np.ndarray, ref: np.ndarray
) -> Row:
    """The ULP figures of ``got`` (and eager's ``ref``) against float64 ``want``, where the dtype represents it."""
    limit = float(torch.finfo(getattr(torch, _TORCH[dtype])).max)
    keep = np.isfinite(want) & (np.abs(want) <= limit)
    if not keep.any():
        return Row(op, dtype, backend, 0, why="no point of the domain is representable")
    errors = _ulps(got, want, dtype)[keep]
    worst = int(np.argmax(errors))
    flat = [np.broadcast_to(a, want.shape)[keep] for a in args]
    return Row(
        op, dtype, backend, int(keep.sum()),
        max_ulp=_round(errors[worst]),
        p50_ulp=_round(float(np.percentile(errors, 50))),
        p99_ulp=_round(float(np.percentile(errors, 99))),
        worst_at=tuple(float(a[worst]) for a in flat),
        worst_got=float(got[keep][worst]),
        worst_want=float(want[keep][worst]),
        eager_max_ulp=_round(float(np.max(_ulps(ref, want, dtype)[keep]))),
        rounded=bool(np.array_equal(_rounded(got[keep], dtype, unique=False), got[keep].astype(np.float32))),
    )  # fmt: skip


def _ulps(got: np.ndarray, want: np.ndarray, dtype: str) -> np.ndarray:
    """|got - want| in ULPs of ``dtype`` at ``want``; a non-finite result where float64's is finite: inf."""
    got = np.asarray(got, np.float64)
    with np.errstate(invalid="ignore", over="ignore"):
        err = np.abs(got - want) / ulp(want, dtype)
    return np.where(np.isfinite(got), err, np.inf)


def _round(x: float) -> float:
    return float(f"{x:.3g}") if np.isfinite(x) else float("inf")


def _iree(
    op: MathOp, dtype: str, args: list[np.ndarray], cfg: RunConfig, opt: str, tmp: Path
) -> tuple[np.ndarray | None, str]:
    """The module's outputs on ``args``, or None and why not."""
    in_dtype = getattr(torch, _TORCH[dtype])
    case = torch_case(
        f"accuracy_{op.name}_{dtype}",
        lambda: Fn(lambda *xs: op.fn(*(x.to(in_dtype) for x in xs)).to(torch.float32)),
        inputs=[randn(*(f"D{i}" for i in range(a.ndim))) for a in args],
        sizes={f"D{i}": n for i, n in enumerate(args[0].shape)},
    )
    if not isinstance(case, Case):
        return None, case.error
    text, function = export(case, variants(case)[0], args)
    mlir = tmp / "module.mlir"
    mlir.write_text(text)
    flags, missing = cfg.cell_flags(opt, case)
    if missing:
        return None, f"flags not in this compiler: {', '.join(missing)}"
    compiled = compile_module(mlir, flags, cfg.tools, cfg.cache_root, cfg.compile_timeout)
    if compiled.status is not Status.PASS or compiled.vmfb is None:
        return None, f"{compiled.signature}"
    paths = []
    for i, a in enumerate(args):
        np.save(tmp / f"input_{i}.npy", a)
        paths.append(tmp / f"input_{i}.npy")
    ran = run_module(cfg.tools, cfg.profile.device, compiled.vmfb, paths, 1, tmp / "run", cfg.run_timeout, function)
    if ran.status is not Status.PASS:
        return None, f"{ran.signature}"
    return np.load(ran.outputs[0]).astype(np.float64), ""
