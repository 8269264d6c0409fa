"""The failures one axis brings: ``python -m conformance differential GRID... [--out FILE]``.

Two tables from the grids' cells, each cell held against its neighbours on one
axis, the others fixed (same backend and case):

- **dims**: failures that appear only with dynamic or mixed dims. A dynamic or
  mixed cell fails, and the static cell of the same opt level passes.
- **opt**: cells that fail at some opt levels and pass at others, in both
  directions: a failure that only optimization brings (it passes at a lower
  level) and one that optimization hides (it passes at a higher level).

Failures are grouped by signature with the numbers taken out (one bug, whatever
the sizes), and each group names its backends, cases, cells and where it
passes. A cell that did not run to a verdict (skip, error) holds nothing against
its neighbours, except in a grid compiled and not run (a GPU target with no
device, a compile phase): there a compiled cell passes the compile step, and
is held against its neighbours' import and compile failures. Reads records only.
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from conformance.axes import OPT_LEVELS
from conformance.derived.gpu_only import key_of
from conformance.derived.table_command import add_table_command

Cell = Mapping[str, Any]
NO_VERDICT = ("skip", "error")  # nothing measured to hold against a neighbour


def _failed(c: Cell) -> bool:
    return c["status"] not in ("pass", *NO_VERDICT)


def _passes(c: Cell, failed: Cell) -> bool:
    """Whether ``c`` passes where its neighbour ``failed`` fails: a pass; or, in a grid compiled and
    not run (no device; a run bundle's compile phase), a compile that passed, which is held only
    against a failure before the run (its import or compile)."""
    if c["status"] == "pass":
        return True
    compiled_only = c["status"] == "skip" and c.get("stage") == "run"
    return compiled_only and failed.get("stage") in ("import", "compile")


@dataclass(frozen=True)
class Row:
    axis: str  # "dims" or "opt"
    key: str  # the signature, numbers taken out
    direction: str  # dims: "dynamic only"; opt: "optimization brings it" or "optimization hides it"
    cells: tuple[Cell, ...]  # the failing cells
    passing: tuple[str, ...]  # where the same cases pass on that axis: "static", or opt levels

    @property
    def backends(self) -> list[str]:
        return sorted({c["backend"] for c in self.cells})

    @property
    def cases(self) -> list[str]:
        return sorted({c["case"] for c in self.cells})

    @property
    def failing(self) -> list[str]:
        """The dims variants, or the opt levels, these cells fail at."""
        values = {c["dims"] if self.axis == "dims" else c["opt"] for c in self.cells}
        order = list(OPT_LEVELS) if self.axis == "opt" else sorted(values)
        return [v for v in order if v in values]


def dims_only(cells: Iterable[Cell]) -> list[Row]:
    """Each failure of a dynamic or mixed cell whose static cell (same backend, case, opt) passes."""
    cells = list(cells)
    static = {(c["backend"], c["case"], c["opt"]): c for c in cells if c["dims"] == "static"}
    grouped: dict[str, list[Cell]] = defaultdict(list)
    for c in cells:
        s = static.get((c["backend"], c["case"], c["opt"]))
        if c["dims"] != "static" and _failed(c) and s is not None and _passes(s, c):
            grouped[key_of(c.get("signature"))].append(c)
    return _sorted([Row("dims", k, "dynamic only", tuple(m), ("static",)) for k, m in grouped.items()])


def opt_switched(cells: Iterable[Cell]) -> list[Row]:
    """Each failure of a cell whose case and dims pass at another opt level on the same backend: the
    levels it passes at lower than the lowest failing one (optimization brings it), else higher
    (optimization hides it)."""
    by_cell: dict[tuple[str, str, str], dict[str, Cell]] = defaultdict(dict)
    for c in cells:
        by_cell[(c["backend"], c["case"], c["dims"])][c["opt"]] = c
    grouped: dict[tuple[str, str], list[Cell]] = defaultdict(list)
    passing: dict[tuple[str, str], set[str]] = defaultdict(set)
    for levels in by_cell.values():
        fails = [c for c in levels.values() if _failed(c)]
        passes = {o for o, c in levels.items() if any(_passes(c, f) for f in fails)}
        fails = [f for f in fails if any(_passes(levels[o], f) for o in passes)]
        if not passes or not fails:
            continue
        lowest = min(OPT_LEVELS.index(c["opt"]) for c in fails)
        brings = any(OPT_LEVELS.index(o) < lowest for o in passes)
        for c in fails:
            group = (key_of(c.get("signature")), "optimization brings it" if brings else "optimization hides it")
            grouped[group].append(c)
            passing[group] |= passes
    rows = [
        Row("opt", key, direction, tuple(m), tuple(o for o in OPT_LEVELS if o in passing[(key, direction)]))
        for (key, direction), m in grouped.items()
    ]
    return _sorted(rows)


def _sorted(rows: list[Row]) -> list[Row]:
    return sorted(rows, key=lambda r: (-len(r.cells), r.direction, r.key))


def render(dims: list[Row], opt: list[Row]) -> str:
    lines = ["## Failures only with dynamic or mixed dims (the static cell passes)", ""]
    lines += _table(dims, "fails with")
    lines += ["", "## Failures at some opt levels that pass at others (same backend, case and dims)", ""]
    lines += _table(opt, "fails at")
    return "\n".join(lines) + "\n"


def _table(rows: list[Row], failing: str) -> list[str]:
    if not rows:
        return ["None in these grids."]
    lines = [
        f"| signature (numbers out) | direction | backends | cells | cases | {failing} | passes at |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        cases = ", ".join(r.cases[:3]) + (f" and {len(r.cases) - 3} more" if len(r.cases) > 3 else "")
        sig = r.key.replace("|", "\\|")[:160]
        cols = [f"`{sig}`", r.direction, ", ".join(r.backends), str(len(r.cells)), cases]
        lines.append("| " + " | ".join([*cols, ", ".join(r.failing), ", ".join(r.passing)]) + " |")
    n = sum(len(r.cells) for r in rows)
    lines += ["", f"{n} cells in {len(rows)} signatures."]
    return lines


def add_parser(sub: argparse._SubParsersAction) -> None:
    add_table_command(
        sub,
        "differential",
        "failures only dynamic dims bring, and failures an opt level switches",
        lambda cells: render(dims_only(cells), opt_switched(cells)),
    )
