"""Reduced repro of causal_attention_head_dim_2[cuda|O2|dynamic]: fail-compile: error: 'func.func' op failed to distribute

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
        scaled_dot_product_attention = torch.ops.aten.scaled_dot_product_attention.default(x0, x1, x2, None, 0.0, True);  x0 = x1 = x2 = None
        return (scaled_dot_product_attention,)


def exact(data, dtype, shape):
    """A tensor of too many values to list, written as its bytes."""
    import base64

    return torch.frombuffer(bytearray(base64.b64decode(data)), dtype=dtype).reshape(shape)


gen = torch.Generator().manual_seed(0)
ARGS = (
    torch.tensor([[[[-0.3522975742816925, -0.04941853880882263], [1.2167930603027344, 0.022721819579601288]],
  [[-0.30140531063079834, 1.6131799221038818], [0.9858071804046631, -1.1272592544555664]],
  [[1.2867094278335571, 0.686226487159729], [0.950268030166626, 0.20737022161483765]],
  [[-0.02656141109764576, 0.3195755183696747], [1.297433853149414, -1.7491786479949951]],
  [[0.5762078762054443, -0.1922818124294281], [-0.07971633225679398, -0.629372239112854]],
  [[1.628938913345337, 0.04541138559579849], [-1.4827266931533813, 0.36068233847618103]],
  [[-0.9632883071899414, 1.0139158964157104], [0.5720676779747009, 0.6270715594291687]],
  [[-1.9967641830444336, -1.650840401649475], [-1.4471863508224487, -0.37822264432907104]]]], dtype=torch.float32),
    torch.tensor([[[[-1.8313179016113281, 0.34404098987579346], [-1.7688897848129272, -0.24423106014728546]],
  [[-0.048245035111904144, 1.582188606262207], [0.7008224725723267, 0.8345227241516113]],
  [[-0.3698534369468689, -0.6338794231414795], [-1.8974761962890625, 0.19489756226539612]],
  [[-0.8454365134239197, -0.3306013345718384], [-1.031925082206726, 0.809726357460022]],
  [[0.6661363244056702, -0.8894121646881104], [-0.5530250668525696, -1.9098987579345703]],
  [[-0.38830360770225525, 1.4412561655044556], [0.04137798771262169, -1.9794832468032837]],
  [[-0.6551819443702698, -0.45630213618278503], [0.1481138914823532, 0.3875816762447357]],
  [[1.1850063800811768, 0.4703167676925659], [0.2002577930688858, -0.6753385663032532]]]], dtype=torch.float32),
    torch.tensor([[[[-0.24818243086338043, 0.5579229593276978], [-0.3667675256729126, 0.28678300976753235]],
  [[-0.7119306325912476, -0.29411450028419495], [1.0948708057403564, -0.8067824244499207]],
  [[1.894079327583313, 1.426050066947937], [0.0023507061414420605, 0.5555434823036194]],
  [[-1.9979063272476196, 1.8023762702941895], [0.8637257218360901, 0.013892460614442825]],
  [[-0.2459762990474701, -1.0786765813827515], [-3.4863522052764893, -1.975816011428833]],
  [[0.32431963086128235, 1.1766101121902466], [-0.49453550577163696, 0.40196287631988525]],
  [[-0.8174063563346863, -2.0021865367889404], [-1.2714030742645264, 0.4860934317111969]],
  [[-0.23906011879444122, 0.8757261633872986], [0.7188088893890381, 0.32753434777259827]]]], dtype=torch.float32),
)
DYNAMIC = ((2,), (2,), (2,))
FLAGS = ['--iree-hal-target-backends=cuda', '--iree-cuda-target=sm_80', '--iree-opt-level=O2']


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
