"""Case declarations: variants, validation, seeded inputs."""

from __future__ import annotations

import numpy as np
import pytest

from conformance.case import BrokenCase, Case, generate_inputs, randint, randn, torch_case, variants


def _fn():  # the module factory is never called by these tests
    raise AssertionError


def test_three_variants_from_one_declaration():
    c = torch_case(
        "v_three", _fn, inputs=[randn("A", "B", "C")], sizes={"A": 2, "B": 3, "C": 4}, dynamic=["A", "B", "C"]
    )
    assert isinstance(c, Case)
    got = {v.name: v.symbolic for v in variants(c)}
    assert got == {"static": frozenset(), "dynamic": {"A", "B", "C"}, "mixed": {"A", "B"}}


def test_mixed_keeps_declared_static_dims():
    c = torch_case(
        "v_mixed_static",
        _fn,
        inputs=[randint("tokens", "top_k", high=8), randn("tokens", "top_k")],
        sizes={"tokens": 7, "top_k": 2},
        dynamic=["tokens", "top_k"],
        mixed_static=["top_k"],
    )
    mixed = {v.name: v.symbolic for v in variants(c)}["mixed"]
    assert mixed == {"tokens"}  # top_k stays static: the shape of the scatter_/one_hot bug


def test_one_dynamic_dim_has_no_mixed_variant():
    c = torch_case("v_one", _fn, inputs=[randn("N", 4)], sizes={"N": 5}, dynamic=["N"])
    assert [v.name for v in variants(c)] == ["static", "dynamic"]


def test_no_dynamic_dims_only_static():
    c = torch_case("v_none", _fn, inputs=[randn(3, 4)])
    assert [v.name for v in variants(c)] == ["static"]


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"inputs": []}, "no inputs declared"),
        ({"inputs": [randn("N")], "sizes": {}}, "uses dim 'N' but sizes has no value"),
        ({"inputs": [randn("N")], "sizes": {"N": 4}, "dynamic": ["Q"]}, "dynamic dim 'Q' is not a dim of any input"),
        ({"inputs": [randn("N")], "sizes": {"N": 1}, "dynamic": ["N"]}, "has size 1"),
        ({"inputs": [randn(3)], "tiers": ["nightly"]}, "unknown tier 'nightly'"),
        ({"inputs": [randn(3, dtype="f8")]}, "unknown dtype 'f8'"),
        ({"inputs": [randint(3, high="Z")]}, "unknown dim 'Z'"),
        (
            {"inputs": [randn("N", "M")], "sizes": {"N": 4, "M": 3}, "dynamic": ["N"], "mixed_static": ["M"]},
            "not in dynamic",
        ),
        ({"inputs": [randn(3)], "colour": "red"}, "unknown field 'colour'"),
        ({"inputs": [randn("N")], "sizes": {"N": 4}, "dynamic": "N"}, "dynamic must be a list, got 'N'"),
        ({"inputs": [randn(3)], "compile_flags": ["O3"]}, "compile_flags must be a list of flags"),
    ],
)
def test_bad_declarations_become_broken_cases_naming_the_case(kwargs, message):
    c = torch_case("broken_decl", _fn, **kwargs)
    assert isinstance(c, BrokenCase)
    assert c.error.startswith("case 'broken_decl': ")
    assert message in c.error
    assert "\n" not in c.error


def test_declared_sequences_are_tuples_and_every_case_is_in_the_full_tier():
    c = torch_case("tuples_decl", _fn, inputs=[randn("N")], sizes={"N": 4}, dynamic=["N"], tiers=[])
    assert isinstance(c, Case)
    assert c.inputs == (randn("N"),) and c.dynamic == ("N",) and c.tiers == ("full",)
    d = torch_case("default_tiers_decl", _fn, inputs=[randn(3)])
    assert isinstance(d, Case) and d.tiers == ("smoke", "full")


def test_inputs_are_seeded_and_obey_ranges():
    c = torch_case("v_inputs", _fn, inputs=[randn("R", 3), randint(50, high="R")], sizes={"R": 6})
    a, b = generate_inputs(c), generate_inputs(c)
    assert all(np.array_equal(x, y) for x, y in zip(a, b, strict=True))
    assert a[0].shape == (6, 3) and a[0].dtype == np.float32
    assert a[1].dtype == np.int64 and a[1].min() >= 0 and a[1].max() < 6


def test_tolerance_defaults_by_dtype_and_overrides():
    c = torch_case("v_tol", _fn, inputs=[randn(3)], atol=0.5)
    assert c.tolerance("f32") == (0.5, 1e-4)
    assert c.tolerance("i64") == (0.5, 0.0)
    d = torch_case("v_tol2", _fn, inputs=[randn(3)])
    assert d.tolerance("f16") == (1e-2, 1e-2)
    assert "full" in d.tiers and "smoke" in d.tiers
