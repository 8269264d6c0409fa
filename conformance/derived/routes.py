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
(``pipeline.pairwise``). That comparison is made once, into a cell's record
(``paired``): as the second route of a pair is recorded in a run, or, for a
pair whose routes were recorded in different runs, when their results are
merged. The grid's tables read records only.
"""

from __future__ import annotations

import dataclasses
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from conformance.axes import ONNX_ROUTE, model_of
from conformance.cell import Cell, CellResult, Paired
from conformance.pipeline.pairwise import first_difference
from conformance.results.record import kept_since, ran_outputs

ROUTES = ("torch", "onnx")


def route_of(case: str) -> tuple[str, str]:
    """(the model's case name, its route) of a case name."""
    return model_of(case), ("onnx" if case.endswith(ONNX_ROUTE) else "torch")


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


def partner(cell: Cell) -> Cell:
    """The same cell of the model's other route."""
    model, route = route_of(cell.case)
    return dataclasses.replace(cell, case=model + ONNX_ROUTE if route == "torch" else model)


def paired_in_run(result: CellResult, results_dir: Path, since: float) -> CellResult:
    """The cell as recorded, with ``paired`` set where it ran, and its model's other route ran in the
    same run (files written since ``since``, the run's start) with both routes' outputs kept in
    ``results_dir``. Called as each cell is recorded: whichever route is recorded second compares the
    two (both may, when two workers record them at once: the same comparison, the same order)."""
    if result.status not in RAN:
        return result
    mine = ran_outputs(results_dir, result.cell, str(result.status))
    other = partner(result.cell)
    theirs = kept_since(results_dir, other, since) if mine is not None else None
    if mine is None or theirs is None:
        return result
    t, o = (mine, theirs) if route_of(result.cell.case)[1] == "torch" else (theirs, mine)
    return dataclasses.replace(result, paired=compared(t, o, other.id))


def paired_on_merge(results: Sequence[CellResult], kept_in: Sequence[Path]) -> list[CellResult]:
    """The results merged from several runs, each pair that both ran and that no run compared (its two
    routes were recorded in different runs, shards or workers' folders) compared now from the files at
    hand in ``kept_in`` (the runs' results folders), on the ONNX route's record."""
    out = list(results)
    at = {(r.cell, r.compiler_version): i for i, r in enumerate(out)}
    for i, o in enumerate(out):
        model, route = route_of(o.cell.case)
        j = at.get((dataclasses.replace(o.cell, case=model), o.compiler_version))
        if route != "onnx" or j is None:
            continue
        t = out[j]
        if t.status not in RAN or o.status not in RAN or t.paired or o.paired:
            continue
        kept = [_find(r.cell, str(r.status), kept_in) for r in (t, o)]
        if kept[0] is not None and kept[1] is not None:
            out[i] = dataclasses.replace(o, paired=compared(kept[0], kept[1], t.cell.id))
    return out


def outputs_compared(grid: Mapping[str, Any]) -> dict[str, Any]:
    """The pairs where both routes ran, as their records say they compared output to output: how many
    were compared, how many were not (a passing route's outputs were not kept), and each pair whose
    outputs differ beyond the allowance. Reads records only."""
    compared_n, not_kept, rows = 0, 0, []
    for t, o in pairs(list(grid.get("cells") or [])):
        if t.get("status") not in RAN or o.get("status") not in RAN:
            continue
        found = o.get("paired") or t.get("paired")
        if not found:
            not_kept += 1
            continue
        compared_n += 1
        if "differ" in found:
            where = {k: found[k] for k in ("output", "at", "values", "float64", "allowed") if k in found}
            rows.append({**_axes(t, o), **where, "why": found["differ"]})
    return {"compared": compared_n, "not_kept": not_kept, "differ": rows}


def _find(cell: Cell, status: str, kept_in: Sequence[Path]) -> tuple[list[Path], Path] | None:
    for results_dir in kept_in:
        if (found := ran_outputs(results_dir, cell, status)) is not None:
            return found
    return None


def compared(t: tuple[list[Path], Path], o: tuple[list[Path], Path], partner_id: str) -> Paired:
    """The first output where the routes differ beyond what rounding explains, against the torch route's
    reference (both routes share it): where, both values, float64's, the difference allowed there."""
    (t_outputs, reference), (o_outputs, _) = t, o
    found: Paired = {"partner": partner_id}
    if len(t_outputs) != len(o_outputs):
        found["differ"] = f"{len(t_outputs)} outputs on the torch route, {len(o_outputs)} on the ONNX route"
        return found
    d = first_difference(t_outputs, o_outputs, reference)
    if d is None:
        return found
    found["output"] = d.output
    if d.values is None:
        shapes = [list(s) for s in d.shapes]
        found["differ"] = f"shape {shapes[0]} on the torch route, {shapes[1]} on the ONNX route"
        return found
    found["at"], found["values"], found["allowed"] = list(d.at), list(d.values), d.allowed
    if d.reference is not None:
        found["float64"] = d.reference
    ref = f", float64 {d.reference:.6g}" if d.reference is not None else ""
    values = f"{d.values[0]:.6g} vs {d.values[1]:.6g}{ref}"
    found["differ"] = f"output {d.output} at {d.at}: {values}; the difference may be {d.allowed:.3g}"
    return found


def _axes(t: Mapping[str, Any], o: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "model": t["case"],
        "backend": t.get("backend"),
        "opt": t.get("opt"),
        "dims": t.get("dims"),
        "torch": {"status": t.get("status"), "signature": t.get("signature")},
        "onnx": {"status": o.get("status"), "signature": o.get("signature")},
    }


def routes(grid: Mapping[str, Any]) -> dict[str, Any] | None:
    """grid.json's ``routes``: the counts, the disagreements, and the pairs compared output to output
    (as their records say); None when no model has both routes here."""
    c = counts(grid)
    if not c:
        return None
    outputs = outputs_compared(grid)
    ran = outputs["compared"] or outputs["not_kept"]  # a pair where both routes ran
    return {"counts": c, "disagree": disagree(grid), **({"outputs": outputs} if ran else {})}
