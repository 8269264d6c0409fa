"""``nox -s fuzz -- --budget SECONDS --seed N [--backend B] [--opt ...] [--dims ...]``:
generate programs in batches, run each batch through the harness (every cell
of the matrix the options select, under xdist, with the run's cache and
tools), and keep what failed as findings.

Deterministic for a seed: program k of seed N is ``generate(N * 1_000_000 + k)``;
the budget decides only how many batches run. Results go to ``--out``
(default ``results/fuzz``): ``batches/<k>/`` (the programs and the harness's
results), ``findings/<id>/``, ``findings.json`` and ``findings.md``.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from conformance.analyses.localize import ACCURACY_ONLY, within_eager_tolerance
from conformance.case import Case
from conformance.cell import CellResult, Status, out_of_budget
from conformance.corpus import load_module
from conformance.fuzz.differential import disagreements
from conformance.fuzz.findings import Ledger, is_new, key_of, kind_of, loose, pinned_by, write_finding, write_summary
from conformance.fuzz.generate import write_batch
from conformance.fuzz.program import declaration_of
from conformance.fuzz.recheck import recheck
from conformance.pipeline.tools import find_tools
from conformance.results.merge import merge
from conformance.results.record import outputs_folder, repro_name
from conformance.wrapped import harness_command, refuse

SEED_STRIDE = 1_000_000
# Seconds of localization and reduction per batch: programs are cheap, and a
# bug's first cells get analyzed; its later ones are counted by their signature.
ANALYSIS_BUDGET = 180
# A failure that budget left unanalyzed, and that would be a new finding (a
# program's first wrong numbers, a signature not seen yet), is then analyzed
# alone: up to this many seconds each, and this many for all of a batch's.
FINDING_BUDGET, FINDINGS_PER_BATCH = 240, 900


def known_signatures(backend: str) -> dict[str, str]:
    """The signatures every corpus's expectations pin for this backend (builtin,
    onnx-node, opinfo, hf, ...): a finding with one is not new."""
    from conformance.corpus import CORPORA, EXPECTATIONS_DIR
    from conformance.expectations.match import expectations_file, load_expectations

    out: dict[str, str] = {}
    for corpus in CORPORA:
        for e in load_expectations(expectations_file(EXPECTATIONS_DIR, backend, corpus)):
            for sig in e.signatures:
                out.setdefault(loose(sig), f"{corpus}: {', '.join(e.cases)}: {e.reason}")
    return out


def option(harness_args: list[str], name: str) -> str | None:
    """The value of ``--name=V`` or ``--name V`` among the harness options (the last given)."""
    given = None
    for i, a in enumerate(harness_args):
        if a.startswith(f"{name}="):
            given = a.split("=", 1)[1]
        elif a == name and i + 1 < len(harness_args):
            given = harness_args[i + 1]
    return given


def tools_dir(harness_args: list[str]) -> Path | None:
    """The folder of the campaign's iree-compile, for a reduced repro run standalone (None: the package's)."""
    given = option(harness_args, "--iree-tools") or os.environ.get("CONFORMANCE_IREE_TOOLS")
    return find_tools(Path(given)).compile.parent if given else None


def run_batch(folder: Path, harness_args: list[str]) -> int:
    argv = harness_command([f"--corpus-dir={folder}", f"--results={folder / 'results'}", "-q", *harness_args])
    return subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True).returncode


def program_source(batch_file: Path, case: str) -> str:
    """One program's class and declaration, from its batch's module."""
    text = batch_file.read_text()
    head = text.split("class ", 1)[0]
    return head + (declaration_of(text, case) or f"# {case}: not found in {batch_file}\n")


def campaign(args: argparse.Namespace, harness_args: list[str]) -> Ledger:
    ledger, k = Ledger(), 0
    known = known_signatures(args.backend)
    tools = tools_dir(harness_args)
    start = time.perf_counter()  # the budget is the batches': reading the pins first is not a batch
    while k == 0 or time.perf_counter() - start < args.budget:  # at least one batch, however small the budget
        seeds = [args.seed * SEED_STRIDE + k * args.batch + i for i in range(args.batch)]
        folder = args.out / "batches" / f"{k:04d}"
        batch_file, dropped = write_batch(seeds, folder)
        for d in dropped:
            why = d.why.split(":", 1)[0]
            ledger.dropped[why] = ledger.dropped.get(why, 0) + 1
        ledger.programs += len(seeds) - len(dropped)
        code = run_batch(folder, [f"--backend={args.backend}", *harness_args])
        grid = folder / "results" / "grid.json"
        if not grid.exists():
            print(f"fuzz: batch {k}: the harness run wrote no grid (pytest exit {code})", file=sys.stderr)
            ledger.lost_batches += 1
        else:
            cases = {c.name: c for c in load_module(batch_file) if isinstance(c, Case)}
            results = [_unanalyzed_accuracy(r, cases) for r in merge([grid]).results]
            if not any(a in ("--no-analysis", "--no-localize") for a in harness_args):
                results = _analyzed_alone(results, ledger, known, folder, harness_args)
            _take(ledger, results, batch_file, args.out, known, tools)
            _take_disagreements(ledger, results, batch_file, args.out)
        write_summary(ledger, args.out, time.perf_counter() - start)
        new = sum(1 for f in ledger.findings.values() if is_new(f))
        print(f"fuzz: batch {k}: {ledger.programs} programs, {ledger.cells} cells, {new} new findings", flush=True)
        k += 1
    return ledger


def _take(
    ledger: Ledger, results: list[CellResult], batch_file: Path, out: Path, known: dict[str, str], tools: Path | None
) -> None:
    ledger.cells += len(results)
    hits: set[tuple[str, str]] = set()  # (program, finding id): a program counts once per finding
    for r in results:
        got = ledger.add(r, int(r.cell.case.rsplit("_", 1)[1]), known, str(batch_file.parent.resolve() / "results"))
        if got is None:
            continue
        f, new = got
        if new:
            repro = Path(r.repro) if r.repro else None
            folder = write_finding(f, out, program_source(batch_file, r.cell.case), repro)
            if (folder / "repro" / "reduced.py").exists():
                f.standalone = recheck(folder / "repro" / "reduced.py", f.status, f.signature, tools)
                write_finding(f, out, program_source(batch_file, r.cell.case), None)
            state = f" (discarded: {f.standalone})" if f.discarded else ""
            kind = f"known ({f.known[:80]})" if f.known else "new"
            print(f"fuzz: {kind}: {f.id}: {f.signature[:150]} ({r.cell.id}){state}", flush=True)
        if (r.cell.case, f.id) not in hits:
            hits.add((r.cell.case, f.id))
            f.programs += 1


def _analyzed_alone(
    results: list[CellResult], ledger: Ledger, known: dict[str, str], batch: Path, harness_args: list[str]
) -> list[CellResult]:
    """The batch's results, with the failures its budget left unanalyzed that
    would be new findings analyzed one at a time (``python -m conformance
    localize|reduce``, the run's cache and tools): else every program's wrong
    numbers at no named op would be one finding, and a new crash unreduced.
    Wrong numbers go first: where the batch's time runs out, a crash is left
    unreduced rather than a wrong result unlocalized."""
    seen, start, out = set(ledger.findings), time.perf_counter(), list(results)
    for i in sorted(range(len(results)), key=lambda i: results[i].status is not Status.MISMATCH):
        r = results[i]
        key = r.cell.case if r.status is Status.MISMATCH else key_of(r)
        worth = out_of_budget((r.culprit or {}).get("why")) and kind_of(r) == "finding" and key not in seen
        if worth and not pinned_by(r.signature or "", known) and time.perf_counter() - start < FINDINGS_PER_BATCH:
            seen.add(key)
            out[i] = _analyze_one(r, batch, harness_args)
    return out


def _analyze_one(r: CellResult, batch: Path, harness_args: list[str]) -> CellResult:
    command = "localize" if r.status is Status.MISMATCH else "reduce"
    results = batch / "results"
    argv = [sys.executable, "-m", "conformance", command, str(results), r.cell.id, f"--corpus-dir={batch}"]
    argv.append(f"--analysis-budget={FINDING_BUDGET}")
    for name in ("--cache-dir", "--iree-tools"):
        if (value := option(harness_args, name)) is not None:
            argv.append(f"{name}={value}")
    proc = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if proc.returncode != 0:
        print(f"fuzz: {command} {r.cell.id}: exit {proc.returncode}: {proc.stderr[-300:]}", file=sys.stderr)
        return r
    again = [x for x in merge([results / "grid.json"]).results if x.cell.id == r.cell.id]
    return again[0] if again else r


def _unanalyzed_accuracy(r: CellResult, cases: dict[str, Case]) -> CellResult:
    """A mismatch the budget left unanalyzed gets localization's first, cheap
    check: outputs within the case's tolerance of eager are the float64
    oracle's alone (kind accuracy), as localization would have said."""
    culprit = r.culprit or {}
    if r.status is not Status.MISMATCH or culprit.get("op") or not r.repro or r.cell.case not in cases:
        return r
    if not within_eager_tolerance(cases[r.cell.case], Path(r.repro)):
        return r
    return dataclasses.replace(r, culprit={**culprit, "why": ACCURACY_ONLY})


def _take_disagreements(ledger: Ledger, results: list[CellResult], batch_file: Path, out: Path) -> None:
    folder = batch_file.parent.resolve() / "results"
    hits: set[tuple[str, str]] = set()
    for d in disagreements(results, folder):
        f, new = ledger.add_disagreement(d, int(d.first.case.rsplit("_", 1)[1]), str(folder))
        if new:
            where = write_finding(f, out, program_source(batch_file, d.first.case), None)
            for cell in (d.first, d.second):
                shutil.copytree(outputs_folder(folder, cell), where / "outputs" / repro_name(cell))
            print(f"fuzz: new: {f.id}: {f.signature} ({f.message[:150]})", flush=True)
        if (d.first.case, f.id) not in hits:
            hits.add((d.first.case, f.id))
            f.programs += 1


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="fuzz", description=__doc__, allow_abbrev=False)  # the rest is the harness's
    p.add_argument(
        "--budget", type=float, required=True, help="seconds; a batch that started finishes, and one always runs"
    )
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--batch", type=int, default=20, help="programs per harness run (default 20)")
    p.add_argument("--backend", default="llvm-cpu")
    p.add_argument("--out", "--results", type=Path, default=Path("results/fuzz"), help="default results/fuzz")
    refuse("fuzz", argv)
    args, harness_args = p.parse_known_args(argv)
    if not any(a == "-n" or a.startswith(("-n=", "--numprocesses")) for a in harness_args):
        harness_args = ["-n=auto", *harness_args]
    if "--no-differential" in harness_args:
        harness_args.remove("--no-differential")
    else:
        harness_args = ["--keep-outputs", *harness_args]
    if not any(
        a.startswith(("--analysis-budget", "--localize-budget", "--no-analysis", "--no-localize")) for a in harness_args
    ):
        harness_args = [f"--analysis-budget={ANALYSIS_BUDGET}", *harness_args]
    ledger = campaign(args, harness_args)
    new = [f for f in ledger.findings.values() if not f.known]
    print(f"fuzz: {ledger.programs} programs, {len(new)} new findings: {args.out / 'findings.md'}")
    if not ledger.cells or ledger.lost_batches:  # no green without cells, nor with a batch lost
        lost = f"; {ledger.lost_batches} batches wrote no grid" if ledger.lost_batches else ""
        print(f"fuzz: {ledger.cells} cells measured{lost}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
