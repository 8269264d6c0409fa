"""Triage: non-pass cells grouped by normalized signature across the whole
matrix, each group with its cells in compact form (``topk_* [rocm|O3|*]``) and
the repro command of one of them and the command that writes its bug report."""

from __future__ import annotations

import os
import shlex
from collections import defaultdict
from dataclasses import dataclass
from itertools import product

from conformance.expectations.patterns import fold
from conformance.results.versions import shown_cells


@dataclass(frozen=True)
class Group:
    signature: str
    status: str
    cells: list[dict]
    compact: list[str]
    repro: str | None
    culprit: str = ""  # where the first localized cell of the group goes wrong
    report: str | None = None  # the command that writes a bug report for the group's first repro

    @property
    def verdicts(self) -> dict[str, int]:
        out: dict[str, int] = defaultdict(int)
        for c in self.cells:
            out[c["verdict"]] += 1
        return dict(out)


def groups(grid: dict) -> list[Group]:
    """Biggest first; groups holding a regression before the others."""
    cells_shown = shown_cells(grid["cells"])
    axes = _axes_present(cells_shown)
    by_sig: dict[str, list[dict]] = defaultdict(list)
    for c in cells_shown:
        if c["status"] != "pass":
            by_sig[c["signature"] or c["status"]].append(c)
    out = []
    for sig, cells in by_sig.items():
        first = next((c for c in cells if c.get("repro")), None)
        repro = first["repro"] if first else None
        out.append(
            Group(
                signature=sig,
                status=cells[0]["status"],
                cells=cells,
                compact=compact(cells, axes),
                repro=f"sh {os.path.join(repro, 'commands.sh')}" if repro else None,
                culprit=next((t for c in cells if (t := describe_culprit(c.get("culprit")))), ""),
                report=report_command(first) if first and first["status"] not in NOT_REPORTED else None,
            )
        )
    return sorted(out, key=lambda g: ("regression" not in g.verdicts, -len(g.cells), g.signature))


NOT_REPORTED = ("pass", "skip", "error")  # nothing of the compiler's to report


def report_command(cell: dict) -> str:
    """``python -m conformance report CELL --results DIR`` for a cell with a repro folder (DIR/repro/NAME)."""
    results = os.path.dirname(os.path.dirname(cell["repro"])) or "."
    return f"python -m conformance report {shlex.quote(cell['id'])} --results {shlex.quote(results)}"


# Culprit fields in the order people read them; `why` last, for what was not found.
_CULPRIT_FIELDS = ("op", "node", "evidence", "source", "dispatch", "pass", "opt_switch", "reference", "max_abs", "why")


def describe_culprit(culprit: dict | None) -> str:
    """One line: ``op aten.scatter.src; node scatter (node 7 of 15); dispatch ...``."""
    if not culprit:
        return ""
    return "; ".join(f"{k} {culprit[k]}" for k in _CULPRIT_FIELDS if culprit.get(k) not in (None, ""))


def _axes_present(cells: list[dict]) -> dict[str, dict[str, set[str]]]:
    """backend -> axis -> values seen anywhere in the grid for that backend."""
    out: dict[str, dict[str, set[str]]] = defaultdict(lambda: {"opt": set(), "dims": set(), "case": set()})
    for c in cells:
        for axis in ("opt", "dims", "case"):
            out[c["backend"]][axis].add(c[axis])
    return out


def compact(cells: list[dict], axes: dict[str, dict[str, set[str]]] | None = None) -> list[str]:
    """Cells as few ``case [backend|opt|dims]`` patterns as a simple rule gives:
    per case and backend the opt and dims sets ('*' when all the grid has),
    then cases sharing one axis pattern folded under their common prefix."""
    axes = axes or _axes_present(cells)
    hits_of: dict[tuple[str, str], set[tuple[str, str]]] = defaultdict(set)  # one pass: linear in the cells
    for c in cells:
        hits_of[(c["case"], c["backend"])].add((c["opt"], c["dims"]))
    patterns: dict[str, list[str]] = defaultdict(list)
    for (case, backend), hits in sorted(hits_of.items()):
        grid = set(product(axes[backend]["opt"], axes[backend]["dims"]))
        for opt, dims in fold(hits, grid):
            patterns[f"{backend}|{opt}|{dims}"].append(case)
    return sorted(f"{_fold(cases, axes[key.split('|')[0]]['case'])} [{key}]" for key, cases in patterns.items())


def _fold(cases: list[str], all_cases: set[str]) -> str:
    """``prefix*`` only when it names exactly these cases among all the grid has."""
    if len(cases) == 1:
        return cases[0]
    prefix = os.path.commonprefix(cases)  # noqa: RUF071 - a string prefix, not a path
    if len(prefix) >= 3 and {c for c in all_cases if c.startswith(prefix)} == set(cases):
        return f"{prefix}*"
    return ", ".join(sorted(cases))
