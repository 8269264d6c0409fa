"""From a finished tool run to a raw status, a signature and a message."""

from __future__ import annotations

import re

from conformance.cell import Status
from conformance.faults import tool_fault
from conformance.pipeline.tools import ToolRun
from conformance.signature import first_diagnostic, normalize, signature

# Printed by LLVM's crash handler when a tool dies; some builds exit with a code
# instead of re-raising the signal, so these mark a crash too.
_CRASH_MARKERS = ("PLEASE submit a bug report", "Stack dump:", "Assertion `", "LLVM ERROR:", "UNREACHABLE executed")


def classify_tool_run(run: ToolRun, failure: Status) -> tuple[Status, str | None, str]:
    """``failure`` is the status of an ordinary error exit (fail-compile or fail-run)."""
    tool = run.argv[0].rsplit("/", 1)[-1]
    excerpt = _excerpt(run.stderr or run.stdout)
    if run.timed_out:
        # The seconds go in the message: a signature is pinned, and a wall time is never the same twice.
        return Status.TIMEOUT, f"timeout: {tool} ran past its time limit", f"killed after {run.seconds:.0f}s\n{excerpt}"
    sig_name = run.signal_name
    # The machine failed the tool (disk full, out of memory, OOM killer): not the compiler's result.
    fault = tool_fault(run.stderr) if run.returncode != 0 else None
    if fault or sig_name == "SIGKILL":
        what = fault or "killed by SIGKILL from outside (out of memory?)"
        return Status.ERROR, f"error: {tool}: {what}", excerpt
    if run.returncode == 1 and (flag := _unknown_flag(run.stderr)):
        # A flag this build does not have is the harness's mismatch with it, not a compile failure.
        return Status.ERROR, f"error: {tool} does not know the flag {flag}", excerpt
    crashed = sig_name is not None or (run.returncode != 0 and any(m in run.stderr for m in _CRASH_MARKERS))
    if crashed:
        diag = first_diagnostic(run.stderr)
        if diag and diag.startswith(f"{tool}: "):  # LLVM prefixes assertion messages with the tool name
            diag = diag[len(tool) + 2 :]
        what = sig_name or f"exit {run.returncode}"
        return Status.CRASH, f"crash: {tool} {what}" + (f": {normalize(diag)}" if diag else ""), excerpt
    if run.returncode != 0:
        return failure, signature(str(failure), run.stderr or run.stdout, f"{tool} exit {run.returncode}"), excerpt
    return Status.PASS, None, ""


def _unknown_flag(stderr: str) -> str | None:
    """LLVM's command line parser: ``iree-compile: Unknown command line argument '--x=1'.``"""
    m = re.search(r"Unknown command line argument '(-[^'=]+)", stderr)
    return m.group(1) if m else None


def _excerpt(text: str, lines: int = 20, width: int = 400) -> str:
    kept = [line if len(line) <= width else line[:width] + " …" for line in text.splitlines() if line.strip()]
    return "\n".join(kept[:lines])
