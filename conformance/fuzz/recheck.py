"""A finding's reduced repro, run standalone before the finding is kept.

``reduced.py`` needs only torch and IREE's packages: it exports, compiles with
the cell's flags and ends as iree-compile ended (a mismatch's also runs the
module and compares it with eager PyTorch). It is run here as a reader
would run it, out of process, with the campaign's compiler (``IREE_TOOL_PATH``,
which IREE's own tool lookup reads). It reproduces the finding when it ends
the same way: the same signal for a crash, the same first diagnostic (numbers
aside: the reduced program has other sizes) for a compile failure, and wrong
numbers against eager PyTorch (exit 1) for a mismatch.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

from conformance.cell import Status
from conformance.fuzz.findings import loose
from conformance.pipeline.tools import run_tool
from conformance.signature import failure_key, signature

REPRODUCES = "reproduces"
TIMEOUT = 600.0


def recheck(reduced: Path, status: str, finding_signature: str, tools_dir: Path | None) -> str:
    """``REPRODUCES``, or why the standalone script does not."""
    env = {**os.environ, "IREE_TOOL_PATH": str(tools_dir)} if tools_dir else None
    run = run_tool([sys.executable, reduced.name], TIMEOUT, cwd=reduced.parent, env=env)
    if run.timed_out:
        return f"reduced.py ran past {TIMEOUT:.0f}s"
    if status == str(Status.MISMATCH):  # the script compares with eager PyTorch: exit 1 on wrong numbers
        if run.returncode == 1 and " differ" in run.stdout:
            return REPRODUCES
        ended = run.signal_name or f"exit {run.returncode}"
        return f"reduced.py gives no wrong numbers ({ended}): {run.stdout.strip()[-200:]}"
    if status == str(Status.CRASH):
        m = re.match(r"crash: \S+ (SIG\w+|exit -?\d+)", finding_signature)
        got = run.signal_name or f"exit {run.returncode}"
        return REPRODUCES if m and got == m.group(1) else f"reduced.py ended with {got}"
    if run.returncode == 0:
        return "reduced.py compiles: iree-compile exit 0"
    got = signature(status, run.stderr, f"exit {run.returncode}")
    if failure_key(loose(got)) == failure_key(loose(finding_signature)):
        return REPRODUCES
    return f"reduced.py fails otherwise: {got[:200]}"
