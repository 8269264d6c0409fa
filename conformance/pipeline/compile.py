"""Compile stage: ``iree-compile`` out of process, cached by content."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from conformance.cell import Status
from conformance.pipeline import cache, timing
from conformance.pipeline.classify import classify_tool_run
from conformance.pipeline.tools import ToolSet, run_tool


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


def compile_module(mlir: Path, flags: tuple[str, ...], tools: ToolSet, cache_root: Path, timeout: float) -> Compiled:
    key = cache.content_key("compile/1", cache.file_digest(mlir), tools.fingerprint, list(flags))

    def build(tmp: Path) -> None:
        vmfb = tmp / "module.vmfb"
        with timing.stage("compile"):
            run = run_tool([str(tools.compile), str(mlir), *flags, "-o", str(vmfb)], timeout)
        status, sig, message = classify_tool_run(run, Status.FAIL_COMPILE)
        if status in (Status.TIMEOUT, Status.ERROR):  # the machine's state, not the input's: never cached
            raise _NotCacheable(Compiled(status, sig, message, run.seconds, False, None, flags))
        (tmp / "stderr.txt").write_text(run.stderr)
        meta = {"status": str(status), "signature": sig, "message": message, "seconds": run.seconds}
        (tmp / "meta.json").write_text(json.dumps(meta, indent=1))

    try:
        folder, hit = cache.get_or_build(cache_root, "compile", key, build)
    except _NotCacheable as e:
        return e.result
    meta = json.loads((folder / "meta.json").read_text())
    status = Status(meta["status"])
    vmfb = folder / "module.vmfb" if status is Status.PASS else None
    return Compiled(status, meta["signature"], meta["message"], meta["seconds"], hit, vmfb, flags)
