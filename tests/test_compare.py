"""Comparison of outputs (pure logic on small arrays)."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from conformance.case import randn, torch_case
from conformance.pipeline.compare import Oracle, compare_arrays, compare_outputs, narrowest, ulp

CASE = torch_case("compare_probe", lambda: None, inputs=[randn(3)])
RANDOM = torch_case("compare_random_probe", lambda: None, inputs=[randn(3)], random_outputs=True)


def _cmp(case, actual: np.ndarray, expected: np.ndarray, tmp: Path) -> tuple[str | None, str]:
    np.save(tmp / "a.npy", actual)
    np.save(tmp / "e.npy", expected)
    return compare_outputs(case, [tmp / "a.npy"], [tmp / "e.npy"])


def test_signless_integers_are_read_as_the_expected_unsigned_type(tmp_path):
    want = np.array([0, 200, 255], dtype=np.uint8)
    assert _cmp(CASE, want.view(np.int8), want, tmp_path) == (None, "")
    sig, msg = _cmp(CASE, np.array([0, 1, -1], dtype=np.int8), want, tmp_path)
    assert sig == "mismatch: output 0 values differ" and "1/3 elements differ" in msg
    sig, msg = _cmp(CASE, np.array([0, 200, 255], dtype=np.int16), want, tmp_path)  # another width: not the same
    assert sig == "mismatch: output 0 dtype differ" and "int16 != expected uint8" in msg


def test_random_outputs_compare_shapes_and_dtypes_only(tmp_path):
    draw = np.array([0.0, 1.0, 1.0], dtype=np.float32)
    assert _cmp(RANDOM, draw, 1.0 - draw, tmp_path) == (None, "")
    assert _cmp(CASE, draw, 1.0 - draw, tmp_path)[0] == "mismatch: output 0 values differ"
    assert _cmp(RANDOM, draw[:2], draw, tmp_path)[0] == "mismatch: output 0 shape differ"
    assert _cmp(RANDOM, draw.astype(np.int32), draw, tmp_path)[0] == "mismatch: output 0 dtype differ"


def test_output_width_and_kind_are_checked(tmp_path):
    for got, want in [
        (np.float16, np.float32),
        (np.float32, np.float64),
        (np.int32, np.int64),
        (np.int8, np.int64),
        (np.uint8, np.bool_),
        (np.float32, np.int32),
    ]:
        sig, msg = _cmp(CASE, np.zeros(3, got), np.zeros(3, want), tmp_path)
        assert sig == "mismatch: output 0 dtype differ", (got, want)
        assert f"dtype {np.dtype(got)} != expected {np.dtype(want)}" in msg


def _oracle_cmp(actual, expected, reference, sensitivity=None, case=CASE, precision=""):
    oracle = Oracle(np.asarray(reference, np.float64), sensitivity, precision)
    return compare_arrays(case, np.asarray(actual), np.asarray(expected), oracle)


def test_f64_oracle_fails_a_large_relative_error_that_atol_hides():
    # The f16 GELU tail: IREE 0 where f64 says -8.2e-5; eager f16 is within half an ULP.
    r = np.array([-8.2e-5, -5.94e-4, 1.5, 2.0])
    e = r.astype(np.float16)
    a = np.array([0.0, -8.76e-4, 1.5, 2.0], np.float16)
    assert compare_arrays(CASE, a, e) is None  # the old judgment: within f16's atol 1e-2
    kind, msg = _oracle_cmp(a, e, r)
    assert kind == "values"
    assert "50.0% of 4 elements beyond the allowed error" in msg and "first at (0,)" in msg
    assert "max f16 ULP err" in msg and "max rel err 1 at (0,)" in msg
    ulps = float(msg.split("max f16 ULP err ")[1].split(" ")[0])
    assert ulps > 1000  # figures, not just a verdict
    assert "the reference's own: max abs err" in msg


def test_f64_oracle_passes_when_iree_is_nearer_than_the_reference():
    # attention fp16: IREE off by 2 ULP from the stored output, but nearer to f64 than it.
    r = np.array([0.3001, 0.7003, 1.0])
    e = np.array([0.2998, 0.7007, 1.0], np.float16)
    a = np.array([0.3000, 0.7002, 1.0], np.float16)
    onnx_like = torch_case("compare_onnx_like", lambda: None, inputs=[randn(3)], atol=1e-6, rtol=1e-5)
    assert compare_arrays(onnx_like, a, e) is not None  # strict atol/rtol on f16: a false mismatch
    assert _oracle_cmp(a, e, r, case=onnx_like) is None


def test_f64_oracle_ulp_floor_and_sensitivity():
    r = np.array([1.0, 1.0e-3], np.float64)
    e = r.astype(np.float32)
    up = lambda x, n: np.float32(x) + n * np.spacing(np.float32(x))  # noqa: E731
    assert _oracle_cmp(np.array([up(1.0, 3), e[1]]), e, r) is None  # 3 ULP: inside the floor of 4
    assert _oracle_cmp(np.array([up(1.0, 6), e[1]]), e, r) is not None  # 6 ULP: beyond it
    # A cancelling element: the f64 result moves 1e-6 when the inputs move one ULP, so 1e-6 off is honest.
    sens = np.array([0.0, 1e-6])
    assert _oracle_cmp(np.array([e[0], 1.0e-3 + 2e-6], np.float32), e, r, sens) is None
    assert _oracle_cmp(np.array([e[0], 1.0e-3 + 2e-5], np.float32), e, r, sens) is not None


def test_f64_oracle_precision_of_a_narrow_type_computed_inside():
    r = np.array([1.0])
    a = np.array([1.0 + 2**-8], np.float32)  # one bf16 ULP
    assert _oracle_cmp(a, r.astype(np.float32), r) is not None
    assert _oracle_cmp(a, r.astype(np.float32), r, precision="bf16") is None


def test_f64_oracle_nonfinite_and_untrusted_reference():
    r = np.array([np.nan, 7e4, 1.0])
    e = np.array([np.nan, np.inf, 1.0], np.float16)  # f16 overflows to inf: the honest answer
    assert _oracle_cmp(e.copy(), e, r) is None
    _, msg = _oracle_cmp(np.array([0.0, np.inf, 1.0], np.float16), e, r)
    assert "1 NaN/Inf disagreements" in msg
    # A stored reference far from the f64 one (another model, a bad rewrite): judged by tolerance.
    _, msg = _oracle_cmp(np.array([1.0, 2.0], np.float32), np.array([2.0, 2.0], np.float32), [1.0, 2.0])
    assert "judged by tolerance" in msg and "max abs err 1" in msg


def test_ulp_of_formats():
    assert ulp(np.array([1.0]), "f32")[0] == 2.0**-23
    assert ulp(np.array([1.0]), "f16")[0] == 2.0**-10
    assert ulp(np.array([-3.0]), "f16")[0] == 2.0**-9
    assert ulp(np.array([0.0]), "f16")[0] == 2.0**-24  # subnormal spacing
    assert narrowest("f32", "bf16", "f16") == "bf16" and narrowest("", "f32") == "f32"
