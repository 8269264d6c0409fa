"""IREE 3.13 fails to compile ``torch.roll(x, -1, dims=0)`` of x of [1, 4, 4]:
``'hal.tensor.barrier' op failed to verify that all of {sources, results} have same type``.

Bug 10 of docs/fuzz.md. A roll along dim 0 by a negative multiple of that
dim's length (an identity) is lowered by torch-mlir to a ``tensor.concat`` of
an empty slice and a ``tensor.cast`` of the input to ``?x4x4``; the barrier
then takes that dynamic type, and ``ConvertTensorToFlowPass`` fails the
verifier: ``hal.tensor.barrier (tensor<?x4x4xf32>) -> tensor<1x4x4xf32>``.
Every opt level, O0 to O3, static or dynamic dims (the unit dim stays static).
The same with -2 along a dim 0 of length 2, -3 along one of length 3, a 1-d x
of [1] and a 2-d x of [1, 5]. Shifts of +1 or +2 along the same dim compile,
and so do -1 along a size-1 dim 1 or 2 ([4, 1, 4], [4, 4, 1]) and -3 along a
dim 1 of length 3. Standalone: torch, iree-turbine and iree-base-compiler.

    python docs/bugs/roll_negative_shift_leading_dim.py [O0..O3] [static|dynamic]

Exit 1 when the -1 roll fails with that message while the +1 roll compiles.
"""

import os
import subprocess
import sys
import tempfile

import torch
from iree.compiler.tools.binaries import find_tool
from iree.turbine import aot

OPT = sys.argv[1] if len(sys.argv) > 1 else "O2"
DIMS = sys.argv[2] if len(sys.argv) > 2 else "static"
MESSAGE = "'hal.tensor.barrier' op failed to verify that all of {sources, results} have same type"


class Roll(torch.nn.Module):
    def __init__(self, shift: int) -> None:
        super().__init__()
        self.shift = shift

    def forward(self, x):
        return torch.roll(x, self.shift, dims=0)


def compile_roll(shift: int, folder: str) -> str:
    x = torch.randn(1, 4, 4)
    dynamic = {"x": {1: torch.export.Dim.AUTO, 2: torch.export.Dim.AUTO}} if DIMS == "dynamic" else None
    path = os.path.join(folder, f"roll{shift}.mlir")
    aot.export(Roll(shift), x, dynamic_shapes=dynamic).save_mlir(path)
    target = ["--iree-hal-target-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=host", f"--iree-opt-level={OPT}"]
    run = subprocess.run(
        [find_tool("iree-compile"), path, *target, "-o", os.path.join(folder, "out.vmfb")],
        capture_output=True,
        text=True,
        timeout=300,
    )
    if run.returncode == 0:
        return "compiled"
    errors = [line for line in run.stderr.splitlines() if "error:" in line]
    return f"failed (exit {run.returncode}): {errors[0].split('error: ', 1)[1] if errors else run.stderr[-300:]}"


with tempfile.TemporaryDirectory() as tmp:
    plus = compile_roll(1, tmp)
    minus = compile_roll(-1, tmp)
print(f"torch.roll(x, s, dims=0) of x [1, 4, 4] ({DIMS} dims 1, 2), llvm-cpu {OPT}")
print(f"s = +1: {plus}")
print(f"s = -1: {minus}")
sys.exit(1 if plus == "compiled" and MESSAGE in minus else 0)
