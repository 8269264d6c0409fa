"""One small program per IREE bug of conformance/known_bugs.toml that no other
case shows: the bug in its reduced form, as docs/fuzz.md tells it. Each bug's
report in docs/bugs/ is made from one of these cells (its ``cell``). Full tier."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import onnx
import torch
import torch.nn.functional as F
from onnx import TensorProto, helper

from conformance.case import TensorSpec, onnx_case, randint, randn, torch_case
from conformance.fn import Fn

FULL: tuple[str, ...] = ()


def _sort_of_slice(x: torch.Tensor) -> torch.Tensor:
    return torch.sort(x[:, 1:], dim=1).values


def _upsample_to_conv(x: torch.Tensor) -> torch.Tensor:
    w = torch.linspace(-1.0, 1.0, 5 * 3 * 3 * 3).reshape(5, 3, 3, 3)
    v = F.interpolate(x, scale_factor=2, mode="nearest").flip(2).transpose(2, 3)
    return F.conv2d(F.layer_norm(v, (v.shape[-1],))[:, :, ::2], w, padding=1)


def _assign_where_none(ids: torch.Tensor) -> torch.Tensor:
    y = ids.clone()
    y[ids == -1] = 0  # no id is -1: the mask is all False
    return y * 1


def _pool_then_matmul(x: torch.Tensor) -> torch.Tensor:
    return F.max_pool2d(x, 2, stride=2) @ torch.linspace(-1.0, 1.0, 3).reshape(1, 3)


# name: (program, inputs, sizes, dynamic dims)
BUGS: dict[str, tuple[Callable[..., Any], list[TensorSpec], dict[str, int], list[str]]] = {
    # fuzz-1: the outer product of a reduction's result keeps only its diagonal.
    "outer_of_sum": (lambda x: x.sum(1)[:, None] * x.sum(1)[None, :], [randn("N", "M")], {"N": 5, "M": 12}, ["N"]),
    # fuzz-2: attention with a dynamic head dim (seed 1's shapes; at B=2, S=5, E=16 it is right).
    "attention_dynamic_head_dim": (
        lambda x0, x1: F.scaled_dot_product_attention(x0, x0, x1),
        [randn("B", 3, "S", "E")] * 2,
        {"B": 6, "S": 31, "E": 65},
        ["B", "S", "E"],
    ),
    # fuzz-3: a sort of a slice.
    "sort_of_slice": (_sort_of_slice, [randn("N", "M")], {"N": 4, "M": 9}, ["N"]),
    # fuzz-4: 4-D attention with dynamic batch and heads.
    "attention_4d_dynamic_batch_heads": (
        lambda q, k, v: F.scaled_dot_product_attention(q, k, v),
        [randn("B", "H", "S", 8)] * 3,
        {"B": 2, "H": 3, "S": 5},
        ["B", "H"],
    ),
    # fuzz-6: softmax, then amin and a permute, all dims dynamic.
    "softmax_amin_permute": (
        lambda x: (torch.softmax(x, 2).amin(dim=2, keepdim=True), torch.softmax(x, 2).permute(1, 2, 0)),
        [randn("A", "B", "C")],
        {"A": 3, "B": 4, "C": 5},
        ["A", "B", "C"],
    ),
    # fuzz-9: a 2-wide pooling at stride 2 over a dynamic dim of size 2, then a matmul.
    "pool_one_window_then_matmul": (_pool_then_matmul, [randn(4, 1, "H", 2)], {"H": 2}, ["H"]),
    # fuzz-11: attention(q, q, v) with q a repeat.
    "attention_repeated_query": (
        lambda x: F.scaled_dot_product_attention(x.repeat(1, 1, 2), x.repeat(1, 1, 2), x),
        [randn(1, "S", 4)],
        {"S": 3},
        ["S"],
    ),
    # fuzz-12: upsample, flip, transpose, layer_norm, slice, conv2d with a dynamic H.
    "upsample_flip_norm_conv_dynamic_h": (_upsample_to_conv, [randn(2, 3, "H", 2)], {"H": 4}, ["H"]),
    # fuzz-14: adaptive_avg_pool1d, then a permute.
    "adaptive_pool_then_permute": (
        lambda x: F.adaptive_avg_pool1d(x, 2).permute(1, 2, 0),
        [randn("A", 4, 5)],
        {"A": 3},
        ["A"],
    ),
    # gpu-vulkan-shared-memory: a small LayerNorm (ViT's embeddings), tiled past the baseline's 16 KiB on Vulkan.
    "layer_norm_of_transposed_sum": (
        lambda x, pos: F.layer_norm(x.transpose(0, 1) + pos, (64,)),
        [randn(17, "B", 64), randn(1, 17, 64)],
        {"B": 2},
        ["B"],
    ),
    # hf-granite-speech: a masked assignment whose mask is all False (granite_speech's audio-token fill).
    "masked_assign_empty_mask": (_assign_where_none, [randint(2, "N", low=0, high=100)], {"N": 8}, ["N"]),
    # gpu-attention-masked-narrow-k1-dynamic: causal attention over a dynamic sequence, head dim 2.
    "causal_attention_head_dim_2": (
        lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=True),
        [randn(1, 8, "S", 2)] * 3,
        {"S": 16},
        ["S"],
    ),
    # gpu-rocm-odd-f16-reduce-isel: f16 rows of 5 summed in f32, with a dynamic outer dim.
    "f16_rows_of_5_summed_in_f32": (lambda x: x.float().sum(1), [randn("N", 5, dtype="f16")], {"N": 3}, ["N"]),
    # fuzz-18: two rolls along one dim.
    "two_rolls_one_dim": (lambda x: torch.roll(torch.roll(x, 2, 1), -1, 1), [randn("N", 4)], {"N": 9}, ["N"]),
}
for _name, (_fn, _inputs, _sizes, _dynamic) in BUGS.items():
    torch_case(
        _name,
        partial(Fn, _fn),
        inputs=_inputs,
        sizes=_sizes,
        dynamic=_dynamic,
        family="iree-bug",
        tiers=FULL,
    )


def _instance_norm() -> onnx.ModelProto:
    node = helper.make_node("InstanceNormalization", ["x", "scale", "bias"], ["y"], epsilon=1e-5)
    graph = helper.make_graph(
        [node],
        "main",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 2, 37])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 2, 37])],
        [
            helper.make_tensor("scale", TensorProto.FLOAT, [2], [1.0, 1.0]),
            helper.make_tensor("bias", TensorProto.FLOAT, [2], [0.0, 0.0]),
        ],
    )
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 18)], producer_name="conformance")


# onnx-instance-norm: InstanceNormalization with a dynamic spatial dim (wav2vec2's feature extractor).
onnx_case(
    "onnx_instance_norm_dynamic_spatial",
    _instance_norm,
    inputs=[randn(1, 2, "T")],
    sizes={"T": 37},
    dynamic=["T"],
    family="iree-bug",
    tiers=FULL,
)
