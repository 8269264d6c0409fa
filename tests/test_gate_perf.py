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
from conformance.grid import build_grid
from conformance.perf.check import PerfDocError, against_baseline, from_ab, load, run_of
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


STEADY = [10.0, 10.3, 9.8, 10.1, 9.9, 10.2]  # six nights' centers, a few percent apart


def _stored(centers: dict[str, list[float]], rel_sigma: float = 0.03, **over) -> list[dict]:
    """One stored run per position in the lists: cell -> its center in each run."""
    n = max(len(v) for v in centers.values())
    return [
        samples_doc(
            {cid: noisy(100 * r + i, v[r], rel_sigma) for i, (cid, v) in enumerate(centers.items()) if r < len(v)},
            measured_at=f"2026-01-0{r + 1}T02:17:00+00:00",
            **over,
        )
        for r in range(n)
    ]


@pytest.mark.parametrize("seed", range(3))
def test_unchanged_against_stored_runs_is_never_slower(seed):
    cells = (DECODE, ATTN, RESNET)
    # Runs that drift between them by a few percent, as nights do.
    drift = (1.0, 1.04, 0.97, 1.02, 0.99, 1.03)
    runs = [run_of(d) for d in _stored({cid: [10.0 * (i + 1) * f for f in drift] for i, cid in enumerate(cells)}, 0.08)]
    cur = samples_doc({cid: noisy(1000 + 10 * seed + i, 10.0 * (i + 1) * 1.05, 0.08) for i, cid in enumerate(cells)})
    gate = against_baseline(runs, cur)
    assert [c.verdict for c in gate.checks] == ["same"] * 3, gate


def test_stored_runs_give_the_spread_and_insufficient_says_why_rather_than_guess():
    runs = [
        run_of(d)
        for d in _stored(
            {
                DECODE: [10.0, 10.2, 9.9, 10.1, 10.0, 9.95],  # steady between runs: +30% is found
                ATTN: [10.0, 16.0, 7.0, 12.0, 9.0, 14.0],  # too far apart to resolve any slowdown under 100%
                RESNET: [10.0, 10.0],  # two runs: no spread between runs to go by
            }
        )
    ]
    cur = samples_doc({DECODE: noisy(4, 13.0), ATTN: noisy(5, 13.0), RESNET: noisy(6, 30.0)})
    gate = against_baseline(runs, cur)
    by = {c.id: c for c in gate.checks}
    assert by[DECODE].verdict == "slower" and by[DECODE].ratio > 1.2 and by[DECODE].ci[0] > 1.2
    assert (
        by[ATTN].verdict == "insufficient" and "6 stored runs too far apart to resolve a slowdown under" in by[ATTN].why
    )
    assert by[RESNET].verdict == "insufficient"
    assert by[RESNET].why == "2 stored runs of this cell here (the spread between runs needs 3)"
    assert "against 6 stored runs, 2026-01-01T02:17:00+00:00 to 2026-01-06" in gate.method
    # Runs that drift more than the threshold raise the bar to 3 sigmas of their spread.
    wide = [run_of(d) for d in _stored({DECODE: [10.0, 11.5, 9.0, 10.5, 9.5, 11.0]})]
    check = against_baseline(wide, samples_doc({DECODE: noisy(8, 13.0)})).checks[0]
    assert check.verdict == "same" and float(check.why.split("+")[1].rstrip("%")) > 30
    # One stored run, however many samples it has, gives no spread between runs: nothing is guessed.
    one = against_baseline([run_of(samples_doc({DECODE: noisy(1, 10.0)}))], samples_doc({DECODE: noisy(2, 30.0)}))
    assert [c.verdict for c in one.checks] == ["insufficient"] and "1 stored runs" in one.checks[0].why


def test_stored_runs_of_another_machine_decide_nothing(grids, tmp_path):
    other = _stored({DECODE: [10.0, 10.0, 10.0]}, machine={**MACHINE, "cpu": "Other CPU"})
    paths = [write(tmp_path / f"b{i}.json", d) for i, d in enumerate(other)]
    cur = write(tmp_path / "c.json", samples_doc({DECODE: noisy(2, 30.0), ATTN: noisy(3, 10.0)}))
    code, report = _gate(grids, tmp_path, "--perf", cur, *(x for p in paths for x in ("--perf-baseline", p)))
    assert code == 0 and "0 slowdowns" in report and "2 insufficient" in report
    assert "3 stored runs of another machine, backend or target left out" in report
    assert f"- `{DECODE}`: 0 stored runs of this cell here" in report


def test_a_slowdown_against_stored_runs_blocks_through_the_cli(grids, tmp_path):
    stored = _stored({DECODE: STEADY, ATTN: STEADY})
    args = [x for i, d in enumerate(stored) for x in ("--perf-baseline", write(tmp_path / f"b{i}.json", d))]
    cur = write(tmp_path / "c.json", samples_doc({DECODE: noisy(3, 14.0), ATTN: noisy(4, 10.0)}))
    code, report = _gate(grids, tmp_path, "--perf", cur, *args)
    assert code == 1 and "1 slowdowns" in report and "against 6 stored runs" in report
    assert f"- `{DECODE}`: " in report.split("## Slowdowns")[1]
    code, report = _gate(grids, tmp_path, "--perf", cur, *args, "--threshold", "0.5")
    assert code == 0, report


def test_the_nightly_history_is_a_stored_baseline(grids, tmp_path):
    """The history that `grid --history --perf` appends to is what the gate reads back."""
    hist = tmp_path / "history.jsonl"
    for i, doc in enumerate(_stored({DECODE: STEADY, ATTN: STEADY})):
        perf = write(tmp_path / f"n{i}.json", doc)
        assert (
            main(["grid", str(grids[0]), "--out", str(tmp_path / "g"), "--history", str(hist), "--perf", str(perf)])
            == 0
        )
    cur = write(tmp_path / "c.json", samples_doc({DECODE: noisy(3, 14.0), ATTN: noisy(4, 10.0)}))
    code, report = _gate(grids, tmp_path, "--perf", cur, "--perf-baseline", hist)
    assert code == 1 and "1 slowdowns" in report and "against 6 stored runs" in report, report
    assert f"- `{DECODE}`: " in report.split("## Slowdowns")[1]


def test_each_backends_samples_are_gated_against_that_backends_stored_runs(grids, tmp_path):
    """The release gate's case: one perf.json per backend timed, one history of
    every backend's nights; a slowdown on one backend blocks, named with its cell."""
    vk_decode = DECODE.replace("llvm-cpu", "vulkan")
    hist = tmp_path / "history.jsonl"
    cpu_nights = _stored({DECODE: STEADY})
    vk_nights = _stored({vk_decode: STEADY}, backend="vulkan", target="vulkan-spirv")
    for i, (cpu, vk) in enumerate(zip(cpu_nights, vk_nights, strict=True)):
        nights = [write(tmp_path / f"n{i}-{d['backend']}.json", d) for d in (cpu, vk)]
        argv = ["grid", str(grids[0]), "--out", str(tmp_path / "g"), "--history", str(hist)]
        assert main([*argv, *(x for n in nights for x in ("--perf", str(n)))]) == 0
    cpu = write(tmp_path / "cpu.json", samples_doc({DECODE: noisy(3, 10.1)}))
    vk = write(tmp_path / "vk.json", samples_doc({vk_decode: noisy(4, 14.0)}, backend="vulkan", target="vulkan-spirv"))
    code, report = _gate(grids, tmp_path, "--perf", cpu, "--perf", vk, "--perf-baseline", hist)
    assert code == 1 and "1 slowdowns" in report, report
    assert "llvm-cpu: against 6 stored runs" in report and "vulkan: against 6 stored runs" in report
    assert "2 cells, 1 slower, 0 faster, 1 same" in report
    assert f"- `{vk_decode}`: " in report.split("## Slowdowns")[1]


def test_bad_perf_input_is_one_line_naming_the_file_and_blocks(grids, tmp_path, capsys):
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    code, report = _gate(grids, tmp_path, "--perf", broken)
    assert code == 1 and f"{broken}: not a readable perf.json" in report
    ab = write(tmp_path / "ab.json", ab_doc({DECODE: (noisy(1, 10.0), noisy(2, 10.0))}))
    code, report = _gate(grids, tmp_path, "--perf", ab, "--perf-baseline", ab)
    assert code == 1 and "an A/B perf.json; a stored baseline is one build's samples or a history" in report
    code, report = _gate(grids, tmp_path, "--perf", ab, "--perf-baseline", tmp_path / "absent.json")
    assert code == 1 and f"{tmp_path / 'absent.json'}: no such file" in report
    code, report = _gate(grids, tmp_path, "--perf-baseline", ab)
    assert code == 1 and "--perf-baseline" in report and "needs --perf" in report
    with pytest.raises(PerfDocError, match=r"unknown perf\.json kind"):
        load(write(tmp_path / "odd.json", {"kind": "other", "cells": []}))


def test_an_ab_perf_json_written_before_kind_existed_is_read(tmp_path):
    doc = ab_doc({DECODE: (noisy(1, 10.0), noisy(2, 13.0))})
    del doc["kind"]
    gate = from_ab(load(write(tmp_path / "old.json", doc)))
    assert [c.verdict for c in gate.checks] == ["slower"]
