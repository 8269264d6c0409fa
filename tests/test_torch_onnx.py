"""The ONNX route of a PyTorch model (torch.onnx, then IREE's ONNX importer),
with the real exporter, importer, compiler and runtime: it runs and matches
eager with dynamic batch and sequence, shares the torch route's reference, and
says whose failure a failure is."""

from __future__ import annotations

import dataclasses
import json
import shutil
import time

import numpy as np
import pytest
import torch

from conformance.__main__ import main
from conformance.case import randint, torch_case, torch_onnx_case, variants
from conformance.cell import Status
from conformance.derived.routes import paired_in_run, paired_on_merge
from conformance.faults import FrontendRefused
from conformance.grid import build_grid
from conformance.pipeline import cache, onnx_frontend
from conformance.pipeline.imports import import_case
from conformance.pipeline.run_cell import run_cell
from conformance.render.markdown import render_markdown
from conformance.results.junit import write_junit
from conformance.results.record import outputs_folder
from tests.harness import accepted, recorded, run_harness, write_corpus


class Tagger(torch.nn.Module):
    """Token ids and a mask to per-token scores: an embedding, a masked mean over the
    sequence mixed back in, an MLP and a norm."""

    def __init__(self) -> None:
        super().__init__()
        self.embed = torch.nn.Embedding(50, 16)
        self.mlp = torch.nn.Sequential(torch.nn.Linear(32, 32), torch.nn.GELU(), torch.nn.Linear(32, 16))
        self.norm = torch.nn.LayerNorm(16)
        self.head = torch.nn.Linear(16, 5)

    def forward(self, ids: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        x = self.embed(ids) * mask.unsqueeze(-1)
        mean = x.sum(dim=1, keepdim=True) / mask.sum(dim=1, keepdim=True).unsqueeze(-1)
        h = self.mlp(torch.cat([x, mean.expand_as(x)], dim=-1))
        return self.head(self.norm(x + h))


FIELDS = {
    "inputs": [randint("batch", "seq", high=50), randint("batch", "seq", low=1, high=2)],  # mask: all ones
    "sizes": {"batch": 2, "seq": 6},
    "dynamic": ["batch", "seq"],
}
TORCH = accepted(torch_case("tagger", Tagger, **FIELDS))
ONNX = accepted(torch_onnx_case("tagger.onnx", Tagger, same_model_as="tagger", **FIELDS))


def _variant(case, name: str):
    return next(v for v in variants(case) if v.name == name)


def test_dynamic_batch_and_sequence_through_the_onnx_route_match_eager(cfg):
    r = run_cell(ONNX, _variant(ONNX, "dynamic"), "O2", cfg)
    assert r.status is Status.PASS, r.message
    mlir = next((cfg.cache_root / "import").glob("*/module.mlir")).read_text()
    assert 'torch.operator "onnx.' in mlir  # what IREE's ONNX importer writes, not torch.export's aten ops
    assert "!torch.vtensor<[?,?],si64>" in mlir  # batch and sequence symbolic


def test_both_routes_are_judged_against_the_same_reference(cfg):
    (torch_imported, onnx_imported) = (
        import_case(case, _variant(case, "static"), cfg.cache_root) for case in (TORCH, ONNX)
    )
    assert torch_imported.ok and onnx_imported.ok
    for a, b in zip(torch_imported.expected(), onnx_imported.expected(), strict=True):
        assert np.array_equal(np.load(a), np.load(b))  # the same weights and inputs: the same eager outputs
    for a, b in zip(torch_imported.inputs(), onnx_imported.inputs(), strict=True):
        assert np.array_equal(np.load(a), np.load(b))


def _both_recorded(cfg, since: float) -> list:
    """The two routes' dynamic cells run and recorded as a run records them, torch's first."""
    out = []
    for case in (TORCH, ONNX):  # each paired as it is recorded, as a run does
        r = recorded(run_cell(case, _variant(case, "dynamic"), "O2", cfg), cfg)
        out.append(paired_in_run(r, cfg.results_dir, since))
    return out


def test_two_routes_that_ran_are_compared_output_to_output(cfg, tmp_path):
    keep = dataclasses.replace(cfg, keep_outputs=True)
    results = _both_recorded(keep, time.time() - 1)
    assert [r.status for r in results] == [Status.PASS, Status.PASS], results[1].message
    # Compared once, into the record of the route recorded second; the grid reads records only.
    assert results[0].paired is None and results[1].paired == {"partner": results[0].cell.id}
    grid = build_grid(results, {})
    assert grid["routes"]["outputs"] == {"compared": 1, "not_kept": 0, "differ": []}
    unpaired = [dataclasses.replace(r, paired=None) for r in results]
    # The other route's files from before this run started are an earlier run's: never compared with.
    assert paired_in_run(unpaired[1], keep.results_dir, time.time() + 60).paired is None
    # The ONNX route's output moved at one element by more than rounding explains: the pair differs there,
    # as the merge of two runs' results finds it (each route recorded in a run of its own).
    kept = outputs_folder(keep.results_dir, results[1].cell) / "output_0.npy"
    moved = np.load(kept)
    moved[1, 2, 3] += 0.25
    np.save(kept, moved)
    for r in unpaired:
        write_junit([r], tmp_path / "runs" / r.cell.case / "junit-llvm-cpu.xml", {}, "conformance")
        shutil.copytree(keep.results_dir / "outputs", tmp_path / "runs" / r.cell.case / "outputs", dirs_exist_ok=True)
    assert main(["grid", str(tmp_path / "runs"), "--out", str(tmp_path / "grid")]) == 0
    grid = json.loads((tmp_path / "grid" / "grid.json").read_text())
    (row,) = grid["routes"]["outputs"]["differ"]
    assert (row["model"], row["dims"], row["output"], row["at"]) == ("tagger", "dynamic", 0, [1, 2, 3])
    assert abs(row["values"][1] - row["values"][0] - 0.25) < 1e-6 and row["float64"] is not None
    (onnx_cell,) = [c for c in grid["cells"] if c["case"] == "tagger.onnx"]
    assert onnx_cell["paired"]["differ"] == row["why"]  # on the record, where a later merge reads it
    assert "Both routes ran: 1 pairs compared output to output, 1 differ." in render_markdown(grid)
    # Where the runs' files are not at hand, the pair is counted as not compared, never as agreeing.
    assert build_grid(paired_on_merge(unpaired, [tmp_path / "elsewhere"]), {})["routes"]["outputs"]["not_kept"] == 1
    # Both routes wrong against a reference moved the same way: both mismatch, and they agree with each other.
    for expected in (cfg.cache_root / "import").glob("*/expected_0.npy"):
        np.save(expected, np.load(expected) + 1.0)
        cache.seal(expected.parent)
    results = _both_recorded(keep, time.time() - 1)
    assert [r.status for r in results] == [Status.MISMATCH, Status.MISMATCH]
    assert build_grid(results, {})["routes"]["outputs"] == {"compared": 1, "not_kept": 0, "differ": []}


class DataDependent(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * 2 if x.sum() > 0 else x - 1  # control flow on a value: torch.export refuses it


def test_an_export_refusal_is_fail_import_with_torchs_reason(cfg):
    from conformance.case import randn

    case = accepted(torch_onnx_case("data_dependent.onnx", DataDependent, inputs=[randn(3, 4)]))
    r = run_cell(case, variants(case)[0], "O2", cfg)
    assert r.status is Status.FAIL_IMPORT and r.stage == "import"
    assert r.signature and r.signature.startswith("fail-import: torch.onnx.export: ")
    assert "\x1b[" not in r.signature and "#x1B" not in r.signature  # torch's colors are no part of it
    assert "step 1/3" not in r.signature  # the first cause, not the wrapper's advice


def test_one_torch_onnx_export_per_case_and_variant_serves_each_consumer_its_own_copy(monkeypatch):
    """The import and the analyses (localization, reduction) of a case and variant at every opt
    level ask for the model torch.onnx writes: it is written once, each gets a copy it may rewrite; a
    refusal is not kept, so it is asked again (and refused again)."""
    from conformance.case import generate_inputs, randn
    from conformance.pipeline import torch_onnx_frontend
    from conformance.pipeline.recent import Recent

    made = []
    real = torch_onnx_frontend._export_onnx
    monkeypatch.setattr(torch_onnx_frontend, "_export_onnx", lambda *a: made.append(a[1].name) or real(*a))
    monkeypatch.setattr(torch_onnx_frontend, "_EXPORTS", Recent())
    static, inputs = _variant(ONNX, "static"), generate_inputs(ONNX)
    first = torch_onnx_frontend.FRONTEND.framework_graph(ONNX, static, inputs)
    del first.graph.node[:]  # what a consumer does to its copy stays in it
    second = torch_onnx_frontend.export_onnx(ONNX, static, inputs)
    assert len(second.graph.node) > 0 and second is not first
    torch_onnx_frontend.export_onnx(ONNX, _variant(ONNX, "dynamic"), inputs)
    assert made == ["static", "dynamic"]
    refused = accepted(torch_onnx_case("data_dependent_twice.onnx", DataDependent, inputs=[randn(3, 4)]))
    for _ in range(2):
        with pytest.raises(FrontendRefused):
            torch_onnx_frontend.export_onnx(refused, variants(refused)[0], generate_inputs(refused))
    assert made == ["static", "dynamic", "static", "static"]


def test_an_importer_refusal_is_the_importers(cfg, monkeypatch: pytest.MonkeyPatch):
    """IREE's importer refusing what torch.onnx wrote (it will not on demand: the
    real importer's exception type and message shape, raised in its place)."""
    from iree.compiler.extras.onnx_importer import OnnxImportError

    def refuse(model):
        raise OnnxImportError("Unhandled type: seq(tensor(float))")

    monkeypatch.setattr(onnx_frontend, "import_model", refuse)
    r = run_cell(ONNX, _variant(ONNX, "static"), "O2", cfg)
    assert r.status is Status.FAIL_IMPORT
    assert r.signature and "iree-import-onnx: OnnxImportError: Unhandled type" in r.signature
    assert "torch.onnx.export" not in r.signature


def test_a_repro_of_the_onnx_route_starts_from_model_onnx(cfg, tools, tmp_path):
    """A cell that fails to compile (a stand-in iree-compile refuses every module) keeps the
    file torch.onnx wrote, and its commands.sh imports it with iree-import-onnx first."""
    import dataclasses
    import os
    import shlex
    import subprocess
    import sys
    from pathlib import Path

    from conformance.pipeline.tools import find_tools
    from tests.harness import recorded, wrapped_tools

    refuse = 'echo "module.mlir:1:1: error: a stand-in refusal" >&2; exit 1'
    cfg = dataclasses.replace(cfg, tools=find_tools(wrapped_tools(tmp_path / "tools", tools, refuse)))
    outcome = run_cell(ONNX, _variant(ONNX, "static"), "O2", cfg)
    assert outcome.status is Status.FAIL_COMPILE
    folder = Path(str(recorded(outcome, cfg).repro))
    assert (folder / "model.onnx").is_file()
    script = (folder / "commands.sh").read_text().splitlines()
    steps = [shlex.split(line) for line in script if not line.startswith(("#", "cd ", "set "))]
    assert steps[0][0] == "iree-import-onnx" and steps[0][1:] == ["model.onnx", "-o", "module.mlir"]
    assert steps[1][0] == "iree-compile" and steps[1][1] == "module.mlir"
    kept = (folder / "module.mlir").read_text()
    path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"  # tools by name, from PATH
    env = {**os.environ, "PATH": path}
    proc = subprocess.run(steps[0], cwd=folder, capture_output=True, text=True, timeout=120, env=env)  # the real one
    assert proc.returncode == 0, proc.stderr
    signature = next(line for line in kept.splitlines() if "func.func @" in line)
    assert signature in (folder / "module.mlir").read_text()  # the importer's CLI writes the same function


class Normed(torch.nn.Module):
    """A conv, then a GroupNorm (torch.onnx writes Reshape, InstanceNormalization, Reshape) and GELU."""

    def __init__(self) -> None:
        super().__init__()
        self.conv = torch.nn.Conv1d(1, 8, 4, stride=2)
        self.norm = torch.nn.GroupNorm(8, 8)

    def forward(self, wave: torch.Tensor) -> torch.Tensor:
        return torch.nn.functional.gelu(self.norm(self.conv(wave)))


@pytest.mark.slow
def test_a_wrong_onnx_route_is_localized_to_the_first_wrong_onnx_node(cfg):
    """IREE 3.13: an InstanceNormalization over a dynamic dim gives NaN (docs/bugs/onnx_instance_norm_dynamic.py).
    The ONNX route's mismatch is localized in the graph torch.onnx wrote, against onnx's evaluator."""
    from conformance.analyses.localize import localize_cell
    from conformance.case import randn
    from tests.harness import analysis_context

    case = accepted(torch_onnx_case("normed.onnx", Normed, inputs=[randn(2, 1, "T")], sizes={"T": 40}, dynamic=["T"]))
    variant = _variant(case, "dynamic")
    outcome = run_cell(case, variant, "O0", cfg)
    assert outcome.status is Status.MISMATCH, outcome.message
    culprit, signature = localize_cell(analysis_context(case, variant, "O0", cfg, outcome))
    assert culprit["op"] == "onnx.InstanceNormalization", culprit
    assert signature and signature.startswith("mismatch: onnx.InstanceNormalization: "), signature


class Double(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * 2.0


def test_an_export_that_computes_otherwise_is_torchs_failure_not_the_compilers(cfg, monkeypatch):
    """What torch.onnx wrote is run by onnx's ReferenceEvaluator and judged by the cell's oracle
    before the compiler is: a model that disagrees with eager is fail-import, torch.onnx's. (A real
    export does that on demand for no small model: helium's graph dropped an epsilon of 1e-8. The
    stand-in exporter writes x * 2.002 for x * 2, as a valid ONNX model.)"""
    import onnx
    from onnx import TensorProto, helper

    from conformance.case import randn
    from conformance.pipeline import torch_onnx_frontend

    case = accepted(torch_onnx_case("double.onnx", Double, inputs=[randn(2, 8)]))
    assert run_cell(case, variants(case)[0], "O2", cfg).status is Status.PASS  # the real export is right

    def off_by_a_little(case, variant, inputs) -> onnx.ModelProto:
        two = helper.make_tensor("two", TensorProto.FLOAT, [], [2.002])
        graph = helper.make_graph(
            [helper.make_node("Mul", ["x", "two"], ["y"])],
            "main_graph",
            [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 8])],
            [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 8])],
            [two],
        )
        return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 18)])

    monkeypatch.setattr(torch_onnx_frontend, "export_onnx", off_by_a_little)
    other = accepted(torch_onnx_case("double_again.onnx", Double, inputs=[randn(2, 8)]))  # another import entry
    r = run_cell(other, variants(other)[0], "O2", cfg)
    assert r.status is Status.FAIL_IMPORT and r.stage == "import", r.message
    assert r.signature == (
        "fail-import: torch.onnx.export: the exported model computes otherwise than eager: "
        "output 0: values differ (onnx's reference evaluator)"
    )


ROUTES_CORPUS = """
import torch
from conformance.case import randn, torch_case, torch_onnx_case

torch_case("mlp", lambda: torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.Tanh()), inputs=[randn(2, 4)])
torch_onnx_case("mlp.onnx", lambda: torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.Tanh()),
                inputs=[randn(2, 4)], same_model_as="mlp")
"""


def test_a_run_compares_the_routes_as_it_records_them(pytester: pytest.Pytester, tmp_path):
    """Through the plugin: the route recorded second carries the comparison, in the JUnit file as in
    grid.json, so merging the run's results later compares nothing again."""
    corpus = write_corpus(tmp_path / "corpus", ROUTES_CORPUS)
    run_harness(pytester, corpus, tmp_path / "out", "--keep-outputs", "--opt=O2", "-q")
    grid = json.loads((tmp_path / "out" / "grid.json").read_text())
    assert [c["status"] for c in grid["cells"]] == ["pass", "pass"]
    assert grid["routes"]["outputs"] == {"compared": 1, "not_kept": 0, "differ": []}
    paired = [c["paired"] for c in grid["cells"] if c.get("paired")]
    assert len(paired) == 1 and paired[0]["partner"] in {c["id"] for c in grid["cells"]}
    junit = (tmp_path / "out" / "junit-llvm-cpu.xml").read_text()
    assert junit.count('name="conformance.paired"') == 1
