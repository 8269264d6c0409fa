"""Matmul, bmm, linear, integer matmul; conv 1d/2d/3d (with the seed Conv3D
shape); pooling; interpolation."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import torch
import torch.nn.functional as F

from conformance.case import randint, randn, torch_case
from conformance.fn import Fn

FULL: tuple[str, ...] = ()

# --- matmul family --------------------------------------------------------------
torch_case(
    "mm",
    lambda: Fn(torch.mm),
    inputs=[randn("M", "K"), randn("K", "N")],
    sizes={"M": 9, "K": 20, "N": 7},
    dynamic=["M", "K", "N"],
    family="matmul",
    tiers=FULL,
)
torch_case(
    "bmm",
    lambda: Fn(torch.bmm),
    inputs=[randn("B", "M", "K"), randn("B", "K", "N")],
    sizes={"B": 3, "M": 5, "K": 12, "N": 6},
    dynamic=["B", "M", "K", "N"],
    family="matmul",
    tiers=FULL,
)
torch_case(
    "matmul_batch_broadcast",
    lambda: Fn(torch.matmul),
    inputs=[randn("B", "M", "K"), randn("K", "N")],
    sizes={"B": 2, "M": 5, "K": 12, "N": 6},
    dynamic=["B", "M", "K"],
    family="matmul",
    tiers=FULL,
)
torch_case(
    "matvec",
    lambda: Fn(torch.mv),
    inputs=[randn("M", "K"), randn("K")],
    sizes={"M": 10, "K": 14},
    dynamic=["M", "K"],
    family="matmul",
    tiers=FULL,
)
torch_case(
    "linear_no_bias",
    lambda: torch.nn.Linear(24, 16, bias=False),
    inputs=[randn("B", "S", 24)],
    sizes={"B": 2, "S": 7},
    dynamic=["B", "S"],
    family="matmul",
    tiers=FULL,
)
torch_case(
    "linear_bias_3d",
    lambda: torch.nn.Linear(24, 40),
    inputs=[randn("B", "S", 24)],
    sizes={"B": 3, "S": 5},
    dynamic=["B", "S"],
    family="matmul",
    tiers=FULL,
)
torch_case(
    "addmm",
    lambda: Fn(lambda c, a, b: torch.addmm(c, a, b, beta=0.5, alpha=2.0)),
    inputs=[randn("M", "N"), randn("M", "K"), randn("K", "N")],
    sizes={"M": 6, "K": 10, "N": 8},
    dynamic=["M", "K", "N"],
    family="matmul",
    tiers=FULL,
)
torch_case(
    "einsum_bij_bjk",
    lambda: Fn(lambda a, b: torch.einsum("bij,bjk->bik", a, b)),
    inputs=[randn("B", "I", "J"), randn("B", "J", "K")],
    sizes={"B": 2, "I": 4, "J": 9, "K": 5},
    dynamic=["B", "I", "J"],
    family="matmul",
    tiers=FULL,
)
torch_case(
    "outer_product",
    lambda: Fn(torch.outer),
    inputs=[randn("M"), randn("N")],
    sizes={"M": 8, "N": 11},
    dynamic=["M", "N"],
    family="matmul",
    tiers=FULL,
)
torch_case(
    "mm_f16",
    lambda: Fn(torch.mm),
    inputs=[randn("M", "K", dtype="f16"), randn("K", "N", dtype="f16")],
    sizes={"M": 8, "K": 32, "N": 8},
    dynamic=["M", "K", "N"],
    family="matmul",
    atol=5e-2,
    rtol=2e-2,
    tiers=FULL,
)
torch_case(
    "mm_bf16_inside",
    lambda: Fn(lambda a, b: (a.bfloat16() @ b.bfloat16()).float()),
    inputs=[randn("M", "K"), randn("K", "N")],
    sizes={"M": 8, "K": 32, "N": 8},
    dynamic=["M", "K", "N"],
    family="matmul",
    atol=0.25,
    rtol=2e-2,
    compute_dtypes=["bf16"],
    tiers=FULL,
)
torch_case(
    "mm_i32",
    lambda: Fn(torch.mm),
    inputs=[randint("M", "K", low=-20, high=20, dtype="i32"), randint("K", "N", low=-20, high=20, dtype="i32")],
    sizes={"M": 6, "K": 16, "N": 5},
    dynamic=["M", "K", "N"],
    family="int-matmul",
    tiers=FULL,
)
torch_case(
    "mm_i8_acc_i32",
    lambda: Fn(lambda a, b: a.to(torch.int32) @ b.to(torch.int32)),
    inputs=[randint("M", "K", low=-128, high=128, dtype="i8"), randint("K", "N", low=-128, high=128, dtype="i8")],
    sizes={"M": 6, "K": 32, "N": 5},
    dynamic=["M", "K", "N"],
    family="int-matmul",
    tiers=FULL,
)
torch_case(
    "mm_i8_wrapping",
    lambda: Fn(torch.mm),
    # Full-range int8: most sums of products leave int8 and must wrap.
    inputs=[randint("M", "K", low=-128, high=128, dtype="i8"), randint("K", "N", low=-128, high=128, dtype="i8")],
    sizes={"M": 4, "K": 8, "N": 4},
    dynamic=["M", "N"],
    family="int-matmul",
    tiers=FULL,
)
torch_case(
    "bmm_i64",
    lambda: Fn(torch.bmm),
    inputs=[randint("B", "M", "K", low=-9, high=9), randint("B", "K", "N", low=-9, high=9)],
    sizes={"B": 2, "M": 3, "K": 7, "N": 4},
    dynamic=["B", "M", "K"],
    family="int-matmul",
    tiers=FULL,
)

# --- convolution, pooling, interpolation ----------------------------------------------
# name -> (module, input channels, sizes): the input is (N, channels, *the other dims), every dim dynamic.
Spatial = dict[str, tuple[Callable[[], torch.nn.Module], int, dict[str, int]]]

CONV: Spatial = {
    "conv1d": (lambda: torch.nn.Conv1d(4, 6, kernel_size=3, padding=1), 4, {"N": 2, "L": 17}),
    "conv1d_stride_dilation": (
        lambda: torch.nn.Conv1d(3, 5, kernel_size=3, stride=2, dilation=2),
        3,
        {"N": 2, "L": 21},
    ),
    "conv2d_stride2": (
        lambda: torch.nn.Conv2d(3, 8, kernel_size=3, stride=2, padding=1),
        3,
        {"N": 2, "H": 13, "W": 11},
    ),
    "conv2d_groups": (lambda: torch.nn.Conv2d(8, 8, kernel_size=3, padding=1, groups=4), 8, {"N": 2, "H": 9, "W": 9}),
    "conv2d_depthwise": (
        lambda: torch.nn.Conv2d(6, 6, kernel_size=3, padding=1, groups=6, bias=False),
        6,
        {"N": 2, "H": 10, "W": 8},
    ),
    "conv2d_1x1": (lambda: torch.nn.Conv2d(16, 4, kernel_size=1), 16, {"N": 2, "H": 6, "W": 7}),
    "conv_transpose2d": (
        lambda: torch.nn.ConvTranspose2d(4, 3, kernel_size=3, stride=2, padding=1),
        4,
        {"N": 2, "H": 6, "W": 5},
    ),
    "conv3d_small": (lambda: torch.nn.Conv3d(2, 4, kernel_size=3, padding=1), 2, {"N": 2, "D": 5, "H": 6, "W": 7}),
}
POOL: Spatial = {
    "max_pool2d": (lambda: torch.nn.MaxPool2d(2), 3, {"N": 2, "H": 12, "W": 10}),
    "max_pool2d_stride_pad": (lambda: torch.nn.MaxPool2d(3, stride=2, padding=1), 3, {"N": 2, "H": 11, "W": 9}),
    "avg_pool2d": (lambda: torch.nn.AvgPool2d(2), 3, {"N": 2, "H": 12, "W": 10}),
    "adaptive_avg_pool2d_1x1": (lambda: torch.nn.AdaptiveAvgPool2d(1), 8, {"N": 2, "H": 7, "W": 9}),
    "max_pool1d": (lambda: torch.nn.MaxPool1d(3, stride=2), 4, {"N": 2, "L": 19}),
    "avg_pool3d": (lambda: torch.nn.AvgPool3d(2), 2, {"N": 2, "D": 4, "H": 6, "W": 8}),
}
INTERPOLATE: Spatial = {
    "upsample_nearest_2x": (
        partial(Fn, partial(F.interpolate, scale_factor=2.0, mode="nearest")),
        3,
        {"N": 2, "H": 5, "W": 6},
    ),
    "upsample_bilinear": (
        partial(Fn, partial(F.interpolate, scale_factor=2.0, mode="bilinear", align_corners=False)),
        3,
        {"N": 2, "H": 5, "W": 6},
    ),
    "upsample_bilinear_align_corners": (
        partial(Fn, partial(F.interpolate, scale_factor=2.0, mode="bilinear", align_corners=True)),
        3,
        {"N": 2, "H": 5, "W": 6},
    ),
    "interpolate_to_size": (
        partial(Fn, partial(F.interpolate, size=(7, 9), mode="bilinear", align_corners=False)),
        2,
        {"N": 2, "H": 4, "W": 5},
    ),
}


def _declare(family: str, table: Spatial) -> None:
    for name, (module, channels, sizes) in table.items():
        torch_case(
            name,
            module,
            inputs=[randn("N", channels, *list(sizes)[1:])],
            sizes=sizes,
            dynamic=list(sizes),
            family=family,
            tiers=FULL,
        )


_declare("conv", CONV)
torch_case(
    "conv2d_f16",
    lambda: torch.nn.Conv2d(3, 4, kernel_size=3, padding=1).half(),
    inputs=[randn("N", 3, "H", "W", dtype="f16")],
    sizes={"N": 2, "H": 8, "W": 8},
    dynamic=["N", "H", "W"],
    family="conv",
    atol=3e-2,
    rtol=2e-2,
    tiers=FULL,
)
_declare("pool", POOL)
_declare("interpolate", INTERPOLATE)
