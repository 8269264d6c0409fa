"""Sharding: deterministic, even by cost, groups kept whole."""

from __future__ import annotations

import pytest

from conformance.plugin.shard import assign, group_costs, parse_shard


def test_parse():
    assert parse_shard("2/4") == (2, 4)
    for bad in ("0/3", "4/3", "x", "1-2"):
        with pytest.raises(ValueError, match="--shard: expected K/N"):
            parse_shard(bad)


def test_assignment_is_deterministic_and_balanced():
    costs = {f"g{i}": float(c) for i, c in enumerate([9, 7, 6, 5, 4, 3, 3, 2, 2, 1, 1, 1])}
    a = assign(costs, 3)
    assert a == assign(dict(reversed(list(costs.items()))), 3)  # input order does not matter
    loads = [sum(c for g, c in costs.items() if a[g] == k) for k in (1, 2, 3)]
    assert max(loads) - min(loads) <= 1 and sum(loads) == 44
    assert set(a.values()) == {1, 2, 3}


def test_measured_costs_weigh_groups():
    groups = {"topk|dynamic": ["t1", "t2"], "add|static": ["a1", "a2"], "new|static": ["n1"]}
    costs = group_costs(groups, {"t1": 30.0, "t2": 10.0, "a1": 1.0})
    assert costs == {"topk|dynamic": 40.0, "add|static": 2.0, "new|static": 2.0}
