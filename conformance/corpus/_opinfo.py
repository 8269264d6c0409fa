"""The OpInfo catalog: every sample input of PyTorch's own op database
(``torch.testing._internal.common_methods_invocations.op_db``) as plain data,
and the module that applies an op to one sample.

A sample becomes data the harness can feed: its tensors become numpy arrays
(the module's inputs, in order of appearance), everything else stays in the
call as constants, with :class:`Arg` where a tensor was. What cannot be fed is
kept as a :class:`Skip` with its reason, never dropped.

Building the catalog runs every op's sample generator for each dtype and each
sample eagerly once (to see what it returns): minutes to tens of minutes, so
:func:`catalog` keeps it on disk (see ``conformance.corpus._cache``).
"""

from __future__ import annotations

import dataclasses
import json
import math
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from unittest import mock

import numpy as np

from conformance.corpus._cache import cached, progress, require, source_hash
from conformance.corpus._skips import Skip
from conformance.dtypes import BY_NAME, OBSERVABLE_TORCH
from conformance.pipeline.tools import package_version

# The dtypes a case may compute in, most important first: f32 always, a 16-bit
# float of each kind, one integer and bool where the op supports them. bf16 has
# no numpy type: such a case takes f32 and casts inside the module.
DTYPES = {name: BY_NAME[name].torch for name in ("f32", "f16", "bf16", "i64", "bool")}
MAX_SAMPLES = 64  # per op and dtype: a few generators yield hundreds of near-copies
MAX_ELEMENTS = 1 << 18  # per sample, all inputs: grid_sampler_3d's samples alone would be 400 MB


@dataclass(frozen=True)
class Arg:
    """Where tensor input ``index`` goes in the call; ``cast``: the torch dtype it
    is cast to inside the module (bf16 cases take f32), else empty."""

    index: int
    cast: str = ""


@dataclass(frozen=True)
class OpMeta:
    key: str  # the OpInfo's name, plus "." and its variant name when it has one
    domain: tuple[float | None, float | None] = (None, None)  # of the first input (unary ufuncs)
    tolerances: dict[str, tuple[float, float]] = field(default_factory=dict)  # dtype -> (atol, rtol) overrides


@dataclass(frozen=True)
class Sample:
    op: str  # OpMeta.key
    index: int  # the sample's position in the op's sample_inputs for this dtype
    dtype: str  # a key of DTYPES
    arrays: tuple[np.ndarray, ...]  # the tensor inputs
    call: bytes  # (args, kwargs) holding Arg placeholders, as JSON (encode_call)
    outputs: int  # how many tensors the op returns
    # Values no two implementations share: the op drew random numbers on this
    # sample (bernoulli; sdpa with dropout) or returned memory it never wrote
    # (empty_like). Only shapes and dtypes of such outputs can be compared.
    random_outputs: bool = False


@dataclass(frozen=True)
class Catalog:
    torch_version: str
    ops: dict[str, OpMeta]
    samples: tuple[Sample, ...]
    skipped: tuple[Skip, ...]


def op_key(op: Any) -> str:
    return f"{op.name}.{op.variant_test_name}" if op.variant_test_name else op.name


_OPS: dict[str, Any] = {}


def find_op(key: str) -> Any:
    """The OpInfo named ``key``; imports op_db (about 4 s) on first use only."""
    if not _OPS:
        from torch.testing._internal.common_methods_invocations import op_db

        _OPS.update((op_key(o), o) for o in op_db)
    return _OPS[key]


# --- building ---------------------------------------------------------------------


def selected() -> list[str] | None:
    """CONFORMANCE_OPINFO_OPS=abs,sum generates only those ops (tests; quick looks)."""
    return sorted(k for k in os.environ.get("CONFORMANCE_OPINFO_OPS", "").split(",") if k) or None


def catalog_key() -> list[object]:
    """What the catalog depends on: torch's version, this file, the selected ops."""
    return [package_version("torch"), source_hash([Path(__file__)]), selected()]


def catalog() -> Catalog:
    """The catalog of the installed torch, built once, then read from the corpus cache."""
    require("torch", "expecttest")  # op_db imports expecttest
    keys = selected()
    return cached("opinfo", catalog_key(), lambda: build(keys), types=(Catalog, OpMeta, Sample, Skip), unit="ops")


def build(keys: list[str] | None = None) -> Catalog:
    """Every op of op_db (or only ``keys``), every dtype of DTYPES it supports on CPU."""
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # deprecations and beta notes of a thousand samples, on every build
        return _build(keys)


def _build(keys: list[str] | None) -> Catalog:
    import torch
    from torch.testing._internal.common_methods_invocations import op_db

    ops: dict[str, OpMeta] = {}
    samples: list[Sample] = []
    skipped: list[Skip] = []
    torch.manual_seed(0)
    chosen = [op for op in op_db if keys is None or op_key(op) in keys]
    for done, op in enumerate(chosen):
        progress(done, len(chosen))
        key = op_key(op)
        ops[key] = OpMeta(key, _domain(op), _tolerances(op))
        supported = {str(d).removeprefix("torch.") for d in op.supported_dtypes("cpu")}
        usable = [d for d, t in DTYPES.items() if t in supported]
        if not usable:
            kinds = sorted(supported) or ["none on CPU"]
            skipped.append(Skip(key, "*", None, f"no supported dtype the harness feeds ({', '.join(kinds)})"))
            continue
        for dtype in usable:
            out, skips = _samples_of(op, key, dtype)
            samples += out
            skipped += skips
    progress(len(chosen), len(chosen))
    return Catalog(torch.__version__, ops, tuple(samples), tuple(skipped))


def _samples_of(op: Any, key: str, dtype: str) -> tuple[list[Sample], list[Skip]]:
    import torch

    tdtype = getattr(torch, DTYPES[dtype])
    out: list[Sample] = []
    skips: list[Skip] = []
    try:
        with torch.random.fork_rng(devices=[]):
            torch.manual_seed(0)
            generated = list(op.sample_inputs("cpu", tdtype, requires_grad=False))
    except Exception as e:
        return [], [Skip(key, dtype, None, f"sample generator raised {type(e).__name__}")]
    if not generated:
        return [], [Skip(key, dtype, None, "no samples for this dtype")]
    if len(generated) > MAX_SAMPLES:
        skips.append(Skip(key, dtype, None, f"samples past the first {MAX_SAMPLES}", len(generated) - MAX_SAMPLES))
        generated = generated[:MAX_SAMPLES]
    for index, s in enumerate(generated):
        reason, sample = _convert(op, key, dtype, index, s)
        if reason:
            skips.append(Skip(key, dtype, index, reason))
        elif sample is not None:
            out.append(sample)
    return out, skips


def _convert(op: Any, key: str, dtype: str, index: int, s: Any) -> tuple[str, Sample | None]:
    import torch

    tensors: list[torch.Tensor] = []

    def lift(x: Any) -> Any:
        if isinstance(x, torch.Tensor):
            tensors.append(x)
            return Arg(len(tensors) - 1, "bfloat16" if x.dtype == torch.bfloat16 else "")
        if isinstance(x, list):
            return [lift(v) for v in x]
        if isinstance(x, tuple) and not hasattr(x, "_fields"):
            return tuple(lift(v) for v in x)
        if isinstance(x, dict):
            return {k: lift(v) for k, v in x.items()}
        return x

    args = lift([s.input, *s.args])
    kwargs = lift(dict(s.kwargs))
    problem = _inputs_problem(tensors)
    if problem:
        return problem, None
    try:
        call = encode_call(args, kwargs)
    except Exception as e:  # a constant with no form as data: a skip, with what it was
        return f"a constant argument cannot be stored ({e or type(e).__name__})", None
    before = [t.clone() for t in tensors]
    draws = _Draws()
    try:
        with torch.no_grad(), draws:
            result = op.op(s.input, *s.args, **s.kwargs)
    except Exception as e:
        return f"eager PyTorch raised {type(e).__name__} on the sample", None
    if any(not _same(a, b) for a, b in zip(before, tensors, strict=True)):
        return "in-place: the op writes into its input", None
    outputs = list(_flatten(result))
    problem = _outputs_problem(outputs)
    if problem:
        return problem, None
    arrays = tuple(_numpy(t) for t in tensors)
    random = draws.drew or _returns_unwritten_memory(op, s)
    return "", Sample(key, index, dtype, arrays, call, len(outputs), random)


class _Draws:
    """Whether a call draws from torch's global random generator: the generator
    moved on, or, where OpInfo wraps a random op in a fixed seed and restores
    the generator after it (``wrapper_set_seed``), it moved between the seeding
    and the restore. Such an op's eager outputs repeat run to run, and still no
    other implementation's draws equal them."""

    drew = False

    def __enter__(self) -> _Draws:
        import torch

        self._start = torch.get_rng_state()
        self._seeded: list[Any] = []  # the generator right after each manual_seed
        self._left: list[Any] = []  # and right before each set_rng_state restores it
        seed, restore = torch.manual_seed, torch.set_rng_state

        def manual_seed(value: Any) -> Any:
            out = seed(value)
            self._seeded.append(torch.get_rng_state())
            return out

        def set_rng_state(state: Any) -> None:
            self._left.append(torch.get_rng_state())
            restore(state)

        self._patches: list[Any] = [
            mock.patch.object(torch, "manual_seed", manual_seed),
            mock.patch.object(torch, "set_rng_state", set_rng_state),
        ]
        for p in self._patches:
            p.start()
        return self

    def __exit__(self, *exc: object) -> None:
        import torch

        for p in self._patches:
            p.stop()
        moved = not torch.equal(self._start, torch.get_rng_state())
        self.drew = moved or any(not torch.equal(a, b) for a, b in zip(self._seeded, self._left, strict=False))


def _returns_unwritten_memory(op: Any, s: Any) -> bool:
    """Whether an output holds memory the op never wrote (empty_like): its values
    then follow torch's ``fill_uninitialized_memory`` setting (NaN or the
    largest integer when on, whatever the allocator held when off)."""
    import torch
    import torch.utils.deterministic

    det: Any = torch.utils.deterministic  # its flag is a property of the module object, unknown to type stubs
    was = (torch.are_deterministic_algorithms_enabled(), torch.is_deterministic_algorithms_warn_only_enabled())
    fill_was = det.fill_uninitialized_memory
    runs: list[list[Any]] = []
    try:
        torch.use_deterministic_algorithms(True, warn_only=True)  # the fill applies under deterministic mode only
        for fill in (True, False):
            det.fill_uninitialized_memory = fill
            if runs:  # the allocator hands back the block freed last, which the fill wrote: free zeroed ones after it
                scrub = [torch.zeros_like(t) for t in runs[0]]
                del scrub
            with torch.no_grad(), torch.random.fork_rng(devices=[]):
                runs.append([t.clone() for t in _flatten(op.op(s.input, *s.args, **s.kwargs))])
    except Exception:
        return False  # it ran once already; a second run's refusal says nothing about its memory
    finally:
        torch.use_deterministic_algorithms(was[0], warn_only=was[1])
        det.fill_uninitialized_memory = fill_was
    return any(not _same(a, b) for a, b in zip(*runs, strict=True))


def _tensor_problem(t: Any, what: str) -> str:
    import torch

    if t.layout != torch.strided:
        return f"sparse {what} ({t.layout})"
    if t.is_complex():
        return f"complex {what}"
    if t.dtype != torch.bfloat16 and str(t.dtype).removeprefix("torch.") not in OBSERVABLE_TORCH:
        return f"{what} of dtype {t.dtype}, which .npy {what}s cannot carry"
    return ""


def _inputs_problem(tensors: list[Any]) -> str:
    for t in tensors:
        if problem := _tensor_problem(t, "input"):
            return problem
    if not tensors:
        return "no tensor input (a factory call)"
    elements = sum(t.numel() for t in tensors)
    if elements > MAX_ELEMENTS:
        return f"inputs hold more than {MAX_ELEMENTS} elements ({elements})"
    return ""


def _outputs_problem(outputs: list[Any]) -> str:
    import torch

    if not outputs:
        return "returns no tensor"
    for o in outputs:
        if not isinstance(o, torch.Tensor):
            return f"non-tensor output ({type(o).__name__})"
        if problem := _tensor_problem(o, "output"):
            return problem
    return ""


def _numpy(t: Any) -> np.ndarray:
    import torch

    return (t.float() if t.dtype == torch.bfloat16 else t).detach().contiguous().numpy().copy()


def _same(a: Any, b: Any) -> bool:
    import torch

    return a.shape == b.shape and bool(torch.equal(a, b) or torch.allclose(a, b, equal_nan=True))


def _flatten(x: Any) -> Iterator[Any]:
    if isinstance(x, tuple | list):
        for v in x:
            yield from _flatten(v)
    else:
        yield x


def _domain(op: Any) -> tuple[float | None, float | None]:
    low, high = getattr(op, "domain", (None, None)) or (None, None)
    return (None if low is None else float(low), None if high is None else float(high))


def _tolerances(op: Any) -> dict[str, tuple[float, float]]:
    """The loosest per-dtype tolerance any of the op's own CPU tests declares."""
    import torch
    from torch.testing._internal.common_device_type import precisionOverride, toleranceOverride

    names = {getattr(torch, t): d for d, t in DTYPES.items()}
    out: dict[str, tuple[float, float]] = {}
    for info in getattr(op, "decorators", ()) or ():
        if getattr(info, "device_type", None) not in (None, "cpu"):
            continue
        for dec in getattr(info, "decorators", ()) or ():
            if isinstance(dec, toleranceOverride):
                pairs = {k: (float(v.atol), float(v.rtol)) for k, v in dec.d.items()}
            elif isinstance(dec, precisionOverride):
                pairs = {k: (float(v), 0.0) for k, v in dec.d.items()}
            else:
                continue
            for tdtype, (atol, rtol) in pairs.items():
                if tdtype in names and math.isfinite(atol) and math.isfinite(rtol):
                    a, r = out.get(names[tdtype], (0.0, 0.0))
                    out[names[tdtype]] = (max(a, atol), max(r, rtol))
    return out


# --- the module -------------------------------------------------------------------


def fill(x: Any, tensors: tuple[Any, ...]) -> Any:
    """``x`` with every Arg replaced by its tensor (cast where the Arg says so, and
    only from float32: the float64 reference runs the op in float64)."""
    import torch

    if isinstance(x, Arg):
        t = tensors[x.index]
        return t.to(getattr(torch, x.cast)) if x.cast and t.dtype == torch.float32 else t
    if isinstance(x, list):
        return [fill(v, tensors) for v in x]
    if isinstance(x, tuple):
        return tuple(fill(v, tensors) for v in x)
    if isinstance(x, dict):
        return {k: fill(v, tensors) for k, v in x.items()}
    return x


def module(key: str, call: bytes):  # -> torch.nn.Module
    import torch

    fn = find_op(key).op
    args, kwargs = decode_call(call)

    class OpInfoModule(torch.nn.Module):
        def forward(self, *tensors: torch.Tensor) -> tuple[torch.Tensor, ...]:
            out = fn(*fill(args, tensors), **fill(kwargs, tensors))
            return tuple(o.float() if o.dtype == torch.bfloat16 else o for o in _flatten(out))

    return OpInfoModule()


# --- the call, as data --------------------------------------------------------------
# The call is kept on disk with the catalog, in a cache folder others may write:
# reading it back must not run code, as unpickling would. So it is JSON, and the
# few objects op_db passes as constants are named, never imported: torch dtypes
# and memory formats, and torch's own dataclasses (options) and stateless
# modules configured by their constants (PairwiseDistance), rebuilt from data.


def encode_call(args: Any, kwargs: dict[str, Any]) -> bytes:
    """``(args, kwargs)`` as JSON; TypeError names a constant that has no form as data."""
    return json.dumps(_encode((args, kwargs)), separators=(",", ":")).encode()


def decode_call(call: bytes) -> tuple[Any, dict[str, Any]]:
    args, kwargs = _decode(json.loads(call))
    return args, kwargs


def _encode(x: Any) -> Any:
    if x is None or type(x) in (bool, int, str):
        return x
    if type(x) is float:
        return x if math.isfinite(x) else {"float": repr(x)}  # nan, inf: not JSON
    if type(x) is list:
        return [_encode(v) for v in x]
    if type(x) is tuple:
        return {"tuple": [_encode(v) for v in x]}
    if type(x) is dict and all(type(k) is str for k in x):
        return {"dict": {k: _encode(v) for k, v in x.items()}}
    if type(x) is slice:
        return {"slice": [_encode(x.start), _encode(x.stop), _encode(x.step)]}
    if x is Ellipsis:
        return {"ellipsis": None}
    if type(x) is Arg:
        return {"arg": [x.index, x.cast]}
    return _encode_torch(x)


def _encode_torch(x: Any) -> Any:
    import torch

    if isinstance(x, torch.dtype | torch.memory_format):
        return {type(x).__name__: str(x).removeprefix("torch.")}
    cls = type(x)
    if cls.__module__.split(".")[0] == "torch" and "<" not in cls.__qualname__:
        where = [cls.__module__, cls.__qualname__]
        if dataclasses.is_dataclass(x):
            return {"torch_dataclass": [*where, {f.name: _encode(getattr(x, f.name)) for f in dataclasses.fields(x)}]}
        if isinstance(x, torch.nn.Module) and (constants := _module_constants(x)) is not None:
            return {"torch_module": [*where, {k: _encode(v) for k, v in constants.items()}]}
    raise TypeError(f"a {cls.__qualname__}")


def _module_constants(m: Any) -> dict[str, Any] | None:
    """A torch module with no parameters, buffers, submodules or hooks, whose
    state is its declared ``__constants__``: those; else None."""
    import torch

    bookkeeping = vars(torch.nn.Module())
    state = vars(m)
    if any(state.get(k) for k in bookkeeping if k != "training"):
        return None
    constants = {k: v for k, v in state.items() if k not in bookkeeping}
    return constants if set(constants) <= set(getattr(type(m), "__constants__", ())) else None


def _decode(x: Any) -> Any:
    if x is None or isinstance(x, bool | int | float | str):
        return x
    if isinstance(x, list):
        return [_decode(v) for v in x]
    ((tag, v),) = x.items()
    if tag == "tuple":
        return tuple(_decode(e) for e in v)
    if tag == "dict":
        return {k: _decode(e) for k, e in v.items()}
    if tag == "float" and v in ("nan", "inf", "-inf"):
        return float(v)
    if tag == "slice":
        return slice(*map(_decode, v))
    if tag == "ellipsis":
        return Ellipsis
    if tag == "arg":
        return Arg(int(v[0]), str(v[1]))
    return _decode_torch(tag, v)


def _decode_torch(tag: str, v: Any) -> Any:
    import torch

    if tag in ("dtype", "memory_format"):
        value = vars(torch).get(v)  # the module's own names: no lazy attribute hook runs
        if isinstance(value, torch.dtype if tag == "dtype" else torch.memory_format):
            return value
    if tag in ("torch_dataclass", "torch_module"):
        cls = _torch_class(v[0], v[1])
        fields = {k: _decode(e) for k, e in v[2].items()}
        if tag == "torch_dataclass" and dataclasses.is_dataclass(cls):
            return cls(**fields)
        constants = set(getattr(cls, "__constants__", ()))
        if tag == "torch_module" and issubclass(cls, torch.nn.Module) and set(fields) <= constants:
            m = cls.__new__(cls)
            torch.nn.Module.__init__(m)
            for k, e in fields.items():
                setattr(m, k, e)
            return m
    raise ValueError(f"not a stored constant: {tag}={str(v)[:80]}")


def _torch_class(module: str, qualname: str) -> type:
    """A class of a torch module that is already imported: a name in the data
    never imports anything."""
    found: Any = sys.modules.get(module) if module.split(".")[0] == "torch" else None
    for part in qualname.split("."):
        found = getattr(found, "__dict__", {}).get(part)  # its own names: no lazy attribute hook runs
    if not isinstance(found, type):
        raise ValueError(f"not a torch class: {module}.{qualname}")
    return found
