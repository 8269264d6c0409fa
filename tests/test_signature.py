"""Signature normalization: one compiler bug, one signature."""

from __future__ import annotations

from conformance.pipeline.signature import normalize, signature


def test_same_bug_in_two_cells_gives_one_signature():
    a = "/tmp/a/cache/import/82ae/module.mlir:7:25: error: 'memref.alloca' op stack allocation size overflows 64 bits"
    b = "/home/ci/.cache/0b1c/module.mlir:12:3: error: 'memref.alloca' op stack allocation size overflows 64 bits"
    assert signature("fail-compile", a) == signature("fail-compile", b)
    assert (
        signature("fail-compile", a)
        == "fail-compile: error: 'memref.alloca' op stack allocation size overflows 64 bits"
    )


def test_ssa_names_addresses_and_unknown_locations_go():
    line = "error: <unknown>:0: 'linalg.generic' op %arg3 and %12 at 0x7ffd5e3a9c10 in /usr/lib/x/libIREE.so"
    assert normalize(line) == "error: 'linalg.generic' op %V and %V at 0xADDR in libIREE.so"


def test_shapes_and_numbers_stay():
    line = "error: 'linalg.generic' op inferred input/output operand #2 has shape's dimension #1 to be 32, but found 16"
    assert normalize(line) == line


def test_first_error_wins_over_notes_and_warnings():
    text = "warning: something\nx.mlir:1:1: error: first one\nx.mlir:2:1: error: second one\n"
    assert signature("fail-compile", text) == "fail-compile: error: first one"


def test_no_diagnostic_falls_back_to_last_line():
    assert (
        signature("fail-run", "some output\nINVALID_ARGUMENT; bad thing\n") == "fail-run: INVALID_ARGUMENT; bad thing"
    )
    assert signature("fail-run", "") == "fail-run"
