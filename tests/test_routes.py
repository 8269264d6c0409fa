"""The two doors of one model compared (derived.routes): the pairs whose routes
end differently, and the counts per route, in grid.json, grid.md and grid.html."""

from __future__ import annotations

from conformance.cell import Cell, CellResult, Status
from conformance.grid import build_grid
from conformance.render.html import render_html
from conformance.render.markdown import render_markdown

LITERAL = "fail-compile: error: failed to legalize operation 'torch.vtensor.literal'"


def _cell(case: str, dims: str, status: Status, signature: str | None = None) -> CellResult:
    return CellResult(Cell(case, "llvm-cpu", "O2", dims), "host", status, "compile", signature, family="hf-causal-lm")


def _grid() -> dict:
    results = [
        _cell("hf.llama.prefill", "static", Status.FAIL_COMPILE, LITERAL),
        _cell("hf.llama.prefill.onnx", "static", Status.PASS),
        _cell("hf.llama.decode", "static", Status.PASS),
        _cell("hf.llama.decode.onnx", "static", Status.PASS),
        _cell("hf.gpt2.prefill", "dynamic", Status.PASS),
        _cell("hf.gpt2.prefill.onnx", "dynamic", Status.MISMATCH, "mismatch: output 0 values differ"),
        _cell("hf.opt.prefill", "static", Status.PASS),  # no ONNX route in this grid: no pair
    ]
    return build_grid(results, {})


def test_the_routes_disagree_table_lists_each_pair_that_ends_differently():
    grid = _grid()
    rows = grid["routes"]["disagree"]
    assert [(r["model"], r["dims"], r["torch"]["status"], r["onnx"]["status"]) for r in rows] == [
        ("hf.gpt2.prefill", "dynamic", "pass", "mismatch"),
        ("hf.llama.prefill", "static", "fail-compile", "pass"),
    ]
    assert rows[1]["torch"]["signature"] == LITERAL and rows[1]["onnx"]["signature"] is None
    assert grid["routes"]["counts"] == {
        "hf-causal-lm": {"torch": {"pass": 2, "fail-compile": 1}, "onnx": {"pass": 2, "mismatch": 1}}
    }
    md = render_markdown(grid)
    assert "## Torch route and ONNX route" in md and "Routes disagree: 2 cells." in md
    assert "| hf.llama.prefill | llvm-cpu O2 static | fail-compile `torch.vtensor.literal` | pass |" in md
    html = render_html(grid)
    assert "Torch route and ONNX route" in html and "Routes disagree: 2 cells." in html


def test_a_grid_without_both_routes_of_a_model_has_no_routes_section():
    grid = build_grid([_cell("hf.opt.prefill", "static", Status.PASS)], {})
    assert "routes" not in grid and "Torch route" not in render_markdown(grid)
