"""Whose bug a failing cell shows (conformance.upstream.owner): the first failing --compile-to phase
with the real iree-compile, and the wrong-values decision on stand-in grids."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from conformance.analyses.common.compiler import compile_outcome
from conformance.analyses.reduce.phase import first_failing_phase
from conformance.pipeline.tools import find_tools
from conformance.upstream import owner

ROOT = Path(__file__).resolve().parent.parent
FLAGS = ("--iree-hal-target-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=host", "--iree-opt-level=O2")
# A bool scalar literal: iree-compile 3.13 fails to legalize it in input conversion.
BOOL_SCALAR = """
func.func @main(%arg0: !torch.vtensor<[2,8],f32>) -> !torch.vtensor<[2,8],i1> {
  %0 = torch.vtensor.literal(dense<true> : tensor<i1>) : !torch.vtensor<[],i1>
  %int0 = torch.constant.int 0
  %1 = torch.aten.gt.Scalar %arg0, %int0 : !torch.vtensor<[2,8],f32>, !torch.int -> !torch.vtensor<[2,8],i1>
  %2 = torch.aten.__and__.Tensor %1, %0 : !torch.vtensor<[2,8],i1>, !torch.vtensor<[],i1> -> !torch.vtensor<[2,8],i1>
  return %2 : !torch.vtensor<[2,8],i1>
}
"""


def _phase(mlir: Path) -> tuple[str, dict]:
    tools = find_tools()
    full = compile_outcome(tools, mlir, FLAGS, 120)
    assert full.signature, "the module compiles: no failure to place"
    phase = first_failing_phase(tools, mlir, FLAGS, full.signature, 120).phase
    cell = {"backend": "llvm-cpu", "status": "fail-compile", "signature": full.signature}
    return phase, cell


def test_a_failure_in_input_conversion_is_placed_there_and_named_torch_mlirs(tmp_path):
    mlir = tmp_path / "module.mlir"
    mlir.write_text(BOOL_SCALAR)
    phase, cell = _phase(mlir)
    assert phase == "input"
    found = owner.of_compile(cell, phase)
    assert found.project == owner.TORCH_MLIR and "torch.vtensor.literal" in found.component
    assert found.evidence.startswith("`iree-compile --compile-to=input` already fails as the cell did")


def test_a_failure_in_code_generation_is_placed_there_and_named_the_backends():
    """Known bug fuzz-3: a sort of a slice fails in llvm-cpu's code generation."""
    phase, cell = _phase(ROOT / "docs" / "bugs" / "fuzz-3" / "module.mlir")
    assert phase == "executable-targets"
    found = owner.of_compile(cell, phase)
    assert (found.project, found.component) == (owner.IREE, "Codegen/LLVMCPU")
    assert "`--compile-to=executable-configurations` compiles" in found.evidence


def _grid(tmp_path: Path, outputs: dict[str, np.ndarray | None]) -> tuple[dict, Path]:
    """A stand-in grid: one case at O2 static on each backend, wrong (its outputs kept) or passing (None)."""
    cells = []
    for backend, out in outputs.items():
        cell = {"id": f"c[{backend}|O2|static]", "case": "c", "backend": backend, "opt": "O2", "dims": "static"}
        if out is None:
            cells.append({**cell, "status": "pass"})
            continue
        repro = tmp_path / "repro" / backend
        repro.mkdir(parents=True)
        np.save(repro / "actual_output_0.npy", out)
        cells.append({**cell, "status": "mismatch", "repro": str(repro)})
    return {"cells": cells}, tmp_path


EXPECTED = np.arange(6, dtype=np.float32)


@pytest.mark.parametrize(
    ("vulkan", "project", "component", "evidence"),
    [
        # The same wrong values (within float noise) on two code generators: before code generation.
        (EXPECTED + 1.0 + 1e-6, owner.NOT_DETERMINED, "before code generation", "the same wrong values on llvm-cpu O2"),
        # Other wrong values on the other backend: each backend's code generation.
        (EXPECTED - 3.0, owner.IREE, "code generation (Codegen/LLVMCPU", "the wrong values differ on vulkan O2"),
        # The other backend passes: this backend's code generation.
        (None, owner.IREE, "Codegen/LLVMCPU", "the same case at O2 static passes on vulkan"),
    ],
)
def test_a_wrong_result_is_placed_by_the_other_backends_values(tmp_path, vulkan, project, component, evidence):
    grid, results = _grid(tmp_path, {"llvm-cpu": EXPECTED + 1.0, "vulkan": vulkan})
    cell = grid["cells"][0]
    mine = owner.kept_outputs(cell, results)
    found = owner.of_wrong(cell, mine, (EXPECTED,), owner.peers(grid, cell, results))
    assert found.project == project and found.component.startswith(component) and found.evidence.startswith(evidence)


def test_an_import_failure_is_the_frontend_whose_words_it_holds():
    export = {"status": "fail-import", "signature": "fail-import: torch.export: SpecializedDim: dim 'B'"}
    assert owner.of_import(export).project == owner.PYTORCH
    fx = {"status": "fail-import", "signature": "fail-import: NotImplementedError: FIX ME: Unimplemented call_function"}
    assert owner.of_import(fx).project == owner.TORCH_MLIR
    odd = {"status": "fail-import", "signature": "fail-import: OSError: disk full"}
    assert owner.of_import(odd).project == owner.NOT_DETERMINED  # never a guess


def test_a_crash_in_input_conversion_is_placed_by_its_stack_frames():
    """No pass named, but the stack runs in a torch-mlir conversion's source: that conversion's."""
    frame = (
        " #15 0x7f584df1eb32 (anonymous namespace)::ConvertAtenScatterOp<mlir::torch::Torch::AtenScatterSrcOp>"
        "::matchAndRewrite(...) const TorchToTMTensor.cpp:0:0"
    )
    cell = {"status": "crash", "signature": "crash: iree-compile SIGSEGV", "message": f"Stack dump:\n{frame}\n"}
    found = owner.of_compile(cell, "input")
    assert (found.project, found.component) == (owner.TORCH_MLIR, "TorchToTMTensor")
    assert found.evidence.endswith("its crash stack runs in torch-mlir's TorchToTMTensor.cpp")
    bare = {**cell, "message": "Stack dump:\n #4 mlir::Operation::create(...) Operation.cpp:0:0\n"}
    assert owner.of_compile(bare, "input").project == owner.NOT_DETERMINED  # MLIR's own frames decide nothing
