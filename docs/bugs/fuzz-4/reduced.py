"""Reduced repro of attention_4d_dynamic_batch_heads[llvm-cpu|O2|dynamic]: fail-compile: error: 'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (4) but found 0 inputs instead

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

    def forward(self, x0, x1, x2):
        scaled_dot_product_attention = torch.ops.aten.scaled_dot_product_attention.default(x0, x1, x2);  x0 = x1 = x2 = None
        return (scaled_dot_product_attention,)


def exact(data, dtype, shape):
    """A tensor of too many values to list, written as its bytes."""
    import base64

    return torch.frombuffer(bytearray(base64.b64decode(data)), dtype=dtype).reshape(shape)


gen = torch.Generator().manual_seed(0)
ARGS = (
    torch.tensor([[[[-0.23239395022392273, 1.1895813941955566, -0.7557450532913208, -0.36828771233558655,
    0.4068061411380768, 0.9001863598823547, -0.7883796691894531, 1.093364953994751]],
  [[0.42575958371162415, -0.6181217432022095, -1.431379795074463, -0.7669603228569031,
    0.20563854277133942, -0.17994065582752228, 0.3847925662994385, 1.1226123571395874]]],
 [[[-0.9069956541061401, -0.4526349902153015, -0.82733154296875, -1.210209608078003,
    0.19769413769245148, -1.4655224084854126, -0.13117168843746185, 0.400590181350708]],
  [[-0.6889805197715759, -1.527709722518921, 0.09949050098657608, -2.4113001823425293,
    0.2938198447227478, 1.6083660125732422, 0.24534621834754944, -0.13008099794387817]]]], dtype=torch.float32),
    torch.tensor([[[[-0.1950739026069641, -0.8096949458122253, -0.6587621569633484, -0.4740355312824249,
    2.2609052658081055, 0.050596363842487335, -0.07762400805950165, -2.0425832271575928]],
  [[-0.1279342770576477, 1.4243898391723633, 0.07783577591180801, -2.4240033626556396,
    -0.859800398349762, 0.03724432364106178, 0.5261722803115845, 0.001768099027685821]]],
 [[[0.24955041706562042, 1.3481272459030151, -0.06542614102363586, -0.6183870434761047,
    0.5712737441062927, -0.201637864112854, 0.25687769055366516, 0.8018276691436768]],
  [[-0.18032483756542206, 1.2108991146087646, -0.6749311685562134, 0.605271577835083,
    -0.3736950755119324, -1.1625300645828247, 0.11279452592134476, -1.139587640762329]]]], dtype=torch.float32),
    torch.tensor([[[[0.6642252206802368, -0.03533387556672096, -0.027914725244045258, -0.17866335809230804,
    -0.8836119174957275, 0.8947272896766663, -0.8317729234695435, -0.3855721056461334]],
  [[-1.1998285055160522, -0.40826353430747986, 0.08708500117063522, -0.6105090975761414,
    -0.8827700018882751, 1.427899956703186, -0.7445228695869446, -0.3982275724411011]]],
 [[[-0.9826589226722717, -0.8091126084327698, 1.3212764263153076, -1.1922911405563354,
    -1.8306931257247925, -1.9425699710845947, -1.5166875123977661, 0.43914780020713806]],
  [[0.942105770111084, -0.36075544357299805, -0.6816949844360352, -0.03889509662985802,
    1.3614709377288818, 1.1404621601104736, 0.49009591341018677, -0.06637303531169891]]]], dtype=torch.float32),
)
DYNAMIC = ((0, 1), (0, 1), (0, 1))
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
