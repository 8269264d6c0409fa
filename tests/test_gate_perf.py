"""The gate's slowdown check from repeated samples (perf.json), on synthetic
samples: a real shift blocks, noise never does, and where the samples cannot
tell (too few, too noisy, another machine) the cell is `insufficient` and
the gate says why instead of guessing. Through the CLI, on grid.json files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conformance.__main__ import main
from conformance.cell import Cell, CellResult, Status
from conformance.perf.check import PerfDocError, against_baseline, from_ab, load
from conformance.results.grid import build_grid
from tests.perf_docs import MACHINE, ab_doc, noisy, samples_doc, write

DECODE = "perf_llama_decode[llvm-cpu|O2|static]"
ATTN = "perf_attention_f32[llvm-cpu|O2|static]"
RESNET = "perf_resnet_block[llvm-cpu|O2|dynamic]"


@pytest.fixture
def grids(tmp_path: Path) -> tuple[Path, Path]:
    """Two grid.json files of the same passing cell whose single run time grew 10x."""
    paths = []
    for name, run in (("base", 0.05), ("cur", 0.5)):
        r = CellResult(
            Cell("add", "llvm-cpu", "O1", "static"), "host", Status.PASS, "compare", None, durations={"run": run}
        )
        p = tmp_path / name / "grid.json"
        p.parent.mkdir()
        p.write_text(json.dumps(build_grid([r], {"iree-compile": "3.13.0"})))
        paths.append(p)
    return paths[0], paths[1]


def _gate(grids: tuple[Path, Path], tmp_path: Path, *extra: object) -> tuple[int, str]:
    report = tmp_path / "gate.md"
    argv = ["gate", "--baseline", str(grids[0]), "--current", str(grids[1]), "--report", str(report)]
    code = main([*argv, *map(str, extra)])
    return code, report.read_text()


def test_without_samples_the_check_is_skipped_in_one_line_and_never_blocks(grids, tmp_path):
    code, report = _gate(grids, tmp_path)
    assert code == 0 and report.startswith("# Gate: OK") and "0 slowdowns" in report
    [line] = [x for x in report.splitlines() if "lowdown check" in x]
    assert line.startswith("Slowdown check skipped: no repeated samples given (--perf perf.json")
    # One build's samples and nothing to compare them with: skipped too, and why.
    perf = write(tmp_path / "p.json", samples_doc({DECODE: noisy(1, 10.0)}))
    code, report = _gate(grids, tmp_path, "--perf", perf)
    assert code == 0 and f"Slowdown check skipped: {perf} holds one build's samples and no --perf-baseline" in report


def test_identical_builds_ab_three_times_zero_slowdowns(grids, tmp_path):
    for run in range(3):
        cells = {
            cid: (noisy(10 * run + i, 10.0), noisy(10 * run + i + 5, 10.0)) for i, cid in enumerate((DECODE, ATTN))
        }
        code, report = _gate(grids, tmp_path, "--perf", write(tmp_path / f"ab{run}.json", ab_doc(cells)))
        assert code == 0 and "0 slowdowns" in report and "2 cells, 0 slower" in report, report


def test_a_real_slowdown_in_an_ab_blocks_and_allow_slowdowns_reports_it(grids, tmp_path):
    cells = {DECODE: (noisy(1, 10.0), noisy(2, 13.0)), ATTN: (noisy(3, 10.0), noisy(4, 7.0))}
    perf = write(tmp_path / "ab.json", ab_doc(cells))
    code, report = _gate(grids, tmp_path, "--perf", perf)
    assert code == 1 and "1 slowdowns" in report and "A/B on one machine" in report
    slow = report.split("## Slowdowns")[1].split("##")[0]
    assert f"- `{DECODE}`: " in slow and "(+3" in slow and "99% CI of the ratio 1." in slow
    assert f"- `{ATTN}`: " in report.split("## Faster (repeated samples)")[1]
    code, report = _gate(grids, tmp_path, "--perf", perf, "--allow-slowdowns")
    assert code == 0 and "# Gate: OK" in report and f"`{DECODE}`" in report


@pytest.mark.parametrize("seed", range(3))
def test_unchanged_against_a_stored_baseline_is_never_slower(seed):
    cells = (DECODE, ATTN, RESNET)
    base = samples_doc({cid: noisy(100 * seed + i, 10.0 * (i + 1), 0.08) for i, cid in enumerate(cells)})
    cur = samples_doc({cid: noisy(100 * seed + i + 50, 10.0 * (i + 1), 0.08) for i, cid in enumerate(cells)})
    gate = against_baseline(base, cur)
    assert [c.verdict for c in gate.checks] == ["same"] * 3, gate


def test_a_stored_baseline_uses_its_spread_and_says_insufficient_rather_than_guess():
    base = samples_doc(
        {
            DECODE: noisy(1, 10.0, 0.02),  # tight: +30% is found
            ATTN: noisy(2, 10.0, 0.6),  # so noisy that no slowdown under 100% could be told from it
            RESNET: noisy(3, 10.0)[:3],  # too few samples
        }
    )
    cur = samples_doc({DECODE: noisy(4, 13.0, 0.02), ATTN: noisy(5, 13.0, 0.6), RESNET: noisy(6, 30.0)})
    gate = against_baseline(base, cur)
    by = {c.id: c for c in gate.checks}
    assert by[DECODE].verdict == "slower" and by[DECODE].ratio > 1.2
    assert by[ATTN].verdict == "insufficient" and "baseline too noisy" in by[ATTN].why
    assert by[RESNET].verdict == "insufficient" and by[RESNET].why == "baseline has 3 samples (needs 5)"
    # A spread wider than the threshold raises the bar: 3 sigmas of the baseline, not 20%.
    wide = samples_doc({DECODE: noisy(7, 10.0, 0.25)})
    check = against_baseline(wide, samples_doc({DECODE: noisy(8, 13.0, 0.25)})).checks[0]
    assert check.verdict == "same" and float(check.why.split("+")[1].rstrip("%")) > 30


def test_a_baseline_of_another_machine_or_cell_decides_nothing(grids, tmp_path):
    base = samples_doc({DECODE: noisy(1, 10.0)}, machine={**MACHINE, "cpu": "Other CPU"})
    cur = samples_doc({DECODE: noisy(2, 30.0), ATTN: noisy(3, 10.0)})
    code, report = _gate(
        grids, tmp_path, "--perf", write(tmp_path / "c.json", cur), "--perf-baseline", write(tmp_path / "b.json", base)
    )
    assert code == 0 and "0 slowdowns" in report and "2 insufficient" in report
    assert f"- `{DECODE}`: baseline measured on another machine" in report
    same_machine = samples_doc({DECODE: noisy(1, 10.0)})
    by = {c.id: c for c in against_baseline(same_machine, cur).checks}
    assert by[ATTN].verdict == "insufficient" and by[ATTN].why == "no baseline samples of this cell"
    assert by[DECODE].verdict == "slower"


def test_a_stored_baseline_slowdown_blocks_through_the_cli(grids, tmp_path):
    base = write(tmp_path / "b.json", samples_doc({DECODE: noisy(1, 10.0), ATTN: noisy(2, 10.0)}))
    cur = write(tmp_path / "c.json", samples_doc({DECODE: noisy(3, 14.0), ATTN: noisy(4, 10.0)}))
    code, report = _gate(grids, tmp_path, "--perf", cur, "--perf-baseline", base)
    assert code == 1 and "1 slowdowns" in report and "against the stored baseline of 2026-01-01" in report
    assert f"- `{DECODE}`: " in report.split("## Slowdowns")[1]
    code, report = _gate(grids, tmp_path, "--perf", cur, "--perf-baseline", base, "--threshold", "0.5")
    assert code == 0, report


def test_bad_perf_input_is_one_line_naming_the_file_and_blocks(grids, tmp_path, capsys):
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    code, report = _gate(grids, tmp_path, "--perf", broken)
    assert code == 1 and f"{broken}: not a readable perf.json" in report
    ab = write(tmp_path / "ab.json", ab_doc({DECODE: (noisy(1, 10.0), noisy(2, 10.0))}))
    code, report = _gate(grids, tmp_path, "--perf", ab, "--perf-baseline", ab)
    assert code == 1 and "an A/B perf.json; a stored baseline needs one build's samples" in report
    code, report = _gate(grids, tmp_path, "--perf-baseline", ab)
    assert code == 1 and "--perf-baseline" in report and "needs --perf" in report
    with pytest.raises(PerfDocError, match=r"unknown perf\.json kind"):
        load(write(tmp_path / "odd.json", {"kind": "other", "cells": []}))


def test_an_ab_perf_json_written_before_kind_existed_is_read(tmp_path):
    doc = ab_doc({DECODE: (noisy(1, 10.0), noisy(2, 13.0))})
    del doc["kind"]
    gate = from_ab(load(write(tmp_path / "old.json", doc)))
    assert [c.verdict for c in gate.checks] == ["slower"]
