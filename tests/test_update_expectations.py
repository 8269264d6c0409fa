"""update-expectations: from structured results to expectation files."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from conformance.cell import Cell, CellResult, Status
from conformance.expectations.match import load_expectations
from conformance.expectations.update import Changes, update_entries, update_files
from tests.harness import cli, run_harness, write_corpus

ALL = [Cell(c, "rocm", o, d) for c in ("topk_a", "topk_b") for o in ("O0", "O3") for d in ("static", "dynamic")]


def _r(case: str, opt: str, dims: str, status: Status, sig: str | None = None, message: str = "") -> CellResult:
    return CellResult(Cell(case, "rocm", opt, dims), "gfx942", status, "compile", sig, message)


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def test_fixed_cells_go_new_failures_come_reasons_stay(tmp_path):
    f = _write(
        tmp_path / "rocm.toml",
        "# header kept\n\n"
        '[[expect]]\ncase = "topk_a"\nopt = "O0"\ndims = "static"\nstatus = "crash"\nreason = "issue 1"\n\n'
        '[[expect]]\ncase = "topk_b"\nopt = "O3"\ndims = "dynamic"\nstatus = "fail-compile"\nreason = "issue 2"\n',
    )
    results = [
        _r("topk_a", "O0", "static", Status.PASS),  # fixed
        _r("topk_b", "O3", "dynamic", Status.FAIL_COMPILE, "fail-compile: x"),  # unchanged
        _r("topk_a", "O3", "static", Status.MISMATCH, "mismatch: output 0 values differ"),  # new
        _r("topk_b", "O0", "static", Status.SKIP),  # nothing measured: nothing to say
    ]
    changes = update_files(results, tmp_path, lambda backend, corpus: lambda: ALL)["rocm"]
    assert (len(changes.removed), len(changes.added), changes.kept) == (1, 1, 1)
    text = f.read_text()
    assert text.startswith("# header kept\n")
    entries = load_expectations(f)
    assert [(*e.cases, e.opt, e.dims, str(e.status), e.reason) for e in entries] == [
        ("topk_b", "O3", "dynamic", "fail-compile", "issue 2"),
        ("topk_a", "O3", "static", "mismatch", "mismatch: output 0 values differ"),
    ]


def test_a_compile_only_run_drops_the_compile_failures_it_compiled_and_keeps_the_run_ones():
    """No device: a cell that compiled is a skip at the run stage. A pin of a failure before the run no longer
    holds there (exact names drop it, a pattern is split); a pin of a run's failure says nothing new."""
    from conformance.expectations.match import Expectation

    exact = Expectation(("topk_a",), Status.FAIL_COMPILE, "compile bug", opt="O3", dims="static")
    pattern = Expectation(("topk_*",), Status.FAIL_COMPILE, "topk bug", opt="*", dims="dynamic")
    run = Expectation(("topk_b",), Status.MISMATCH, "wrong numbers", opt="*", dims="static")
    skipped = lambda case, opt, dims, stage: dataclasses.replace(  # noqa: E731
        _r(case, opt, dims, Status.SKIP, "skip: run disabled (--no-run)"), stage=stage
    )
    results = [
        skipped("topk_a", "O3", "static", "run"),  # compiled: its pinned compile failure is gone
        skipped("topk_a", "O3", "dynamic", "run"),  # compiled: out of the pattern
        skipped("topk_b", "O0", "dynamic", "import"),  # never compiled: nothing to say
        skipped("topk_b", "O3", "static", "run"),  # a run's failure: a compile says nothing of it
    ]
    changes = Changes()
    out = update_entries([exact, pattern, run], results, lambda: ALL, changes)
    assert sorted(changes.removed) == ["topk_a[O3|static]: now compiles"]
    assert run in out  # the run's failure: kept as it was
    dynamic = [
        c for c in ALL if c.dims == "dynamic" and any(e.status is Status.FAIL_COMPILE and e.matches(c) for e in out)
    ]
    assert sorted(c.id for c in dynamic) == sorted(
        c.id for c in ALL if c.dims == "dynamic" and c != Cell("topk_a", "rocm", "O3", "dynamic")
    )
    assert not changes.added


def test_a_pattern_whose_cells_disagree_is_split_and_cells_outside_the_run_keep_it():
    from conformance.expectations.match import Expectation

    pattern = Expectation(("topk_*",), Status.FAIL_COMPILE, "topk bug", opt="*", dims="dynamic")
    # This run measured only O3: topk_a is fixed there, topk_b still fails.
    results = [
        _r("topk_a", "O3", "dynamic", Status.PASS),
        _r("topk_b", "O3", "dynamic", Status.FAIL_COMPILE, "fail-compile: x"),
    ]
    changes = Changes()
    out = update_entries([pattern], results, lambda: ALL, changes)
    assert sorted((c, e.opt, e.dims, e.reason) for e in out for c in e.cases) == [
        ("topk_a", "O0", "dynamic", "topk bug"),  # not in this run: untouched
        ("topk_b", "*", "dynamic", "topk bug"),  # still every opt level of the corpus
    ]
    assert changes.expanded and not changes.added


def test_a_pattern_that_still_holds_stays_a_pattern():
    from conformance.expectations.match import Expectation

    pattern = Expectation(("topk_*",), Status.FAIL_COMPILE, "topk bug", dims="dynamic")
    results = [_r("topk_a", "O3", "dynamic", Status.FAIL_COMPILE), _r("topk_a", "O3", "static", Status.PASS)]
    assert update_entries([pattern], results, lambda: ALL, Changes()) == [pattern]


def test_changed_failure_replaces_the_entry():
    from conformance.expectations.match import Expectation

    old = Expectation(("topk_a",), Status.FAIL_COMPILE, "was a compile error", "O0", "static")
    out = update_entries(
        [old], [_r("topk_a", "O0", "static", Status.CRASH, "crash: iree-compile SIGABRT")], lambda: ALL, Changes()
    )
    assert [(str(e.status), e.reason) for e in out] == [("crash", "crash: iree-compile SIGABRT")]


def test_a_new_entry_whose_cells_are_all_one_known_bug_is_named_by_it():
    """A new entry's reason is the known bug its every failing cell matches; a cell no bug matches keeps the
    signature as the placeholder. Cells of one signature that are different bugs (or a bug and none) get an
    entry each. The pin is the signature either way."""
    from conformance.known_bugs import KnownBug, Match

    bugs = [
        KnownBug("topk-x", "topk fails with X", "open", (Match("fail-compile", text="X"),)),
        KnownBug("topk-y", "topk fails with Y", "fixed in 3.14", (Match("fail-compile", text="Y"),)),
    ]
    results = [
        _r("topk_a", "O0", "static", Status.FAIL_COMPILE, "fail-compile: X at 4"),
        _r("topk_b", "O0", "static", Status.FAIL_COMPILE, "fail-compile: X at 4"),  # one entry, one bug
        _r("topk_a", "O3", "static", Status.FAIL_COMPILE, "fail-compile: Y"),
        _r("topk_a", "O3", "dynamic", Status.FAIL_COMPILE, "fail-compile: Z"),  # no bug matches
    ]
    out = update_entries([], results, lambda: ALL, Changes(), bugs)
    assert sorted((e.cases, e.opt, e.dims, e.reason, e.signatures) for e in out) == [
        (("topk_a",), "O3", "dynamic", "fail-compile: Z", ("fail-compile: Z",)),
        (("topk_a",), "O3", "static", "known bug topk-y: topk fails with Y", ("fail-compile: Y",)),
        (("topk_a", "topk_b"), "O0", "static", "known bug topk-x: topk fails with X", ("fail-compile: X at 4",)),
    ]
    # A bug told by its source line: one cell's message names it, its mate's does not.
    source = [KnownBug("x-in-a", "X from a", "open", (Match("fail-compile", text="X", source="a.cpp"),))]
    named = [dataclasses.replace(results[0], message="error at a.cpp:3"), results[1]]
    out = update_entries([], named, lambda: ALL, Changes(), source)
    assert sorted((e.cases, e.reason, e.signatures) for e in out) == [  # one cell is the bug, its mate not: two
        (("topk_a",), "known bug x-in-a: X from a", ("fail-compile: X at 4",)),
        (("topk_b",), "fail-compile: X at 4", ("fail-compile: X at 4",)),
    ]
    # Two bugs of one bare signature, told apart by the frames their messages name: an entry each, each named.
    crashes = [
        KnownBug("crash-in-f", "SIGSEGV in f", "open", (Match("crash", text="SIGSEGV", source="#4 f()"),)),
        KnownBug("crash-in-g", "SIGSEGV in g", "open", (Match("crash", text="SIGSEGV", source="#4 g()"),)),
    ]
    sig = "crash: iree-compile SIGSEGV"
    crashed = [
        _r(case, "O2", "static", Status.CRASH, sig, message=f"Stack dump:\n #4 {frame}() F.cpp:0:0")
        for case, frame in (("topk_a", "f"), ("topk_b", "g"))
    ]
    out = update_entries([], crashed, lambda: ALL, Changes(), crashes)
    assert sorted((e.cases, e.reason) for e in out) == [
        (("topk_a",), "known bug crash-in-f: SIGSEGV in f"),
        (("topk_b",), "known bug crash-in-g: SIGSEGV in g"),
    ]


def test_the_command_names_a_new_entry_by_a_known_bug_of_known_bugs_toml(tmp_path):
    """``update-expectations`` reads the project's known bugs: a failure that one of them matches comes in
    named by it (here hf-matmul-refined-batch-dim, told from fuzz-18's same words by its source line)."""
    import json

    from conformance.grid import build_grid

    corpus = write_corpus(tmp_path / "corpus")
    sig = "fail-compile: error: 'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 8"
    message = 'module.mlir:4:8: error: ...\n    %r = torch.operator "onnx.MatMul"(%a, %b) : ...'
    failed = CellResult(Cell("add", "llvm-cpu", "O2", "mixed"), "host", Status.FAIL_COMPILE, "compile", sig, message)
    (tmp_path / "grid.json").write_text(json.dumps(build_grid([failed], {})))
    proc = cli("update-expectations", str(tmp_path / "grid.json"), "--corpus-dir", str(corpus))
    assert proc.returncode == 0, proc.stderr
    (entry,) = load_expectations(corpus / "expectations" / "llvm-cpu.toml")
    assert entry.reason.startswith("known bug hf-matmul-refined-batch-dim: ") and entry.signatures == (sig,)


def test_one_signature_is_one_entry_and_a_fixed_case_leaves_its_list():
    from conformance.expectations.match import Expectation

    cells = [Cell(c, "rocm", "O2", "static") for c in "abcd"]
    universe = [Cell(c, "rocm", o, "static") for c in "abcdef" for o in ("O2", "O3")]
    listed = Expectation(("a", "b", "c"), Status.FAIL_COMPILE, "no lowering for X", "O2", "static")
    results = [
        CellResult(cells[0], "", Status.PASS, "compare", None),  # fixed: leaves the list
        CellResult(cells[1], "", Status.FAIL_COMPILE, "compile", "fail-compile: X"),
        # c: not in this run, stays listed
        CellResult(cells[3], "", Status.FAIL_RUN, "run", "fail-run: Y"),
        CellResult(Cell("e", "rocm", "O2", "static"), "", Status.FAIL_RUN, "run", "fail-run: Y"),
        CellResult(Cell("f", "rocm", "O2", "static"), "", Status.FAIL_RUN, "run", "fail-run: Z"),
    ]
    changes = Changes()
    out = update_entries([listed], results, lambda: universe, changes)
    assert [(e.cases, str(e.status), e.reason) for e in out] == [
        (("b", "c"), "fail-compile", "no lowering for X"),
        (("d", "e"), "fail-run", "fail-run: Y"),  # new failures with one signature: one entry
        (("f",), "fail-run", "fail-run: Z"),
    ]
    assert {(e.opt, e.dims) for e in out} == {("O2", "static")}  # O3 was not measured: no claim on it
    assert changes.removed == ["a[O2|static]: now pass"] and len(changes.added) == 3


def test_a_new_entry_pins_the_pipelines_own_signature_where_an_analysis_sharpened_it():
    cells = [Cell("w", "rocm", o, "static") for o in ("O2", "O3")]
    own = "mismatch: output 0 values differ"
    localized = {"op": "aten.mm.default", "pipeline_signature": own}
    sig = "mismatch: aten.mm.default: values differ"
    sharpened = [CellResult(c, "", Status.MISMATCH, "compare", sig, culprit=localized) for c in cells]
    (entry,) = update_entries([], sharpened, lambda: cells, Changes())
    assert entry.signatures == (own,)  # the verdict compares the pipeline's signature, not the analysis's
    unsaid = [dataclasses.replace(r, culprit={"op": "aten.mm.default"}) for r in sharpened]
    (entry,) = update_entries([], unsaid, lambda: cells, Changes())
    assert entry.signatures == ()  # an op named and no pipeline signature kept: the pipeline's is unknown
    budget = [dataclasses.replace(r, signature=own, culprit={"why": "budget"}) for r in sharpened]
    (entry,) = update_entries([], budget, lambda: cells, Changes())
    assert entry.signatures == (own,)  # no analysis named anything: the signature is the pipeline's


def test_results_of_an_external_corpus_go_to_its_own_file(tmp_path):
    results = [
        CellResult(Cell("test_abs", "llvm-cpu", "O2", "static"), "", Status.FAIL_RUN, "run", "x", corpus="onnx-node"),
        CellResult(Cell("matmul", "llvm-cpu", "O2", "static"), "", Status.CRASH, "compile", "y"),
    ]
    report = update_files(results, tmp_path, lambda backend, corpus: lambda: [])
    assert set(report) == {"llvm-cpu", "onnx-node/llvm-cpu"}
    (node,) = load_expectations(tmp_path / "onnx-node" / "llvm-cpu.toml")
    (builtin,) = load_expectations(tmp_path / "llvm-cpu.toml")
    assert (node.cases, builtin.cases) == (("test_abs",), ("matmul",))


def test_update_then_rerun_gives_no_xpass_and_no_regression(pytester, tmp_path, warm_cache):
    corpus = write_corpus(tmp_path / "corpus")
    _write(
        corpus / "expectations" / "llvm-cpu.toml",
        '[[expect]]\ncase = "add"\ndims = "mixed"\nstatus = "fail-compile"\nreason = "stale"\n',
    )
    first = run_harness(pytester, corpus, tmp_path / "r1", "--opt=O0,O3", cache=warm_cache)
    assert first.ret == 1  # data_dependent is a regression; add mixed an xpass
    proc = cli("update-expectations", str(tmp_path / "r1"), "--corpus-dir", str(corpus))
    assert proc.returncode == 0, proc.stderr
    assert "llvm-cpu: 0 kept, 0 removed, 2 added, 1 pattern entries split per cell" in proc.stdout
    # add at O1 and O2 was not in the run: its cells keep the entry, now one per cell.
    kept = load_expectations(corpus / "expectations" / "llvm-cpu.toml")
    assert sorted((c, e.opt, e.dims, e.reason) for e in kept for c in e.cases if c == "add") == [
        ("add", "O1", "mixed", "stale"),
        ("add", "O2", "mixed", "stale"),
    ]
    second = run_harness(pytester, corpus, tmp_path / "r2", "--opt=O0,O3", cache=warm_cache)
    assert second.ret == 0, second.stdout.str()
    second.assert_outcomes(passed=6, xfailed=2)


def test_results_of_two_hosts_that_disagree_make_a_host_dependent_entry(tmp_path):
    import dataclasses

    from conformance.cell import Verdict
    from conformance.expectations.match import verdict_for

    f = _write(tmp_path / "rocm.toml", '[[expect]]\ncase = "topk_a"\nstatus = "mismatch"\nreason = "issue 1"\n')
    host_a = [dataclasses.replace(_r(c.case, c.opt, c.dims, Status.PASS), origin="avx512/junit.xml") for c in ALL]
    host_b = [
        dataclasses.replace(
            _r(c.case, c.opt, c.dims, Status.MISMATCH, "mismatch: output 0 values differ"), origin="b.xml"
        )
        if c.case == "topk_a"
        else dataclasses.replace(_r(c.case, c.opt, c.dims, Status.PASS), origin="b.xml")
        for c in ALL
    ]
    changes = update_files(host_a + host_b, tmp_path, lambda backend, corpus: lambda: ALL)["rocm"]
    assert len(changes.added) == 4 and changes.expanded == ["topk_a[*|*] -> 0 cells"]
    text = f.read_text()
    assert 'status = ["pass", "mismatch"]' in text
    (e,) = load_expectations(f)
    assert e.cases == ("topk_a",) and (e.opt, e.dims) == ("*", "*") and e.host_dependent
    assert "pass in avx512/junit.xml" in e.reason and "mismatch in b.xml" in e.reason
    assert all(verdict_for(r.status, e) is Verdict.HOST_DEPENDENT for r in host_a + host_b if r.cell.case == "topk_a")
    # Rerun with the same results: the entry allows both, it stays as it is.
    again = update_files(host_a + host_b, tmp_path, lambda backend, corpus: lambda: ALL)["rocm"]
    assert (again.kept, again.added, again.removed) == (1, [], []) and f.read_text() == text


def test_a_list_of_cases_that_shrinks_is_written_as_a_list(tmp_path):
    f = _write(
        tmp_path / "rocm.toml",
        '[[expect]]\ncase = ["a", "b", "c"]\nopt = "O0"\ndims = "static"\nstatus = "fail-compile"\nreason = "bug"\n',
    )
    results = [_r("a", "O0", "static", Status.PASS), _r("b", "O0", "static", Status.FAIL_COMPILE, "fail-compile: x")]
    universe = [Cell(c, "rocm", "O0", "static") for c in "abc"]
    changes = update_files(results, tmp_path, lambda backend, corpus: lambda: universe)["rocm"]
    assert changes.removed == ["a[O0|static]: now pass"]
    assert [(e.cases, e.reason) for e in load_expectations(f)] == [(("b", "c"), "bug")]
    # Laid out as a new entry's list is (one name a line, two spaces in), not tomlkit's own way.
    assert 'case = [\n  "b",\n  "c",\n]' in f.read_text()


def test_a_pass_named_without_sharpening_the_signature_still_lets_it_be_pinned(tmp_path, monkeypatch):
    """A compile failure's reduction names the failing pass and keeps the signature: the record says
    the pipeline's signature is that one, so update-expectations pins it (it did not, before)."""
    from conformance import analyses
    from conformance.analyses.context import Subject
    from conformance.pipeline.outcome import CellOutcome

    own = "fail-compile: error: 'linalg.generic' op inferred input/output operand #1"
    monkeypatch.setattr(analyses, "analysis_for", lambda status: lambda ctx: ({"pass": "FoldUnitExtentDimsPass"}, own))
    cell = Cell("r", "llvm-cpu", "O2", "static")
    outcome = CellOutcome(cell, "host", "misc", Status.FAIL_COMPILE, "compile", own)
    where = Subject(None, None, "O2", None)  # the stand-in analysis reads none of it
    found = analyses._culprit(where, outcome, analyses.Budget(60.0), tmp_path, {})
    assert found.culprit == {"pass": "FoldUnitExtentDimsPass", "pipeline_signature": own}
    result = CellResult(cell, "host", Status.FAIL_COMPILE, "compile", own, culprit=found.culprit)
    (entry,) = update_entries([], [result], lambda: [cell], Changes())
    assert entry.signatures == (own,)
