"""What both renderings show: the grid as tables of case rows by
opt/dims columns, one per backend."""

from __future__ import annotations

from collections import defaultdict

from conformance.axes import DIMS_VARIANTS, OPT_LEVELS, base_dims, parse_dims
from conformance.results.versions import shown_cells

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
    present = {(c["opt"], base_dims(c["dims"])) for c in cells}
    ordered = [(o, d) for o in OPT_LEVELS for d in DIMS_VARIANTS]
    return [col for col in ordered if col in present] + sorted(present - set(ordered))


def row_of(cell: dict) -> tuple[str, tuple[str, str, int]]:
    """The row a cell is shown in and its sort key: its case, or for a boundary
    cell (``dynamic@R=33``) a row of its own under the case, ``case @R=33``,
    whose columns are the variants that ran at that size."""
    try:
        _, dim, size = parse_dims(cell["dims"])
    except ValueError:
        dim, size = None, None
    if dim is None or size is None:
        return cell["case"], (cell["case"], "", -1)
    return f"{cell['case']} @{dim}={size}", (cell["case"], dim, size)


def tables(grid: dict) -> dict[str, tuple[list[tuple[str, str]], dict[str, dict[tuple[str, str], list[dict]]]]]:
    """backend -> (columns, row -> (opt, dims variant) -> cells). A list per slot,
    since merged results may hold two results (a conflict) for one cell."""
    by_backend: dict[str, list[dict]] = defaultdict(list)
    for c in shown_cells(grid["cells"]):
        by_backend[c["backend"]].append(c)
    out = {}
    for backend, cells in sorted(by_backend.items()):
        rows: dict[str, dict[tuple[str, str], list[dict]]] = defaultdict(lambda: defaultdict(list))
        keys: dict[str, tuple[str, str, int]] = {}
        for c in cells:
            row, keys[row] = row_of(c)
            rows[row][(c["opt"], base_dims(c["dims"]))].append(c)
        out[backend] = (columns(cells), dict(sorted(rows.items(), key=lambda kv: keys[kv[0]])))
    return out
