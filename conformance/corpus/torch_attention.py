"""Attention: scaled_dot_product_attention with and without masks, a causal
mask, hand-written attention and nn.MultiheadAttention."""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F

from conformance.case import randn, torch_case
from conformance.fn import Fn

FULL: tuple[str, ...] = ()
QKV = [randn("B", 4, "S", 16), randn("B", 4, "S", 16), randn("B", 4, "S", 16)]
SIZES = {"B": 2, "S": 10}

torch_case(
    "sdpa",
    lambda: Fn(F.scaled_dot_product_attention),
    inputs=QKV,
    sizes=SIZES,
    dynamic=["B", "S"],
    family="attention",
    tiers=FULL,
)
torch_case(
    "sdpa_causal",
    lambda: Fn(lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=True)),
    inputs=QKV,
    sizes=SIZES,
    dynamic=["B", "S"],
    family="attention",
    tiers=FULL,
)
torch_case(
    "sdpa_cross_lengths",
    lambda: Fn(F.scaled_dot_product_attention),
    inputs=[randn("B", 4, "L", 16), randn("B", 4, "S", 16), randn("B", 4, "S", 16)],
    sizes={"B": 2, "L": 3, "S": 11},
    dynamic=["B", "L", "S"],
    family="attention",
    tiers=FULL,
)
torch_case(
    "sdpa_bool_mask",
    lambda: Fn(
        lambda q, k, v, m: F.scaled_dot_product_attention(
            q, k, v, attn_mask=m | torch.eye(m.shape[-1], dtype=torch.bool)
        )
    ),
    inputs=[*QKV, randn("S", "S", dtype="bool")],
    sizes=SIZES,
    dynamic=["B", "S"],
    family="attention",
    tiers=FULL,
)
torch_case(
    "sdpa_additive_mask",
    lambda: Fn(lambda q, k, v, m: F.scaled_dot_product_attention(q, k, v, attn_mask=m)),
    inputs=[*QKV, randn("B", 1, "S", "S")],
    sizes=SIZES,
    dynamic=["B", "S"],
    family="attention",
    tiers=FULL,
)
torch_case(
    "attention_by_hand_causal",
    lambda: Fn(_attention_by_hand),
    inputs=QKV,
    sizes=SIZES,
    dynamic=["B", "S"],
    family="attention",
    tiers=FULL,
)
torch_case(
    "multihead_attention_module",
    lambda: _Mha(),
    inputs=[randn("B", "S", 32)],
    sizes=SIZES,
    dynamic=["B", "S"],
    family="attention",
    tiers=FULL,
)
torch_case(
    "sdpa_f16",
    lambda: Fn(F.scaled_dot_product_attention),
    inputs=[randn("B", 4, "S", 16, dtype="f16")] * 3,
    sizes=SIZES,
    dynamic=["B", "S"],
    family="attention",
    atol=2e-2,
    rtol=2e-2,
    tiers=FULL,
)


def _attention_by_hand(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
    s = q.shape[-2]
    scores = q @ k.transpose(-1, -2) / math.sqrt(q.shape[-1])
    mask = torch.ones(s, s, dtype=torch.bool).tril()
    return torch.softmax(scores.masked_fill(~mask, float("-inf")), dim=-1) @ v


class _Mha(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.mha = torch.nn.MultiheadAttention(32, 4, batch_first=True)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.mha(x, x, x, need_weights=False)[0]
