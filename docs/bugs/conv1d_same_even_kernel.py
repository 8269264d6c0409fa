"""torch-mlir lowers conv1d(padding="same") with an even kernel one frame short.

Found by the hf corpus's hf.lasr_encoder.spectrogram and hf.lasr_ctc.spectrogram (the LASR
conformer's depthwise conv: kernel 32, groups 64, padding="same"). PyTorch pads an even
kernel asymmetrically, (k-1)//2 on the left and the rest on the right; after torch-mlir's
DecomposeComplexOps the op is aten.convolution with one padding value, (k-1)//2, padded on
both sides, so the result has T-1 frames (the first T-1 of the right ones). With static dims
the module fails to compile ('tensor.cast' op ... cast incompatible); with dynamic dims
nothing checks the length and the result is silently wrong. An odd kernel is right.
Standalone: torch and IREE's compiler and runtime packages, llvm-cpu.

    python docs/bugs/conv1d_same_even_kernel.py

Prints one line per kernel, residual, dims and opt level. Exit 1 when an even kernel is wrong.
"""

import numpy as np
import torch
from iree import compiler, runtime
from iree.compiler.extras.fx_importer import FxImporter
from torch.export import Dim, export


class Conv(torch.nn.Module):
    def __init__(self, k: int, groups: int, residual: bool) -> None:
        super().__init__()
        torch.manual_seed(0)
        self.conv = torch.nn.Conv1d(64, 64, k, padding="same", groups=groups, bias=False)
        self.residual = residual

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.conv(x)
        return x + y if self.residual else y


def compile_run(m: torch.nn.Module, x: torch.Tensor, dynamic: bool, opt: str) -> np.ndarray:
    shapes = {"x": {0: Dim("b", min=2, max=64), 2: Dim("t", min=2, max=1024)}} if dynamic else None
    importer = FxImporter()
    importer.import_frozen_program(export(m, (x,), dynamic_shapes=shapes))
    flags = ["--iree-llvmcpu-target-cpu=host", f"--iree-opt-level={opt}"]
    vmfb = compiler.compile_str(
        str(importer.module), target_backends=["llvm-cpu"], input_type="torch", extra_args=flags
    )
    ctx = runtime.SystemContext(config=runtime.Config("local-task"))
    ctx.add_vm_module(runtime.VmModule.copy_buffer(ctx.instance, vmfb))
    return np.asarray(ctx.modules.module.main(x.numpy()).to_host())


def one(k: int, groups: int, residual: bool, dynamic: bool, opt: str, x: torch.Tensor) -> bool:
    """Print one configuration's outcome; True when IREE's result equals eager torch's."""
    m = Conv(k, groups, residual).eval()
    ref = m(x).detach().numpy()
    tag = f"k={k:2d} groups={groups:2d} residual={residual!s:5} {'dynamic' if dynamic else 'static '} {opt}:"
    try:
        out = compile_run(m, x, dynamic, opt)
    except Exception as e:  # the compiler's error, shown as its last error line
        errors = [line for line in str(e).splitlines() if "error:" in line]
        print(tag, "COMPILE ERROR", errors[-1].split("error:", 1)[1].strip()[:110] if errors else str(e)[:110])
        return False
    if out.shape != ref.shape:
        n = min(out.shape[-1], ref.shape[-1])
        err = np.abs(out[..., :n] - ref[..., :n]).max()
        print(tag, f"WRONG SHAPE {out.shape} (torch {ref.shape}); max abs err on the first {n} frames {err:.3g}")
        return False
    err = np.abs(out - ref).max()
    print(tag, f"shape {out.shape} max abs err {err:.3g}")
    return bool(err < 1e-4)


def main() -> int:
    torch.manual_seed(1)
    x = torch.randn(2, 64, 13)
    wrong = False
    for k, groups, residual in [(32, 64, False), (32, 64, True), (32, 1, False), (4, 64, False), (31, 64, False)]:
        for dynamic in (True, False):
            for opt in ("O2", "O3"):
                right = one(k, groups, residual, dynamic, opt, x)
                wrong |= k % 2 == 0 and not right
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
