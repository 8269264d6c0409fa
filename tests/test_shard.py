"""Sharding: deterministic, even by cost, groups kept whole."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from conformance.plugin.shard import assign, group_costs, measured_costs, parse_sample, parse_shard


def test_parse():
    assert parse_shard("2/4") == (2, 4)
    for bad in ("0/3", "4/3", "x", "1-2"):
        with pytest.raises(ValueError, match="--shard: expected K/N"):
            parse_shard(bad)


def test_parse_sample():
    assert parse_sample("40") == (40, 0) and parse_sample("40/7") == (40, 7)
    for bad in ("0", "x", "3/", "-1"):
        with pytest.raises(ValueError, match="--sample: expected N or N/SEED"):
            parse_sample(bad)


def test_assignment_is_deterministic_and_balanced():
    costs = {f"g{i}": float(c) for i, c in enumerate([9, 7, 6, 5, 4, 3, 3, 2, 2, 1, 1, 1])}
    a = assign(costs, 3)
    assert a == assign(dict(reversed(list(costs.items()))), 3)  # input order does not matter
    loads = [sum(c for g, c in costs.items() if a[g] == k) for k in (1, 2, 3)]
    assert max(loads) - min(loads) <= 1 and sum(loads) == 44
    assert set(a.values()) == {1, 2, 3}


def test_measured_costs_weigh_groups():
    groups = {"topk|dynamic": ["t1", "t2"], "add|static": ["a1", "a2"], "new|static": ["n1"]}
    costs = group_costs(groups, {"t1": 30.0, "t2": 10.0, "a1": 2.0})
    # a measured group's other cells cost its mean; a case new since costs the mean measured cell
    assert costs == {"topk|dynamic": 40.0, "add|static": 4.0, "new|static": 14.0}
    assert group_costs(groups) == {"topk|dynamic": 3.0, "add|static": 3.0, "new|static": 2.0}  # nothing measured


def test_a_grids_regions_are_read_back_as_costs_and_as_a_baseline(tmp_path: Path) -> None:
    """What CI keeps of a nightly: one gzipped grid per backend x corpus and its costs beside it;
    a shard reads the costs, a pull request's gate the grid, and a broken file is one line."""
    from conformance.cell import Cell, CellResult, Status
    from conformance.grid import write_regions
    from conformance.results.merge import merge

    def result(case: str, backend: str, corpus: str, seconds: float) -> CellResult:
        cell = Cell(case, backend, "O2", "static")
        r = CellResult(cell, "host", Status.PASS, "compare", None, durations={"compile": seconds, "import": 1.0})
        return dataclasses.replace(r, corpus=corpus)

    results = [result("a", "llvm-cpu", "builtin", 2.0), result("b", "llvm-cpu", "opinfo", 5.0),
               result("c", "rocm", "opinfo", 7.5), result("d", "rocm", "opinfo", 0.5)]  # fmt: skip
    paths = write_regions(results, {"iree-compile": "3.13.0"}, [], tmp_path)
    assert sorted(p.name for p in paths) == [
        "llvm-cpu.builtin.costs.json.gz", "llvm-cpu.builtin.json.gz", "llvm-cpu.opinfo.costs.json.gz",
        "llvm-cpu.opinfo.json.gz", "rocm.opinfo.costs.json.gz", "rocm.opinfo.json.gz",
    ]  # fmt: skip
    assert measured_costs(tmp_path / "rocm.opinfo.costs.json.gz") == {
        "c[rocm|O2|static]": 8.5,
        "d[rocm|O2|static]": 1.5,
    }
    assert measured_costs(tmp_path / "rocm.opinfo.json.gz") == measured_costs(tmp_path / "rocm.opinfo.costs.json.gz")
    merged = merge([tmp_path / "rocm.opinfo.json.gz", tmp_path / "llvm-cpu.builtin.json.gz"])
    assert not merged.errors and sorted(r.cell.case for r in merged.results) == ["a", "c", "d"]
    broken = tmp_path / "cut.costs.json.gz"
    broken.write_bytes((tmp_path / "rocm.opinfo.costs.json.gz").read_bytes()[:20])
    with pytest.raises(ValueError, match=f"^{broken}: not a costs file of this harness: EOFError"):
        measured_costs(broken)
