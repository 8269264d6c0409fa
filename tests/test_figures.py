"""Figures in README and docs that can be computed from the project itself
are checked against it: a corpus that grows, or an expectation file that is
rewritten, makes the sentence that quotes its size fail here, named.
(Measured figures, seconds and rates, carry their date and command instead.)"""

from __future__ import annotations

import tomllib
from pathlib import Path

from conformance.axes import OPT_LEVELS
from conformance.case import Case, variants
from conformance.corpus import CORPUS_DIR, load_all

ROOT = Path(__file__).resolve().parent.parent


def _computed() -> dict[str, int]:
    smoke = [c for c in load_all() if isinstance(c, Case) and "smoke" in c.tiers]
    opinfo = tomllib.loads((CORPUS_DIR / "expectations" / "opinfo" / "llvm-cpu.toml").read_text())
    return {
        "smoke_cases": len(smoke),
        "smoke_cells": sum(len(OPT_LEVELS) * len(variants(c)) for c in smoke),
        "opinfo_entries": len(opinfo["expect"]),
    }


# (document, the sentence with the figures in it, as a template over _computed()).
FIGURES = [
    ("README.md", "the smoke tier is {smoke_cases} cases, {smoke_cells} cells on llvm-cpu"),
    ("docs/ci.md", "smoke tier ({smoke_cells} cells)"),
    ("docs/perf.md", "An unchanged smoke tier (llvm-cpu, {smoke_cells} cells"),
    ("docs/corpus.md", "{opinfo_entries:,} since"),
]


def test_every_computable_figure_matches_its_source() -> None:
    values = _computed()
    wrong = []
    for doc, template in FIGURES:
        text = " ".join((ROOT / doc).read_text().split())  # a sentence may wrap
        if template.format(**values) not in text:
            wrong.append(f"{doc}: expected {template.format(**values)!r}")
    assert not wrong, wrong
