"""Shape ops: reshape/view with computed dims, permute, cat, split, slice,
expand, pad and friends."""

from __future__ import annotations

from functools import partial

import torch
import torch.nn.functional as F

from conformance.case import randn, torch_case
from conformance.fn import Fn

FULL: tuple[str, ...] = ()
BSH = {"B": 2, "S": 6, "H": 8}

SHAPE_OPS = {
    "reshape_flatten_computed": lambda x: x.reshape(x.shape[0], -1) * 2.0,
    "reshape_split_heads": lambda x: x.reshape(x.shape[0], x.shape[1], 2, x.shape[2] // 2).sum(-1),
    "view_merge_batch": lambda x: x.contiguous().view(-1, x.shape[-1]) + 1.0,
    "permute_021": lambda x: x.permute(0, 2, 1) + 0.0,
    "transpose_contiguous": lambda x: x.transpose(1, 2).contiguous() * x.mean(),
    "narrow_slice": lambda x: x[:, 1:-1, ::2],
    "slice_step3": lambda x: x[:, ::3, :],
    "flip": lambda x: torch.flip(x, dims=[1]),
    "roll": lambda x: torch.roll(x, shifts=2, dims=1),
    "squeeze_unsqueeze": lambda x: x.unsqueeze(1).sum(dim=1, keepdim=True).squeeze(1),
    "pad_constant": lambda x: F.pad(x, (1, 2, 0, 3), value=0.5),
    "pad_reflect": lambda x: F.pad(x, (2, 2), mode="reflect"),
    # A crop (a negative pad), then a zero pad of the same dim: IREE 3.13 merges the two as if they cancelled.
    "crop_then_pad": lambda x: F.pad(F.pad(x, (0, 0, -1, 0)), (0, 0, 1, 0)) * 1.0,
    "split_sizes": lambda x: torch.split(x, [3, 5], dim=-1),
    "chunk3": lambda x: torch.chunk(x, 2, dim=-1),
    "repeat": lambda x: x.repeat(1, 2, 1),
    "expand_add": lambda x: x[:, :1, :].expand(-1, x.shape[1], -1) + x,
    "tril": lambda x: torch.tril(x),
    "cat_self_dim1": lambda x: torch.cat([x, x * 2.0], dim=1),
}
for _name, _fn in SHAPE_OPS.items():
    torch_case(
        _name,
        partial(Fn, _fn),
        inputs=[randn("B", "S", "H")],
        sizes=BSH,
        dynamic=["B", "S"],
        family="shape",
        tiers=FULL,
    )

torch_case(
    "cat_two_inputs",
    lambda: Fn(lambda a, b: torch.cat([a, b], dim=0)),
    inputs=[randn("M", "C"), randn("N", "C")],
    sizes={"M": 3, "N": 5, "C": 4},
    dynamic=["M", "N", "C"],
    family="shape",
    tiers=FULL,
)
torch_case(
    "stack",
    lambda: Fn(lambda a, b: torch.stack([a, b], dim=1)),
    inputs=[randn("B", "C"), randn("B", "C")],
    sizes={"B": 3, "C": 4},
    dynamic=["B", "C"],
    family="shape",
    tiers=FULL,
)
torch_case(
    "expand_broadcast_to",
    lambda: Fn(lambda x, y: x.expand_as(y) * y),
    inputs=[randn(1, "C"), randn("B", "C")],
    sizes={"B": 5, "C": 4},
    dynamic=["B", "C"],
    family="shape",
    tiers=FULL,
)
