"""IREE 3.13 cannot compile scaled_dot_product_attention for any Vulkan (SPIR-V) target.

Found by the device check (docs/ci.md): hf.llama.decode and hf.vit.image, and
the builtin llama_decoder_decode_kv_cache, compile for llvm-cpu and cuda but
fail on vulkan at every opt level. SPIRVTileAndDistributePass (pipeline
``#iree_gpu.spirv_pipeline<BaseDistribute>``) leaves
``iree_linalg_ext.online_attention`` undecomposed once its operands are
memrefs, and its verifier rejects it. Standalone: torch, iree-turbine and
iree-base-compiler.

    python docs/bugs/vulkan_online_attention.py [TARGET] [O0..O3]

TARGET: an --iree-vulkan-target (default vp_android_baseline_2022; ampere,
rdna3, valhall fail the same). Exit 1 when vulkan fails and llvm-cpu compiles.
"""

import subprocess
import sys
import tempfile
from pathlib import Path

import torch
from iree.compiler.tools.binaries import find_tool
from iree.turbine import aot

TARGET = sys.argv[1] if len(sys.argv) > 1 else "vp_android_baseline_2022"
OPT = sys.argv[2] if len(sys.argv) > 2 else "O2"


class Attention(torch.nn.Module):
    def forward(self, q, k, v):
        return torch.nn.functional.scaled_dot_product_attention(q, k, v)


def compile_(mlir: Path, *target: str) -> subprocess.CompletedProcess:
    cmd = [find_tool("iree-compile"), str(mlir), *target, f"--iree-opt-level={OPT}", "-o", str(mlir) + ".vmfb"]
    print("$", " ".join(cmd[1:]).replace(str(mlir.parent) + "/", ""))
    return subprocess.run(cmd, capture_output=True, text=True)


def main() -> int:
    q, k, v = (torch.randn(1, 2, 8, 16) for _ in range(3))
    with tempfile.TemporaryDirectory() as tmp:
        mlir = Path(tmp) / "sdpa.mlir"
        aot.export(Attention(), q, k, v).save_mlir(str(mlir))
        cpu = compile_(mlir, "--iree-hal-target-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=host")
        print(f"llvm-cpu: exit {cpu.returncode}")
        vk = compile_(mlir, "--iree-hal-target-backends=vulkan-spirv", f"--iree-vulkan-target={TARGET}")
        first = next((line for line in vk.stderr.splitlines() if "error:" in line), "")
        print(f"vulkan ({TARGET}): exit {vk.returncode}  {first.split('error:', 1)[-1].strip()[:200]}")
    return 1 if cpu.returncode == 0 and vk.returncode != 0 else 0


if __name__ == "__main__":
    sys.exit(main())
