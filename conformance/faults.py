"""Faults of the machine and of the harness, told apart from the compiler's.

A full disk, exhausted memory, a missing tool, an unwritable folder or an
exception inside the harness say nothing about the compiler under test: such a
cell is ``error`` (lit's UNRESOLVED), never cached, never a compiler status,
and always blocking.
"""

from __future__ import annotations

import errno

from conformance.cell import Cell, CellResult, Status
from conformance.signature import normalize

# errno values that are the machine's state, not a property of the input.
ENVIRONMENT_ERRNOS = {
    errno.ENOSPC: "no space left on device",
    errno.EDQUOT: "disk quota exceeded",
    errno.ENOMEM: "out of memory",
    errno.EROFS: "read-only file system",
    errno.EMFILE: "too many open files",
    errno.ENFILE: "too many open files in the system",
}

# What a tool prints when the machine fails it (strerror texts, LLVM's bad_alloc handler).
_TOOL_MARKERS = (
    ("No space left on device", "no space left on device"),
    ("Disk quota exceeded", "disk quota exceeded"),
    ("Cannot allocate memory", "out of memory"),
    ("LLVM ERROR: out of memory", "out of memory"),
    ("std::bad_alloc", "out of memory"),
    ("Read-only file system", "read-only file system"),
    ("Too many open files", "too many open files"),
)


def tool_fault(stderr: str) -> str | None:
    """The environment fault a tool's output reports, if any."""
    return next((what for marker, what in _TOOL_MARKERS if marker in stderr), None)


# torch's own state in this process broken (by an exception raised into it
# earlier): every later export or eager run here fails so, whatever the case.
_TORCH_STATE_BROKEN = ("PythonDispatcherTLS was not set",)


def environment_fault(e: BaseException) -> str | None:
    """The environment fault an exception is, if any."""
    if isinstance(e, MemoryError):
        return "out of memory"
    if isinstance(e, OSError) and e.errno in ENVIRONMENT_ERRNOS:
        return ENVIRONMENT_ERRNOS[e.errno]
    if isinstance(e, RuntimeError) and any(m in str(e) for m in _TORCH_STATE_BROKEN):
        return "torch's state in this process is broken"
    return None


class FrontendRefused(Exception):
    """The frontend before IREE (torch.export) refused the model; the message
    names it first, so the signature says whose failure it is."""


def one_line(e: BaseException) -> str:
    """An exception as one normalized line: ``KeyError: 'x'``; a frontend's
    refusal as its own message, which names the frontend."""
    text = str(e).strip().splitlines()
    if isinstance(e, FrontendRefused):
        return normalize(text[0] if text else "")
    return normalize(f"{type(e).__name__}: {text[0] if text else ''}")


def describe(e: BaseException) -> str:
    """One line: ``error: no space left on device (OSError: ...)`` or ``error: harness: KeyError: 'x'``."""
    detail = one_line(e)
    what = environment_fault(e)
    if what:
        return f"error: {what} ({detail})"
    if isinstance(e, FileNotFoundError | PermissionError):
        return f"error: {detail}"
    return f"error: harness: {detail}"


def error_result(cell: Cell, target: str, signature: str, message: str = "", family: str = "") -> CellResult:
    return CellResult(
        cell=cell,
        target=target,
        status=Status.ERROR,
        stage="harness",
        signature=signature,
        message=message,
        family=family,
    )
