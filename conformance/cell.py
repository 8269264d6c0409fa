"""A cell of the matrix and what was measured for it.

Raw statuses (what happened) and verdicts (what that means against the
expectations) are kept apart, like lit's outcomes: few words, exact meaning.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any, TypedDict

from conformance.axes import cell_id


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
    # The harness's own failure (lit's UNRESOLVED): an environment fault, an
    # exception inside the harness, a broken declaration. Never the compiler's,
    # never cached, always blocking.
    ERROR = "error"

    @property
    def failed(self) -> bool:
        """Measured and not a pass: every status but pass and skip."""
        return self not in (Status.PASS, Status.SKIP)


class Verdict(StrEnum):
    OK = "ok"  # as expected: a pass expected to pass, or a skip
    XFAIL = "xfail"  # failed exactly as the expectation says
    XPASS = "xpass"  # passed though expected to fail: the expectation is stale
    REGRESSION = "regression"  # expected to pass (or to fail differently) and did not
    HOST_DEPENDENT = "host-dependent"  # one of the outcomes a host-dependent expectation allows

    def blocks(self, xpass_ok: bool = False) -> bool:
        """Whether a cell with this verdict fails its run (lit's ``isFailure``):
        a regression always; an xpass unless stale expectations are accepted."""
        return self is Verdict.REGRESSION or (self is Verdict.XPASS and not xpass_ok)


@dataclass(frozen=True, order=True)
class Cell:
    case: str
    backend: str
    opt: str
    dims: str

    @property
    def id(self) -> str:
        return cell_id(self.case, self.backend, self.opt, self.dims)


# Where a cell goes wrong, written by the analyses (localization, reduction);
# it never changes the cell's status or verdict. Every field is optional; `why`
# says what could not be found and why. (Functional form: `pass` is a keyword.)
Culprit = TypedDict(
    "Culprit",
    {
        "op": str,  # the first wrong graph op's target, e.g. aten.scatter.src
        "node": str,  # its name and position, e.g. "scatter (node 7 of 15)"
        "evidence": str,  # why that node: its own value is wrong, or adding it makes an earlier one wrong
        "wrong_value": str,  # that earlier node's name, when adding the named node makes its value wrong
        "nodes": int,  # nodes in the graph
        "source": str,  # the case's source line torch recorded for the node
        "dispatch": str,  # the first wrong dispatch's symbol
        "reference": str,  # the build the dispatches were compared with, and why that one
        "max_abs": float,  # the error of the node's value
        "pass": str,  # the compiler pass that failed
        "opt_switch": str,  # the pipeline opt level that flips the status
        "reduced": Mapping[str, Any],  # node and dispatch counts before and after reduction
        "pipeline_signature": str,  # the pipeline's own signature, where an analysis sharpened it
        "why": str,
    },
    total=False,
)


# What lies behind a compile failure (conformance.analyses.behind): the rest of the
# program run through IREE, the nodes that block it run on the host. It never
# changes the cell's status or verdict; an expectation may pin it.
class _HostNodeNamed(TypedDict):
    op: str  # aten.new_ones.default
    node: str  # its name and position, e.g. "new_ones (node 46 of 911)"


class HostNode(_HostNodeNamed, total=False):
    signature: str  # the compile failure that put it on the host


class Behind(TypedDict, total=False):
    host: list[HostNode]  # in the order the compiles met them: the chain
    status: str  # pass, mismatch, fail-compile, crash, timeout, fail-run; "compiles" where nothing runs;
    # "inconclusive" where IREE computes what a host node reads otherwise than eager (the host values do not fit)
    signature: str  # the status's signature behind (a next blocker's, a mismatch's)
    culprit: str  # where a mismatch behind goes wrong
    why: str  # why the analysis stopped short (budget, a bound, a node the host cannot run)


# The two routes of one model (the torch route and the ONNX route) compared output to output
# (conformance.derived.routes), on the record of the route whose run found both routes' outputs kept.
class _PairedWith(TypedDict):
    partner: str  # the other route's cell id


class Paired(_PairedWith, total=False):
    differ: str  # where the routes differ beyond what rounding explains; absent when they agree
    output: int  # that output's index
    at: list[int]  # the element there
    values: list[float]  # the torch route's value there, then the ONNX route's
    float64: float  # float64's value there, when trusted
    allowed: float  # the difference allowed there


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
    culprit: Culprit | None = None  # where it goes wrong, when an analysis found out
    behind: Behind | None = None  # what lies behind a compile failure, when analyzed
    paired: Paired | None = None  # its model's other route compared with it, output to output
    # The compiler it was measured with, on the version axis: a release ("3.12.0"),
    # or the version a build of tools reports. Results of two compilers never conflict.
    compiler_version: str = ""

    @property
    def key(self) -> tuple[str, str]:
        """What one result is the result of: a cell, with one compiler."""
        return self.cell.id, self.compiler_version

    @property
    def culprit_name(self) -> str:
        """The op localization named, else the pass reduction named, else "": what a known bug's match reads."""
        c = self.culprit or {}
        return c.get("op") or c.get("pass") or ""


# The analyses, by the names a cell's durations give their seconds under (every other key is a stage
# of the pipeline's): what the cost model keeps apart, since the analyses spend a run's budget.
LOCALIZE, REDUCE, BEHIND = "localize", "reduce", "behind"
ANALYSES = (LOCALIZE, REDUCE, BEHIND)


@dataclass(frozen=True)
class Finding:
    """What the analyses of a cell found: the culprit, the signature that names
    it more exactly (None keeps the pipeline's), the folder of files they
    want kept in the repro folder, and what lies behind a compile failure."""

    culprit: Culprit | None = None
    signature: str | None = None
    kept: Path | None = None
    behind: Behind | None = None
    seconds: Mapping[str, float] = field(default_factory=dict)  # per analysis that ran


# The `why` of a culprit or of what lies behind when the analysis budget ran out (the whole analysis:
# "budget"; one step of it: "<step>: budget"). Measured again by the next run: never pinned, never a finding.
OUT_OF_BUDGET = "budget"


def out_of_budget(why: str | None) -> bool:
    """Whether an analysis's ``why`` says the budget ran out, for the whole of it or for a step."""
    return why == OUT_OF_BUDGET or (why or "").endswith(f": {OUT_OF_BUDGET}")
