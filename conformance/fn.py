"""Small helpers for PyTorch case declarations."""

from __future__ import annotations

from collections.abc import Callable

import torch


class Fn(torch.nn.Module):
    """Wraps a plain function as a module, for cases with no weights."""

    def __init__(self, fn: Callable[..., object]) -> None:
        super().__init__()
        self.fn = fn

    def forward(self, *args: torch.Tensor) -> object:
        return self.fn(*args)
