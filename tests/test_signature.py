"""Signature normalization: one compiler bug, one signature."""

from __future__ import annotations

from conformance.signature import failure_key, normalize, signature


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
    assert signature("fail-run", "some output\nbad thing happened\n") == "fail-run: bad thing happened"
    assert signature("fail-run", "") == "fail-run"


# iree-run-module's stderr (IREE 3.13) for an f64 result given an f32-sized
# buffer, in a static and a dynamic cell: the status, then the VM's stack.
RUN_STATIC = (
    "c/runtime/src/iree/hal/buffer_view.c:47: OUT_OF_RANGE; buffer view byte length 48 exceeds backing buffer"
    " byte length 24; while invoking native function hal.buffer_view.create; while calling import; \n"
    "[ 1] bytecode module@1:464 -\n"
    "[ 0] bytecode module@2:64 -; invoking function 'main'"
)
RUN_DYNAMIC = (
    "c/runtime/src/iree/hal/buffer_view.c:47: OUT_OF_RANGE; buffer view byte length 40 exceeds backing buffer"
    " byte length 20; while invoking native function hal.buffer_view.create; while calling import; \n"
    "[ 1] bytecode module.__init:930 -\n"
    "[ 0] bytecode module@1:66 -; invoking function 'main'"
)


def test_a_runtime_failure_is_its_status_not_the_vm_stack():
    """One runtime check failing is one signature: the status line (its source
    file, code, message and context) whatever the cell's sizes and stack."""
    want = (
        "fail-run: buffer_view.c: OUT_OF_RANGE; buffer view byte length N exceeds backing buffer byte length N;"
        " while invoking native function hal.buffer_view.create; while calling import"
    )
    assert signature("fail-run", RUN_STATIC) == want
    assert signature("fail-run", RUN_DYNAMIC) == want
    other = "runtime/src/iree/tooling/function_io.c:1213: OUT_OF_RANGE; 3 outputs specified; outputting results"
    assert (
        signature("fail-run", other) == "fail-run: function_io.c: OUT_OF_RANGE; N outputs specified; outputting results"
    )


def test_a_quoted_python_frame_loses_its_line_number():
    """FxImporter quotes the node's stack trace: the line moves with every edit of that file."""
    a = "NotImplementedError: FIX ME {'stack_trace': 'File \"/x/_opinfo.py\", line 315, in forward'}"
    b = a.replace("315", "390")
    assert (
        normalize(a)
        == normalize(b)
        == "NotImplementedError: FIX ME {'stack_trace': 'File \"_opinfo.py\", line N, in forward'}"
    )


def test_a_size_the_compiler_measured_goes_and_a_limit_stays(tmp_path):
    """One bug on two hosts (vector widths) or two GPU targets (tile sizes) is one signature: the bytes
    the compiler measured go, the target's limit stays; a pin written with the number still matches."""
    from conformance.cell import Cell, Status, Verdict
    from conformance.expectations.match import expectation_for, judge, load_expectations

    here, there = (
        f"x.mlir:3:1: error: 'func.func' op exceeded stack allocation limit of 32768 bytes for function. Got {n} bytes"
        for n in (133824, 134208)
    )
    assert signature("fail-compile", here) == signature("fail-compile", there)
    assert "limit of 32768 bytes" in signature("fail-compile", here)
    gpu = "error: function 'main$async_dispatch_1' uses 17792 bytes of shared memory; exceeded the limit of 16384 bytes"
    assert normalize(gpu) == (
        "error: function 'main$async_dispatch_1' uses N bytes of shared memory; exceeded the limit of 16384 bytes"
    )
    assert (
        normalize("error: large vector sizes (32768 bytes) were found")
        == "error: large vector sizes (N bytes) were found"
    )
    pins = tmp_path / "llvm-cpu.toml"
    pins.write_text(
        '[[expect]]\ncase = "vit"\nstatus = "fail-compile"\nreason = "stack"\n'
        "signature = \"fail-compile: error: 'func.func' op exceeded stack allocation limit of 32768 bytes for function."
        ' Got 133824 bytes"\n'
    )
    exp = expectation_for(Cell("vit", "llvm-cpu", "O2", "dynamic"), load_expectations(pins))
    assert judge(exp, Status.FAIL_COMPILE, signature("fail-compile", there)) == (Verdict.XFAIL, "")
    # A grid recorded before the rule holds the number: the same failure for reports and the GPU-only table.
    assert failure_key(f"fail-compile: {gpu}") == failure_key(signature("fail-compile", gpu))
