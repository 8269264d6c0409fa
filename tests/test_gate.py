"""The gate's exit code and report, on real harness output: a regression (a
compiler that crashes), a progression (the reverse), a slowdown (a runtime
that takes longer) and a pair with no change."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from conformance.cell import CellResult, Status
from conformance.gate import compare
from conformance.perf.check import against_baseline, run_of
from conformance.pipeline.tools import ToolSet
from tests.harness import answers, cli, run_harness, write_corpus
from tests.perf_docs import ab_doc, noisy, samples_doc, write

ADD_ONLY = """
from conformance.case import randn, torch_case
from conformance.fn import Fn

torch_case("add", lambda: Fn(lambda a, b: a + b), inputs=[randn("M", "N"), randn(1, "N")],
           sizes={"M": 3, "N": 4}, dynamic=["M", "N"])
torch_case("mul", lambda: Fn(lambda a, b: a * b), inputs=[randn(3, 4), randn(3, 4)])
"""


def _tools_dir(base: Path, tools: ToolSet, compile_script: str | None = None, run_script: str | None = None) -> Path:
    """A tools folder: the real tools, or small scripts standing in for one of them."""
    base.mkdir(parents=True)
    for name, real, script in (
        ("iree-compile", tools.compile, compile_script),
        ("iree-run-module", tools.run_module, run_script),
    ):
        p = base / name
        if script is None:
            p.symlink_to(real)
        else:
            head = answers(real) if name == "iree-compile" else ""
            p.write_text(f"#!/bin/sh\n{head}{script.replace('REAL', str(real))}\n")
            p.chmod(0o755)
    return base


def _gate(a: Path, b: Path, report: Path) -> subprocess.CompletedProcess:
    # The runs measure O1 static of a tier that declares every opt level: a partial grid, said to the gate.
    return cli("gate", "--baseline", str(a), "--current", str(b), "--report", str(report), "--partial")


@pytest.fixture
def runs(pytester, tmp_path, warm_cache):
    """Results folders of real runs over two cases at O1, static (a warm cache: no test here tests caching)."""
    corpus = write_corpus(tmp_path / "corpus", ADD_ONLY)
    args = ("--opt=O1", "--dims=static")

    def run(name: str, tools_dir: Path | None = None) -> Path:
        out = tmp_path / name
        extra = (f"--iree-tools={tools_dir}",) if tools_dir else ()
        run_harness(pytester, corpus, out, *args, *extra, cache=warm_cache)
        return out

    return run


def test_regression_then_progression(runs, tools, tmp_path):
    good = runs("good")
    crashing = _tools_dir(tmp_path / "crash-tools", tools, compile_script="kill -SEGV $$")
    bad = runs("bad", crashing)
    proc = _gate(good, bad, tmp_path / "gate.md")
    assert proc.returncode == 1
    report = (tmp_path / "gate.md").read_text()
    assert report.startswith("# Gate: BLOCKED")
    assert report.index("## Regressions") < report.index("add[llvm-cpu|O1|static]")
    assert "- `add[llvm-cpu|O1|static]`: pass → **crash** (regression) `crash: iree-compile SIGSEGV`" in report
    assert "2 regressions" in report

    proc = _gate(bad, good, tmp_path / "gate2.md")
    assert proc.returncode == 0
    report = (tmp_path / "gate2.md").read_text()
    assert report.startswith("# Gate: OK") and "2 progressions" in report
    assert "- `mul[llvm-cpu|O1|static]`: crash → **pass** (ok)" in report


def test_slowdown_blocks(runs, tools, tmp_path):
    fast = runs("fast")
    slow_tools = _tools_dir(tmp_path / "slow-tools", tools, run_script='sleep 0.4\nexec REAL "$@"')
    slow = runs("slow", slow_tools)
    # One iree-run-module wall time per cell is no evidence: never compared, and the report says so.
    proc = _gate(fast, slow, tmp_path / "gate.md")
    assert proc.returncode == 0, proc.stdout
    report = (tmp_path / "gate.md").read_text()
    assert "0 regressions, 0 slowdowns" in report
    assert "Slowdown check skipped: no repeated samples given" in report
    # Repeated samples (an A/B perf.json) that show a slowdown block.
    add, mul = "add[llvm-cpu|O1|static]", "mul[llvm-cpu|O1|static]"
    perf = write(
        tmp_path / "perf.json", ab_doc({add: (noisy(1, 10.0), noisy(2, 13.0)), mul: (noisy(3, 10.0), noisy(4, 10.0))})
    )
    proc = cli(
        "gate",
        "--baseline",
        str(fast),
        "--current",
        str(slow),
        "--report",
        str(tmp_path / "gate2.md"),
        "--perf",
        str(perf),
        "--partial",
    )
    assert proc.returncode == 1, proc.stdout + proc.stderr
    report = (tmp_path / "gate2.md").read_text()
    assert report.startswith("# Gate: BLOCKED") and "0 regressions, 1 slowdowns" in report
    assert "## Slowdowns (median ms per call, repeated samples)" in report and f"- `{add}`: " in report
    assert f"`{mul}`" not in report
    assert "2 cells, 1 slower, 0 faster, 1 same, 0 insufficient" in report


def test_no_change_passes(runs, tmp_path):
    a, b = runs("a"), runs("b")
    proc = _gate(a, b, tmp_path / "gate.md")
    assert proc.returncode == 0, proc.stdout
    assert "0 regressions, 0 slowdowns, 0 progressions" in proc.stdout and "2 unchanged" in proc.stdout


def _r(case: str, status: Status, run: float | None = None) -> CellResult:
    from conformance.cell import Cell

    return CellResult(
        Cell(case, "rocm", "O3", "mixed"), "gfx942", status, "compare", None, durations={"run": run or 0.0}
    )


def test_slowdown_threshold_and_noise_floor():
    base = [_r("a", Status.PASS, 0.100), _r("b", Status.PASS, 0.010), _r("c", Status.PASS, 1.0)]
    cur = [_r("a", Status.PASS, 0.130), _r("b", Status.PASS, 0.040), _r("c", Status.PASS, 1.15)]
    # Single run times, however they moved, are not compared: no slowdown, nothing blocks on time.
    rep = compare(base, cur)
    assert rep.slowdowns == [] and rep.unchanged == 3 and not rep.blocked()
    # Repeated samples against six stored runs: a: +30%; b: +10% (noise-sized, under the 20%
    # threshold); c: +30% but only 0.3 ms, under a noise floor of 1 ms.
    ids = {k: f"{k}[llvm-cpu|O2|static]" for k in "abc"}
    centers = {ids["a"]: 10.0, ids["b"]: 10.0, ids["c"]: 1.0}
    stored = [
        run_of(samples_doc({k: noisy(10 * n + i, v) for i, (k, v) in enumerate(centers.items())})) for n in range(6)
    ]
    now = samples_doc({ids["a"]: noisy(4, 13.0), ids["b"]: noisy(5, 11.0), ids["c"]: noisy(6, 1.3)})
    perf = against_baseline(stored, now, min_effect=0.2)
    rep = compare(base, cur, perf=perf)
    assert [c.id for c in rep.slowdowns] == [ids["a"], ids["c"]] and rep.blocked()
    perf = against_baseline(stored, now, min_effect=0.2, floor_ms=1.0)
    assert [c.id for c in compare(base, cur, perf=perf).slowdowns] == [ids["a"]]


def test_skips_new_and_removed_cells_are_reported_not_blocking():
    base = [_r("a", Status.PASS), _r("gone", Status.PASS)]
    cur = [_r("a", Status.SKIP), _r("fresh", Status.FAIL_COMPILE)]
    rep = compare(base, cur, allow_missing=True)  # told the run is a subset
    assert not rep.blocked()
    assert [c.cell.case for _, c in rep.not_measured] == ["a"]
    assert [c.cell.case for c in rep.new] == ["fresh"] and [c.cell.case for c in rep.removed] == ["gone"]
    # Not told: a cell that passed and is missing now blocks; one that failed is only removed.
    rep = compare([*base, _r("old_failure", Status.CRASH)], cur)
    assert rep.blocked() and [c.cell.case for c in rep.missing] == ["gone"]
    assert [c.cell.case for c in rep.removed] == ["old_failure"]
    # A run that recorded its selection left out what it did not select.
    rep = compare(base, cur, selection=frozenset({"a[rocm|O3|mixed]", "fresh[rocm|O3|mixed]"}))
    assert not rep.blocked() and [c.cell.case for c in rep.removed] == ["gone"]
