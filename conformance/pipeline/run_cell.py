"""One cell, start to end: import (shared) -> compile -> run -> compare -> result."""

from __future__ import annotations

import re
import shlex
import shutil
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from conformance.case import Case, Variant
from conformance.cell import Cell, CellResult, Status
from conformance.pipeline.batch import compile_batch, function_name
from conformance.pipeline.compare import compare_outputs
from conformance.pipeline.compile import Compiled, compile_module
from conformance.pipeline.execute import run_argv, run_module
from conformance.pipeline.imports import Imported, import_case
from conformance.pipeline.signature import normalize
from conformance.pipeline.sizes import Boundary, at_size, not_run
from conformance.pipeline.tools import ToolSet
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


def run_cell(
    case: Case,
    variant: Variant,
    opt: str,
    cfg: RunConfig,
    batch: Sequence[tuple[Case, Variant]] = (),
    size: Boundary | None = None,
) -> CellResult:
    """``batch``: the cells (this one among them) whose modules compile together
    as one module; empty or one member compiles this cell alone. ``size``: a
    boundary cell, which runs the variant's module (the same compile) at that size."""
    cell = Cell(case.name, cfg.profile.name, opt, variant.name if size is None else size.dims(variant.name))
    durations: dict[str, float] = {"import": 0.0}
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
            cached=tuple(dict.fromkeys(cached)),
            repro=_display_path(folder) if folder else None,
            family=case.family,
        )

    def timed_import(c: Case, v: Variant) -> Imported:
        imp = import_case(c, v, cfg.cache_root)
        durations["import"] += 0.0 if imp.hit else imp.seconds
        return imp

    def compile_alone() -> Compiled:
        c = compile_module(imported.mlir, flags, cfg.tools, cfg.cache_root, cfg.compile_timeout)
        durations["compile"] = durations.get("compile", 0.0) + (0.0 if c.hit else c.seconds)
        cached.extend(["compile"] if c.hit else [])
        return c

    imported = timed_import(case, variant)
    if imported.hit:
        cached.append("import")
    if not imported.ok:
        status = Status(imported.status)
        if size is not None:
            why = not_run(status, normalize(imported.message))
            return result(Status.SKIP, "import", f"skip: {why}", why)
        return result(status, "import", f"{status}: {normalize(imported.message)}", imported.message)

    flags = (*cfg.profile.flags(opt, cfg.target), *case.compile_flags)
    vmfb, function = _compile_in_batch(case, imported, batch, flags, cfg, timed_import, durations, cached)
    if vmfb is None:
        compiled = compile_alone()
        if compiled.status is not Status.PASS:
            if size is not None:
                why = not_run(compiled.status, compiled.signature)
                return result(Status.SKIP, "compile", f"skip: {why}", why, flags=flags)
            return result(compiled.status, "compile", compiled.signature, compiled.message, flags=flags)
        vmfb, function = compiled.vmfb, imported.function

    if cfg.skip_run_reason:
        return result(Status.SKIP, "run", f"skip: {cfg.skip_run_reason}", cfg.skip_run_reason, flags=flags)
    if size is not None:  # from here on, the boundary's inputs and references (the same module)
        imported = at_size(case, variant, size, imported, cfg.cache_root)
        durations["import"] += 0.0 if imported.hit else imported.seconds
        if not imported.hit:  # its references were built now: the stage was not served from the cache
            cached[:] = [c for c in cached if c != "import"]
        if not imported.ok:
            return result(Status.SKIP, "import", f"skip: {normalize(imported.message)}", imported.message)

    with tempfile.TemporaryDirectory(prefix="cell-") as tmp:
        outcome = _run_and_compare(case, imported, vmfb, function, Path(tmp), cfg, durations)
        if outcome[0] is not Status.PASS and function != imported.function:
            # From a batch, a failure is confirmed on the cell's own module, so
            # what is reported is always what this cell does alone.
            compiled = compile_alone()
            if compiled.status is not Status.PASS:
                return result(compiled.status, "compile", compiled.signature, compiled.message, flags=flags)
            outcome = _run_and_compare(case, imported, compiled.vmfb, imported.function, Path(tmp), cfg, durations)
        status, stage, signature, message, outputs = outcome
        if status is not Status.PASS:
            return result(status, stage, signature, message, flags=flags, outputs=outputs)
    return result(Status.PASS, "compare", None)


def _compile_in_batch(
    case: Case,
    imported: Imported,
    batch: Sequence[tuple[Case, Variant]],
    flags: tuple[str, ...],
    cfg: RunConfig,
    timed_import: Callable[[Case, Variant], Imported],
    durations: dict[str, float],
    cached: list[str],
) -> tuple[Path | None, str]:
    """(the batch module and this cell's function in it), or (None, "") to compile alone."""
    if len(batch) < 2:
        return None, ""
    # One module is compiled with one set of flags: only mates that take the same flags join.
    mates = [m.mlir for m in (timed_import(c, v) for c, v in batch if c.compile_flags == case.compile_flags) if m.ok]
    if imported.mlir not in mates or len(mates) < 2:
        return None, ""
    b = compile_batch(mates, flags, cfg.tools, cfg.cache_root, cfg.compile_timeout * len(mates))
    durations["compile"] = b.seconds
    if b.hit:
        cached.append("compile")
    name = function_name(imported.mlir)
    if b.status is not Status.PASS or name not in b.members:
        return None, ""
    return b.vmfb, name


def _run_and_compare(
    case: Case,
    imported: Imported,
    vmfb: Path,
    function: str,
    workdir: Path,
    cfg: RunConfig,
    durations: dict[str, float],
) -> tuple[Status, str, str | None, str, list[Path]]:
    expected = imported.expected()
    ran = run_module(
        cfg.tools, cfg.profile.device, vmfb, imported.inputs(), len(expected), workdir, cfg.run_timeout, function
    )
    durations["run"] = ran.seconds
    if ran.status is not Status.PASS:
        return ran.status, "run", ran.signature, ran.message, []
    start = time.perf_counter()
    signature, message = compare_outputs(case, ran.outputs, expected, imported.oracles())
    durations["compare"] = time.perf_counter() - start
    if signature:
        return Status.MISMATCH, "compare", signature, message, ran.outputs
    return Status.PASS, "compare", None, "", []


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
    for f in [*imported.folder.iterdir(), imported.mlir]:
        if f.suffix in (".mlir", ".npy", ".txt") and f.exists():
            shutil.copy2(f, folder / f.name)
    (folder / "failure.txt").write_text(failure)
    for p in outputs or []:
        shutil.copy2(p, folder / f"actual_{p.name}")
    lines = ["#!/bin/sh", f"# {cell.id}: {status}", 'cd "$(dirname "$0")"']
    if flags:
        lines.append(shlex.join([str(cfg.tools.compile), "module.mlir", *flags, "-o", "module.vmfb"]))
        inputs = [Path(p.name) for p in imported.inputs()]
        outs = [Path(f"output_{i}.npy") for i in range(len(imported.expected()))]
        argv = run_argv(cfg.tools, cfg.profile.device, Path("module.vmfb"), inputs, outs, imported.function)
        lines.append(shlex.join(argv))
    else:
        lines.append("# the import failed: see import_error.txt; nothing to compile")
    script = folder / "commands.sh"
    script.write_text("\n".join(lines) + "\n")
    script.chmod(0o755)
    return folder
