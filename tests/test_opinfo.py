"""The opinfo corpus: PyTorch's op_db samples as cases, end to end through the
harness with the real exporter, compiler and runtime (a handful of cells), the
skips it lists with their reasons, and the on-disk cache of generated corpora."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import torch

from conformance.case import randn, torch_case, variants
from conformance.cell import Status
from conformance.corpus import _cache as collect_cache
from conformance.fn import Fn
from conformance.pipeline.run_cell import run_cell
from tests.harness import cli, run_harness

CORPUS = Path(__file__).resolve().parent.parent / "conformance" / "corpus"
# One elementwise op, one reduction, one indexing op; item and uniform are skipped.
OPS = "abs,sum,index_select,item,uniform"


def _env(cache: Path) -> dict[str, str]:
    return {"CONFORMANCE_OPINFO_OPS": OPS, "CONFORMANCE_CACHE": str(cache)}


@pytest.mark.slow
def test_opinfo_ops_end_to_end(pytester, tmp_path, monkeypatch):
    """abs, sum and index_select at f32 through the plugin: the smoke tier spans
    O2 static when the run names no axes (one sample per op), and a named axis wins."""
    monkeypatch.setenv("CONFORMANCE_OPINFO_OPS", OPS)
    result = run_harness(
        pytester, CORPUS, tmp_path / "out", "--corpus=opinfo", "--tier=smoke", "-k", "f32", cache=tmp_path / "c"
    )
    cells = json.loads((tmp_path / "out" / "grid.json").read_text())["cells"]
    by_op: dict[str, list[dict]] = {}
    for c in cells:
        by_op.setdefault(c["case"].split(".")[1], []).append(c)
    assert set(by_op) == {"abs", "sum", "index_select"}, sorted(by_op)  # item and uniform are not cases
    for op, mine in by_op.items():
        assert {c["dims"] for c in mine} == {"static"}, op  # smoke: one sample of the op, at static dims
        assert {c["opt"] for c in mine} == {"O2"}, op
        assert all(c["status"] == "pass" for c in mine), [(c["id"], c["signature"]) for c in mine]
        assert all(c["corpus"] == "opinfo" and c["case"].endswith(".f32") for c in mine)
    assert len(cells) == 3 and result.ret == 0

    named = run_harness(
        pytester,
        CORPUS,
        tmp_path / "co",
        "--corpus=opinfo",
        "--tier=smoke",
        "--opt=O0,O3",
        "--dims=static,dynamic",
        "--co",
        "-q",
        "-k",
        "f32",
        cache=tmp_path / "c",
    )
    ids = [line.split("[", 1)[1] for line in named.outlines if "::opinfo." in line]
    # --opt and --dims named: 3 cases x O0, O3 x static, dynamic (the sample chosen has a dim that can be dynamic)
    assert sorted(ids) == sorted([f"llvm-cpu|{o}|{d}]" for o in ("O0", "O3") for d in ("static", "dynamic")] * 3)


def test_skipped_are_listed_with_reasons(tmp_path):
    proc = cli("list", "--corpus", "opinfo", "--skipped", env=_env(tmp_path / "cache"))
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert out.startswith("opinfo: 5 ops, 3 with cases, "), out[:200]
    assert "non-tensor output (float)" in out  # item returns a Python number
    assert "in-place: the op writes into its input" in out  # uniform (Tensor.uniform_)
    assert not any(line.startswith(("abs ", "sum ")) for line in out.splitlines())  # those are cases
    listed = cli("list", "--corpus", "opinfo", env=_env(tmp_path / "cache")).stdout
    assert "opinfo.abs.s0.f32" in listed and "opinfo.item." not in listed


def test_collect_cache_builds_once_and_rebuilds_a_bad_entry(tmp_path, monkeypatch):
    monkeypatch.setattr(collect_cache, "_MEMO", {})
    with collect_cache.rooted(tmp_path):
        calls = []

        def build() -> dict:
            calls.append(1)
            return {"x": [1, 2, 3]}

        assert collect_cache.cached("demo", ["v1"], build) == {"x": [1, 2, 3]}
        collect_cache._MEMO.clear()  # another process: reads the file
        assert collect_cache.cached("demo", ["v1"], build) == {"x": [1, 2, 3]} and len(calls) == 1
        (entry,) = (tmp_path / "corpus").glob("demo-*.npz")  # data, not a pickle: see test_cache_trust.py
        assert collect_cache._load(entry, (), note=False) == {"x": [1, 2, 3]}
        entry.write_bytes(b"truncated")
        collect_cache._MEMO.clear()
        assert collect_cache.cached("demo", ["v1"], build) == {"x": [1, 2, 3]} and len(calls) == 2
        assert collect_cache.cached("demo", ["v2"], build) and len(calls) == 3  # another key: another entry


def test_a_sample_with_integer_inputs_is_drawn_at_its_own_sizes_only(tmp_path, monkeypatch):
    """Resized (a reduction's candidate, a boundary size), an index or pivot drawn anew may send eager torch
    out of bounds and kill the process: such a sample refuses other sizes, in one line naming it."""
    import dataclasses

    from conformance.case import Case, generate_inputs
    from conformance.corpus import load_module

    monkeypatch.setenv("CONFORMANCE_OPINFO_OPS", "abs,index_select")
    with collect_cache.rooted(tmp_path):
        cases = {c.name: c for c in load_module(CORPUS / "opinfo.py") if isinstance(c, Case)}
    index = next(c for n, c in cases.items() if n.startswith("opinfo.index_select.") and c.sizes)
    floats = next(c for n, c in cases.items() if n.startswith("opinfo.abs.") and n.endswith("f32") and c.sizes)
    assert [a.dtype.kind for a in generate_inputs(index)].count("i") >= 1  # its own sizes: the sample itself
    for case in (index, floats):
        smaller = dataclasses.replace(case, sizes={k: 2 for k in case.sizes})
        if case is floats:
            assert [a.shape for a in generate_inputs(smaller)]  # floats are drawn anew in the same ranges
        else:
            with pytest.raises(ValueError, match=f"^{re.escape(index.name)}: its integer inputs hold only at"):
                generate_inputs(smaller)


class _AddConstant(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + torch.ones(2, 3)  # a constant shape: export must specialize the dims


def test_dynamic_export_torch_refuses_is_named_torchs(cfg):
    case = torch_case(
        "opinfo_test_reshape_to_constant",
        _AddConstant,
        inputs=[randn("A", "B")],
        sizes={"A": 2, "B": 3},
        dynamic=["A", "B"],
    )
    dynamic = next(v for v in variants(case) if v.name == "dynamic")
    r = run_cell(case, dynamic, "O2", cfg)
    assert r.status is Status.FAIL_IMPORT and r.stage == "import"
    assert r.signature.startswith("fail-import: torch.export: "), r.signature
    static = next(v for v in variants(case) if v.name == "static")
    assert run_cell(case, static, "O2", cfg).status is Status.PASS


def test_samples_whose_values_no_implementation_shares_compare_shapes_only(cfg):
    """bernoulli draws under OpInfo's fixed seed (its eager outputs repeat run to
    run, and IREE's draws still differ); empty_like returns memory it never
    wrote; sdpa draws only for dropout. Their values are not compared, all
    else is; a random forward declared so runs end to end."""
    from conformance.corpus import _opinfo

    cat = _opinfo.build(["bernoulli", "empty_like", "nn.functional.scaled_dot_product_attention"])
    random = {(s.op, s.index) for s in cat.samples if s.dtype == "f32" and s.random_outputs}
    op = _opinfo.find_op("nn.functional.scaled_dot_product_attention")
    dropout = {i for i, s in enumerate(op.sample_inputs("cpu", torch.float32)) if s.kwargs.get("dropout_p")}
    assert {i for k, i in random if k == op.name} == dropout and dropout
    assert ("bernoulli", 0) in random and ("empty_like", 0) in random

    case = torch_case(
        "draws_bernoulli",
        lambda: Fn(lambda x: torch.bernoulli(torch.sigmoid(x))),
        inputs=[randn(3, 4)],
        random_outputs=True,
    )
    static = next(v for v in variants(case) if v.name == "static")
    result = run_cell(case, static, "O1", cfg)
    assert result.status is Status.PASS, result.signature


def test_reduce_with_a_cache_dir_builds_the_generated_catalog_there(tmp_path):
    """``python -m conformance reduce --cache-dir X``: the opinfo catalog goes into X, as in a run, not into
    the default cache ($CONFORMANCE_CACHE here)."""
    from conformance.cell import Cell, CellResult
    from conformance.grid import build_grid, write_grid

    cell = Cell("opinfo.abs.s0.f32", "llvm-cpu", "O2", "static")
    failed = CellResult(cell, "host", Status.FAIL_COMPILE, "compile", "fail-compile: error: x", corpus="opinfo")
    write_grid(build_grid([failed], {}), tmp_path / "results")
    ours, default = tmp_path / "ours", tmp_path / "default"
    env = {"CONFORMANCE_OPINFO_OPS": "abs", "CONFORMANCE_CACHE": str(default)}
    proc = cli("reduce", str(tmp_path / "results"), cell.id, "--cache-dir", str(ours), env=env)
    assert proc.returncode == 0, proc.stderr
    assert list((ours / "corpus").glob("opinfo-*.npz")) and not (default / "corpus").exists()
    # Rebuilt from that cache, the cell compiles now: not analyzed, and it says so.
    culprit = json.loads((tmp_path / "results" / "grid.json").read_text())["cells"][0]["culprit"]
    assert culprit["why"].endswith("the cell now gives pass: not analyzed"), culprit
