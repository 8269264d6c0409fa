"""Reduced repro of upsample_flip_norm_conv_dynamic_h[llvm-cpu|O0|dynamic]: fail-compile: error: 'iree_codegen.workgroup_count_hint' op failed to resolve workgroup count hint in terms of workload ordinals

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

    def forward(self, x0, x1):
        sym_size_int_3 = torch.ops.aten.sym_size.int(x0, 2)
        upsample_nearest2d = torch.ops.aten.upsample_nearest2d.vec(x0, None, [2.0, 2.0]);  x0 = None
        flip = torch.ops.aten.flip.default(upsample_nearest2d, [2]);  upsample_nearest2d = None
        transpose = torch.ops.aten.transpose.int(flip, 2, 3);  flip = None
        mul_9 = 2 * sym_size_int_3;  sym_size_int_3 = None
        layer_norm = torch.ops.aten.layer_norm.default(transpose, [mul_9], None, None, 1e-05, False);  transpose = mul_9 = None
        slice_1 = torch.ops.aten.slice.Tensor(layer_norm, 2, 0, 9223372036854775807, 2);  layer_norm = None
        conv2d = torch.ops.aten.conv2d.default(slice_1, x1, None, [1, 1], [1, 1]);  slice_1 = x1 = None
        return (conv2d,)


def exact(data, dtype, shape):
    """A tensor of too many values to list, written as its bytes."""
    import base64

    return torch.frombuffer(bytearray(base64.b64decode(data)), dtype=dtype).reshape(shape)


gen = torch.Generator().manual_seed(0)
ARGS = (
    torch.tensor([[[[0.4390964210033417, 1.3694462776184082], [-0.693435549736023, -0.08420517295598984]],
  [[0.9178891777992249, -1.0695502758026123], [1.3409702777862549, 0.8222029805183411]],
  [[1.138189435005188, 0.33150869607925415], [0.7272111773490906, 2.5248515605926514]]],
 [[[1.2563837766647339, 0.998840868473053], [-0.18747544288635254, 0.07253064960241318]],
  [[-0.356519877910614, 0.919315755367279], [-0.5226487517356873, -0.10607529431581497]],
  [[-0.9783174395561218, 0.10074333846569061], [0.0781155377626419, -0.39492690563201904]]]], dtype=torch.float32),
    torch.tensor([[[[-1.0, -0.9850746393203735, -0.9701492786407471],
   [-0.9552238583564758, -0.9402984976768494, -0.9253731369972229],
   [-0.9104477763175964, -0.89552241563797, -0.8805969953536987]],
  [[-0.8656716346740723, -0.8507462739944458, -0.8358209133148193],
   [-0.8208955526351929, -0.8059701323509216, -0.7910447716712952],
   [-0.7761194109916687, -0.7611940503120422, -0.7462686896324158]],
  [[-0.7313432693481445, -0.7164179086685181, -0.7014925479888916],
   [-0.6865671873092651, -0.6716418266296387, -0.6567164063453674],
   [-0.641791045665741, -0.6268656849861145, -0.611940324306488]]],
 [[[-0.5970149636268616, -0.5820895433425903, -0.5671641826629639],
   [-0.5522388219833374, -0.5373134613037109, -0.5223881006240845],
   [-0.5074626803398132, -0.49253731966018677, -0.4776119589805603]],
  [[-0.46268656849861145, -0.447761207818985, -0.4328358471393585],
   [-0.41791045665740967, -0.4029850959777832, -0.38805970549583435],
   [-0.3731343448162079, -0.3582089841365814, -0.34328359365463257]],
  [[-0.3283582329750061, -0.31343284249305725, -0.2985074818134308],
   [-0.28358209133148193, -0.26865673065185547, -0.253731369972229],
   [-0.23880599439144135, -0.2238806188106537, -0.20895524322986603]]],
 [[[-0.19402986764907837, -0.1791044920682907, -0.16417911648750305],
   [-0.1492537558078766, -0.13432838022708893, -0.11940300464630127],
   [-0.10447762906551361, -0.08955226093530655, -0.07462688535451889]],
  [[-0.05970151349902153, -0.04477614164352417, -0.02985076978802681],
   [-0.0149253960698843, 2.3283064365386963e-08, 0.0149253960698843],
   [0.02985076978802681, 0.04477614164352417, 0.05970151349902153]],
  [[0.07462688535451889, 0.08955226093530655, 0.10447762906551361],
   [0.11940300464630127, 0.13432838022708893, 0.1492537558078766],
   [0.16417911648750305, 0.1791044920682907, 0.19402986764907837]]],
 [[[0.20895524322986603, 0.2238806188106537, 0.23880599439144135],
   [0.253731369972229, 0.26865673065185547, 0.28358209133148193],
   [0.2985074818134308, 0.31343284249305725, 0.3283582329750061]],
  [[0.34328359365463257, 0.3582089841365814, 0.3731343448162079],
   [0.38805970549583435, 0.4029850959777832, 0.41791045665740967],
   [0.4328358471393585, 0.447761207818985, 0.46268656849861145]],
  [[0.4776119589805603, 0.49253731966018677, 0.5074626803398132],
   [0.5223881006240845, 0.5373134613037109, 0.5522388219833374],
   [0.5671641826629639, 0.5820895433425903, 0.5970149636268616]]],
 [[[0.611940324306488, 0.6268656849861145, 0.641791045665741],
   [0.6567164063453674, 0.6716418266296387, 0.6865671873092651],
   [0.7014925479888916, 0.7164179086685181, 0.7313432693481445]],
  [[0.7462686896324158, 0.7611940503120422, 0.7761194109916687],
   [0.7910447716712952, 0.8059701323509216, 0.8208955526351929],
   [0.8358209133148193, 0.8507462739944458, 0.8656716346740723]],
  [[0.8805969953536987, 0.89552241563797, 0.9104477763175964],
   [0.9253731369972229, 0.9402984976768494, 0.9552238583564758],
   [0.9701492786407471, 0.9850746393203735, 1.0]]]], dtype=torch.float32),
)
DYNAMIC = ((2,), ())
FLAGS = ['--iree-hal-target-backends=llvm-cpu', '--iree-llvmcpu-target-cpu=host', '--iree-opt-level=O0']


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
