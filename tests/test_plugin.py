"""The pytest plugin end to end, in a subprocess, on a small corpus of its own,
with the real tools: cell items, -k, xdist, JUnit properties, verdicts, the grid."""

from __future__ import annotations

import json
from pathlib import Path
from xml.etree import ElementTree

import pytest

from conformance.axes import model_of
from conformance.results.junit import read_junit
from conformance.results.schema import to_record
from tests.harness import run_harness, write_corpus

BROKEN = """
from conformance.case import randn, torch_case
from conformance.fn import Fn

torch_case("broken", lambda: Fn(lambda a: a), inputs=[randn("N")], sizes={"N": 4}, dynamic=["Q"])
torch_case("fine_neighbour", lambda: Fn(lambda a: a * 2), inputs=[randn(3)])
"""


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    return write_corpus(tmp_path / "corpus")


def _run(
    pytester: pytest.Pytester, corpus: Path, *args: str, cache: Path | None = None
) -> tuple[pytest.RunResult, Path]:
    """A run of the harness; ``cache`` (the session's warm one) where the test does not test caching."""
    out = pytester.path / "out"
    return run_harness(pytester, corpus, out, *args, cache=cache), out


def test_junit_and_grid_contract(pytester, corpus, warm_cache):
    result, out = _run(pytester, corpus, "--opt=O0,O2", "--dims=static,mixed", "-k", "add", cache=warm_cache)
    assert result.ret == 0, result.stdout.str()
    result.assert_outcomes(passed=4)
    tree = ElementTree.parse(out / "junit-llvm-cpu.xml")  # the default place: with the other results
    cases = {tc.get("name"): tc for tc in tree.iter("testcase")}
    assert sorted(cases) == [
        "add[llvm-cpu|O0|mixed]",
        "add[llvm-cpu|O0|static]",
        "add[llvm-cpu|O2|mixed]",
        "add[llvm-cpu|O2|static]",
    ]
    props = {p.get("name"): p.get("value") for p in cases["add[llvm-cpu|O2|mixed]"].iter("property")}
    for key in ("case", "backend", "target", "opt", "dims", "status", "stage", "signature", "durations"):
        assert "conformance." + key in props
    assert props["conformance.opt"] == "O2" and props["conformance.dims"] == "mixed"
    assert props["conformance.target"] == "host" and props["conformance.status"] == "pass"
    assert set(json.loads(props["conformance.durations"])) == {"import", "reference", "compile", "run", "compare"}

    cells, versions = read_junit(out / "junit-llvm-cpu.xml")
    assert len(cells) == 4 and versions["iree-compile"].startswith("3.")

    grid = json.loads((out / "grid.json").read_text())
    assert grid["schema_version"] == 5
    assert {"iree-compile", "iree-run-module", "torch", "onnx"} <= set(grid["tools"])
    assert len(grid["cells"]) == 4
    for cell in grid["cells"]:
        assert {"case", "backend", "opt", "dims", "status", "verdict", "signature", "durations"} <= set(cell)
        assert cell["status"] == "pass" and cell["verdict"] == "ok" and cell["signature"] is None
    # The grid's cells are the records the JUnit properties were written from (and a grid field: conflict).
    from_xml = {c.cell.id: {**to_record(c), "origin": ""} for c in cells}
    assert {
        c["id"]: {k: c[k] for k in from_xml[c["id"]] if k != "origin"} | {"origin": ""} for c in grid["cells"]
    } == from_xml
    html = (out / "grid.html").read_text()
    assert "<table" in html and "add" in html and "http" not in html.split("<body>")[1]
    assert "| add |" in (out / "grid.md").read_text()


def test_regression_fails_the_session_after_writing_results(pytester, corpus, warm_cache):
    result, out = _run(pytester, corpus, "--opt=O1", "-k", "data_dependent", cache=warm_cache)
    assert result.ret == 1
    result.stdout.fnmatch_lines(["*regression: fail-import at import (expected pass)*"])
    grid = json.loads((out / "grid.json").read_text())
    (cell,) = grid["cells"]
    assert cell["id"] == "data_dependent[llvm-cpu|O1|static]"
    assert cell["status"] == "fail-import" and cell["verdict"] == "regression"
    assert cell["signature"].startswith("fail-import: ") and Path(cell["repro"]).is_dir()


def test_expected_failure_is_xfail_and_stale_expectation_is_xpass(pytester, corpus, warm_cache):
    (corpus / "expectations").mkdir()
    (corpus / "expectations" / "llvm-cpu.toml").write_text(
        '[[expect]]\ncase = "data_dependent"\nstatus = "fail-import"\nreason = "export cannot trace it"\n'
        '[[expect]]\ncase = "add"\nopt = "O3"\ndims = "static"\nstatus = "fail-compile"\nreason = "made up"\n'
    )
    result, out = _run(pytester, corpus, "--opt=O1,O3", "--dims=static", cache=warm_cache)
    assert result.ret == 1  # the xpass
    result.assert_outcomes(passed=1, xfailed=2, failed=1)
    result.stdout.fnmatch_lines(["*xpass: passed, expected fail-compile (made up)*"])
    verdicts = {c["id"]: c["verdict"] for c in json.loads((out / "grid.json").read_text())["cells"]}
    assert verdicts == {
        "add[llvm-cpu|O1|static]": "ok",
        "add[llvm-cpu|O3|static]": "xpass",
        "data_dependent[llvm-cpu|O1|static]": "xfail",
        "data_dependent[llvm-cpu|O3|static]": "xfail",
    }
    result, _ = _run(pytester, corpus, "--opt=O1,O3", "--dims=static", "--xpass-ok", cache=warm_cache)
    assert result.ret == 0


def test_broken_declaration_is_one_line_and_the_rest_still_runs(pytester, corpus, warm_cache):
    (corpus / "more.py").write_text(BROKEN)
    result, out = _run(pytester, corpus, "--opt=O0", "--dims=static", cache=warm_cache)
    assert result.ret == 1
    result.assert_outcomes(passed=2, failed=2)  # add, fine_neighbour; broken, data_dependent
    cells = json.loads((out / "grid.json").read_text())["cells"]
    assert sorted(c["case"] for c in cells) == [
        "add",
        "broken",  # a row of its own: the declaration is named, the harness's `error`
        "data_dependent",
        "fine_neighbour",
    ]
    (broken,) = [c for c in cells if c["case"] == "broken"]
    assert broken["status"] == "error" and broken["verdict"] == "regression"
    assert broken["signature"] == "error: broken declaration: case 'broken': dynamic dim 'Q' is not a dim of any input"
    assert "ERROR" in (out / "grid.md").read_text() and "broken" in (out / "grid.html").read_text()
    # The failure report is the one line, nothing else (no traceback).
    assert "case 'broken': dynamic dim 'Q' is not a dim of any input" in result.stdout.lines


@pytest.mark.slow
def test_xdist_imports_once_per_case_and_dims(pytester, corpus):
    result, out = _run(pytester, corpus, "-n=2", "-k", "add")
    assert result.ret == 0, result.stdout.str()
    cells = json.loads((out / "grid.json").read_text())["cells"]
    assert len(cells) == 12  # 4 opt levels x 3 dims variants
    for dims in ("static", "dynamic", "mixed"):
        built_here = [c for c in cells if c["dims"] == dims and "import" not in c["cached"]]
        assert len(built_here) == 1, built_here  # the other 3 opt levels reused that import
    # A warm rerun (in this process: what the workers stored serves any later run) does no import and no compile.
    result, out = _run(pytester, corpus, "-k", "add")
    assert all(c["cached"] == ["import", "compile"] for c in json.loads((out / "grid.json").read_text())["cells"])


def test_no_device_gives_explicit_skips(pytester, corpus, warm_cache):
    result, out = _run(pytester, corpus, "--opt=O2", "--dims=dynamic", "-k", "add", "--no-run", cache=warm_cache)
    result.assert_outcomes(skipped=1)
    (cell,) = json.loads((out / "grid.json").read_text())["cells"]
    assert cell["status"] == "skip" and cell["stage"] == "run" and cell["verdict"] == "ok"


def test_bad_options_are_one_line_usage_errors(pytester, corpus, warm_cache):
    result, _ = _run(pytester, corpus, "--opt=O7", cache=warm_cache)
    assert result.ret == 4
    assert "ERROR: --opt: unknown value(s) ['O7']; choose from O0, O1, O2, O3" in result.stderr.lines
    bad = pytester.path / "region.costs.json.gz"
    bad.write_bytes(b"not gzip")
    result, _ = _run(pytester, corpus, "--shard=1/2", f"--shard-costs={bad}", cache=warm_cache)
    assert result.ret == 4
    (line,) = [x for x in result.stderr.lines if x.startswith("ERROR: --shard-costs:")]
    assert f"{bad}: not a costs file of this harness" in line


def test_shards_are_disjoint_and_cover_every_cell(pytester: pytest.Pytester, corpus: Path, warm_cache: Path) -> None:
    shard_of: dict[str, int] = {}
    for k in (1, 2, 3):
        _, out = _run(pytester, corpus, f"--shard={k}/3", "--opt=O0,O1", cache=warm_cache)
        for c in json.loads((out / "grid.json").read_text())["cells"]:
            assert c["id"] not in shard_of  # disjoint
            shard_of[c["id"]] = k
    assert len(shard_of) == 2 * 3 + 2  # add: 2 opt x 3 dims; data_dependent: 2 opt x static
    groups: dict[str, set[int]] = {}
    for cell_id, k in shard_of.items():
        groups.setdefault(cell_id.split("[")[0] + "|" + cell_id.rsplit("|", 1)[1], set()).add(k)
    assert all(len(ks) == 1 for ks in groups.values())  # cells sharing an import stay together
    assert len(set(shard_of.values())) == 3  # 4 groups over 3 shards: none empty


def test_a_random_sample_is_the_same_for_its_seed_and_its_shards_split_it(
    pytester: pytest.Pytester, corpus: Path, warm_cache: Path
) -> None:
    """--sample N/SEED: N cells drawn at random from what is selected, the same for a seed on every
    run and worker; --shard then splits the sample, so the shards of one sample cover it once."""

    def ids(*args: str) -> list[str]:
        _, out = _run(pytester, corpus, "--opt=O0,O1", "--no-run", "--no-analysis", *args, cache=warm_cache)
        return sorted(c["id"] for c in json.loads((out / "grid.json").read_text())["cells"])

    drawn = ids("--sample=3/7")
    assert len(drawn) == 3 and ids("--sample=3/7") == drawn
    assert len(ids("--sample=100")) == 8  # all there is
    halves = ids("--sample=3/7", "--shard=1/2") + ids("--sample=3/7", "--shard=2/2")
    assert sorted(halves) == drawn
    result, _ = _run(pytester, corpus, "--sample=0", cache=warm_cache)
    assert result.ret == 4
    assert "ERROR: --sample: expected N or N/SEED with N >= 1, got '0'" in result.stderr.lines


def test_a_random_sample_of_cases_keeps_every_cell_of_each(
    pytester: pytest.Pytester, corpus: Path, warm_cache: Path
) -> None:
    """--sample-cases N/SEED: every selected cell of N models drawn at random (a case and its ONNX
    route are one model), so a sampled case's opt levels and dims can be compared with each other."""

    def ids(*args: str) -> list[str]:
        _, out = _run(pytester, corpus, "--opt=O0,O1", "--no-run", "--no-analysis", *args, cache=warm_cache)
        return sorted(c["id"] for c in json.loads((out / "grid.json").read_text())["cells"])

    every = ids()
    for seed in (1, 2, 3):
        drawn = ids(f"--sample-cases=1/{seed}")
        (case,) = {cell_id.split("[")[0] for cell_id in drawn}
        assert drawn == [c for c in every if c.startswith(f"{case}[")]  # all of its cells, nothing else
    assert ids("--sample-cases=5") == every
    assert model_of("hf.llama.prefill.onnx") == model_of("hf.llama.prefill") == "hf.llama.prefill"
    result, _ = _run(pytester, corpus, "--sample-cases=x", cache=warm_cache)
    assert result.ret == 4
    assert "ERROR: --sample-cases: expected N or N/SEED with N >= 1, got 'x'" in result.stderr.lines


MASKED = """
import torch
from conformance.case import randn, torch_case


class Masked(torch.nn.Module):  # a bool scalar: iree-compile 3.13 fails to legalize it
    def forward(self, x):
        return torch.where((x > 0) & x.new_ones((), dtype=torch.bool), x, x - 1.0)


torch_case("masked", Masked, inputs=[randn(2, 8)])
"""


def test_a_target_the_compiler_does_not_know_is_one_error_naming_it_not_a_wall_of_compile_failures(
    pytester, corpus, warm_cache
):
    """An arch this release does not know (a new GPU, a typo): every cell is the run's `error`, with one
    signature naming the flag, never a `fail-compile` charged to the compiler cell by cell."""
    result, out = _run(
        pytester, corpus, "--backend=rocm", "--target=gfx9999", "--opt=O0,O2", "-k", "add", cache=warm_cache
    )
    assert result.ret != 0  # the run's own fault: never green
    cells = json.loads((out / "grid.json").read_text())["cells"]
    assert cells and {c["status"] for c in cells} == {"error"}, [c["status"] for c in cells]
    (signature,) = {c["signature"] for c in cells}
    assert "--iree-rocm-target=gfx9999" in signature and "Unknown ROCM target 'gfx9999'" in signature


def test_compile_flags_and_device_can_be_added_to_the_profiles(pytester, tmp_path, warm_cache):
    """IREE's own suite configuration (docs/corpus.md): more flags, another device, for every cell."""
    corpus = write_corpus(tmp_path / "masked", MASKED)
    args = ("--opt=O1", "--dims=static", "--compile-flag=--iree-opt-data-tiling", "--device=local-sync")
    result, out = _run(pytester, corpus, *args, cache=warm_cache)
    assert result.ret == 1  # the bool scalar, unpinned here
    (cell,) = json.loads((out / "grid.json").read_text())["cells"]
    script = (Path(cell["repro"]) / "commands.sh").read_text().splitlines()
    compile_, run = [line for line in script if line.startswith("iree-")]
    assert "--iree-opt-level=O1 --iree-opt-data-tiling" in compile_  # after the profile's, last
    assert "--device=local-sync" in run


FLAGGED = """
from conformance.case import randn, torch_case
from conformance.fn import Fn

torch_case("flagged", lambda: Fn(lambda a: a + 1), inputs=[randn(4)], compile_flags=["--compile-to=input"])
"""


def test_a_runs_compile_flag_comes_after_the_cases_own(pytester, tmp_path, warm_cache):
    """The case stops the compile at the input phase (no module to run); the run's --compile-flag
    asks for the whole compile, and wins, as running IREE's own configuration needs (its f64 flag
    against the onnx-node corpus's)."""
    corpus = write_corpus(tmp_path / "flagged", FLAGGED)
    result, _ = _run(pytester, corpus, "--opt=O2", cache=warm_cache)
    result.assert_outcomes(failed=1)
    result, _ = _run(pytester, corpus, "--opt=O2", "--compile-flag=--compile-to=end", cache=warm_cache)
    result.assert_outcomes(passed=1)
