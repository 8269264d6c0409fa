"""torch-mlir's FX importer (inside IREE's compiler package and iree-turbine) cannot import
a size computed with max() of two symbolic sizes.

Found by the hf corpus's hf.mistral.decode (transformers' MistralForCausalLM, one decode
step with a KV cache) with dynamic dims. torch.export turns Python's max() on a SymInt
(transformers' sliding-window cache computes its mask offset as
max(cache_len - window + 1, 0)) into a ``torch.sym_max`` call that run_decompositions
keeps, and the importer has no lowering for it:
``NotImplementedError: FIX ME: Unimplemented call_function: target=<function sym_max ...>``.
With static dims max() folds to an int and it imports. Standalone: torch and iree-turbine
(iree-base-compiler for the FxImporter path the harness takes).

    python docs/bugs/sym_max_import.py [dynamic|static]

Exit 1 when the import fails so.
"""

import sys

import torch
from iree.compiler.extras.fx_importer import FxImporter
from iree.turbine import aot
from iree.turbine.aot.decompositions import current_aot_decompositions

MODE = sys.argv[1] if len(sys.argv) > 1 else "dynamic"


class MaxLen(torch.nn.Module):
    def forward(self, x, y):
        return x.new_zeros(max(x.shape[0], y.shape[0]))


def fx_importer(module, args, shapes):
    """The harness's path: torch.export, iree-turbine's decompositions, FxImporter."""
    ep = torch.export.export(module, args, dynamic_shapes=shapes)
    ep = ep.run_decompositions(current_aot_decompositions())
    importer = FxImporter()
    importer.import_frozen_program(ep)
    return str(importer.module)


def turbine(module, args, shapes):
    return str(aot.export(module, *args, dynamic_shapes=shapes).mlir_module)


def main() -> int:
    args = (torch.randn(5), torch.randn(3))
    auto = torch.export.Dim.AUTO
    shapes = ({0: auto}, {0: auto}) if MODE == "dynamic" else None
    codes = []
    for name, path in (("FxImporter", fx_importer), ("aot.export", turbine)):
        try:
            mlir = path(MaxLen(), args, shapes)
        except NotImplementedError as e:
            first = str(e).splitlines()[0].split(", {")[0]  # drop node.meta
            print(f"{MODE}: {name}: import fails: {first}")
            codes.append(1 if "sym_max" in first else 2)
            continue
        print(f"{MODE}: {name}: imports ({len(mlir)} characters of MLIR)")
        codes.append(0)
    return 2 if 2 in codes else max(codes)


if __name__ == "__main__":
    sys.exit(main())
