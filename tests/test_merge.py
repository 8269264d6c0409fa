"""Merging JUnit files from many runs into one grid (real harness output)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from conformance.results.merge import merge
from tests.harness import cli, run_harness, write_corpus


def _grid(*args: str | Path) -> subprocess.CompletedProcess:
    return cli("grid", *map(str, args))


def _cells(results) -> dict[str, str]:
    return {r.cell.id: str(r.status) for r in results}


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    return write_corpus(tmp_path / "corpus")


@pytest.mark.slow
def test_split_runs_merge_to_the_same_cells_as_one_run(pytester, corpus, warm_cache):
    shared = warm_cache
    base = pytester.path
    # Two "runners": different opt levels and dims; and one run of the union.
    run_harness(pytester, corpus, base / "a", "--opt=O0,O1", cache=shared)
    run_harness(pytester, corpus, base / "b", "--opt=O2,O3", "--dims=static", cache=shared)
    run_harness(pytester, corpus, base / "c", "--opt=O2,O3", "--dims=dynamic,mixed", cache=shared)
    run_harness(pytester, corpus, base / "union", cache=shared)
    parts = merge([base / "a", base / "b" / "junit-llvm-cpu.xml", base / "c"])
    whole = merge([base / "union"])
    assert not parts.errors and not whole.errors
    assert _cells(parts.results) == _cells(whole.results)
    assert len(parts.results) == 12 + 4  # add: 4 opt x 3 dims; data_dependent: 4 opt x static
    assert parts.conflicts() == {}


def test_bad_files_are_reported_and_the_rest_is_merged(pytester, corpus, tmp_path, warm_cache):
    run_harness(pytester, corpus, tmp_path / "good", "--opt=O1", "-k", "add", cache=warm_cache)
    inputs = tmp_path / "in"
    inputs.mkdir()
    shutil.copy(tmp_path / "good" / "junit-llvm-cpu.xml", inputs / "good.xml")
    text = (inputs / "good.xml").read_text()
    (inputs / "truncated.xml").write_text(text[: len(text) // 2])
    (inputs / "empty.xml").write_text("")
    (inputs / "foreign.xml").write_text(
        '<testsuites><testsuite name="pytest"><testcase classname="t" name="test_x"/></testsuite></testsuites>'
    )
    out = tmp_path / "grid"
    proc = _grid(inputs, "--out", out)
    assert proc.returncode == 1
    errors = proc.stderr.strip().splitlines()
    assert len(errors) == 3, proc.stderr  # one line per bad file
    assert any("truncated.xml: malformed XML" in e for e in errors)
    assert any("empty.xml: malformed XML" in e for e in errors)
    assert any(
        "foreign.xml: no testcase has cell properties" in e and "not written by this harness" in e for e in errors
    )
    grid = json.loads((out / "grid.json").read_text())
    assert len(grid["cells"]) == 3  # add at O1, three dims variants, from the good file
    assert sorted(Path(e["path"]).name for e in grid["errors"]) == ["empty.xml", "foreign.xml", "truncated.xml"]
    assert "Unreadable results file" in (out / "grid.md").read_text()
    assert "Unreadable results file" in (out / "grid.html").read_text()


def test_a_cell_from_two_files_is_a_conflict_with_both_kept(pytester, corpus, tmp_path, warm_cache):
    run_harness(pytester, corpus, tmp_path / "r1", "--opt=O2", "--dims=static", "-k", "add", cache=warm_cache)
    run_harness(pytester, corpus, tmp_path / "r2", "--opt=O2,O3", "--dims=static", "-k", "add", cache=warm_cache)
    out = tmp_path / "grid"
    proc = _grid(tmp_path / "r1", tmp_path / "r2", "--out", out)
    assert proc.returncode == 0, proc.stderr
    grid = json.loads((out / "grid.json").read_text())
    assert grid["summary"]["conflicts"] == 1
    dup = [c for c in grid["cells"] if c["id"] == "add[llvm-cpu|O2|static]"]
    assert len(dup) == 2 and all(c["conflict"] for c in dup)
    assert {Path(c["origin"]).parent.name for c in dup} == {"r1", "r2"}
    assert "⚠️ pass / pass" in (out / "grid.md").read_text()


def test_history_is_appended_and_charted(pytester, corpus, tmp_path, warm_cache):
    run_harness(pytester, corpus, tmp_path / "r", "--opt=O0", "--dims=static", cache=warm_cache)
    hist = tmp_path / "history.jsonl"
    for _ in range(2):
        assert _grid(tmp_path / "r", "--out", tmp_path / "g", "--history", hist).returncode == 0
    entries = [json.loads(line) for line in hist.read_text().splitlines()]
    assert len(entries) == 2
    assert entries[0]["status"] == {"pass": 1, "fail-import": 1}
    assert entries[0]["backends"] == {"llvm-cpu": {"pass": 1, "fail-import": 1}}
    assert entries[0]["tools"]["iree-compile"].startswith("3.")
    html = (tmp_path / "g" / "grid.html").read_text()
    assert html.count('<circle class="run"') == 2 and "50.0% pass of 2 cells" in html


def test_check_fails_on_regression(pytester, corpus, tmp_path, warm_cache):
    run_harness(pytester, corpus, tmp_path / "r", "--opt=O0", "--dims=static", cache=warm_cache)
    assert _grid(tmp_path / "r", "--out", tmp_path / "g").returncode == 0
    proc = _grid(tmp_path / "r", "--out", tmp_path / "g", "--check")
    assert proc.returncode == 1 and "regressions or xpasses present" in proc.stderr
