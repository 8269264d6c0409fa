"""The version axis: compilers by version, a flag an old release lacks, the
merged grid by version, and the bisect over folders of stand-in tools (each
wraps the real iree-compile and fails from a known version on)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from conformance.cell import Cell, CellResult, Status
from conformance.gate import run_gate
from conformance.grid import build_grid, write_grid
from conformance.pipeline.classify import classify_tool_run
from conformance.pipeline.execute import default_runner
from conformance.pipeline.tools import ToolRun, ToolSet, find_tools
from conformance.profiles import for_compiler
from conformance.releases.install import runtime_for
from conformance.render.html import render_html
from conformance.render.markdown import render_markdown
from conformance.results.versions import changes, failing_since, points_of_results, version_key
from tests.harness import in_process, run_harness, stand_in_release, write_corpus

ROOT = Path(__file__).resolve().parents[1]


def _result(case: str, version: str, status: Status, signature: str | None = None) -> CellResult:
    cell = Cell(case, "llvm-cpu", "O2", "static")
    return CellResult(cell, "host", status, "compile", signature, compiler_version=version)


def test_versions_in_release_order() -> None:
    labels = ["3.10.0", "3.9.0", "3.13.0rc20261016 @ 89ece87b8985", "2.9.0", "3.13.0"]
    assert sorted(labels, key=version_key) == ["2.9.0", "3.9.0", "3.10.0", "3.13.0rc20261016 @ 89ece87b8985", "3.13.0"]


def test_runtime_goes_with_its_compiler() -> None:
    runtimes = ["3.6.0", "3.7.0", "3.8.0"]
    assert runtime_for("3.8.0", runtimes) == "3.8.0"
    assert runtime_for("3.7.1", runtimes) == "3.7.0"  # no runtime 3.7.1 was released
    assert runtime_for("3.9.0", runtimes) is None


def test_changes_between_consecutive_versions_keep_their_signatures() -> None:
    a, b = "fail-compile: error: A", "fail-compile: error: B"
    results = [
        *(_result("x", v, s, sig) for v, s, sig in [("3.9.0", Status.PASS, None), ("3.10.0", Status.FAIL_COMPILE, a)]),
        _result("x", "3.11.0", Status.SKIP, "skip: flag not in this version: --f"),  # measures nothing: stepped over
        _result("x", "3.12.0", Status.FAIL_COMPILE, b),
        _result("y", "3.9.0", Status.FAIL_COMPILE, a),
        _result("y", "3.10.0", Status.PASS),
    ]
    found = changes(points_of_results(results))
    assert [(c.kind, c.before.version, c.after.version) for c in found] == [
        ("regression", "3.9.0", "3.10.0"),
        ("change", "3.10.0", "3.12.0"),  # one failure, then another: never one "fail"
        ("fix", "3.9.0", "3.10.0"),
    ]
    since = failing_since(points_of_results(results))
    assert since == {"x[llvm-cpu|O2|static]": "failing since 3.10.0 (passed in 3.9.0); as now since 3.12.0"}


def test_a_grid_of_several_versions_has_no_conflicts_and_lists_the_changes() -> None:
    results = [_result("x", "3.9.0", Status.PASS), _result("x", "3.10.0", Status.CRASH, "crash: iree-compile SIGSEGV")]
    grid = build_grid(results, {})
    assert grid["summary"]["conflicts"] == 0
    assert grid["summary"]["compiler_versions"] == ["3.9.0", "3.10.0"]
    md = render_markdown(grid)
    assert "1 regressions, 0 fixes, 0 changed failures" in md
    row = "| regression | `x[llvm-cpu\\|O2\\|static]` | `3.9.0` `pass` | `3.10.0` `crash: iree-compile SIGSEGV` |"
    assert row in md
    html = render_html(grid)
    assert "<button data-tab='versions'" in html and "<td>regression</td>" in html
    assert "<button data-tab='versions'" not in render_html(build_grid(results[:1], {}))  # one compiler: no tab
    same = build_grid([*results, _result("x", "3.9.0", Status.PASS)], {})
    assert same["summary"]["conflicts"] == 1  # two results of one compiler still conflict


def test_an_old_compilers_default_stands_in_for_its_missing_flag() -> None:
    flags = ("--iree-hal-target-backends=llvm-cpu", "--iree-opt-level=O0")
    known = frozenset({"--iree-hal-target-backends"})
    assert for_compiler(flags, known) == (("--iree-hal-target-backends=llvm-cpu",), [])  # O0 is 3.2's default
    assert for_compiler(("--iree-opt-level=O2",), known) == ((), ["--iree-opt-level"])
    assert for_compiler(flags, None) == (flags, [])  # a compiler that cannot list its flags is taken at its word


def test_an_unknown_flag_is_the_harness_mismatch_not_a_compile_failure() -> None:
    stderr = "iree-compile: Unknown command line argument '--iree-opt-level=O2'.  Try: 'iree-compile --help'\n"
    run = ToolRun(("iree-compile", "--iree-opt-level=O2"), 1, "", stderr, 0.1, False)
    status, signature, _ = classify_tool_run(run, Status.FAIL_COMPILE)
    assert (status, signature) == (Status.ERROR, "error: iree-compile does not know the flag --iree-opt-level")


def test_a_folder_packages_were_installed_into_is_a_release(
    tmp_path: Path, tools: ToolSet, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "iree" / "compiler" / "_mlir_libs").mkdir(parents=True)
    (tmp_path / "iree" / "_runtime_libs").mkdir(parents=True)
    (tmp_path / "iree" / "compiler" / "_mlir_libs" / "iree-compile").symlink_to(tools.compile)
    (tmp_path / "iree" / "_runtime_libs" / "iree-run-module").symlink_to(tools.run_module)
    (tmp_path / "iree_base_compiler-3.12.0.dist-info").mkdir()
    found = find_tools(tmp_path)
    assert (found.release, found.label, found.from_package) == ("3.12.0", "3.12.0", True)
    assert default_runner(found, "local-task") is None  # modules run by that release's own iree-run-module
    assert default_runner(find_tools(), "local-task") is not None
    monkeypatch.chdir(tmp_path.parent)
    assert find_tools(tmp_path.name).compile.is_absolute()  # a repro's commands.sh runs from its own folder


OLD_COMPILER = """
real={real}
case "$1" in --version) echo "IREE compiler version 3.2.0 @ 0123456789ab"; exit 0;;
  --help-list-hidden) $real --help-list-hidden | grep -v -- '--iree-opt-level='; exit 0;; esac
for a; do case "$a" in --iree-opt-level=*)
  echo "iree-compile: Unknown command line argument '$a'.  Try: 'iree-compile --help'" >&2; exit 1;; esac; done
exec $real "$@"
"""


def test_a_flag_missing_in_an_old_version_is_skip_not_fail_compile(
    pytester: pytest.Pytester, tmp_path: Path, tools: ToolSet, warm_cache: Path
) -> None:
    old = tmp_path / "old"
    old.mkdir()
    (old / "iree-compile").write_text("#!/bin/sh\n" + OLD_COMPILER.format(real=tools.compile))
    (old / "iree-compile").chmod(0o755)
    (old / "iree-run-module").symlink_to(tools.run_module)
    corpus = write_corpus(tmp_path / "corpus")
    out = tmp_path / "out"
    args = (f"--iree-tools={old}", "--opt=O0,O2", "--dims=static", "-k", "add")
    run_harness(pytester, corpus, out, *args, cache=warm_cache)  # the stand-in's compiles are keyed by its own path
    cells = {c["id"]: c for c in json.loads((out / "grid.json").read_text())["cells"]}
    o0, o2 = cells["add[llvm-cpu|O0|static]"], cells["add[llvm-cpu|O2|static]"]
    assert o0["status"] == "pass"  # O0 is the compiler's own default: compiled without the flag
    assert (o2["status"], o2["signature"]) == ("skip", "skip: flag not in this version: --iree-opt-level")
    assert "iree-compile 3.2.0" in o2["message"]
    assert o0["compiler_version"] == "3.2.0 @ 0123456789ab"


def _releases(*argv: str) -> subprocess.CompletedProcess[str]:
    """``python -m conformance.releases ARGV``, in this process: each version it
    tests is a harness run in a process of its own all the same."""
    from conformance.releases.__main__ import main

    return in_process(main, list(argv))


def _bisect(root: Path, corpus: Path, out: Path, cache: Path, *args: str) -> subprocess.CompletedProcess[str]:
    argv = ["bisect", *args, f"--tools-root={root}", f"--corpus-dir={corpus}", f"--out={out}", f"--cache-dir={cache}"]
    return _releases(*argv)


@pytest.mark.slow
def test_bisect_names_the_first_bad_version_and_says_when_it_fails_differently(
    tmp_path: Path, tools: ToolSet, warm_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)  # where the command runs from, as in CI
    legalize = "error: failed to legalize operation 'torch.aten.add.Tensor'"
    shape = "error: 'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be 3"
    root = tmp_path / "tools"
    for version, error in [("1.0.0", None), ("1.1.0", None), ("1.2.0", legalize), ("1.3.0", shape), ("1.4.0", shape)]:
        stand_in_release(root, tools, version, error)
    corpus, out = write_corpus(tmp_path / "corpus"), tmp_path / "bisect"
    proc = _bisect(root, corpus, out, warm_cache, "add[llvm-cpu|O0|static]", "--good=1.0.0", "--bad=1.4.0")
    assert proc.returncode == 0, proc.stderr
    answer = json.loads((out / "bisect.json").read_text())
    assert (answer["last_good"], answer["first_bad"]) == ("1.1.0", "1.2.0")
    assert [t["version"] for t in answer["tested"]] == ["1.0.0", "1.4.0", "1.2.0", "1.1.0"]  # 4 of 5
    assert answer["fails_differently"]
    assert len(answer["failures"]) == 2 and any("legalize" in f for f in answer["failures"])
    assert "bisect: add[llvm-cpu|O0|static]: first bad version: 1.2.0 (last good: 1.1.0)" in proc.stdout
    assert "it fails differently at different versions" in proc.stdout

    passes = _bisect(root, corpus, out, warm_cache, "add[llvm-cpu|O0|static]", "--good=1.0.0", "--bad=1.1.0")
    assert passes.returncode == 1
    assert passes.stderr.startswith("bisect: --bad 1.1.0 does not fail: 1.1.0: good: pass")
    missing = _bisect(root, corpus, out, warm_cache, "nosuch[llvm-cpu|O0|static]", "--good=1.0.0", "--bad=1.4.0")
    assert (missing.returncode, missing.stderr.count("\n")) == (2, 1)
    assert "no such cell: nosuch[llvm-cpu|O0|static]" in missing.stderr


def test_the_gate_says_since_which_version_each_failing_cell_fails(tmp_path: Path) -> None:
    a = "fail-compile: error: A"
    releases = [
        _result("x", "3.9.0", Status.PASS),
        _result("x", "3.10.0", Status.FAIL_COMPILE, a),
        _result("y", "3.9.0", Status.FAIL_COMPILE, a),
        _result("y", "3.10.0", Status.FAIL_COMPILE, a),
    ]
    baseline = [_result("x", "3.10.0", Status.FAIL_COMPILE, a), _result("y", "3.10.0", Status.FAIL_COMPILE, a)]
    current = [_result("x", "3.11.0rc1", Status.FAIL_COMPILE, a), _result("y", "3.11.0rc1", Status.PASS)]
    for name, results in (("releases", releases), ("baseline", baseline), ("current", current)):
        write_grid(build_grid(results, {}), tmp_path / name)
    code, report = run_gate(tmp_path / "baseline", tmp_path / "current", None, since=[tmp_path / "releases"])
    assert code == 0  # never blocking
    assert "## Failing now, and since which version (--since)" in report
    assert "- `x[llvm-cpu|O2|static]`: failing since 3.10.0 (passed in 3.9.0)" in report
    assert "`y[" not in report.split("--since)", 1)[1]  # passes now: not listed


def test_a_version_that_cannot_be_installed_is_error_and_the_others_still_run(
    tmp_path: Path, tools: ToolSet, warm_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = tmp_path / "tools"
    stand_in_release(root, tools, "1.0.0", None)
    (root / "1.1.0").mkdir()  # nothing in it
    corpus, out = write_corpus(tmp_path / "corpus"), tmp_path / "releases"
    argv = ["matrix", "--versions=1.0.0,1.1.0", f"--tools-root={root}"]
    argv += [f"--out={out}", f"--cache-dir={warm_cache}", f"--corpus-dir={corpus}", "--opt=O0", "--dims=static"]
    argv += ["-n=0", "-k", "add"]
    monkeypatch.chdir(ROOT)
    proc = _releases(*argv)
    assert proc.returncode == 1  # a version did not run: not a clean matrix
    assert f"releases: 1.1.0: {root / '1.1.0'}: no iree-compile in this folder" in proc.stderr.splitlines()
    cells = json.loads((out / "grid.json").read_text())["cells"]
    by_version = {c["compiler_version"]: c for c in cells}
    assert by_version["1.0.0"]["status"] == "pass"  # the version's name, from --tools-root
    assert by_version["1.1.0"]["status"] == "error"
    assert by_version["1.1.0"]["signature"].startswith("error: ")
