"""IREE 3.13 gets a masked assignment wrong when the mask is all False.

Found behind the bool-scalar blocker of hf.granite_speech.seq2seq
(``llm_input_ids[is_audio_idx] = 0``, no audio token in the ids), and in its
row form behind the blockers of hf.t5gemma2.seq2seq (``input_embeddings[
input_ids == eoi_token_index] = eoi_embedding``, no such token). Standalone:
torch, iree-turbine (IREE's own decompositions) and iree-base-compiler/-runtime.

    python docs/bugs/index_put_empty_mask.py [O0..O3] [VALUE] [--rows]

With no element equal to VALUE (default -1) eager leaves the ids as they are
and IREE sets element [0, 0] to 0; with one element equal to it both agree.
``--rows`` assigns a row (a [4] vector into a [2, 3, 4] tensor, where the ids
[2, 3] hold no VALUE): at O2 and O3 IREE writes the row into [0, 0]; at O0 and
O1 the module dies of SIGSEGV in iree-run-module.
Exit 1 when IREE differs from eager or its run dies.
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

ROWS = "--rows" in sys.argv
ARGS = [a for a in sys.argv[1:] if a != "--rows"]
VALUE = int(ARGS[1]) if len(ARGS) > 1 else -1


class Masked(torch.nn.Module):
    def forward(self, ids):
        y = ids.clone()
        y[ids == VALUE] = 0
        return y * 1


class MaskedRows(torch.nn.Module):  # T5Gemma2's encoder: input_embeddings[input_ids == eoi] = eoi_embedding
    def __init__(self):
        super().__init__()
        self.row = torch.nn.Parameter(torch.full((4,), 9.0))

    def forward(self, x, ids):
        y = x.clone()
        y[ids == VALUE] = self.row
        return y * 1


def main(opt: str) -> int:
    if ROWS:
        model: torch.nn.Module = MaskedRows()
        args = (torch.arange(24, dtype=torch.float32).reshape(2, 3, 4), torch.tensor([[1, 2, 3], [4, 5, 6]]))
    else:
        model = Masked()
        args = (torch.tensor([[23, 28, 36, 39, 48, 51, 56, 70], [116, 123, 5, 7, 9, 11, 13, 15]]),)
    ep = torch.export.export(model, args).run_decompositions(current_aot_decompositions())
    importer = FxImporter()
    importer.import_frozen_program(ep)
    import iree._runtime_libs

    run = os.path.join(os.path.dirname(iree._runtime_libs.__file__), "iree-run-module")
    with tempfile.TemporaryDirectory() as tmp:
        mlir, vmfb, out = (os.path.join(tmp, n) for n in ("m.mlir", "m.vmfb", "out.npy"))
        with open(mlir, "w") as f:
            f.write(str(importer.module))
        target = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu"]
        target += ["--iree-llvmcpu-target-cpu=host", f"--iree-opt-level={opt}"]
        compile_ = [find_tool("iree-compile"), mlir, *target]
        subprocess.run([*compile_, "-o", vmfb], check=True)
        argv = [run, "--device=local-task", f"--module={vmfb}", "--function=main", f"--output=@{out}"]
        for i, a in enumerate(args):
            np.save(os.path.join(tmp, f"in_{i}.npy"), a.numpy())
            argv.append(f"--input=@{os.path.join(tmp, f'in_{i}.npy')}")
        done = subprocess.run(argv, capture_output=True)
        if done.returncode:
            how = f"signal {-done.returncode}" if done.returncode < 0 else f"exit {done.returncode}"
            print(f"IREE: iree-run-module died ({how})")
            return 1
        got = np.load(out)
    want = model(*args).detach().numpy()
    print("eager:", want.tolist())
    print("IREE: ", got.tolist())
    wrong = int((got != want).sum())
    print(f"IREE differs at {wrong} of {want.size} elements" if wrong else "IREE agrees with eager")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main(ARGS[0] if ARGS else "O2"))
