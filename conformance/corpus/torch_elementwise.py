"""Elementwise ops: unary, binary with broadcast, comparisons/where/masked_fill,
casts, and the narrow float types (f16 I/O; bf16 and float8 computed inside).

Table-driven: each row is one case declaration."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import torch
import torch.nn.functional as F

from conformance.case import InRange, TensorSpec, positive, randint, randn, torch_case, uniform
from conformance.fn import Fn

FULL: tuple[str, ...] = ()  # full tier only
XY = {"B": 5, "N": 24}

# name -> (fn, input spec factory or None for randn, contract factory or None)
UNARY = {
    "relu": (torch.relu, None, None),
    "gelu": (F.gelu, None, None),
    "gelu_tanh": (lambda x: F.gelu(x, approximate="tanh"), None, None),
    "silu": (F.silu, None, None),
    "sigmoid": (torch.sigmoid, None, None),
    "tanh": (torch.tanh, None, None),
    "exp": (torch.exp, None, None),
    "expm1": (torch.expm1, None, None),
    "log": (torch.log, lambda: uniform("B", "N", low=0.05, high=5.0), positive),
    "log1p": (torch.log1p, lambda: uniform("B", "N", low=0.0, high=5.0), lambda i: InRange(i, -1.0, open_low=True)),
    "sqrt": (torch.sqrt, lambda: uniform("B", "N", low=0.05, high=5.0), positive),
    "rsqrt": (torch.rsqrt, lambda: uniform("B", "N", low=0.05, high=5.0), positive),
    "reciprocal": (torch.reciprocal, lambda: uniform("B", "N", low=0.1, high=5.0), positive),
    "abs": (torch.abs, None, None),
    "neg": (torch.neg, None, None),
    "sin": (torch.sin, None, None),
    "cos": (torch.cos, None, None),
    "erf": (torch.erf, None, None),
    "atan": (torch.atan, None, None),
    "acos": (torch.acos, lambda: uniform("B", "N", low=-0.99, high=0.99), lambda i: InRange(i, -1.0, 1.0)),
    "floor": (torch.floor, None, None),
    "ceil": (torch.ceil, None, None),
    "softplus": (F.softplus, None, None),
    "leaky_relu": (lambda x: F.leaky_relu(x, 0.1), None, None),
    "hardswish": (F.hardswish, None, None),
    "elu": (F.elu, None, None),
    "clamp": (lambda x: torch.clamp(x, -0.5, 0.75), None, None),
    "square": (torch.square, None, None),
    "sign": (torch.sign, None, None),
}

for _name, (_fn, _spec, _rule) in UNARY.items():
    torch_case(
        f"unary_{_name}",
        partial(Fn, _fn),
        inputs=[_spec() if _spec else randn("B", "N")],
        sizes=XY,
        dynamic=["B", "N"],
        contracts=[_rule(0)] if _rule else [],
        family="elementwise",
        tiers=FULL,
    )

BINARY: dict[str, tuple[Callable[..., torch.Tensor], Callable[[], TensorSpec] | None]] = {
    "add": (torch.add, None),
    "sub": (torch.sub, None),
    "mul": (torch.mul, None),
    "div": (torch.div, lambda: uniform("B", "N", low=0.5, high=2.0)),
    "maximum": (torch.maximum, None),
    "minimum": (torch.minimum, None),
    "pow": (lambda a, b: torch.pow(a.abs() + 0.5, b), None),
    "atan2": (torch.atan2, lambda: uniform("B", "N", low=0.5, high=2.0)),
    "hypot": (torch.hypot, None),
}

for _name, (_op, _rhs) in BINARY.items():
    torch_case(
        f"binary_{_name}",
        partial(Fn, _op),
        inputs=[randn("B", "N"), _rhs() if _rhs else randn("B", "N")],
        sizes=XY,
        dynamic=["B", "N"],
        family="elementwise",
        tiers=FULL,
    )

torch_case(
    "broadcast_row",
    lambda: Fn(lambda a, b: a * b + 1.0),
    inputs=[randn("B", "N"), randn("N")],
    sizes=XY,
    dynamic=["B", "N"],
    family="broadcast",
    tiers=FULL,
)
torch_case(
    "broadcast_outer",
    lambda: Fn(lambda a, b: a - b),
    inputs=[randn("M", 1), randn(1, "N")],
    sizes={"M": 7, "N": 9},
    dynamic=["M", "N"],
    family="broadcast",
    tiers=FULL,
)
torch_case(
    "broadcast_3d",
    lambda: Fn(lambda a, b, c: a + b * c),
    inputs=[randn("B", "S", "H"), randn(1, "S", 1), randn("H")],
    sizes={"B": 2, "S": 6, "H": 8},
    dynamic=["B", "S", "H"],
    family="broadcast",
    tiers=FULL,
)
torch_case(
    "broadcast_scalar_tensor",
    lambda: Fn(lambda a, s: a * s),
    inputs=[randn("B", "N"), randn()],
    sizes=XY,
    dynamic=["B", "N"],
    family="broadcast",
    tiers=FULL,
)

# --- comparisons, where, masked_fill ---------------------------------------------
torch_case(
    "cmp_gt",
    lambda: Fn(lambda a, b: a > b),
    inputs=[randn("B", "N"), randn("B", "N")],
    sizes=XY,
    dynamic=["B", "N"],
    family="compare",
    tiers=FULL,
)
torch_case(
    "cmp_eq_int",
    lambda: Fn(lambda a, b: a == b),
    inputs=[randint("B", "N", high=3), randint("B", "N", high=3)],
    sizes=XY,
    dynamic=["B", "N"],
    family="compare",
    tiers=FULL,
)
torch_case(
    "where_select",
    lambda: Fn(lambda a, b: torch.where(a > 0, a, b * 2.0)),
    inputs=[randn("B", "N"), randn("B", "N")],
    sizes=XY,
    dynamic=["B", "N"],
    family="compare",
    tiers=FULL,
)
torch_case(
    "masked_fill_bool_mask",
    lambda: Fn(lambda x, m: x.masked_fill(m, -1e4)),
    inputs=[randn("B", "N"), randn("B", "N", dtype="bool")],
    sizes=XY,
    dynamic=["B", "N"],
    family="compare",
    tiers=FULL,
)
torch_case(
    "logical_and_or",
    lambda: Fn(lambda a, b: (a & b) | ~a),
    inputs=[randn("B", "N", dtype="bool"), randn("B", "N", dtype="bool")],
    sizes=XY,
    dynamic=["B", "N"],
    family="compare",
    tiers=FULL,
)
torch_case(
    "clamp_tensor_bounds",
    lambda: Fn(lambda x, lo: torch.clamp(x, min=lo, max=lo + 1.0)),
    inputs=[randn("B", "N"), randn("N")],
    sizes=XY,
    dynamic=["B", "N"],
    family="compare",
    tiers=FULL,
)
torch_case(
    "isnan_where",
    lambda: Fn(lambda x: torch.where(torch.isnan(x), torch.zeros_like(x), x)),
    inputs=[randn("B", "N")],
    sizes=XY,
    dynamic=["B", "N"],
    family="compare",
    tiers=FULL,
)

# --- casts ------------------------------------------------------------------------
CASTS = {
    "f32_to_i32": (lambda x: x.to(torch.int32), uniform("B", "N", low=-100.0, high=100.0)),
    "f32_to_i64": (lambda x: x.to(torch.int64), uniform("B", "N", low=-100.0, high=100.0)),
    "i64_to_f32": (lambda x: x.to(torch.float32), randint("B", "N", low=-1000, high=1000)),
    "f32_to_f16": (lambda x: x.to(torch.float16), randn("B", "N")),
    "f32_to_bool": (lambda x: x.to(torch.bool), randint("B", "N", low=-1, high=2, dtype="i64")),
    "bool_to_f32": (lambda x: x.to(torch.float32), randn("B", "N", dtype="bool")),
    "i8_to_i32": (lambda x: x.to(torch.int32), randint("B", "N", low=-128, high=128, dtype="i8")),
    # Most values lie outside int8: the cast must wrap (two's complement), not saturate.
    "i32_to_i8_wrap": (lambda x: x.to(torch.int8), randint("B", "N", low=-1000, high=1000, dtype="i32")),
}
for _name, (_cast, _input) in CASTS.items():
    torch_case(
        f"cast_{_name}",
        partial(Fn, _cast),
        inputs=[_input],
        sizes=XY,
        dynamic=["B", "N"],
        family="cast",
        tiers=FULL,
    )

# --- narrow float types ------------------------------------------------------------
torch_case(
    "f16_add_mul",
    lambda: Fn(lambda a, b: a * b + a),
    inputs=[randn("B", "N", dtype="f16"), randn("B", "N", dtype="f16")],
    sizes=XY,
    dynamic=["B", "N"],
    family="elementwise",
    tiers=FULL,
)
torch_case(
    "f16_gelu",
    lambda: Fn(F.gelu),
    inputs=[randn("B", "N", dtype="f16")],
    sizes=XY,
    dynamic=["B", "N"],
    family="elementwise",
    tiers=FULL,
)
# numpy has no bfloat16 or float8: these cases take and return f32 and compute
# in the narrow type inside, so the compiler still sees the narrow arithmetic.
torch_case(
    "bf16_add_mul",
    lambda: Fn(lambda a, b: (a.bfloat16() * b.bfloat16() + a.bfloat16()).float()),
    inputs=[randn("B", "N"), randn("B", "N")],
    sizes=XY,
    dynamic=["B", "N"],
    family="elementwise",
    atol=5e-2,
    rtol=2e-2,
    compute_dtypes=["bf16"],
    tiers=FULL,
)
torch_case(
    "bf16_silu",
    lambda: Fn(lambda x: F.silu(x.bfloat16()).float()),
    inputs=[randn("B", "N")],
    sizes=XY,
    dynamic=["B", "N"],
    family="elementwise",
    atol=2e-2,
    rtol=2e-2,
    compute_dtypes=["bf16"],
    tiers=FULL,
)
torch_case(
    "f8e4m3_roundtrip",
    lambda: Fn(lambda x: x.to(torch.float8_e4m3fn).to(torch.float32)),
    inputs=[uniform("B", "N", low=-4.0, high=4.0)],
    sizes=XY,
    dynamic=["B", "N"],
    family="cast",
    compute_dtypes=["f8e4m3fn"],
    tiers=FULL,
)
torch_case(
    "f8e5m2_scaled_mul",
    lambda: Fn(lambda a, b: (a.to(torch.float8_e5m2).float() * b.to(torch.float8_e5m2).float()) * 0.5),
    inputs=[uniform("B", "N", low=-4.0, high=4.0), uniform("B", "N", low=-4.0, high=4.0)],
    sizes=XY,
    dynamic=["B", "N"],
    family="cast",
    compute_dtypes=["f8e5m2"],
    tiers=FULL,
)
torch_case(
    "i32_arith",
    lambda: Fn(lambda a, b: a * 3 + b - (a // 2)),
    inputs=[randint("B", "N", low=-50, high=50, dtype="i32"), randint("B", "N", low=-50, high=50, dtype="i32")],
    sizes=XY,
    dynamic=["B", "N"],
    family="elementwise",
    tiers=FULL,
)
torch_case(
    "i64_bitwise",
    lambda: Fn(lambda a, b: (a & b) ^ (a | 5)),
    inputs=[randint("B", "N", high=1 << 20), randint("B", "N", high=1 << 20)],
    sizes=XY,
    dynamic=["B", "N"],
    family="elementwise",
    tiers=FULL,
)

# --- documented semantics at their edges ------------------------------------------
# IREE 3.13 gets each wrong (see docs/fuzz.md): integer floor division goes
# through float32, so it is off past 2**24; a power with a tensor exponent is NaN
# for every negative base, integral exponents included; binary cross entropy on
# logits below about -88 is inf where torch's stable form gives a value.
EDGES: dict[str, tuple[Callable[..., torch.Tensor], list[TensorSpec]]] = {
    "i64_floor_divide_past_2_24": (
        lambda a: torch.floor_divide(a, 7),
        [randint("B", "N", low=-(1 << 40), high=1 << 40)],
    ),
    "pow_negative_base_integral_exponents": (
        lambda a, e: torch.pow(a, e.to(a.dtype)),
        [randn("B", "N"), randint("B", "N", high=4)],
    ),
    "bce_with_logits_large_logits": (
        lambda a, t: F.binary_cross_entropy_with_logits(a * 60.0, t, reduction="none"),
        [randn("B", "N"), uniform("B", "N", low=0.0, high=1.0)],
    ),
}
for _name, (_fn, _inputs) in EDGES.items():
    torch_case(_name, partial(Fn, _fn), inputs=_inputs, sizes=XY, dynamic=["B", "N"], family="elementwise", tiers=FULL)
