"""IREE 3.13 returns NaN for an ONNX InstanceNormalization whose spatial dim is dynamic.

Found by the hf corpus's ONNX route: wav2vec2's feature extractor (a GroupNorm,
which torch.onnx writes as Reshape, InstanceNormalization, Reshape) with a
dynamic number of samples gives all-NaN logits at O0 and O1 (and fails to
compile at O2/O3: a stack allocation sized from the dynamic dim), while ONNX's
ReferenceEvaluator on the same file agrees with eager PyTorch. One node
reproduces it: torch-mlir's decomposition of ``aten.instance_norm`` divides the
variance by -1, the "unknown size" sentinel, instead of the runtime size (the
mean is divided right), so the variance is negative and rsqrt gives NaN.
A static spatial dim, or only the batch dynamic, is right.
Standalone: onnx, numpy, torch (the eager reference) and iree-base-compiler/-runtime.

    python docs/bugs/onnx_instance_norm_dynamic.py [O0..O3]

Exit 1 when IREE differs from eager PyTorch.
"""

import os
import shutil
import subprocess
import sys
import tempfile

import numpy as np
import onnx
import torch
from onnx import TensorProto
from onnx import helper as h
from onnx.reference import ReferenceEvaluator

OPT = sys.argv[1] if len(sys.argv) > 1 else "O0"
EPS = 1e-5


def tool(name: str) -> str:
    here = os.path.join(os.path.dirname(sys.executable), name)  # a virtualenv's console scripts; else PATH
    return here if os.path.exists(here) else shutil.which(name) or name


def model() -> onnx.ModelProto:
    node = h.make_node("InstanceNormalization", ["x", "scale", "bias"], ["y"], epsilon=EPS)
    graph = h.make_graph(
        [node],
        "main_graph",
        [h.make_tensor_value_info("x", TensorProto.FLOAT, [1, 2, "T"])],
        [h.make_tensor_value_info("y", TensorProto.FLOAT, [1, 2, "T"])],
        [
            h.make_tensor("scale", TensorProto.FLOAT, [2], [1.0, 1.0]),
            h.make_tensor("bias", TensorProto.FLOAT, [2], [0.0, 0.0]),
        ],
    )
    m = h.make_model(graph, opset_imports=[h.make_opsetid("", 18)])
    onnx.checker.check_model(m)
    return m


def main() -> int:
    x = np.random.default_rng(0).standard_normal((1, 2, 37)).astype(np.float32)
    eager = torch.nn.functional.instance_norm(torch.from_numpy(x), eps=EPS).numpy()
    m = model()
    ref = ReferenceEvaluator(m).run(None, {"x": x})[0]
    print(f"onnx's ReferenceEvaluator against eager: max abs error {float(np.abs(ref - eager).max()):.2e}")
    with tempfile.TemporaryDirectory() as tmp:
        path, mlir, vmfb, inp, out = (
            os.path.join(tmp, n) for n in ("model.onnx", "m.mlir", "m.vmfb", "x.npy", "y.npy")
        )
        onnx.save(m, path)
        np.save(inp, x)
        subprocess.run([tool("iree-import-onnx"), path, "-o", mlir], check=True)
        target = ["--iree-hal-target-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=host", f"--iree-opt-level={OPT}"]
        built = subprocess.run([tool("iree-compile"), mlir, *target, "-o", vmfb], capture_output=True, text=True)
        if built.returncode:
            first = next((line for line in built.stderr.splitlines() if "error" in line), "")
            print(f"{OPT}: iree-compile fails: {first.split('error:', 1)[-1].strip()[:200]}")
            return 1
        argv = [
            tool("iree-run-module"),
            "--device=local-task",
            f"--module={vmfb}",
            f"--input=@{inp}",
            f"--output=@{out}",
        ]
        subprocess.run(argv, check=True, capture_output=True)
        got = np.load(out)
    nans = int(np.isnan(got).sum())
    ok = nans == 0 and np.allclose(got, eager, atol=1e-4, rtol=1e-4)
    print(f"{OPT}: IREE gives {nans} NaN of {got.size}; {'right' if ok else 'WRONG'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
