"""The perf tier in the history: ``grid --history FILE --perf perf.json`` keeps
each cell's median, and grid.html draws one chart per block over the runs
(inline SVG, no script from the network); the nightly feeds it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml

from conformance.__main__ import main
from conformance.cell import Cell, CellResult, Status
from conformance.ci import matrix as ci_matrix
from conformance.ci.corpora import load_plan
from conformance.grid import build_grid
from conformance.profiles import load_profiles
from tests.perf_docs import ab_doc, noisy, samples_doc, write

DECODE_S = "perf_llama_decode[llvm-cpu|O2|static]"
DECODE_D = "perf_llama_decode[llvm-cpu|O2|dynamic]"
ATTN = "perf_attention_f32[llvm-cpu|O2|static]"
WORKFLOWS = Path(__file__).resolve().parent.parent / ".github" / "workflows"


@pytest.fixture
def grid_json(tmp_path: Path) -> Path:
    r = CellResult(Cell("add", "llvm-cpu", "O1", "static"), "host", Status.PASS, "compare", None)
    p = tmp_path / "run" / "grid.json"
    p.parent.mkdir()
    p.write_text(json.dumps(build_grid([r], {"iree-compile": "3.13.0"})))
    return p


def test_medians_go_into_the_history_and_each_block_gets_a_chart(grid_json, tmp_path, capsys):
    hist, out = tmp_path / "history.jsonl", tmp_path / "g"
    assert main(["grid", str(grid_json), "--out", str(out), "--history", str(hist)]) == 0  # a run without perf
    for run in range(3):
        cells = {DECODE_S: noisy(run, 10.0 + run), DECODE_D: noisy(run + 10, 12.0), ATTN: noisy(run + 20, 40.0)}
        if run == 1:
            del cells[DECODE_D]  # a cell not timed that night: a gap, not a zero
        perf = write(tmp_path / f"perf{run}.json", samples_doc(cells, measured_at=f"2026-01-0{run + 1}"))
        assert main(["grid", str(grid_json), "--out", str(out), "--history", str(hist), "--perf", str(perf)]) == 0
    entries = [json.loads(line) for line in hist.read_text().splitlines()]
    assert len(entries) == 4 and "perf" not in entries[0]
    assert set(entries[2]["perf"]) == {DECODE_S, ATTN} and entries[3]["perf"][DECODE_S]["n"] == 30
    assert abs(entries[3]["perf"][DECODE_S]["median"] - 12.0) < 1.5
    assert entries[3]["perf_runs"]["llvm-cpu"]["machine"]["cpu"] == "Test CPU"
    html = (out / "grid.html").read_text()
    assert html.count('<circle class="run"') == 4  # the pass-rate chart: every run
    assert '<svg id="perf-perf_llama_decode"' in html and '<svg id="perf-perf_attention_f32"' in html
    decode = html.split('<svg id="perf-perf_llama_decode"')[1].split("</svg>")[0]
    assert decode.count('<circle class="perf"') == 5 and decode.count("<polyline") == 2
    assert "[llvm-cpu|O2|dynamic]" in decode and "median " in decode and "MAD " in decode
    assert "<script src" not in html and not re.search(r"https?://", html)


def test_a_perf_file_that_is_not_one_builds_samples_is_one_line_and_the_grid_still_comes(grid_json, tmp_path, capsys):
    hist, out = tmp_path / "history.jsonl", tmp_path / "g"
    ab = write(tmp_path / "ab.json", ab_doc({ATTN: (noisy(1, 10.0), noisy(2, 10.0))}))
    code = main(["grid", str(grid_json), "--out", str(out), "--history", str(hist), "--perf", str(ab)])
    assert code == 1
    assert f"grid: --perf {ab}: an A/B perf.json; the history takes one build's samples" in capsys.readouterr().err
    assert (out / "grid.html").exists() and "perf" not in json.loads(hist.read_text())


def test_the_nightly_times_the_perf_tier_and_feeds_the_history():
    profiles = load_profiles()
    matrix, _ = ci_matrix.compute(profiles, load_plan(), "full", list(profiles), "3.13.0", self_hosted=False)
    entries = ci_matrix.perf_entries(matrix["include"])
    assert [e["backend"] for e in entries] == sorted({e["backend"] for e in matrix["include"]})
    assert all(e["artifact"] == f"perf-{e['backend']}" for e in entries)
    wf = yaml.safe_load((WORKFLOWS / "conformance.yml").read_text())
    perf = wf["jobs"]["perf"]
    assert "inputs.history" in perf["if"]  # only runs that are history are timed
    run = next(s["run"] for s in perf["steps"] if "nox -s perf" in s.get("run", ""))
    assert "--tools installed" in run and '--backend "$BACKEND"' in run
    grid = wf["jobs"]["grid"]
    assert "perf" in grid["needs"]
    step = next(s for s in grid["steps"] if s.get("id") == "grid")
    assert "--perf" in step["run"]
    nightly = yaml.safe_load((WORKFLOWS / "nightly.yml").read_text())
    assert "nightly/perf" in nightly["jobs"]["data"]["steps"][-1]["run"]
