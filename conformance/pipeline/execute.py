"""Run stage: ``iree-run-module`` out of process, inputs and outputs as .npy.

The tool rather than the Python runtime binding: a crash stays in its own
process, and on lavapipe the binding fails on host pointer alignment while the
tool works.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from conformance.cell import Status
from conformance.pipeline.classify import classify_tool_run
from conformance.pipeline.tools import ToolSet, run_tool


@dataclass(frozen=True)
class Ran:
    status: Status  # PASS when the module ran to completion
    signature: str | None
    message: str
    seconds: float
    outputs: list[Path]
    argv: tuple[str, ...]


def run_argv(
    tools: ToolSet, device: str, vmfb: Path, inputs: list[Path], outputs: list[Path], function: str = "main"
) -> list[str]:
    return [
        str(tools.run_module),
        f"--device={device}",
        f"--module={vmfb}",
        f"--function={function}",
        *(f"--input=@{p}" for p in inputs),
        *(f"--output=@{p}" for p in outputs),
    ]


def run_module(
    tools: ToolSet,
    device: str,
    vmfb: Path,
    inputs: list[Path],
    n_outputs: int,
    workdir: Path,
    timeout: float,
    function: str = "main",
) -> Ran:
    workdir.mkdir(parents=True, exist_ok=True)
    outputs = [workdir / f"output_{i}.npy" for i in range(n_outputs)]
    for p in outputs:
        p.unlink(missing_ok=True)
    argv = run_argv(tools, device, vmfb, inputs, outputs, function)
    run = run_tool(argv, timeout)
    status, sig, message = classify_tool_run(run, Status.FAIL_RUN)
    if status is Status.PASS and not all(p.exists() for p in outputs):
        status, sig = Status.FAIL_RUN, f"fail-run: module produced fewer than {n_outputs} outputs"
    return Ran(status, sig, message, run.seconds, outputs, tuple(argv))
