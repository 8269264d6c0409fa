"""Starter corpus: small PyTorch cases, one per op family the bug classes touch."""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import torch
import torch.nn.functional as F

from conformance.case import randint, randn, torch_case
from conformance.fn import Fn

torch_case(
    "add_broadcast",
    lambda: Fn(lambda a, b: a + b * 2.0),
    inputs=[randn("M", "N"), randn(1, "N")],
    sizes={"M": 6, "N": 10},
    dynamic=["M", "N"],
    family="elementwise",
)

torch_case(
    "matmul",
    lambda: Fn(lambda a, b: a @ b),
    inputs=[randn("M", "K"), randn("K", "N")],
    sizes={"M": 6, "K": 16, "N": 12},
    dynamic=["M", "K", "N"],
    family="matmul",
)

torch_case(
    "linear_relu",
    lambda: torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU()),
    inputs=[randn("B", "S", 16)],
    sizes={"B": 2, "S": 5},
    dynamic=["B", "S"],
    family="matmul",
)

torch_case(
    "conv2d",
    lambda: torch.nn.Conv2d(3, 8, kernel_size=3, padding=1),
    inputs=[randn("N", 3, "H", "W")],
    sizes={"N": 2, "H": 12, "W": 10},
    dynamic=["N", "H", "W"],
    family="conv",
)

torch_case(
    "softmax",
    lambda: Fn(lambda x: torch.softmax(x, dim=-1)),
    inputs=[randn("B", "N")],
    sizes={"B": 4, "N": 33},
    dynamic=["B", "N"],
    family="reduction",
)

torch_case(
    "sum_reduction",
    lambda: Fn(lambda x: x.sum(dim=1)),
    inputs=[randn("B", "N", "C")],
    sizes={"B": 3, "N": 17, "C": 5},
    dynamic=["B", "N", "C"],
    family="reduction",
)

torch_case(
    "index_select",
    lambda: Fn(lambda x, idx: torch.index_select(x, 0, idx)),
    inputs=[randn("R", "C"), randint("K", high="R")],
    sizes={"R": 16, "C": 8, "K": 5},
    dynamic=["R", "K"],
    family="gather",
)

torch_case(
    "gather_last_dim",
    lambda: Fn(lambda x, idx: torch.gather(x, 1, idx)),
    inputs=[randn("B", "N"), randint("B", "K", high="N")],
    sizes={"B": 4, "N": 12, "K": 3},
    dynamic=["B", "K"],
    family="gather",
)

NUM_EXPERTS = 8


class MoeScatterOneHot(torch.nn.Module):
    """MoE routing: top-k expert ids per token, scattered into a dense
    [tokens, experts] weight map, plus a one_hot expert count."""

    def forward(self, idx: torch.Tensor, w: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        dense = torch.zeros(idx.shape[0], NUM_EXPERTS, dtype=w.dtype)
        dense.scatter_(1, idx, w)
        counts = F.one_hot(idx, NUM_EXPERTS).to(w.dtype).sum(dim=1)
        return dense, counts


def _distinct_experts(rng: np.random.Generator, sizes: Mapping[str, int]) -> list[np.ndarray]:
    # scatter_ without reduction is only defined when a row's indices are distinct.
    t, k = sizes["tokens"], sizes["top_k"]
    idx = np.argsort(rng.random((t, NUM_EXPERTS)), axis=1)[:, :k].astype(np.int64)
    return [idx, rng.standard_normal((t, k)).astype(np.float32)]


# The shape of the HIP scatter_/one_hot bug: top_k static, the other dims dynamic.
torch_case(
    "moe_scatter_one_hot",
    MoeScatterOneHot,
    inputs=[randint("tokens", "top_k", high=NUM_EXPERTS), randn("tokens", "top_k")],
    sizes={"tokens": 7, "top_k": 2},
    dynamic=["tokens", "top_k"],
    mixed_static=["top_k"],
    generate=_distinct_experts,
    family="scatter",
)

# topk has two results; the compiler has failed differently depending on which are used.
torch_case(
    "topk_values_indices",
    lambda: Fn(lambda x: torch.topk(x, 4, dim=-1)),
    inputs=[randn("B", "N")],
    sizes={"B": 3, "N": 20},
    dynamic=["B", "N"],
    family="sort",
)

torch_case(
    "topk_indices_only",
    lambda: Fn(lambda x: torch.topk(x, 4, dim=-1).indices),
    inputs=[randn("B", "N")],
    sizes={"B": 3, "N": 20},
    dynamic=["B", "N"],
    family="sort",
)

torch_case(
    "topk_values_only",
    lambda: Fn(lambda x: torch.topk(x, 4, dim=-1).values),
    inputs=[randn("B", "N")],
    sizes={"B": 3, "N": 20},
    dynamic=["B", "N"],
    family="sort",
)

torch_case(
    "mlp",
    lambda: torch.nn.Sequential(
        torch.nn.Linear(16, 32), torch.nn.GELU(), torch.nn.Linear(32, 32), torch.nn.ReLU(), torch.nn.Linear(32, 8)
    ),
    inputs=[randn("B", "S", 16)],
    sizes={"B": 2, "S": 6},
    dynamic=["B", "S"],
    family="model",
)
