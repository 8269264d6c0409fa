"""IREE's ONNX op suite lists from an onnx-node grid, and back: export, then
compare, on a small grid of records (the lists are plain data)."""

from __future__ import annotations

import json

from conformance.cell import Cell, CellResult, Status
from conformance.grid import build_grid, write_grid
from conformance.upstream.onnx_lists import PREFIX


def _cell(case: str, status: Status, stage: str = "compile", signature: str | None = None) -> CellResult:
    sig = signature or (None if status is Status.PASS else f"{status}: error: something")
    return CellResult(Cell(case, "llvm-cpu", "O2", "static"), "host", status, stage, sig, corpus="onnx-node")


GRID = [
    _cell("test_abs", Status.PASS, "compare"),
    _cell("test_cumsum_1d", Status.FAIL_COMPILE),
    _cell("test_reversesequence_time", Status.MISMATCH, "compare", "mismatch: output 0 values differ"),
    _cell("test_sce_mean_expanded", Status.FAIL_COMPILE),
    _cell("test_reshape_allowzero_reordered", Status.CRASH, "compile", "crash: iree-compile SIGFPE"),
    _cell("test_image_decoder_decode_png_rgb", Status.SKIP, "run"),
    _cell("test_abs", Status.PASS, "compare").__class__(
        Cell("test_abs", "llvm-cpu", "O0", "static"), "host", Status.FAIL_COMPILE, "compile", "x", corpus="onnx-node"
    ),  # another opt level: not in an O2 list
]


def test_export_then_compare_agrees_with_itself_and_names_each_disagreement(tmp_path):
    from tests.harness import cli

    write_grid(build_grid(GRID, {}), tmp_path / "run")
    out = tmp_path / "iree.json"
    proc = cli("iree-lists", "export", str(tmp_path / "run"), "--compile-flag=--iree-opt-level=O2", "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    config = json.loads(out.read_text())
    assert config["expected_compile_failures"] == [
        PREFIX + "test_cumsum_1d", PREFIX + "test_reshape_allowzero_reordered", PREFIX + "test_sce_mean_expanded",
    ]  # fmt: skip
    assert config["expected_run_failures"] == [PREFIX + "test_reversesequence_time"]
    assert config["skip_compile_tests"] == [PREFIX + "test_image_decoder_decode_png_rgb"]
    assert config["iree_compile_flags"] == ["--iree-opt-level=O2"]
    same = cli("iree-lists", "compare", str(tmp_path / "run"), str(out))
    assert same.returncode == 0 and "5 agree (1 pass, 4 fail in both), 0 differ" in same.stdout

    # IREE's list as it stands: cumsum expected to fail (passes here now), reversesequence expected to pass.
    config["expected_compile_failures"] = [PREFIX + "test_abs", PREFIX + "test_sce_mean_expanded", PREFIX + "test_gone"]
    config["expected_run_failures"] = [PREFIX + "test_reshape_allowzero_reordered"]
    out.write_text(json.dumps(config))
    diff = cli("iree-lists", "compare", str(tmp_path / "run"), str(out))
    lines = diff.stdout.splitlines()
    assert (
        "| onnx/node/generated/test_abs | expected compile failure | pass (stale) | `test_abs[llvm-cpu|O2|static]` |"
        in lines
    )
    assert any(
        line.startswith("| onnx/node/generated/test_reversesequence_time | pass | run failure: `mismatch")
        for line in lines
    )
    assert any(line.startswith("| onnx/node/generated/test_cumsum_1d | pass | compile failure") for line in lines)
    assert (
        "| onnx/node/generated/test_reshape_allowzero_reordered | expected run failure | compile failure |"
        in diff.stdout
    )
    assert "| onnx/node/generated/test_gone | named | no cell |  |" in lines


def test_a_file_that_is_not_a_configuration_is_one_line(tmp_path):
    from tests.harness import cli

    write_grid(build_grid(GRID, {}), tmp_path / "run")
    (tmp_path / "bad.json").write_text('{"expected_compile_failures": "test_abs"}')
    proc = cli("iree-lists", "compare", str(tmp_path / "run"), str(tmp_path / "bad.json"))
    assert proc.returncode == 2 and proc.stderr.strip().endswith(
        "'expected_compile_failures' is not a list of test paths"
    )
    proc = cli("iree-lists", "export", str(tmp_path / "nothing"))
    assert proc.returncode == 2


def test_a_test_that_iree_suite_lacks_is_only_here_not_a_pass_iree_expects(tmp_path):
    from tests.harness import cli

    write_grid(build_grid(GRID, {}), tmp_path / "run")
    (tmp_path / "iree.json").write_text(json.dumps({"expected_compile_failures": [PREFIX + "test_sce_mean_expanded"]}))
    suite = tmp_path / "suite.txt"
    suite.write_text("\n".join(PREFIX + t for t in ("test_abs", "test_sce_mean_expanded", "test_reversesequence_time")))
    proc = cli("iree-lists", "compare", str(tmp_path / "run"), str(tmp_path / "iree.json"), "--suite", str(suite))
    assert proc.returncode == 0, proc.stderr
    assert "6 tests here, 3 of them only here; of the others, 2 agree (1 pass, 1 fail in both), 1 differ" in proc.stdout
    assert "test_cumsum_1d" not in proc.stdout  # only here: not in IREE's suite, so nothing IREE expects of it


def test_a_gpu_targets_compile_side_is_compared_at_the_compile_step_alone():
    """No device here: a module that compiled (its run skipped) passes IREE's compile step; a test IREE
    expects to fail at run is one it expects to compile, and fails to here only if it does not."""
    from conformance.upstream.onnx_lists import compare

    def gpu(case: str, status: Status, stage: str) -> CellResult:
        return CellResult(Cell(case, "rocm", "O3", "static"), "gfx1100", status, stage, None, corpus="onnx-node")

    cells = {
        PREFIX + "test_abs": gpu("test_abs", Status.SKIP, "run"),  # compiled; no device to run it
        PREFIX + "test_cumsum_1d": gpu("test_cumsum_1d", Status.SKIP, "run"),  # compiles here: IREE's is stale
        PREFIX + "test_pow": gpu("test_pow", Status.FAIL_COMPILE, "compile"),  # IREE expects it to compile
        PREFIX + "test_col2im": gpu("test_col2im", Status.FAIL_COMPILE, "compile"),
    }
    config = {
        "expected_compile_failures": [PREFIX + "test_cumsum_1d", PREFIX + "test_col2im"],
        "expected_run_failures": [PREFIX + "test_pow"],
        "skip_compile_tests": [],
        "skip_run_tests": [PREFIX + "test_abs"],
    }
    c = compare(config, cells, compile_only=True)
    assert c.both_pass == 1 and c.stale == [(PREFIX + "test_cumsum_1d", "compile")]
    assert [t for t, _, _ in c.missed] == [PREFIX + "test_pow"] and [t for t, _, _ in c.both_fail] == [
        PREFIX + "test_col2im"
    ]
    skipped = compare(config, cells).skipped  # without it: what did not run is told nothing
    assert skipped == [PREFIX + "test_abs", PREFIX + "test_cumsum_1d"]


def test_an_iree_configuration_becomes_the_session_that_runs_its_flags(tmp_path):
    """IREE's RDNA3 O3 file's flags, as IREE's CI passes them: the rocm session with that target,
    opt level and device; a flag the profile does not declare passes through as --compile-flag."""
    from tests.harness import cli

    config = {
        "config_name": "gpu_hip_rdna3",
        "iree_compile_flags": [
            "--iree-hal-target-device=hip", "--iree-rocm-target=gfx1100",
            "--iree-input-demote-f64-to-f32=false", "--iree-opt-level=O3",
        ],
        "iree_run_module_flags": ["--device=hip"],
        "expected_compile_failures": [],
    }  # fmt: skip
    (tmp_path / "rdna3.json").write_text(json.dumps(config))
    proc = cli("iree-lists", "args", str(tmp_path / "rdna3.json"))
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    assert proc.stdout.split() == [
        "python3", "-m", "nox", "-s", "conformance-rocm", "--", "--corpus", "onnx-node", "--tier", "full",
        "--dims", "static", "--target", "gfx1100", "--compile-flag=--iree-input-demote-f64-to-f32=false",
        "--opt", "O3", "--device", "hip",
    ]  # fmt: skip

    # No target named: the compiler's default there, the profile's here, and the command says so.
    config["iree_compile_flags"] = ["--iree-hal-target-device=vulkan", "--iree-opt-level=O0"]
    config["iree_run_module_flags"] = ["--device=vulkan"]
    (tmp_path / "vulkan.json").write_text(json.dumps(config))
    proc = cli("iree-lists", "args", str(tmp_path / "vulkan.json"))
    assert proc.returncode == 0 and "conformance-vulkan -- " in proc.stdout
    assert "names no target" in proc.stderr and "(vp_android_baseline_2022)" in proc.stderr


def test_a_configuration_the_harness_cannot_run_is_one_line_naming_the_flag(tmp_path):
    from tests.harness import cli

    for compile_flags, run_flags, message in (
        (["--iree-hal-target-device=metal"], [], "compile flag '--iree-hal-target-device=metal': no backend profile"),
        (["--iree-opt-level=O3"], [], "no --iree-hal-target-device or --iree-hal-target-backends flag"),
        (["--iree-hal-target-device=hip"], ["--trace_execution"], "run flag '--trace_execution'"),
    ):
        path = tmp_path / "config.json"
        path.write_text(json.dumps({"iree_compile_flags": compile_flags, "iree_run_module_flags": run_flags}))
        proc = cli("iree-lists", "args", str(path))
        assert proc.returncode == 2 and proc.stdout == ""
        assert len(proc.stderr.splitlines()) == 1 and message in proc.stderr, proc.stderr
        assert proc.stderr.startswith(f"iree-lists: {path}: not a configuration this harness can run")
