"""Reduced repro of adaptive_pool_then_permute[llvm-cpu|O2|static]: fail-compile: error: 'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)

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
        adaptive_avg_pool1d = torch.ops.aten.adaptive_avg_pool1d.default(x0, [2]);  x0 = None
        permute = torch.ops.aten.permute.default(adaptive_avg_pool1d, [1, 2, 0]);  adaptive_avg_pool1d = None
        return (permute,)


def exact(data, dtype, shape):
    """A tensor of too many values to list, written as its bytes."""
    import base64

    return torch.frombuffer(bytearray(base64.b64decode(data)), dtype=dtype).reshape(shape)


gen = torch.Generator().manual_seed(0)
ARGS = (
    torch.tensor([[[0.8359594941139221, -0.563031017780304, -1.2696313858032227, -0.9084166884422302,
   -0.09900105744600296],
  [-1.0897667407989502, -0.02173076756298542, -0.5431246161460876, 0.005205580033361912,
   1.155798077583313],
  [0.687175452709198, 0.4447016716003418, -0.6841701865196228, -1.700758457183838,
   -1.5948957204818726],
  [0.6197566986083984, -1.230814814567566, 1.5114539861679077, -0.41018179059028625,
   -0.2521980106830597]],
 [[0.4593225419521332, 2.1218836307525635, -1.4891750812530518, 1.7670572996139526,
   -0.49759337306022644],
  [-0.279689222574234, -1.5692890882492065, 0.23989810049533844, -0.3698139190673828,
   -0.7701104283332825],
  [-0.12324576824903488, 0.46515005826950073, -0.732196033000946, -1.4081947803497314,
   -0.1590544730424881],
  [-0.032236211001873016, 0.4664676785469055, 1.8475143909454346, -1.8539658784866333,
   1.5634021759033203]],
 [[0.6941816806793213, 1.3070954084396362, 0.5231484770774841, 1.6137179136276245,
   0.9241922497749329],
  [-1.3232643604278564, 0.21561618149280548, 0.679017186164856, -0.03493785858154297,
   0.2142055481672287],
  [0.7197903990745544, -0.4627116918563843, -1.148276686668396, -0.26735183596611023,
   -2.254319429397583],
  [0.32270440459251404, -0.40853577852249146, -1.3430174589157104, 1.012344479560852,
   -1.0933083295822144]]], dtype=torch.float32),
)
DYNAMIC = ((),)
FLAGS = ['--iree-hal-target-backends=llvm-cpu', '--iree-llvmcpu-target-cpu=host', '--iree-opt-level=O2']


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
