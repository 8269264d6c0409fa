"""Faults of the machine and of the harness: never a compiler status, never
cached, never a lost cell, always blocking. A full disk is a stand-in
``iree-compile`` that fails as the real one does on ENOSPC (LLVM's message,
exit 1) while a flag file exists, and is the real compiler otherwise."""

from __future__ import annotations

import copy
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conformance.cell import Cell, CellResult, Status, Verdict
from conformance.expectations.match import ExpectationError, load_expectations, verdict
from conformance.gate import compare
from conformance.pipeline.classify import classify_tool_run
from conformance.pipeline.tools import ToolRun, ToolSet
from tests.harness import CORPUS, answers, cli, run_harness, wrapped_tools, write_corpus

TWO = """
from conformance.case import randn, torch_case
from conformance.fn import Fn

torch_case("add", lambda: Fn(lambda a, b: a + b), inputs=[randn(3, 4), randn(3, 4)])
torch_case("mul", lambda: Fn(lambda a, b: a * b), inputs=[randn(3, 4), randn(3, 4)])
"""

ENOSPC = "LLVM ERROR: IO failure on output stream: No space left on device"


def _cli(*args: object) -> subprocess.CompletedProcess:
    return cli(*map(str, args))


def _grid(out: Path) -> dict:
    return json.loads((out / "grid.json").read_text())


def _full_disk_tools(base: Path, tools: ToolSet, flag: Path) -> Path:
    return wrapped_tools(
        base, tools, f'if [ "$1" != --version ] && [ -e {flag} ]; then echo "{ENOSPC}" >&2; exit 1; fi'
    )


# --- item 1: a full disk is `error`, not a crash, and is not cached -----------------


def test_tool_output_of_a_full_disk_is_error_not_crash():
    run = ToolRun(("/x/iree-compile", "a.mlir"), 1, "", f"{ENOSPC}\n", 0.1, False)
    status, sig, _ = classify_tool_run(run, Status.FAIL_COMPILE)
    assert status is Status.ERROR and sig == "error: iree-compile: no space left on device"
    oom = ToolRun(("/x/iree-compile",), -9, "", "", 0.1, False)  # the OOM killer
    assert classify_tool_run(oom, Status.FAIL_COMPILE)[0] is Status.ERROR
    real_crash = ToolRun(("/x/iree-compile",), -11, "", "Stack dump:\n", 0.1, False)
    assert classify_tool_run(real_crash, Status.FAIL_COMPILE)[0] is Status.CRASH


def test_full_disk_during_compile_is_error_and_not_cached(pytester, tmp_path, tools):
    corpus = write_corpus(tmp_path / "corpus", TWO)
    flag = tmp_path / "disk-full"
    flag.touch()
    tools_dir = _full_disk_tools(tmp_path / "tools", tools, flag)
    args = ("--opt=O0", "--dims=static", "-k", "add", f"--iree-tools={tools_dir}")
    cache = tmp_path / "cache"
    result = run_harness(pytester, corpus, tmp_path / "full", *args, cache=cache)
    assert result.ret == 1
    result.stdout.fnmatch_lines(["*error (the harness's or the machine's fault, not the compiler's)*"])
    (cell,) = _grid(tmp_path / "full")["cells"]
    assert cell["status"] == "error" and cell["verdict"] == "regression"
    assert cell["signature"] == "error: iree-compile: no space left on device"

    flag.unlink()  # space freed: the same cache, the same tools
    result = run_harness(pytester, corpus, tmp_path / "freed", *args, cache=cache)
    assert result.ret == 0, result.stdout.str()
    (cell,) = _grid(tmp_path / "freed")["cells"]
    assert cell["status"] == "pass" and "compile" not in cell["cached"]


# A fault raised inside a stage while a flag file exists: the disk full while
# inputs are written, or torch's own state broken in the worker (as an exception
# raised into torch.export leaves it) while the eager reference runs.
STAGE_FAULTS = {
    "disk": ('raise OSError(errno.ENOSPC, "No space left on device")', "error: no space left on device (OSError: "),
    "torch-state": (
        'raise RuntimeError("state INTERNAL ASSERT FAILED. Hit PythonDispatcher dispatch key but '
        'PythonDispatcherTLS was not set")',
        "error: torch's state in this process is broken (RuntimeError: ",
    ),
}


@pytest.mark.parametrize("fault", sorted(STAGE_FAULTS))
def test_a_machine_or_torch_fault_inside_a_stage_is_error_and_not_cached(pytester, tmp_path, fault):
    flag = tmp_path / "fault-on"
    flag.touch()
    raise_it, signature = STAGE_FAULTS[fault]
    disk, torch_state = (raise_it, "pass") if fault == "disk" else ("pass", raise_it)
    corpus = write_corpus(
        tmp_path / "corpus",
        f"""
import errno, os
import numpy as np
from conformance.case import randn, torch_case
from conformance.fn import Fn

def gen(rng, sizes):
    if os.path.exists({str(flag)!r}):
        {disk}
    return [rng.standard_normal((3, 4)).astype(np.float32)]

def neg(a):
    if os.path.exists({str(flag)!r}):
        {torch_state}
    return -a

torch_case("neg", lambda: Fn(neg), inputs=[randn(3, 4)], generate=gen)
""",
    )
    cache = tmp_path / "cache"
    result = run_harness(pytester, corpus, tmp_path / "full", "--opt=O0", "--dims=static", cache=cache)
    assert result.ret == 1
    (cell,) = _grid(tmp_path / "full")["cells"]
    assert cell["status"] == "error" and cell["stage"] == "harness"
    assert cell["signature"].startswith(signature), cell["signature"]
    flag.unlink()
    result = run_harness(pytester, corpus, tmp_path / "freed", "--opt=O0", "--dims=static", cache=cache)
    assert result.ret == 0, result.stdout.str()
    assert _grid(tmp_path / "freed")["cells"][0]["status"] == "pass"


# --- item 2: cells that fail inside the harness are rows of their own ---------------


def test_a_corpus_module_that_fails_to_import_is_one_error_row(pytester, tmp_path, warm_cache):
    corpus = write_corpus(tmp_path / "corpus", CORPUS)
    (corpus / "bad.py").write_text("import no_such_module_here\n")
    args = ("--opt=O0", "--dims=static", "-k", "add or bad")
    result = run_harness(pytester, corpus, tmp_path / "out", *args, cache=warm_cache)
    assert result.ret == 1
    cells = {c["case"]: c for c in _grid(tmp_path / "out")["cells"]}
    assert cells["add"]["status"] == "pass"  # the rest still runs
    bad = cells["bad.py"]
    assert bad["status"] == "error" and bad["verdict"] == "regression"
    assert (
        "corpus module failed to import: ModuleNotFoundError: No module named 'no_such_module_here'"
        in (bad["signature"])
    )
    assert "bad.py" in (tmp_path / "out" / "grid.md").read_text()


def test_expectations_cannot_expect_error_and_error_is_always_a_regression(tmp_path):
    f = tmp_path / "x.toml"
    f.write_text('[[expect]]\ncase = "a"\nstatus = "error"\nreason = "disk"\n')
    with pytest.raises(ExpectationError, match="entry 1: status 'error' is the harness's own failure"):
        load_expectations(f)
    assert verdict(Status.ERROR, Status.FAIL_COMPILE) is Verdict.REGRESSION
    assert verdict(Status.ERROR, Status.PASS) is Verdict.REGRESSION


# --- items 2, 3, 4: merge, grid and gate on real results ----------------------------


@pytest.fixture
def two_runs(pytester: pytest.Pytester, tmp_path: Path, warm_cache: Path) -> tuple[Path, Path]:
    """A run of two passing cells, and a subset run (-k add) of it."""
    corpus = write_corpus(tmp_path / "corpus", TWO)
    for name, extra in (("all", ()), ("subset", ("-k", "add"))):
        result = run_harness(pytester, corpus, tmp_path / name, "--opt=O0", "--dims=static", *extra, cache=warm_cache)
        assert result.ret == 0, result.stdout.str()
    return tmp_path / "all", tmp_path / "subset"


def _write_grid(path: Path, grid: dict) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(grid))
    return path


def test_merge_reports_a_testcase_without_cell_properties(two_runs, tmp_path):
    full, _ = two_runs
    xml = (full / "junit-llvm-cpu.xml").read_text()
    lost = (
        '<testcase classname="corpus.cases" name="lost[llvm-cpu|O0|static]" time="1.0">'
        "<failure message=\"worker 'gw0' crashed while running 'lost'\"/></testcase>"
    )
    broken = tmp_path / "in" / "junit.xml"
    broken.parent.mkdir()
    broken.write_text(xml.replace("</testsuite>", lost + "</testsuite>", 1))
    proc = _cli("grid", broken, "--out", tmp_path / "grid")
    assert proc.returncode == 1
    assert "testcase 'lost[llvm-cpu|O0|static]' (corpus.cases) has no cell properties: failure: worker 'gw0'" in (
        proc.stderr
    )
    gate = _cli("gate", "--baseline", full, "--current", broken, "--report", tmp_path / "gate.md")
    assert gate.returncode == 1 and "# Gate: BLOCKED" in gate.stdout and "has no cell properties" in gate.stdout


def test_a_folder_with_no_results_beside_good_files_is_reported(two_runs, tmp_path):
    full, _ = two_runs
    empty = tmp_path / "empty"
    empty.mkdir()
    proc = _cli("grid", full, empty, "--out", tmp_path / "grid")
    assert proc.returncode == 1
    assert f"{empty}: no JUnit .xml or grid.json in this folder" in proc.stderr
    assert _grid(tmp_path / "grid")["summary"]["cells"] == 2  # the good files still count


def test_gate_refuses_an_unknown_schema_version(two_runs, tmp_path):
    full, _ = two_runs
    grid = _grid(full)
    grid["schema_version"] = 99
    future = _write_grid(tmp_path / "future" / "grid.json", grid)
    proc = _cli("gate", "--baseline", future, "--current", full, "--report", tmp_path / "gate.md")
    assert proc.returncode == 1 and "# Gate: BLOCKED" in proc.stdout
    refused = f"- `{future}: schema_version 99 is not one this harness reads (known: 1, 2, 3, 4, 5)`"
    assert refused in proc.stdout.splitlines()


def test_gate_blocks_on_passing_cells_missing_now_unless_the_run_was_a_subset(two_runs, tmp_path):
    full, subset = two_runs
    assert _grid(subset)["selection"] == ["add[llvm-cpu|O0|static]"]
    # A real subset run (-k add, at O0 static: --partial) records its selection: mul was left out on purpose.
    proc = _cli(
        "gate", "--baseline", full, "--current", subset / "grid.json", "--report", tmp_path / "g1.md", "--partial"
    )
    assert proc.returncode == 0, proc.stdout
    assert "0 missing cells, 1 removed cells" in proc.stdout
    # A run that selected mul and lost it blocks.
    lost = _grid(full)
    lost["cells"] = [c for c in lost["cells"] if c["case"] != "mul"]
    lost_path = _write_grid(tmp_path / "lost" / "grid.json", lost)
    proc = _cli("gate", "--baseline", full, "--current", lost_path, "--report", tmp_path / "g2.md", "--partial")
    assert proc.returncode == 1 and "1 missing cells" in proc.stdout
    assert "- `mul[llvm-cpu|O0|static]`: was pass" in proc.stdout
    # No selection recorded: missing cells block unless told the run is a subset.
    unknown = copy.deepcopy(lost)
    del unknown["selection"]
    unknown_path = _write_grid(tmp_path / "unknown" / "grid.json", unknown)
    proc = _cli("gate", "--baseline", full, "--current", unknown_path, "--report", tmp_path / "g3.md", "--partial")
    assert proc.returncode == 1 and "1 missing cells" in proc.stdout
    proc = _cli(
        "gate",
        "--baseline",
        full,
        "--current",
        unknown_path,
        "--report",
        tmp_path / "g4.md",
        "--allow-missing",
        "--partial",
    )
    assert proc.returncode == 0 and "0 missing cells, 1 removed cells" in proc.stdout


def test_error_cells_block_grid_check_and_the_gate_whatever_their_verdict(two_runs, tmp_path):
    full, _ = two_runs
    forged = _grid(full)
    forged["cells"][0].update(status="error", verdict="ok", signature="error: harness: KeyError: 'x'")
    path = _write_grid(tmp_path / "forged" / "grid.json", forged)
    proc = _cli("grid", path, "--out", tmp_path / "grid", "--check")
    assert proc.returncode == 1 and "1 cells are `error`" in proc.stderr
    proc = _cli("gate", "--baseline", full, "--current", path, "--report", tmp_path / "gate.md")
    assert proc.returncode == 1 and "→ **error**" in proc.stdout


def test_compare_error_cell_new_or_known_is_a_regression():
    def r(case: str, status: Status) -> CellResult:
        return CellResult(Cell(case, "llvm-cpu", "O0", "static"), "host", status, "compile", None)

    rep = compare([r("a", Status.FAIL_COMPILE)], [r("a", Status.ERROR), r("new", Status.ERROR)])
    assert sorted(c.cell.case for _, c in rep.regressions) == ["a", "new"] and rep.blocked()


# --- items 5, 6: tools die with the harness; a killed run leaves nothing that looks current


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="parent-death signal is Linux's")
def test_killing_the_harness_kills_the_compiler_and_the_next_run_cleans_up(tmp_path, tools):
    corpus = write_corpus(tmp_path / "corpus", TWO)
    pidfile = tmp_path / "compile.pid"
    hang = tmp_path / "hang-tools"
    hang.mkdir()
    (hang / "iree-compile").write_text(f"#!/bin/sh\n{answers(tools.compile)}echo $$ > {pidfile}\nexec sleep 600\n")
    (hang / "iree-compile").chmod(0o755)
    (hang / "iree-run-module").symlink_to(tools.run_module)
    out, cache = tmp_path / "out", tmp_path / "cache"
    # What an earlier run left: it must not look like this run's.
    out.mkdir()
    (out / "grid.json").write_text('{"schema_version": 2, "cells": []}')
    (out / "junit-llvm-cpu.xml").write_text("<testsuites/>")
    (out / "repro" / "old__llvm-cpu__O0__static").mkdir(parents=True)

    def harness(tools_dir: Path | None) -> list[str]:
        return [
            sys.executable, "-m", "pytest", "-p", "conformance.plugin.hooks", "-p", "no:cacheprovider",
            str(corpus), f"--corpus-dir={corpus}", "--backend=llvm-cpu", f"--results={out}",
            f"--cache-dir={cache}", "--opt=O0", "--dims=static", "-k", "add", "-q",
            *([f"--iree-tools={tools_dir}"] if tools_dir else []),
        ]  # fmt: skip

    proc = subprocess.Popen(harness(hang), cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(600):
            if pidfile.exists() and pidfile.read_text().strip():
                break
            time.sleep(0.1)
        compiler = int(pidfile.read_text())
        assert _alive(compiler)
        proc.kill()  # a cancelled CI job
        proc.wait()
        for _ in range(100):
            if not _alive(compiler):
                break
            time.sleep(0.1)
        assert not _alive(compiler), "iree-compile outlived the harness"
    finally:
        proc.kill()
        if pidfile.exists() and _alive(int(pidfile.read_text())):
            os.kill(int(pidfile.read_text()), signal.SIGKILL)
    # The killed run: marked in progress, no grid or JUnit of an earlier run, no stale repro.
    assert (out / "RUN-IN-PROGRESS").exists()
    assert not (out / "grid.json").exists() and not (out / "junit-llvm-cpu.xml").exists()
    assert not (out / "repro" / "old__llvm-cpu__O0__static").exists()
    merged = _cli("grid", out, "--out", tmp_path / "g")
    assert merged.returncode == 1 and "a run was killed here or is still running (RUN-IN-PROGRESS)" in merged.stderr
    temps = [t for t in (cache / "compile").iterdir() if t.name.startswith(".") and t.is_dir()]
    assert temps  # the killed compile's temp folder

    done = subprocess.run(harness(None), cwd=tmp_path, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert not any(t.exists() for t in temps)
    assert not (out / "RUN-IN-PROGRESS").exists() and (out / "grid.json").exists()


# --- items 7, 8: an unwritable results folder; a bad history line ---------------------


def test_an_unwritable_results_folder_is_one_line_before_any_cell_runs(pytester, tmp_path):
    corpus = write_corpus(tmp_path / "corpus", TWO)
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    result = run_harness(pytester, corpus, blocker / "results", "--opt=O0", "--dims=static")
    assert result.ret == 4
    assert f"ERROR: --results: cannot write to {blocker / 'results'}: Not a directory" in result.stderr.lines
    assert "Traceback" not in result.stderr.str() and "passed" not in result.stdout.str()


def test_a_bad_history_line_is_reported_and_skipped_and_a_failed_grid_appends_nothing(two_runs, tmp_path):
    full, _ = two_runs
    hist = tmp_path / "history.jsonl"
    hist.write_text("{not json\n")
    proc = _cli("grid", full, "--out", tmp_path / "g", "--history", hist)
    assert proc.returncode == 0, proc.stderr
    assert f"grid: {hist}: line 1: not a history entry, skipped: " in proc.stderr
    assert (tmp_path / "g" / "grid.html").exists() and len(hist.read_text().splitlines()) == 2
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    proc = _cli("grid", full, "--out", blocker, "--history", hist)
    assert proc.returncode == 1 and f"grid: cannot write to {blocker}: " in proc.stderr
    assert "Traceback" not in proc.stderr
    assert len(hist.read_text().splitlines()) == 2  # nothing appended for a grid that was not written


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="parent-death signal is Linux's")
def test_without_setpriv_the_tool_still_gets_its_parent_death_signal(monkeypatch):
    from conformance.pipeline import tools as tools_mod

    monkeypatch.setattr(tools_mod, "_setpriv", lambda: None)
    run = tools_mod.run_tool(["sh", "-c", "grep -h PDeath /proc/self/status 2>/dev/null; echo ok"], timeout=10)
    assert run.returncode == 0 and run.stdout.strip().endswith("ok") and run.argv[0] == "sh"
    argv, preexec = tools_mod.die_with_parent(["x"])
    assert argv == ["x"] and preexec is not None


# --- a compiler that exits 0 and writes no module: fail-compile, never a cached pass ---

NO_MODULE = "fail-compile: iree-compile exited 0 but wrote no module"
EMPTY_MODULE = "fail-compile: iree-compile exited 0 but wrote an empty module"
# The -o operand of the command line, truncated to 0 bytes; exit 0 and print nothing, as a
# real compile that succeeds does.
_WRITE_EMPTY = 'out=; prev=; for a in "$@"; do [ "$prev" = -o ] && out=$a; prev=$a; done; : > "$out"; exit 0'


def _no_module_tools(base: Path, tools: ToolSet) -> Path:
    """A stand-in iree-compile that answers --version as the real one and exits 0
    without writing its -o output."""
    return wrapped_tools(base, tools, 'if [ "$1" != --version ]; then exit 0; fi')


def _non_empty(path: Path) -> bool:
    return path.is_file() and path.stat().st_size > 0


def _compile_entries(cache: Path) -> list[tuple[str, dict, bool]]:
    """(kind, meta, holds a non-empty module) of every stored compile and batch entry."""
    return [
        (kind, json.loads((e / "meta.json").read_text()), _non_empty(e / "module.vmfb"))
        for kind in ("compile", "batch")
        for e in sorted((cache / kind).glob("[!.]*"))
        if e.is_dir()
    ]


@pytest.mark.parametrize("batch", [2, 1])
def test_a_compiler_exiting_0_without_a_module_is_fail_compile_alone_and_in_a_batch(pytester, tmp_path, tools, batch):
    corpus = write_corpus(tmp_path / "corpus", TWO)
    tools_dir = _no_module_tools(tmp_path / "tools", tools)
    cache = tmp_path / "cache"
    args = ("--opt=O0", "--dims=static", f"--batch={batch}", f"--iree-tools={tools_dir}", "--no-analysis")
    result = run_harness(pytester, corpus, tmp_path / "out", *args, cache=cache)
    assert result.ret == 1, result.stdout.str()
    cells = _grid(tmp_path / "out")["cells"]
    assert {c["case"] for c in cells} == {"add", "mul"}
    for c in cells:  # the compiler's failure, not the runtime's (it was fail-run: "failed to open file")
        assert (c["status"], c["stage"], c["signature"]) == ("fail-compile", "compile", NO_MODULE), c
    entries = _compile_entries(cache)
    assert {kind for kind, _, _ in entries} == ({"compile", "batch"} if batch > 1 else {"compile"})
    assert all(meta["status"] == "fail-compile" and not module for _, meta, module in entries), entries


def test_an_empty_module_is_fail_compile_and_the_cache_never_serves_a_pass_without_its_module(
    cfg, stand_in_tools, tools, tmp_path
):
    import dataclasses

    from conformance.case import randn, torch_case, variants
    from conformance.fn import Fn
    from conformance.pipeline import cache
    from conformance.pipeline.compile import compile_module
    from conformance.pipeline.run_cell import run_cell

    add = torch_case("faults_no_module_add", lambda: Fn(lambda a, b: a + b), inputs=[randn(3, 4), randn(3, 4)])
    mul = torch_case("faults_no_module_mul", lambda: Fn(lambda a, b: a * b), inputs=[randn(3, 4), randn(3, 4)])
    static = [(c, next(v for v in variants(c) if v.name == "static")) for c in (add, mul)]
    empty = dataclasses.replace(cfg, tools=stand_in_tools(_WRITE_EMPTY))
    alone = run_cell(*static[0], "O0", empty)
    batched = run_cell(*static[0], "O1", empty, batch=static)
    for r in (alone, batched):
        assert (r.status, r.stage, r.signature) == (Status.FAIL_COMPILE, "compile", EMPTY_MODULE), r
    entries = _compile_entries(cfg.cache_root)
    assert {kind for kind, _, _ in entries} == {"compile", "batch"}
    assert all(meta["status"] == "fail-compile" and not module for _, meta, module in entries), entries

    # A pass stored without its module (by a harness before this check) is rebuilt, never served.
    mlir = next((cfg.cache_root / "import").glob("*/module.mlir"))
    flags = cfg.profile.flags("O0", "host")
    first = compile_module(mlir, flags, tools, cfg.cache_root, 120)
    assert first.status is Status.PASS and first.vmfb is not None
    first.vmfb.unlink()
    cache.seal(first.vmfb.parent)
    again = compile_module(mlir, flags, tools, cfg.cache_root, 120)
    assert again.status is Status.PASS and not again.hit
    assert again.vmfb is not None and again.vmfb.stat().st_size > 0

    # And a build that would store one raises, leaving nothing behind.
    from conformance.pipeline.compile import holds_its_module

    def passed_without_module(tmp: Path) -> None:
        (tmp / "meta.json").write_text(json.dumps({"status": "pass"}))

    with pytest.raises(cache.IncompleteEntry):
        cache.get_or_build(tmp_path / "c", "compile", "k" * 32, passed_without_module, complete=holds_its_module)
    assert not [p for p in (tmp_path / "c" / "compile").iterdir() if not p.name.endswith(".lock")]
