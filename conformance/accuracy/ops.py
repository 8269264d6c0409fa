"""The math ops measured, one declaration each: the function (on torch tensors)
and the domain its inputs cover. Inputs are a dense grid of the domain,
rounded to the dtype measured; a point whose float64 result the dtype cannot
represent (it overflows) is left out."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import torch
import torch.nn.functional as F


@dataclass(frozen=True)
class Domain:
    lo: float
    hi: float
    spacing: str = "linear"  # linear, or log: lo..hi > 0, evenly in log (wide positive ranges)

    def grid(self, points: int) -> np.ndarray:
        if self.spacing == "log":
            return np.geomspace(self.lo, self.hi, points)
        return np.linspace(self.lo, self.hi, points)


@dataclass(frozen=True)
class MathOp:
    name: str
    fn: Callable[..., torch.Tensor]
    domain: Domain
    second: Domain | None = None  # a binary op's second operand (pow's exponent)
    rows: int = 0  # softmax: the grid as rows of this length, normalized along each


def _softmax(x: torch.Tensor) -> torch.Tensor:
    return torch.softmax(x, dim=-1)


# The ops of transformer models' elementwise code, and the classic libm set.
OPS: tuple[MathOp, ...] = (
    MathOp("tanh", torch.tanh, Domain(-10, 10)),
    MathOp("erf", torch.erf, Domain(-6, 6)),
    MathOp("exp", torch.exp, Domain(-87, 88)),
    MathOp("expm1", torch.expm1, Domain(-20, 20)),
    MathOp("log", torch.log, Domain(1e-30, 1e30, "log")),
    MathOp("log1p", torch.log1p, Domain(-0.999, 1e6)),
    MathOp("sin", torch.sin, Domain(-100, 100)),
    MathOp("cos", torch.cos, Domain(-100, 100)),
    MathOp("pow", torch.pow, Domain(1e-3, 100, "log"), second=Domain(-4, 4)),
    MathOp("rsqrt", torch.rsqrt, Domain(1e-30, 1e30, "log")),
    MathOp("sqrt", torch.sqrt, Domain(0, 1e6)),
    MathOp("sigmoid", torch.sigmoid, Domain(-30, 30)),
    MathOp("silu", F.silu, Domain(-30, 30)),
    MathOp("gelu", F.gelu, Domain(-10, 10)),
    MathOp("gelu_tanh", lambda x: F.gelu(x, approximate="tanh"), Domain(-10, 10)),
    MathOp("softmax", _softmax, Domain(-20, 20), rows=64),
)
BY_NAME = {op.name: op for op in OPS}
