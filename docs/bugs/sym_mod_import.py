"""Python's % on a symbolic size imports as torch.aten.fmod.int, which nothing lowers.

Found by the hf corpus's hf.qwen3_5.prefill and hf.qwen4_exp_text.prefill (the gated
delta net pads the sequence to a multiple of its chunk: (chunk - seq % chunk) % chunk).
With a dynamic sequence, torch.export keeps the % of the symbolic size, and the FX
importer (IREE's iree.compiler.extras.fx_importer) writes it as a generic
torch.operator "torch.aten.fmod.int", an op torch-mlir does not define, so the compile
fails ('failed to legalize operation torch.operator ... explicitly marked illegal'). With
static sizes the % folds away and the module compiles. (fmod is also C's remainder, not
Python's floor modulo: for a negative operand it would compute something else.)
Standalone: torch and IREE's compiler package, llvm-cpu.

    python docs/bugs/sym_mod_import.py

Prints one line per dims variant. Exit 1 when the dynamic module fails to compile.
"""

import torch
from iree import compiler
from iree.compiler.extras.fx_importer import FxImporter
from torch.export import Dim, export


class PadToMultiple(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pad = (4 - x.shape[1] % 4) % 4
        return torch.nn.functional.pad(x, (0, 0, 0, pad)) * 2


def main() -> int:
    x = torch.randn(2, 6, 8)
    failed = False
    for dynamic in (False, True):
        shapes = {"x": {1: Dim("seq", min=2, max=64)}} if dynamic else None
        importer = FxImporter()
        importer.import_frozen_program(export(PadToMultiple(), (x,), dynamic_shapes=shapes).run_decompositions())
        text = str(importer.module)
        found = "torch.aten.fmod.int" in text
        tag = f"{'dynamic' if dynamic else 'static '}: torch.aten.fmod.int in the module: {found};"
        try:
            compiler.compile_str(
                text, target_backends=["llvm-cpu"], input_type="torch", extra_args=["--iree-llvmcpu-target-cpu=host"]
            )
            print(tag, "compiles")
        except compiler.CompilerToolError as e:
            errors = [line for line in str(e).splitlines() if "error:" in line]
            print(tag, "COMPILE ERROR", errors[0].split("error:", 1)[1].strip()[:120] if errors else str(e)[:120])
            failed |= dynamic
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
