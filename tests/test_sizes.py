"""--sizes boundary: the dims value of a boundary cell, how expectations, batches,
the grid and update-expectations treat it, and one dynamic module end to end
(the real compiler and runtime): compiled once, run at every boundary size."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conformance.axes import (
    axis_order,
    base_dims,
    boundary_dims,
    boundary_sizes,
    cell_id,
    parse_cell_id,
    parse_dims,
)
from conformance.case import Variant, randn, torch_case
from conformance.cell import Cell, Status, Verdict
from conformance.expectations.match import Expectation, dims_match, expectation_for, load_expectations, verdict_for
from conformance.expectations.patterns import fold
from conformance.pipeline.batch import batch_of
from conformance.pipeline.sizes import Boundary, at_sizes, boundaries
from conformance.render.layout import tables
from tests.harness import run_harness, write_corpus


def test_boundary_sizes_avoid_the_traced_size():
    assert boundary_sizes(6) == (1, 7, 33)
    assert boundary_sizes(7) == (1, 13, 33)
    assert boundary_sizes(33) == (1, 7, 65)
    assert boundary_sizes(1) == (7, 33)  # an ONNX dim traced at 1


def test_boundary_dims_value_round_trips_through_the_cell_id():
    dims = boundary_dims("dynamic", "R", 33)
    assert dims == "dynamic@R=33"
    assert parse_dims(dims) == ("dynamic", "R", 33)
    assert parse_dims("mixed") == ("mixed", None, None)
    assert base_dims(dims) == "dynamic" and base_dims("static") == "static"
    cid = cell_id("softmax", "llvm-cpu", "O2", dims)
    assert cid == "softmax[llvm-cpu|O2|dynamic@R=33]"
    assert parse_cell_id(cid) == ("softmax", "llvm-cpu", "O2", "dynamic@R=33")


@pytest.mark.parametrize("bad", ["dynamic@R", "dynamic@R=", "dynamic@=3", "dynamic@R=x", "@R=3", "dynamic@R=3@S=4"])
def test_malformed_boundary_dims_are_refused(bad):
    with pytest.raises(ValueError, match="dims value"):
        parse_dims(bad)


def test_a_dim_name_that_cannot_be_in_a_cell_id_is_refused():
    with pytest.raises(ValueError, match="no boundary dims value"):
        boundary_dims("dynamic", "a|b", 7)
    with pytest.raises(ValueError, match="no boundary dims value"):
        boundary_dims("dynamic", "R", -1)


def test_boundary_cells_sort_right_after_their_variant():
    dims = ["mixed", "dynamic@N=33", "static", "dynamic@N=7", "dynamic", "mixed@M=1", "dynamic@M=1"]
    ordered = sorted(dims, key=lambda d: axis_order("O2", d))
    assert ordered == ["static", "dynamic", "dynamic@M=1", "dynamic@N=7", "dynamic@N=33", "mixed", "mixed@M=1"]


def _case():
    from conformance.fn import Fn

    return torch_case(
        "sizes_probe", lambda: Fn(lambda a, b: a @ b), inputs=[randn("M", "K"), randn("K", "N")],
        sizes={"M": 6, "K": 7, "N": 33}, dynamic=["M", "K", "N"],
    )  # fmt: skip


def test_boundaries_are_per_symbolic_dim_and_size():
    case = _case()
    dynamic = Variant("dynamic", frozenset({"M", "K", "N"}))
    assert [b.dims("dynamic") for b in boundaries(case, dynamic)] == [
        "dynamic@M=1", "dynamic@M=7", "dynamic@M=33",
        "dynamic@K=1", "dynamic@K=13", "dynamic@K=33",
        "dynamic@N=1", "dynamic@N=7", "dynamic@N=65",
    ]  # fmt: skip
    mixed = Variant("mixed", frozenset({"M"}))
    assert [b.label for b in boundaries(case, mixed)] == ["M=1", "M=7", "M=33"]
    assert boundaries(case, Variant("static", frozenset())) == ()
    resized = at_sizes(case, Boundary("K", 13))
    assert resized.sizes == {"M": 6, "K": 13, "N": 33} and case.sizes["K"] == 7


def test_an_expectation_covers_a_boundary_cell_only_when_it_names_boundaries():
    cell = Cell("softmax", "llvm-cpu", "O2", "dynamic@R=33")
    assert not dims_match("dynamic@R=33", "dynamic")
    assert not dims_match("dynamic@R=33", "*")  # no dims in an entry: the traced sizes
    for pattern in ("dynamic@R=33", "dynamic@*", "*@R=33", "*@*"):
        assert dims_match("dynamic@R=33", pattern), pattern
    assert not dims_match("dynamic@R=33", "dynamic@R=1")
    assert not dims_match("dynamic", "dynamic@*")
    traced = Expectation(("softmax",), Status.MISMATCH, "traced only", dims="*")
    named = Expectation(("softmax",), Status.MISMATCH, "at R=33", dims="dynamic@R=33")
    assert expectation_for(cell, [traced]) is None
    assert expectation_for(cell, [traced, named]) is named
    assert verdict_for(Status.MISMATCH, expectation_for(cell, [traced, named])) is Verdict.XFAIL
    assert verdict_for(Status.MISMATCH, expectation_for(cell, [traced])) is Verdict.REGRESSION


def test_expectation_file_names_a_boundary_cell(tmp_path):
    f = tmp_path / "llvm-cpu.toml"
    f.write_text('[[expect]]\ncase = "softmax"\ndims = "dynamic@R=1"\nstatus = "mismatch"\nreason = "R=1"\n')
    (entry,) = load_expectations(f)
    assert entry.matches(Cell("softmax", "llvm-cpu", "O0", "dynamic@R=1"))
    assert not entry.matches(Cell("softmax", "llvm-cpu", "O0", "dynamic"))
    assert not entry.matches(Cell("softmax", "llvm-cpu", "O0", "dynamic@R=7"))


def test_a_boundary_cell_joins_its_variants_batch_and_leaves_the_batches_as_they_were():
    def ids(cases, dims):
        return [f"c.py::{cell_id(c, 'llvm-cpu', 'O2', d)}" for c in cases for d in dims]

    cases = [f"case{i}" for i in range(5)]
    traced = batch_of(ids(cases, ["dynamic"]), 2)
    both = batch_of(ids(cases, ["dynamic", "dynamic@M=7", "dynamic@M=33"]), 2)
    for nodeid, batch in traced.items():
        assert both[nodeid] == batch  # the same batch module: the same cache entry
        assert both[nodeid.replace("|dynamic]", "|dynamic@M=7]")] == batch
    only_boundary = batch_of(ids(cases, ["dynamic@M=7"]), 2)  # -k picked boundary cells only
    assert set(only_boundary.values()) == set(traced.values())


def test_the_grid_shows_a_boundary_size_as_a_row_under_its_case():
    def rec(case, opt, dims):
        return {"case": case, "backend": "llvm-cpu", "opt": opt, "dims": dims, "status": "pass", "verdict": "ok"}

    cells = [rec("mm", "O2", d) for d in ("static", "dynamic", "mixed", "dynamic@M=33", "dynamic@M=7", "mixed@M=7")]
    cells += [rec("mm_b", "O2", "dynamic")]
    cols, rows = tables({"cells": cells})["llvm-cpu"]
    assert cols == [("O2", "static"), ("O2", "dynamic"), ("O2", "mixed")]
    assert list(rows) == ["mm", "mm @M=7", "mm @M=33", "mm_b"]
    assert [c["dims"] for c in rows["mm @M=7"][("O2", "dynamic")]] == ["dynamic@M=7"]
    assert [c["dims"] for c in rows["mm @M=7"][("O2", "mixed")]] == ["mixed@M=7"]


def test_update_expectations_keeps_traced_and_boundary_patterns_apart():
    traced = {(o, d) for o in ("O0", "O2") for d in ("dynamic", "mixed")}
    boundary = {(o, d) for o in ("O0", "O2") for d in ("dynamic@M=7", "dynamic@M=33")}
    known = traced | boundary
    assert fold(known, known, lists=False) == [("*", "*"), ("*", "*@*")]
    assert fold(boundary, known, lists=False) == [("*", "*@*")]
    assert fold({("O0", "dynamic@M=7"), ("O2", "dynamic@M=7")}, known, lists=False) == [("*", "dynamic@M=7")]
    assert fold(traced, known, lists=False) == [("*", "*")]


# --- end to end: the real compiler and runtime --------------------------------

CORPUS = """
from conformance.case import Indexes, randint, randn, torch_case
from conformance.fn import Fn

torch_case("add", lambda: Fn(lambda a, b: a + b), inputs=[randn("M", "N"), randn(1, "N")],
           sizes={"M": 3, "N": 4}, dynamic=["M", "N"])
# Indices drawn in [0, 5) index an axis of size N: at N=1 the contract rules the inputs out.
torch_case("take", lambda: Fn(lambda x, i: x[i]), inputs=[randn("N"), randint("K", high=5)],
           sizes={"N": 5, "K": 3}, dynamic=["N"], contracts=[Indexes(1, "N")])
"""


def test_boundary_sizes_run_the_one_compiled_module_at_each_size(pytester, tmp_path: Path):
    corpus = write_corpus(tmp_path / "corpus", CORPUS)
    (corpus / "expectations").mkdir()
    # Names one boundary cell only: it is an xpass there (it passes), and nothing else is covered.
    (corpus / "expectations" / "llvm-cpu.toml").write_text(
        '[[expect]]\ncase = "add"\ndims = "dynamic@N=33"\nstatus = "mismatch"\nreason = "names one boundary cell"\n'
    )
    out = pytester.path / "out"
    args = ("--opt=O0", "--dims=dynamic", "--sizes=boundary", "--xpass-ok")
    result = run_harness(pytester, corpus, out, *args)  # its own cache: the test reads its batch entries
    assert result.ret == 0, result.stdout.str()
    grid = json.loads((out / "grid.json").read_text())
    cells = {c["id"]: c for c in grid["cells"]}
    assert sorted(cells) == sorted(
        [cell_id("add", "llvm-cpu", "O0", d) for d in ("dynamic", "dynamic@M=1", "dynamic@M=7", "dynamic@M=33")]
        + [cell_id("add", "llvm-cpu", "O0", d) for d in ("dynamic@N=1", "dynamic@N=7", "dynamic@N=33")]
        + [cell_id("take", "llvm-cpu", "O0", d) for d in ("dynamic", "dynamic@N=1", "dynamic@N=7", "dynamic@N=33")]
    )
    # One compile: the traced cells built the batch module, every boundary cell ran it from the cache.
    assert len([p for p in (pytester.path / "cache" / "batch").iterdir() if p.is_dir()]) == 1
    for cid, c in cells.items():
        if "@" in cid and c["status"] == "pass":
            assert "compile" in c["cached"] and c["durations"]["compile"] == 0, cid
    verdicts = {cid: c["verdict"] for cid, c in cells.items()}
    assert verdicts.pop("add[llvm-cpu|O0|dynamic@N=33]") == "xpass"
    skipped = cells["take[llvm-cpu|O0|dynamic@N=1]"]
    assert skipped["status"] == "skip" and "input contract rules this size out" in skipped["message"]
    assert skipped["verdict"] == "ok"
    assert {cid: c["status"] for cid, c in cells.items() if cid != skipped["id"]} == {
        cid: "pass" for cid in cells if cid != skipped["id"]
    }
    assert set(verdicts.values()) == {"ok"}
    md = (out / "grid.md").read_text()
    assert "| add @N=33 |" in md and "| take @N=1 |" in md
