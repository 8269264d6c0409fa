"""Model blocks with random weights (nothing is downloaded): ResNet basic
block, a small 3D-conv net, a LLaMA-style decoder layer in prefill and in
single-token decode with a KV cache, a DeepSeek-style MoE layer, a ViT block."""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from conformance.case import randn, torch_case

FULL: tuple[str, ...] = ()
SMOKE = ("smoke",)


class ResNetBasicBlock(nn.Module):
    def __init__(self, c: int = 8) -> None:
        super().__init__()
        self.conv1, self.bn1 = nn.Conv2d(c, c, 3, padding=1, bias=False), nn.BatchNorm2d(c)
        self.conv2, self.bn2 = nn.Conv2d(c, c, 3, padding=1, bias=False), nn.BatchNorm2d(c)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = F.relu(self.bn1(self.conv1(x)))
        return F.relu(self.bn2(self.conv2(out)) + x)


class Conv3dNet(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.c1, self.c2 = nn.Conv3d(1, 4, 3, padding=1), nn.Conv3d(4, 8, 3, padding=1)
        self.head = nn.Linear(8, 3)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = F.max_pool3d(F.relu(self.c1(x)), 2)
        x = F.relu(self.c2(x))
        return self.head(F.adaptive_avg_pool3d(x, 1).flatten(1))


class LlamaLayer(nn.Module):
    """RMSNorm, RoPE, grouped-query attention (4 query heads, 2 KV heads), SwiGLU."""

    def __init__(self, dim: int = 64, heads: int = 4, kv_heads: int = 2, hidden: int = 128) -> None:
        super().__init__()
        self.heads, self.kv_heads, self.hd = heads, kv_heads, dim // heads
        self.attn_norm, self.ffn_norm = nn.RMSNorm(dim, eps=1e-5), nn.RMSNorm(dim, eps=1e-5)
        self.wq = nn.Linear(dim, heads * self.hd, bias=False)
        self.wk = nn.Linear(dim, kv_heads * self.hd, bias=False)
        self.wv = nn.Linear(dim, kv_heads * self.hd, bias=False)
        self.wo = nn.Linear(heads * self.hd, dim, bias=False)
        self.w1, self.w3 = nn.Linear(dim, hidden, bias=False), nn.Linear(dim, hidden, bias=False)
        self.w2 = nn.Linear(hidden, dim, bias=False)

    def rope(self, x: torch.Tensor, pos: torch.Tensor) -> torch.Tensor:
        """x [B, S, H, hd]; pos [S]."""
        freqs = 1.0 / (10000.0 ** (torch.arange(0, self.hd, 2, dtype=torch.float32) / self.hd))
        angles = pos.to(torch.float32)[:, None] * freqs[None, :]
        cos, sin = angles.cos()[None, :, None, :], angles.sin()[None, :, None, :]
        x1, x2 = x[..., 0::2], x[..., 1::2]
        return torch.stack([x1 * cos - x2 * sin, x1 * sin + x2 * cos], dim=-1).flatten(-2)

    def qkv(self, x: torch.Tensor, pos: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        b, s, _ = x.shape
        h = self.attn_norm(x)
        q = self.rope(self.wq(h).view(b, s, self.heads, self.hd), pos)
        k = self.rope(self.wk(h).view(b, s, self.kv_heads, self.hd), pos)
        v = self.wv(h).view(b, s, self.kv_heads, self.hd)
        return q, k, v

    def attend(self, x: torch.Tensor, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, causal: bool) -> torch.Tensor:
        rep = self.heads // self.kv_heads
        k, v = k.repeat_interleave(rep, dim=2), v.repeat_interleave(rep, dim=2)
        o = F.scaled_dot_product_attention(q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2), is_causal=causal)
        x = x + self.wo(o.transpose(1, 2).reshape(x.shape[0], x.shape[1], -1))
        h = self.ffn_norm(x)
        return x + self.w2(F.silu(self.w1(h)) * self.w3(h))


class LlamaPrefill(LlamaLayer):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv(x, torch.arange(x.shape[1]))
        return self.attend(x, q, k, v, causal=True)


class LlamaDecode(LlamaLayer):
    """One new token per sequence against a KV cache of T past positions."""

    def forward(
        self, x: torch.Tensor, cache_k: torch.Tensor, cache_v: torch.Tensor
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        t = cache_k.shape[1]
        q, k, v = self.qkv(x, torch.arange(t, t + 1))
        k, v = torch.cat([cache_k, k], dim=1), torch.cat([cache_v, v], dim=1)
        return self.attend(x, q, k, v, causal=False), k, v


class MoELayer(nn.Module):
    """DeepSeek-style routing: router softmax, top-k, scatter/one_hot dispatch
    maps, expert weight gather + bmm, weighted combine."""

    def __init__(self, dim: int = 32, experts: int = 8, top_k: int = 2, hidden: int = 48) -> None:
        super().__init__()
        self.experts, self.top_k = experts, top_k
        self.router = nn.Linear(dim, experts, bias=False)
        self.w1 = nn.Parameter(torch.randn(experts, dim, hidden) / dim**0.5)
        self.w2 = nn.Parameter(torch.randn(experts, hidden, dim) / hidden**0.5)

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        b, s, d = x.shape
        tokens = x.reshape(-1, d)  # [T, D]
        scores = torch.softmax(self.router(tokens), dim=-1)
        weights, idx = torch.topk(scores, self.top_k, dim=-1)  # [T, k]
        weights = weights / weights.sum(dim=-1, keepdim=True)
        routing = torch.zeros(tokens.shape[0], self.experts).scatter(1, idx, weights)  # [T, E]
        load = F.one_hot(idx, self.experts).to(x.dtype).sum(dim=(0, 1))  # tokens per expert
        flat = idx.reshape(-1)  # [T*k]
        h = tokens.repeat_interleave(self.top_k, dim=0)[:, None, :]  # [T*k, 1, D]
        h = F.silu(torch.bmm(h, self.w1[flat]))  # gathered expert weights
        h = torch.bmm(h, self.w2[flat]).reshape(-1, self.top_k, d)  # [T, k, D]
        out = (h * weights[..., None]).sum(dim=1)
        return out.reshape(b, s, d), routing, load


class ViTBlock(nn.Module):
    def __init__(self, dim: int = 32, heads: int = 4) -> None:
        super().__init__()
        self.n1, self.n2 = nn.LayerNorm(dim), nn.LayerNorm(dim)
        self.attn = nn.MultiheadAttention(dim, heads, batch_first=True)
        self.mlp = nn.Sequential(nn.Linear(dim, 4 * dim), nn.GELU(), nn.Linear(4 * dim, dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.n1(x)
        x = x + self.attn(h, h, h, need_weights=False)[0]
        return x + self.mlp(self.n2(x))


class PatchEmbedViT(nn.Module):
    """Patchify an image with a strided conv, then one ViT block."""

    def __init__(self) -> None:
        super().__init__()
        self.patch = nn.Conv2d(3, 32, kernel_size=4, stride=4)
        self.block = ViTBlock()

    def forward(self, img: torch.Tensor) -> torch.Tensor:
        return self.block(self.patch(img).flatten(2).transpose(1, 2))


torch_case(
    "resnet_basic_block",
    ResNetBasicBlock,
    inputs=[randn("N", 8, "H", "W")],
    sizes={"N": 2, "H": 8, "W": 10},
    dynamic=["N", "H", "W"],
    family="model",
    atol=1e-3,
    tiers=FULL,
)
torch_case(
    "conv3d_net",
    Conv3dNet,
    inputs=[randn("N", 1, "D", "H", "W")],
    sizes={"N": 2, "D": 8, "H": 8, "W": 8},
    dynamic=["N", "D", "H", "W"],
    family="model",
    atol=1e-3,
    tiers=FULL,
)
torch_case(
    "llama_decoder_prefill",
    LlamaPrefill,
    inputs=[randn("B", "S", 64)],
    sizes={"B": 2, "S": 12},
    dynamic=["B", "S"],
    family="model",
    atol=1e-3,
    tiers=FULL,
)
torch_case(
    "llama_decoder_decode_kv_cache",
    LlamaDecode,
    inputs=[randn("B", 1, 64), randn("B", "T", 2, 16), randn("B", "T", 2, 16)],
    sizes={"B": 2, "T": 9},
    dynamic=["B", "T"],
    family="model",
    atol=1e-3,
    tiers=SMOKE,
)
torch_case(
    "moe_layer_deepseek_style",
    MoELayer,
    inputs=[randn("B", "S", 32)],
    sizes={"B": 2, "S": 5},
    dynamic=["B", "S"],
    family="model",
    atol=1e-3,
    tiers=SMOKE,
)
torch_case(
    "vit_block",
    ViTBlock,
    inputs=[randn("B", "N", 32)],
    sizes={"B": 2, "N": 17},
    dynamic=["B", "N"],
    family="model",
    atol=1e-3,
    tiers=FULL,
)
torch_case(
    "vit_patch_embed_block",
    PatchEmbedViT,
    inputs=[randn("B", 3, "H", "W")],
    sizes={"B": 2, "H": 16, "W": 12},
    dynamic=["B", "H", "W"],
    family="model",
    atol=1e-3,
    tiers=FULL,
)
