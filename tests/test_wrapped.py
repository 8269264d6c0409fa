"""The sessions that run the harness inside them honour each conformance option
or refuse it in one line (conformance/wrapped.py's table), never end green
without cells, and never let ``--results DIR`` move pytest's rootdir."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest

from conformance.pipeline.tools import ToolSet
from conformance.wrapped import OPTIONS, TABLE, markdown_table, refusal
from tests.harness import in_process, stand_in_release, write_corpus

ROOT = Path(__file__).resolve().parents[1]


def _main(session: str) -> Callable[[list[str]], int]:
    if session in ("releases", "bisect"):
        from conformance.releases.__main__ import main as releases

        return lambda argv: releases(["matrix" if session == "releases" else "bisect", *argv])
    if session == "fuzz":
        from conformance.fuzz.campaign import main as fuzz

        return fuzz
    if session == "perf":
        from conformance.perf.__main__ import main as perf

        return perf
    if session == "device-check":
        from conformance.bundle.device_check import main as device_check

        return device_check
    from conformance.bench.__main__ import main as bench

    return bench


def test_the_table_names_every_option_of_every_session_and_docs_show_it() -> None:
    assert all(set(options) == set(OPTIONS) for options in TABLE.values()), TABLE
    assert markdown_table() in (ROOT / "docs" / "releases.md").read_text()  # regenerate: print(markdown_table())


REFUSED = [(s, o) for s, options in TABLE.items() for o, h in options.items() if not h.honoured]


@pytest.mark.parametrize(("session", "option"), REFUSED, ids=[f"{s}{o}" for s, o in REFUSED])
def test_a_refused_option_stops_the_session_in_one_line_before_anything_runs(
    session: str, option: str, tmp_path: Path
) -> None:
    # Each in both forms; bisect's other arguments are valid, so the refusal is the only error.
    required = {"bisect": ["add[llvm-cpu|O0|static]", "--good=1.0.0", "--bad=1.1.0"], "fuzz": ["--budget=1"]}
    for form in ([f"{option}=x"], [option, "x"]):
        argv = [*required.get(session, []), f"--cache-dir={tmp_path}", *form]
        argv = argv if option != "--cache-dir" else [*required.get(session, []), *form]
        proc = in_process(_main(session), argv)
        assert proc.returncode == 2, (form, proc.stderr)
        assert proc.stderr == f"{refusal(session, form)}\n"
        assert proc.stderr.startswith(f"{session}: {option} is not taken here: ")
    assert not (tmp_path / "releases").exists() and not any(tmp_path.glob("*"))  # nothing installed, nothing run


def _nox(*argv: str) -> subprocess.CompletedProcess[str]:
    """``nox -s SESSION -- ARGS`` from the checkout, in this interpreter (no venv, no install)."""
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    command = [sys.executable, "-m", "nox", "--no-venv", "--no-install", *argv]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=env, timeout=600)


@pytest.mark.slow
def test_releases_through_nox_writes_its_grid_into_a_two_token_results_dir_and_keeps_the_rootdir(
    tmp_path: Path, tools: ToolSet, warm_cache: Path
) -> None:
    root, out = tmp_path / "tools", tmp_path / "out"
    for version in ("1.0.0", "1.1.0"):
        stand_in_release(root, tools, version, None)
    out.mkdir()  # a folder that exists, as a reused results folder does: pytest would take it for its rootdir
    argv = ["--versions=1.0.0,1.1.0", f"--tools-root={root}", "--cache-dir", str(warm_cache), "--results", str(out)]
    argv += ["--tier", "full", "-k", "unary_relu", "--opt", "O0,O2", "--dims", "static", "-n", "0"]
    proc = _nox("-s", "releases", "--", *argv)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "releases: 4 cells over 2 versions" in proc.stdout
    cells = json.loads((out / "grid.json").read_text())["cells"]
    assert sorted((c["compiler_version"], c["opt"], c["status"]) for c in cells) == [
        ("1.0.0", "O0", "pass"), ("1.0.0", "O2", "pass"), ("1.1.0", "O0", "pass"), ("1.1.0", "O2", "pass"),
    ]  # fmt: skip
    for version in ("1.0.0", "1.1.0"):  # each run in its folder, its ids the checkout's paths
        junit = ET.parse(out / version / "junit-llvm-cpu.xml")
        names = {(c.get("classname"), c.get("name")) for c in junit.iter("testcase")}
        module = "conformance.corpus.torch_elementwise"
        assert names == {(module, "unary_relu[llvm-cpu|O0|static]"), (module, "unary_relu[llvm-cpu|O2|static]")}


def test_a_releases_run_where_no_version_measures_a_cell_is_not_green(
    tmp_path: Path, tools: ToolSet, warm_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    root, corpus = tmp_path / "tools", write_corpus(tmp_path / "corpus")
    for version in ("1.0.0", "1.1.0"):
        stand_in_release(root, tools, version, None)
    argv = ["--versions=1.0.0,1.1.0", f"--tools-root={root}", f"--cache-dir={warm_cache}", "--corpus-dir", str(corpus)]
    proc = in_process(_main("releases"), [*argv, "--results", str(tmp_path / "out"), "-k", "nosuchcase", "-n=0"])
    assert proc.returncode == 1
    last = proc.stderr.splitlines()[-1]
    assert last == f"releases: 0 cells in {tmp_path / 'out' / 'grid.json'}: no version produced a result", proc.stderr


@pytest.mark.slow
def test_fuzz_perf_and_bench_write_into_results_dir_and_honour_the_selection(
    tmp_path: Path, warm_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    fuzz = tmp_path / "fuzz"
    # A budget of 0 s still runs one batch (a loaded machine once spent a 1 s budget before the first).
    argv = ["--budget=0", "--seed=114", "--batch=1", "--results", str(fuzz), "--opt=O0", "--dims=static", "-n=0"]
    proc = in_process(_main("fuzz"), [*argv, f"--cache-dir={warm_cache}", "--no-analysis", "--no-differential"])
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert json.loads((fuzz / "findings.json").read_text())["programs"] == 1
    grid = json.loads((fuzz / "batches" / "0000" / "results" / "grid.json").read_text())
    assert {(c["opt"], c["dims"]) for c in grid["cells"]} == {("O0", "static")}
    none = in_process(_main("fuzz"), [*argv[:4], str(tmp_path / "none"), "-k", "nosuchcase", "-n=0"])
    assert none.returncode == 1 and none.stderr.splitlines()[-1] == "fuzz: 0 cells measured", none.stderr

    perf = tmp_path / "perf"
    argv = ["--tools=installed", "--results", str(perf), "-k", "attention_f32", "--opt=O0", "--dims=static"]
    proc = in_process(_main("perf"), [*argv, "--rounds=1", "--repetitions=1", f"--cache-dir={warm_cache}"])
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert [c["id"] for c in json.loads((perf / "perf.json").read_text())["cells"]] == [
        "perf_attention_f32[llvm-cpu|O0|static]"
    ]

    bench, corpus = tmp_path / "bench", write_corpus(tmp_path / "corpus")
    argv = ["--results", str(bench), "--corpus-dir", str(corpus), "--workers=1", "-k", "add"]
    argv += ["--opt=O0", "--dims=static"]
    proc = in_process(_main("bench"), argv)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    for run in ("cold", "warm"):
        cells = json.loads((bench / run / "grid.json").read_text())["cells"]
        assert [c["id"] for c in cells] == ["add[llvm-cpu|O0|static]"], run
    none = in_process(_main("bench"), [*argv[:5], "-k", "nosuchcase"])
    assert none.returncode == 1 and "bench: cold: the run measured 0 cells" in none.stderr, none.stderr


def test_a_harness_option_that_begins_like_a_wrapper_option_reaches_the_harness() -> None:
    """argparse would take the harness's --corpus for bench's --corpus-dir (an abbreviation)."""
    from conformance.bench.__main__ import parse

    args, rest = parse(["--corpus", "hf", "--tier=full", "-k", "not onnx"])
    assert (args.corpus_dir, args.tier, rest) == (None, "full", ["--corpus", "hf", "-k", "not onnx"])
