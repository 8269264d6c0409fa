"""Localization of wrong numbers: the first wrong graph node.

The bisection itself on synthetic graphs (which node, how many builds); then
the real thing: a compiler made wrong on purpose at one known op (the real
iree-compile behind a stand-in that rewrites ``aten.sub`` into ``aten.add``),
and a real IREE 3.13 miscompile of this corpus.
"""

from __future__ import annotations

import dataclasses
import math
import re
import subprocess
import types
from pathlib import Path

import numpy as np
import pytest
import torch

from conformance.analyses.common.bisect import Evaluate, NotFound, array_differs, first_wrong
from conformance.analyses.common.graph import Graph, Node, cut
from conformance.analyses.context import Context
from conformance.analyses.localize import localize_cell
from conformance.case import onnx_case, randn, torch_case, variants
from conformance.cell import Status
from conformance.corpus import load_all
from conformance.pipeline.run_cell import RunConfig, run_cell
from tests.harness import accepted, analysis_context, recorded_after


class SubChain(torch.nn.Module):
    def forward(self, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        return torch.relu(x * 2 - y).sum(-1)


SUB_CHAIN = accepted(torch_case("localize_sub_chain", SubChain, inputs=[randn(4, 8), randn(4, 8)]))


@pytest.fixture
def cfg(warm_cfg: RunConfig) -> RunConfig:
    """conftest's ``warm_cfg``: these tests read no cache folder, and a stand-in's
    compiles are keyed by its own path, so they are never served to another."""
    return warm_cfg


def _chain(n: int, wrong_from: int, *, wrong_inputs_too: bool = False) -> tuple[Graph, list, Evaluate]:
    """A chain of n nodes; the build under test is wrong from node ``wrong_from`` on."""
    nodes = tuple(Node(f"n{i}", f"op{i}", (f"n{i - 1}",) if i else ()) for i in range(n))
    builds: list[list[str]] = []

    def evaluate(names):
        builds.append(list(names))
        last = max(int(x[1:]) for x in names)
        out = {}
        for x in names:
            i = int(x[1:])
            bad = i >= wrong_from or (wrong_inputs_too and last >= wrong_from and i == wrong_from - 1)
            out[x] = np.full(3, float(i) + (0.5 if bad else 0.0), np.float32)
        return out

    graph = Graph(nodes, (f"n{n - 1}",), lambda x: np.full(3, float(x[1:]), np.float32), lambda names: ("", "main"))
    return graph, builds, evaluate


@pytest.mark.parametrize(("n", "bad"), [(1, 0), (2, 1), (15, 0), (15, 7), (64, 37), (64, 63)])
def test_bisection_names_the_first_wrong_node_in_about_log2_builds(n, bad):
    graph, builds, evaluate = _chain(n, bad)
    found = first_wrong(graph, evaluate, array_differs(SUB_CHAIN))
    assert found.node.name == f"n{bad}" and found.index == bad
    assert found.kind == "values" and found.max_abs == pytest.approx(0.5)
    assert len(builds) == found.compiles <= math.ceil(math.log2(n)) + 1


def test_a_wrong_size_that_flows_back_into_the_input_still_names_the_node_that_adds_it():
    # Cut k returns node k's input wrong too (as a wrong dynamic size does in IREE); the cut
    # before it returned that input right: the node added at the first wrong cut is named.
    graph, _, evaluate = _chain(20, 11, wrong_inputs_too=True)
    assert first_wrong(graph, evaluate, array_differs(SUB_CHAIN)).node.name == "n11"


def test_a_node_that_makes_an_earlier_value_wrong_is_named_with_that_evidence():
    # A store bug: adding n9 (its own value right) makes n4's value wrong, though n4
    # was right in every build that ends before n9. n4 stays live (n19 reads it).
    nodes = [Node(f"n{i}", f"op{i}", (f"n{i - 1}",) if i else ()) for i in range(20)]
    nodes[19] = Node("n19", "op19", ("n18", "n4"))
    graph = Graph(tuple(nodes), ("n19",), lambda x: np.full(3, float(x[1:]), np.float32), lambda names: ("", "main"))

    def evaluate(names):
        last = max(int(x[1:]) for x in names)
        return {x: np.full(3, float(x[1:]) + (0.5 if x == "n4" and last >= 9 else 0.0), np.float32) for x in names}

    found = first_wrong(graph, evaluate, array_differs(SUB_CHAIN))
    assert found.node.name == "n9" and found.corrupts == "n4" and found.kind == "values"
    assert "makes the earlier value n4 wrong" in found.evidence


def test_cut_returns_live_values_and_the_inputs_of_the_last_node():
    nodes = (Node("a", "x", ()), Node("b", "x", ("a",)), Node("c", "x", ("b",)), Node("d", "x", ("a", "c")))
    graph = Graph(nodes, ("d",), lambda n: np.zeros(1), lambda names: ("", "main"))
    assert cut(graph, 0) == ["a"]
    assert cut(graph, 1) == ["a", "b"]  # a is read by d later
    assert cut(graph, 2) == ["a", "b", "c"]  # b: c's input
    assert cut(graph, 3) == ["a", "c", "d"]


def test_no_node_is_named_when_every_prefix_is_right():
    graph, _, evaluate = _chain(8, 99)
    with pytest.raises(NotFound, match="only when no intermediate value is returned"):
        first_wrong(graph, evaluate, array_differs(SUB_CHAIN))


def _ctx(case, dims, opt, cfg, outcome, seconds=600.0) -> Context:
    variant = next(v for v in variants(case) if v.name == dims)
    return analysis_context(case, variant, opt, cfg, outcome, seconds)


_REWRITING = """
case "$1" in --version|--help-list-hidden) exec {{real}} "$1";; esac
in="$1"; shift
{guard}t=$(mktemp --suffix=.mlir)
{rewrite}
{{real}} "$t" "$@"; rc=$?
rm -f "$t"
exit $rc
"""


def _rewriting(rewrite: str, guard: str = "") -> str:
    """A stand-in iree-compile script (its ``{real}`` still to fill): the real
    compiler on a copy of the module that the shell line ``rewrite`` writes from
    "$in" to "$t"; ``guard`` may hand other compiles to the real one untouched."""
    return _REWRITING.format(rewrite=rewrite, guard=guard)


_SUB_BECOMES_ADD = 'sed \'s/torch.aten.sub.Tensor/torch.aten.add.Tensor/g\' "$in" > "$t"'
# The real iree-compile, given the module with every aten.sub turned into aten.add:
# a compiler that miscompiles exactly one op of the graph.
SUB_TO_ADD = _rewriting(_SUB_BECOMES_ADD)


@pytest.mark.slow
def test_a_compiler_wrong_at_one_known_op_is_localized_to_that_node(cfg, tools, stand_in_tools):
    wrong = dataclasses.replace(cfg, tools=stand_in_tools(SUB_TO_ADD.format(real=tools.compile)))
    variant = next(v for v in variants(SUB_CHAIN) if v.name == "static")
    result = run_cell(SUB_CHAIN, variant, "O1", wrong)
    assert result.status is Status.MISMATCH, result.message
    culprit, signature = localize_cell(_ctx(SUB_CHAIN, "static", "O1", wrong, result))
    assert culprit["op"] == "aten.sub.Tensor", culprit
    assert culprit["node"] == "sub (node 2 of 4)" and culprit["nodes"] == 4
    assert culprit["source"].startswith("test_localize.py:") and "x * 2 - y" in culprit["source"]
    assert culprit["max_abs"] > 0
    # This compiler is wrong at every opt level: no build is right to compare dispatches with.
    assert culprit["why"].startswith("dispatch: no reference build: ") and "dispatch" not in culprit
    assert signature == "mismatch: aten.sub.Tensor: values differ"
    # The right compiler: the same prefixes are right, and nothing is named.
    culprit, signature = localize_cell(_ctx(SUB_CHAIN, "static", "O1", cfg, result))
    assert "op" not in culprit and "only when no intermediate value" in culprit["why"] and signature is None


class MulThenTanh(torch.nn.Module):
    def forward(self, x: torch.Tensor, y: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        return x * y, torch.tanh(y)


MUL_THEN_TANH = accepted(torch_case("localize_mul_then_tanh", MulThenTanh, inputs=[randn(4, 8), randn(4, 8)]))

# A store bug's shape: the module goes wrong at an earlier op (mul) only when a
# later one (tanh) is in it, whose own value stays right (mul becomes div).
TANH_CLOBBERS_MUL = _rewriting(
    'cp "$in" "$t"\n'
    'grep -q torch.aten.tanh "$in" && sed \'s/torch.aten.mul.Tensor/torch.aten.div.Tensor/g\' "$in" > "$t"'
)


def test_an_op_that_makes_an_earlier_value_wrong_is_named_in_the_signature(cfg, tools, stand_in_tools):
    wrong = dataclasses.replace(cfg, tools=stand_in_tools(TANH_CLOBBERS_MUL.format(real=tools.compile)))
    variant = next(v for v in variants(MUL_THEN_TANH) if v.name == "static")
    result = run_cell(MUL_THEN_TANH, variant, "O1", wrong)
    assert result.status is Status.MISMATCH, result.message
    culprit, signature = localize_cell(_ctx(MUL_THEN_TANH, "static", "O1", wrong, result))
    assert culprit.get("op") == "aten.tanh.default", culprit
    assert "makes the earlier value mul wrong" in culprit["evidence"]
    assert signature == "mismatch: aten.tanh.default: makes an earlier value wrong (values differ)"


class SubWithBuffer(torch.nn.Module):
    """A non-persistent buffer (as RoPE's ``inv_freq`` in every transformers
    decoder): the prefix programs must be imported as the pipeline imports."""

    def __init__(self) -> None:
        super().__init__()
        self.scale: torch.Tensor
        self.register_buffer("scale", torch.full((8,), 2.0), persistent=False)

    def forward(self, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        return torch.relu(x * self.scale - y).sum(-1)


SUB_WITH_BUFFER = accepted(torch_case("localize_sub_with_buffer", SubWithBuffer, inputs=[randn(4, 8), randn(4, 8)]))


def test_a_model_with_a_non_persistent_buffer_is_localized(cfg, tools, stand_in_tools):
    wrong = dataclasses.replace(cfg, tools=stand_in_tools(SUB_TO_ADD.format(real=tools.compile)))
    variant = next(v for v in variants(SUB_WITH_BUFFER) if v.name == "static")
    result = run_cell(SUB_WITH_BUFFER, variant, "O1", wrong)
    assert result.status is Status.MISMATCH, result.message
    culprit, signature = localize_cell(_ctx(SUB_WITH_BUFFER, "static", "O1", wrong, result))
    assert culprit.get("op") == "aten.sub.Tensor", culprit
    assert signature == "mismatch: aten.sub.Tensor: values differ"


def test_a_node_from_library_code_names_the_case_line_and_the_library_line():
    """An hf case's nodes come from transformers' modeling code: the case's own
    line (its forward wrapper) says little without the model's line."""
    from conformance.analyses.common.torch_graph import _source_line

    trace = (
        '  File "/corpus/hf.py", line 152, in forward\n    return getattr(self.model(pixel_values=x), self.output)\n'
        '  File "/site/transformers/models/siglip/modeling_siglip.py", line 245, in forward\n'
        "    embeddings = embeddings + self.position_embedding(self.position_ids)\n"
    )
    node = types.SimpleNamespace(meta={"stack_trace": trace})
    assert _source_line(node, "/corpus/hf.py") == (
        "hf.py:152: return getattr(self.model(pixel_values=x), self.output)"
        " -> modeling_siglip.py:245: embeddings = embeddings + self.position_embedding(self.position_ids)"
    )
    own_only = types.SimpleNamespace(meta={"stack_trace": trace.split('  File "/site')[0]})
    assert _source_line(own_only, "/corpus/hf.py").startswith("hf.py:152: ") and "->" not in _source_line(
        own_only, "/corpus/hf.py"
    )
    assert _source_line(node, "/elsewhere/other.py") == ""


def test_out_of_budget_is_recorded_as_why(cfg, tools, stand_in_tools):
    wrong = dataclasses.replace(cfg, tools=stand_in_tools(SUB_TO_ADD.format(real=tools.compile)))
    variant = next(v for v in variants(SUB_CHAIN) if v.name == "static")
    result = run_cell(SUB_CHAIN, variant, "O1", wrong)
    culprit, signature = localize_cell(_ctx(SUB_CHAIN, "static", "O1", wrong, result, seconds=-1))
    assert culprit == {"nodes": 4, "why": "budget"} and signature is None


@pytest.mark.slow
def test_real_miscompile_multihead_attention_dynamic_is_named_at_the_view_of_batch_times_sequence(cfg):
    # IREE 3.13: nn.MultiheadAttention with dynamic batch and sequence dims returns eager row 2r
    # as row r. The first wrong node is the view to [S*B, E] after attention: its rows come out S.
    case = next(c for c in load_all() if c.name == "multihead_attention_module")
    variant = next(v for v in variants(case) if v.name == "dynamic")
    result = run_cell(case, variant, "O1", cfg)
    assert result.status is Status.MISMATCH
    culprit, signature = localize_cell(_ctx(case, "dynamic", "O1", cfg, result))
    assert culprit["op"] == "aten.view.default" and culprit["node"].startswith("view_7 (node 22 of 25)"), culprit
    assert signature == "mismatch: aten.view.default: shapes differ"


def _traced(cfg, tmp_path, *run_flags: str) -> tuple[str, np.ndarray]:
    """SUB_CHAIN built with dispatch tracing by the real tools; (trace text, the module's output)."""
    from conformance.analyses.localize.dispatch import TRACE_FLAG
    from conformance.pipeline.compile import compile_module
    from conformance.pipeline.execute import run_argv
    from conformance.pipeline.imports import import_case
    from conformance.pipeline.tools import run_tool

    imported = import_case(SUB_CHAIN, variants(SUB_CHAIN)[0], cfg.cache_root)
    flags = (*cfg.profile.flags("O1", "host"), TRACE_FLAG)
    compiled = compile_module(imported.mlir, flags, cfg.tools, cfg.cache_root, 120)
    out = tmp_path / "out.npy"
    assert compiled.vmfb is not None
    argv = run_argv(cfg.tools, "local-task", compiled.vmfb, imported.inputs(), [out], imported.function)
    ran = run_tool([*argv, *run_flags], 60)
    assert ran.returncode == 0, ran.stderr
    return ran.stderr, np.load(out)


def test_parse_a_real_dispatch_trace(cfg, tmp_path):
    from conformance.analyses.localize.trace import MAX_ELEMENTS, parse_trace

    text, output = _traced(cfg, tmp_path, f"--output_max_element_count={MAX_ELEMENTS}")
    assert text.startswith("=== main$async_dispatch_0::main$async_dispatch_0_")
    dispatches = parse_trace(text)
    assert dispatches and all(d.symbol.startswith(d.export + "_") for d in dispatches)
    first, last = dispatches[0], dispatches[-1]
    inputs = [np.load(p) for p in sorted(import_case_inputs(cfg))]
    assert [a.shape for a in first.inputs] == [(4, 8), (4, 8)]
    for a, b in zip(first.inputs, inputs, strict=True):  # printed with 6 significant digits
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(last.outputs[-1], output, rtol=1e-5, atol=1e-5)


def test_a_trace_with_a_cut_tensor_is_refused_never_read_short(cfg, tmp_path):
    # The 3.13 runtime printed every traced tensor whole here (the largest tried: 4,352
    # elements), whatever --output_max_element_count says; an elided one would end in "...".
    from conformance.analyses.localize.trace import TraceError, parse_trace

    text, _ = _traced(cfg, tmp_path, "--output_max_element_count=4")
    assert "..." not in text and len(parse_trace(text)) >= 1
    cut = re.sub(r"(=\[[^\]]*?) [^ \]]+\]", r"\1...]", text, count=1)
    with pytest.raises(TraceError, match="element limit"):
        parse_trace(cut)


def import_case_inputs(cfg):
    from conformance.pipeline.imports import import_case

    return import_case(SUB_CHAIN, variants(SUB_CHAIN)[0], cfg.cache_root).inputs()


# Wrong only at O1: the other opt levels make a right reference build.
SUB_TO_ADD_AT_O1 = _rewriting(
    _SUB_BECOMES_ADD, guard='case "$*" in *--iree-opt-level=O1*) ;; *) exec {real} "$in" "$@" ;; esac\n'
)


def test_the_first_wrong_dispatch_is_named_against_a_right_opt_level_and_written_to_the_repro(
    cfg, tools, stand_in_tools
):
    wrong = dataclasses.replace(cfg, tools=stand_in_tools(SUB_TO_ADD_AT_O1.format(real=tools.compile)))
    outcome = run_cell(SUB_CHAIN, variants(SUB_CHAIN)[0], "O1", wrong)
    assert outcome.status is Status.MISMATCH
    ctx = _ctx(SUB_CHAIN, "static", "O1", wrong, outcome)
    culprit, signature = localize_cell(ctx)
    result = recorded_after(ctx, (culprit, signature))
    assert result.repro
    assert culprit["op"] == "aten.sub.Tensor" and signature == "mismatch: aten.sub.Tensor: values differ"
    assert culprit["dispatch"].startswith("main$async_dispatch_"), culprit
    assert culprit["reference"].startswith("llvm-cpu O") and "O1" not in culprit["reference"].split("(")[0]
    folder = Path(result.repro) / "dispatch"
    assert (folder / "dispatch_source.mlir").read_text().count("hal.executable") >= 1
    assert (folder / "input_0.npy").exists() and (folder / "expected_0.npy").exists()
    ran = subprocess.run(["sh", str(folder / "dispatch.sh")], capture_output=True, text=True, timeout=120)
    assert ran.returncode == 0, ran.stderr
    assert re.search(r"output 0: max abs difference [1-9][\d.]* from the reference build", ran.stdout), ran.stdout


def test_localize_command_refuses_an_unknown_cell_in_one_line_and_changes_nothing(tmp_path, capsys):
    from conformance.__main__ import main
    from conformance.cell import Cell, CellResult
    from conformance.grid import build_grid, write_grid

    cell = Cell("localize_sub_chain", "llvm-cpu", "O1", "static")
    write_grid(build_grid([CellResult(cell, "host", Status.PASS, "compare", None)], {}), tmp_path)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    for arg, says in [
        ("nope[llvm-cpu|O1|static]", "nope[llvm-cpu|O1|static]: no such cell in"),
        ("not-a-cell-id", "not a cell id"),
        (cell.id, f"{cell.id}: status pass, not mismatch: nothing to localize"),
    ]:
        assert main(["localize", str(tmp_path), arg]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and says in err, err
    assert main(["localize", str(tmp_path / "missing"), cell.id]) == 2
    assert "grid.json: not a grid.json of this harness: FileNotFoundError" in capsys.readouterr().err
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before


def _onnx_mul_sub_relu():
    import onnx
    from onnx import TensorProto, helper

    nodes = [
        helper.make_node("Mul", ["x", "x"], ["m"]),
        helper.make_node("Sub", ["m", "y"], ["d"]),
        helper.make_node("Relu", ["d"], ["r"]),
    ]
    io = [helper.make_tensor_value_info(n, TensorProto.FLOAT, [4, 8]) for n in ("x", "y", "r")]
    graph = helper.make_graph(nodes, "g", io[:2], io[2:])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=onnx.IR_VERSION)


ONNX_CHAIN = onnx_case("localize_onnx_chain", _onnx_mul_sub_relu, inputs=[randn(4, 8), randn(4, 8)])
ONNX_SUB_TO_ADD = SUB_TO_ADD_AT_O1.replace("torch.aten.sub.Tensor/torch.aten.add.Tensor", '"onnx.Sub"/"onnx.Add"')


def test_an_onnx_graph_wrong_at_one_known_node_is_localized_against_the_reference_evaluator(cfg, tools, stand_in_tools):
    wrong = dataclasses.replace(cfg, tools=stand_in_tools(ONNX_SUB_TO_ADD.format(real=tools.compile)))
    result = run_cell(ONNX_CHAIN, variants(ONNX_CHAIN)[0], "O1", wrong)
    assert result.status is Status.MISMATCH, result.message
    culprit, signature = localize_cell(_ctx(ONNX_CHAIN, "static", "O1", wrong, result))
    assert culprit.get("op") == "onnx.Sub" and culprit["node"] == "d (node 2 of 3)", culprit
    assert "$async_dispatch_" in culprit["dispatch"] and "why" not in culprit, culprit
    assert signature == "mismatch: onnx.Sub: values differ"


PLUGIN_CORPUS = """
import torch
from conformance.case import randn, torch_case


class SubChain(torch.nn.Module):
    def forward(self, x, y):
        return torch.relu(x * 2 - y).sum(-1)


torch_case("sub_chain", SubChain, inputs=[randn(4, 8), randn(4, 8)])
"""


@pytest.mark.slow
def test_the_plugin_localizes_a_new_mismatch_into_grid_json_and_junit(pytester, tmp_path, tools, stand_in_tools):
    import json

    from tests.harness import run_harness, write_corpus

    wrong = stand_in_tools(SUB_TO_ADD_AT_O1.format(real=tools.compile))
    corpus = write_corpus(tmp_path / "corpus", PLUGIN_CORPUS)
    out = tmp_path / "results"
    run = run_harness(pytester, corpus, out, "--opt=O1", f"--iree-tools={wrong.compile.parent}")
    assert run.ret == 1  # a regression: expected to pass
    (cell,) = json.loads((out / "grid.json").read_text())["cells"]
    assert cell["status"] == "mismatch" and cell["signature"] == "mismatch: aten.sub.Tensor: values differ"
    assert cell["culprit"]["node"] == "sub (node 2 of 4)" and cell["culprit"]["dispatch"], cell["culprit"]
    assert cell["culprit"]["pipeline_signature"] == "mismatch: output 0 values differ"  # what the verdict compares
    junit = (out / "junit-llvm-cpu.xml").read_text()
    assert "aten.sub.Tensor" in junit and "sub (node 2 of 4)" in junit
    assert "aten.sub.Tensor" in (out / "grid.md").read_text()


def test_an_accuracy_only_mismatch_is_not_bisected_against_eager(cfg, tmp_path):
    """Outputs within the case's tolerance of eager: only the float64 oracle called them
    wrong, so comparing nodes with eager values would find every node right. The
    culprit says so; nothing is compiled."""
    from conformance.analyses.localize import ACCURACY_ONLY
    from conformance.cell import Cell
    from conformance.pipeline.imports import Imported
    from conformance.pipeline.outcome import CellOutcome

    program = tmp_path / "import"
    program.mkdir()
    np.save(program / "expected_0.npy", np.array([1.0, 2.0], np.float32))
    np.save(tmp_path / "output_0.npy", np.array([1.0, 2.0000002], np.float32))
    case = SUB_CHAIN
    imported = Imported(program, True, Status.PASS, "", 0.0, True, "main")
    outcome = CellOutcome(
        Cell(case.name, "llvm-cpu", "O2", "static"), "host", "", Status.MISMATCH, "compare", "mismatch: x",
        imported=imported, outputs=(tmp_path / "output_0.npy",),
    )  # fmt: skip
    assert localize_cell(_ctx(case, "static", "O2", cfg, outcome)) == ({"why": ACCURACY_ONLY}, None)
    assert not (tmp_path / "cache").exists()
