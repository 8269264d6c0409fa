"""What both renderings show: the grid as tables of case rows by
opt/dims columns, one per backend."""

from __future__ import annotations

from collections import defaultdict

from conformance.axes import DIMS_VARIANTS, OPT_LEVELS

STATUS_CODE = {
    "pass": "pass",
    "mismatch": "MISM",
    "fail-import": "F-imp",
    "fail-compile": "F-comp",
    "fail-run": "F-run",
    "crash": "CRASH",
    "timeout": "T/O",
    "invalid-input": "INVAL",
    "skip": "skip",
    "error": "ERROR",
}


def columns(cells: list[dict]) -> list[tuple[str, str]]:
    present = {(c["opt"], c["dims"]) for c in cells}
    ordered = [(o, d) for o in OPT_LEVELS for d in DIMS_VARIANTS]
    return [col for col in ordered if col in present] + sorted(present - set(ordered))


def tables(grid: dict) -> dict[str, tuple[list[tuple[str, str]], dict[str, dict[tuple[str, str], list[dict]]]]]:
    """backend -> (columns, case -> (opt, dims) -> cells). A list per slot, since
    merged results may hold two results (a conflict) for one cell."""
    by_backend: dict[str, list[dict]] = defaultdict(list)
    for c in grid["cells"]:
        by_backend[c["backend"]].append(c)
    out = {}
    for backend, cells in sorted(by_backend.items()):
        rows: dict[str, dict[tuple[str, str], list[dict]]] = defaultdict(lambda: defaultdict(list))
        for c in cells:
            rows[c["case"]][(c["opt"], c["dims"])].append(c)
        out[backend] = (columns(cells), dict(sorted(rows.items())))
    return out
