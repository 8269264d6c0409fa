"""outer_of_sum[llvm-cpu|O2|static]: mismatch: aten.mul.Tensor: values differ (reduced)

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

    def forward(self, x0):
        sum_1 = torch.ops.aten.sum.dim_IntList(x0, [1])
        unsqueeze = torch.ops.aten.unsqueeze.default(sum_1, 1);  sum_1 = None
        sum_2 = torch.ops.aten.sum.dim_IntList(x0, [1]);  x0 = None
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(sum_2, 0);  sum_2 = None
        mul = torch.ops.aten.mul.Tensor(unsqueeze, unsqueeze_1);  unsqueeze = unsqueeze_1 = None
        return (mul,)


def exact(data, dtype, shape):
    """A tensor of too many values to list, written as its bytes."""
    import base64

    return torch.frombuffer(bytearray(base64.b64decode(data)), dtype=dtype).reshape(shape)


gen = torch.Generator().manual_seed(0)
ARGS = (
    torch.tensor([[-1.120037317276001, -1.0667563676834106, -1.114108920097351, 1.4668928384780884,
  0.16747954487800598, 0.8834711909294128, 2.12762451171875, 0.5110753774642944,
  -1.1375433206558228, 0.5044800639152527, 1.1236445903778076, 0.6883091926574707],
 [-0.8701292872428894, -1.3928463459014893, 0.011546924710273743, -0.8716509938240051,
  0.44577524065971375, 1.2100348472595215, 0.2216186374425888, -2.1496355533599854,
  0.4701360762119293, -0.6174481511116028, -1.6913820505142212, -0.6051027178764343],
 [-1.1368662118911743, -0.7723655104637146, -0.04049677029252052, 0.523100733757019,
  1.6493569612503052, 0.26465967297554016, 1.1280850172042847, 0.3617168068885803,
  -0.3113010823726654, -1.851885437965393, 1.0870460271835327, -0.5706270337104797],
 [-0.9909442663192749, 0.09141433984041214, 0.8065720796585083, -1.408313512802124,
  0.8727438449859619, 0.5789257884025574, -0.03126329928636551, 0.9036591053009033,
  -0.09496176987886429, 0.033673129975795746, 1.5300476551055908, -2.258702039718628],
 [0.32846564054489136, -0.14444361627101898, -0.6202535629272461, 0.1645767092704773,
  2.0424578189849854, -0.4952637255191803, 0.6287617087364197, 0.29164648056030273,
  -2.2840588092803955, -0.93663489818573, -2.0953049659729004, -0.11746765673160553]], dtype=torch.float32),
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


DEVICE, ATOL, RTOL = 'local-task', 0.0001, 0.0001


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
