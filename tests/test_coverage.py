"""Coverage: what part of the declared matrix a grid measured, and a gate that
refuses a grid that measured less unless told ``--partial``."""

from __future__ import annotations

import json
from pathlib import Path

from conformance.cell import Cell, CellResult, Status, Verdict
from conformance.grid import build_grid
from conformance.results.coverage import Declared, merged
from tests.harness import cli, run_harness, write_corpus

# Two cases of static dims only, in the smoke tier: 8 declared cells on a backend (4 opt levels each).
TWO = """
from conformance.case import randn, torch_case
from conformance.fn import Fn

torch_case("add", lambda: Fn(lambda a, b: a + b), inputs=[randn(3, 4), randn(3, 4)])
torch_case("mul", lambda: Fn(lambda a, b: a * b), inputs=[randn(3, 4), randn(3, 4)])
torch_case("sub", lambda: Fn(lambda a, b: a - b), inputs=[randn(3, 4), randn(3, 4)], tiers=())  # full tier only
"""


def _r(case: str, opt: str, dims: str, status: Status = Status.PASS, reason: str = "") -> CellResult:
    verdict = Verdict.XFAIL if reason else Verdict.OK
    return CellResult(
        Cell(case, "llvm-cpu", opt, dims), "host", status, "compare", None, verdict=verdict, reason=reason
    )


def test_coverage_counts_of_a_small_grid():
    declared = [
        Declared("builtin", "llvm-cpu", "O2", "static", "smoke", 3),
        Declared("builtin", "llvm-cpu", "O2", "dynamic", "smoke", 2),
    ]
    cells = [
        _r("a", "O2", "static"),
        _r("b", "O2", "static", Status.FAIL_COMPILE, reason="pinned: a known bug"),
        _r("c", "O2", "static", Status.ERROR),  # the harness's failure: nothing measured
        _r("a", "O2", "dynamic"),
        _r("a", "O2", "dynamic@M=7"),  # a boundary cell: beyond the declared matrix
        _r("z", "O3", "mixed"),  # measured where nothing was declared
    ]
    block = build_grid(cells, {}, declared=declared)["coverage"]
    assert (block["declared"], block["measured"], block["fraction"]) == (5, 3, 0.6)
    rows = {(r["opt"], r["dims"]): (r["declared"], r["measured"], r["pinned"]) for r in block["regions"]}
    assert rows == {("O2", "static"): (3, 2, 1), ("O2", "dynamic"): (2, 1, 0), ("O3", "mixed"): (None, 1, 0)}
    assert build_grid(cells, {})["coverage"]["fraction"] is None  # nothing declared: unknown, not 100%
    # Shards declare the same regions; a full tier declares more than a smoke tier: the largest count stands.
    smoke, full = declared[0], Declared("builtin", "llvm-cpu", "O2", "static", "full", 9)
    assert merged([[smoke], [smoke, full], [smoke]]) == [full]


def _coverage(out: Path) -> dict:
    return json.loads((out / "grid.json").read_text())["coverage"]


def test_shards_merged_cover_the_tier_and_the_gate_refuses_less_unless_partial(pytester, tmp_path, warm_cache):
    corpus = write_corpus(tmp_path / "corpus", TWO)
    for k in (1, 2):
        run_harness(pytester, corpus, tmp_path / f"shard{k}", f"--shard={k}/2", "--no-analysis", cache=warm_cache)
        assert _coverage(tmp_path / f"shard{k}")["declared"] == 8  # each shard knows the whole tier
    assert sorted(_coverage(tmp_path / f"shard{k}")["measured"] for k in (1, 2)) == [4, 4]
    whole = cli("grid", str(tmp_path / "shard1"), str(tmp_path / "shard2"), "--out", str(tmp_path / "all"))
    assert whole.returncode == 0, whole.stderr
    assert _coverage(tmp_path / "all")["fraction"] == 1.0
    assert "Coverage: 8 of 8 declared cells measured (100.0%)." in (tmp_path / "all" / "grid.md").read_text()

    gate = ["gate", "--baseline", str(tmp_path / "all"), "--report", str(tmp_path / "gate.md")]
    proc = cli(*gate, "--current", str(tmp_path / "all"))
    assert proc.returncode == 0 and "Gated on 8 of 8 declared cells (100.0%)." in proc.stdout
    # One shard lost: the grid measured half its tier. Blocked, naming what is missing, unless --partial.
    alone = cli("grid", str(tmp_path / "shard1"), "--out", str(tmp_path / "half"))
    assert alone.returncode == 0
    proc = cli(*gate, "--current", str(tmp_path / "half"))
    assert proc.returncode == 1 and proc.stdout.startswith("# Gate: BLOCKED")
    assert "## Not measured (a partial grid: --partial to gate it anyway)" in proc.stdout
    assert "- builtin llvm-cpu O0 static: 1 of 2 declared cells measured (smoke tier)" in proc.stdout
    proc = cli(*gate, "--current", str(tmp_path / "half"), "--partial", "--allow-missing")
    assert proc.returncode == 0 and "Gated on 4 of 8 declared cells (50.0%)." in proc.stdout
    # A backend the kill switch left out is said, and blocks the same way.
    not_run = '[{"backend": "rocm", "reason": "disabled by the repository variable"}]'
    cli("grid", str(tmp_path / "all"), "--out", str(tmp_path / "killed"), "--not-run", not_run)
    proc = cli(*gate, "--current", str(tmp_path / "killed"))
    assert proc.returncode == 1 and "- rocm: not run (disabled by the repository variable)" in proc.stdout
    assert cli(*gate, "--current", str(tmp_path / "killed"), "--partial").returncode == 0


def _failing(case: str, opt: str, dims: str) -> CellResult:
    return CellResult(
        Cell(case, "rocm", opt, dims), "gfx942", Status.FAIL_COMPILE, "compile", "fail-compile: error: x",
        verdict=Verdict.REGRESSION,
    )  # fmt: skip


def test_failures_of_regions_never_measured_are_apart_from_regressions(tmp_path):
    from conformance.ci import pr_comment
    from conformance.results import history

    old = build_grid([_r("a", "O2", "static")], {})  # an earlier run measured builtin llvm-cpu O2 static ...
    old["cells"][0]["backend"] = "rocm"  # ... on rocm
    hist = tmp_path / "history.jsonl"
    hist.write_text(json.dumps(history.summary(old)) + "\n")
    now = [_failing("a", "O2", "static"), _failing("b", "O3", "dynamic"), _failing("c", "O3", "dynamic")]
    (tmp_path / "now").mkdir()
    (tmp_path / "now" / "grid.json").write_text(json.dumps(build_grid(now, {})))
    proc = cli("grid", str(tmp_path / "now" / "grid.json"), "--out", str(tmp_path / "g"), "--history", str(hist))
    assert proc.returncode == 0, proc.stderr
    grid = json.loads((tmp_path / "g" / "grid.json").read_text())
    assert grid["new_regions"] == [{"corpus": "builtin", "backend": "rocm", "opt": "O3", "dims": "dynamic", "cells": 2}]
    md = (tmp_path / "g" / "grid.md").read_text()
    assert "1 regressions in regions measured before; 2 failing cells in 1 regions no earlier run measured" in md
    assert "| builtin | rocm | O3 | dynamic | 2 |" in md
    # The check is not weakened: every one of them is still a regression.
    check = cli("grid", str(tmp_path / "now" / "grid.json"), "--out", str(tmp_path / "g2"), "--check")
    assert check.returncode == 1 and grid["summary"]["verdict"] == {"regression": 3}
    # The PR comment, given main's nightly grid: the regression first, the never-measured region apart.
    before = pr_comment.measured_regions(old["cells"])
    text = pr_comment.render(grid, [], [], "https://x/runs/1", before=before)
    known, new = text.split("#### Failing in 1 regions main's nightly never measured (2)")
    assert "#### Cells that fail the check (1)" in known and "a[rocm\\|O2\\|static]" in known  # a table's escaping
    assert "b[rocm\\|O3\\|dynamic]" in new and "c[rocm\\|O3\\|dynamic]" in new and "b[rocm" not in known
