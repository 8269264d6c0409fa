"""The graph fuzzer: programs deterministic for a seed and valid for torch,
failures sorted into findings (the compiler's), the generator's and the
harness's, and a campaign over the real harness with a compiler that fails
on one op (a stand-in: the real compiler will not fail on demand)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import numpy as np
import pytest

from conformance.cell import Cell, CellResult, Status
from conformance.fuzz.campaign import main as campaign_main
from conformance.fuzz.differential import disagreements, margins
from conformance.fuzz.findings import Ledger, kind_of, loose
from conformance.fuzz.generate import generate, write_batch
from conformance.fuzz.program import render
from conformance.fuzz.promote import main as promote_main
from conformance.fuzz.recheck import recheck
from conformance.pipeline.compare import Oracle, f64_allowance
from conformance.pipeline.tools import ToolSet
from conformance.results.record import outputs_folder
from tests.harness import in_process, wrapped_tools

ROOT = Path(__file__).resolve().parents[1]


def test_a_seed_is_one_program_and_seeds_differ() -> None:
    assert render(generate(7), 7) == render(generate(7), 7)
    assert len({render(generate(s), s) for s in range(10)}) == 10
    sizes = [len(generate(s).nodes) for s in range(50)]
    assert min(sizes) >= 3 and max(sizes) <= 20


def test_generated_programs_are_valid_declarations_that_torch_runs(tmp_path: Path) -> None:
    batch, dropped = write_batch(list(range(40)), tmp_path)
    assert not [d for d in dropped if not d.why.startswith("not finite")], dropped  # torch accepts every one
    assert batch.read_text().count("torch_case(") == 40 - len(dropped)


def _cell(status: Status, signature: str | None, culprit: dict | None = None) -> CellResult:
    cell = Cell("fuzz_3", "llvm-cpu", "O2", "dynamic")
    return CellResult(cell, "host", status, "compile", signature, culprit=culprit)  # type: ignore[arg-type]


def test_failures_are_sorted_by_whose_they_are() -> None:
    assert kind_of(_cell(Status.FAIL_IMPORT, "fail-import: torch.export: SpecializedDim: ...")) == "generator"
    assert kind_of(_cell(Status.FAIL_IMPORT, "fail-import: reference failed: RuntimeError: x")) == "generator"
    assert kind_of(_cell(Status.INVALID_INPUT, "invalid-input: x")) == "generator"
    assert kind_of(_cell(Status.ERROR, "error: harness: KeyError")) == "harness"
    assert kind_of(_cell(Status.FAIL_IMPORT, "fail-import: iree-import: x")) == "finding"
    accuracy = {"why": "accuracy: every output is within the case's tolerance of eager PyTorch; ..."}
    assert kind_of(_cell(Status.MISMATCH, "mismatch: output 1 values differ", accuracy)) == "accuracy"
    ledger = Ledger()
    first = ledger.add(_cell(Status.CRASH, "crash: iree-compile SIGSEGV"), 3, {})
    again = ledger.add(_cell(Status.CRASH, "crash: iree-compile SIGSEGV"), 4, {})
    assert first is not None and first[1] and again is not None and not again[1]  # one bug, counted twice
    known = ledger.add(_cell(Status.FAIL_COMPILE, "fail-compile: error: old"), 5, {"fail-compile: error: old": "x"})
    assert known is not None and known[0].known == "x"
    big = (
        "fail-compile: error: 'func.func' op exceeded stack allocation limit of 32768 bytes for function. Got {} bytes"
    )
    one = ledger.add(_cell(Status.FAIL_COMPILE, big.format(36028797018963968)), 6, {})
    same = ledger.add(_cell(Status.FAIL_COMPILE, big.format(576460752303423936)), 7, {})
    assert one is not None and one[1] and same is not None and not same[1]  # the sizes differ, the bug does not
    unlowered = "fail-compile: error: failed to legalize operation 'torch.operator' ...: %V = \"torch.operator\"(%V) "
    unlowered += '<{name = "torch.aten.upsample_linear1d.vec"}> : (OPERANDS'
    pins = {loose(unlowered.replace("OPERANDS", "!torch.list<int>")): "hf"}  # as known_signatures keeps them
    other_operands = Ledger().add(_cell(Status.FAIL_COMPILE, unlowered.replace("OPERANDS", "!torch.none")), 8, pins)
    assert other_operands is not None and other_operands[0].known == "hf"  # one op left unlowered, one bug
    bare = Ledger().add(_cell(Status.CRASH, "crash: iree-compile SIGSEGV"), 8, {"crash: iree-compile SIGSEGV": "x"})
    assert bare is not None and bare[0].known == ""  # a bare signal names no bug
    only_f64 = Ledger()
    only_f64.add(_cell(Status.MISMATCH, "mismatch: output 0 values differ", accuracy), 9, {})
    wrong = only_f64.add(_cell(Status.MISMATCH, "mismatch: output 0 values differ"), 10, {})
    assert wrong is not None and wrong[1] and wrong[0].kind == "finding"  # not merged into the accuracy one
    pinned = {"mismatch: output N values differ": "x"}
    unplaced = Ledger().add(_cell(Status.MISMATCH, "mismatch: output 0 values differ"), 9, pinned)
    assert unplaced is not None and unplaced[0].known == ""  # nor do wrong numbers at no named op


def test_wrong_numbers_are_analyzed_alone_before_crashes(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # The order only: which cell the batch's time goes to first (the analysis itself is tested with the real tools).
    from conformance.fuzz import campaign

    budget = {"why": "budget"}
    crash = _cell(Status.CRASH, "crash: iree-compile SIGSEGV in FooPass", budget)
    wrong = _cell(Status.MISMATCH, "mismatch: output 0 values differ", budget)
    wrong = dataclasses.replace(wrong, cell=dataclasses.replace(wrong.cell, case="fuzz_4"))
    order: list[str] = []

    def analyze(r: CellResult, batch: Path, args: list[str]) -> CellResult:
        order.append(r.cell.case)
        return r

    monkeypatch.setattr(campaign, "_analyze_one", analyze)
    out = campaign._analyzed_alone([crash, wrong], Ledger(), {}, tmp_path, [])
    assert order == ["fuzz_4", "fuzz_3"] and out == [crash, wrong]  # analyzed in that order, kept in the grid's


@pytest.mark.slow
def test_a_campaign_keeps_one_finding_per_bug_with_its_program(
    tmp_path: Path, tools: ToolSet, warm_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A compiler that fails every module holding a sort, as a real one would print it.
    fault = 'for a; do case "$a" in *.mlir) grep -q "torch.aten.sort" "$a" && '
    fault += "{ echo \"$a:3:10: error: failed to legalize operation 'torch.aten.sort'\" >&2; exit 1; };; esac; done"
    bad = wrapped_tools(tmp_path / "tools", tools, fault)
    out = tmp_path / "fuzz"
    # `python -m conformance.fuzz ARGV`, in this process (as test_wrapped runs it): the campaign's batch run,
    # reduction and standalone recheck are processes of their own all the same.
    monkeypatch.chdir(ROOT)
    argv = ["--budget=1", "--seed=114", "--batch=6", f"--out={out}"]
    argv += [f"--iree-tools={bad}", "--opt=O0", "--dims=static", f"--cache-dir={warm_cache}", "--analysis-budget=0"]
    argv += ["-n=0"]  # the batch's harness run in one process: xdist's own tests are test_plugin's
    proc = in_process(campaign_main, argv)
    assert proc.returncode == 0, proc.stderr
    doc = json.loads((out / "findings.json").read_text())
    assert doc["programs"] == 6
    sorts = [f for f in doc["findings"] if "torch.aten.sort" in f["signature"]]
    assert len(sorts) == 1, doc["findings"]  # one bug however many programs hit it
    f = sorts[0]
    assert f["programs"] == 3 and f["status"] == "fail-compile"  # seed 114's batch: three programs with a sort
    # Reduced, and the reduced repro run standalone with the campaign's compiler fails the same way.
    assert (out / "findings" / f["id"] / "repro" / "reduced.py").exists()
    assert f["standalone"] == "reproduces"
    program = (out / "findings" / f["id"] / "program.py").read_text()
    assert "torch.sort" in program and f'torch_case("fuzz_{f["first_seed"]}"' in program
    assert "| fail-compile |" in (out / "findings.md").read_text()

    # Promoted: a case of the corpus (full tier) with its expectations from the campaign's cells.
    corpus = tmp_path / "corpus"
    (corpus / "expectations").mkdir(parents=True)
    promote = [str(out / "findings" / f["id"]), f"--corpus-dir={corpus}"]
    proc = in_process(promote_main, promote)
    assert proc.returncode == 0, proc.stderr
    case = f"fuzz_{f['first_seed']}"
    written = (corpus / "fuzz_regressions.py").read_text()
    assert f"class P_{case}(" in written and f'"{case}",' in written  # formatted where ruff is installed
    pinned = (corpus / "expectations" / "llvm-cpu.toml").read_text()
    assert case in pinned and "torch.aten.sort" in pinned
    again = in_process(promote_main, promote)
    assert again.returncode == 2 and "already declares" in again.stderr


def _kept(results: Path, imported: Path, cell: Cell, value: np.ndarray) -> CellResult:
    folder = outputs_folder(results, cell)
    folder.mkdir(parents=True)
    np.save(folder / "output_0.npy", value)
    (folder / "import.txt").write_text(f"{imported}\n")
    return CellResult(cell, "host", Status.PASS, "compare", None)


def test_two_passing_cells_that_differ_beyond_rounding_disagree_and_honest_ones_do_not(tmp_path: Path) -> None:
    # One program's import: eager f32 and the float64 reference (sensitivity 0: the allowance is the
    # reference's own error, 8x, or 4 ULP). Each cell is within the float64 oracle's allowance.
    rng = np.random.default_rng(0)
    r = rng.standard_normal(64)
    e = (r + rng.uniform(-1, 1, 64) * 2e-7).astype(np.float32)
    imported = tmp_path / "import"
    imported.mkdir()
    np.save(imported / "expected_0.npy", e)
    np.save(imported / "reference64_0.npy", r)
    np.save(imported / "sensitivity64_0.npy", np.zeros(64))
    (imported / "meta.json").write_text("{}")
    allowed = f64_allowance(e, Oracle(r, np.zeros(64)))[0]
    high, low, honest = r + 0.6 * allowed, r - 0.6 * allowed, r + 0.1 * allowed
    results = tmp_path / "results"
    axes = (("O0", "static"), ("O3", "static"), ("O0", "mixed"))
    cells = [Cell("fuzz_5", "llvm-cpu", opt, dims) for opt, dims in axes]
    got = [_kept(results, imported, c, v.astype(np.float32)) for c, v in zip(cells, (high, low, honest), strict=True)]
    found = disagreements(got, results)
    # O0 vs O3 at static disagree (1.2x the allowance apart); static vs mixed at O0 are 0.5x apart.
    assert [(d.first.id, d.second.id) for d in found] == [(cells[0].id, cells[1].id)]
    signature = found[0].signature
    assert signature.startswith("differs: O0 vs O3 (") and signature.endswith("farther from float64): output 0 values")
    assert sorted(round(m, 1) for m in margins(got, results)) == [0.5, 1.2]  # what `fuzz margin` reports
    ledger = Ledger()
    f, new = ledger.add_disagreement(found[0], 5)
    assert new and f.kind == "differential" and f.status == "differs" and "O0" in f.message


@pytest.mark.parametrize(
    ("script", "status", "signature", "verdict"),
    [
        ("import os, signal; os.kill(os.getpid(), signal.SIGSEGV)", "crash", "crash: iree-compile SIGSEGV", ""),
        ("import sys; sys.exit(0)", "crash", "crash: iree-compile SIGSEGV", "reduced.py ended with exit 0"),
        ("import sys; print('x.mlir:3:1: error: bad 12', file=sys.stderr); sys.exit(1)", "fail-compile",
         "fail-compile: error: bad 7", ""),
        ("import sys; sys.exit(0)", "fail-compile", "fail-compile: error: bad", "reduced.py compiles"),
        ("import sys; print('error: other', file=sys.stderr); sys.exit(1)", "fail-compile", "fail-compile: error: bad",
         "reduced.py fails otherwise"),
        ("import sys; print('output 0: values differ at 3 of 8 elements'); sys.exit(1)", "mismatch",
         "mismatch: aten.sub.Tensor: values differ", ""),
        ("import sys; print('output 0: agrees with eager PyTorch'); sys.exit(0)", "mismatch",
         "mismatch: aten.sub.Tensor: values differ", "reduced.py gives no wrong numbers (exit 0)"),
    ],
)  # fmt: skip
def test_a_reduced_repro_that_does_not_fail_the_same_way_standalone_discards_its_finding(
    tmp_path: Path, script: str, status: str, signature: str, verdict: str
) -> None:
    reduced = tmp_path / "reduced.py"
    reduced.write_text(script + "\n")
    got = recheck(reduced, status, signature, None)
    assert got == "reproduces" if not verdict else got.startswith(verdict), got


def test_a_mismatch_the_budget_left_unanalyzed_is_accuracy_when_within_eager_tolerance(tmp_path: Path) -> None:
    from conformance.case import Case, randn, torch_case
    from conformance.fn import Fn
    from conformance.fuzz.campaign import _unanalyzed_accuracy

    case = torch_case("fuzz_9", lambda: Fn(lambda a: a + 1), inputs=[randn(4)])
    assert isinstance(case, Case)
    expected = np.linspace(-1, 1, 4).astype(np.float32)
    for name, actual in (("close", expected + 1e-6), ("far", expected + 0.1)):
        (tmp_path / name).mkdir()
        np.save(tmp_path / name / "expected_0.npy", expected)
        np.save(tmp_path / name / "actual_output_0.npy", actual)
    cell = Cell("fuzz_9", "llvm-cpu", "O2", "static")
    unanalyzed = CellResult(cell, "host", Status.MISMATCH, "compare", "mismatch: output 0 values differ")
    close = _unanalyzed_accuracy(dataclasses.replace(unanalyzed, repro=str(tmp_path / "close")), {"fuzz_9": case})
    far = _unanalyzed_accuracy(dataclasses.replace(unanalyzed, repro=str(tmp_path / "far")), {"fuzz_9": case})
    assert kind_of(close) == "accuracy" and kind_of(far) == "finding"
