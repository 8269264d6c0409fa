"""Reduced repro of two_rolls_one_dim[llvm-cpu|O3|static]: fail-compile: error: 'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 2

Standalone: needs only torch, iree-base-compiler and iree-base-runtime.
    python reduced.py
exports the module below with torch.export, imports it with IREE's FxImporter,
compiles it with iree-compile and the flags of the failing cell,
and ends the way iree-compile ended (its diagnostics on stderr; a signal
is re-raised).
"""

import os
import signal
import subprocess
import sys
import tempfile

import torch
from torch import device  # noqa: F401 - the generated forward may name it


def export_mlir(module, args, dynamic):
    """MLIR of ``module`` exported on ``args``; ``dynamic[i]``: the symbolic dims of input i."""
    import torch
    from iree.compiler.extras.fx_importer import FxImporter

    shapes = tuple({d: torch.export.Dim.AUTO for d in dims} or None for dims in dynamic)
    ep = torch.export.export(module, tuple(args), dynamic_shapes=shapes if any(dynamic) else None)
    ep = ep.run_decompositions({})  # the graph is already decomposed; only functionalize
    importer = FxImporter()
    importer.import_frozen_program(ep)
    return str(importer.module)


class Reduced(torch.nn.Module):
    def __init__(self):
        super().__init__()
        pass

    def forward(self, x0):
        roll = torch.ops.aten.roll.default(x0, [2], [1]);  x0 = None
        roll_1 = torch.ops.aten.roll.default(roll, [-1], [1]);  roll = None
        return (roll_1,)


def exact(data, dtype, shape):
    """A tensor of too many values to list, written as its bytes."""
    import base64

    return torch.frombuffer(bytearray(base64.b64decode(data)), dtype=dtype).reshape(shape)


gen = torch.Generator().manual_seed(0)
ARGS = (
    torch.tensor([[1.0220690965652466, 0.4895738661289215, 0.7404298782348633, -0.9036687016487122],
 [-0.2408132702112198, 0.9404661059379578, 1.2838270664215088, -0.11494122445583344],
 [-0.39477863907814026, 1.7326788902282715, -0.34208163619041443, -0.4722897410392761],
 [0.7624786496162415, 0.5060603022575378, -0.44460612535476685, -1.6005785465240479]], dtype=torch.float32),
)
DYNAMIC = ((),)
FLAGS = ['--iree-hal-target-backends=llvm-cpu', '--iree-llvmcpu-target-cpu=host', '--iree-opt-level=O3']


def compile_vmfb(tmp):
    """The compiled module's path; the compiler's own end when it fails."""
    from iree.compiler.tools.binaries import find_tool

    path = os.path.join(tmp, "reduced.mlir")
    with open(path, "w") as f:
        f.write(export_mlir(Reduced(), ARGS, DYNAMIC))
    vmfb = os.path.join(tmp, "reduced.vmfb")
    proc = subprocess.run([find_tool("iree-compile"), path, *FLAGS, "-o", vmfb], stderr=subprocess.PIPE, text=True,
                          errors="replace")
    sys.stderr.write(proc.stderr)
    if proc.returncode < 0:
        sys.stderr.flush()
        signal.signal(-proc.returncode, signal.SIG_DFL)
        os.kill(os.getpid(), -proc.returncode)
    if proc.returncode != 0:
        print("iree-compile exit", proc.returncode)
        sys.exit(proc.returncode)
    return vmfb


def main():
    with tempfile.TemporaryDirectory() as tmp:
        compile_vmfb(tmp)
    print("iree-compile exit", 0)


if __name__ == "__main__":
    main()
