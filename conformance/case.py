"""The case API: one small declaration per case.

A case names a module factory, its inputs (shapes with named dims, dtypes and
how values are drawn), which named dims may be symbolic, tolerances and tags.
The ``static``, ``dynamic`` and ``mixed`` variants all come from that one
declaration (see :func:`variants`).

    torch_case(
        "matmul",
        lambda: Fn(lambda a, b: a @ b),
        inputs=[randn("M", "K"), randn("K", "N")],
        sizes={"M": 6, "K": 16, "N": 12},
        dynamic=["M", "N"],
        family="matmul",
    )

Declaring never raises: a broken declaration is kept as a :class:`BrokenCase`
so collection reports it by name and every other case still runs.
"""

from __future__ import annotations

import dataclasses
import os
import sys
import zlib
from collections.abc import Callable, Container, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from conformance import dtypes
from conformance.axes import TIERS

Dim = int | str
# The case API's dtype names and their numpy types (conformance.dtypes holds every name of each).
DTYPES = dtypes.NUMPY
# Element types a case may compute in without taking them as inputs (numpy has
# no bfloat16 or float8: such cases take f32 and cast inside).
COMPUTE_DTYPES = dtypes.COMPUTE_ONLY
# Default comparison tolerances by dtype (atol, rtol); integers and bools are exact.
TOLERANCES = {
    "f32": (1e-4, 1e-4),
    "f64": (1e-6, 1e-6),
    "f16": (1e-2, 1e-2),
    "bf16": (2e-2, 2e-2),
}
FLOAT_DTYPES = dtypes.FLOATS


class DeclarationError(ValueError):
    """A case declaration is malformed; the message names the case."""


@dataclass(frozen=True)
class TensorSpec:
    """One input: a shape of ints and dim names, a dtype, and how values are drawn.

    Floats are standard normal unless ``low``/``high`` are given (then uniform).
    Integers are uniform in ``[low, high)``; ``high`` may name a dim, so an index
    input stays in range for the axis it indexes whatever that dim's size is.
    """

    shape: tuple[Dim, ...]
    dtype: str = "f32"
    low: float | None = None
    high: float | str | None = None


def randn(*shape: Dim, dtype: str = "f32") -> TensorSpec:
    return TensorSpec(tuple(shape), dtype)


def uniform(*shape: Dim, low: float, high: float, dtype: str = "f32") -> TensorSpec:
    return TensorSpec(tuple(shape), dtype, low, high)


def randint(*shape: Dim, high: int | str, low: int = 0, dtype: str = "i64") -> TensorSpec:
    return TensorSpec(tuple(shape), dtype, low, high)


Generator = Callable[[np.random.Generator, Mapping[str, int]], Sequence[np.ndarray]]


# --- input contracts ------------------------------------------------------------
# The rules a case's inputs obey. They are checked on the generated inputs before
# anything is compiled: inputs that break them are undefined behaviour for the
# model (e.g. `take` indices past the axis), so the cell is `invalid-input`, never
# a `mismatch` blamed on the compiler.


@dataclass(frozen=True)
class Rule:
    input: int

    def describe(self, sizes: Mapping[str, int]) -> str:
        raise NotImplementedError

    def violation(self, a: np.ndarray, sizes: Mapping[str, int]) -> str | None:
        """None when ``a`` obeys the rule, else what is wrong, briefly."""
        raise NotImplementedError


@dataclass(frozen=True)
class Indexes(Rule):
    """Values are valid indices into an axis of this size: in [0, size)."""

    size: int | str

    def describe(self, sizes: Mapping[str, int]) -> str:
        named = f" ({self.size})" if isinstance(self.size, str) else ""
        return f"indexes an axis of size {_size(self.size, sizes)}{named}"

    def violation(self, a: np.ndarray, sizes: Mapping[str, int]) -> str | None:
        n = _size(self.size, sizes)
        bad = (a < 0) | (a >= n)
        if not bad.any():
            return None
        return f"values span [{a.min()}, {a.max()}]; {int(bad.sum())}/{a.size} outside [0, {n})"


@dataclass(frozen=True)
class Unique(Rule):
    """No value repeats along ``axis`` (per slice), as a non-reducing scatter or
    index_put needs; ``axis=None``: none repeats in the whole tensor."""

    axis: int | None = -1

    def describe(self, sizes: Mapping[str, int]) -> str:
        return "unique" if self.axis is None else f"unique along axis {self.axis}"

    def violation(self, a: np.ndarray, sizes: Mapping[str, int]) -> str | None:
        rows = a.reshape(1, -1) if self.axis is None else np.moveaxis(a, self.axis, -1).reshape(-1, a.shape[self.axis])
        dup = sum(1 for r in rows if len(np.unique(r)) != len(r))
        return f"{dup}/{len(rows)} slices repeat a value" if dup else None


@dataclass(frozen=True)
class InRange(Rule):
    """A domain limit: low <(=) values <(=) high (log and sqrt need > 0, acos [-1, 1])."""

    low: float = -np.inf
    high: float = np.inf
    open_low: bool = False
    open_high: bool = False

    def describe(self, sizes: Mapping[str, int]) -> str:
        return f"in {'(' if self.open_low else '['}{self.low:g}, {self.high:g}{')' if self.open_high else ']'}"

    def violation(self, a: np.ndarray, sizes: Mapping[str, int]) -> str | None:
        x = a.astype(np.float64)
        bad = (x <= self.low if self.open_low else x < self.low) | (x >= self.high if self.open_high else x > self.high)
        return f"{int(bad.sum())}/{a.size} values outside, span [{x.min():g}, {x.max():g}]" if bad.any() else None


@dataclass(frozen=True)
class Finite(Rule):
    """No NaN or Inf (every float input obeys this unless the case says otherwise)."""

    def describe(self, sizes: Mapping[str, int]) -> str:
        return "finite"

    def violation(self, a: np.ndarray, sizes: Mapping[str, int]) -> str | None:
        bad = ~np.isfinite(a.astype(np.float64))
        return f"{int(bad.sum())}/{a.size} values are NaN or Inf" if bad.any() else None


def positive(input: int) -> InRange:
    return InRange(input, 0.0, np.inf, open_low=True)


def _size(size: int | str, sizes: Mapping[str, int]) -> int:
    return sizes[size] if isinstance(size, str) else size


def contract_of(case: Case) -> list[Rule]:
    """Declared rules, plus what the input specs imply: an integer input whose
    range is bounded by a dim indexes that dim; float inputs are finite."""
    rules = list(case.contracts)
    for i, spec in enumerate(case.inputs):
        if isinstance(spec.high, str) and not any(isinstance(r, Indexes) and r.input == i for r in rules):
            rules.append(Indexes(i, spec.high))
        if spec.dtype in FLOAT_DTYPES and not case.allow_nonfinite:
            rules.append(Finite(i))
    return rules


def check_contract(case: Case, inputs: Sequence[np.ndarray]) -> str | None:
    """The first broken rule, as one line naming the input and the rule; None if all hold."""
    for rule in contract_of(case):
        if rule.input >= len(inputs):
            return f"contract names input {rule.input}, but the case has {len(inputs)} inputs"
        problem = rule.violation(np.asarray(inputs[rule.input]), case.sizes)
        if problem:
            return f"input {rule.input} breaks its contract '{rule.describe(case.sizes)}': {problem}"
    return None


@dataclass(frozen=True)
class Case:
    name: str
    module: Callable[[], Any]  # returns a torch.nn.Module (ONNX cases: a ModelProto)
    inputs: tuple[TensorSpec, ...] = ()
    sizes: Mapping[str, int] = field(default_factory=dict)
    dynamic: tuple[str, ...] = ()
    mixed_static: tuple[str, ...] = ()
    family: str = "misc"
    tiers: tuple[str, ...] = ("smoke", "full")
    atol: float | None = None
    rtol: float | None = None
    generate: Generator | None = None
    contracts: tuple[Rule, ...] = ()
    allow_nonfinite: bool = False
    compute_dtypes: tuple[str, ...] = ()
    only_variants: tuple[str, ...] = ()  # empty: every variant the dims allow
    expected: Callable[[list[np.ndarray]], list[np.ndarray]] | None = None  # stored reference outputs
    unsupported: str | None = None  # why the harness cannot feed this case: its cells are skips
    compile_flags: tuple[str, ...] = ()  # added to the backend's, e.g. to keep f64 as f64
    random_outputs: bool = False  # the model draws random numbers: only shapes and dtypes are compared
    frontend: str = "torch"
    # Another route to the same model (hf.llama.prefill.onnx to hf.llama.prefill): that case's
    # seed, so the same weights and inputs, and the same reference.
    same_model_as: str = ""
    source_file: str = field(default="", compare=False)

    @property
    def seed(self) -> int:
        # Stable across processes and Python versions (unlike hash()).
        return zlib.crc32((self.same_model_as or self.name).encode())

    def dtypes(self) -> tuple[str, ...]:
        return tuple(sorted({t.dtype for t in self.inputs} | set(self.compute_dtypes)))

    def tolerance(self, dtype: str) -> tuple[float, float]:
        return tolerance_of(self.atol, self.rtol, dtype)


def tolerance_of(atol: float | None, rtol: float | None, dtype: str) -> tuple[float, float]:
    """A case's atol/rtol for outputs of ``dtype``: its own where it declares them, else the dtype's."""
    default_atol, default_rtol = TOLERANCES.get(dtype, (0.0, 0.0))
    return (atol if atol is not None else default_atol, rtol if rtol is not None else default_rtol)


@dataclass(frozen=True)
class BrokenCase:
    """A declaration that could not be accepted; collected as a failing item."""

    name: str
    error: str
    source_file: str = ""


@dataclass(frozen=True)
class Variant:
    """A dims variant of a case: which named dims are symbolic."""

    name: str  # static | dynamic | mixed
    symbolic: frozenset[str]


def variants(case: Case) -> tuple[Variant, ...]:
    """static: every dim fixed; dynamic: every declared dim symbolic;
    mixed: the declared dims symbolic except ``mixed_static`` (default: the
    last declared dim), which stay fixed. Mixed exists when at least two dims
    are declared, so that it differs from both others."""
    out = [Variant("static", frozenset())]
    if case.dynamic:
        out.append(Variant("dynamic", frozenset(case.dynamic)))
    if len(case.dynamic) >= 2:
        keep = set(case.mixed_static or case.dynamic[-1:])
        out.append(Variant("mixed", frozenset(d for d in case.dynamic if d not in keep)))
    return tuple(v for v in out if not case.only_variants or v.name in case.only_variants)


def cells(case: Case, opts: Sequence[str], dims: Container[str] | None = None) -> Iterator[tuple[Variant, str]]:
    """The case's cells on these axes (``dims`` None: every variant), in the
    matrix's order: dims variant, then opt level. The one walk of a case's cells."""
    for variant in variants(case):
        if dims is None or variant.name in dims:
            for opt in opts:
                yield variant, opt


def source_files(case: Case) -> list[Path]:
    """The files that define a case: its corpus file and the corpus helpers (``_*.py``) beside it."""
    source = Path(case.source_file)
    return [source, *sorted(source.parent.glob("_*.py"))]


def generate_inputs(case: Case) -> list[np.ndarray]:
    """Seeded inputs for a case; the same on every machine and every run."""
    rng = np.random.default_rng(case.seed)
    if case.generate is not None:
        return [np.asarray(a) for a in case.generate(rng, case.sizes)]
    return [draw(rng, spec, case.sizes) for spec in case.inputs]


def concrete_shape(spec: TensorSpec, sizes: Mapping[str, int]) -> tuple[int, ...]:
    return tuple(sizes[d] if isinstance(d, str) else d for d in spec.shape)


def draw(rng: np.random.Generator, spec: TensorSpec, sizes: Mapping[str, int]) -> np.ndarray:
    """One input of ``spec`` at ``sizes``: bools fair, integers in [low, high), floats
    uniform in [low, high) when bounded, else standard normal. The only sampler."""
    shape = concrete_shape(spec, sizes)
    np_dtype = DTYPES[spec.dtype]
    if spec.dtype == "bool":
        return rng.integers(0, 2, shape).astype(np.bool_)
    if np.issubdtype(np_dtype, np.integer):
        return rng.integers(int(spec.low or 0), int(_high(spec, sizes)), shape).astype(np_dtype)
    if spec.low is not None:
        return rng.uniform(spec.low, _high(spec, sizes), shape).astype(np_dtype)
    return rng.standard_normal(shape).astype(np_dtype)


def _high(spec: TensorSpec, sizes: Mapping[str, int]) -> float:
    """The bound above the values: a number, or the size of the dim it names."""
    if spec.high is None:
        raise DeclarationError(f"{spec} has no upper bound for its values")
    return sizes[spec.high] if isinstance(spec.high, str) else spec.high


# --- collection ---------------------------------------------------------------


@dataclass
class Collector:
    """The cases one corpus module declares while it is imported, in order:
    loading a corpus returns its cases, and nothing outlives the load."""

    source_file: str
    cases: dict[str, Case | BrokenCase] = field(default_factory=dict)

    def add(self, case: Case | BrokenCase) -> Case | BrokenCase:
        if case.name in self.cases:  # a second declaration must not replace the first
            case = BrokenCase(case.name, f"case '{case.name}': declared twice in this file", self.source_file)
        self.cases[case.name] = case
        return case


# The collector of the corpus module being loaded now, set by its loader
# (``collecting``): a context variable, so nothing outlives the load and a
# load in another thread or context collects its own.
_COLLECTOR: ContextVar[Collector | None] = ContextVar("conformance_collector", default=None)


@contextmanager
def collecting(source_file: str) -> Iterator[Collector]:
    """While a corpus module is imported: the cases it declares."""
    collector = Collector(os.path.realpath(source_file))
    token = _COLLECTOR.set(collector)
    try:
        yield collector
    finally:
        _COLLECTOR.reset(token)


@dataclass(frozen=True)
class _Rules:
    """What a declaration for one frontend must hold: each declaring function names its own."""

    frontend: str
    needs_inputs: bool  # an ONNX model names its own inputs; a torch module's are declared
    least_symbolic_size: int  # torch.export specializes sizes 0 and 1: such a dim is never symbolic


_TORCH = _Rules("torch", needs_inputs=True, least_symbolic_size=2)
_ONNX = _Rules("onnx", needs_inputs=False, least_symbolic_size=0)
_TORCH_ONNX = _Rules("torch-onnx", needs_inputs=True, least_symbolic_size=2)  # torch.onnx exports through torch.export


def torch_case(name: str, module: Callable[[], Any], **fields: Any) -> Case | BrokenCase:
    """Declare a PyTorch case: ``module`` builds a torch.nn.Module; see :class:`Case`
    for the fields. ``tiers`` names the tiers beyond ``full`` (which holds every
    case); by default a case is in ``smoke`` too."""
    return _register(name, module, _TORCH, _declared_in(), fields)


def onnx_case(name: str, model: Callable[[], Any], **fields: Any) -> Case | BrokenCase:
    """Declare an ONNX case: ``model`` returns an onnx.ModelProto (built with
    onnx.helper, or ``onnx.load(path)``). Reference: ``expected`` when given,
    else onnx's ReferenceEvaluator."""
    return _register(name, model, _ONNX, _declared_in(), fields)


def torch_onnx_case(name: str, module: Callable[[], Any], **fields: Any) -> Case | BrokenCase:
    """Declare the ONNX route of a PyTorch model: ``module`` as for :func:`torch_case`,
    exported with torch.onnx (dynamo) and imported with IREE's ONNX importer. With
    ``same_model_as`` naming the torch route's case, both share weights, inputs and reference."""
    return _register(name, module, _TORCH_ONNX, _declared_in(), fields)


def _declared_in() -> str:
    """The file of the declaring function's caller: the case's ``source_file``
    (as ``warnings`` names a caller, one frame up, not a walk of the stack)."""
    return os.path.realpath(sys._getframe(2).f_code.co_filename)


def _register(
    name: str, module: Callable[[], Any], rules: _Rules, source_file: str, fields: dict[str, Any]
) -> Case | BrokenCase:
    """The declared case, or a BrokenCase saying what is wrong with it; added to
    the collector of the load running now when it is declared in the loaded file
    (a corpus module that imports another one does not collect that one's cases)."""
    try:
        case: Case | BrokenCase = _build(name, module, rules, source_file, fields)
    except TypeError as e:  # a field of the wrong type, e.g. inputs that are not a sequence
        case = BrokenCase(name=str(name), error=f"case '{name}': {e}", source_file=source_file)
    except DeclarationError as e:
        case = BrokenCase(name=name if isinstance(name, str) else repr(name), error=str(e), source_file=source_file)
    collector = _COLLECTOR.get()
    return collector.add(case) if collector is not None and collector.source_file == source_file else case


# Fields declared as sequences (lists welcome), kept as tuples: a Case is frozen and hashable.
_SEQUENCES = (
    "inputs",
    "dynamic",
    "mixed_static",
    "tiers",
    "contracts",
    "compute_dtypes",
    "only_variants",
    "compile_flags",
)
# What a declaration may set: the name, the model and where it was declared come from the call.
_DECLARED = {f.name for f in dataclasses.fields(Case)} - {"name", "module", "frontend", "source_file"}


def _build(name: str, module: Callable[[], Any], rules: _Rules, source_file: str, fields: dict[str, Any]) -> Case:
    """The Case as declared, then checked."""
    unknown = sorted(set(fields) - _DECLARED)
    if unknown:
        raise DeclarationError(f"case '{name}': unknown field '{unknown[0]}'")
    for k in _SEQUENCES:
        if isinstance(fields.get(k), str):  # a lone string would pass as a sequence of letters
            raise DeclarationError(f"case '{name}': {k} must be a list, got {fields[k]!r}")
    fields = {k: tuple(v) if k in _SEQUENCES else v for k, v in fields.items()}
    if "tiers" in fields:  # every case is in the full tier
        fields["tiers"] = tuple(dict.fromkeys([*fields["tiers"], "full"]))
    if "sizes" in fields:
        fields["sizes"] = dict(fields["sizes"] or {})
    case = Case(name=name, module=module, frontend=rules.frontend, source_file=source_file, **fields)
    for check in (_check_head, _check_inputs, _check_dynamic, _check_contracts, _check_names):
        problem = check(case, rules)
        if problem:
            raise DeclarationError(f"case '{name}': {problem}")
    return case


def _check_head(case: Case, rules: _Rules) -> str | None:
    # Dots may join identifiers (opinfo.abs.s0.f32): cell ids, -k and repro folders take them.
    if not isinstance(case.name, str) or not all(part.isidentifier() for part in case.name.split(".")):
        return "name must be an identifier, or identifiers joined by dots (it is part of every cell id)"
    if not callable(case.module):
        return "module must be a callable that builds the model"
    if not case.inputs and rules.needs_inputs:
        return "no inputs declared"
    return None


def _check_inputs(case: Case, rules: _Rules) -> str | None:
    for i, spec in enumerate(case.inputs):
        if not isinstance(spec, TensorSpec):
            return f"input {i} is not a tensor spec (use randn/randint/uniform)"
        if spec.dtype not in DTYPES:
            return f"input {i} has unknown dtype '{spec.dtype}' (known: {', '.join(DTYPES)})"
        for d in spec.shape:
            if isinstance(d, str) and d not in case.sizes:
                return f"input {i} uses dim '{d}' but sizes has no value for it"
            if not isinstance(d, str | int) or (isinstance(d, int) and d < 0):
                return f"input {i} has a bad dim {d!r}"
        if isinstance(spec.high, str) and spec.high not in case.sizes:
            return f"input {i} bounds its values by unknown dim '{spec.high}'"
        if np.issubdtype(DTYPES[spec.dtype], np.integer) and spec.high is None:
            return f"integer input {i} needs a value range (randint(..., high=...))"
    return None


def _check_dynamic(case: Case, rules: _Rules) -> str | None:
    used = {d for spec in case.inputs for d in spec.shape if isinstance(d, str)}
    for d in case.dynamic:
        if d not in used:
            return f"dynamic dim '{d}' is not a dim of any input"
        least = rules.least_symbolic_size
        if case.sizes[d] < least:
            return f"dynamic dim '{d}' has size {case.sizes[d]}; symbolic dims need size >= {least}"
    if len(set(case.dynamic)) != len(case.dynamic):
        return "dynamic lists a dim twice"
    for d in case.mixed_static:
        if d not in case.dynamic:
            return f"mixed_static dim '{d}' is not in dynamic"
    if case.mixed_static and set(case.mixed_static) == set(case.dynamic):
        return "mixed_static keeps every dynamic dim static; mixed would equal static"
    return None


def _check_contracts(case: Case, rules: _Rules) -> str | None:
    for rule in case.contracts:
        if not isinstance(rule, Rule):
            return f"contract entry {rule!r} is not a rule (Indexes, Unique, InRange, Finite)"
        if not 0 <= rule.input < len(case.inputs):
            return f"contract rule {rule!r} names input {rule.input}, but the case has {len(case.inputs)} inputs"
        if isinstance(rule, Indexes) and isinstance(rule.size, str) and rule.size not in case.sizes:
            return f"contract rule {rule!r} names unknown dim '{rule.size}'"
    return None


def _check_names(case: Case, rules: _Rules) -> str | None:
    for d in case.compute_dtypes:
        if d not in COMPUTE_DTYPES and d not in DTYPES:
            return f"unknown compute dtype '{d}'"
    if not all(isinstance(f, str) and f.startswith("-") for f in case.compile_flags):
        return f"compile_flags must be a list of flags, got {list(case.compile_flags)!r}"
    for t in case.tiers:
        if t not in TIERS:
            return f"unknown tier '{t}' (known: {', '.join(TIERS)})"
    return None
