"""IREE 3.13 writes a masked assignment's value into element 0 when the mask is all False.

Found behind the bool-scalar blocker of hf.granite_speech.seq2seq
(``llm_input_ids[is_audio_idx] = 0``, no audio token in the ids). Standalone:
torch, iree-turbine (IREE's own decompositions) and iree-base-compiler/-runtime.

    python docs/bugs/index_put_empty_mask.py [O0..O3] [VALUE]

With no element equal to VALUE (default -1) eager leaves the ids as they are
and IREE sets element [0, 0] to 0; with one element equal to it both agree.
Exit 1 when IREE differs from eager.
"""

import os
import subprocess
import sys
import tempfile

import numpy as np
import torch
from iree.compiler.extras.fx_importer import FxImporter
from iree.compiler.tools.binaries import find_tool
from iree.turbine.aot.decompositions import current_aot_decompositions

VALUE = int(sys.argv[2]) if len(sys.argv) > 2 else -1


class Masked(torch.nn.Module):
    def forward(self, ids):
        y = ids.clone()
        y[ids == VALUE] = 0
        return y * 1


def main(opt: str) -> int:
    ids = torch.tensor([[23, 28, 36, 39, 48, 51, 56, 70], [116, 123, 5, 7, 9, 11, 13, 15]], dtype=torch.int64)
    ep = torch.export.export(Masked(), (ids,)).run_decompositions(current_aot_decompositions())
    importer = FxImporter()
    importer.import_frozen_program(ep)
    import iree._runtime_libs

    run = os.path.join(os.path.dirname(iree._runtime_libs.__file__), "iree-run-module")
    with tempfile.TemporaryDirectory() as tmp:
        mlir, vmfb, inp, out = (os.path.join(tmp, n) for n in ("m.mlir", "m.vmfb", "ids.npy", "out.npy"))
        with open(mlir, "w") as f:
            f.write(str(importer.module))
        target = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu"]
        target += ["--iree-llvmcpu-target-cpu=host", f"--iree-opt-level={opt}"]
        compile_ = [find_tool("iree-compile"), mlir, *target]
        subprocess.run([*compile_, "-o", vmfb], check=True)
        np.save(inp, ids.numpy())
        argv = [run, "--device=local-task", f"--module={vmfb}", "--function=main"]
        argv += [f"--input=@{inp}", f"--output=@{out}"]
        subprocess.run(argv, check=True, capture_output=True)
        got = np.load(out)
    want = Masked()(ids).numpy()
    print("eager:", want.tolist())
    print("IREE: ", got.tolist())
    wrong = int((got != want).sum())
    print(f"IREE differs at {wrong} of {want.size} elements" if wrong else "IREE agrees with eager")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "O2"))
