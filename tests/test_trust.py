"""Results that cannot be fooled: a reference that draws random numbers is
invalid input; a hanging batch costs one timeout per run; an expected failure
that changes its signature is reported; update-expectations keeps the file as
written and says what it could not do."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
import torch

from conformance.case import randn, torch_case, variants
from conformance.cell import Cell, CellResult, Status, Verdict
from conformance.expectations.match import Expectation, changed_signature, load_expectations
from conformance.expectations.update import Changes, corpus_cells, update_entries, update_files
from conformance.fn import Fn
from conformance.gate import compare
from conformance.grid import build_grid
from conformance.pipeline.batch import compile_batch
from conformance.pipeline.imports import import_case
from tests.harness import cli, run_harness, write_corpus

# --- item 9: the nondeterminism check fires ------------------------------------------

RAND_IN_FORWARD = torch_case("trust_rand_in_forward", lambda: Fn(lambda a: a + torch.rand(a.shape)), inputs=[randn(3)])


def test_a_forward_that_draws_random_numbers_is_invalid_input(tmp_path):
    imp = import_case(RAND_IN_FORWARD, variants(RAND_IN_FORWARD)[0], tmp_path / "cache")
    assert imp.status == "invalid-input", imp.message
    assert imp.message == "the reference's output 0 differs between two runs on the same inputs"


# --- item 11: a batch that times out is tried once per run ------------------------------

_MLIR = """
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {{
  %0 = arith.{op} %arg0, %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}}
"""


@pytest.mark.parametrize(("end", "status"), [("exec sleep 60", Status.TIMEOUT), ("kill -KILL $$", Status.ERROR)])
def test_a_batch_that_timed_out_or_was_killed_is_tried_once_per_run(tmp_path, stand_in_tools, end, status):
    """A batch that ran past its limit, or that was killed from outside (the kernel, out of memory)."""
    log = tmp_path / "compiles.log"
    tools = stand_in_tools(
        f'case "$1" in --version) echo "IREE compiler version 3.13.0"; exit 0;; esac\necho "$1" >> {log}\n{end}'
    )
    mlirs = []
    for op in ("addf", "mulf", "subf"):
        p = tmp_path / f"{op}.mlir"
        p.write_text(_MLIR.format(op=op))
        mlirs.append(p)
    tried: dict[str, Status] = {}  # the run's (RunState.tried)
    first = compile_batch(mlirs, ("--x",), tools, tmp_path / "cache", 1.0, tried)
    assert first.status is status
    start = time.perf_counter()
    for _ in mlirs[1:]:  # the other members of the batch ask for it too
        again = compile_batch(mlirs, ("--x",), tools, tmp_path / "cache", 1.0, tried)
        assert again.status is status and again.vmfb is None
    assert time.perf_counter() - start < 1.0
    assert len(log.read_text().splitlines()) == 1  # one compile of the batch, not one per member


# --- item 12: expectations may pin the signature -----------------------------------------


def test_a_pinned_signature_that_changes_is_a_regression():
    exp = Expectation(("a",), Status.FAIL_COMPILE, "bug 1", signatures=("fail-compile: error: old",))
    assert changed_signature(exp, Status.FAIL_COMPILE, "fail-compile: error: old") is None
    assert (
        changed_signature(exp, Status.FAIL_COMPILE, "fail-compile: error: new")
        == "expected `fail-compile: error: old`, got `fail-compile: error: new`"
    )
    assert changed_signature(exp, Status.CRASH, "crash: x") is None  # a status change is a regression anyway


def test_the_gate_lists_a_failure_whose_signature_changed():
    def r(sig: str, verdict: Verdict = Verdict.XFAIL) -> CellResult:
        return CellResult(
            Cell("a", "llvm-cpu", "O0", "static"), "host", Status.FAIL_COMPILE, "compile", sig, verdict=verdict
        )

    rep = compare([r("fail-compile: error: old")], [r("fail-compile: error: new")])
    assert len(rep.changed_failures) == 1 and rep.unchanged == 0


def test_plugin_pinned_signature_blocks_and_update_expectations_writes_it(pytester, tmp_path, warm_cache):
    corpus = write_corpus(tmp_path / "corpus")
    exp = corpus / "expectations" / "llvm-cpu.toml"
    exp.parent.mkdir()
    exp.write_text(
        '[[expect]]\ncase = "data_dependent"\nstatus = "fail-import"\nreason = "export cannot trace it"\n'
        'signature = "fail-import: some older diagnostic"\n'
    )
    args = ("--dims=static", "-k", "data_dependent")  # every cell of the entry: O0..O3
    result = run_harness(pytester, corpus, tmp_path / "r1", *args, cache=warm_cache)
    assert result.ret == 1
    result.stdout.fnmatch_lines(["*regression: fail-import at import (expected fail-import)*"])
    # torch.export's refusal is named as torch's, not IREE's
    result.stdout.fnmatch_lines(
        ["expected `fail-import: some older diagnostic`, got `fail-import: torch.export: Guard*"]
    )
    cells = json.loads((tmp_path / "r1" / "grid.json").read_text())["cells"]
    assert len(cells) == 4 and {c["verdict"] for c in cells} == {"regression"}
    cell = cells[0]

    exp.write_text('[[expect]]\ncase = "data_dependent"\nstatus = "fail-import"\nreason = "export cannot trace it"\n')
    proc = cli("update-expectations", str(tmp_path / "r1"), "--corpus-dir", str(corpus))
    assert proc.returncode == 0, proc.stderr
    (entry,) = load_expectations(exp)
    assert entry.reason == "export cannot trace it" and entry.signatures == (cell["signature"],)
    result = run_harness(pytester, corpus, tmp_path / "r2", *args, cache=warm_cache)
    assert result.ret == 0, result.stdout.str()
    result.assert_outcomes(xfailed=4)


# --- item 10: update-expectations keeps the file, says what it could not do ----------------

COMMENTED = """# Known failures of rocm.
# Keep this header.

[[expect]]
case = "topk_a"   # the first one
opt = "O0"
dims = "static"
status = "crash"
reason = "issue 1"
signature = "crash: y"

# topk_b: see the upstream thread before touching this
[[expect]]
case = "topk_b"
opt = "O3"
dims = "dynamic"
status = "fail-compile"
reason = "issue 2"
signature = "fail-compile: x"
"""


def _r(case: str, opt: str, dims: str, status: Status, sig: str | None = None, origin: str = "") -> CellResult:
    return CellResult(Cell(case, "rocm", opt, dims), "gfx942", status, "compile", sig, origin=origin)


def test_a_run_that_changes_nothing_leaves_the_file_as_it_is(tmp_path):
    f = tmp_path / "rocm.toml"
    f.write_text(COMMENTED)
    results = [
        _r("topk_a", "O0", "static", Status.CRASH, "crash: y"),
        _r("topk_b", "O3", "dynamic", Status.FAIL_COMPILE, "fail-compile: x"),
    ]
    before = f.stat().st_mtime_ns
    changes = update_files(results, tmp_path, lambda b, c: lambda: [])["rocm"]
    assert not changes.changed and f.read_text() == COMMENTED and f.stat().st_mtime_ns == before


def test_a_change_keeps_the_comments_and_layout_of_the_other_entries(tmp_path):
    f = tmp_path / "rocm.toml"
    f.write_text(COMMENTED)
    results = [
        _r("topk_a", "O0", "static", Status.CRASH, "crash: y"),
        _r("topk_b", "O3", "dynamic", Status.PASS),  # fixed: its entry goes
        _r("topk_c", "O1", "static", Status.FAIL_RUN, "fail-run: z"),  # new
    ]
    update_files(results, tmp_path, lambda b, c: lambda: [Cell("topk_c", "rocm", "O1", "static")])
    text = f.read_text()
    assert text.startswith("# Known failures of rocm.\n# Keep this header.\n\n[[expect]]\n")
    assert 'case = "topk_a"   # the first one\n' in text and "topk_b" not in text.replace("# topk_b", "")
    (a, c) = load_expectations(f)
    assert a.cases == ("topk_a",)
    assert (c.cases, c.status, c.signatures) == (("topk_c",), Status.FAIL_RUN, ("fail-run: z",))


def test_a_pinned_signature_goes_in_its_own_entry_not_under_the_next_ones_comment(tmp_path):
    f = tmp_path / "rocm.toml"
    f.write_text(COMMENTED.replace('signature = "fail-compile: x"\n', "").replace('signature = "crash: y"\n', ""))
    results = [
        _r("topk_a", "O0", "static", Status.CRASH, "crash: y"),
        _r("topk_b", "O3", "dynamic", Status.FAIL_COMPILE, "fail-compile: x"),
    ]
    universe = [Cell("topk_a", "rocm", "O0", "static"), Cell("topk_b", "rocm", "O3", "dynamic")]
    update_files(results, tmp_path, lambda b, c: lambda: universe)
    assert f.read_text() == COMMENTED  # each pin after its entry's last key, the comment still before topk_b


def test_conflicting_results_are_warned_about_and_the_failing_one_kept():
    results = [
        _r("topk_a", "O0", "static", Status.FAIL_COMPILE, "fail-compile: x", origin="b.xml"),
        _r("topk_a", "O0", "static", Status.PASS, origin="a.xml"),
    ]
    changes = Changes()
    out = update_entries([], results, lambda: [Cell("topk_a", "rocm", "O0", "static")], changes)
    assert [(e.cases, e.status) for e in out] == [(("topk_a",), Status.FAIL_COMPILE)]
    assert changes.warnings == [
        "topk_a[rocm|O0|static]: results disagree (fail-compile in b.xml, pass in a.xml); "
        "kept fail-compile, host-dependent"
    ]
    # Both results stay: the new entry is host-dependent and allows each.
    assert out[0].statuses == (Status.FAIL_COMPILE, Status.PASS)
    errors = [_r("topk_a", "O0", "static", Status.ERROR, "error: no space left on device")]
    changes = Changes()
    assert update_entries([], errors, lambda: [], changes) == [] and "not an expectation" in changes.warnings[0]


def test_malformed_toml_and_a_broken_corpus_module_are_one_line_each(tmp_path, capsys):
    corpus = write_corpus(tmp_path / "corpus")
    (corpus / "bad.py").write_text("import no_such_module_here\n")
    cells = corpus_cells(corpus)("llvm-cpu", "builtin")()
    assert {c.case for c in cells} == {"add", "data_dependent"}
    assert "update-expectations: warning: bad.py failed to import: ModuleNotFoundError:" in capsys.readouterr().err

    (corpus / "expectations").mkdir()
    (corpus / "expectations" / "llvm-cpu.toml").write_text("[[expect]\ncase = 'x'\n")
    grid = build_grid([CellResult(Cell("add", "llvm-cpu", "O0", "static"), "host", Status.PASS, "compare", None)], {})
    (tmp_path / "grid.json").write_text(json.dumps(grid))
    proc = cli("update-expectations", str(tmp_path / "grid.json"), "--corpus-dir", str(corpus))
    assert proc.returncode == 1
    (line,) = proc.stderr.strip().splitlines()
    assert line.startswith(f"update-expectations: {corpus / 'expectations' / 'llvm-cpu.toml'}: not valid TOML: ")


# --- item 13: the lesser list --------------------------------------------------------------


def test_a_case_name_declared_twice_in_one_file_is_broken_not_replaced(tmp_path):
    from conformance.case import BrokenCase
    from conformance.corpus import load_module

    f = tmp_path / "dups.py"
    f.write_text(
        "from conformance.case import randn, torch_case\nfrom conformance.fn import Fn\n"
        'torch_case("trust_dup", lambda: Fn(lambda a: a + 1), inputs=[randn(3)])\n'
        'torch_case("trust_dup", lambda: Fn(lambda a: a - 1), inputs=[randn(3)])\n'
    )
    (case,) = load_module(f)
    assert isinstance(case, BrokenCase) and case.error == "case 'trust_dup': declared twice in this file"


def test_a_case_name_declared_in_two_files_is_broken_in_the_second_and_loads_twice_the_same(tmp_path):
    from conformance.case import BrokenCase, Case
    from conformance.corpus import load_all, load_module

    head = "from conformance.case import randn, torch_case\nfrom conformance.fn import Fn\n"
    for name in ("a_first.py", "b_second.py"):
        (tmp_path / name).write_text(
            head + 'torch_case("trust_twice", lambda: Fn(lambda a: a + 1), inputs=[randn(3)])\n'
        )
    first, second = load_all(tmp_path)
    assert isinstance(first, Case) and first.source_file.endswith("a_first.py")
    assert isinstance(second, BrokenCase) and second.error == "case 'trust_twice': declared twice"
    # A load returns the module's cases; loading it again returns the same, without running it again.
    assert load_module(tmp_path / "a_first.py") == [first]


def test_a_corpus_module_importing_another_collects_only_its_own_cases(tmp_path, monkeypatch):
    """The load's collector takes what its own file declares: the cases of a corpus
    module it imports (a first import runs it) are that module's, found when it loads."""
    from conformance.corpus import load_all

    head = "from conformance.case import randn, torch_case\nfrom conformance.fn import Fn\n"
    (tmp_path / "b_models.py").write_text(head + 'torch_case("trust_model", lambda: Fn(abs), inputs=[randn(3)])\n')
    (tmp_path / "a_blocks.py").write_text(
        head + "import b_models\n" + 'torch_case("trust_block", lambda: Fn(abs), inputs=[randn(3)])\n'
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    cases = load_all(tmp_path)
    assert [(c.name, Path(c.source_file).name) for c in cases] == [
        ("trust_block", "a_blocks.py"),
        ("trust_model", "b_models.py"),
    ]


def test_one_file_under_two_spellings_is_one_source(tmp_path):
    from conformance.results.merge import merge

    grid = build_grid([CellResult(Cell("add", "llvm-cpu", "O0", "static"), "host", Status.PASS, "compare", None)], {})
    (tmp_path / "r").mkdir()
    (tmp_path / "r" / "grid.json").write_text(json.dumps(grid))
    merged = merge([tmp_path / "r" / "grid.json", tmp_path / "r" / ".." / "r" / "grid.json", tmp_path / "r"])
    assert len(merged.results) == 1 and not merged.conflicts() and not merged.errors
    missing = merge([tmp_path / "nope.json"])
    assert missing.errors == [{"path": str(tmp_path / "nope.json"), "error": f"{tmp_path / 'nope.json'}: no such file"}]


def test_grid_md_shows_results_text_as_text():
    from conformance.render.markdown import render_markdown

    evil = "fail-compile: x` ![img](http://evil.example/x.png) [link](http://evil.example) `y"
    r = CellResult(
        Cell("case_[x](http://evil.example)", "llvm-cpu", "O0", "static"),
        "host",
        Status.FAIL_COMPILE,
        "compile",
        evil,
        verdict=Verdict.REGRESSION,
        culprit={"why": "![i](http://evil.example/i.png) <img src=x>"},
    )
    md = render_markdown(build_grid([r], {"torch": "2.13` [l](http://evil.example)"}))
    assert "`` fail-compile: x` ![img](http://evil.example/x.png) [link](http://evil.example) `y ``" in md
    assert "\\!\\[i\\](http://evil.example/i.png) \\<img src=x\\>" in md  # the culprit: escaped text
    assert "case\\_\\[x\\](http://evil.example)" in md  # the case name in the tables
    assert "<img" not in md.replace("\\<img", "")


def test_a_cut_grid_md_keeps_the_counts():
    from conformance.render.markdown import render_markdown

    results = [
        CellResult(Cell(f"c{i}", "rocm", "O0", "static"), "", Status.FAIL_COMPILE, "compile", f"fail-compile: bug {i}")
        for i in range(3000)
    ]
    md = render_markdown(build_grid(results, {}), budget=20_000)
    assert len(md.encode()) < 20_000 and "triage cut to fit a job summary" in md
    assert "## Counts" in md and "| rocm | 3000 |" in md


def test_a_truncated_cache_entry_is_rebuilt_not_served(cfg):
    from conformance.pipeline.run_cell import run_cell

    case = RAND_FREE
    v = variants(case)[0]
    first = run_cell(case, v, "O0", cfg)
    assert first.status is Status.PASS
    (vmfb,) = (cfg.cache_root / "compile").glob("*/module.vmfb")
    vmfb.write_bytes(vmfb.read_bytes()[:100])  # a restored cache or a full disk cut it short
    again = run_cell(case, v, "O0", cfg)
    assert again.status is Status.PASS and "compile" not in again.cached and "import" in again.cached


RAND_FREE = torch_case("trust_neg", lambda: Fn(lambda a: -a), inputs=[randn(3, 4)])


# --- round three: every field of an expectation is checked before a cell runs --------------


def test_a_mistyped_expectation_stops_the_run_before_any_cell(pytester, tmp_path, warm_cache):
    """``opt = 3`` loaded without complaint; the TypeError came after the cell
    ran, and the cell was missing from every output, with exit 0."""
    corpus = write_corpus(tmp_path / "corpus")
    exp = corpus / "expectations" / "llvm-cpu.toml"
    exp.parent.mkdir()
    exp.write_text('[[expect]]\ncase = "data_dependent"\nopt = 3\nstatus = "fail-import"\nreason = "r"\n')
    result = run_harness(pytester, corpus, tmp_path / "r", "--dims=static", cache=warm_cache)
    assert result.ret == 4  # pytest's usage error
    (line,) = [x for x in result.stderr.lines if x.strip()]
    assert line == f"ERROR: {exp}: entry 1: 'opt' must be a non-empty string pattern, not 3"


TOPK = """
import torch
from conformance.case import randn, torch_case
from conformance.fn import Fn

torch_case("topk_indices_only", lambda: Fn(lambda x: torch.topk(x, 4, dim=-1).indices), inputs=[randn("B", "N")],
           sizes={"B": 3, "N": 20}, dynamic=["B", "N"])
"""


def test_a_compiler_whose_expected_failure_changes_its_message_is_a_regression(
    pytester, tmp_path, tools, stand_in_tools, warm_cache
):
    """Same status, another first diagnostic: with the entry's signature pinned
    (as every committed entry is), the cell is a regression naming both; it was
    `xfail`, green, without the pin."""
    corpus = write_corpus(tmp_path / "corpus", TOPK)
    exp = corpus / "expectations" / "llvm-cpu.toml"
    exp.parent.mkdir()
    entry = '[[expect]]\ncase = "topk_indices_only"\ndims = "dynamic"\nstatus = "fail-compile"\nreason = "r"\n'
    exp.write_text(entry)
    args = ("--opt=O0", "--dims=dynamic", "--no-analysis")
    real = run_harness(pytester, corpus, tmp_path / "real", *args, cache=warm_cache)
    assert real.ret == 0, real.stdout.str()
    (cell,) = json.loads((tmp_path / "real" / "grid.json").read_text())["cells"]
    assert cell["verdict"] == "xfail" and "stack allocation size overflows 64 bits" in cell["signature"]
    exp.write_text(entry + f"signature = {json.dumps(cell['signature'])}\n")

    # The real compiler, its first error rewritten: exit status and stderr shape as the real one's.
    changed = stand_in_tools(
        f'{tools.compile} "$@" 2> "$0.err"; status=$?\n'
        "sed 's/stack allocation size overflows 64 bits/failed to legalize operation/' \"$0.err\" >&2\n"
        "exit $status"
    )
    new = run_harness(pytester, corpus, tmp_path / "new", *args, f"--iree-tools={changed.compile.parent}")
    assert new.ret == 1
    (cell2,) = json.loads((tmp_path / "new" / "grid.json").read_text())["cells"]
    assert cell2["status"] == "fail-compile" and cell2["verdict"] == "regression"
    new.stdout.fnmatch_lines([f"expected `{cell['signature']}`, got `fail-compile: *failed to legalize operation*"])
    exp.write_text(entry)  # unpinned: the change is hidden
    hidden = run_harness(pytester, corpus, tmp_path / "hidden", *args, f"--iree-tools={changed.compile.parent}")
    assert hidden.ret == 0


# --- round five: commands that read results refuse what they cannot vouch for ---------------


def _failing_grid(tmp_path: Path, schema_version: int) -> Path:
    cell = CellResult(Cell("topk", "llvm-cpu", "O3", "static"), "host", Status.FAIL_COMPILE, "compile", "error: x")
    grid = build_grid([cell], {"iree-compile": "3.13.0 @ 0123456789ab"})
    (tmp_path / "grid.json").write_text(json.dumps({**grid, "schema_version": schema_version}))
    return tmp_path / "grid.json"


def test_report_and_bug_reports_refuse_a_grid_of_a_schema_they_do_not_read(tmp_path):
    from conformance.upstream import bug_reports
    from tests.harness import in_process

    _failing_grid(tmp_path, 99)
    proc = cli("report", "topk[llvm-cpu|O3|static]", "--results", str(tmp_path))
    assert proc.returncode == 1 and "schema_version 99 is not one this harness reads" in proc.stderr
    proc = in_process(bug_reports.main, [str(tmp_path), "--out", str(tmp_path / "out")])  # the project's bugs
    assert proc.returncode == 2 and "schema_version 99" in proc.stderr and not (tmp_path / "out").exists()
    (tmp_path / "RUN-IN-PROGRESS").write_text("{}\n")  # a known schema, but its run never finished
    _failing_grid(tmp_path, 4)
    proc = cli("report", "topk[llvm-cpu|O3|static]", "--results", str(tmp_path))
    assert proc.returncode == 1 and "its results are not current" in proc.stderr


def test_releases_last_takes_one_or_more(tmp_path):
    from conformance.releases.__main__ import main
    from tests.harness import in_process

    for version in ("3.11.0", "3.12.0", "3.13.0"):
        (tmp_path / version).mkdir()
    for bad, said in (("0", "must be 1 or more, not 0"), ("-1", "must be 1 or more, not -1"), ("x", "not a whole")):
        proc = in_process(main, ["matrix", f"--last={bad}", "--tools-root", str(tmp_path)])
        assert proc.returncode == 2 and said in proc.stderr and "releases:" not in proc.stdout
    proc = in_process(main, ["matrix", "--last=1", "--tools-root", str(tmp_path / "none")])
    assert (
        proc.returncode == 2 and proc.stderr.strip() == f"releases: --tools-root: {tmp_path / 'none'} is not a folder"
    )


def test_the_gate_checks_the_compiler_that_ran_not_the_package_installed(pytester, tmp_path, tools, warm_cache):
    """``--iree-tools`` with another release's tools (as docs/releases.md runs them): the grid says that
    release's iree-compile, not the installed package's version, and the gate checks it."""
    from tests.harness import stand_in_release

    stand_in_release(tmp_path / "tools", tools, "3.12.0", None)
    corpus = write_corpus(tmp_path / "corpus")
    args = ("--opt=O2", "--dims=static", "-k", "add", "--no-analysis", f"--iree-tools={tmp_path / 'tools' / '3.12.0'}")
    run_harness(pytester, corpus, tmp_path / "old", *args)
    grid = json.loads((tmp_path / "old" / "grid.json").read_text())
    assert grid["tools"]["iree-compile"].startswith("3.12.0") and not grid["tools"]["iree-base-compiler"]
    gate = ["gate", "--baseline", str(tmp_path / "old"), "--current", str(tmp_path / "old")]
    gate += ["--report", str(tmp_path / "gate.md"), "--partial"]  # one cell of the tier
    proc = cli(*gate, "--expect-compiler", "3.13.0")
    assert proc.returncode == 1 and proc.stderr.strip().endswith(
        "results are of iree-compile 3.12.0, not the candidate 3.13.0"
    )
    assert cli(*gate, "--expect-compiler", "3.12.0").returncode == 0


def test_grid_not_run_takes_only_the_matrix_output(tmp_path):
    _failing_grid(tmp_path, 4)
    for given in ("[1,2]", '{"a":1}', '[{"backend": "rocm"}]', '[{"backend": "rocm", "reason": 3}]', "nope"):
        proc = cli("grid", str(tmp_path / "grid.json"), "--out", str(tmp_path / "out"), "--not-run", given)
        assert proc.returncode == 2 and proc.stderr.startswith("grid: --not-run: "), given
        assert not (tmp_path / "out" / "grid.json").exists()
    good = '[{"backend": "rocm", "reason": "disabled"}]'
    proc = cli("grid", str(tmp_path / "grid.json"), "--out", str(tmp_path / "out"), "--not-run", good)
    assert json.loads((tmp_path / "out" / "grid.json").read_text())["not_run"] == json.loads(good)
