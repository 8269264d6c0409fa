"""One case per bug class the product exists to catch, named after it, with the
shapes of the original reports. All in the smoke tier."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial

import numpy as np
import torch
import torch.nn.functional as F

from conformance.case import Indexes, Unique, randint, randn, torch_case
from conformance.fn import Fn

SMOKE = ("smoke",)
EXPERTS = 8


class ScatterOneHotRouting(torch.nn.Module):
    """HIP gave wrong numbers for scatter_ + one_hot when num_top_experts is
    static and the other dims dynamic; all-static, all-dynamic and llvm-cpu
    were right (a collapse_shape folded into a tensor store)."""

    def forward(self, idx: torch.Tensor, w: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        b, s, k = idx.shape
        flat_idx, flat_w = idx.reshape(b * s, k), w.reshape(b * s, k)
        dense = torch.zeros(b * s, EXPERTS, dtype=w.dtype)
        dense.scatter_(1, flat_idx, flat_w)
        hot = F.one_hot(flat_idx, EXPERTS).to(w.dtype)  # [T, k, E]
        return dense.reshape(b, s, EXPERTS), (hot * flat_w[..., None]).sum(dim=1).reshape(b, s, EXPERTS)


def _distinct_top_experts(rng: np.random.Generator, sizes: Mapping[str, int]) -> list[np.ndarray]:
    b, s, k = sizes["batch"], sizes["seq"], sizes["num_top_experts"]
    idx = np.argsort(rng.random((b, s, EXPERTS)), axis=-1)[..., :k].astype(np.int64)
    return [idx, rng.standard_normal((b, s, k)).astype(np.float32)]


torch_case(
    "bug_hip_scatter_one_hot_mixed_dims",
    ScatterOneHotRouting,
    inputs=[randint("batch", "seq", "num_top_experts", high=EXPERTS), randn("batch", "seq", "num_top_experts")],
    sizes={"batch": 2, "seq": 11, "num_top_experts": 2},
    dynamic=["batch", "seq", "num_top_experts"],
    mixed_static=["num_top_experts"],
    contracts=[Indexes(0, EXPERTS), Unique(0, axis=-1)],
    generate=_distinct_top_experts,
    family="scatter",
    tiers=SMOKE,
)

# topk at O3 failed buffer allocation (two dispatches each return one of the two
# sort results; the unused one had no buffer); below O3 an assertion
# `aType == bType` aborted the compiler. Values only, indices only, and both.
for _name, _fn in {
    "values_only": lambda x: torch.topk(x, 8, dim=-1).values,
    "indices_only": lambda x: torch.topk(x, 8, dim=-1).indices,
    "values_and_indices": lambda x: torch.topk(x, 8, dim=-1),
}.items():
    torch_case(
        f"bug_topk_{_name}",
        partial(Fn, _fn),
        inputs=[randn("B", "N")],
        sizes={"B": 6, "N": 64},
        dynamic=["B", "N"],
        family="sort",
        tiers=SMOKE,
    )

# The Conv3D that failed to compile for gfx942: input [1,1,32,32,32], weight
# [16,1,9,9,1], bias [16], padding (4,4,0), stride 1, dilation 1, group 1.
torch_case(
    "bug_rocm_conv3d_9x9x1",
    lambda: torch.nn.Conv3d(1, 16, kernel_size=(9, 9, 1), padding=(4, 4, 0)),
    inputs=[randn(1, 1, "D", "H", "W")],
    sizes={"D": 32, "H": 32, "W": 32},
    dynamic=["D", "H", "W"],
    family="conv",
    atol=1e-3,
    tiers=SMOKE,
)


class TakeAfterMatmul(torch.nn.Module):
    """TVM ReorderTakeAfterMatmul was reported to give wrong results, but the
    report drew indices in [0, 64) for an axis of 16. Here the routing table
    obeys its contract: indices in [0, 16)."""

    def __init__(self) -> None:
        super().__init__()
        self.proj = torch.nn.Linear(8, 16, bias=False)

    def forward(self, x: torch.Tensor, routes: torch.Tensor) -> torch.Tensor:
        return torch.gather(self.proj(x), 1, routes)  # take along dim 1


torch_case(
    "bug_tvm_take_after_matmul_in_range",
    TakeAfterMatmul,
    inputs=[randn("T", 8), randint("T", "R", high=16)],
    sizes={"T": 12, "R": 4},
    dynamic=["T", "R"],
    contracts=[Indexes(1, 16)],
    family="gather",
    tiers=SMOKE,
)


class GatherDynamicReduction(torch.nn.Module):
    """DeepSeek-V3 / LLaMA: a gather inside a dispatch whose reduction dim is
    dynamic (vector.gather not folded with memref.subview; GPUPadOperandsPass
    could not bound the dynamic reduction dim)."""

    def forward(self, table: torch.Tensor, idx: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
        rows = table[idx]  # [T, K] gathered rows; K is the reduction dim below
        return torch.softmax(rows @ w, dim=-1)  # [T, N]


torch_case(
    "bug_gather_dynamic_reduction_dim",
    GatherDynamicReduction,
    inputs=[randn("V", "K"), randint("T", high="V"), randn("K", 16)],
    sizes={"V": 20, "K": 48, "T": 7},
    dynamic=["V", "K", "T"],
    mixed_static=["T"],
    family="gather",
    tiers=SMOKE,
)
