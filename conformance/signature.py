"""One-line failure signatures, normalized so one compiler bug is one row
however many cells it breaks: paths, locations, SSA names and addresses out."""

from __future__ import annotations

import re

# file.mlir:12:3: or <unknown>:0: at the start, or right after "error: "
_LOCATION = re.compile(r"(^|(?<=error: ))(?:(?:[^\s:]*[/\\.][^\s:]*|-):\d+:\d+|<[^>]+>:\d+(?::\d+)?):\s*")
_LOC_ATTR = re.compile(r"loc\([^)]*\)")
_SSA = re.compile(r"%[A-Za-z0-9_.$#-]+")
_ADDR = re.compile(r"0x[0-9a-fA-F]{4,}")
_DIRS = re.compile(r"(?:/[\w.+-]+)+/(?=[\w.+-])")  # keep a path's file name, drop its folders
_WS = re.compile(r"\s+")
# A Python frame quoted in a message (FxImporter quotes the node's stack trace):
# its line number moves with every edit of that file, the harness's own included.
_PY_LINE = re.compile(r'(File \\?"[^"\\]*\\?", line )\d+')
# Tensor types differ by shape from cell to cell of one bug: keep rank and dtype.
_TYPE_SHAPE = re.compile(r"(vtensor<)\[[^\]]*\]|(tensor<)(?:[\d?]+x)+")
# A size the compiler measured in the program that hit it ("Got 133824 bytes" of stack, "uses 17792
# bytes of shared memory", "large vector sizes (32768 bytes)"): it moves with the host's or the GPU
# target's vector widths and tile sizes, while the bug is one. A limit the target sets ("limit of
# 32768 bytes") stays: it tells targets apart.
_MEASURED_BYTES = re.compile(r"(\bGot |\buses |\()\d+ bytes")
MAX_LEN = 240
# An IREE runtime status as iree-run-module prints it, before its VM stack:
# "runtime/src/iree/hal/buffer_view.c:47: OUT_OF_RANGE; buffer view byte length
# 48 exceeds ...; while invoking native function hal.buffer_view.create; ".
_STATUS_CODES = (
    "CANCELLED|UNKNOWN|INVALID_ARGUMENT|DEADLINE_EXCEEDED|NOT_FOUND|ALREADY_EXISTS|PERMISSION_DENIED|"
    "RESOURCE_EXHAUSTED|FAILED_PRECONDITION|ABORTED|OUT_OF_RANGE|UNIMPLEMENTED|INTERNAL|UNAVAILABLE|"
    "DATA_LOSS|UNAUTHENTICATED|DEFERRED|INCOMPATIBLE"
)
_STATUS = re.compile(rf"^\s*(?:(?P<file>[^\s:]+):\d+: )?(?P<rest>(?:{_STATUS_CODES});.*)$")
_NUMBER = re.compile(r"\d+")


def measured_out(text: str) -> str:
    """``text`` with the sizes the compiler measured as N (see _MEASURED_BYTES); for pins written before."""
    return _MEASURED_BYTES.sub(r"\1N bytes", text)


def normalize(line: str) -> str:
    line = _LOCATION.sub("", line.strip(), count=2)
    line = measured_out(line)
    line = _LOC_ATTR.sub("loc(...)", line)
    line = _SSA.sub("%V", line)
    line = _ADDR.sub("0xADDR", line)
    line = _DIRS.sub("", line)
    line = _PY_LINE.sub(r"\g<1>N", line)
    line = _TYPE_SHAPE.sub(lambda m: (m.group(1) + "[...]") if m.group(1) else m.group(2) + "...x", line)
    line = _WS.sub(" ", line).strip()
    return line[:MAX_LEN]


def runtime_status(text: str, numbers: bool = True) -> str | None:
    """The first IREE runtime status line of ``text`` as ``file.c: CODE;
    message; context``, or None. The source line number goes: it moves from
    release to release. ``numbers=False`` drops the message's numbers too."""
    for line in text.splitlines():
        m = _STATUS.match(line)
        if m:
            rest = m.group("rest").rstrip("; ")
            rest = rest if numbers else _NUMBER.sub("N", rest)
            return f"{m.group('file').rsplit('/', 1)[-1]}: {rest}" if m.group("file") else rest
    return None


def first_diagnostic(text: str) -> str | None:
    """The first compiler diagnostic: an 'error:' line, else a runtime status
    (not the VM stack printed after it), else an assertion, else None."""
    lines = text.splitlines()
    for line in lines:
        if re.search(r"\berror:", line):
            return line[line.index("error:") :] if "error:" in line else line
    # Without its numbers, the sizes of one cell (byte lengths, dimensions): one
    # runtime check failing is one signature whatever the cell's sizes.
    status = runtime_status(text, numbers=False)
    if status is not None:
        return status
    for line in lines:
        if "Assertion" in line or "LLVM ERROR" in line or "UNREACHABLE" in line:
            return line
    return None


def signature(kind: str, text: str, fallback: str = "") -> str:
    """``kind: normalized first diagnostic``; the last non-empty line when no
    diagnostic is recognizable, so a signature is never empty."""
    diag = first_diagnostic(text)
    if diag is None:
        tail = [line for line in text.splitlines() if line.strip()]
        diag = tail[-1] if tail else fallback
    return f"{kind}: {normalize(diag)}" if diag else kind


# A compile failure of a module in which IREE's ONNX importer wrote a value of
# unknown rank (onnx's shape inference left it unshaped) as a scalar: it starts at
# import, and its signature says so after the compiler's diagnostic.
_MISTYPED = re.compile(r" \[iree-import-onnx typed [^\]]* as a scalar\]")


def with_mistyped_import(signature: str | None, what: str) -> str | None:
    """``what``: the first such value, e.g. ``a rank-2 Reshape``."""
    return f"{signature} [iree-import-onnx typed {what} as a scalar]" if signature and what else signature


def compiler_part(signature: str) -> str:
    """The signature as the compiler alone ends with it (a standalone rerun of its commands)."""
    return _MISTYPED.sub("", signature)


_TOOL = re.compile(r"^(crash|timeout): iree-[\w-]+")
_PASS_NOTE = re.compile(r" in [A-Za-z_][\w:]*(?=:|$)")


def failure_key(signature: str | None) -> str | None:
    """What must stay the same for two failures to be one (reduction, reports, the GPU-only
    table): the signature without the tool's name (iree-opt replays what iree-compile did),
    without the pass reduction adds to crash signatures, and without the note that the
    importer mistyped a value (the compiler's own words do not say it). A size the compiler
    measured is N (``measured_out``), so a signature recorded before that rule is the same one."""
    if signature is None:
        return None
    s = _TOOL.sub(r"\1: TOOL", measured_out(compiler_part(signature)), count=1)
    if s.startswith("crash:"):
        s = _PASS_NOTE.sub("", s, count=1)
    return s
