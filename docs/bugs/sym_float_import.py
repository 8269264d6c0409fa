"""torch-mlir's FX importer (inside IREE's compiler package and iree-turbine) cannot import
upsample_bilinear2d(align_corners=True) with a dynamic H or W.

Found by the builtin corpus's upsample_bilinear_align_corners, dynamic and mixed dims, on
every backend. torch.export's decomposition leaves a ``torch.sym_float`` call (the scale as
a float of a symbolic size), and the importer has no lowering for it:
``NotImplementedError: FIX ME: Unimplemented call_function: target=<function sym_float ...>``.
With static dims, or only N dynamic, it imports. Standalone: torch and iree-turbine.

    python docs/bugs/sym_float_import.py [dynamic|static]

Exit 1 when the import fails so.
"""

import sys

import torch
import torch.nn.functional as F
from iree.turbine import aot

MODE = sys.argv[1] if len(sys.argv) > 1 else "dynamic"


class Upsample(torch.nn.Module):
    def forward(self, x):
        return F.interpolate(x, scale_factor=2.0, mode="bilinear", align_corners=True)


def main() -> int:
    x = torch.randn(2, 3, 5, 6)
    auto = torch.export.Dim.AUTO
    shapes = ({0: auto, 2: auto, 3: auto},) if MODE == "dynamic" else None
    try:
        exported = aot.export(Upsample(), x, dynamic_shapes=shapes)
    except NotImplementedError as e:
        first = str(e).splitlines()[0][:200]
        print(f"{MODE}: import fails: {first}")
        return 1 if "sym_float" in first else 2
    print(f"{MODE}: imports ({len(str(exported.mlir_module))} characters of MLIR)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
