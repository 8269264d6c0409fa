"""IREE 3.13 fails to compile attention over a concatenation when the batch dim is 1:
``F.scaled_dot_product_attention(c, c, tanh(c))`` with ``c = cat([x, tanh(x)], dim=2)``,
x of [1, 3, 6, 9] with heads, sequence and head dim dynamic:
``Rank Mismatch for Query. Expected: 4 Got: 3`` (``BubbleUpExpandShapesPass``).

Bug 5 of docs/fuzz.md. At O2 and O3; O0 compiles. The same program with a
batch of 2 compiles. With every dim static, or only the heads dynamic, the
same pass dies on SIGSEGV instead at O2 (O0 compiles), in
``FoldWithProducerReshapeByExpansion<AttentionOp>``: the "related programs"
that docs/fuzz.md says segfault in that pass. The 3-d form (x of [1, 6, 9],
cat along dim 1) dies the same way, static or dynamic, at O0 too. Attention
over x itself, or with only the query or only the key/value from the cat,
compiles.
Standalone: torch, iree-turbine and iree-base-compiler.

    python docs/bugs/attention_of_cat_unit_batch.py [O0..O3] [dynamic|static]

Exit 1 when batch 1 fails (the rank mismatch, or a crash) while batch 2 compiles.
"""

import os
import subprocess
import sys
import tempfile

import torch
import torch.nn.functional as F
from iree.compiler.tools.binaries import find_tool
from iree.turbine import aot

OPT = sys.argv[1] if len(sys.argv) > 1 else "O2"
DIMS = sys.argv[2] if len(sys.argv) > 2 else "dynamic"


class AttentionOfCat(torch.nn.Module):
    def forward(self, x):
        c = torch.cat([x, torch.tanh(x)], dim=2)
        return F.scaled_dot_product_attention(c, c, torch.tanh(c))


def compile_batch(batch: int, folder: str) -> str:
    x = torch.randn(batch, 3, 6, 9)
    dims = {"x": {a: torch.export.Dim.AUTO for a in (1, 2, 3)}} if DIMS == "dynamic" else None
    path = os.path.join(folder, f"batch{batch}.mlir")
    aot.export(AttentionOfCat(), x, dynamic_shapes=dims).save_mlir(path)
    target = ["--iree-hal-target-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=host", f"--iree-opt-level={OPT}"]
    run = subprocess.run(
        [find_tool("iree-compile"), path, *target, "-o", os.path.join(folder, "out.vmfb")],
        capture_output=True,
        text=True,
        timeout=300,
    )
    if run.returncode == 0:
        return "compiled"
    if run.returncode < 0 or "Stack dump" in run.stderr:
        where = "BubbleUpExpandShapesPass" if "BubbleUpExpandShapesPass" in run.stderr else "see its stack"
        return f"crashed (exit {run.returncode}, in {where})"
    errors = [line.split("error: ", 1)[1] for line in run.stderr.splitlines() if "error: " in line]
    return f"failed (exit {run.returncode}): {errors[0] if errors else run.stderr[-300:]}"


with tempfile.TemporaryDirectory() as tmp:
    two = compile_batch(2, tmp)
    one = compile_batch(1, tmp)
print(f"attention(c, c, tanh(c)), c = cat([x, tanh(x)], dim=2), x [B, 3, 6, 9], {DIMS}, llvm-cpu {OPT}")
print(f"B = 2: {two}")
print(f"B = 1: {one}")
sys.exit(1 if two == "compiled" and one != "compiled" else 0)
