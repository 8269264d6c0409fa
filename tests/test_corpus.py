"""The built-in corpus: well declared, big enough, and every case's inputs
obey its own contract (no compile needed to know that)."""

from __future__ import annotations

import json

import pytest

from conformance.axes import DIMS_VARIANTS, OPT_LEVELS, TIER_AXES, TIERS
from conformance.case import Case, check_contract, generate_inputs
from conformance.corpus import CORPORA, load_all
from tests.harness import cli

CASES = load_all()


def test_every_declaration_is_valid():
    broken = [c.error for c in CASES if not isinstance(c, Case)]
    assert broken == []


@pytest.mark.parametrize("case", [c for c in CASES if isinstance(c, Case)], ids=lambda c: c.name)
def test_generated_inputs_obey_the_contract(case):
    assert check_contract(case, generate_inputs(case)) is None


def test_tier_axes_name_declared_corpora_tiers_and_axes():
    """axes.TIER_AXES names a corpus by its string: a renamed corpus or tier must not leave it behind."""
    for (corpus, tier), (opts, dims) in TIER_AXES.items():
        assert corpus in CORPORA and tier in TIERS, (corpus, tier)
        assert set(opts) <= set(OPT_LEVELS) and set(dims) <= set(DIMS_VARIANTS), (corpus, tier)


def test_listing():
    out = cli("list", "--format", "json")
    assert out.returncode == 0, out.stderr
    rows = json.loads(out.stdout)
    assert len(rows) >= 150
    assert len({r["family"] for r in rows}) >= 15
    for r in rows:
        assert {"name", "family", "frontend", "dtypes", "tiers", "dims"} <= set(r)
        assert "full" in r["tiers"] and r["dims"][0] == "static"
    names = {r["name"] for r in rows}
    for block in ("resnet_basic_block", "conv3d_net", "llama_decoder_prefill", "llama_decoder_decode_kv_cache"):
        assert block in names
    for block in ("moe_layer_deepseek_style", "vit_block"):
        assert block in names
    regressions = {n for n in names if n.startswith("bug_")}
    assert len(regressions) >= 7
    mixed = {r["name"]: r["dims"] for r in rows}["bug_hip_scatter_one_hot_mixed_dims"]
    assert mixed == ["static", "dynamic", "mixed"]
    dtypes = {d for r in rows for d in r["dtypes"]}
    assert {"f32", "f16", "bf16", "i64", "i32", "i8", "bool", "f8e4m3fn", "f8e5m2"} <= dtypes


def test_wrap_cases_really_wrap():
    """A case that tests wrapping must have inputs whose exact result leaves the type."""
    import numpy as np

    cases = {c.name: c for c in load_all() if isinstance(c, Case)}
    (x,) = generate_inputs(cases["cast_i32_to_i8_wrap"])
    outside = (x < -128) | (x > 127)
    assert outside.mean() > 0.5
    a, b = generate_inputs(cases["mm_i8_wrapping"])
    exact = a.astype(np.int64) @ b.astype(np.int64)
    assert ((exact < -128) | (exact > 127)).mean() > 0.5
    wrapped = exact.astype(np.int8)  # two's complement, what torch computes
    assert (wrapped != exact).any()
