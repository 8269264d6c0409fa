"""Programs of the graph fuzzer (docs/fuzz.md) that found a compiler bug,
kept as regression cases (python -m conformance fuzz promote FINDING). Full tier."""

import torch
import torch.nn.functional as F

from conformance.case import randint, randn, torch_case

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


class P_fuzz_7000073(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        g = torch.Generator().manual_seed(7000073)
        self.w0 = torch.nn.Parameter(torch.randn(2, 3, generator=g) / 2**0.5)

    def forward(self, x0, x1, x2, x3):
        v0 = torch.topk(x0, 2, dim=-1).values  # topk
        v1 = x1 - v0  # sub
        v2 = v1 @ self.w0  # matmul
        v3 = F.max_pool1d(v2, 3, stride=1, padding=1)  # max_pool1d
        v4 = torch.zeros((9, *v3.shape[1:]), dtype=v3.dtype).index_put(
            (x2,), torch.tanh(v3), accumulate=True
        )  # index_put
        v5 = v4.unsqueeze(0).expand(2, -1, -1, -1) * x3  # expand
        v6 = v5.sum(dim=0, keepdim=True)  # sum
        v7 = torch.softmax(x0, dim=2)  # softmax
        v8 = torch.sort(v4, dim=2).values  # sort
        v9 = v8.transpose(0, 2)  # transpose
        v10 = torch.cat([v9, torch.tanh(v9)], dim=2)  # cat
        v11 = torch.triu(v10, 0)  # triu
        v12 = torch.sqrt(v11.abs())  # sqrt
        v13 = torch.tril(v12, -1)  # tril
        v14 = v13.repeat(1, 1, 2)  # repeat
        return v6, v7, v14


torch_case(
    "fuzz_7000073",
    P_fuzz_7000073,
    inputs=[randn("D0", "D1", "D2"), randn("D0", 1, 1), randint("D0", high=9), randn(2, 1, 1, 1)],
    sizes={"D0": 8, "D1": 15, "D2": 9},
    dynamic=["D0", "D1", "D2"],
    family="fuzz",
    tiers=FULL,
)


class P_fuzz_10000318(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        g = torch.Generator().manual_seed(10000318)
        self.w0 = torch.nn.Parameter(torch.randn(17, generator=g) / 1**0.5)
        self.w1 = torch.nn.Parameter(torch.randn(17, generator=g) / 1**0.5)
        self.w2 = torch.nn.Parameter(torch.randn(17, generator=g) / 1**0.5)
        self.w3 = torch.nn.Parameter(torch.randn(17, generator=g) / 1**0.5)

    def forward(self, x0, x1, x2):
        v0 = F.avg_pool2d(x0, 2, stride=2)  # avg_pool2d_stride2
        v1 = v0.select(3, 0)  # select
        v2 = F.batch_norm(v1, self.w0.detach(), self.w1.detach().abs() + 0.5, self.w2, self.w3)  # batch_norm
        v3 = x0.index_select(1, torch.argsort(x1))  # permute_select
        v4 = F.scaled_dot_product_attention(v3, v3, torch.tanh(v3))  # attention
        v5 = torch.softmax(v4, dim=1)  # softmax
        v6 = torch.exp(torch.tanh(v0))  # exp
        v7 = torch.topk(v6, 1, dim=-1).values  # topk
        v8 = torch.cumsum(v0, dim=1)  # cumsum
        v9 = v6 + v8  # add
        v10 = v9.sum(dim=(1, 2), keepdim=True)  # sum
        v11 = F.scaled_dot_product_attention(v10, v10, torch.tanh(v10))  # attention
        v12 = v11.narrow(0, 1, v11.shape[0] - 1)  # slice
        v13 = v12.masked_fill(x2 > 0, 0.5)  # masked_fill
        v14 = -v13  # neg
        return v2, v5, v7, v14


torch_case(
    "fuzz_10000318",
    P_fuzz_10000318,
    inputs=[randn("D0", "D1", "D2", "D3"), randn("D1"), randn(1, 1, 1, 1)],
    sizes={"D0": 3, "D1": 17, "D2": 5, "D3": 8},
    dynamic=["D0", "D2", "D3"],
    family="fuzz",
    tiers=FULL,
)


class P_fuzz_11000093(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        g = torch.Generator().manual_seed(11000093)
        self.w0 = torch.nn.Parameter(torch.randn(4, 5, 3, generator=g) / 15**0.5)
        self.w1 = torch.nn.Parameter(torch.randn(5, 4, 3, 3, generator=g) / 45**0.5)

    def forward(self, x0, x1, x2, x3, x4, x5):
        v0 = x0.masked_fill(x1 > 0, 0.5)  # masked_fill
        v1 = torch.zeros((5, *v0.shape[1:]), dtype=v0.dtype).index_put(
            (x2,), torch.tanh(v0), accumulate=True
        )  # index_put
        v2 = F.conv1d(v1, self.w0, padding=2, dilation=2)  # conv1d_dilated
        v3 = v1.narrow(2, 1, v1.shape[2] - 1)  # slice  # noqa: F841 (dead: export drops it)
        v4 = x3 + x0  # add
        v5 = v4[:, ::2]  # slice_step  # noqa: F841 (dead: export drops it)
        v6 = torch.clamp(x0, -0.5, 0.5)  # clamp  # noqa: F841 (dead: export drops it)
        v7 = v2.sum(dim=0, keepdim=False)  # sum
        v8 = v7.masked_fill(x4 > 0, 0.5)  # masked_fill
        v9 = v2.unsqueeze(0).expand(5, -1, -1, -1) * x5  # expand
        v10 = F.pad(v9, (1, 2))  # pad
        v11 = F.conv_transpose2d(v10, self.w1, stride=2, padding=1, output_padding=1)  # conv_transpose2d
        v12 = v11.permute(1, 2, 3, 0)  # permute
        v13 = v7.select(0, 0)  # select
        v14 = torch.tanh(v13)  # tanh
        v15 = F.gelu(v10)  # gelu
        v16 = v15.transpose(2, 0)  # transpose
        v17 = torch.sort(v16, dim=3).values  # sort
        return v8, v12, v14, v17


torch_case(
    "fuzz_11000093",
    P_fuzz_11000093,
    inputs=[
        randn("D0", "D1", "D2"),
        randn("D0", "D1", "D2"),
        randint("D0", high=5),
        randn("D0", 1, "D2"),
        randn(1, "D2"),
        randn(5, 1, 1, 1),
    ],
    sizes={"D0": 4, "D1": 5, "D2": 7},
    dynamic=["D0", "D2"],
    family="fuzz",
    tiers=FULL,
)
