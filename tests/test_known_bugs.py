"""The list of confirmed IREE bugs (conformance/known_bugs.toml): the fuzz
campaign tells a known bug met again from a new one by it, and it lists every
bug the docs tell of."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from conformance.cell import Cell, CellResult, Status
from conformance.fuzz.findings import Ledger, is_new
from conformance.known_bugs import load

ROOT = Path(__file__).resolve().parent.parent


def _wrong(op: str, signature: str) -> CellResult:
    cell = Cell("fuzz_1000001", "llvm-cpu", "O2", "static")
    return CellResult(cell, "host", Status.MISMATCH, "compare", signature, culprit={"op": op})


def test_a_fresh_campaign_marks_a_known_wrong_result_bug_as_known():
    ledger = Ledger()
    for op in ("aten.div.Tensor_mode", "aten.floor_divide.default"):  # bug 21, in both of its forms
        found, new = ledger.add(_wrong(op, f"mismatch: {op}: values differ"), 1, {}) or (None, False)
        assert found is not None and new and found.known.startswith("known bug fuzz-21: integer floor division")
        assert not is_new(found)
    nan = "mismatch: aten.pow.Tensor_Tensor: NaN/Inf values differ"
    pow_, _ = ledger.add(_wrong("aten.pow.Tensor_Tensor", nan), 1, {}) or (None, False)
    assert pow_ is not None and pow_.known.startswith("known bug fuzz-22")
    other, _ = ledger.add(_wrong("aten.mul.Tensor", "mismatch: aten.mul.Tensor: values differ"), 1, {}) or (None, False)
    assert other is not None and other.known == "" and is_new(other)  # a wrong multiply is no known bug


def test_two_bugs_of_one_signature_are_told_apart_by_the_line_the_error_names():
    # The same pass fails the same way on an attention (its own bug) and on a LayerNorm (gpu-vector-distribute).
    signature = "fail-compile: error: 'func.func' op failed to distribute"
    where = "module.mlir:8:10: error: 'func.func' op failed to distribute\n    %0 = torch.aten.{} %arg0"
    found = {}
    for op in ("scaled_dot_product_attention", "layer_norm"):
        cell = Cell(f"fuzz_{len(found) + 1}", "cuda", "O2", "dynamic")
        culprit = {"pass": "LLVMGPUVectorDistributePass"}
        r = CellResult(cell, "host", Status.FAIL_COMPILE, "compile", signature, where.format(op), culprit=culprit)
        f, _ = Ledger().add(r, 1, {}) or (None, False)
        assert f is not None
        found[op] = f.known
    assert found["scaled_dot_product_attention"].startswith("known bug gpu-attention-masked-narrow-k1-dynamic:")
    assert found["layer_norm"].startswith("known bug gpu-vector-distribute:")


def test_every_bug_the_docs_tell_of_is_listed():
    ids = {b.id for b in load()}
    fuzz = (ROOT / "docs" / "fuzz.md").read_text()
    listed = fuzz.split("Distinct IREE 3.13 bugs confirmed outside the harness", 1)[1].split("\n## ", 1)[0]
    numbers = {int(n) for n in re.findall(r"(?m)^(\d+)\. ", listed)}
    assert numbers and {f"fuzz-{n}" for n in numbers} <= ids
    assert {"hf-rwkv", "hf-groupvit"} <= ids


def test_a_malformed_entry_is_one_line_naming_it(tmp_path):
    path = tmp_path / "bugs.toml"
    path.write_text('[[bug]]\nid = "x-1"\ntitle = "t"\nstatus = "open"\nmatch = [{ status = "mismatch", opp = "a" }]\n')
    with pytest.raises(ValueError, match=r"bug 1 \(x-1\): TypeError"):
        load(path)


def test_the_bug_index_is_made_from_the_list_and_names_every_standalone_script():
    from conformance.upstream.bug_index import OUT, render

    bugs = load()
    assert OUT.read_text() == render(bugs), "docs/bugs/README.md is stale: python -m conformance.upstream.bug_index"
    scripts = {b.script.split()[1] for b in bugs if b.script}
    assert all((ROOT / s).is_file() for s in scripts)
    assert {f"docs/bugs/{p.name}" for p in (ROOT / "docs" / "bugs").glob("*.py")} <= scripts


def test_a_releases_grid_decides_which_known_bugs_are_open_and_which_are_fixed(tmp_path, capsys):
    from conformance.upstream.bug_status import main

    bugs = tmp_path / "bugs.toml"
    entry = '[[bug]]\nid = "{i}"\ntitle = "t"\nstatus = "open"  # {i}\nmatch = []\ncell = "{i}[llvm-cpu|O2|static]"\n'
    bugs.write_text("# the list\n" + "".join(entry.format(i=i) for i in ("still", "fixed", "always", "gone")))
    versions = ("3.13.0", "3.11.0", "3.12.0")  # the grid's order is not the releases'
    ends = {"still": ("mismatch",) * 3, "fixed": ("pass", "mismatch", "pass"), "always": ("pass",) * 3}
    cells = [
        {"id": f"{bug}[llvm-cpu|O2|static]", "compiler_version": version, "status": status}
        for bug, statuses in ends.items()
        for version, status in zip(versions, statuses, strict=True)
    ]
    grid = tmp_path / "grid.json"
    from conformance.results.document import SCHEMA_VERSION

    grid.write_text(json.dumps({"schema_version": 99, "cells": cells}))
    assert main([str(grid), "--bugs", str(bugs), "--write"]) == 2  # a grid of a schema it does not read
    grid.write_text(json.dumps({"schema_version": SCHEMA_VERSION, "cells": cells}))
    assert main([str(grid), "--bugs", str(bugs), "--write"]) == 0
    said = capsys.readouterr().out
    assert "still: still[llvm-cpu|O2|static]: 3.11.0 mismatch, 3.12.0 mismatch, 3.13.0 mismatch -> open" in said
    assert "fixed: fixed[llvm-cpu|O2|static]: 3.11.0 mismatch, 3.12.0 pass, 3.13.0 pass -> fixed in 3.12.0" in said
    assert "-> undecided: it passes in every release of this grid" in said
    assert "gone: gone[llvm-cpu|O2|static]: not in this grid -> undecided: not in this grid" in said
    statuses = {b.id: b.status for b in load(bugs)}
    assert statuses == {"still": "open", "fixed": "fixed in 3.12.0", "always": "open", "gone": "open"}
    text = bugs.read_text()
    assert text.startswith("# the list\n") and '"open"  # still' in text  # comments kept


def test_a_grid_that_is_not_one_is_one_line_naming_it(tmp_path, capsys):
    from conformance.upstream.bug_status import main

    grid = tmp_path / "grid.json"
    for text in ("[1]", '{"cells": 5}', "{"):
        grid.write_text(text)
        assert main([str(grid)]) == 2
        said = capsys.readouterr().err.strip().splitlines()
        assert len(said) == 1 and said[0].startswith(f"bug_status: {grid}: not a grid.json")


def test_the_readme_counts_bugs_accuracy_findings_and_by_design_behaviour_apart():
    """By-design behaviour is never counted as a bug: the README says the index's counts, by kind."""
    from conformance.upstream.bug_index import counts

    said = counts(load())
    assert said.startswith("96 bugs, 2 accuracy findings, 4 by-design behaviours")
    readme = " ".join((ROOT / "README.md").read_text().split())
    assert said.rstrip(".") in readme, f"README.md's counts of docs/bugs are stale: {said}"


def test_a_kind_or_relation_outside_the_vocabulary_is_one_line_naming_the_bug(tmp_path):
    path = tmp_path / "bugs.toml"
    entry = '[[bug]]\nid = "x-1"\ntitle = "t"\nstatus = "open"\nmatch = []\n'
    path.write_text(entry + 'kind = "feature"\n')
    with pytest.raises(ValueError, match=r"bug 1 \(x-1\): ValueError: kind 'feature' is none of bug, accuracy"):
        load(path)
    path.write_text(entry + 'upstream = [{ url = "https://github.com/a/b/issues/1", relation = "dupe" }]\n')
    with pytest.raises(ValueError, match=r"bug 1 \(x-1\): ValueError: upstream relation 'dupe'"):
        load(path)
