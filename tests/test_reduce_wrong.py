"""Wrong numbers reduced: after localization names the first wrong node, the
program is cut down to what still gives wrong numbers there, and reduced.py
shows them standalone (a stand-in compiler: the real one, given the module
with its aten.sub turned into aten.add)."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.analyses import analysis_for
from conformance.case import variants
from conformance.cell import Status
from conformance.pipeline.run_cell import RunConfig, run_cell
from tests.harness import analysis_context, recorded_after
from tests.test_localize import MUL_THEN_TANH, SUB_CHAIN, SUB_TO_ADD, TANH_CLOBBERS_MUL


@pytest.fixture
def cfg(warm_cfg: RunConfig) -> RunConfig:
    """conftest's ``warm_cfg``: these tests read no cache folder, and a stand-in's
    compiles are keyed by its own path, so they are never served to another."""
    return warm_cfg


@pytest.mark.slow
def test_a_wrong_number_is_reduced_to_its_op_and_reduced_py_shows_it_standalone(cfg, tools, stand_in_tools):
    wrong = dataclasses.replace(cfg, tools=stand_in_tools(SUB_TO_ADD.format(real=tools.compile)))
    static = next(v for v in variants(SUB_CHAIN) if v.name == "static")
    outcome = run_cell(SUB_CHAIN, static, "O1", wrong)
    assert outcome.status is Status.MISMATCH, outcome.message
    analyze = analysis_for(Status.MISMATCH)
    assert analyze is not None
    ctx = analysis_context(SUB_CHAIN, static, "O1", wrong, outcome, 300)
    culprit, signature = analyze(ctx)
    result = recorded_after(ctx, (culprit, signature))
    assert result.repro
    assert signature == "mismatch: aten.sub.Tensor: values differ" and culprit["op"] == "aten.sub.Tensor"
    reduced = culprit["reduced"]
    assert (reduced["nodes_before"], reduced["nodes_after"], reduced["stopped"]) == (4, 1, "minimal"), culprit
    script = Path(result.repro) / "reduced.py"
    assert "conformance" not in script.read_text() and "aten.sub" in (script.parent / "reduced.mlir").read_text()

    def standalone(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, script.name], cwd=script.parent, env={**os.environ, **env},
            capture_output=True, text=True, timeout=300,
        )  # fmt: skip

    with_wrong = standalone({"IREE_TOOL_PATH": str(wrong.tools.compile.parent)})
    assert with_wrong.returncode == 1 and "output 0: values differ at " in with_wrong.stdout, with_wrong
    with_real = standalone({})
    assert with_real.returncode == 0 and "output 0: agrees with eager PyTorch" in with_real.stdout, with_real


def test_a_right_compiler_leaves_nothing_to_reduce(cfg, tools):
    """The same cell judged wrong by a compiler that is right: localization names no node, so no reduction runs."""
    static = next(v for v in variants(SUB_CHAIN) if v.name == "static")
    result = run_cell(SUB_CHAIN, static, "O1", cfg)
    assert result.status is Status.PASS
    forged = dataclasses.replace(result, status=Status.MISMATCH, signature="mismatch: output 0 values differ")
    analyze = analysis_for(Status.MISMATCH)
    assert analyze is not None
    culprit, _ = analyze(analysis_context(SUB_CHAIN, static, "O1", cfg, forged, 120))
    assert "reduced" not in culprit and "op" not in culprit, culprit


def test_an_op_that_makes_an_earlier_value_wrong_is_kept_with_the_value_it_makes_wrong(cfg, tools, stand_in_tools):
    """A store bug's shape (mul goes wrong only when the module holds a tanh): both stay, and mul's value is watched."""
    wrong = dataclasses.replace(cfg, tools=stand_in_tools(TANH_CLOBBERS_MUL.format(real=tools.compile)))
    static = next(v for v in variants(MUL_THEN_TANH) if v.name == "static")
    outcome = run_cell(MUL_THEN_TANH, static, "O1", wrong)
    assert outcome.status is Status.MISMATCH, outcome.message
    analyze = analysis_for(Status.MISMATCH)
    assert analyze is not None
    ctx = analysis_context(MUL_THEN_TANH, static, "O1", wrong, outcome, 300)
    culprit, _ = analyze(ctx)
    assert (culprit["op"], culprit["wrong_value"]) == ("aten.tanh.default", "mul"), culprit
    assert culprit["reduced"]["nodes_after"] == 2, culprit  # mul and tanh: neither alone is wrong
    reduced = (ctx.keep / "reduced.py").read_text()  # kept: the record copies it into the repro folder
    assert "aten.mul.Tensor" in reduced and "aten.tanh.default" in reduced


def test_reduced_py_writes_out_indices_whole_and_draws_only_large_floats() -> None:
    """A gather's indices drawn at random would be out of range: integers are written out (to 65,536 elements).
    So are floats, as their bytes past 256 elements: a wrong number may need the very values that met it."""
    import torch

    from conformance.analyses.reduce.torch_graph import _TEMPLATE, _tensor_source

    index = torch.randint(0, 7, (4, 3, 4, 9))
    assert torch.equal(eval(_tensor_source(index), {"torch": torch}), index)
    helpers: dict = {"torch": torch}
    exec(_TEMPLATE[_TEMPLATE.index("def exact(") : _TEMPLATE.index("gen = ")], helpers)  # reduced.py's own helper
    for floats in (torch.randn(4, 3, 4, 9), torch.randn(300).to(torch.bfloat16)):
        assert torch.equal(eval(_tensor_source(floats), helpers), floats)
    assert _tensor_source(torch.randn(70_000)).startswith("torch.randn((70000,), generator=gen)")
    empty = torch.zeros(2, 0, 6, 9)  # shrunk sizes can empty a value; a list of its values would be (2, 0)
    assert eval(_tensor_source(empty), {"torch": torch}).shape == empty.shape
