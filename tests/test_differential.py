"""The axis differentials (python -m conformance differential): failures only dynamic dims bring, and
failures an opt level switches, in both directions, one row per signature with its numbers out."""

from __future__ import annotations

import json
from pathlib import Path

from conformance.__main__ import main
from conformance.derived.differential import dims_only, opt_switched, render
from conformance.results.document import SCHEMA_VERSION

STACK = "fail-compile: error: 'func.func' op exceeded stack allocation limit of 32768 bytes for function. Got {n} bytes"


def _cell(case: str, opt: str, dims: str, status: str = "pass", signature: str | None = None) -> dict:
    cell = {"id": f"{case}[llvm-cpu|{opt}|{dims}]", "case": case, "backend": "llvm-cpu", "opt": opt, "dims": dims}
    return {**cell, "status": status, "signature": signature}


def _grid() -> list[dict]:
    cells = []
    for opt in ("O0", "O1", "O2", "O3"):
        high = opt in ("O2", "O3")
        # vit: static passes everywhere; dynamic is wrong at O0/O1 and runs out of stack at O2/O3
        cells.append(_cell("vit", opt, "static"))
        dyn = ("fail-compile", STACK.format(n=133824 + int(opt[1]))) if high else ("mismatch", "mismatch: output 0")
        cells.append(_cell("vit", opt, "dynamic", *dyn))
        # topk: fails at O3 only, static and dynamic (optimization brings it)
        for dims in ("static", "dynamic"):
            bad = opt == "O3"
            cells.append(_cell("topk", opt, dims, *(("fail-compile", "fail-compile: error: topk") if bad else ())))
        # norm: wrong at O0 only (optimization hides it); static only measured
        cells.append(_cell("norm", opt, "static", *(("mismatch", "mismatch: output 0") if opt == "O0" else ())))
        # gone: the harness failed at O1 (error holds nothing), skip elsewhere
        cells.append(_cell("gone", opt, "static", "error" if opt == "O1" else "skip"))
    return cells


def test_failures_only_dynamic_dims_bring_are_one_row_per_signature():
    rows = dims_only(_grid())
    assert [(r.key, len(r.cells), r.failing, r.passing) for r in rows] == [
        ("fail-compile: error: 'func.func' op exceeded stack allocation limit of N bytes for function. Got N bytes",
         2, ["dynamic"], ("static",)),
        ("mismatch: output N", 2, ["dynamic"], ("static",)),
    ]  # fmt: skip
    assert all(r.cases == ["vit"] for r in rows)  # topk fails static too: not dynamic-only


def test_an_opt_level_that_switches_a_failure_in_either_direction():
    rows = {(r.key, r.direction): r for r in opt_switched(_grid())}
    topk = rows[("fail-compile: error: topk", "optimization brings it")]
    assert topk.cases == ["topk"] and topk.failing == ["O3"] and topk.passing == ("O0", "O1", "O2")
    norm = rows[("mismatch: output N", "optimization hides it")]
    assert norm.cases == ["norm"] and norm.failing == ["O0"] and norm.passing == ("O1", "O2", "O3")
    assert not any("gone" in r.cases for r in rows.values())  # skips and errors hold nothing
    # vit dynamic never passes at any level: not an opt-level switch
    assert not any("vit" in r.cases for r in rows.values())
    text = render(dims_only(_grid()), opt_switched(_grid()))
    assert "| `fail-compile: error: topk` | optimization brings it | llvm-cpu | 2 | topk | O3 | O0, O1, O2 |" in text


def test_the_command_reads_grids_and_refuses_a_bad_one(tmp_path: Path, capsys):
    grid = tmp_path / "grid.json"
    grid.write_text(json.dumps({"schema_version": SCHEMA_VERSION, "cells": _grid()}))
    assert main(["differential", str(tmp_path), "--out", str(tmp_path / "d.md")]) == 0
    assert "optimization hides it" in (tmp_path / "d.md").read_text()
    (tmp_path / "bad.json").write_text("[]")
    assert main(["differential", str(tmp_path / "bad.json")]) == 2
    assert "bad.json" in capsys.readouterr().err


def test_a_grid_compiled_and_not_run_is_held_at_the_compile_step():
    """A GPU target with no device: a cell that compiled is `skip` at the run. It passes the compile
    step, against its neighbours' compile failures only (what its run would do is not known)."""

    def gpu(case: str, opt: str, dims: str, status: str, stage: str, signature: str | None = None) -> dict:
        return {**_cell(case, opt, dims, status, signature), "backend": "rocm", "stage": stage}

    bounds = "fail-compile: error: value evaluated as 7 is out of range."
    cells = [
        gpu("argsort", "O2", "static", "skip", "run"),
        gpu("argsort", "O2", "dynamic", "fail-compile", "compile", bounds),
        gpu("fusion", "O0", "static", "skip", "run"),
        gpu("fusion", "O2", "static", "fail-compile", "compile", "fail-compile: error: failed to apply fusion"),
        gpu("wrong", "O0", "static", "skip", "run"),
        gpu("wrong", "O2", "static", "mismatch", "compare", "mismatch: output 0"),  # ran elsewhere: not comparable
    ]
    (dims,) = dims_only(cells)
    assert (dims.key, dims.cases, dims.passing) == ("fail-compile: error: value evaluated as N is out of range.",
                                                     ["argsort"], ("static",))  # fmt: skip
    (opt,) = opt_switched(cells)
    assert (opt.cases, opt.direction, opt.failing, opt.passing) == (
        ["fusion"],
        "optimization brings it",
        ["O2"],
        ("O0",),
    )
