"""``python -m conformance fuzz promote FINDING_DIR``: a confirmed finding
becomes a regression case of the builtin corpus (full tier), and its cells'
results from the campaign become its expectations, so the matrix keeps
watching it."""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

from conformance.fuzz.program import declaration_of

MODULE = "fuzz_regressions.py"
HEADER = '''"""Programs of the graph fuzzer (docs/fuzz.md) that found a compiler bug,
kept as regression cases (python -m conformance fuzz promote FINDING). Full tier."""

import torch
import torch.nn.functional as F

from conformance.case import randn, torch_case

FULL = ("full",)
'''


class PromoteError(Exception):
    """One line: why the finding cannot be promoted; nothing was written."""


def declaration(program: str, case: str) -> str:
    """The program's class and declaration, in the full tier."""
    found = declaration_of(program, case)
    if found is None:
        raise PromoteError(f"program.py does not declare {case}")
    return _dead_marked(found).replace('family="fuzz")', 'family="fuzz", tiers=FULL)')


def _dead_marked(declaration: str) -> str:
    """A value nothing reads (the generator returns only the last few leaves)
    stays, as generated, marked for the linter: export drops it anyway."""
    lines = declaration.splitlines(keepends=True)
    for i, line in enumerate(lines):
        m = re.match(r"\s+(v\d+) = .*  # \w+$", line)
        if m and not re.search(rf"\b{m.group(1)}\b", "".join(lines[i + 1 :])):
            lines[i] = line.rstrip("\n") + "  # noqa: F841 (dead: export drops it)\n"
    return "".join(lines)


def _importing_what_it_draws(text: str) -> str:
    """The module with its case-API import naming the input samplers its programs call."""
    names = [n for n in ("randint", "randn") if f"{n}(" in text] + ["torch_case"]
    line = f"from conformance.case import {', '.join(names)}"
    return re.sub(r"^from conformance\.case import .*$", line, text, count=1, flags=re.M)


def formatted(text: str, module: Path) -> str | None:
    """``text`` as ``ruff format`` writes ``module`` (the project's settings), or None without ruff."""
    ruff = shutil.which("ruff")
    if ruff is None:
        return None
    proc = subprocess.run(
        [ruff, "format", "--stdin-filename", str(module), "-"], input=text, capture_output=True, text=True
    )
    return proc.stdout if proc.returncode == 0 else None


def promote(finding_dir: Path, corpus_dir: Path) -> tuple[str, Path]:
    try:
        finding = json.loads((finding_dir / "finding.json").read_text())
        program = (finding_dir / "program.py").read_text()
    except (OSError, ValueError) as e:
        raise PromoteError(f"{finding_dir}: not a finding folder ({e})") from None
    case = f"fuzz_{finding['first_seed']}"
    module = corpus_dir / MODULE
    text = module.read_text() if module.exists() else HEADER
    if re.search(rf'torch_case\(\s*"{case}"', text):  # as written, or as ruff format wrapped it
        raise PromoteError(f"{module}: already declares {case}")
    text = _importing_what_it_draws(text + "\n\n" + declaration(program, case))
    module.write_text(formatted(text, module) or text)
    return case, module


def pin(case: str, results: Path, corpus_dir: Path) -> dict:
    """The case's expectations, from its cells in the campaign's results."""
    from conformance.expectations.update import corpus_cells, update_files
    from conformance.results.merge import merge

    merged = merge([results])
    mine = [r for r in merged.results if r.cell.case == case]
    return update_files(mine, corpus_dir / "expectations", corpus_cells(corpus_dir))


def main(argv: list[str]) -> int:
    from conformance.corpus import CORPUS_DIR

    p = argparse.ArgumentParser(prog="fuzz promote", description=__doc__)
    p.add_argument("finding", type=Path, help="a findings/<id>/ folder of a campaign")
    p.add_argument("--corpus-dir", type=Path, default=CORPUS_DIR, help="default: the builtin corpus")
    args = p.parse_args(argv)
    try:
        finding = json.loads((args.finding / "finding.json").read_text()) if args.finding.is_dir() else None
        if not finding or not finding.get("results"):
            raise PromoteError(f"{args.finding}: no finding.json naming its campaign results")
        case, module = promote(args.finding, args.corpus_dir)
    except PromoteError as e:
        print(f"fuzz promote: {e}", file=sys.stderr)
        return 2
    report = pin(case, Path(finding["results"]), args.corpus_dir)
    print(f"fuzz promote: {case} declared in {module}")
    if shutil.which("ruff") is None:
        print(f"fuzz promote: ruff not found: {module} is as generated, not formatted")
    for backend, changes in report.items():
        for line in changes.added + changes.pinned:
            print(f"  {backend}: {line}")
    return 0
