"""masked_assign_empty_mask[llvm-cpu|O2|static]: mismatch: aten.index_put.default: values differ (reduced)

Standalone: needs only torch, iree-base-compiler and iree-base-runtime.
    python reduced.py
exports the module below with torch.export, imports it with IREE's FxImporter,
compiles it with iree-compile and the flags of the failing cell,
runs it with iree-base-runtime and compares its outputs with eager PyTorch's:
exit 1 when one differs beyond the tolerance, 0 when all agree.
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

    def forward(self, x0, x1, x2):
        index_put = torch.ops.aten.index_put.default(x0, [x1], x2);  x0 = x1 = x2 = None
        return (index_put,)


def exact(data, dtype, shape):
    """A tensor of too many values to list, written as its bytes."""
    import base64

    return torch.frombuffer(bytearray(base64.b64decode(data)), dtype=dtype).reshape(shape)


gen = torch.Generator().manual_seed(0)
ARGS = (
    torch.tensor([[62, 70, 83, 43, 52, 28, 18, 19], [92, 39, 9, 99, 91, 76, 60, 81]], dtype=torch.int64),
    torch.tensor([[False, False, False, False, False, False, False, False],
 [False, False, False, False, False, False, False, False]], dtype=torch.bool),
    torch.tensor(0, dtype=torch.int64),
)
DYNAMIC = ((), (), ())
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


DEVICE, ATOL, RTOL = 'local-task', 0.0, 0.0


def main():
    import iree.runtime as rt
    import numpy as np

    with tempfile.TemporaryDirectory() as tmp:
        config = rt.Config(DEVICE)
        module = rt.VmModule.mmap(config.vm_instance, compile_vmfb(tmp))
        context = rt.SystemContext(vm_modules=[module], config=config)
        result = context.modules[module.name]["main"](*[a.numpy() for a in ARGS])
        got = result if isinstance(result, (list, tuple)) else [result]
        got = [np.asarray(g.to_host() if hasattr(g, "to_host") else g) for g in got]
    with torch.no_grad():
        want = [t.numpy() for t in Reduced()(*ARGS)]
    wrong = 0
    for i, (g, w) in enumerate(zip(got, want)):
        if g.shape != w.shape:
            print(f"output {i}: shapes differ: IREE {g.shape}, eager PyTorch {w.shape}")
            wrong += 1
            continue
        a, e = g.astype(np.float64), w.astype(np.float64)
        close = np.isclose(a, e, atol=ATOL, rtol=RTOL, equal_nan=True)
        if close.all():
            print(f"output {i}: agrees with eager PyTorch")
            continue
        err = np.abs(a - e)[~close & np.isfinite(a) & np.isfinite(e)]
        worst = f"max abs err {err.max():.4g}" if err.size else "NaN/Inf where eager has a value"
        print(f"output {i}: values differ at {int((~close).sum())} of {close.size} elements, "
              f"{worst} (atol {ATOL}, rtol {RTOL})")
        wrong += 1
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
