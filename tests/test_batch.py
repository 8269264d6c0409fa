"""Batching: several cells' modules compiled as one module give the same
results as compiling each alone, failures included."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from conformance.pipeline.batch import MODULE_LIMIT, across_opt_levels, batch_of, batchable, culprits
from tests.harness import run_harness, wrapped_tools, write_corpus

CORPUS = """
import torch
from conformance.case import randn, torch_case
from conformance.fn import Fn

torch_case("a_add", lambda: Fn(lambda a, b: a + b), inputs=[randn(3, 4), randn(3, 4)])
torch_case("b_hypot", lambda: Fn(torch.hypot), inputs=[randn(3, 4), randn(3, 4)])  # no lowering in IREE 3.13
torch_case("c_mul", lambda: Fn(lambda a, b: a * b), inputs=[randn(3, 4), randn(3, 4)])
torch_case("d_relu", lambda: Fn(torch.relu), inputs=[randn(5)])
"""


def test_batches_are_deterministic_per_file_backend_opt():
    ids = [f"m.py::{c}[cpu|{o}|static]" for c in ("d", "a", "c", "b", "e") for o in ("O0", "O1")]
    ids.append("n.py::z[cpu|O0|static]")
    batches = batch_of(ids, 2)
    assert batches == batch_of(list(reversed(ids)), 2)
    assert batches["m.py::a[cpu|O0|static]"] == batches["m.py::b[cpu|O0|static]"] == "m.py|cpu|O0|0"
    assert batches["m.py::e[cpu|O0|static]"] == "m.py|cpu|O0|2"
    assert batches["m.py::a[cpu|O1|static]"] != batches["m.py::a[cpu|O0|static]"]
    assert batches["n.py::z[cpu|O0|static]"] == "n.py|cpu|O0|0"  # another file, another frontend maybe
    # One work unit holds a chunk's batches at every opt level: one worker runs an import's opt levels.
    unit = {i: across_opt_levels(b) for i, b in batches.items()}
    assert unit["m.py::a[cpu|O0|static]"] == unit["m.py::b[cpu|O1|static]"] == "m.py|cpu|0"
    assert unit["m.py::a[cpu|O0|static]"] != unit["m.py::e[cpu|O0|static]"]


def test_a_cases_dims_variants_are_modules_of_one_batch():
    """A dims variant is a module of its own: a case's variants fill a batch side by side."""
    ids = [f"m.py::{c}[cpu|O2|{d}]" for c in ("a", "b") for d in ("static", "dynamic", "mixed")]
    batches = batch_of(ids, 3)
    assert len({batches[f"m.py::a[cpu|O2|{d}]"] for d in ("static", "dynamic", "mixed")}) == 1
    assert batches["m.py::a[cpu|O2|static]"] != batches["m.py::b[cpu|O2|static]"]
    assert len(set(batch_of(ids, 6).values())) == 1
    # Pinned to fail at O2 in every cell of b's static module: that module is a batch of its own.
    alone = batch_of(ids, 6, lambda nodeid: nodeid == "m.py::b[cpu|O2|static]")
    assert alone["m.py::b[cpu|O2|static]"] == "m.py|cpu|O2|b/static" != alone["m.py::b[cpu|O2|dynamic]"]
    assert len(set(alone.values())) == 2


def test_a_module_over_the_limit_leaves_its_batch(tmp_path):
    small, large = tmp_path / "small.mlir", tmp_path / "large.mlir"
    small.write_text("module {}\n")
    large.write_bytes(b" " * (MODULE_LIMIT + 1))
    assert batchable([small, large]) == [small]


def test_xdist_hands_one_worker_the_opt_levels_of_an_import():
    """The scheduler's work unit: a chunk's batches at every opt level, so the worker that exports a
    case's program (and behind's analysis of it) has the case's other opt levels too."""
    from conformance.plugin.scheduling import _CellScheduling

    ids = [f"m.py::{c}[cpu|{o}|{d}]" for c in "abc" for d in ("static", "dynamic") for o in ("O0", "O1", "O2", "O3")]
    scheduler = _CellScheduling.__new__(_CellScheduling)  # only what _split_scope reads: no xdist config
    scheduler._batch_size, scheduler._batches, scheduler.collection = 4, None, ids
    scheduler._alone = lambda nodeid: nodeid.startswith("m.py::c[")  # c pinned to fail
    units = {i: scheduler._split_scope(i) for i in ids}
    assert len({units[f"m.py::a[cpu|{o}|{d}]"] for o in ("O0", "O1", "O2", "O3") for d in ("static", "dynamic")}) == 1
    assert units["m.py::a[cpu|O0|static]"] == units["m.py::b[cpu|O3|dynamic]"]  # one batch's modules: one unit
    # A module pinned to fail compiles alone: its opt levels are a unit of their own, as without batching.
    assert units["m.py::c[cpu|O0|static]"] == units["m.py::c[cpu|O3|static]"] != units["m.py::c[cpu|O0|dynamic]"]
    assert len(set(units.values())) == 3  # a's and b's 4 modules in one batch; c's two alone


def test_culprits_are_found_from_error_lines():
    text = "module {\n  func.func @f_0000000000000001() {\n  }\n  func.func @f_0000000000000002() {\n    op\n  }\n}\n"
    stderr = "/x/batch.mlir:5:5: error: 'op' failed\n/x/batch.mlir:5:5: note: see current operation\n"
    assert culprits(text, stderr) == {"f_0000000000000002"}
    assert culprits(text, "Segmentation fault") == set()


def _statuses(out: Path) -> dict[str, str]:
    return {c["id"]: c["status"] for c in json.loads((out / "grid.json").read_text())["cells"]}


@pytest.mark.slow
def test_batched_results_equal_single_results(pytester, tmp_path):
    corpus = write_corpus(tmp_path / "corpus", CORPUS)
    args = ("--opt=O2", "--dims=static", "--xpass-ok")
    run_harness(pytester, corpus, tmp_path / "single", *args, "--batch=1", cache=tmp_path / "c1")
    # The batched run's own cache, but the single run's imports and references in
    # it: what batching changes (compile and run) is done again, the export is not.
    for kind in ("import", "reference"):
        shutil.copytree(tmp_path / "c1" / kind, tmp_path / "c8" / kind)
    run_harness(pytester, corpus, tmp_path / "batched", *args, "--batch=8", cache=tmp_path / "c8")
    single, batched = _statuses(tmp_path / "single"), _statuses(tmp_path / "batched")
    assert single == batched
    assert single["b_hypot[llvm-cpu|O2|static]"] == "fail-compile"
    assert {v for k, v in single.items() if not k.startswith("b_")} == {"pass"}
    assert not (tmp_path / "c1" / "batch").exists()
    metas = [json.loads(p.read_text()) for p in (tmp_path / "c8" / "batch").glob("*/meta.json")]
    # The batch of four failed on hypot; the three others compiled together on the retry.
    assert sorted(m["status"] for m in metas) == ["fail-compile", "pass"]
    assert [len(m["culprits"]) for m in metas if m["status"] == "fail-compile"] == [1]


PIN_HYPOT = '[[expect]]\ncase = "b_hypot"\nstatus = "fail-compile"\nreason = "no lowering in IREE 3.13"\n'


@pytest.mark.slow
def test_a_module_pinned_to_fail_compiles_alone_and_its_mates_together(pytester, tmp_path):
    """A cell pinned to fail is compiled on its own from the start: its verdict is its own module's
    anyway, and its mates' batch then compiles once, never as a failing batch first."""
    corpus = write_corpus(tmp_path / "corpus", CORPUS)
    (corpus / "expectations").mkdir()
    (corpus / "expectations" / "llvm-cpu.toml").write_text(PIN_HYPOT)
    run_harness(pytester, corpus, tmp_path / "out", "--opt=O2", "--dims=static", "--batch=8", cache=tmp_path / "c")
    statuses = _statuses(tmp_path / "out")
    assert statuses["b_hypot[llvm-cpu|O2|static]"] == "fail-compile"
    assert {v for k, v in statuses.items() if not k.startswith("b_")} == {"pass"}
    metas = [json.loads(p.read_text()) for p in (tmp_path / "c" / "batch").glob("*/meta.json")]
    assert [m["status"] for m in metas] == ["pass"]  # one batch, of the three others


# References of known, different costs: each sleeps its own time, once per reference built.
COSTLY = """
import time
from conformance.case import randn, torch_case
from conformance.fn import Fn


def slow(seconds, fn):
    def expected(inputs):
        time.sleep(seconds)
        return [fn(*inputs)]
    return expected


for name, seconds, fn in (
    ("a_cheap", 0.0, lambda a, b: a + b), ("b_costly", 1.0, lambda a, b: a * b), ("c_costlier", 2.0, lambda a, b: a - b)
):
    torch_case(name, lambda fn=fn: Fn(fn), inputs=[randn(3, 4), randn(3, 4)], expected=slow(seconds, fn))
"""


def test_each_cell_of_a_batch_is_charged_its_own_work(pytester, tmp_path):
    """The first cell of a batch imports its mates' cases; each mate's cell is charged that import,
    and each opt level's batch compile is shared by its three members at that level (a compile owed to
    a mate at O2 is not claimed by the mate's O1 cell, which runs first on the same import)."""
    corpus = write_corpus(tmp_path / "corpus", COSTLY)
    args = ("--opt=O1,O2", "--dims=static", "--batch=3", "--no-analysis")
    # The process's first export, of the cheap case alone: the costly ones' sleeps would add nothing to it.
    run_harness(pytester, corpus, tmp_path / "warm-up", *args, "-k", "a_cheap", cache=tmp_path / "c0")
    run_harness(pytester, corpus, tmp_path / "out", *args, cache=tmp_path / "c1")
    grid = json.loads((tmp_path / "out" / "grid.json").read_text())["cells"]
    assert {c["status"] for c in grid} == {"pass"} and len(grid) == 6
    for opt in ("O1", "O2"):
        compiles = {c["durations"]["compile"] for c in grid if c["opt"] == opt}
        assert len(compiles) == 1 and compiles.pop() > 0, opt  # one batch compile per level, in equal shares
    assert not any("compile" in c["cached"] for c in grid)
    cells = {c["case"]: c for c in grid if c["opt"] == "O1"}  # the import and references: the first level's
    assert all(c["durations"]["import"] == c["durations"]["reference"] == 0 for c in grid if c["opt"] == "O2")
    reference = {name: c["durations"]["reference"] for name, c in cells.items()}
    for name, slept in (("a_cheap", 0.0), ("b_costly", 1.0), ("c_costlier", 2.0)):
        assert slept <= reference[name], reference  # its own sleep at least
        assert cells[name]["durations"]["import"] > 0 and "import" not in cells[name]["cached"]
    # And no mate's: each 1 s more than the one before; the differences cancel what every cell spends
    # besides its sleep, which a loaded machine stretches. A mate's sleep charged to the costlier cell
    # would make the difference at least 3 s (c's 2 s on b) or 2 s (b's 1 s on c); to the cheaper, at most 0.
    for cheaper, costlier, most in (("a_cheap", "b_costly", 2.9), ("b_costly", "c_costlier", 1.9)):
        assert 0.1 < reference[costlier] - reference[cheaper] < most, reference
    summary = json.loads((tmp_path / "out" / "grid.json").read_text())["summary"]["seconds"]
    assert summary["reference"] == round(sum(reference.values()), 1)
    assert "Where the time went" in (tmp_path / "out" / "grid.md").read_text()


def test_a_batch_with_a_member_that_hangs_holds_its_members_one_modules_limit(pytester, tmp_path, tools):
    """The batch gets one module's limit, not one per member; then each member compiles alone and keeps
    its own verdict: the one that hangs is a timeout, the others pass or fail as they would alone."""
    hang = 'for a; do case "$a" in *.mlir) grep -q "torch.aten.relu" "$a" && exec sleep 60;; esac; done'
    stand_in = wrapped_tools(tmp_path / "tools", tools, hang)
    corpus = write_corpus(tmp_path / "corpus", CORPUS)
    limit = 3
    args = ("--opt=O2", "--dims=static", "--batch=8", "--no-analysis", f"--compile-timeout={limit}")
    run_harness(pytester, corpus, tmp_path / "out", *args, f"--iree-tools={stand_in}", cache=tmp_path / "c")
    cells = {c["case"]: c for c in json.loads((tmp_path / "out" / "grid.json").read_text())["cells"]}
    assert {k: c["status"] for k, c in cells.items()} == {
        "a_add": "pass", "b_hypot": "fail-compile", "c_mul": "pass", "d_relu": "timeout"
    }  # fmt: skip
    # Each member is charged its share of the batch's time, then its own compile alone: under one module's
    # limit for those that do not hang (with the batch's limit the size times that, a share was the limit).
    for name in ("a_add", "b_hypot", "c_mul"):
        assert cells[name]["durations"]["compile"] < limit, cells[name]["durations"]
