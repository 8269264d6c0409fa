"""A model through both of IREE's doors, compared: the torch route
(torch.export, FxImporter) and the ONNX route (torch.onnx, iree-import-onnx),
whose case is named as the torch route's and ``axes.ONNX_ROUTE``.

Both routes are judged against the same eager reference, so their statuses
compare cell for cell: a pair that ends differently (the torch route stops at
a front-end gap, the ONNX route passes; one runs right and the other wrong) is
a row of the "routes disagree" table. Reads grid records only.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping
from typing import Any

from conformance.axes import ONNX_ROUTE

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
            rows.append(
                {
                    "model": t["case"],
                    "backend": t.get("backend"),
                    "opt": t.get("opt"),
                    "dims": t.get("dims"),
                    "torch": {"status": t.get("status"), "signature": t.get("signature")},
                    "onnx": {"status": o.get("status"), "signature": o.get("signature")},
                }
            )
    return rows


def counts(grid: Mapping[str, Any]) -> dict[str, dict[str, dict[str, int]]]:
    """Per family, per route, the status counts of the models that have both routes in this grid."""
    out: dict[str, dict[str, Counter]] = defaultdict(lambda: {r: Counter() for r in ROUTES})
    for t, o in pairs(list(grid.get("cells") or [])):
        family = str(t.get("family") or "misc")
        out[family]["torch"][str(t.get("status"))] += 1
        out[family]["onnx"][str(o.get("status"))] += 1
    return {f: {r: dict(c.most_common()) for r, c in routes.items()} for f, routes in sorted(out.items())}


def routes(grid: Mapping[str, Any]) -> dict[str, Any] | None:
    """grid.json's ``routes``: the counts and the disagreements, or None when no model has both routes here."""
    c = counts(grid)
    return {"counts": c, "disagree": disagree(grid)} if c else None
