"""Expectations and verdicts (pure logic)."""

from __future__ import annotations

import pytest

from conformance.cell import Cell, Status, Verdict
from conformance.expectations.match import (
    ExpectationError,
    ExpectationIndex,
    changed_signature,
    expectation_for,
    expectations_file,
    load_expectations,
    verdict,
)


@pytest.mark.parametrize(
    ("status", "expected", "want"),
    [
        (Status.PASS, Status.PASS, Verdict.OK),
        (Status.FAIL_COMPILE, Status.PASS, Verdict.REGRESSION),
        (Status.MISMATCH, Status.PASS, Verdict.REGRESSION),
        (Status.FAIL_COMPILE, Status.FAIL_COMPILE, Verdict.XFAIL),
        (Status.PASS, Status.FAIL_COMPILE, Verdict.XPASS),
        (Status.CRASH, Status.FAIL_COMPILE, Verdict.REGRESSION),  # fails differently
        (Status.SKIP, Status.PASS, Verdict.OK),
        (Status.SKIP, Status.FAIL_RUN, Verdict.OK),
    ],
)
def test_verdict(status, expected, want):
    assert verdict(status, expected) is want


def test_patterns_and_first_match(tmp_path):
    f = tmp_path / "llvm-cpu.toml"
    f.write_text(
        """
[[expect]]
case = "topk_*"
opt = "O3"
status = "crash"
reason = "first"

[[expect]]
case = "topk_*"
dims = "dynamic"
status = "fail-compile"
reason = "second"
"""
    )
    exps = load_expectations(f)
    assert expectation_for(Cell("topk_values", "llvm-cpu", "O3", "dynamic"), exps).reason == "first"
    assert expectation_for(Cell("topk_values", "llvm-cpu", "O1", "dynamic"), exps).reason == "second"
    assert expectation_for(Cell("topk_values", "llvm-cpu", "O1", "static"), exps) is None
    assert expectation_for(Cell("matmul", "llvm-cpu", "O3", "dynamic"), exps) is None


def test_the_index_finds_the_entry_expectation_for_finds(tmp_path):
    """Entries by case name and by pattern, in file order: the first match wins either way."""
    f = tmp_path / "llvm-cpu.toml"
    f.write_text(
        """
[[expect]]
case = "topk_values"
opt = "O2"
status = "crash"
reason = "named, first"

[[expect]]
case = "topk_*"
status = "fail-compile"
reason = "pattern, second"

[[expect]]
case = ["sort", "topk_values"]
status = "mismatch"
reason = "named again, third"
"""
    )
    exps = load_expectations(f)
    index = ExpectationIndex(exps)
    cells = [
        Cell(case, "llvm-cpu", opt, dims)
        for case in ("topk_values", "topk_indices", "sort", "matmul")
        for opt in ("O0", "O2")
        for dims in ("static", "dynamic@K=1")
    ]
    for cell in cells:
        assert index.for_cell(cell) is expectation_for(cell, exps), cell
    assert index.for_cell(Cell("topk_values", "llvm-cpu", "O2", "static")).reason == "named, first"
    assert index.for_cell(Cell("topk_values", "llvm-cpu", "O0", "static")).reason == "pattern, second"
    assert index.for_cell(Cell("sort", "llvm-cpu", "O0", "static")).reason == "named again, third"


def test_a_list_of_cases_is_one_entry(tmp_path):
    f = tmp_path / "llvm-cpu.toml"
    f.write_text('[[expect]]\ncase = ["test_a", "test_b*"]\nopt = "O2"\nstatus = "fail-compile"\nreason = "one bug"\n')
    (entry,) = load_expectations(f)
    assert entry.cases == ("test_a", "test_b*")
    assert expectation_for(Cell("test_bx", "llvm-cpu", "O2", "static"), [entry]) is entry
    assert expectation_for(Cell("test_a", "llvm-cpu", "O2", "static"), [entry]) is entry
    assert expectation_for(Cell("test_a", "llvm-cpu", "O3", "static"), [entry]) is None
    assert expectation_for(Cell("test_c", "llvm-cpu", "O2", "static"), [entry]) is None


def test_external_corpora_have_a_folder_of_their_own(tmp_path):
    assert expectations_file(tmp_path, "llvm-cpu") == tmp_path / "llvm-cpu.toml"
    assert expectations_file(tmp_path, "llvm-cpu", "onnx-node") == tmp_path / "onnx-node" / "llvm-cpu.toml"


def test_missing_file_means_everything_passes(tmp_path):
    assert load_expectations(tmp_path / "nope.toml") == []


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[[expect]]\ncase = 'a'\nstatus = 'melted'\nreason = 'r'\n", "unknown status 'melted'"),
        ("[[expect]]\ncase = 'a'\nstatus = 'crash'\n", "'reason' is required"),
        ("[[expect]]\ncase = 'a'\nstatus = 'crash'\nreason = 'r'\nbackend = 'x'\n", "unknown key(s) ['backend']"),
        ("[[expect]\n", "not valid TOML"),
        ("[[expect]]\ncase = 'a'\nstatus = 'pass'\nreason = 'r'\n", "needs no expectation"),
        ("[[expect]]\ncase = []\nstatus = 'crash'\nreason = 'r'\n", "'case' is required"),
        ("[[expect]]\ncase = ['a', 3]\nstatus = 'crash'\nreason = 'r'\n", "'case' is required"),
        ("[[expect]]\nstatus = 'crash'\nreason = 'r'\n", "'case' is required"),
        # Every field is type-checked at load: a mistyped one failed only after its cell ran, and lost the cell.
        ("[[expect]]\ncase = 'a'\nopt = 3\nstatus = 'crash'\nreason = 'r'\n", "'opt' must be a non-empty string"),
        ("[[expect]]\ncase = 'a'\ndims = ['static']\nstatus = 'crash'\nreason = 'r'\n", "'dims' must be a"),
        ("[[expect]]\ncase = 'a'\nopt = 'O5'\nstatus = 'crash'\nreason = 'r'\n", "'opt' 'O5' matches none of O0"),
        ("[[expect]]\ncase = 'a'\ndims = 'dynmic'\nstatus = 'crash'\nreason = 'r'\n", "'dims' 'dynmic' matches"),
        ("[[expect]]\ncase = 'a'\nstatus = 'crash'\nreason = 'r'\nsignature = 3\n", "'signature' must be"),
        ("[[expect]]\ncase = 'a'\nstatus = 'crash'\nreason = 'r'\nsignature = 'timeout: x'\n", "not of a status"),
        ("[[expect]]\ncase = 'a'\nstatus = 'crash'\nreason = ['r']\n", "'reason' is required"),
        ("[[expect]]\ncase = 'a'\nstatus = 3\nreason = 'r'\n", "'status' is required"),
        (
            "[[expect]]\ncase = 'a'\nstatus = ['crash', 'pass']\nreason = 'r'\nsignature = ['crash: a', 'crash: b']\n",
            "two signatures of one status",
        ),
    ],
)
def test_malformed_files_name_the_file(tmp_path, text, message):
    f = tmp_path / "rocm.toml"
    f.write_text(text)
    with pytest.raises(ExpectationError) as e:
        load_expectations(f)
    assert str(f) in str(e.value) and message in str(e.value)


def test_host_dependent_entries(tmp_path):
    from conformance.expectations.match import verdict_for

    f = tmp_path / "llvm-cpu.toml"
    f.write_text(
        '[[expect]]\ncase = "test_bitshift_*"\nstatus = ["mismatch", "pass"]\n'
        'reason = "undefined: LLVM shifts by >= width; right on AVX-512 hosts"\n'
    )
    (e,) = load_expectations(f)
    assert e.host_dependent and e.status is Status.MISMATCH and set(e.statuses) == {Status.PASS, Status.MISMATCH}
    assert verdict_for(Status.PASS, e) is Verdict.HOST_DEPENDENT  # never an xpass
    assert verdict_for(Status.MISMATCH, e) is Verdict.HOST_DEPENDENT  # never a regression
    assert verdict_for(Status.CRASH, e) is Verdict.REGRESSION
    assert verdict_for(Status.SKIP, e) is Verdict.OK
    assert verdict_for(Status.PASS, None) is Verdict.OK
    f.write_text(
        '[[expect]]\ncase = "x"\nstatus = ["fail-run", "timeout"]\nreason = "r"\n'
        'signature = ["fail-run: OUT_OF_RANGE", "timeout: iree-run-module ran past its time limit"]\n'
    )
    (e,) = load_expectations(f)  # one pin per failing status
    assert e.pin_for(Status.TIMEOUT) == "timeout: iree-run-module ran past its time limit" and e.fully_pinned
    assert changed_signature(e, Status.FAIL_RUN, "fail-run: OUT_OF_RANGE") is None
    assert (
        changed_signature(e, Status.FAIL_RUN, "fail-run: other")
        == "expected `fail-run: OUT_OF_RANGE`, got `fail-run: other`"
    )
    for bad in ('["pass"]', '["pass", "pass"]', '["pass", "nope"]', '["skip", "pass"]', "[1, 2]"):
        f.write_text(f'[[expect]]\ncase = "x"\nstatus = {bad}\nreason = "r"\n')
        with pytest.raises(ExpectationError, match="entry 1"):
            load_expectations(f)


def test_a_compile_only_cell_that_compiled_contradicts_a_failure_pinned_before_the_run(tmp_path):
    """No device: the cell is a skip at the run stage, but its compile ran. An entry whose every failure ends
    before a run (import, compile, a crash or hang of iree-compile) is then stale: xpass, not ok."""
    from conformance.expectations.match import judge

    f = tmp_path / "rocm.toml"
    entries = {
        "c": ('"fail-compile"', '"fail-compile: error: x"'),
        "i": ('"fail-import"', '"fail-import: y"'),
        "k": ('"crash"', '"crash: iree-compile SIGSEGV"'),
        "h": (
            '["timeout", "crash"]',
            '["timeout: iree-compile ran past its time limit", "crash: iree-compile SIGSEGV"]',
        ),
        "r": ('"crash"', '"crash: iree-run-module SIGSEGV"'),
        "m": ('"mismatch"', '"mismatch: output 0 values differ"'),
    }
    f.write_text(
        "".join(
            f'[[expect]]\ncase = "{c}"\nstatus = {st}\nreason = "r"\nsignature = {sig}\n'
            for c, (st, sig) in entries.items()
        )
    )
    pins = load_expectations(f)
    for case, want in (("c", Verdict.XPASS), ("i", Verdict.XPASS), ("k", Verdict.XPASS), ("h", Verdict.XPASS)):
        exp = expectation_for(Cell(case, "rocm", "O2", "dynamic"), pins)
        assert judge(exp, Status.SKIP, "skip: run disabled (--no-run)", stage="run")[0] is want, case
        assert judge(exp, Status.SKIP, "skip: unsupported", stage="import")[0] is Verdict.OK, case  # nothing compiled
    for case in ("r", "m"):  # failures of the run: a compile alone cannot contradict them
        exp = expectation_for(Cell(case, "rocm", "O2", "dynamic"), pins)
        assert judge(exp, Status.SKIP, "skip: run disabled (--no-run)", stage="run") == (Verdict.OK, "")
    assert judge(None, Status.SKIP, "skip: run disabled (--no-run)", stage="run") == (Verdict.OK, "")


def test_check_expectations_against_recorded_results_judges_them_under_the_files_now(tmp_path):
    """A grid measured before its pins, checked after them with no cell run again: a cell pinned as it failed
    is xfail, one still failing unpinned a regression, a pinned compile failure that compiled an xpass."""
    from conformance.cell import CellResult
    from conformance.expectations.check import against
    from conformance.results.junit import write_junit

    def result(case: str, status: Status, stage: str, sig: str | None) -> CellResult:
        return CellResult(Cell(case, "rocm", "O2", "dynamic"), "gfx942", status, stage, sig)

    results = [
        result("pinned", Status.FAIL_COMPILE, "compile", "fail-compile: error: x"),
        result("unpinned", Status.FAIL_COMPILE, "compile", "fail-compile: error: y"),
        result("fixed", Status.SKIP, "run", "skip: run disabled (--no-run)"),
        result("fine", Status.SKIP, "run", "skip: run disabled (--no-run)"),
    ]
    write_junit(results, tmp_path / "run" / "junit-rocm.xml", {}, "rocm")
    corpus = tmp_path / "corpus"
    (corpus / "expectations").mkdir(parents=True)
    entry = '[[expect]]\ncase = "{}"\nstatus = "fail-compile"\nreason = "r"\nsignature = "fail-compile: error: {}"\n'
    (corpus / "expectations" / "rocm.toml").write_text(entry.format("pinned", "x") + entry.format("fixed", "z"))
    status, lines = against(corpus, [tmp_path / "run"])
    assert status == 1
    assert sorted(lines[:-1]) == [
        "fixed[rocm|O2|dynamic]: xpass: got skip, expected fail-compile (compiled, expected fail-compile)",
        "unpinned[rocm|O2|dynamic]: regression: got fail-compile, expected pass",
    ]
    assert lines[-1].endswith(": 1 ok, 1 regression, 1 xfail, 1 xpass")
    (corpus / "expectations" / "rocm.toml").write_text(entry.format("pinned", "x") + entry.format("unpinned", "y"))
    assert against(corpus, [tmp_path / "run"])[0] == 0  # every cell as pinned now
