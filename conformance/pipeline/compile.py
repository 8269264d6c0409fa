"""Compile stage: ``iree-compile`` out of process, cached by content."""

from __future__ import annotations

import functools
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from conformance.cell import Status
from conformance.files import file_digest
from conformance.pipeline import cache, timing
from conformance.pipeline.classify import classify_tool_run
from conformance.pipeline.tools import ToolRun, ToolSet, run_tool

MODULE = "module.vmfb"  # the compiled module, in a compile or batch cache entry


@dataclass(frozen=True)
class Compiled:
    status: Status  # PASS when a module was produced
    signature: str | None
    message: str
    seconds: float  # time inside iree-compile when the entry was built
    hit: bool
    vmfb: Path | None
    flags: tuple[str, ...]


class _NotCacheable(Exception):
    def __init__(self, result: Compiled) -> None:
        self.result = result


def classify_compile(run: ToolRun, vmfb: Path) -> tuple[Status, str | None, str]:
    """:func:`classify_tool_run` for a compile, which passes only with its module
    written: a compiler that exits 0 and leaves no module (or an empty one) failed
    to compile, and must not be blamed on the runtime that cannot load it."""
    status, sig, message = classify_tool_run(run, Status.FAIL_COMPILE)
    if status is not Status.PASS:
        return status, sig, message
    size = vmfb.stat().st_size if vmfb.is_file() else None
    if size:
        return status, sig, message
    tool = run.argv[0].rsplit("/", 1)[-1]
    what = "no module" if size is None else "an empty module"
    sig = f"fail-compile: {tool} exited 0 but wrote {what}"
    said = run.stderr.strip().splitlines()[:20]  # what it printed, if anything (warnings)
    return Status.FAIL_COMPILE, sig, "\n".join([sig, *said])


def holds_its_module(folder: Path) -> bool:
    """A compile (or batch) entry that says it passed holds a non-empty module.
    Entries stored by an older harness may not: they are rebuilt, never served."""
    try:
        passed = json.loads((folder / "meta.json").read_text())["status"] == str(Status.PASS)
    except (OSError, ValueError, KeyError, TypeError):
        return False
    vmfb = folder / MODULE
    return not passed or (vmfb.is_file() and vmfb.stat().st_size > 0)


def compile_module(mlir: Path, flags: tuple[str, ...], tools: ToolSet, cache_root: Path, timeout: float) -> Compiled:
    key = cache.content_key("compile/1", file_digest(mlir), tools.fingerprint, list(flags))

    def build(tmp: Path) -> None:
        vmfb = tmp / MODULE
        with timing.stage("compile"):
            run = run_tool([str(tools.compile), str(mlir), *flags, "-o", str(vmfb)], timeout)
        status, sig, message = classify_compile(run, vmfb)
        if status in (Status.TIMEOUT, Status.ERROR):  # the machine's state, not the input's: never cached
            raise _NotCacheable(Compiled(status, sig, message, run.seconds, False, None, flags))
        if status is not Status.PASS:
            vmfb.unlink(missing_ok=True)  # a failed compile's partial output is never served
        (tmp / "stderr.txt").write_text(run.stderr)
        meta = {"status": str(status), "signature": sig, "message": message, "seconds": run.seconds}
        (tmp / "meta.json").write_text(json.dumps(meta, indent=1))

    try:
        folder, hit = cache.get_or_build(cache_root, "compile", key, build, complete=holds_its_module)
    except _NotCacheable as e:
        return e.result
    meta = json.loads((folder / "meta.json").read_text())
    status = Status(meta["status"])
    vmfb = folder / MODULE if status is Status.PASS else None
    return Compiled(status, meta["signature"], meta["message"], meta["seconds"], hit, vmfb, flags)


# A module every target compiles: where it does not, the run's flags are at fault (an arch this
# compiler does not know, a flag value it refuses), never a cell.
_TRIVIAL = "func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = arith.addf %x, %x : tensor<4xf32>\n"
_TRIVIAL += "  return %0 : tensor<4xf32>\n}\n"


@functools.cache
def flags_refused(compile_: Path, flags: tuple[str, ...]) -> str | None:
    """Why ``compile_`` refuses ``flags`` on a trivial module (its first error line), or None when it
    compiles it. Asked once per process and flag set; a timeout is no refusal (the cells will say)."""
    with tempfile.TemporaryDirectory(prefix="flags-") as folder:
        mlir = Path(folder) / "trivial.mlir"
        mlir.write_text(_TRIVIAL)
        run = run_tool([str(compile_), str(mlir), *flags, "-o", os.devnull], timeout=120)
    if run.returncode in (0, None):
        return None
    lines = [line.strip() for line in run.stderr.splitlines() if line.strip()]
    said = next((line for line in lines if "error" in line.lower()), lines[0] if lines else f"exit {run.returncode}")
    return f"iree-compile refuses this run's flags ({' '.join(flags)}) on a trivial module: {said}"
