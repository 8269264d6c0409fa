"""docs/bugs/README.md, made from ``known_bugs.toml``: one row per IREE bug this
project confirmed outside the harness, with its status, where the docs tell
of it, its standalone reproducer and its upstream issue.

    python -m conformance bug-index [OUT]   (default: docs/bugs/README.md)
"""

from __future__ import annotations

import sys
from pathlib import Path

from conformance.known_bugs import KINDS, KnownBug, load

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "docs" / "bugs" / "README.md"
# Where each kind of id is told (its prefix).
TOLD = {
    "fuzz": "[docs/fuzz.md](../fuzz.md), bug {n}",
    "hf": "[docs/hf.md](../hf.md)",
    "gpu": "[docs/analysis.md](../analysis.md#what-fails-on-a-gpu-target-and-not-on-the-cpu)",
    "import": "[docs/analysis.md](../analysis.md#what-fails-on-a-gpu-target-and-not-on-the-cpu)",
    "onnx": "[docs/hf.md](../hf.md#two-doors-the-torch-route-and-the-onnx-route)",
    "onnxnode": "[docs/corpus.md](../corpus.md#irees-own-expected-failure-lists)",
    "opinfo": "[docs/analysis.md](../analysis.md#what-fails-on-a-gpu-target-and-not-on-the-cpu)",
    "flow": "[docs/analysis.md](../analysis.md#what-fails-on-a-gpu-target-and-not-on-the-cpu)",
    "acc": "[docs/accuracy.md](../accuracy.md#what-the-findings-are)",
    "design": "[docs/fuzz.md](../fuzz.md)",
}


def _told(bug: KnownBug) -> str:
    prefix, _, rest = bug.id.partition("-")
    return TOLD.get(prefix, "").format(n=rest)


def counts(bugs: list[KnownBug]) -> str:
    """How many of each kind, and how many are known upstream: by-design is never counted as a bug."""
    said = []
    for kind, (one, many) in KINDS.items():
        n = sum(1 for b in bugs if b.kind == kind)
        said.append(f"{n} {one if n == 1 else many}")
    dup = sum(1 for b in bugs if b.duplicate)
    searched = sum(1 for b in bugs if b.searched)
    return f"{', '.join(said)}; {dup} already known upstream (same bug), {searched} of {len(bugs)} searched upstream."


def _upstream(bug: KnownBug) -> str:
    same = [f"{u.ref} ({u.relation})" for u in bug.upstream if u.relation != "related"]
    related = sum(1 for u in bug.upstream if u.relation == "related")
    if related:
        same.append(f"{related} related")
    if not bug.upstream and bug.searched:
        same.append(f"none found ({bug.searched.date})")
    return "; ".join(same)


def render(bugs: list[KnownBug], folder: Path = OUT.parent) -> str:
    """The index; a bug's report is linked when ``folder/<id>/report.md`` exists."""
    lines = [
        "# IREE bugs confirmed outside the harness",
        "",
        "Made from `conformance/known_bugs.toml` by `python -m conformance bug-index`;",
        "edit that file, not this one. A row's reproducer runs from the project's root with",
        "torch and IREE's packages. A report, ready to file with IREE, is made from the bug's",
        "cell (its `cell` in that file) of a run and checked standalone again by",
        "`python -m conformance bug-reports RESULTS...`, which writes this index too.",
        "A status says `fixed in X` once a releases grid shows the bug's cell passing from",
        "release X on: `python -m conformance bug-status GRID --write`.",
        "",
        "A kind tells a bug (wrong code, a crash, a compile failure of valid input) from an",
        "accuracy finding (within spec, worse than eager: an enhancement request with numbers)",
        "and from documented behaviour (by-design, never counted as a bug). Upstream: the issues",
        "of iree-org/iree, llvm/torch-mlir and llvm/llvm-project found for it (the file keeps",
        "every link, its relation and why, and the queries of every search).",
        "",
        counts(bugs),
        "",
        "| id | kind | bug | status | told in | report | standalone | upstream |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for b in bugs:
        script = f"`{b.script}`" if b.script else ""
        cell = b.cell.replace("|", "&#124;")  # a bare | would split the table's row
        linked = f"[{cell}]({b.id}/report.md)" if (folder / b.id / "report.md").is_file() else ""
        row = [b.id, b.kind, b.title, b.status, _told(b), linked, script, _upstream(b)]
        lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    import argparse

    p = argparse.ArgumentParser(prog="python -m conformance bug-index", description=__doc__.split("\n\n")[0])
    p.add_argument("out", nargs="?", type=Path, default=OUT, help="where the index goes (default: docs/bugs/README.md)")
    out = p.parse_args(argv).out
    out.write_text(render(load()))
    print(f"bug_index: {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
