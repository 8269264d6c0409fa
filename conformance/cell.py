"""A cell of the matrix and what was measured for it.

Raw statuses (what happened) and verdicts (what that means against the
expectations) are kept apart, like lit's outcomes: few words, exact meaning.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Status(StrEnum):
    PASS = "pass"
    MISMATCH = "mismatch"  # ran, numbers differ from eager PyTorch beyond tolerance
    FAIL_IMPORT = "fail-import"  # export or import to MLIR failed
    FAIL_COMPILE = "fail-compile"  # iree-compile reported an error
    FAIL_RUN = "fail-run"  # iree-run-module reported an error
    CRASH = "crash"  # a tool died on a signal or an assertion
    TIMEOUT = "timeout"  # a stage ran past its limit
    INVALID_INPUT = "invalid-input"  # the case broke its own input contract
    SKIP = "skip"  # not measured, with a reason (e.g. no device of that kind)


class Verdict(StrEnum):
    OK = "ok"  # as expected: a pass expected to pass, or a skip
    XFAIL = "xfail"  # failed exactly as the expectation says
    XPASS = "xpass"  # passed though expected to fail: the expectation is stale
    REGRESSION = "regression"  # expected to pass (or to fail differently) and did not


@dataclass(frozen=True, order=True)
class Cell:
    case: str
    backend: str
    opt: str
    dims: str

    @property
    def id(self) -> str:
        return f"{self.case}[{self.backend}|{self.opt}|{self.dims}]"


@dataclass(frozen=True)
class CellResult:
    cell: Cell
    target: str
    status: Status
    stage: str  # the last stage reached: import, compile, run, compare
    signature: str | None  # normalized one-line first diagnostic; None on pass
    message: str = ""  # details for people: error excerpt, error figures
    durations: dict[str, float] = field(default_factory=dict)  # seconds per stage
    cached: tuple[str, ...] = ()  # stages served from the cache
    repro: str | None = None  # repro folder of a non-pass cell
    verdict: Verdict = Verdict.OK
    expected: Status = Status.PASS
    reason: str = ""  # the expectation's reason, when one applies
    family: str = ""
    corpus: str = "builtin"  # builtin, or the external corpus (onnx-node) the case comes from
    origin: str = ""  # the results file this came from, when merged
