"""IREE 3.13 drops the batch of a Reshape to [-1, 16] of a [S, B, 2, 8] tensor when S and B
are both dynamic: the tail of torch.nn.MultiheadAttention through the ONNX route.

Met on the ONNX route (an embedding and MultiheadAttention with dynamic batch
and sequence, exported by torch.onnx; ONNX's ReferenceEvaluator on the exported
model agrees with eager); the builtin multihead_attention_module shows the same
bug on the torch route:
IREE returns [S, 16] for [S*B, 16], with no error, at O0 and O2. Static or
mixed (batch static) dims, or one head, are right. torch-mlir's
ConvertTorchToLinalg lowers ``torch.aten.view [?,?,2,8] -> [-1,16]`` to a
``tensor.cast`` to ``?x1x2x8`` and a ``collapse_shape [[0],[1,2,3]]``: the
dynamic batch taken as 1. Upstream: llvm/torch-mlir#4743 (open; reported on IREE
3.11). Standalone: onnx, numpy and iree-base-compiler/-runtime.

    python docs/bugs/onnx_dynamic_view.py

Graph (3 nodes, opset 18): a:[B,2,S,S], v:[B,2,S,8]; MatMul, Transpose(perm=[2,0,1,3]),
Reshape([-1, 16]). Exit 1 when IREE differs from onnx's reference evaluator.
"""

import os
import shutil
import subprocess
import sys
import tempfile

import numpy as np
import onnx
from onnx import TensorProto as T
from onnx import helper as h
from onnx.reference import ReferenceEvaluator

BIN = os.path.dirname(sys.executable)  # a virtualenv's console scripts; else PATH


def tool(name):
    here = os.path.join(BIN, name)
    return here if os.path.exists(here) else shutil.which(name) or name


def build():
    nodes = [
        h.make_node("MatMul", ["a", "v"], ["m"]),
        h.make_node("Transpose", ["m"], ["t"], perm=[2, 0, 1, 3]),
        h.make_node("Reshape", ["t", "shape"], ["y"]),
    ]
    g = h.make_graph(
        nodes,
        "repro",
        [
            h.make_tensor_value_info("a", T.FLOAT, ["B", 2, "S", "S"]),
            h.make_tensor_value_info("v", T.FLOAT, ["B", 2, "S", 8]),
        ],
        [h.make_tensor_value_info("y", T.FLOAT, ["N", 16])],
        initializer=[h.make_tensor("shape", T.INT64, [2], [-1, 16])],
    )
    m = h.make_model(g, opset_imports=[h.make_opsetid("", 18)])
    onnx.checker.check_model(m, full_check=True)
    return m


def run_iree(onnx_path, feeds, opt, d):
    mlir, vmfb, out = (os.path.join(d, f"model_{opt}.{e}") for e in ("mlir", "vmfb", "out.npy"))
    subprocess.run([tool("iree-import-onnx"), onnx_path, "-o", mlir], check=True)
    subprocess.run(
        [
            tool("iree-compile"),
            mlir,
            "--iree-hal-target-device=local",
            "--iree-hal-local-target-device-backends=llvm-cpu",
            "--iree-llvmcpu-target-cpu=host",
            f"--iree-opt-level={opt}",
            "-o",
            vmfb,
        ],
        check=True,
    )
    cmd = [tool("iree-run-module"), f"--module={vmfb}", "--device=local-task"]
    for name, arr in feeds.items():
        p = os.path.join(d, f"{name}.npy")
        np.save(p, arr)
        cmd.append(f"--input=@{p}")
    r = subprocess.run([*cmd, f"--output=@{out}"], capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError(r.stderr.strip().splitlines()[0])
    return np.load(out)


def main():
    m = build()
    rs = np.random.RandomState(0)
    B, S = 2, 6
    feeds = {"a": rs.rand(B, 2, S, S).astype(np.float32), "v": rs.randn(B, 2, S, 8).astype(np.float32)}
    ref = ReferenceEvaluator(m).run(None, feeds)[0]
    numpy_ref = (feeds["a"] @ feeds["v"]).transpose(2, 0, 1, 3).reshape(-1, 16)
    assert np.allclose(ref, numpy_ref, atol=1e-5), "ReferenceEvaluator disagrees with numpy"
    bad = False
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "model.onnx")
        onnx.save(m, path)
        for opt in ("O0", "O2"):
            try:
                got = run_iree(path, feeds, opt, d)
            except RuntimeError as e:
                print(f"{opt}: IREE run failed: {e}")
                bad = True
                continue
            n = min(len(got), len(ref))
            err = float(np.abs(got[:n] - ref[:n]).max())
            if got.shape != ref.shape:
                err = max(err, float(np.abs(ref[n:]).max()))  # rows IREE never produced
            ok = got.shape == ref.shape and err < 1e-4
            bad |= not ok
            verdict = "OK" if ok else "WRONG"
            print(f"{opt}: IREE shape {got.shape} vs reference {ref.shape}; max abs error {err:.4g} -> {verdict}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
