"""The list of confirmed IREE bugs (conformance/known_bugs.toml): the fuzz
campaign tells a known bug met again from a new one by it, and it lists every
bug the docs tell of."""

from __future__ import annotations

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
