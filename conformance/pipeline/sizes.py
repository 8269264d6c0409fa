"""Boundary sizes: a dynamic module, compiled once, run at other sizes.

A module with symbolic dims is compiled for every size, but the traced size
is the only one a plain run feeds it. ``--sizes boundary`` adds, per symbolic
dim of a dynamic or mixed variant, a cell for each of the boundary sizes of
:func:`conformance.axes.boundary_sizes` (the other dims keep their traced
sizes): the SAME compiled module (same cache entry, same batch) runs on inputs
drawn at that size, compared with eager at that size and its float64 oracle.

What the harness chose is not the compiler's fault: a size the case's input
contract rules out, that eager cannot run, or that the exported program does
not take (torch.export assumes symbolic dims are >= 2 and keeps the guards it
found, e.g. divisibility) is a ``skip`` with that reason, never a failure.

The inputs and references of every boundary of one (case, variant) are one
cache entry, shared by every backend and opt level: ``<dim>=<size>/`` folders
holding what the import stage holds for the traced size (inputs, expected
outputs, the float64 oracle, ``meta.json``).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import time
from collections.abc import Container, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from conformance.axes import boundary_dims, boundary_sizes
from conformance.case import Case, Variant, cells, check_contract, generate_inputs
from conformance.cell import Status
from conformance.faults import environment_fault, one_line
from conformance.pipeline import cache
from conformance.pipeline.frontend import Frontend, ProgramCheck
from conformance.pipeline.imports import (
    Imported,
    InvalidInput,
    deterministic,
    frontend,
    import_key,
    store_float64_reference,
)


@dataclass(frozen=True)
class Boundary:
    """One symbolic dim set to one size; every other dim at its traced size."""

    dim: str
    size: int

    def dims(self, variant: str) -> str:
        return boundary_dims(variant, self.dim, self.size)

    @property
    def label(self) -> str:
        return f"{self.dim}={self.size}"


def sized_cells(
    case: Case, opts: Sequence[str], dims: Container[str] | None = None, boundary: bool = True
) -> Iterator[tuple[Variant, str, Boundary | None]]:
    """The case's cells (``case.cells``), boundary cells included (``boundary``):
    after each (dims variant, opt level), the traced sizes (None), then each
    boundary. The one list of a case's cells: the plugin collects it, and
    update-expectations checks entries against it."""
    sized: dict[str, list[Boundary | None]] = {}  # a variant's sizes, found once for all its opt levels
    for variant, opt in cells(case, opts, dims):
        if variant.name not in sized:
            sized[variant.name] = [None, *(boundaries(case, variant) if boundary else ())]
        for size in sized[variant.name]:
            yield variant, opt, size


def cell_dims(variant: Variant, size: Boundary | None) -> str:
    """The dims part of a cell's id: the variant's, or at a boundary size ``mixed@K=1``."""
    return variant.name if size is None else size.dims(variant.name)


def boundaries(case: Case, variant: Variant) -> tuple[Boundary, ...]:
    """The boundary cells of a variant: each symbolic dim (in declaration
    order) at each boundary size. A dim whose name cannot be part of a cell id
    (it must be an identifier) has none."""
    out = []
    for d in case.dynamic:
        if d not in variant.symbolic:
            continue
        for n in boundary_sizes(case.sizes[d]):
            try:
                boundary_dims(variant.name, d, n)
            except ValueError:
                continue
            out.append(Boundary(d, n))
    return tuple(out)


def at_sizes(case: Case, boundary: Boundary) -> Case:
    """The case with one dim resized: its generator, contract and references see the new size."""
    return dataclasses.replace(case, sizes={**case.sizes, boundary.dim: boundary.size})


@dataclass(frozen=True)
class AtSize(Imported):
    """A boundary's inputs and references, with the traced import's module and entry function."""

    module: Path = Path()

    @property
    def mlir(self) -> Path:
        return self.module


def not_run(parent_status: str, signature: str | None) -> str:
    """The skip reason of a boundary cell whose module never got to run: the
    traced cell reports that failure; it is not repeated once per size."""
    return f"not run: the module of its variant ended {parent_status} ({signature or 'no signature'})"


def at_size(case: Case, variant: Variant, boundary: Boundary, imported: Imported, cache_root: Path) -> AtSize:
    """The inputs and references of one boundary (built with every boundary of
    the variant, once). ``ok`` False: a skip, with the reason in ``message``."""
    key = cache.content_key("sizes/1", import_key(case, variant), _SELF, [b.label for b in boundaries(case, variant)])
    folder, hit = cache.get_or_build(cache_root, "sizes", key, lambda tmp: _build(case, variant, tmp))
    seconds = json.loads((folder / "meta.json").read_text())["seconds"]
    sub = folder / boundary.label
    meta = json.loads((sub / "meta.json").read_text())
    return AtSize(
        folder=sub,
        ok=meta["status"] == "ok",
        status=Status.PASS if meta["status"] == "ok" else Status.SKIP,
        message=meta["message"],
        seconds=seconds,
        hit=hit,
        function=imported.function,
        reference_seconds=seconds,  # all of it inputs and references: the module is the traced one
        module=imported.mlir,
    )


_SELF = hashlib.sha256(Path(__file__).read_bytes()).hexdigest()  # entries follow this file's rules


class _Skip(Exception):
    pass


def _build(case: Case, variant: Variant, out: Path) -> None:
    start = time.perf_counter()
    fe = frontend(case)
    check = fe.program_check(case, variant)
    for b in boundaries(case, variant):
        sub = out / b.label
        sub.mkdir()
        meta: dict[str, str] = {"status": "ok", "message": ""}
        try:
            meta.update(_one(case, b, fe, check, sub))
        except _Skip as e:
            meta = {"status": "skip", "message": f"{b.label}: {e}"}
            for f in sub.iterdir():
                f.unlink()
        (sub / "meta.json").write_text(json.dumps(meta, indent=1))
    (out / "meta.json").write_text(json.dumps({"seconds": time.perf_counter() - start}))


def _one(case: Case, b: Boundary, fe: Frontend, check: ProgramCheck | None, out: Path) -> dict[str, str]:
    if case.expected is not None:
        raise _Skip("the case's reference outputs are stored for its traced sizes only")
    c = at_sizes(case, b)
    try:
        inputs = generate_inputs(c)
    except Exception as e:
        _reraise_environment(e)
        raise _Skip(f"the case's inputs cannot be drawn at this size: {one_line(e)}") from None
    broken = check_contract(c, inputs)
    if broken:
        raise _Skip(f"the input contract rules this size out: {broken}")
    try:
        expected = deterministic(lambda: fe.reference(c, inputs))
    except InvalidInput as e:
        raise _Skip(f"eager is not deterministic at this size: {e}") from None
    except Exception as e:
        _reraise_environment(e)
        raise _Skip(f"eager {case.frontend} cannot run at this size: {one_line(e)}") from None
    if check is not None:
        problem = check(c, inputs)
        if problem:
            raise _Skip(problem)
    for i, a in enumerate(inputs):
        np.save(out / f"input_{i}.npy", a)
    for i, a in enumerate(expected):
        np.save(out / f"expected_{i}.npy", a)
    return store_float64_reference(c, fe, inputs, expected, out)


def _reraise_environment(e: Exception) -> None:
    if environment_fault(e):
        raise e
