"""IREE 3.13's iree-compile does not finish on a circular pad that pads only the last dim
while naming a zero pad for the dim before it: ``F.pad(x, (1, 1, 0, 0), mode="circular")``.

Bug 19 of docs/fuzz.md (x of [4, 7, 15, 5], static). The fault is in input
conversion, before any backend: ``--compile-to=input`` does not finish either,
at 100% CPU. A stack of the hung process is in torch-mlir's
``DecomposeComplexOpsPass`` (``applyPatternsGreedily``, folding
``torch.constant.int`` in ``processWorklist``): its greedy rewrite never ends.
A 3-d x ([7, 15, 5]) and a 4-d x of [1, 1, 2, 3] hang the same way, and so do
the pads (2, 1, 0, 0), (1, 0, 0, 0) and a 5-d x with (1, 1, 0, 0, 0, 0).
The same pad in reflect mode converts; a circular pad with no zero pair,
(1, 1, 1, 1) of the same x or (1, 1) of a 3-d x, fails at once instead
(``failed to legalize operation 'torch.constant.int'``, the circular pad left
unlowered). Standalone: torch, iree-turbine and iree-base-compiler.

    python docs/bugs/circular_pad_hang.py [SECONDS] [O0..O3]

With an opt level it runs the full llvm-cpu compile instead of ``--compile-to=input``.
Exit 1 when the circular pad does not finish within SECONDS (default 60)
while the reflect pad of the same shape does.
"""

import os
import signal
import subprocess
import sys
import tempfile
import time

import torch
import torch.nn.functional as F
from iree.compiler.tools.binaries import find_tool
from iree.turbine import aot

LIMIT = float(sys.argv[1]) if len(sys.argv) > 1 else 60.0
OPT = sys.argv[2] if len(sys.argv) > 2 else None
SHAPE = (4, 7, 15, 5)
PAD = (1, 1, 0, 0)


class Pad(torch.nn.Module):
    def __init__(self, mode: str) -> None:
        super().__init__()
        self.mode = mode

    def forward(self, x):
        return F.pad(x, PAD, mode=self.mode)


def compile_one(mode: str, folder: str) -> str:
    """How iree-compile ended on the pad in this mode: in how many seconds, how, or not at all."""
    path = os.path.join(folder, f"{mode}.mlir")
    aot.export(Pad(mode), torch.randn(*SHAPE)).save_mlir(path)
    if OPT:
        phase = ["--iree-hal-target-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=host", f"--iree-opt-level={OPT}"]
    else:
        phase = ["--compile-to=input"]
    argv = [find_tool("iree-compile"), path, *phase, "-o", os.path.join(folder, f"{mode}.out")]
    start = time.monotonic()
    # Its own session, so that a timeout ends the compiler and nothing else.
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
    try:
        _, err = proc.communicate(timeout=LIMIT)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        return f"not finished after {LIMIT:.0f} s (a hang)"
    took = time.monotonic() - start
    if proc.returncode != 0:
        first = err.decode(errors="replace").strip().splitlines()
        return f"failed in {took:.1f} s (exit {proc.returncode}): {first[0][:200] if first else ''}"
    return f"compiled in {took:.1f} s"


with tempfile.TemporaryDirectory() as tmp:
    reflect = compile_one("reflect", tmp)
    circular = compile_one("circular", tmp)
what = f"full llvm-cpu compile at {OPT}" if OPT else "--compile-to=input"
print(f"F.pad(x, {PAD}) of x {list(SHAPE)}, {what}")
print(f"reflect:  {reflect}")
print(f"circular: {circular}")
sys.exit(1 if reflect.startswith("compiled") and circular.startswith("not finished") else 0)
