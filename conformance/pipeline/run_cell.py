"""One cell, start to end: import (shared) -> compile -> run -> compare -> result."""

from __future__ import annotations

import re
import shlex
import shutil
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from conformance.case import Case, Variant
from conformance.cell import Cell, CellResult, Status
from conformance.pipeline.compare import compare_outputs
from conformance.pipeline.compile import compile_module
from conformance.pipeline.execute import run_argv, run_module
from conformance.pipeline.signature import normalize
from conformance.pipeline.tools import ToolSet
from conformance.pipeline.torch_import import Imported, import_case
from conformance.profiles import Profile


@dataclass(frozen=True)
class RunConfig:
    profile: Profile
    target: str
    tools: ToolSet
    cache_root: Path
    results_dir: Path
    compile_timeout: float = 300.0
    run_timeout: float = 120.0
    skip_run_reason: str | None = None  # set when this machine has no device for the backend


def run_cell(case: Case, variant: Variant, opt: str, cfg: RunConfig) -> CellResult:
    cell = Cell(case.name, cfg.profile.name, opt, variant.name)
    durations: dict[str, float] = {}
    cached: list[str] = []

    def result(status: Status, stage: str, signature: str | None, message: str = "", **repro: object) -> CellResult:
        folder = None
        if status is not Status.PASS:
            folder = _write_repro(cell, status, cfg, imported, f"{signature}\n\n{message}\n", **repro)
        return CellResult(
            cell=cell,
            target=cfg.target,
            status=status,
            stage=stage,
            signature=signature,
            message=message,
            durations={k: round(v, 4) for k, v in durations.items()},
            cached=tuple(cached),
            repro=_display_path(folder) if folder else None,
            family=case.family,
        )

    imported = import_case(case, variant, cfg.cache_root)
    durations["import"] = 0.0 if imported.hit else imported.seconds
    if imported.hit:
        cached.append("import")
    if not imported.ok:
        status = Status(imported.status)
        return result(status, "import", f"{status}: {normalize(imported.message)}", imported.message)

    flags = cfg.profile.flags(opt, cfg.target)
    compiled = compile_module(imported.mlir, flags, cfg.tools, cfg.cache_root, cfg.compile_timeout)
    durations["compile"] = 0.0 if compiled.hit else compiled.seconds
    if compiled.hit:
        cached.append("compile")
    if compiled.status is not Status.PASS:
        return result(compiled.status, "compile", compiled.signature, compiled.message, flags=flags)
    assert compiled.vmfb is not None

    if cfg.skip_run_reason:
        return result(Status.SKIP, "run", f"skip: {cfg.skip_run_reason}", cfg.skip_run_reason, flags=flags)

    expected = imported.expected()
    with tempfile.TemporaryDirectory(prefix="cell-") as tmp:
        ran = run_module(
            cfg.tools, cfg.profile.device, compiled.vmfb, imported.inputs(), len(expected), Path(tmp), cfg.run_timeout
        )
        durations["run"] = ran.seconds
        if ran.status is not Status.PASS:
            return result(ran.status, "run", ran.signature, ran.message, flags=flags)
        start = time.perf_counter()
        signature, message = compare_outputs(case, ran.outputs, expected)
        durations["compare"] = time.perf_counter() - start
        if signature:
            return result(Status.MISMATCH, "compare", signature, message, flags=flags, outputs=ran.outputs)
    return result(Status.PASS, "compare", None)


def _display_path(p: Path) -> str:
    """Relative to the working directory when inside it, so results stay readable when moved with it."""
    try:
        return str(p.relative_to(Path.cwd()))
    except ValueError:
        return str(p)


def repro_name(cell: Cell) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "__", cell.id).strip("_")


def _write_repro(
    cell: Cell,
    status: Status,
    cfg: RunConfig,
    imported: Imported,
    failure: str,
    flags: tuple[str, ...] = (),
    outputs: list[Path] | None = None,
) -> Path:
    """MLIR, inputs and expected outputs as .npy, and the exact command lines."""
    folder = cfg.results_dir / "repro" / repro_name(cell)
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    for f in imported.folder.iterdir():
        if f.suffix in (".mlir", ".npy", ".txt"):
            shutil.copy2(f, folder / f.name)
    (folder / "failure.txt").write_text(failure)
    for p in outputs or []:
        shutil.copy2(p, folder / f"actual_{p.name}")
    lines = ["#!/bin/sh", f"# {cell.id}: {status}", 'cd "$(dirname "$0")"']
    if flags:
        lines.append(shlex.join([str(cfg.tools.compile), "module.mlir", *flags, "-o", "module.vmfb"]))
        inputs = [Path(p.name) for p in imported.inputs()]
        outs = [Path(f"output_{i}.npy") for i in range(len(imported.expected()))]
        lines.append(shlex.join(run_argv(cfg.tools, cfg.profile.device, Path("module.vmfb"), inputs, outs)))
    else:
        lines.append("# the import failed: see import_error.txt; nothing to compile")
    script = folder / "commands.sh"
    script.write_text("\n".join(lines) + "\n")
    script.chmod(0o755)
    return folder
