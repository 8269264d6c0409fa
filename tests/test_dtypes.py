"""The dtype table: every name of a type maps back to the same row."""

from __future__ import annotations

import numpy as np
import pytest

from conformance import dtypes
from conformance.analyses.localize.trace import TraceError, parse_trace


def test_every_name_of_a_type_is_one_row() -> None:
    for d in dtypes.TABLE:
        assert dtypes.BY_NAME[d.name] is d and dtypes.by_element(d.element) is d
        if d.numpy is not None:
            assert dtypes.dtype_name(np.dtype(d.numpy)) == d.name
    assert len({d.torch for d in dtypes.TABLE}) == len(dtypes.TABLE)
    import torch

    for d in dtypes.TABLE:
        assert dtypes.torch_dtype_name(getattr(torch, d.torch)) == d.name
    assert set(dtypes.FORMATS) >= {"f32", "f16", "bf16", "f64"} and "i64" not in dtypes.FORMATS
    assert "bfloat16" not in dtypes.OBSERVABLE_TORCH and "bool" in dtypes.OBSERVABLE_TORCH


def test_a_trace_reads_each_element_type_as_its_numpy_type() -> None:
    text = "=== d::d_0 inputs ===\n2xi1=[1 0]\n2xui8=[255 7]\n2xbf16=[0.5 1.5]\n=== d::d_0 outputs ===\n2xi32=[-1 3]\n"
    (dispatch,) = parse_trace(text)
    flags, small, wide = dispatch.inputs
    assert flags.dtype == np.bool_ and flags.tolist() == [True, False]
    assert small.dtype == np.uint8 and small.tolist() == [255, 7]
    assert wide.dtype == np.float32 and wide.tolist() == [0.5, 1.5]  # numpy has no bf16: widened
    assert dispatch.outputs[0].dtype == np.int32 and dispatch.outputs[0].tolist() == [-1, 3]
    with pytest.raises(TraceError, match="c64"):
        parse_trace("=== d::d_0 outputs ===\n2xc64=[1 2]\n")
