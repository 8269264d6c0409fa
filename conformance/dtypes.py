"""The element types the harness knows, each under all its names: the case
API's ("f32"), numpy's, torch's and the one IREE prints in a tensor ("f32",
"i1"). Every map between those names is read off this one table.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class DType:
    name: str  # the case API's name
    numpy: type | None  # None: numpy has no such type (bf16, float8); such a case takes f32 and casts inside
    torch: str  # torch's name: getattr(torch, torch)
    element: str  # IREE's element type, as the runtime prints a tensor ("4x2xf32=...")
    mantissa: int | None = None  # a float's explicit mantissa bits and smallest normal exponent (ULPs)
    min_exp: int | None = None
    # A localization cut may return a value of this type: iree-run-module writes it
    # as .npy and numpy reads it back (not bf16, float8, nor torch's uint16-64).
    observable: bool = True


TABLE = (
    DType("f32", np.float32, "float32", "f32", 23, -126),
    DType("f16", np.float16, "float16", "f16", 10, -14),
    DType("f64", np.float64, "float64", "f64", 52, -1022),
    DType("bf16", None, "bfloat16", "bf16", 7, -126, observable=False),
    DType("f8e4m3fn", None, "float8_e4m3fn", "f8E4M3FN", 3, -6, observable=False),
    DType("f8e5m2", None, "float8_e5m2", "f8E5M2", 2, -14, observable=False),
    DType("i64", np.int64, "int64", "i64"),
    DType("i32", np.int32, "int32", "i32"),
    DType("i16", np.int16, "int16", "i16"),
    DType("i8", np.int8, "int8", "i8"),
    DType("u8", np.uint8, "uint8", "ui8"),
    DType("u16", np.uint16, "uint16", "ui16", observable=False),
    DType("u32", np.uint32, "uint32", "ui32", observable=False),
    DType("u64", np.uint64, "uint64", "ui64", observable=False),
    DType("bool", np.bool_, "bool", "i1"),
)
BY_NAME = {d.name: d for d in TABLE}

# The case API's names with a numpy type, and the ones a case may only compute in.
NUMPY = {d.name: d.numpy for d in TABLE if d.numpy is not None}
COMPUTE_ONLY = tuple(d.name for d in TABLE if d.numpy is None)
FLOATS = tuple(d.name for d in TABLE if d.numpy is not None and d.mantissa is not None)
# (mantissa bits, smallest normal exponent) of every float format, for ULPs.
FORMATS = {d.name: (d.mantissa, d.min_exp) for d in TABLE if d.mantissa is not None and d.min_exp is not None}
# numpy's name of a dtype to the case API's ("float32" -> "f32"); bfloat16 is ml_dtypes' extension type.
_BY_NUMPY_NAME = {np.dtype(t).name: name for name, t in NUMPY.items()} | {"bfloat16": "bf16"}
# str() of a torch dtype to the case API's name ("torch.float32" -> "f32").
_BY_TORCH = {f"torch.{d.torch}": d.name for d in TABLE}
# torch's names of the types a localization cut may return (see DType.observable).
OBSERVABLE_TORCH = frozenset(d.torch for d in TABLE if d.observable)


def dtype_name(dtype: np.dtype) -> str:
    """The case API's name of a numpy dtype ("f32" for float32); numpy's own name where it has none."""
    return _BY_NUMPY_NAME.get(dtype.name, dtype.name)


def torch_dtype_name(dtype: object) -> str:
    """The case API's name of a torch dtype ("f32" for torch.float32); str(dtype) where it has none."""
    return _BY_TORCH.get(str(dtype), str(dtype))


def by_element(element: str) -> DType | None:
    """The type IREE prints as ``element`` in a tensor ("i1" is bool), or None."""
    return next((d for d in TABLE if d.element == element), None)
