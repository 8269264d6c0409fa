"""A model through both of IREE's doors, compared: the torch route
(torch.export, FxImporter) and the ONNX route (torch.onnx, iree-import-onnx),
whose case is named as the torch route's and ``axes.ONNX_ROUTE``.

Both routes are judged against the same eager reference, so their statuses
compare cell for cell: a pair that ends differently (the torch route stops at
a front-end gap, the ONNX route passes; one runs right and the other wrong) is
a row of the "routes disagree" table.

A pair where both routes ran (pass or mismatch) is also compared output to
output, where the run kept both routes' outputs (a mismatch's repro folder
always holds them; a passing cell's with ``--keep-outputs``): two wrong routes
may be wrong the same way or not, and two right ones may still differ from
each other by more than one honest run may from float64
(``pipeline.pairwise``). Reads grid records and those kept files only.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from conformance.axes import ONNX_ROUTE
from conformance.cell import Cell
from conformance.pipeline.pairwise import first_difference
from conformance.results.record import ran_outputs

ROUTES = ("torch", "onnx")


def route_of(case: str) -> tuple[str, str]:
    """(the model's case name, its route) of a case name."""
    return (case[: -len(ONNX_ROUTE)], "onnx") if case.endswith(ONNX_ROUTE) else (case, "torch")


def pairs(cells: list[Mapping[str, Any]]) -> list[tuple[Mapping[str, Any], Mapping[str, Any]]]:
    """(torch cell, onnx cell) of each model whose two routes both have this backend, opt and dims."""
    by_key: dict[tuple, dict[str, Mapping[str, Any]]] = defaultdict(dict)
    for c in cells:
        model, route = route_of(str(c.get("case", "")))
        by_key[(model, c.get("backend"), c.get("opt"), c.get("dims"))][route] = c
    return [(both["torch"], both["onnx"]) for _, both in sorted(by_key.items()) if len(both) == 2]


def disagree(grid: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Each pair whose routes end differently: the model, the cell's axes, and each route's status and signature."""
    rows = []
    for t, o in pairs(list(grid.get("cells") or [])):
        if t.get("status") != o.get("status"):
            rows.append(_axes(t, o))
    return rows


def counts(grid: Mapping[str, Any]) -> dict[str, dict[str, dict[str, int]]]:
    """Per family, per route, the status counts of the models that have both routes in this grid."""
    out: dict[str, dict[str, Counter]] = defaultdict(lambda: {r: Counter() for r in ROUTES})
    for t, o in pairs(list(grid.get("cells") or [])):
        family = str(t.get("family") or "misc")
        out[family]["torch"][str(t.get("status"))] += 1
        out[family]["onnx"][str(o.get("status"))] += 1
    return {f: {r: dict(c.most_common()) for r, c in routes.items()} for f, routes in sorted(out.items())}


RAN = ("pass", "mismatch")


def outputs_compared(grid: Mapping[str, Any], kept_in: Sequence[Path]) -> dict[str, Any]:
    """The pairs where both routes ran, compared output to output: how many were compared, how many could
    not be (outputs not kept in any of ``kept_in``), and each pair whose outputs differ beyond the allowance."""
    compared, not_kept, rows = 0, 0, []
    for t, o in pairs(list(grid.get("cells") or [])):
        if t.get("status") not in RAN or o.get("status") not in RAN:
            continue
        kept = [_find(c, kept_in) for c in (t, o)]
        if kept[0] is None or kept[1] is None:
            not_kept += 1
            continue
        compared += 1
        differ = _first_difference(kept[0], kept[1])
        if differ is not None:
            rows.append({**_axes(t, o), **differ})
    return {"compared": compared, "not_kept": not_kept, "differ": rows}


def _find(cell: Mapping[str, Any], kept_in: Sequence[Path]) -> tuple[list[Path], Path] | None:
    for results_dir in kept_in:
        at = Cell(str(cell.get("case")), str(cell.get("backend")), str(cell.get("opt")), str(cell.get("dims")))
        if (found := ran_outputs(results_dir, at, str(cell.get("status")))) is not None:
            return found
    return None


def _first_difference(t: tuple[list[Path], Path], o: tuple[list[Path], Path]) -> dict[str, Any] | None:
    """The first output where the routes differ beyond what rounding explains, against the torch route's
    reference (both routes share it): where, both values, float64's, the difference allowed there."""
    (t_outputs, reference), (o_outputs, _) = t, o
    if len(t_outputs) != len(o_outputs):
        return {
            "output": None,
            "why": f"{len(t_outputs)} outputs on the torch route, {len(o_outputs)} on the ONNX route",
        }
    d = first_difference(t_outputs, o_outputs, reference)
    if d is None:
        return None
    if d.values is None:
        shapes = [list(s) for s in d.shapes]
        return {"output": d.output, "why": f"shape {shapes[0]} on the torch route, {shapes[1]} on the ONNX route"}
    ref = f", float64 {d.reference:.6g}" if d.reference is not None else ""
    return {
        "output": d.output,
        "at": list(d.at),
        "values": list(d.values),
        "float64": d.reference,
        "allowed": d.allowed,
        "why": f"output {d.output} at {d.at}: {d.values[0]:.6g} vs {d.values[1]:.6g}{ref}; "
        f"the difference may be {d.allowed:.3g}",
    }


def _axes(t: Mapping[str, Any], o: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "model": t["case"],
        "backend": t.get("backend"),
        "opt": t.get("opt"),
        "dims": t.get("dims"),
        "torch": {"status": t.get("status"), "signature": t.get("signature")},
        "onnx": {"status": o.get("status"), "signature": o.get("signature")},
    }


def routes(grid: Mapping[str, Any], kept_in: Sequence[Path] = ()) -> dict[str, Any] | None:
    """grid.json's ``routes``: the counts, the disagreements, and (where the run's files are at hand in
    ``kept_in``) the pairs compared output to output; None when no model has both routes here."""
    c = counts(grid)
    if not c:
        return None
    return {
        "counts": c,
        "disagree": disagree(grid),
        **({"outputs": outputs_compared(grid, kept_in)} if kept_in else {}),
    }
