"""The failing pass of a compile failure or crash, and a reproducer of it.

The compile is rerun with ``--mlir-pass-pipeline-crash-reproducer`` in local
scope (``--mlir-pass-pipeline-local-reproducer``, which needs
``--mlir-disable-threading``): on a failed or crashed pass, IREE 3.13 writes
the IR just before that pass with a pipeline of that pass alone, and names
the pass in ``Pipeline failed while executing `Pass` on ...``. ``iree-opt
--run-reproducer`` replays it. A crash's stack dump names the running pass
too (its innermost ``Pass::runOnOperation()`` frame): used when no
reproducer comes out.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from pathlib import Path

from conformance.analyses.common.compiler import compile_outcome, iree_opt, same_failure, tool_outcome
from conformance.pipeline.tools import ToolSet

REPRODUCER = "reproducer.mlir"
COMMAND = "reproduce.sh"
LOCAL_REPRODUCER_FLAGS = ("--mlir-pass-pipeline-local-reproducer", "--mlir-disable-threading")

_FAILED = re.compile(r"Pipeline failed while executing (.*?): reproducer generated")
_RUNNING = re.compile(r"^\s*\d+\.\s+Running pass '([^']+)'", re.M)
_FRAME = re.compile(r"([A-Za-z_]\w*)::runOnOperation\(\)")
# Pass managers and adaptors that wrap the pass that failed.
_WRAPPERS = re.compile(r"Adaptor|PipelinePass$|PassManager")


@dataclass(frozen=True)
class FailingPass:
    name: str | None  # e.g. ConvertTorchToLinalg
    reproducer: Path | None  # IR just before the pass, with that pass as its pipeline
    command: str | None  # one shell line, run in the repro folder, that gives the same signature
    signature: str | None  # what the command gave
    why: str = ""


def pass_from_pipeline_note(stderr: str) -> str | None:
    """The innermost pass named by ``Pipeline failed while executing``."""
    m = _FAILED.search(stderr)
    if not m:
        return None
    names = [n for n in re.findall(r"`([^`]+)`", m.group(1)) if not _WRAPPERS.search(n)]
    return names[-1].rsplit("::", 1)[-1] if names else None


def pass_from_stack_dump(stderr: str) -> str | None:
    """The running pass named by LLVM's stack dump: a ``Running pass`` entry
    when the build prints them, else the innermost ``::runOnOperation()`` frame."""
    running = _RUNNING.findall(stderr)
    if running:
        return running[-1]
    for name in _FRAME.findall(stderr):
        if not _WRAPPERS.search(name):
            return name
    return None


def with_pass(signature: str, pass_name: str | None) -> str:
    """A crash signature that names the pass: ``crash: iree-compile SIGSEGV in Pass: <diagnostic>``."""
    if not pass_name or not signature.startswith("crash:") or f" in {pass_name}" in signature:
        return signature
    head, sep, rest = signature.partition(": ")
    tool_what, colon, diag = rest.partition(": ")
    return f"{head}{sep}{tool_what} in {pass_name}{colon}{diag}"


REPRODUCER_TIMED_OUT = "the reproducer run timed out"


def find_failing_pass(
    tools: ToolSet,
    mlir: Path,
    flags: tuple[str, ...],
    signature: str,
    folder: Path,
    timeout: float,
    crash_stderr: str = "",
) -> FailingPass:
    """Rerun with the crash reproducer; write ``reproducer.mlir`` and ``reproduce.sh``
    into ``folder`` when the reproducer replays ``signature``."""
    folder.mkdir(parents=True, exist_ok=True)
    repro = folder / REPRODUCER
    repro.unlink(missing_ok=True)
    rerun = compile_outcome(
        tools, mlir, flags, timeout, (f"--mlir-pass-pipeline-crash-reproducer={repro}", *LOCAL_REPRODUCER_FLAGS)
    )
    if rerun.run.timed_out:
        return FailingPass(pass_from_stack_dump(crash_stderr), None, None, None, REPRODUCER_TIMED_OUT)
    name = pass_from_pipeline_note(rerun.run.stderr) or pass_from_stack_dump(crash_stderr or rerun.run.stderr)
    if not repro.is_file():
        why = "no pass failed: the failure is outside the pass pipeline" if name is None else "no reproducer written"
        return FailingPass(name, None, None, None, why)
    opt = iree_opt(tools)
    if opt is None:
        return FailingPass(name, repro, None, None, f"no iree-opt beside {tools.compile.name}")
    argv = [str(opt), "--run-reproducer", REPRODUCER, "-o", "/dev/null"]
    replay = tool_outcome(argv, timeout, cwd=folder)
    command = shlex.join(argv)
    script = folder / COMMAND
    script.write_text(f'#!/bin/sh\n# replays the failing pass ({name})\ncd "$(dirname "$0")"\n{command}\n')
    script.chmod(0o755)
    if not same_failure(replay.signature, signature):
        return FailingPass(name, repro, command, replay.signature, f"the reproducer gives {replay.signature!r}")
    return FailingPass(name, repro, command, replay.signature)
