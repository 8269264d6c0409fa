"""Whose bug a failing cell shows: the project to file it in, the component, and
the one line of evidence that decided it, or "not determined" where the
evidence does not decide (never a guess).

Evidence the harness establishes mechanically:
- an import failure: the tool whose words the signature holds (torch.export,
  torch.onnx, the FX importer IREE's compiler package carries from torch-mlir);
- a compile failure: the first ``--compile-to`` phase that fails as the cell
  did (``reduce.phase``) and the failing pass, mapped to the project owning it;
- a wrong result: the same case's other cells in the grid. Another backend
  passing, or wrong in other values, points at this backend's code generation;
  the same wrong values on two backends point before code generation (the input
  lowering or IREE's target-independent passes: which one is not told apart).
A known bug's owner, established by hand (the lowered module read, a constant
found), is given by ``known_bugs.toml`` and wins over this.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from conformance.analyses.reduce.phase import CODEGEN, END, PHASES
from conformance.cell import Status

IREE, TORCH_MLIR, PYTORCH = "iree-org/iree", "llvm/torch-mlir", "pytorch/pytorch"
NOT_DETERMINED = "not determined"
SAME_VALUES = 0.01  # two wrong outputs are "the same" when they differ by under 1% of their error

# Each backend's code generation, as IREE's source tree names it.
CODEGEN_OF = {
    "llvm-cpu": "Codegen/LLVMCPU",
    "rocm": "Codegen/LLVMGPU",
    "cuda": "Codegen/LLVMGPU",
    "vulkan": "Codegen/SPIRV",
}
PHASE_COMPONENT = {
    "abi": "ABI",
    "preprocessing": "Preprocessing",
    "global-optimization": "GlobalOptimization",
    "dispatch-creation": "DispatchCreation",
    "flow": "Flow",
    "stream": "Stream",
    "executable-sources": "HAL (executable sources)",
    "vm": "VM",
    END: "VM (module serialization)",
}
# IREE's own passes in its torch input plugin (compiler/plugins/input/Torch); the rest of input
# conversion for torch and ONNX input is torch-mlir's (TorchToLinalg, TorchOnnxToTorch, ...).
IREE_INPUT_PASSES = frozenset(
    {
        "BitCastQuantTensorPass",
        "BitCastTensorPass",
        "ConvertTMTensorToLinalgExtPass",
        "ConvertTorchUnstructuredToLinalgExtPass",
        "FuncConversionPass",
        "SetStrictSymbolicShapesPass",
    }
)
_TORCH_MLIR_PASS = re.compile(
    r"Torch|^(De|Re)composeComplexOps|^ReduceOpVariants|^ScalarizeShapes|^Simplify(Shape|Dtype)Calculations"
    r"|InlineGlobalSlots|^AdjustCallingConventions|^RefinePublicReturn|^FuseQuantizedOps|^MatchQuantizedCustomOps"
)
_PASS_IN_SIGNATURE = re.compile(r"^crash: [\w-]+ \w+ in ([A-Za-z_]\w*)")
_SOURCE = re.compile(r"\b(\w+)\.cpp:\d+")  # a stack frame's source file: TorchToTMTensor.cpp:0:0
_UNLEGALIZED = re.compile(r"failed to legalize operation '(torch\.[\w.]+)'")


@dataclass(frozen=True)
class Owner:
    project: str  # a GitHub project (owner/name), or NOT_DETERMINED
    component: str  # within it, or what is known of where ("not determined" when nothing is)
    evidence: str  # the line that decided it

    @property
    def line(self) -> str:
        if self.project != NOT_DETERMINED:
            return f"{self.project}: {self.component}"
        return "project not determined" + (f" ({self.component})" if self.component != NOT_DETERMINED else "")


def failing_pass(cell: Mapping[str, Any]) -> str:
    """The pass reduction named, or the one a crash signature names."""
    culprit = cell.get("culprit") or {}
    if culprit.get("pass"):
        return str(culprit["pass"])
    m = _PASS_IN_SIGNATURE.match(str(cell.get("signature") or ""))
    return m.group(1) if m else ""


def torch_mlir_frame(message: str) -> str:
    """The torch-mlir source file a crash's stack runs in (innermost first), e.g. TorchToTMTensor: a
    frame in torch-mlir's namespace (mlir::torch::) whose file is one of its conversions' or passes'."""
    for line in message.splitlines():
        if "mlir::torch::" in line and (m := _SOURCE.search(line)) and _TORCH_MLIR_PASS.search(m.group(1)):
            return m.group(1)
    return ""


def of_import(cell: Mapping[str, Any]) -> Owner:
    """An import failure: the frontend whose words the signature holds."""
    signature, message = str(cell.get("signature") or ""), str(cell.get("message") or "")
    said = signature.removeprefix("fail-import: ")
    if said.startswith("torch.onnx.export"):
        return Owner(PYTORCH, "torch.onnx (the ONNX exporter)", f"torch.onnx.export raised: {said[:160]}")
    if said.startswith("torch.export"):
        return Owner(PYTORCH, "torch.export", f"torch.export raised: {said[:160]}")
    if "fx_importer" in message or "FIX ME: Unimplemented" in said or "before Torch IR import" in said:
        return Owner(
            TORCH_MLIR,
            "FX importer (python/torch_mlir/extras/fx_importer.py; IREE's package carries it as iree.compiler.extras)",
            f"the FX importer raised: {said[:160]}",
        )
    if "iree-import-onnx" in signature or "onnx_importer" in message:
        where = "onnx_importer" if "onnx_importer" in message else "iree-import-onnx"
        project = TORCH_MLIR if where == "onnx_importer" else IREE
        return Owner(project, f"ONNX importer ({where})", f"the ONNX importer failed: {said[:160]}")
    return Owner(NOT_DETERMINED, "import", f"the import failed with words no frontend is known by: {said[:160]}")


def of_compile(cell: Mapping[str, Any], phase: str | None) -> Owner:
    """A compile failure, crash or hang of iree-compile: its first failing phase and pass."""
    name = failing_pass(cell)
    backend = str(cell.get("backend") or "")
    by = f", in the pass {name}" if name else ""
    if phase is None:
        return Owner(NOT_DETERMINED, "not determined", "the phase was not found: the compile did not fail again")
    said = f"`iree-compile --compile-to={phase}` already fails as the cell did{by}"
    if phase == "input":
        if name in IREE_INPUT_PASSES:
            return Owner(IREE, "InputConversion/Torch (IREE's torch input plugin)", said)
        if name and _TORCH_MLIR_PASS.search(name):
            return Owner(TORCH_MLIR, name.removeprefix("Convert").removesuffix("Pass"), said + " (torch-mlir's)")
        if source := torch_mlir_frame(str(cell.get("message") or "")):
            return Owner(TORCH_MLIR, source, f"{said}; its crash stack runs in torch-mlir's {source}.cpp")
        if m := _UNLEGALIZED.search(str(cell.get("signature") or "")):
            said += f": torch-mlir's lowering leaves {m.group(1)} unconverted"
            return Owner(TORCH_MLIR, f"the lowering of {m.group(1)} (its conversion pattern)", said)
        return Owner(NOT_DETERMINED, "input conversion (torch-mlir's lowering or IREE's torch input plugin)", said)
    before = f"`--compile-to={_before(phase)}` compiles"
    if phase in CODEGEN:
        component = CODEGEN_OF.get(backend, "Codegen")
        return Owner(IREE, component + (f" ({name})" if name else ""), f"{said}; {before}: {backend} code generation")
    component = PHASE_COMPONENT.get(phase, phase)
    return Owner(IREE, component + (f" ({name})" if name else ""), f"{said}; {before}")


def _before(phase: str) -> str:
    order = (*PHASES, END)
    return order[order.index(phase) - 1] if order.index(phase) else "start"


def of_run(cell: Mapping[str, Any]) -> Owner:
    """The module compiled and iree-run-module failed: IREE's, the runtime or the code it runs."""
    return Owner(
        IREE,
        "runtime or the generated code (not determined)",
        f"the module compiled; iree-run-module ended: {str(cell.get('signature') or '')[:160]}",
    )


@dataclass(frozen=True)
class Peer:
    """Another cell of the same case and dims: how it ended, and its outputs when it kept them."""

    backend: str
    opt: str
    status: str
    outputs: tuple[np.ndarray, ...]


def peers(grid: Mapping[str, Any], cell: Mapping[str, Any], results: Path) -> list[Peer]:
    """The grid's cells of the same case and dims on other backends or opt levels that ran:
    passes, and wrong results whose outputs their repro folder kept."""
    out = []
    for c in grid.get("cells") or []:
        if c.get("id") == cell.get("id") or (c.get("case"), c.get("dims")) != (cell.get("case"), cell.get("dims")):
            continue
        status = str(c.get("status"))
        if status == Status.MISMATCH:
            out.append(Peer(str(c["backend"]), str(c["opt"]), status, kept_outputs(c, results)))
        elif status not in (Status.SKIP, Status.ERROR):  # it ran: a pass, or it never got to run
            out.append(Peer(str(c["backend"]), str(c["opt"]), status, ()))
    return out


def kept_outputs(cell: Mapping[str, Any], results: Path) -> tuple[np.ndarray, ...]:
    """The outputs a wrong cell's repro folder kept (``actual_output_N.npy``), in order."""
    repro = cell.get("repro")
    if not repro:
        return ()
    base = results if results.is_dir() else results.parent
    for folder in (Path(repro), base / "repro" / Path(repro).name):
        files = sorted(folder.glob("actual_output_*.npy"), key=lambda p: int(p.stem.rsplit("_", 1)[1]))
        if files:
            return tuple(np.load(f) for f in files)
    return ()


def same_values(a: Iterable[np.ndarray], b: Iterable[np.ndarray], expected: Iterable[np.ndarray]) -> bool | None:
    """Whether two wrong results are the same wrong values: on every output, they differ by under
    ``SAME_VALUES`` of their error from the reference. None when they cannot be compared."""
    a, b, expected = list(a), list(b), list(expected)
    if not a or len(a) != len(b) or len(a) != len(expected):
        return None
    for x, y, e in zip(a, b, expected, strict=True):
        if x.shape != y.shape or x.shape != e.shape or x.dtype.kind not in "fiub":
            return None
        x64, y64, e64 = (v.astype(np.float64) for v in (x, y, e))
        if not np.array_equal(np.isnan(x64), np.isnan(y64)):
            return False
        finite = np.isfinite(x64) & np.isfinite(y64) & np.isfinite(e64)
        if not np.array_equal(x64[~finite], y64[~finite], equal_nan=True):
            return False
        if finite.any():
            apart = float(np.max(np.abs(x64 - y64)[finite]))
            error = max(float(np.max(np.abs(x64 - e64)[finite])), float(np.max(np.abs(y64 - e64)[finite])))
            if apart > SAME_VALUES * error:
                return False
    return True


def of_wrong(
    cell: Mapping[str, Any], mine: tuple[np.ndarray, ...], expected: tuple[np.ndarray, ...], others: list[Peer]
) -> Owner:
    """A wrong result, told by the same case's other cells: which backends pass, and whether
    the wrong values are the same on another backend."""
    backend, opt = str(cell.get("backend")), str(cell.get("opt"))
    codegen = CODEGEN_OF.get(backend, "Codegen")
    passing = sorted({p.backend for p in others if p.status == Status.PASS and p.backend != backend and p.opt == opt})
    if passing:
        return Owner(IREE, codegen, f"the same case at {opt} {cell.get('dims')} passes on {', '.join(passing)}")
    elsewhere = [p for p in others if p.status == Status.MISMATCH and p.backend != backend]
    judged = [(p, same_values(mine, p.outputs, expected)) for p in elsewhere]
    same = sorted({f"{p.backend} {p.opt}" for p, s in judged if s})
    differ = sorted({f"{p.backend} {p.opt}" for p, s in judged if s is False})
    if same and not differ:
        return Owner(
            NOT_DETERMINED,
            "before code generation: torch-mlir's lowering or IREE's target-independent passes",
            f"the same wrong values on {backend} {opt} and {', '.join(same)} (apart by under "
            f"{SAME_VALUES:.0%} of their error): not one backend's code generation",
        )
    if differ and not same:
        return Owner(
            IREE, f"code generation ({codegen} and the others')", f"the wrong values differ on {', '.join(differ)}"
        )
    if same and differ:
        return Owner(
            NOT_DETERMINED,
            "not determined",
            f"the same wrong values on {', '.join(same)}, others on {', '.join(differ)}",
        )
    failed = sorted({f"{p.backend} {p.opt}: {p.status}" for p in others if p.backend != backend and not p.outputs})
    failed = [f for f in failed if not f.endswith(f": {Status.PASS}")]
    if failed:
        said = f"on no other backend did {cell.get('case')} at {cell.get('dims')} run to compare ({'; '.join(failed)})"
    else:
        said = f"no other backend ran {cell.get('case')} at {cell.get('dims')} in this grid: run it on another to tell"
    return Owner(NOT_DETERMINED, NOT_DETERMINED, said)
