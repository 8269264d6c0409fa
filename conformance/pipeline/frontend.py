"""What a frontend is to the pipeline: the one interface the import stage,
the float64 oracle and the size check reach a model's framework through.

Each frontend (torch, onnx) is one object implementing it, registered by
``Case.frontend`` in ``imports.FRONTENDS``. Nothing outside a frontend asks
which framework a case is written in: an analysis that cuts or rebuilds a
model's graph asks the frontend for it (``framework_graph``) and chooses its
method by the kind of graph it gets (``graph_kind``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from conformance.case import Case, Variant

# Given the case at other sizes and its inputs there: None, or why the compiled
# program does not stand for the case at those sizes (the cell is then skipped).
ProgramCheck = Callable[[Case, Sequence[np.ndarray]], str | None]
Float64Runner = Callable[[Sequence[np.ndarray]], list[np.ndarray]]

# The kinds of graph a frontend gives (Frontend.graph_kind).
TORCH_EXPORT = "torch.export"  # a torch.export.ExportedProgram
ONNX_MODEL = "onnx"  # an onnx.ModelProto


class Frontend(Protocol):
    name: str  # the Case.frontend it serves
    package: str  # the distribution whose version keys the import cache
    graph_kind: str  # what framework_graph returns: TORCH_EXPORT or ONNX_MODEL

    def export(self, case: Case, variant: Variant, inputs: Sequence[np.ndarray], keep: Path) -> tuple[str, str]:
        """(MLIR text, entry function) as IREE's users import the model. The
        framework's own refusal raises ``faults.FrontendRefused``. ``keep``: the
        import's folder, where a frontend leaves the file its users start from
        when that is not the MLIR (the ONNX route's ``model.onnx``)."""
        ...

    def framework_graph(self, case: Case, variant: Variant, inputs: Sequence[np.ndarray]) -> Any:
        """The model's graph in its framework, as this variant's import made it
        (of ``graph_kind``): what localization cuts and reduction rebuilds."""
        ...

    def reference(self, case: Case, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
        """The framework's eager outputs on ``inputs``."""
        ...

    def float64_runner(self, case: Case) -> Float64Runner:
        """The model computing in float64: the float64 oracle runs it."""
        ...

    def narrow_types(self, case: Case) -> tuple[str, ...]:
        """The float formats the model computes in ("f32", "f16", ...)."""
        ...

    def honest_draws(self, case: Case, inputs: Sequence[np.ndarray]) -> list[list[np.ndarray]] | None:
        """A few computations of the outputs in the case's own precision, each
        op off by what it may honestly be (the float64 oracle's spread); None
        when the frontend cannot make them."""
        ...

    def program_check(self, case: Case, variant: Variant) -> ProgramCheck | None:
        """For a run at other sizes (``--sizes``): a check that the program
        compiled for ``variant`` stands for the case there; None when the
        frontend's program has no size assumptions to check."""
        ...
