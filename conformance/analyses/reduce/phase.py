"""The phase of ``iree-compile`` in which a compile failure first appears.

``--compile-to=PHASE`` stops the pipeline after PHASE. A failure met while
compiling to an early phase is met in every later one, so the first phase
that fails as the full compile did is found by bisection over the phases, in
about four compiles. Input conversion (``input``) is where torch-mlir's
lowering runs; code generation is ``executable-configurations`` on.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from conformance.analyses.common.compiler import compile_outcome, same_failure
from conformance.pipeline.tools import ToolSet

# In pipeline order, as iree-compile 3.13 names them (iree-compile --help, --compile-to).
PHASES = (
    "input",
    "abi",
    "preprocessing",
    "global-optimization",
    "dispatch-creation",
    "flow",
    "stream",
    "executable-sources",
    "executable-configurations",
    "executable-targets",
    "hal",
    "vm",
)
END = "end"  # no phase before the end fails: the failure is in serialization, or past vm
CODEGEN = frozenset({"executable-configurations", "executable-targets", "hal"})


@dataclass(frozen=True)
class FirstPhase:
    phase: str  # one of PHASES, or END
    compiles: int  # how many compiles it took


def first_failing_phase(
    tools: ToolSet, mlir: Path, flags: tuple[str, ...], signature: str, timeout: float
) -> FirstPhase:
    """The earliest ``--compile-to`` phase whose compile fails with ``signature`` (the full compile's)."""
    flags = tuple(f for f in flags if not f.startswith("--compile-to"))
    lo, hi, compiles = 0, len(PHASES), 0  # PHASES[hi] fails as the full compile did (hi == len: the full compile)
    while lo < hi:
        mid = (lo + hi) // 2
        compiles += 1
        got = compile_outcome(tools, mlir, flags, timeout, (f"--compile-to={PHASES[mid]}",))
        if same_failure(got.signature, signature):
            hi = mid
        else:
            lo = mid + 1
    return FirstPhase(PHASES[lo] if lo < len(PHASES) else END, compiles)
