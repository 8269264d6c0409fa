"""The honest spread of a PyTorch case: what computations in the case's own
precision may give, each as honest as IREE is allowed to be.

The exported program (the graph IREE compiles) is interpreted in the case's
dtypes a few times, each time with every node's result moved within what that
op may honestly be off by, at random (seeded):
- an elementwise op of arithmetic rounds: up to ``ROUNDING_ULP``;
- a transcendental may be off by its approximation: up to ``APPROX_ULP``
  (IREE's own measure at most 4.4 ULP in f32, docs/accuracy.md);
- a reduction (sum, mean, matmul, convolution) may add in another order: up to
  ``ROUNDING_ULP`` x sqrt(K) ULPs of the sum of its terms' magnitudes, K the
  terms per result;
- each parameter and constant moves by up to one ULP (the compiler may fold
  and re-round them), so a model fed only integers still has a spread.
Views, copies, indexing, conversions (correctly rounded: one right answer)
and integer ops are exact and left alone. Each draw's
outputs are kept; the compare stage measures them against float64.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np

ROUNDING_ULP = 1.0
APPROX_ULP = 8.0
SPREAD_DRAWS = 16

# aten op names (the overload stripped) that approximate: a transcendental, or built of one.
APPROXIMATED = frozenset((
    "tanh", "erf", "erfc", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sin", "cos", "tan", "asin",
    "acos", "atan", "atan2", "sinh", "cosh", "asinh", "acosh", "atanh", "pow", "rsqrt", "sqrt", "sigmoid", "silu",
    "gelu", "mish", "softplus", "elu", "selu", "celu", "logit", "_softmax", "_log_softmax", "softmax",
    "log_softmax", "reciprocal", "logsumexp",
))  # fmt: skip
# Sums of terms: their error scales with the terms' magnitudes (the same op on |operands|).
SUMS = frozenset((
    "sum", "mean", "mm", "bmm", "addmm", "matmul", "baddbmm", "addbmm", "convolution", "linear", "cumsum",
))  # fmt: skip
# Other reductions: their error scales with the result.
OTHER_REDUCTIONS = frozenset((
    "var", "var_mean", "std", "prod", "_native_batch_norm_legit_no_training", "native_layer_norm",
    "native_group_norm",
))  # fmt: skip
REDUCTIONS = SUMS | OTHER_REDUCTIONS
# Exact: they move, pick or compare values, or make new ones exactly.
EXACT = frozenset((
    "view", "_unsafe_view", "reshape", "permute", "transpose", "t", "expand", "clone", "contiguous", "slice",
    "select", "index", "index_select", "gather", "cat", "stack", "squeeze", "unsqueeze", "flatten", "split",
    "split_with_sizes", "unbind", "alias", "detach", "copy", "_to_copy", "lift_fresh_copy", "embedding", "full",
    "zeros", "ones", "empty", "arange", "scalar_tensor", "where", "masked_fill", "neg", "abs", "relu", "maximum",
    "minimum", "max", "min", "amax", "amin", "clamp", "clamp_min", "clamp_max", "floor", "ceil", "round", "sign",
    "flip", "roll", "repeat", "constant_pad_nd", "scatter", "scatter_add", "index_put", "new_zeros", "new_ones",
    "zeros_like", "ones_like", "full_like", "sort", "topk", "argmax", "argmin", "eq", "ne", "lt", "le", "gt", "ge",
    "logical_and", "logical_or", "logical_not", "bitwise_and", "bitwise_or", "_assert_tensor_metadata",
    # A conversion rounds correctly: one right answer.
    "convert_element_type", "to", "type_as",
))  # fmt: skip
# The operand whose last dim is contracted, by op (the rest reduce input elements over output elements).
_CONTRACTED = {"mm": 0, "bmm": 0, "matmul": 0, "linear": 0, "addmm": 1, "baddbmm": 1, "addbmm": 1}


def honest_runs(module: Any, inputs: Sequence[np.ndarray], seed: int, draws: int = SPREAD_DRAWS) -> list[Any]:
    """``draws`` honest runs of the exported program's module (``ep.module()``) on ``inputs``: its results."""
    import torch

    rng = torch.Generator().manual_seed(seed)
    interpreter = _honest_interpreter(module, rng)
    with torch.no_grad():
        return [interpreter.run(*[torch.from_numpy(np.array(a)) for a in inputs]) for _ in range(draws)]


def _moved(y: Any, ulps: float, scale: Any, rng: Any) -> Any:
    """``y`` moved, element by element, by up to ``ulps`` ULPs of its dtype: at
    each value of ``y`` itself (``scale`` None; zeros stay), or relative to
    ``scale``, an array of magnitudes (a sum's terms)."""
    import torch

    eps = torch.finfo(y.dtype).eps  # one ULP at 1
    y64 = y.to(torch.float64)
    if scale is None:
        _, exponent = torch.frexp(y64)  # |y| in [2^(e-1), 2^e): its ULP is eps * 2^(e-1)
        size = torch.where(y64 == 0, 0.0, torch.ldexp(torch.ones_like(y64), exponent - 1))
    else:
        size = scale.to(torch.float64).abs()
    noise = torch.rand(y64.shape, generator=rng, dtype=torch.float64) * 2 - 1
    return (y64 + noise * (eps * ulps) * size).to(y.dtype)


def _honest_interpreter(module: Any, rng: Any) -> Any:
    """An interpreter of the exported graph that moves each node's float result within its allowance."""
    import torch.fx

    class Honest(torch.fx.Interpreter):
        def run_node(self, n):
            result = super().run_node(n)
            if n.op == "call_function":
                return _after(n.target, self, n, result, rng)
            if n.op == "get_attr":  # a parameter or constant: folded and re-rounded, maybe
                return _scaled(result, 1.0, None, rng)
            return result

    return Honest(module)


def _name(target: object) -> str:
    """``aten.tanh.default`` -> ``tanh``."""
    name = getattr(target, "__name__", str(target))
    packet = getattr(target, "_overloadpacket", None)
    if packet is not None:
        name = getattr(packet, "__name__", name)
    return name.split(".")[0]


def _after(target: object, interpreter: object, node: object, result: object, rng: object) -> object:
    name = _name(target)
    if name in EXACT:
        return result
    if name in REDUCTIONS:
        return _reduced(target, name, interpreter, node, result, rng)
    return _scaled(result, APPROX_ULP if name in APPROXIMATED else ROUNDING_ULP, None, rng)


def _scaled(result: object, ulps: float, scale: object, rng: object) -> object:
    import torch

    if isinstance(result, torch.Tensor) and result.is_floating_point() and result.numel():
        return _moved(result, ulps, scale, rng)
    if isinstance(result, tuple | list):
        return type(result)(_scaled(r, ulps, None, rng) for r in result)
    return result


def _reduced(target: object, name: str, interpreter: object, node: object, result: object, rng: object) -> object:
    """A reduction's result moved by sqrt(K) ULPs, K its terms per result: of
    the sum of its terms' magnitudes for a sum (the same op on the absolute
    values of its float operands), else of the result itself."""
    import torch

    first = result[0] if isinstance(result, tuple | list) else result
    if not isinstance(first, torch.Tensor) or not first.is_floating_point() or not first.numel():
        return result
    args, kwargs = interpreter.fetch_args_kwargs_from_env(node)  # type: ignore[attr-defined]
    scale = first
    if name in SUMS:
        magnitude = target(*_absolute(tuple(args)), **_absolute(dict(kwargs)))  # type: ignore[operator]
        magnitude = magnitude[0] if isinstance(magnitude, tuple | list) else magnitude
        scale = magnitude if isinstance(magnitude, torch.Tensor) and magnitude.shape == first.shape else first
    moved = _moved(first, ROUNDING_ULP * math.sqrt(_terms(name, args, first)), scale, rng)
    if isinstance(result, tuple | list):
        return type(result)([moved, *(_scaled(r, ROUNDING_ULP, None, rng) for r in result[1:])])
    return moved


def _absolute(x: Any) -> Any:
    import torch

    if isinstance(x, torch.Tensor) and x.is_floating_point():
        return x.abs()
    if isinstance(x, tuple | list):
        return type(x)(_absolute(v) for v in x)
    if isinstance(x, dict):
        return {k: _absolute(v) for k, v in x.items()}
    return x


def _terms(name: str, args: Sequence[object], out: object) -> int:
    """Terms per result: a contraction's contracted dim, a convolution's window
    (its weight per output channel), else the input's elements over the result's."""
    import torch

    assert isinstance(out, torch.Tensor)
    tensors = [a for a in args if isinstance(a, torch.Tensor)]
    if name in _CONTRACTED and len(tensors) > _CONTRACTED[name]:
        return max(1, int(tensors[_CONTRACTED[name]].shape[-1]))
    if name == "convolution" and len(tensors) > 1 and tensors[1].ndim:
        return max(1, tensors[1].numel() // max(int(tensors[1].shape[0]), 1))
    return max(1, tensors[0].numel() // max(out.numel(), 1)) if tensors else 1
