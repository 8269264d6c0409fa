"""Entries that cover no declared cell (a renamed case, a typo such as
``topk_indices_onyl``) were reported nowhere, and update-expectations counted
them as kept. They are reported in the run's summary, by update-expectations,
and by ``check-expectations``, which fails on them; and the committed files
are checked: valid, not stale, every expected failure pinned."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from conformance.cell import Cell, CellResult, Status
from conformance.corpus import CORPUS_DIR
from conformance.expectations.check import check, expectation_files
from conformance.expectations.match import Expectation, load_expectations
from conformance.expectations.stale import stale_entries, unpinned_entries
from conformance.grid import build_grid
from tests.harness import cli, run_harness, write_corpus

TYPO = """[[expect]]
case = ["data_dependent", "data_dependant"]
status = "fail-import"
reason = "export cannot trace it"

[[expect]]
case = "data_dependent"
dims = "dynamic"
status = "mismatch"
reason = "a pattern for cells the case does not have: it declares no dynamic dim"
"""


def _cli(*args: object) -> subprocess.CompletedProcess:
    return cli(*map(str, args))


def test_an_entry_that_covers_no_declared_cell_is_named():
    declared = {"topk_indices_only": ("static", "dynamic"), "add": ("static",)}
    entries = [
        Expectation(("topk_indices_onyl",), Status.FAIL_COMPILE, "typo"),
        Expectation(("topk_*",), Status.FAIL_COMPILE, "live", dims="dynamic"),
        Expectation(("add",), Status.MISMATCH, "no such variant", dims="dynamic"),
        Expectation(("add",), Status.MISMATCH, "a boundary pattern of a declared variant", dims="static@*"),
    ]
    assert stale_entries(entries, declared, "f.toml") == [
        "f.toml: entry 1 (topk_indices_onyl[*|*]): case 'topk_indices_onyl' matches no declared case",
        "f.toml: entry 3 (add[*|dynamic]): case 'add' has no cell at opt '*', dims 'dynamic'",
    ]


def test_the_run_summary_names_stale_entries(pytester, tmp_path, warm_cache):
    corpus = write_corpus(tmp_path / "corpus")
    exp = corpus / "expectations" / "llvm-cpu.toml"
    exp.parent.mkdir()
    exp.write_text(TYPO)
    # Through an xdist worker: the controller collects no case itself.
    result = run_harness(pytester, corpus, tmp_path / "r", "-n", "1", "--opt=O0", "--dims=static", cache=warm_cache)
    assert result.ret == 0, result.stdout.str()
    result.stdout.fnmatch_lines(
        [
            f"conformance: warning: {exp}: entry 1 (data_dependent (+1)[[]*|*[]]): "
            "case 'data_dependant' matches no declared case",
            f"conformance: warning: {exp}: entry 2 (data_dependent[[]*|dynamic[]]): "
            "case 'data_dependent' has no cell at opt '*', dims 'dynamic'",
        ]
    )


def test_update_expectations_and_the_check_report_them(tmp_path):
    corpus = write_corpus(tmp_path / "corpus")  # add: static, dynamic, mixed; data_dependent: static
    exp = corpus / "expectations" / "llvm-cpu.toml"
    exp.parent.mkdir()
    exp.write_text(TYPO)
    grid = build_grid([CellResult(Cell("add", "llvm-cpu", "O0", "static"), "host", Status.PASS, "compare", None)], {})
    (tmp_path / "grid.json").write_text(json.dumps(grid))
    proc = _cli("update-expectations", tmp_path / "grid.json", "--corpus-dir", corpus)
    assert proc.returncode == 0, proc.stderr
    assert "llvm-cpu: 1 kept," in proc.stdout and "2 stale case patterns" in proc.stdout  # the typo is not "kept"
    assert (
        f"update-expectations: warning: {exp}: entry 1 (data_dependent (+1)[*|*]): case 'data_dependant'" in proc.stderr
    )

    proc = _cli("check-expectations", "--corpus-dir", corpus)
    assert proc.returncode == 1
    assert "case 'data_dependant' matches no declared case" in proc.stderr and "1 files, 2 entries" in proc.stderr
    exp.write_text(TYPO.split("\n\n")[0].replace(', "data_dependant"', ""))
    assert _cli("check-expectations", "--corpus-dir", corpus).returncode == 0
    proc = _cli("check-expectations", "--corpus-dir", corpus, "--pinned")
    assert proc.returncode == 1 and "entry 1 (data_dependent[*|*]): no signature pinned for fail-import" in proc.stderr
    exp.write_text(TYPO.replace('dims = "dynamic"', "dims = 3"))
    proc = _cli("check-expectations", "--corpus-dir", corpus)
    assert proc.returncode == 4 and "entry 2: 'dims' must be a non-empty string pattern, not 3" in proc.stderr


def test_committed_expectations_are_valid_and_every_expected_failure_is_pinned():
    """A failure changing its message behind an entry with the same status stays
    green unless the entry pins its signature: every committed one does."""
    files = expectation_files(CORPUS_DIR / "expectations")
    assert {str(p.relative_to(CORPUS_DIR)) for p in files} >= {
        "expectations/llvm-cpu.toml",
        "expectations/onnx-node/llvm-cpu.toml",
        "expectations/opinfo/llvm-cpu.toml",
    }
    unpinned = [line for path in files for line in unpinned_entries(load_expectations(path), path.name)]
    assert not unpinned, "\n".join(unpinned)


def test_committed_expectations_cover_declared_cells():
    # opinfo's cases come from a catalog that takes minutes to build: check it with check-expectations by hand.
    status, lines = check(CORPUS_DIR, ("builtin", "onnx-node"), pinned=False)
    assert status == 0, "\n".join(lines)


def test_check_on_an_empty_folder_passes(tmp_path: Path):
    (tmp_path / "expectations").mkdir()
    assert check(tmp_path, None, pinned=True) == (0, ["0 files, 0 entries: 0 problems"])
