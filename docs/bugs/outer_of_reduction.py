"""IREE 3.13 keeps only the diagonal of the outer product of a reduction's result:
``v = x.sum(1); v[:, None] * v[None, :]`` comes back with zeros off the diagonal.

Bug 1 of docs/fuzz.md, in its elementwise form: wrong at every opt level, O0
to O3 (static x of [5, 12]); the difference ``v[:, None] - v[None, :]`` is
wrong the same way. Standalone: torch, iree-turbine and iree-base-compiler/-runtime.

    python docs/bugs/outer_of_reduction.py [O0..O3]

Exit 1 when IREE differs from eager PyTorch.
"""

import os
import subprocess
import sys
import tempfile

import iree._runtime_libs
import numpy as np
import torch
from iree.compiler.tools.binaries import find_tool
from iree.turbine import aot

OPT = sys.argv[1] if len(sys.argv) > 1 else "O0"


class Outer(torch.nn.Module):
    def forward(self, x):
        v = x.sum(1)
        return v[:, None] * v[None, :]


def main() -> int:
    torch.manual_seed(0)
    x = torch.randn(5, 12)
    want = Outer()(x).numpy()
    run = os.path.join(os.path.dirname(iree._runtime_libs.__file__), "iree-run-module")
    with tempfile.TemporaryDirectory() as tmp:
        mlir, vmfb, inp, out = (os.path.join(tmp, n) for n in ("outer.mlir", "outer.vmfb", "x.npy", "out.npy"))
        aot.export(Outer(), x).save_mlir(mlir)
        np.save(inp, x.numpy())
        target = ["--iree-hal-target-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=host", f"--iree-opt-level={OPT}"]
        subprocess.run([find_tool("iree-compile"), mlir, *target, "-o", vmfb], check=True)
        argv = [run, f"--module={vmfb}", "--device=local-task", f"--input=@{inp}", f"--output=@{out}"]
        subprocess.run(argv, check=True)
        got = np.load(out)
    err = float(np.abs(got - want).max())
    diagonal = np.allclose(got, np.diag(np.diag(want)), atol=1e-4)
    print(f"{OPT}: max abs error {err:.4g}; only the diagonal kept: {diagonal}")
    return 1 if err > 1e-4 else 0


if __name__ == "__main__":
    sys.exit(main())
