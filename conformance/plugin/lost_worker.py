"""The cell an xdist worker was running when it died (the out-of-memory
killer, a signal): the machine's or the harness's fault, never the compiler's.
It becomes an `error` cell with the reason, in the grid and in the JUnit file,
so it is present, blocking and never cached."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from conformance.axes import parse_cell_id
from conformance.cell import Cell, CellResult, Status, Verdict
from conformance.corpus import corpus_of
from conformance.expectations.match import expectation_for
from conformance.faults import error_result
from conformance.plugin.state import State

SIGNATURE = "error: the pytest-xdist worker running this cell died (killed: out of memory or a signal)"


def lost_worker_result(state: State, nodeid: str, why: str) -> CellResult:
    """``nodeid``: the lost item's id (``path::case[backend|opt|dims]``); ``why``: xdist's line."""
    path, _, name = nodeid.rpartition("::")
    case, backend, opt, dims = parse_cell_id(name)
    cell = Cell(case, backend, opt, dims)
    corpus = corpus_of(Path(path))
    exp = expectation_for(cell, state.expectations.get(corpus, []))
    message = f"{why}; the run went on without it. Its compiles may have used too much memory: run it alone to see."
    return dataclasses.replace(
        error_result(cell, state.cfg.target, SIGNATURE, message),
        verdict=Verdict.REGRESSION,  # `error` always blocks
        expected=exp.status if exp else Status.PASS,
        reason=exp.reason if exp else "",
        corpus=corpus,
        compiler_version=state.cfg.tools.label,
    )


def closing_report(lost: pytest.TestReport) -> pytest.TestReport:
    """The teardown a lost worker never sent: pytest's JUnit writer closes a
    testcase, and writes its properties, on it."""
    rep = pytest.TestReport(
        nodeid=lost.nodeid,
        location=lost.location,
        keywords={},
        outcome="passed",
        longrepr=None,
        when="teardown",
        user_properties=list(lost.user_properties),
    )
    rep.node = lost.node  # type: ignore[attr-defined]
    return rep
