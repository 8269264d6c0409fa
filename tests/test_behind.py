"""Behind the first blocker, with the real iree-compile 3.13: its gaps are real
(the bool scalar transformers' mask helpers make, ``&`` on broadcast bools,
``aten.histc``); a stand-in that miscompiles one op breaks the code behind them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conformance.cell import OUT_OF_BUDGET, CellResult, Status
from conformance.expectations.match import ExpectationError, changed_behind, load_expectations
from conformance.results.schema import from_properties, from_record, to_properties, to_record

CORPUS = """
import torch
from conformance.case import randn, torch_case


class Masked(torch.nn.Module):  # transformers' mask helpers: a bool scalar, then &
    def forward(self, x):
        keep = x.new_ones((), dtype=torch.bool)
        return torch.where((x > 0) & keep, x * 3.0, x - 1.0)


class Histogram(torch.nn.Module):  # a blocker in the middle of the graph
    def forward(self, x):
        y = x * 2.0
        h = torch.histc(y, bins=4, min=-4.0, max=4.0)
        return y + h.sum() / 10


class Unlocated(torch.nn.Module):  # topk, unsorted: its failure's location names no node
    def forward(self, x):
        return torch.topk(x * 2.0, 4, dim=-1, sorted=False).values.sum(-1) + 1.0


class FoldedMask(torch.nn.Module):  # a sliding causal mask of aranges and bool scalars: folded, at no location
    def forward(self, x):
        i = torch.arange(x.shape[-1])
        q = i[:, None]
        keep = q.new_ones((), dtype=torch.bool) & (i[None, :] > q - 4)
        keep = q.new_ones((), dtype=torch.bool) & (keep & (i[None, :] <= q))
        return torch.where(keep, x * 2.0, x - 1.0)


torch_case("behind_mask", Masked, inputs=[randn("B", "N")], sizes={"B": 2, "N": 8}, dynamic=["B", "N"])
torch_case("behind_histc", Histogram, inputs=[randn(8)])
torch_case("behind_unlocated", Unlocated, inputs=[randn(3, 8)])
torch_case("behind_folded", FoldedMask, inputs=[randn(8, 8)])
"""

I1_LITERAL = "fail-compile: error: failed to legalize operation 'torch.vtensor.literal'"
AND = "fail-compile: error: failed to legalize operation 'torch.aten.__and__.Tensor'"
UNSORTED = "fail-compile: error: failed to legalize operation 'torch.constant.bool'"
HISTC = "fail-compile: error: failed to legalize operation 'torch.operator' that was explicitly marked illegal"

PINNED = """
[[expect]]
case = "behind_mask"
opt = "O2"
dims = "static"
status = "fail-compile"
reason = "the bool scalar; behind it the rest passes"
behind = "pass"
"""

# iree-compile that divides where the program multiplies by a scalar, then is the real one.
MISCOMPILE_MUL = (
    'in="$1"; shift; t=$(mktemp --suffix=.mlir); '
    'sed "s/torch.aten.mul.Scalar/torch.aten.div.Scalar/g" "$in" > "$t"; set -- "$t" "$@"'
)


def _cells(out: Path) -> dict[str, dict]:
    return {c["id"]: c for c in json.loads((out / "grid.json").read_text())["cells"]}


@pytest.fixture(scope="module")
def behind_run(tmp_path_factory: pytest.TempPathFactory, warm_cache: Path) -> tuple[Path, Path]:
    """The two cases at O2 (static, dynamic), run once: the corpus and the results."""
    from tests.harness import write_corpus

    root = tmp_path_factory.mktemp("behind")
    corpus = write_corpus(root / "corpus", CORPUS)
    return corpus, root / "results"


def _run(pytester: pytest.Pytester, corpus: Path, out: Path, cache: Path, *args: str) -> pytest.RunResult:
    from tests.harness import run_harness

    return run_harness(pytester, corpus, out, "--opt=O2", "--dims=static,dynamic", *args, cache=cache)


@pytest.mark.slow
def test_a_chain_of_two_blockers_runs_on_the_host_and_the_rest_is_judged(pytester, behind_run, warm_cache):
    corpus, out = behind_run
    run = _run(pytester, corpus, out, warm_cache)
    assert run.ret == 1  # unexpected compile failures: the cells' own verdicts are unchanged
    cells = _cells(out)
    for dims in ("static", "dynamic"):
        cell = cells[f"behind_mask[llvm-cpu|O2|{dims}]"]
        assert cell["status"] == "fail-compile" and cell["verdict"] == "regression"
        assert cell["signature"].startswith(I1_LITERAL)  # the cell's own failure, never what is behind
        behind = cell["behind"]
        # The constant-producing blocker first, then the & it fed, each with the failure that put it there.
        assert [h["op"] for h in behind["host"]] == ["aten.new_ones.default", "aten.__and__.Tensor"]
        assert behind["host"][0]["signature"].startswith(I1_LITERAL)
        assert behind["host"][1]["signature"].startswith(AND)
        assert behind["status"] == "pass", behind
    histc = cells["behind_histc[llvm-cpu|O2|static]"]["behind"]
    assert [h["op"] for h in histc["host"]] == ["aten.histc.default"]
    assert histc["host"][0]["signature"].startswith(HISTC) and histc["host"][0]["node"].startswith("histc (node 3 ")
    assert histc["status"] == "pass"  # y, computed before the blocker and read after it, is right
    unlocated = cells["behind_unlocated[llvm-cpu|O2|static]"]
    assert unlocated["signature"].startswith(UNSORTED) and "graph:" not in unlocated["message"]
    # The shortest prefix that fails so ends at topk's values: they come from the host, the rest passes.
    assert [h["node"] for h in unlocated["behind"]["host"]] == ["getitem (node 4 of 7)"]
    assert unlocated["behind"]["status"] == "pass"
    # A mask folded across several nodes into one i1 literal at <unknown>: the fewest of the folded
    # constants' last nodes whose host values clear it (here the last &) go to the host; the rest passes.
    folded = cells["behind_folded[llvm-cpu|O2|static]"]
    assert folded["signature"].startswith(I1_LITERAL)
    assert [h["node"] for h in folded["behind"]["host"]] == ["and_3 (node 13 of 17)"]
    assert folded["behind"]["status"] == "pass"


def test_a_pinned_pass_behind_becomes_a_regression_when_the_code_behind_breaks(
    pytester, behind_run, warm_cache, tools, tmp_path
):
    from tests.harness import wrapped_tools

    corpus, _ = behind_run
    (corpus / "expectations").mkdir(exist_ok=True)
    (corpus / "expectations" / "llvm-cpu.toml").write_text(PINNED)
    good = _run(pytester, corpus, tmp_path / "good", warm_cache, "-k", "behind_mask and static")
    cell = _cells(tmp_path / "good")["behind_mask[llvm-cpu|O2|static]"]
    assert (good.ret, cell["verdict"], cell["behind"]["status"]) == (0, "xfail", "pass")

    stand_in = wrapped_tools(tmp_path / "tools", tools, MISCOMPILE_MUL)
    bad = _run(
        pytester, corpus, tmp_path / "bad", warm_cache, "-k", "behind_mask and static", f"--iree-tools={stand_in}"
    )
    cell = _cells(tmp_path / "bad")["behind_mask[llvm-cpu|O2|static]"]
    assert bad.ret == 1
    assert cell["status"] == "fail-compile" and cell["signature"].startswith(I1_LITERAL)  # the blocker is still there
    assert cell["verdict"] == "regression"
    assert cell["behind"]["status"] == "mismatch"
    # Localized like any mismatch: the multiply the stand-in breaks, behind the host's two nodes.
    assert cell["behind"]["culprit"] == "aten.mul.Tensor: mul (node 2 of 4), values differ"
    assert cell["message"].startswith("expected pass behind the blocker, got mismatch behind (`mismatch: output 0")


# iree-compile that hangs on the programs behind's analysis compiles, then is the real one.
HANG_BEHIND = 'case "$1" in *behind_*) sleep 60;; esac'


def test_a_compile_the_budget_cut_short_is_nothing_measured_behind_not_a_timeout(
    pytester, behind_run, warm_cache, tools, tmp_path
):
    """The analysis's compile limit is what is left of its budget: running past it says nothing of the
    compiler, so a pinned pass behind is not contradicted (never `timeout behind`, a regression)."""
    from tests.harness import wrapped_tools

    corpus, _ = behind_run
    (corpus / "expectations").mkdir(exist_ok=True)
    (corpus / "expectations" / "llvm-cpu.toml").write_text(PINNED)
    stand_in = wrapped_tools(tmp_path / "tools", tools, HANG_BEHIND)
    args = ("-k", "behind_mask and static", f"--iree-tools={stand_in}", "--analysis-budget=2")
    run = _run(pytester, corpus, tmp_path / "cut", warm_cache, *args)
    cell = _cells(tmp_path / "cut")["behind_mask[llvm-cpu|O2|static]"]
    assert (run.ret, cell["verdict"]) == (0, "xfail"), cell["message"]
    assert "status" not in cell["behind"] and cell["behind"]["why"] == OUT_OF_BUDGET, cell["behind"]


def test_behind_pins_are_checked_at_load(tmp_path):
    path = tmp_path / "e.toml"
    bad = {
        "behind = 'fine'": "'behind' 'fine' is not one of",
        "behind_signature = 'x'": "'behind_signature' needs 'behind'",
    }
    for line, why in bad.items():
        path.write_text(f'[[expect]]\ncase = "x"\nstatus = "fail-compile"\nreason = "r"\n{line}\n')
        with pytest.raises(ExpectationError, match=why):
            load_expectations(path)
    path.write_text('[[expect]]\ncase = "x"\nstatus = "mismatch"\nreason = "r"\nbehind = "pass"\n')
    with pytest.raises(ExpectationError, match="behind a compile failure; the entry expects none"):
        load_expectations(path)


def test_changed_behind_compares_status_then_signature_and_ignores_what_was_not_analyzed(tmp_path):
    path = tmp_path / "e.toml"
    path.write_text(PINNED)
    (exp,) = load_expectations(path)
    f = Status.FAIL_COMPILE
    assert changed_behind(exp, f, {"host": [], "status": "pass"}) is None
    assert changed_behind(exp, f, {"why": "budget"}) is None  # nothing measured: nothing contradicts the pin
    assert changed_behind(exp, Status.CRASH, {"status": "mismatch"}) is None  # another status: its own regression
    assert changed_behind(exp, f, {"status": "fail-compile", "signature": "fail-compile: e"}) == (
        "expected pass behind the blocker, got fail-compile behind (`fail-compile: e`)"
    )


def test_behind_travels_through_grid_json_and_junit():
    from conformance.cell import Cell

    behind = {
        "host": [{"op": "aten.new_ones.default", "node": "new_ones (node 2 of 8)", "signature": I1_LITERAL}],
        "status": "mismatch",
        "signature": "mismatch: output 0 values differ",
    }
    r = CellResult(Cell("c", "llvm-cpu", "O2", "static"), "host", Status.FAIL_COMPILE, "compile", I1_LITERAL)
    r = CellResult(**{**r.__dict__, "behind": behind})
    rec = to_record(r)
    assert from_record(rec).behind == behind
    assert from_properties(dict(to_properties(rec, "c.")), "c.").behind == behind


def test_fix_impact_counts_what_each_blocker_hides_and_ranks_by_what_would_pass():
    from conformance.derived.impact import fix_impact
    from conformance.render.markdown import render_markdown

    lit = f"{I1_LITERAL}: %V = literal"
    hist = f'{HISTC}: %V = "torch.operator"(%V) <{{name = "torch.aten.histc"}}>'
    host = lambda sig: {"op": "aten.x", "node": "x (node 1 of 2)", "signature": sig}  # noqa: E731

    def cell(case: str, sig: str, behind: dict | None) -> dict:
        return {"case": case, "backend": "llvm-cpu", "opt": "O2", "dims": "static", "status": "fail-compile",
                "stage": "compile", "signature": sig, "verdict": "xfail", "behind": behind}  # fmt: skip

    cells = [
        cell("llama", lit, {"host": [host(lit), host(AND), host(AND)], "status": "pass"}),
        cell("bert", lit, {"host": [host(lit)], "status": "pass"}),
        cell("t5", lit, {"host": [host(lit)], "status": "mismatch", "signature": "mismatch: output 0 values differ"}),
        cell("gpt2", lit, {"why": "budget"}),
        cell("rwkv", hist, {"host": [host(hist)], "status": "compiles", "why": "not run: no device"}),
        cell("vit", hist, {"host": [host(hist), host(lit)], "status": "fail-compile", "signature": "f"}),
        {**cell("ok", "", None), "status": "pass", "signature": None},
    ]
    first, second = fix_impact({"cells": cells})
    assert (first.signature, first.cells, first.cases, first.would_pass) == (lit, 4, 4, 1)
    assert first.behind == {"pass": 1, "next blocker": 1, "wrong": 1, "not analyzed": 1}
    assert first.next_blockers == {AND: 1}
    assert first.chains == {
        "torch.vtensor.literal → torch.aten.__and__.Tensor → pass": 1,
        "torch.vtensor.literal → pass": 1,
        "torch.vtensor.literal → wrong": 1,
    }
    assert (second.signature, second.would_pass, second.behind) == (hist, 0, {"next blocker": 1, "compiles": 1})
    assert second.chains["torch.aten.histc → torch.vtensor.literal → f (not hosted)"] == 1
    grid = {"schema_version": 4, "summary": {"cells": 7, "status": {}, "verdict": {}}, "tools": {}, "cells": cells}
    md = render_markdown(grid)
    assert "## What to fix first" in md and "| 1 | 4 | 4 | pass 1, next blocker 1, wrong 1, not analyzed 1 |" in md


def test_update_expectations_pins_what_is_behind_and_splits_by_it():
    from conformance.cell import Cell
    from conformance.expectations.match import Expectation
    from conformance.expectations.update import Changes, render_toml, update_entries

    def result(case: str, behind: dict) -> CellResult:
        cell = Cell(case, "llvm-cpu", "O2", "static")
        return CellResult(cell, "host", Status.FAIL_COMPILE, "compile", I1_LITERAL, behind=behind)  # type: ignore[arg-type]

    wrong = {"host": [], "status": "mismatch", "signature": "mismatch: output 0 values differ"}
    results = [result("llama", {"host": [], "status": "pass"}), result("t5", wrong), result("gpt2", {"why": "budget"})]
    universe = lambda: [r.cell for r in results]  # noqa: E731
    entries = update_entries([], results, universe, Changes())
    by_case = {e.cases: (e.behind, e.behind_signature) for e in entries}
    assert by_case == {
        ("llama",): ("pass", None),
        ("t5",): ("mismatch", "mismatch: output 0 values differ"),
        ("gpt2",): (None, None),  # not measured: nothing to pin
    }
    text = render_toml(entries, "")
    assert 'behind = "pass"' in text and 'behind_signature = "mismatch: output 0 values differ"' in text

    # An entry that holds gets it pinned; one whose pin no longer holds goes.
    kept = Expectation(("llama",), Status.FAIL_COMPILE, "the bool scalar", "O2", "static")
    changes = Changes()
    (after,) = update_entries([kept], results[:1], lambda: [results[0].cell], changes)
    assert after.behind == "pass" and changes.pinned[-1] == "llama[O2|static]: pass behind"
    changed = [result("llama", wrong)]
    (new,) = update_entries([after], changed, lambda: [changed[0].cell], changes)
    assert (new.reason, new.behind) == (I1_LITERAL, "mismatch")


def test_an_entry_whose_cells_hide_different_things_is_split_and_each_part_pinned():
    from conformance.cell import Cell
    from conformance.expectations.match import Expectation
    from conformance.expectations.update import Changes, render_toml, update_entries

    wrong = {"host": [], "status": "mismatch", "signature": "mismatch: output 0 values differ"}
    results = [
        CellResult(Cell(case, "llvm-cpu", "O2", "static"), "host", Status.FAIL_COMPILE, "compile", I1_LITERAL, behind=b)
        for case, b in (("llama", {"host": [], "status": "pass"}), ("bert", {"status": "pass"}), ("t5", wrong))
    ]
    entry = Expectation(
        ("llama", "bert", "t5"), Status.FAIL_COMPILE, "the bool scalar", "O2", "static", signatures=(I1_LITERAL,)
    )
    changes = Changes()
    after = update_entries([entry], results, lambda: [r.cell for r in results], changes)
    assert {(e.cases, e.behind, e.reason, e.signatures) for e in after} == {
        (("bert", "llama"), "pass", "the bool scalar", (I1_LITERAL,)),
        (("t5",), "mismatch", "the bool scalar", (I1_LITERAL,)),
    }
    assert 'behind = "mismatch"' in render_toml(after, "") and len(changes.pinned) == 2


def _masked_case():
    import torch

    from conformance.case import randn, torch_case

    class Masked(torch.nn.Module):
        def forward(self, x):
            return torch.where((x > 0) & x.new_ones((), dtype=torch.bool), x * 3.0, x - 1.0)

    return torch_case("behind_unit_mask", Masked, inputs=[randn(2, 8)])


def test_the_program_returns_what_the_host_nodes_read_so_a_host_value_that_does_not_fit_is_seen():
    from conformance.analyses.behind.torch_program import TorchProgram
    from conformance.case import Case, generate_inputs, variants
    from conformance.pipeline.imports import frontend

    case = _masked_case()
    assert isinstance(case, Case)
    inputs = generate_inputs(case)
    program = TorchProgram(frontend(case).framework_graph(case, variants(case)[0], inputs), inputs)
    ops = {n.name: n.op for n in program.nodes.values()}
    hosts = [n for n, op in ops.items() if op in ("aten.new_ones.default", "aten.__and__.Tensor")]
    assert len(hosts) == 2
    checked = program.checked(hosts)
    assert [ops[c] for c in checked] == ["aten.gt.Scalar"]  # what & reads that IREE computes: x > 0
    out = program.program(hosts).graph.output_node()
    assert [a.name for a in out.args[0]][-1] == checked[0]  # returned after the program's own output
    assert program.values(checked)[checked[0]].dtype == bool


def test_behind_pinned_looks_only_where_a_pin_names_it_or_the_failure_is_new(
    pytester, behind_run, warm_cache, tmp_path
):
    """--behind pinned (CI's smoke tier): the analysis budget goes to what a check reads. An expected
    failure whose pin names nothing behind is not looked behind; a pinned behind is, and so is a new failure."""
    corpus, _ = behind_run
    (corpus / "expectations").mkdir(exist_ok=True)
    histc = (
        '\n[[expect]]\ncase = "behind_histc"\nopt = "O2"\ndims = "static"\nstatus = "fail-compile"\nreason = "histc"\n'
    )
    (corpus / "expectations" / "llvm-cpu.toml").write_text(PINNED + histc)
    args = ("-k", "(behind_mask or behind_histc) and static", "--behind=pinned")
    run = _run(pytester, corpus, tmp_path / "pinned", warm_cache, *args)
    cells = _cells(tmp_path / "pinned")
    assert run.ret == 0, run.stdout.str()[-2000:]
    assert cells["behind_mask[llvm-cpu|O2|static]"]["behind"]["status"] == "pass"  # pinned: checked
    assert cells["behind_histc[llvm-cpu|O2|static]"]["behind"] is None  # pinned, nothing behind: not looked at
    (corpus / "expectations" / "llvm-cpu.toml").write_text(PINNED)  # histc unpinned: a new failure is looked behind
    _run(pytester, corpus, tmp_path / "new", warm_cache, *args)
    assert _cells(tmp_path / "new")["behind_histc[llvm-cpu|O2|static]"]["behind"]["status"] == "pass"
