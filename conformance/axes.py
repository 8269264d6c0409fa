"""The matrix's names, declared once: opt levels, dims variants, tiers, and the
cell id that joins them (``case[backend|opt|dims]``).

Standard library only: the noxfile and the CI matrix read it before any
virtualenv exists.
"""

from __future__ import annotations

OPT_LEVELS = ("O0", "O1", "O2", "O3")
DIMS_VARIANTS = ("static", "dynamic", "mixed")
TIERS = ("smoke", "full")


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


def axis_order(opt: str, dims: str) -> tuple[int, int]:
    """Sort key of a cell's opt and dims: declared order first, unknown values last."""
    o = OPT_LEVELS.index(opt) if opt in OPT_LEVELS else len(OPT_LEVELS)
    d = DIMS_VARIANTS.index(dims) if dims in DIMS_VARIANTS else len(DIMS_VARIANTS)
    return o, d
