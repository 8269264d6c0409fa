"""Results: JUnit properties round trip, the grid document and its renderings."""

from __future__ import annotations

import dataclasses

import pytest

from conformance.cell import Cell, CellResult, Status, Verdict
from conformance.grid import build_grid
from conformance.render.html import render_html
from conformance.render.markdown import render_markdown
from conformance.results import document, junit


def _result(case: str, opt: str, dims: str, status: Status, verdict: Verdict = Verdict.OK) -> CellResult:
    return CellResult(
        cell=Cell(case, "rocm", opt, dims),
        target="gfx942",
        status=status,
        stage="compile" if status is not Status.PASS else "compare",
        signature=None if status is Status.PASS else f"{status}: error: 'x' op <b>bad</b> | here",
        message="details",
        durations={"import": 1.5, "compile": 0.25},
        cached=("import",),
        verdict=verdict,
    )


def test_properties_round_trip():
    r = dataclasses.replace(_result("topk", "O3", "mixed", Status.CRASH, Verdict.REGRESSION), corpus="onnx-node")
    paired = {"partner": "topk.onnx[rocm|O3|mixed]", "differ": "output 0 at (1,)", "at": [1], "values": [0.5, 1.5]}
    r = dataclasses.replace(r, paired=paired)
    back = junit.from_properties(junit.properties(r), origin="a.xml")
    assert back == type(r)(**{**r.__dict__, "origin": "a.xml"})


def test_missing_cell_properties_are_rejected():
    with pytest.raises(junit.NotACellError, match="missing cell properties"):
        junit.from_properties([("conformance.case", "x")])


def test_grid_document_and_renderings():
    results = [
        _result("topk", "O3", "mixed", Status.FAIL_COMPILE, Verdict.REGRESSION),
        _result("topk", "O0", "static", Status.PASS),
        _result("matmul", "O3", "mixed", Status.FAIL_COMPILE, Verdict.XFAIL),
    ]
    grid = build_grid(results, {"iree-compile": "3.13.0", "torch": "2.13.0"})
    assert grid["summary"] == {
        "cells": 3,
        "status": {"fail-compile": 2, "pass": 1},
        "verdict": {"regression": 1, "ok": 1, "xfail": 1},
        "conflicts": 0,
        "seconds": {"import": 4.5, "compile": 0.8},  # the cells' durations summed, most first
    }
    assert [c["id"] for c in grid["cells"]] == ["matmul[rocm|O3|mixed]", "topk[rocm|O0|static]", "topk[rocm|O3|mixed]"]
    md = render_markdown(grid)
    assert "| 2 | regression 1, xfail 1 | `fail-compile: error: 'x' op <b>bad</b> \\| here` |" in md  # one row
    assert "| topk | pass | ❌ F-comp |" in md
    html = render_html(grid)
    assert "&lt;b&gt;bad&lt;/b&gt;" in html and "<b>bad</b>" not in html  # signatures escaped
    assert 'data-status="fail-compile" data-verdict="regression"' in html


def test_read_junit_reports_malformed_and_foreign_files(tmp_path):
    bad = tmp_path / "bad.xml"
    bad.write_text("<testsuites><testsuite><testcase name='a'>")
    with pytest.raises(ValueError, match=r"bad.xml: malformed XML"):
        junit.read_junit(bad)
    foreign = tmp_path / "foreign.xml"
    foreign.write_text(
        "<testsuites><testsuite name='s'><testcase name='test_a' classname='x'/></testsuite></testsuites>"
    )
    with pytest.raises(ValueError, match=r"foreign.xml: no testcase has cell properties .*not written by this harness"):
        junit.read_junit(foreign)


def test_markdown_fits_a_job_summary_when_the_matrix_is_large():
    results = [
        _result(f"case_{i:05d}", opt, dims, Status.FAIL_COMPILE if i % 7 == 0 else Status.PASS)
        for i in range(2000)
        for opt in ("O0", "O1", "O2", "O3")
        for dims in ("static", "dynamic", "mixed")
    ]
    grid = build_grid(results, {})
    full = render_markdown(grid)
    assert len(full.encode()) < 1024 * 1024 and "### rocm" in full  # 24,000 cells still fit
    md = render_markdown(grid, budget=100_000)
    assert len(md.encode()) < 100_000
    assert "too large for a job summary: see grid.html" in md
    assert "## Triage" in md and "## Counts" in md
    small = render_markdown(build_grid(results[:24], {}))
    assert "### rocm" in small


def test_triage_compacts_cells_without_claiming_more_than_failed():
    from conformance.render.triage import compact

    def cell(case: str, opt: str, dims: str) -> dict:
        return {"case": case, "backend": "rocm", "opt": opt, "dims": dims}

    everything = [
        cell(c, o, d) for c in ("topk_a", "topk_b", "topk_c") for o in ("O0", "O3") for d in ("static", "mixed")
    ]
    from conformance.render.triage import _axes_present

    axes = _axes_present(everything)
    both = [cell(c, "O3", d) for c in ("topk_a", "topk_b") for d in ("static", "mixed")]
    assert compact(both, axes) == ["topk_a, topk_b [rocm|O3|*]"]  # topk_* would claim topk_c too
    all_three = [cell(c, "O3", d) for c in ("topk_a", "topk_b", "topk_c") for d in ("static", "mixed")]
    assert compact(all_three, axes) == ["topk_* [rocm|O3|*]"]
    ragged = [cell("topk_a", "O0", "static"), cell("topk_a", "O3", "mixed")]
    assert compact(ragged, axes) == ["topk_a [rocm|O0|static]", "topk_a [rocm|O3|mixed]"]


def test_one_codec_for_junit_and_grid_json_keeps_the_culprit():
    from conformance.results import schema

    r = dataclasses.replace(
        _result("mha", "O2", "dynamic", Status.MISMATCH, Verdict.REGRESSION),
        culprit={"op": "aten.bmm.default", "node": "bmm (node 7 of 15)", "max_abs": 0.5},
    )
    via_junit = junit.from_properties(junit.properties(r), origin="a.xml")
    via_json = schema.from_record(schema.to_record(r), origin="a.xml")
    assert via_junit == via_json == dataclasses.replace(r, origin="a.xml")
    grid = build_grid([r], {})
    assert grid["schema_version"] == document.SCHEMA_VERSION
    assert "op aten.bmm.default; node bmm (node 7 of 15)" in render_markdown(grid)
    assert "op aten.bmm.default" in render_html(grid)


def test_cell_ids_parse_back():
    from conformance.axes import cell_id, parse_cell_id

    assert parse_cell_id(cell_id("topk", "rocm", "O3", "mixed")) == ("topk", "rocm", "O3", "mixed")
    for bad in ("topk", "topk[rocm|O3]", "[rocm|O3|mixed]"):
        with pytest.raises(ValueError, match="not a cell id"):
            parse_cell_id(bad)


def test_which_verdicts_block_a_run_and_which_statuses_are_failures_are_said_once_on_the_enums():
    assert {v for v in Verdict if v.blocks()} == {Verdict.REGRESSION, Verdict.XPASS}
    assert {v for v in Verdict if v.blocks(xpass_ok=True)} == {Verdict.REGRESSION}
    assert {s for s in Status if not s.failed} == {Status.PASS, Status.SKIP}


def test_a_records_validator_is_made_from_its_declared_type():
    """The culprit and what lies behind are declared once (conformance.cell's TypedDicts): every field
    of theirs is checked by its type, with nothing written beside them."""
    import typing

    from conformance.cell import Behind, Culprit
    from conformance.results.schema import BEHIND, CULPRIT

    wrong = {"str": 1, "int": "one", "float": "1.0"}
    for record, check in ((Culprit, CULPRIT), (Behind, BEHIND)):
        for key, kind in typing.get_type_hints(record).items():
            bad = wrong.get(getattr(kind, "__name__", ""), "not a list or an object")
            assert (why := check({key: bad})) and why.startswith(f"key {key!r}: expected"), (key, why)
    assert BEHIND({"host": [{"op": "aten.new_ones.default"}]}) == "key 'host': item 0: missing 'node'"
    assert BEHIND({"host": [{"op": "a", "node": "n (node 1 of 2)"}], "status": "pass"}) is None  # signature optional
