"""The perf corpus (``--corpus perf``): model blocks at sizes where the
kernels, not process start or dispatch overhead, dominate the run time, for
the A/B slowdown check (``nox -s perf``). The blocks are those of
torch_models.py; only the sizes differ. Random weights: nothing is downloaded."""

from __future__ import annotations

import torch.nn.functional as F

from conformance.case import randn, torch_case
from conformance.corpus.torch_models import LlamaDecode, LlamaPrefill, MoELayer, ResNetBasicBlock
from conformance.fn import Fn

# A LLaMA-style layer of width 512 (8 query heads, 4 KV heads, SwiGLU 1376):
# single-token decode against a KV cache of 512 positions, and a prefill of 128.
torch_case(
    "perf_llama_decode",
    lambda: LlamaDecode(dim=512, heads=8, kv_heads=4, hidden=1376),
    inputs=[randn("B", 1, 512), randn("B", "T", 4, 64), randn("B", "T", 4, 64)],
    sizes={"B": 1, "T": 512},
    dynamic=["T"],
    family="perf",
    atol=1e-3,
)
torch_case(
    "perf_llama_prefill",
    lambda: LlamaPrefill(dim=256, heads=8, kv_heads=4, hidden=688),
    inputs=[randn("B", "S", 256)],
    sizes={"B": 1, "S": 128},
    dynamic=["S"],
    family="perf",
    atol=1e-3,
)
torch_case(
    "perf_moe_routing",
    lambda: MoELayer(dim=256, experts=8, top_k=2, hidden=512),
    inputs=[randn("B", "S", 256)],
    sizes={"B": 1, "S": 16},
    dynamic=["S"],
    family="perf",
    atol=1e-3,
)
for dtype, atol in (("f32", 1e-4), ("f16", 1e-2)):
    torch_case(
        f"perf_attention_{dtype}",
        lambda: Fn(F.scaled_dot_product_attention),
        inputs=[randn("B", 8, "S", 64, dtype=dtype) for _ in range(3)],
        sizes={"B": 1, "S": 128},
        dynamic=["S"],
        family="perf",
        atol=atol,
    )
torch_case(
    "perf_resnet_block",
    lambda: ResNetBasicBlock(c=64),
    inputs=[randn("N", 64, "H", "W")],
    sizes={"N": 1, "H": 32, "W": 32},
    dynamic=["H", "W"],
    family="perf",
    atol=1e-3,
)
