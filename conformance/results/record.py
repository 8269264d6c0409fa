"""A cell's record, built once: its outcome (the pipeline's), its judgement
(the expectation's verdict) and its analyses' finding make the ``CellResult``,
and this is where its files are written: the repro folder of a non-pass cell
(the program, inputs, references, actual outputs, the exact commands, and
what the analyses kept), or a passing cell's outputs when the run keeps them."""

from __future__ import annotations

import re
import shlex
import shutil
from dataclasses import dataclass
from pathlib import Path

from conformance.cell import Cell, CellResult, Finding, Status, Verdict
from conformance.files import write_atomic
from conformance.pipeline import timing
from conformance.pipeline.execute import run_argv
from conformance.pipeline.imports import numbered
from conformance.pipeline.outcome import CellOutcome
from conformance.pipeline.run_cell import RunConfig
from conformance.pipeline.tools import ToolSet


@dataclass(frozen=True)
class Judgement:
    """The cell against its expectation."""

    verdict: Verdict = Verdict.OK
    expected: Status = Status.PASS
    reason: str = ""  # the expectation's reason, when one applies
    corpus: str = "builtin"
    compiler_version: str = ""
    changed: str = ""  # why a pinned signature no longer matches: said first in the message


NOTHING_FOUND = Finding()


def record(outcome: CellOutcome, judgement: Judgement, cfg: RunConfig, finding: Finding = NOTHING_FOUND) -> CellResult:
    """The cell's record, with its files written (see the module's docstring)."""
    with timing.stage("repro"):
        folder = write_files(outcome, cfg, finding.kept)
    return CellResult(
        cell=outcome.cell,
        target=outcome.target,
        status=outcome.status,
        stage=outcome.stage,
        signature=finding.signature or outcome.signature,
        message=f"{judgement.changed}\n{outcome.message}".strip() if judgement.changed else outcome.message,
        durations={**outcome.durations, **{k: round(v, 4) for k, v in finding.seconds.items()}},
        cached=outcome.cached,
        repro=_display_path(folder) if folder else None,
        verdict=judgement.verdict,
        expected=judgement.expected,
        reason=judgement.reason,
        family=outcome.family,
        corpus=judgement.corpus,
        culprit=finding.culprit,
        behind=finding.behind,
        compiler_version=judgement.compiler_version,
    )


def write_files(outcome: CellOutcome, cfg: RunConfig, kept: Path | None = None) -> Path | None:
    """The repro folder of a non-pass cell (its path), or a passing cell's kept outputs (None)."""
    if outcome.status is Status.PASS:
        if cfg.keep_outputs:
            _keep_outputs(outcome, cfg.results_dir)
        return None
    if outcome.imported is None:  # the harness failed before the program existed: nothing to reproduce
        return None
    folder = _write_repro(outcome, cfg)
    if kept is not None and kept.is_dir():
        shutil.copytree(kept, folder, dirs_exist_ok=True)
    return folder


def repro_name(cell: Cell) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "__", cell.id).strip("_")


def repro_folder(results_dir: Path, cell: Cell) -> Path:
    return results_dir / "repro" / repro_name(cell)


def outputs_folder(results_dir: Path, cell: Cell) -> Path:
    """Where a passing cell's outputs are kept (``output_<i>.npy``) when the run keeps them."""
    return results_dir / "outputs" / repro_name(cell)


def ran_outputs(results_dir: Path, cell: Cell, status: str) -> tuple[list[Path], Path] | None:
    """A cell's outputs as its run kept them, in order, and the folder of the reference they were judged
    against (expected_<i>.npy, the float64 oracle, meta.json): a mismatch's repro folder, or a passing
    cell's kept outputs (``--keep-outputs``) and its import's folder. None where the run kept none."""
    if status == Status.MISMATCH:
        folder = repro_folder(results_dir, cell)
        outputs = numbered(folder, "actual_output")
        return (outputs, folder) if outputs and (folder / "meta.json").exists() else None
    kept = outputs_folder(results_dir, cell)
    if status != Status.PASS or not (kept / "import.txt").exists():
        return None
    imported = Path((kept / "import.txt").read_text().strip())
    outputs = numbered(kept, "output")
    return (outputs, imported) if outputs and (imported / "meta.json").exists() else None


def kept_since(results_dir: Path, cell: Cell, since: float) -> tuple[list[Path], Path] | None:
    """A cell's outputs and reference folder as ``ran_outputs`` finds them, whatever the cell ended in
    (pass or mismatch), where its files were written whole at or after ``since`` (a run's start): what
    another cell of the same run, recorded while this one may still be writing, can read."""
    candidates = [
        (repro_folder(results_dir, cell) / "commands.sh", Status.MISMATCH),  # a repro folder's last file
        (outputs_folder(results_dir, cell) / "import.txt", Status.PASS),  # kept outputs' last file
    ]
    for last, status in candidates:
        try:
            whole = last.stat().st_mtime >= since
        except OSError:
            continue
        if whole and (found := ran_outputs(results_dir, cell, status)) is not None:
            return found
    return None


def _keep_outputs(outcome: CellOutcome, results_dir: Path) -> None:
    kept = outputs_folder(results_dir, outcome.cell)
    shutil.rmtree(kept, ignore_errors=True)
    kept.mkdir(parents=True)
    for p in outcome.outputs:
        shutil.copy2(p, kept / p.name)
    if outcome.imported is not None:
        # Its reference and inputs; written whole and last: the other route's cell may be reading (kept_since).
        write_atomic(kept / "import.txt", f"{outcome.imported.folder}\n")


def _write_repro(outcome: CellOutcome, cfg: RunConfig) -> Path:
    """MLIR, inputs and expected outputs as .npy, and the exact command lines."""
    imported = outcome.imported
    assert imported is not None
    folder = repro_folder(cfg.results_dir, outcome.cell)
    # A report made from this folder (`conformance report`) outlives a re-analysis (`reduce`, `localize`),
    # which writes the rest anew; a new run clears the folder before its first cell (folder.start_run).
    report = folder / "report.md"
    kept_report = report.read_bytes() if report.is_file() else None
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    if kept_report is not None:
        report.write_bytes(kept_report)
    for f in [*imported.folder.iterdir(), imported.mlir]:
        if (f.suffix in (".mlir", ".npy", ".txt", ".onnx") or f.name == "meta.json") and f.exists():
            shutil.copy2(f, folder / f.name)
    (folder / "failure.txt").write_text(f"{outcome.signature}\n\n{outcome.message}\n")
    for p in outcome.outputs:
        shutil.copy2(p, folder / f"actual_{p.name}")
    # set -e: after a failed compile, no iree-run-module to print a second, misleading error.
    # Tools by name, from PATH: the script names no path of the machine that made it.
    lines = ["#!/bin/sh", f"# {outcome.cell.id}: {outcome.status}", f"# {tools_wanted(cfg.tools)}", "set -e"]
    lines.append('cd "$(dirname "$0")"')
    if (folder / "model.onnx").exists():  # the ONNX route: from the file torch.onnx wrote, as its users start
        lines.append(shlex.join(["iree-import-onnx", "model.onnx", "-o", "module.mlir"]))
    if outcome.flags:
        lines.append(shlex.join(["iree-compile", "module.mlir", *outcome.flags, "-o", "module.vmfb"]))
        inputs = [Path(p.name) for p in imported.inputs()]
        outs = [Path(f"output_{i}.npy") for i in range(len(imported.expected()))]
        argv = run_argv(cfg.tools, cfg.profile.device, Path("module.vmfb"), inputs, outs, imported.function)
        lines.append(shlex.join(["iree-run-module", *argv[1:]]))
    else:
        lines.append("# the import failed: see import_error.txt; nothing to compile")
    script = folder / "commands.sh"
    script.write_text("\n".join(lines) + "\n")
    script.chmod(0o755)
    return folder


def tools_wanted(tools: ToolSet) -> str:
    """Which tools a repro's commands want first on PATH: the release's packages, or the build's version."""
    if tools.package:
        v = tools.package
        return f"tools from PATH: python -m pip install iree-base-compiler=={v} iree-base-runtime=={v}"
    return f"tools from PATH: the iree-compile and iree-run-module of {tools.compiler_version}"


def _display_path(p: Path) -> str:
    """Relative to the working directory when inside it, so results stay readable when moved with it."""
    try:
        return str(p.relative_to(Path.cwd()))
    except ValueError:
        return str(p)
