"""Reductions (sum, mean, max, argmax, softmax, logsumexp, ...), cumsum,
normalization (layer, rms, batch, group) and sort/topk/argsort."""

from __future__ import annotations

from functools import partial

import torch
import torch.nn.functional as F

from conformance.case import randn, torch_case, uniform
from conformance.fn import Fn

FULL: tuple[str, ...] = ()
BNC = {"B": 3, "N": 19, "C": 6}

REDUCTIONS = {
    "sum_keepdim": lambda x: x.sum(dim=1, keepdim=True),
    "sum_all": lambda x: x.sum(),
    "mean": lambda x: x.mean(dim=-1),
    "amax": lambda x: x.amax(dim=1),
    "amin_two_dims": lambda x: x.amin(dim=(0, 2)),
    "argmax": lambda x: x.argmax(dim=1),
    "argmin": lambda x: x.argmin(dim=-1),
    "max_values_indices": lambda x: torch.max(x, dim=1),
    "var": lambda x: x.var(dim=1),
    "std_unbiased_false": lambda x: x.std(dim=-1, unbiased=False),
    "vector_norm": lambda x: torch.linalg.vector_norm(x, dim=-1),
    "logsumexp": lambda x: torch.logsumexp(x, dim=1),
    "softmax_dim0": lambda x: torch.softmax(x, dim=0),
    "log_softmax": lambda x: F.log_softmax(x, dim=-1),
    "cumsum": lambda x: torch.cumsum(x, dim=1),
    "cumsum_last": lambda x: torch.cumsum(x, dim=-1),
}
# A sum over all 342 elements may be reassociated (vectorized, tiled): its
# rounding error grows with the terms summed (up to n*eps*sum|x|, about 1e-2
# here), which the float64 oracle's per-element allowance does not model.
ACCURACY = {"sum_all": {"atol": 1e-3}}
for _name, _fn in REDUCTIONS.items():
    torch_case(
        f"reduce_{_name}",
        partial(Fn, _fn),
        inputs=[randn("B", "N", "C")],
        sizes=BNC,
        dynamic=["B", "N", "C"],
        family="reduction" if not _name.startswith("cumsum") else "cumsum",
        tiers=FULL,
        **ACCURACY.get(_name, {}),
    )

torch_case(
    "reduce_prod",
    lambda: Fn(lambda x: x.prod(dim=-1)),
    inputs=[uniform("B", "N", low=0.5, high=1.5)],
    sizes={"B": 4, "N": 8},
    dynamic=["B", "N"],
    family="reduction",
    tiers=FULL,
)
torch_case(
    "reduce_any_all",
    lambda: Fn(lambda m: (m.any(dim=1), m.all(dim=1))),
    inputs=[randn("B", "N", dtype="bool")],
    sizes={"B": 6, "N": 4},
    dynamic=["B", "N"],
    family="reduction",
    tiers=FULL,
)
torch_case(
    "cumsum_i64",
    lambda: Fn(lambda x: torch.cumsum(x, dim=0)),
    inputs=[randn("N", "C", dtype="bool")],
    sizes={"N": 12, "C": 3},
    dynamic=["N", "C"],
    family="cumsum",
    tiers=FULL,
)

# --- normalization -----------------------------------------------------------------
torch_case(
    "layer_norm",
    lambda: torch.nn.LayerNorm(32),
    inputs=[randn("B", "S", 32)],
    sizes={"B": 2, "S": 9},
    dynamic=["B", "S"],
    family="norm",
    tiers=FULL,
)


class Bf16LayerNorm(torch.nn.Module):
    """A bf16 model's LayerNorm, its weights not all equal (found by the hf
    corpus's bf16 decodes): iree-compile 3.13 folds the bf16 weights into an
    arith.constant of another type and fails its verifier; in f16 and f32 the
    same module compiles. Takes and returns f32, as numpy has no bf16."""

    def __init__(self) -> None:
        super().__init__()
        self.norm = torch.nn.LayerNorm(64).to(torch.bfloat16)
        with torch.no_grad():
            self.norm.weight.normal_(1.0, 0.1)
            self.norm.bias.normal_(0.0, 0.1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.norm(x.bfloat16()).float()


torch_case(
    "bf16_layer_norm",
    Bf16LayerNorm,
    inputs=[randn("B", "S", 64)],
    sizes={"B": 2, "S": 8},
    dynamic=["B", "S"],
    family="norm",
    atol=2e-2,
    rtol=2e-2,
    compute_dtypes=["bf16"],
    tiers=FULL,
)
torch_case(
    "layer_norm_no_affine",
    lambda: torch.nn.LayerNorm(16, elementwise_affine=False),
    inputs=[randn("B", "S", 16)],
    sizes={"B": 2, "S": 9},
    dynamic=["B", "S"],
    family="norm",
    tiers=FULL,
)
torch_case(
    "rms_norm",
    lambda: torch.nn.RMSNorm(32, eps=1e-6),
    inputs=[randn("B", "S", 32)],
    sizes={"B": 2, "S": 9},
    dynamic=["B", "S"],
    family="norm",
    tiers=FULL,
)
torch_case(
    "batch_norm_eval",
    lambda: _batch_norm(),
    inputs=[randn("N", 6, "H", "W")],
    sizes={"N": 2, "H": 5, "W": 7},
    dynamic=["N", "H", "W"],
    family="norm",
    tiers=FULL,
)
torch_case(
    "group_norm",
    lambda: torch.nn.GroupNorm(2, 8),
    inputs=[randn("N", 8, "H", "W")],
    sizes={"N": 2, "H": 5, "W": 6},
    dynamic=["N", "H", "W"],
    family="norm",
    tiers=FULL,
)
torch_case(
    "instance_norm",
    lambda: torch.nn.InstanceNorm2d(4, affine=True),
    inputs=[randn("N", 4, "H", "W")],
    sizes={"N": 2, "H": 6, "W": 6},
    dynamic=["N", "H", "W"],
    family="norm",
    tiers=FULL,
)


def _batch_norm() -> torch.nn.Module:
    bn = torch.nn.BatchNorm2d(6)
    assert bn.running_mean is not None and bn.running_var is not None  # track_running_stats is on
    with torch.no_grad():  # non-trivial running statistics, as after training
        bn.running_mean.uniform_(-1, 1)
        bn.running_var.uniform_(0.5, 2)
        bn.weight.uniform_(0.5, 1.5)
        bn.bias.uniform_(-0.5, 0.5)
    return bn


# --- sort, topk, argsort ------------------------------------------------------------
# Inputs are standard normal draws: ties (where orders may legally differ) have
# probability zero.
SORTS = {
    "sort_values": lambda x: torch.sort(x, dim=-1).values,
    "sort_descending_both": lambda x: torch.sort(x, dim=-1, descending=True),
    "argsort": lambda x: torch.argsort(x, dim=-1),
    "sort_dim0": lambda x: torch.sort(x, dim=0),
    "topk_smallest": lambda x: torch.topk(x, 3, dim=-1, largest=False),
    "topk_k1": lambda x: torch.topk(x, 1, dim=-1),
    "topk_dim0": lambda x: torch.topk(x, 2, dim=0),
    "topk_unsorted_values_sum": lambda x: torch.topk(x, 4, dim=-1, sorted=False).values.sum(-1),
    # Each element's rank (an argsort of an argsort), used further: IREE 3.13 gives 0, 1, 2, ...
    "rank_of_argsort": lambda x: torch.argsort(torch.argsort(x, dim=-1), dim=-1).float(),
}
for _name, _fn in SORTS.items():
    torch_case(
        _name,
        partial(Fn, _fn),
        inputs=[randn("B", "N")],
        sizes={"B": 4, "N": 16},
        dynamic=["B", "N"],
        family="sort",
        tiers=FULL,
    )
