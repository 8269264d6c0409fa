"""Comparison of outputs (pure logic on small arrays)."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from conformance.case import randn, torch_case
from conformance.pipeline.compare import compare_outputs

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
