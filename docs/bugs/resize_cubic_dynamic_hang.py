"""IREE 3.13's iree-compile hangs or crashes on an ONNX Resize in cubic mode whose input dims are dynamic.

Found by the onnx-node corpus's smoke tier: ``test_resize_downsample_scales_cubic``
with every input dim symbolic ran past the 300 s compile limit on llvm-cpu,
vulkan, rocm and cuda alike; its static variant compiles. One node reproduces
it, and ``--compile-to=input`` fails the same way: the fault is in input
conversion, before any backend. It is torch-mlir's TorchToLinalg
``ConvertInterpolateOp``, and it corrupts the heap. Some runs die on SIGSEGV
in ``ConvertInterpolateOp::matchAndRewrite``. Others hang at 0% CPU: a stack of
one hung process showed its main thread waiting on malloc's arena lock inside
that pattern (building an ``arith.truncf``), with no other thread in malloc.
Three runs here: one SIGSEGV, two hangs. ``test_upsample_nearest`` with dynamic
dims (onnx.Upsample, nearest) is the same fault.
Standalone: iree-base-compiler only.

    python docs/bugs/resize_cubic_dynamic_hang.py [SECONDS]

Exit 1 when the dynamic module crashes, or does not finish within SECONDS
(default 120), while the static one converts.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time

LIMIT = float(sys.argv[1]) if len(sys.argv) > 1 else 120.0

MODULE = """module {
  func.func @resize(%arg0: !torch.vtensor<[DIMS],f32>, %arg1: !torch.vtensor<[SCALES],f32>) -> !torch.vtensor<[OUT],f32>
      attributes {torch.onnx_meta.ir_version = 9 : si64, torch.onnx_meta.opset_version = 19 : si64} {
    %none = torch.constant.none
    %0 = torch.operator "onnx.Resize"(%arg0, %none, %arg1) {torch.onnx.mode = "cubic"}
        : (!torch.vtensor<[DIMS],f32>, !torch.none, !torch.vtensor<[SCALES],f32>) -> !torch.vtensor<[OUT],f32>
    return %0 : !torch.vtensor<[OUT],f32>
  }
}
"""
# onnx's test: a 1x1x4x4 input downsampled by scales [1, 1, 0.8, 0.8] to 1x1x3x3.
SHAPES = {"static": ("1,1,4,4", "4", "1,1,3,3"), "dynamic": ("?,?,?,?", "?", "?,?,?,?")}


def tool(name: str) -> str:
    here = os.path.join(os.path.dirname(sys.executable), name)  # a virtualenv's console scripts; else PATH
    return here if os.path.exists(here) else shutil.which(name) or name


def compile_to_input(variant: str, folder: str) -> str:
    """How iree-compile's input conversion ended: in how many seconds, on which signal, or not at all."""
    dims, scales, out = SHAPES[variant]
    path = os.path.join(folder, f"{variant}.mlir")
    with open(path, "w") as f:
        f.write(MODULE.replace("DIMS", dims).replace("SCALES", scales).replace("OUT", out))
    argv = [tool("iree-compile"), path, "--compile-to=input", "-o", os.path.join(folder, f"{variant}.out.mlir")]
    start = time.monotonic()
    # Its own session, so that a timeout ends the native tool too, not only the console script.
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
    try:
        _, err = proc.communicate(timeout=LIMIT)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, 9)
        proc.communicate()
        return f"not finished after {LIMIT:.0f} s (a hang)"
    if proc.returncode in (-11, 245) or b"Stack dump" in err:  # 245: the console script passes on 256 - 11
        where = "ConvertInterpolateOp" if b"ConvertInterpolateOp" in err else "see its stack"
        return f"crashed (exit {proc.returncode}, SIGSEGV in {where})"
    if proc.returncode != 0:
        return f"failed (exit {proc.returncode}): {err.decode()[:300]}"
    return f"converted in {time.monotonic() - start:.1f} s"


with tempfile.TemporaryDirectory() as tmp:
    static = compile_to_input("static", tmp)
    dynamic = compile_to_input("dynamic", tmp)
print(f"static:  {static}")
print(f"dynamic: {dynamic}")
sys.exit(1 if static.startswith("converted") and not dynamic.startswith("converted") else 0)
