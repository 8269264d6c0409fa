"""Parsing what a module compiled with ``--iree-flow-trace-dispatch-tensors``
prints when ``iree-run-module`` runs it (on stderr)::

    === main$async_dispatch_0::main$async_dispatch_0_reduction_DxD_f32 inputs ===
    8x36xf32=[0.784562 0.637025 ...][...]
    === main$async_dispatch_0::main$async_dispatch_0_reduction_DxD_f32 outputs ===
    8x36xf32=[...]

Tensors longer than ``--output_max_element_count`` are cut with ``...``; the
runner raises that limit (``MAX_ELEMENTS``) so that none is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from conformance.dtypes import by_element

MAX_ELEMENTS = 1 << 26
_HEADER = re.compile(r"^=== (?P<export>\S+)::(?P<symbol>\S+) (?P<side>inputs|outputs) ===$")
_TENSOR = re.compile(r"^(?P<shape>(?:\d+x)*)(?P<dtype>[a-z]+\d*)=(?P<body>.*)$")


class TraceError(ValueError):
    """The trace is not in the shape this parser knows (or is cut)."""


@dataclass(frozen=True)
class Dispatch:
    export: str  # e.g. main$async_dispatch_0
    symbol: str  # e.g. main$async_dispatch_0_reduction_DxD_f32
    inputs: tuple[np.ndarray, ...]
    outputs: tuple[np.ndarray, ...]


def parse_trace(text: str) -> list[Dispatch]:
    """Dispatch invocations in the order they ran. Lines that are neither a
    header nor a tensor under one (the tool's own output) are skipped."""
    out: list[Dispatch] = []
    current: tuple[str, str, str] | None = None
    tensors: list[np.ndarray] = []
    pending: dict[tuple[str, str], tuple[np.ndarray, ...]] = {}

    def flush() -> None:
        if current is None:
            return
        export, symbol, side = current
        if side == "inputs":
            pending[(export, symbol)] = tuple(tensors)
        else:
            out.append(Dispatch(export, symbol, pending.pop((export, symbol), ()), tuple(tensors)))

    for line in text.splitlines():
        line = line.strip()
        header = _HEADER.match(line)
        if header:
            flush()
            current, tensors = (header["export"], header["symbol"], header["side"]), []
            continue
        tensor = _TENSOR.match(line) if current else None
        if tensor:
            tensors.append(_tensor(tensor["shape"], tensor["dtype"], tensor["body"]))
        elif line and current:
            flush()
            current = None
    flush()
    return out


def _tensor(shape_text: str, dtype: str, body: str) -> np.ndarray:
    known = by_element(dtype)
    if known is None:
        raise TraceError(f"traced tensor of type {dtype}: not supported")
    if "..." in body:
        raise TraceError("a traced tensor is cut at the printer's element limit")
    shape = tuple(int(d) for d in shape_text.split("x") if d)
    words = body.replace("[", " ").replace("]", " ").split()
    np_type = known.numpy or np.float32  # numpy has no bf16: the printed decimals, widened
    if np_type is np.bool_:
        values = np.array([w not in ("0", "false") for w in words], np.bool_)
    elif np.issubdtype(np_type, np.integer):
        values = np.array([int(w) for w in words], np.int64).astype(np_type)
    else:
        values = np.array([float(w) for w in words], np.float64).astype(np_type)
    if values.size != int(np.prod(shape)):
        raise TraceError(f"traced tensor {shape_text}{dtype} has {values.size} values")
    return values.reshape(shape)
