"""Expectations and verdicts (pure logic)."""

from __future__ import annotations

import pytest

from conformance.cell import Cell, Status, Verdict
from conformance.expectations import ExpectationError, expectation_for, load_expectations, verdict


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
    ],
)
def test_malformed_files_name_the_file(tmp_path, text, message):
    f = tmp_path / "rocm.toml"
    f.write_text(text)
    with pytest.raises(ExpectationError) as e:
        load_expectations(f)
    assert str(f) in str(e.value) and message in str(e.value)
