"""Triage: non-pass cells grouped by normalized signature across the whole
matrix, each group with its cells in compact form (``topk_* [rocm|O3|*]``) and
the repro command of one of them."""

from __future__ import annotations

import os
from collections import defaultdict
from dataclasses import dataclass


@dataclass(frozen=True)
class Group:
    signature: str
    status: str
    cells: list[dict]
    compact: list[str]
    repro: str | None
    culprit: str = ""  # where the first localized cell of the group goes wrong

    @property
    def verdicts(self) -> dict[str, int]:
        out: dict[str, int] = defaultdict(int)
        for c in self.cells:
            out[c["verdict"]] += 1
        return dict(out)


def groups(grid: dict) -> list[Group]:
    """Biggest first; groups holding a regression before the others."""
    axes = _axes_present(grid["cells"])
    by_sig: dict[str, list[dict]] = defaultdict(list)
    for c in grid["cells"]:
        if c["status"] != "pass":
            by_sig[c["signature"] or c["status"]].append(c)
    out = []
    for sig, cells in by_sig.items():
        repro = next((c["repro"] for c in cells if c.get("repro")), None)
        out.append(
            Group(
                signature=sig,
                status=cells[0]["status"],
                cells=cells,
                compact=compact(cells, axes),
                repro=f"sh {os.path.join(repro, 'commands.sh')}" if repro else None,
                culprit=next((t for c in cells if (t := describe_culprit(c.get("culprit")))), ""),
            )
        )
    return sorted(out, key=lambda g: ("regression" not in g.verdicts, -len(g.cells), g.signature))


# Culprit fields in the order people read them; `why` last, for what was not found.
_CULPRIT_FIELDS = ("op", "node", "source", "dispatch", "pass", "opt_switch", "reference", "max_abs", "why")


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


def _axis(values: set[str], present: set[str]) -> str:
    return "*" if values == present else ",".join(sorted(values))


def compact(cells: list[dict], axes: dict[str, dict[str, set[str]]] | None = None) -> list[str]:
    """Cells as few ``case [backend|opt|dims]`` patterns as a simple rule gives:
    per case and backend the opt and dims sets ('*' when all the grid has),
    then cases sharing one axis pattern folded under their common prefix."""
    axes = axes or _axes_present(cells)
    per_case: dict[tuple[str, str], dict[str, set[str]]] = defaultdict(lambda: {"opt": set(), "dims": set()})
    hits_of: dict[tuple[str, str], set[tuple[str, str]]] = defaultdict(set)  # one pass: linear in the cells
    for c in cells:
        per_case[(c["case"], c["backend"])]["opt"].add(c["opt"])
        per_case[(c["case"], c["backend"])]["dims"].add(c["dims"])
        hits_of[(c["case"], c["backend"])].add((c["opt"], c["dims"]))
    # A case's cells form a full cross product only if opt x dims were all hit.
    patterns: dict[str, list[str]] = defaultdict(list)
    for (case, backend), seen in sorted(per_case.items()):
        hits = hits_of[(case, backend)]
        if len(hits) == len(seen["opt"]) * len(seen["dims"]):
            key = f"{backend}|{_axis(seen['opt'], axes[backend]['opt'])}|{_axis(seen['dims'], axes[backend]['dims'])}"
            patterns[key].append(case)
        else:
            for opt, dims in sorted(hits):
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
