"""What fixing one compiler gap would buy, from what lies behind each blocked
cell (its ``behind`` record, ``conformance.analyses.behind``).

A row per blocker signature (a cell's own compile failure): the cells and
cases it blocks, and what the analysis found behind them with that gap
fixed: they pass, a next blocker stops them (which one), they give wrong
numbers, they compile (nothing ran them), or nothing was found (not
analyzed, with why). A cell whose chain needs a second gap fixed counts
under its next blocker, never as a pass: the rows are ranked by the cells
that would pass if that one gap were fixed, then by the cells it blocks.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from conformance.results.versions import shown_cells

BLOCKED = ("fail-compile", "crash", "timeout")
# What lies behind a blocker, in the order the tables show it.
OUTCOMES = ("pass", "next blocker", "wrong", "compiles", "not analyzed")


@dataclass(frozen=True)
class Row:
    signature: str
    cells: int
    cases: int
    behind: dict[str, int]  # outcome (OUTCOMES) -> cells
    next_blockers: dict[str, int] = field(default_factory=dict)  # signature -> cells
    chains: dict[str, int] = field(default_factory=dict)  # "a → b → pass" -> cells

    @property
    def would_pass(self) -> int:
        return self.behind.get("pass", 0)

    def to_json(self) -> dict:
        return {
            "signature": self.signature,
            "cells": self.cells,
            "cases": self.cases,
            "behind": self.behind,
            "next_blockers": self.next_blockers,
            "chains": self.chains,
        }


def fix_impact(grid: dict) -> list[Row]:
    """One row per blocker signature, ranked: most cells that would pass first."""
    by_sig: dict[str, list[dict]] = defaultdict(list)
    for c in shown_cells(grid["cells"]):
        if c["status"] in BLOCKED and c.get("stage") in ("compile", None, ""):
            by_sig[c.get("signature") or c["status"]].append(c)
    rows = [_row(sig, cells) for sig, cells in by_sig.items()]
    return sorted(rows, key=lambda r: (-r.would_pass, -r.cells, r.signature))


def _row(signature: str, cells: list[dict]) -> Row:
    behind: Counter[str] = Counter()
    nexts: Counter[str] = Counter()
    chains: Counter[str] = Counter()
    for c in cells:
        outcome, after = behind_of(signature, c.get("behind"))
        behind[outcome] += 1
        if outcome == "next blocker":
            nexts[after] += 1
        if outcome != "not analyzed":
            chains[chain(signature, c.get("behind") or {})] += 1
    ordered = {k: behind[k] for k in OUTCOMES if behind[k]}
    cases = len({c["case"] for c in cells})
    return Row(signature, len(cells), cases, ordered, dict(nexts.most_common()), dict(chains.most_common()))


def analyzed(rows: list[Row]) -> bool:
    """Whether any blocked cell was looked behind (else the table would say nothing)."""
    return any(set(r.behind) - {"not analyzed"} for r in rows)


def behind_text(row: Row) -> str:
    """``pass 3, next blocker 2, not analyzed 1``."""
    return ", ".join(f"{k} {v}" for k, v in row.behind.items())


def behind_of(signature: str, behind: dict | None) -> tuple[str, str]:
    """What one cell does with the gap ``signature`` fixed: an outcome of
    OUTCOMES, and the next blocker's signature when it is one."""
    if not behind or ("status" not in behind and not behind.get("host")):
        return "not analyzed", ""
    later = [h.get("signature", "") for h in behind.get("host", []) if h.get("signature", "") != signature]
    if later:
        return "next blocker", later[0]
    status = behind.get("status", "")
    if status == "pass":
        return "pass", ""
    if status == "mismatch":
        return "wrong", ""
    if status == "compiles":
        return "compiles", ""
    if status in BLOCKED and behind.get("signature") and behind["signature"] != signature:
        return "next blocker", behind["signature"]
    return "not analyzed", ""


def chain(signature: str, behind: dict) -> str:
    """``torch.vtensor.literal → torch.aten.__and__.Tensor → pass``: the distinct gaps in the order
    first met, then the end."""
    steps = [short(signature)]
    for h in behind.get("host", []):
        if short(h.get("signature", "")) not in steps:  # a gap met again at another node is the same gap
            steps.append(short(h.get("signature", "")))
    status = behind.get("status", "")
    end = {"mismatch": "wrong", "": "stopped"}.get(status, status)
    if status in BLOCKED and behind.get("signature"):
        end = f"{short(behind['signature'])} (not hosted)"
    return " → ".join([*steps, end])


_OP_NAME = re.compile(r"""name = \\?"([\w.]+)\\?\"""")
_QUOTED = re.compile(r"'([^']+)'")


def short(signature: str) -> str:
    """A signature's gap in a few words: the op it names (``torch.aten.histc``,
    ``torch.vtensor.literal``), else its start."""
    if m := _OP_NAME.search(signature):
        return m.group(1)
    if m := _QUOTED.search(signature):
        return m.group(1)
    return signature[:60]
