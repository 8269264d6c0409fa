"""Programs of the graph fuzzer (docs/fuzz.md) that found a compiler bug,
kept as regression cases (python -m conformance.fuzz promote FINDING). Full tier."""

import torch
import torch.nn.functional as F

from conformance.case import randint, randn, torch_case  # noqa: F401 (what promoted programs may draw)

FULL = ("full",)


class P_fuzz_5000061(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        g = torch.Generator().manual_seed(5000061)
        self.w0 = torch.nn.Parameter(torch.randn(5, 16, generator=g) / 5**0.5)
        self.w1 = torch.nn.Parameter(torch.randn(2, 3, 3, 3, generator=g) / 27**0.5)
        self.w2 = torch.nn.Parameter(torch.randn(4, 2, 3, 3, generator=g) / 18**0.5)
        self.w3 = torch.nn.Parameter(torch.randn(16, 1, generator=g) / 16**0.5)
        self.w4 = torch.nn.Parameter(torch.randn(8, 3, 3, 3, 3, generator=g) / 81**0.5)

    def forward(self, x0, x1, x2):
        v0 = F.avg_pool2d(x0, 3, stride=1, padding=1)  # avg_pool2d
        v1 = torch.sqrt(v0.abs())  # sqrt
        v2 = x1 / (v1.abs() + 1)  # div  # noqa: F841 (the program as generated; export drops it)
        v3 = v0 @ self.w0  # matmul
        v4 = F.conv2d(v3, self.w1, padding=1)  # conv2d
        v5 = F.conv2d(v4, self.w2, padding=1)  # conv2d
        v6 = torch.sqrt(v5.abs())  # sqrt
        v7 = v6 @ self.w3  # matmul
        v8 = F.scaled_dot_product_attention(v5, v5, torch.tanh(v5))  # attention
        v9 = torch.relu(v8)  # relu
        v10 = torch.matmul(v0, x2) / 5**0.5  # matmul
        v11 = v10.unsqueeze(4)  # unsqueeze
        v12 = v11.transpose(1, 0)  # transpose
        v13 = torch.topk(v0, 1, dim=-1).values  # topk
        v14 = F.conv3d(v13.unsqueeze(2), self.w4, padding=1)  # conv3d
        v15 = F.layer_norm(v14, (1,))  # layer_norm
        v16 = torch.sort(v15, dim=1).values  # sort
        return v7, v9, v12, v16


torch_case(
    "fuzz_5000061",
    P_fuzz_5000061,
    inputs=[randn("D0", "D1", "D2", "D3"), randn(1, "D1", 1, 1), randn("D3", "D4")],
    sizes={"D0": 5, "D1": 3, "D2": 7, "D3": 5, "D4": 9},
    dynamic=["D0", "D2", "D4"],
    family="fuzz",
    tiers=FULL,
)


class P_fuzz_6000010(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        g = torch.Generator().manual_seed(6000010)
        self.w0 = torch.nn.Parameter(torch.randn(1, 16, generator=g) / 1**0.5)
        self.w1 = torch.nn.Parameter(torch.randn(3, 8, generator=g) / 3**0.5)

    def forward(self, x0, x1):
        v0 = torch.cat([x0, torch.tanh(x0)], dim=1)  # cat
        v1 = torch.softmax(v0, dim=1)  # softmax
        v2 = F.avg_pool1d(v1, 2, stride=2)  # avg_pool1d_stride2
        v3 = v2 @ self.w0  # matmul
        v4 = torch.sort(v3, dim=0).values  # sort
        v5 = torch.maximum(v4, v3)  # maximum
        v6 = F.pad(v5, (1, 1), mode="reflect")  # pad_reflect
        v7 = F.interpolate(v6, scale_factor=2, mode="nearest")  # upsample_nearest
        v8 = torch.matmul(x0, x1) / 3**0.5  # matmul
        v9 = torch.sort(v8, dim=1).values  # sort
        v10 = v9[:, :, ::2]  # slice_step
        v11 = v10 @ self.w1  # matmul
        v12 = torch.softmax(v11, dim=2)  # softmax
        v13 = v12[:, ::2]  # slice_step
        v14 = torch.cumsum(x0, dim=2)  # cumsum
        return v7, v13, v14


torch_case(
    "fuzz_6000010",
    P_fuzz_6000010,
    inputs=[randn("D0", "D1", "D2"), randn("D2", "D3")],
    sizes={"D0": 4, "D1": 9, "D2": 3, "D3": 6},
    dynamic=["D0", "D1"],
    family="fuzz",
    tiers=FULL,
)
