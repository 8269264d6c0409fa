"""Run bundles: compile here with --bundle, run with the runtime only
(``run-bundle``), with the real iree-compile and iree-run-module."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conformance.pipeline.tools import ToolSet, available_devices

# Passes, an expected compile failure and an unexpected mismatch (exp's range, f32).
CORPUS = """
import torch
from conformance.case import randn, torch_case
from conformance.fn import Fn


class Masked(torch.nn.Module):  # a bool scalar: iree-compile 3.13 fails to legalize it
    def forward(self, x):
        return torch.where((x > 0) & x.new_ones((), dtype=torch.bool), x, x - 1.0)


torch_case("add", lambda: Fn(lambda a, b: a + b), inputs=[randn("M", "N"), randn(1, "N")],
           sizes={"M": 3, "N": 4}, dynamic=["M", "N"])
torch_case("masked", Masked, inputs=[randn(2, 8)])
"""

EXPECTATIONS = """
[[expect]]
case = "masked"
status = "fail-compile"
reason = "the bool scalar"
"""


def _cells(out: Path) -> dict[str, tuple[str, str, str | None]]:
    grid = json.loads((out / "grid.json").read_text())
    return {c["id"]: (c["status"], c["verdict"], c["signature"]) for c in grid["cells"]}


@pytest.fixture(scope="module")
def phases(tmp_path_factory: pytest.TempPathFactory, warm_cache: Path) -> tuple[Path, Path, Path, Path]:
    """The corpus, an all-in-one run's results, and a compile phase's results and bundle."""
    from tests.harness import write_corpus

    root = tmp_path_factory.mktemp("bundle")
    corpus = write_corpus(root / "corpus", CORPUS)
    (corpus / "expectations").mkdir()
    (corpus / "expectations" / "llvm-cpu.toml").write_text(EXPECTATIONS)
    return corpus, root / "all", root / "compile", root / "bundle"


def _run_bundle(bundle: Path, out: Path, *args: str):
    from tests.harness import cli

    return cli("run-bundle", str(bundle), "--results", str(out), *args)


def test_compile_phase_then_run_phase_equals_an_all_in_one_run(pytester, phases, warm_cache, tmp_path):
    from tests.harness import run_harness

    corpus, whole, compiled, bundle = phases
    sel = ("--opt=O1,O2", "--no-analysis")
    run_harness(pytester, corpus, whole, *sel, cache=warm_cache)
    first = run_harness(pytester, corpus, compiled, *sel, f"--bundle={bundle}", cache=warm_cache)
    assert first.ret == 0  # compiled only: the expected failure is an xfail, the rest skip
    assert {s for s, _, _ in _cells(compiled).values()} == {"skip", "fail-compile"}
    manifest = json.loads((bundle / "manifest.json").read_text())
    assert manifest["backend"] == "llvm-cpu" and len(manifest["cells"]) == 6  # the cells that compiled
    runs = [json.loads((bundle / "cells" / n).read_text()).get("run") for n in manifest["cells"]]
    modules = [r["module"] for r in runs if r]
    assert len(modules) == 6  # add's 3 dims variants x 2 opt levels; the compile failures run nothing
    stored = {b.name for b in (bundle / "blobs").iterdir() if b.suffix == ".vmfb"}
    assert stored == set(modules) and len(stored) < len(modules)  # a batch's module is stored once

    # The run phase in an interpreter where torch, the compiler, transformers and onnx cannot be imported.
    blocked = "import sys\nfor m in ('torch', 'iree.compiler', 'transformers', 'onnx'): sys.modules[m] = None\n"
    main = "from conformance.__main__ import main\nsys.exit(main(sys.argv[1:]))"
    argv = [sys.executable, "-c", blocked + main, "run-bundle", str(bundle), "--results", str(tmp_path / "run")]
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    ran = _cells(tmp_path / "run")
    assert len(ran) == 6 and all(ran[c] == _cells(whole)[c] for c in ran)  # status, verdict, signature
    from conformance.results.junit import read_junit

    results, tools = read_junit(tmp_path / "run" / "junit-llvm-cpu.xml")
    assert len(results) == 6 and tools["iree-run-module"]

    # The two phases merged: each cell once, with its final status, as the all-in-one run has it.
    from tests.harness import cli

    merged = cli("grid", str(compiled), str(tmp_path / "run"), "--out", str(tmp_path / "merged"))
    assert merged.returncode == 0, merged.stderr
    assert _cells(tmp_path / "merged") == _cells(whole)
    assert json.loads((tmp_path / "merged" / "grid.json").read_text())["summary"]["conflicts"] == 0
    # Without the run phase's results, the bundled cells are said to be compiled, never run: exit 1.
    alone = cli("grid", str(compiled), "--out", str(tmp_path / "alone"))
    assert alone.returncode == 1 and "6 llvm-cpu cells are in a run bundle whose run phase's results" in alone.stderr


def test_a_tampered_module_is_an_error_of_its_cells_and_the_others_run(pytester, phases, warm_cache, tmp_path):
    from tests.harness import run_harness

    corpus, _, _, _ = phases
    bundle = tmp_path / "bundle"
    args = ("--opt=O1", "--dims=static", "--no-analysis", f"--bundle={bundle}")
    run_harness(pytester, corpus, tmp_path / "c", *args, cache=warm_cache)
    entry = json.loads((bundle / "cells" / "add__llvm-cpu__O1__static.json").read_text())
    module = bundle / "blobs" / entry["run"]["module"]
    module.write_bytes(module.read_bytes()[:-16])  # truncated
    proc = _run_bundle(bundle, tmp_path / "run")
    assert proc.returncode == 1
    cells = json.loads((tmp_path / "run" / "grid.json").read_text())["cells"]
    (add,) = [c for c in cells if c["case"] == "add"]
    assert add["status"] == "error" and add["verdict"] == "regression"
    assert add["signature"].startswith("error: bundle: module ") and "does not match its hash" in add["signature"]
    assert not [c for c in cells if c["case"] == "masked"]  # its compile failure is the compile phase's


def test_run_bundle_refuses_in_one_line(pytester, phases, warm_cache, tmp_path):
    from tests.harness import run_harness

    corpus, _, _, _ = phases
    bundle = tmp_path / "bundle"
    run_harness(pytester, corpus, tmp_path / "c", "--opt=O1", "--dims=static", "-k", "add", f"--bundle={bundle}")
    (tmp_path / "empty").mkdir()
    cases = {
        ("--iree-tools", str(tmp_path / "empty")): "run-bundle: --iree-tools: no iree-run-module in",
        ("--backend", "cuda"): "is a bundle for llvm-cpu, not cuda",
    }
    for args, said in cases.items():
        proc = _run_bundle(bundle, tmp_path / "out", *args)
        assert proc.returncode == 2 and said in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
    proc = _run_bundle(tmp_path / "empty", tmp_path / "out")
    assert proc.returncode == 2 and "no manifest: not a run bundle" in proc.stderr
    other = tmp_path / "other"
    shutil.copytree(bundle, other)
    manifest = json.loads((other / "manifest.json").read_text())
    manifest["tools"]["iree-run-module"] = "3.9.0 @ 0123456789ab"
    (other / "manifest.json").write_text(json.dumps(manifest))
    proc = _run_bundle(other, tmp_path / "out")
    assert proc.returncode == 2 and "the bundle was built for iree-run-module 3.9.0 @ 0123456789ab" in proc.stderr


def test_vulkan_through_a_bundle_where_a_device_exists(pytester, phases, warm_cache, tools: ToolSet, tmp_path):
    if "vulkan" not in available_devices(tools.run_module):
        pytest.skip("no vulkan device (install mesa-vulkan-drivers for lavapipe)")
    from tests.harness import run_harness

    corpus, _, _, _ = phases
    bundle = tmp_path / "bundle"
    args = ("--backend=vulkan", "--opt=O2", "--dims=mixed", "-k", "add", f"--bundle={bundle}", "--no-analysis")
    run_harness(pytester, corpus, tmp_path / "c", *args, cache=warm_cache)
    proc = _run_bundle(bundle, tmp_path / "run")
    assert proc.returncode == 0, proc.stderr
    assert _cells(tmp_path / "run") == {"add[vulkan|O2|mixed]": ("pass", "ok", None)}


def test_a_device_lost_mid_run_leaves_the_rest_error_and_the_run_finishes(
    pytester, phases, warm_cache, tools, tmp_path
):
    """A stand-in iree-run-module whose device is gone after its first run, as a GPU that falls off the bus."""
    from tests.harness import run_harness

    corpus, _, _, _ = phases
    bundle = tmp_path / "bundle"
    args = ("--opt=O1", "-k", "add", "--no-analysis", f"--bundle={bundle}")
    run_harness(pytester, corpus, tmp_path / "c", *args, cache=warm_cache)
    stand_in = tmp_path / "tools"
    stand_in.mkdir()
    shutil.copy2(tools.run_module.parent / "version.py", stand_in / "version.py")  # the same runtime version
    gone = tmp_path / "gone"
    (stand_in / "iree-run-module").write_text(
        f"""#!/bin/sh
case "$1" in --list_devices) [ -e {gone} ] && exit 0; exec {tools.run_module} "$@";; esac
[ -e {gone} ] && {{ echo "iree/hal/drivers: UNAVAILABLE; device lost" >&2; exit 1; }}
touch {gone}
exec {tools.run_module} "$@"
"""
    )
    (stand_in / "iree-run-module").chmod(0o755)
    proc = _run_bundle(bundle, tmp_path / "run", "--iree-tools", str(stand_in), "-n", "1")
    assert proc.returncode == 1
    statuses = sorted(
        (c["status"], c["signature"]) for c in json.loads((tmp_path / "run" / "grid.json").read_text())["cells"]
    )
    assert statuses == [("error", "error: device lost")] * 2 + [("pass", None)]


def test_bundles_sharing_one_blob_store_run_from_it(pytester, phases, warm_cache, tmp_path):
    """The device check's layout: two compile phases, their blobs moved into one store (inputs once)."""
    from conformance.bundle.pack import share_blobs
    from tests.harness import run_harness

    corpus, _, _, _ = phases
    bundles = [tmp_path / "O1" / "bundle", tmp_path / "O2" / "bundle"]
    for opt, bundle in zip(("O1", "O2"), bundles, strict=True):
        args = (f"--opt={opt}", "--dims=static", "-k", "add", "--no-analysis", f"--bundle={bundle}")
        run_harness(pytester, corpus, tmp_path / f"c{opt}", *args, cache=warm_cache)
    before = sum(1 for b in bundles for _ in (b / "blobs").iterdir())
    saved = share_blobs(tmp_path / "blobs", bundles)
    assert saved > 0 and len(list((tmp_path / "blobs").iterdir())) < before  # the same inputs, stored once
    for bundle in bundles:
        assert json.loads((bundle / "manifest.json").read_text())["blobs"] == "../../blobs"
        assert not (bundle / "blobs").exists()
        proc = _run_bundle(bundle, tmp_path / "run" / bundle.parent.name)
        assert proc.returncode == 0, proc.stderr
        assert {s for s, _, _ in _cells(tmp_path / "run" / bundle.parent.name).values()} == {"pass"}
    manifest = json.loads((bundles[0] / "manifest.json").read_text())
    manifest["blobs"] = str(tmp_path / "blobs")
    (bundles[0] / "manifest.json").write_text(json.dumps(manifest))
    proc = _run_bundle(bundles[0], tmp_path / "out")
    assert proc.returncode == 2 and "blobs: not a relative path" in proc.stderr


def _hanging_runtime(tmp_path: Path, tools: ToolSet, after: int) -> tuple[Path, Path]:
    """A stand-in iree-run-module (the real one's version) whose runs after the first ``after`` hang,
    as a module stuck on a GPU; the file it writes its process id to when one starts to hang."""
    stand_in, count, hung = tmp_path / "tools", tmp_path / "runs", tmp_path / "hung"
    stand_in.mkdir()
    shutil.copy2(tools.run_module.parent / "version.py", stand_in / "version.py")
    (stand_in / "iree-run-module").write_text(
        f"""#!/bin/sh
case "$1" in --list_devices) exec {tools.run_module} "$@";; esac
echo run >> {count}
[ "$(wc -l < {count})" -gt {after} ] && {{ echo $$ > {hung}; exec sleep 300; }}
exec {tools.run_module} "$@"
"""
    )
    (stand_in / "iree-run-module").chmod(0o755)
    return stand_in, hung


def _bundle_of_three(pytester, phases, warm_cache, tmp_path: Path) -> Path:
    from tests.harness import run_harness

    corpus, _, _, _ = phases
    bundle = tmp_path / "bundle"
    args = ("--opt=O1", "-k", "add", "--no-analysis", f"--bundle={bundle}")
    run_harness(pytester, corpus, tmp_path / "c", *args, cache=warm_cache)
    return bundle


def _start_run_bundle(bundle: Path, out: Path, *args: str) -> subprocess.Popen[str]:
    argv = [sys.executable, "-m", "conformance", "run-bundle", str(bundle), "--results", str(out), *args]
    return subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _wait_for(path: Path, proc: subprocess.Popen[str]) -> None:
    for _ in range(1200):
        if (path.exists() and path.read_text().strip()) or proc.poll() is not None:
            break
        time.sleep(0.05)
    assert path.exists(), proc.communicate()


def test_sigint_keeps_the_finished_cells_and_marks_the_rest(pytester, phases, warm_cache, tools, tmp_path):
    """CI's ``timeout --signal=INT`` on a hung GPU run: one cell done, one hanging, one not started."""
    from conformance.results.junit import read_junit

    bundle = _bundle_of_three(pytester, phases, warm_cache, tmp_path)
    stand_in, hung = _hanging_runtime(tmp_path, tools, after=1)
    out = tmp_path / "run"
    proc = _start_run_bundle(bundle, out, "--iree-tools", str(stand_in), "-n", "1")
    _wait_for(hung, proc)
    started = time.monotonic()
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert time.monotonic() - started < 30  # the hung tool was ended, not waited for
    assert proc.returncode == 130 and "Traceback" not in err
    assert "interrupted: 2 cells not run are `error: interrupted`" in err
    cells = _cells(out)
    assert sorted(s for s, _, _ in cells.values()) == ["error", "error", "pass"]
    assert {sig for s, _, sig in cells.values() if s == "error"} == {"error: interrupted"}
    results, _ = read_junit(out / "junit-llvm-cpu.xml")
    assert {(r.cell.id, str(r.status)) for r in results} == {(c, s) for c, (s, _, _) in cells.items()}
    assert not (out / "RUN-IN-PROGRESS").exists()
    with pytest.raises(ProcessLookupError):  # the hung tool is gone, not left behind
        os.kill(int(hung.read_text()), 0)


def test_a_refused_or_killed_run_never_leaves_an_earlier_grid_looking_current(
    pytester, phases, warm_cache, tools, tmp_path
):
    from tests.harness import cli

    bundle = _bundle_of_three(pytester, phases, warm_cache, tmp_path)
    out = tmp_path / "ran"
    assert _run_bundle(bundle, out).returncode == 0
    assert cli("grid", str(tmp_path / "c"), str(out), "--out", str(tmp_path / "g"), "--check").returncode == 0

    refused = _run_bundle(bundle, out, "--device", "cuda")
    assert refused.returncode == 2 and "no cuda device here" in refused.stderr
    assert not (out / "grid.json").exists() and not (out / "junit-llvm-cpu.xml").exists()
    merged = cli("grid", str(tmp_path / "c"), str(out), "--out", str(tmp_path / "g"), "--check")
    assert merged.returncode == 1 and "the last run here was refused (run-bundle: no cuda device here" in merged.stderr

    assert _run_bundle(bundle, out).returncode == 0  # a good run makes the folder current again
    stand_in, hung = _hanging_runtime(tmp_path, tools, after=1)
    proc = _start_run_bundle(bundle, out, "--iree-tools", str(stand_in), "-n", "1")
    _wait_for(hung, proc)
    proc.kill()  # SIGKILL: nothing of run-bundle's runs after it
    proc.communicate()
    assert not (out / "grid.json").exists() and (out / "RUN-IN-PROGRESS").exists()
    merged = cli("grid", str(tmp_path / "c"), str(out), "--out", str(tmp_path / "g"), "--check")
    assert merged.returncode == 1 and "a run was killed here or is still running" in merged.stderr


def test_a_tool_that_starts_as_the_run_is_ended_is_ended_too():
    """The race behind a hung interrupted run: a worker thread starts its tool just as the interrupt
    ends the running ones (before the new one is counted among them). It ends as it starts."""
    from conformance.pipeline.tools import end_running_tools, resume_tools, run_tool

    end_running_tools()
    try:
        started = time.monotonic()
        late = run_tool(["sleep", "30"], timeout=60)
        assert time.monotonic() - started < 10 and late.signal_name == "SIGKILL"
    finally:
        resume_tools()
    assert run_tool(["true"], timeout=60).returncode == 0  # once the run's threads are done, tools run again


def test_a_device_check_takes_every_corpus_ci_runs_unless_told(tmp_path: Path) -> None:
    from conformance.bundle.device_check import parse
    from conformance.ci.corpora import load_plan

    assert parse([str(tmp_path)]).corpus.split(",") == list(load_plan().corpora)
    assert "onnx-node" in load_plan().corpora and "hf" in load_plan().corpora
    assert parse([str(tmp_path), "--corpus", "builtin"]).corpus == "builtin"
