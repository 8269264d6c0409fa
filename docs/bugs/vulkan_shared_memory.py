"""IREE 3.13 tiles a small LayerNorm for Vulkan's baseline profile past that target's
16 KiB of shared memory, and then refuses its own dispatch.

Found by the device check (docs/ci.md): hf.vit.image at O2 and O3 static
(its embeddings: ``LayerNorm(x.transpose(0, 1) + pos)``). The dispatch
``reduction_2x17x64_f32`` gets workgroup buffers for whole 17x2x64 and
2x17x64 tensors (8,704 bytes each) and GPUCheckResourceUsagePass rejects
17,792 bytes. Only at O2/O3 and only for vp_android_baseline_2022 (ampere,
rdna3, valhall and adreno have more and compile; O0 and O1 compile).
Standalone: torch, iree-turbine and iree-base-compiler.

    python docs/bugs/vulkan_shared_memory.py [TARGET] [O0..O3]

Exit 1 when it fails on vulkan.
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


class Embeddings(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.pos = torch.nn.Parameter(torch.randn(1, 17, 64))
        self.norm = torch.nn.LayerNorm(64)

    def forward(self, x):  # x: (17, 2, 64)
        return self.norm(x.transpose(0, 1) + self.pos)


def main() -> int:
    torch.manual_seed(0)
    with tempfile.TemporaryDirectory() as tmp:
        mlir = Path(tmp) / "embeddings.mlir"
        aot.export(Embeddings(), torch.randn(17, 2, 64)).save_mlir(str(mlir))
        target = ["--iree-hal-target-backends=vulkan-spirv", f"--iree-vulkan-target={TARGET}"]
        cmd = [find_tool("iree-compile"), str(mlir), *target, f"--iree-opt-level={OPT}", "-o", str(mlir) + ".vmfb"]
        print("$", " ".join(cmd[1:]).replace(tmp + "/", ""))
        vk = subprocess.run(cmd, capture_output=True, text=True)
        first = next((line for line in vk.stderr.splitlines() if "error:" in line), "")
        print(f"vulkan ({TARGET}, {OPT}): exit {vk.returncode}  {first.split('error:', 1)[-1].strip()[:200]}")
    return 1 if vk.returncode != 0 else 0


if __name__ == "__main__":
    sys.exit(main())
