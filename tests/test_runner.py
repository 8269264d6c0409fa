"""The run stage's long-lived runner: the same outputs as iree-run-module, and
a crash or a hang in a run is still its own cell's ``crash`` / ``timeout``,
with the runner restarted for the next cell.

The faults come from stand-ins for the runner and for iree-run-module that
behave like the real ones (the runner's protocol, the tool's command line, a
SIGSEGV, a run that never ends) for the cells whose input has a given size;
every other run goes to the real runtime.
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import numpy as np
import pytest

from conformance.case import randn, torch_case, variants
from conformance.cell import Status
from conformance.fn import Fn
from conformance.pipeline.compile import compile_module
from conformance.pipeline.execute import default_runner, run_module
from conformance.pipeline.imports import import_case
from conformance.pipeline.run_cell import RunConfig, run_cell
from conformance.pipeline.run_state import RunState
from conformance.pipeline.tools import ToolSet
from tests.harness import recorded

GOOD = torch_case("runner_neg", lambda: Fn(lambda a: -a), inputs=[randn(3, 4)])
CRASHES = torch_case("runner_crashes", lambda: Fn(lambda a: a * 2), inputs=[randn(7)])  # 7 elements: SIGSEGV
HANGS = torch_case("runner_hangs", lambda: Fn(lambda a: a + 1), inputs=[randn(5)])  # 5 elements: never ends

_FAULT = """
def fault(first_input):
    n = np.load(first_input).size
    if n == 7:
        os.kill(os.getpid(), signal.SIGSEGV)
    if n == 5:
        time.sleep(600)
"""

STAND_IN_TOOL = """#!{python}
import os, signal, sys, time
import numpy as np
{fault}
args = sys.argv[1:]
fault(next(a[len("--input=@"):] for a in args if a.startswith("--input=@")))
os.execv({real!r}, [{real!r}, *args])
"""

STAND_IN_RUNNER = """
import os, signal, sys, time
from multiprocessing.connection import Connection
import numpy as np
from conformance.pipeline import runner
{fault}
def invoke(request):
    fault(request["inputs"][0])
    runner.invoke(request)

runner.serve(Connection(int(sys.argv[1])), invoke)
"""


@pytest.fixture
def faulty(cfg: RunConfig, tools: ToolSet, tmp_path: Path) -> RunConfig:
    tool = tmp_path / "iree-run-module"
    tool.write_text(STAND_IN_TOOL.format(python=sys.executable, fault=_FAULT, real=str(tools.run_module)))
    tool.chmod(0o755)
    script = tmp_path / "stand_in_runner.py"
    script.write_text(STAND_IN_RUNNER.format(fault=_FAULT))
    faulty_tools = dataclasses.replace(tools, run_module=tool)
    return dataclasses.replace(cfg, tools=faulty_tools, run_timeout=3, runner=(sys.executable, str(script)))


def _static(case):
    return next(v for v in variants(case) if v.name == "static")


def _runner_pid(cfg: RunConfig) -> int | None:
    assert cfg.runner is not None
    r = cfg.state.runners.get(cfg.runner)
    return r.proc.pid if r is not None and r.proc is not None else None


def test_the_runner_gives_what_iree_run_module_gives(cfg, tools, tmp_path):
    runner = default_runner(tools, "local-task")
    assert runner is not None  # the installed runtime's tools on a CPU device
    imp = import_case(GOOD, _static(GOOD), cfg.cache_root)
    c = compile_module(imp.mlir, cfg.profile.flags("O1", "host"), tools, cfg.cache_root, 120)
    assert c.vmfb is not None
    by_tool = run_module(tools, "local-task", c.vmfb, imp.inputs(), 1, tmp_path / "tool", 60, imp.function)
    served = RunState().runner(runner)
    by_runner = run_module(tools, "local-task", c.vmfb, imp.inputs(), 1, tmp_path / "r", 60, imp.function, served)
    assert by_tool.status is by_runner.status is Status.PASS
    assert not by_tool.by_runner and by_runner.by_runner
    a, b = np.load(by_tool.outputs[0]), np.load(by_runner.outputs[0])
    assert a.dtype == b.dtype and np.array_equal(a, b)
    assert by_runner.seconds > 0  # the time the runner spent on it: the run stage's duration
    # No runner where its binding is not the runtime under test, or on vulkan (lavapipe).
    assert default_runner(dataclasses.replace(tools, imported_runtime=False), "local-task") is None
    assert default_runner(tools, "vulkan") is None


@pytest.mark.slow
def test_a_crash_and_a_hang_in_the_runner_are_their_own_cells_and_the_runner_restarts(faulty):
    batch = [(c, _static(c)) for c in (GOOD, CRASHES, HANGS)]  # one batch module, three functions

    first = run_cell(GOOD, _static(GOOD), "O0", faulty, batch)
    assert first.status is Status.PASS, first.message
    before = _runner_pid(faulty)
    assert before is not None

    crashed = recorded(run_cell(CRASHES, _static(CRASHES), "O0", faulty, batch), faulty)
    assert crashed.status is Status.CRASH and crashed.stage == "run", crashed.message
    assert crashed.signature == "crash: iree-run-module SIGSEGV"
    assert "commands.sh" in {p.name for p in Path(crashed.repro or "").iterdir()}

    after_crash = run_cell(GOOD, _static(GOOD), "O0", faulty, batch)
    assert after_crash.status is Status.PASS, after_crash.message
    restarted = _runner_pid(faulty)
    assert restarted is not None and restarted != before

    # A run that never ends times out under any limit: a short one spares the four waits
    # (runner and tool, in the batch's module and then alone) that confirm it.
    hung = run_cell(HANGS, _static(HANGS), "O0", dataclasses.replace(faulty, run_timeout=1), batch)
    assert hung.status is Status.TIMEOUT and hung.stage == "run"
    assert hung.signature == "timeout: iree-run-module ran past its time limit"

    again = run_cell(GOOD, _static(GOOD), "O0", faulty, batch)
    assert again.status is Status.PASS, again.message
    assert _runner_pid(faulty) not in (None, before, restarted)


def test_wrong_numbers_from_the_runner_are_confirmed_by_iree_run_module(cfg, tools):
    from conformance.pipeline import cache

    with_runner = dataclasses.replace(cfg, runner=default_runner(tools, "local-task"))
    assert run_cell(GOOD, _static(GOOD), "O0", with_runner).status is Status.PASS
    expected = next((cfg.cache_root / "import").glob("*/expected_0.npy"))
    wrong = np.load(expected)
    wrong[0, 0] += 1.0
    np.save(expected, wrong)
    cache.seal(expected.parent)  # stored so: a wrong reference, not a corrupt entry (which is rebuilt)
    r = recorded(run_cell(GOOD, _static(GOOD), "O0", with_runner), with_runner)
    assert r.status is Status.MISMATCH and r.signature == "mismatch: output 0 values differ"
    actual = Path(r.repro or "") / "actual_output_0.npy"
    assert actual.exists() and np.load(actual)[0, 0] == -np.load(imp_input(cfg))[0, 0]


def imp_input(cfg: RunConfig) -> Path:
    return next((cfg.cache_root / "import").glob("*/input_0.npy"))
