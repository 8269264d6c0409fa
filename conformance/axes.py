"""The matrix's names, declared once: opt levels, dims variants, tiers, and the
cell id that joins them (``case[backend|opt|dims]``).

Standard library only: the noxfile and the CI matrix read it before any
virtualenv exists.
"""

from __future__ import annotations

import re

OPT_LEVELS = ("O0", "O1", "O2", "O3")
DIMS_VARIANTS = ("static", "dynamic", "mixed")
TIERS = ("smoke", "full")
# A tier of a large corpus may span fewer axes than the matrix: these (opt
# levels, dims variants) apply when the run names no --opt or --dims of its own.
# The smoke tiers of the generated op corpora (one case per op, hundreds of
# ops) are O2: the PR check's few hundred cells each; opinfo's at static dims.
TIER_AXES: dict[tuple[str, str], tuple[tuple[str, ...], tuple[str, ...]]] = {
    ("opinfo", "smoke"): (("O2",), ("static",)),
    ("onnx-node", "smoke"): (("O2",), ("static", "dynamic")),
}
# --sizes: "traced" runs each module at the sizes it was traced at; "boundary"
# also runs every dynamic or mixed module, compiled once, with one symbolic
# dim at a time set to each boundary size (a cell of its own, ``dynamic@R=33``).
SIZES = ("traced", "boundary")
# 1; a small prime; a size that is no multiple of common tile sizes (4, 8, 16,
# 32, 64). Each with an alternate for the case whose traced size it is.
BOUNDARY_SIZES = ((1, 1), (7, 13), (33, 65))


# A model's ONNX route (torch.onnx, then IREE's ONNX importer) is a case of its own,
# named as its torch route's case and this: hf.llama.prefill.onnx beside hf.llama.prefill.
ONNX_ROUTE = ".onnx"


def model_of(case: str) -> str:
    """The model a case is a route of: its torch route's case name (the case itself when it has no routes)."""
    return case.removesuffix(ONNX_ROUTE)


def cell_id(case: str, backend: str, opt: str, dims: str) -> str:
    return f"{case}[{backend}|{opt}|{dims}]"


def parse_cell_id(text: str) -> tuple[str, str, str, str]:
    """``case[backend|opt|dims]`` -> (case, backend, opt, dims); ValueError otherwise."""
    if not text.endswith("]") or "[" not in text:
        raise ValueError(f"not a cell id (case[backend|opt|dims]): {text!r}")
    case, axes = text[:-1].split("[", 1)
    parts = axes.split("|")
    if len(parts) != 3 or not case or not all(parts):
        raise ValueError(f"not a cell id (case[backend|opt|dims]): {text!r}")
    return case, parts[0], parts[1], parts[2]


def boundary_sizes(traced: int) -> tuple[int, ...]:
    """The boundary sizes of a dim traced at ``traced`` (never ``traced`` itself)."""
    out = [first if first != traced else alternate for first, alternate in BOUNDARY_SIZES]
    return tuple(dict.fromkeys(n for n in out if n != traced))


_BOUNDARY = re.compile(r"^([a-z]+)@([A-Za-z_][A-Za-z0-9_]*)=([0-9]+)$")


def boundary_dims(variant: str, dim: str, size: int) -> str:
    """The dims value of a boundary cell: ``dynamic@R=33`` (variant, the dim
    set, its size; every other dim at its traced size)."""
    value = f"{variant}@{dim}={size}"
    if not _BOUNDARY.match(value):
        raise ValueError(f"no boundary dims value for variant {variant!r}, dim {dim!r}, size {size!r}")
    return value


def parse_dims(dims: str) -> tuple[str, str | None, int | None]:
    """``dynamic@R=33`` -> ("dynamic", "R", 33); ``dynamic`` -> ("dynamic", None, None)."""
    m = _BOUNDARY.match(dims)
    if m:
        return m.group(1), m.group(2), int(m.group(3))
    if "@" in dims:
        raise ValueError(f"not a dims value (variant or variant@DIM=SIZE): {dims!r}")
    return dims, None, None


def base_dims(dims: str) -> str:
    """The dims variant a cell's module was compiled for: ``dynamic@R=33`` -> ``dynamic``."""
    return dims.split("@", 1)[0]


def import_group(case: str, dims: str) -> str:
    """The cells that share one import (a case at one dims variant, boundary
    cells with theirs): one worker runs them, so the import is made once."""
    return f"{case}|{base_dims(dims)}"


def axis_order(opt: str, dims: str) -> tuple[int, int, str, int]:
    """Sort key of a cell's opt and dims: declared order first, unknown values
    last; a boundary cell right after its variant, by dim then size."""
    o = OPT_LEVELS.index(opt) if opt in OPT_LEVELS else len(OPT_LEVELS)
    try:
        variant, dim, size = parse_dims(dims)
    except ValueError:
        variant, dim, size = dims, None, None
    d = DIMS_VARIANTS.index(variant) if variant in DIMS_VARIANTS else len(DIMS_VARIANTS)
    return o, d, dim or "", size if size is not None else -1
