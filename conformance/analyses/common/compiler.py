"""Running the compiler for the reduction: one compile (or ``iree-opt`` run)
out of process with a timeout, read as (status, signature), and the test that
two signatures name the same failure."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from conformance.cell import Status
from conformance.pipeline.classify import classify_tool_run
from conformance.pipeline.tools import ToolRun, ToolSet, run_tool
from conformance.signature import failure_key


@dataclass(frozen=True)
class Outcome:
    status: Status
    signature: str | None
    run: ToolRun


def iree_opt(tools: ToolSet) -> Path | None:
    """``iree-opt`` beside ``iree-compile`` (the wheel ships it in ``_mlir_libs/``)."""
    p = tools.compile.parent / "iree-opt"
    return p if p.exists() else None


def compile_outcome(
    tools: ToolSet, mlir: Path, flags: tuple[str, ...], timeout: float, extra: tuple[str, ...] = ()
) -> Outcome:
    run = run_tool([str(tools.compile), str(mlir), *flags, *extra, "-o", "/dev/null"], max(timeout, 1.0))
    status, sig, _ = classify_tool_run(run, Status.FAIL_COMPILE)
    return Outcome(status, sig, run)


def tool_outcome(argv: list[str], timeout: float, cwd: Path | None = None) -> Outcome:
    run = run_tool(argv, max(timeout, 1.0), cwd=cwd)
    status, sig, _ = classify_tool_run(run, Status.FAIL_COMPILE)
    return Outcome(status, sig, run)


def same_failure(a: str | None, b: str | None) -> bool:
    return a is not None and failure_key(a) == failure_key(b)
