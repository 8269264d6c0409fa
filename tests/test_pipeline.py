"""The pipeline of one cell with the real iree-compile, iree-run-module and torch.

Every status is produced by real tool behaviour: a real compile error, a real
mismatch (a deliberately wrong reference), a real crash and a real hang (tiny
stand-in compilers that die on a signal or never finish).
"""

from __future__ import annotations

import dataclasses
import signal
import time
from pathlib import Path

import numpy as np
import pytest
import torch

from conformance.case import randint, randn, torch_case, variants
from conformance.cell import Status
from conformance.fn import Fn
from conformance.pipeline import cache
from conformance.pipeline.compile import compile_module
from conformance.pipeline.run_cell import run_cell
from conformance.results.record import outputs_folder
from tests.harness import recorded

ADD = torch_case(
    "pipeline_add",
    lambda: Fn(lambda a, b: a + b),
    inputs=[randn("M", "N"), randn(1, "N")],
    sizes={"M": 3, "N": 5},
    dynamic=["M", "N"],
)


class DataDependent(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if x.sum() > 0:  # control flow on data: torch.export cannot trace it
            return x + 1
        return x - 1


BAD_EXPORT = torch_case("pipeline_data_dependent", DataDependent, inputs=[randn(4)])


def _gone(pid: int) -> bool:
    """Dead, or a zombie nobody reaped (containers often have no init that reaps)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


def _variant(case, name):
    return next(v for v in variants(case) if v.name == name)


@pytest.mark.parametrize("dims", ["static", "dynamic", "mixed"])
def test_pass_on_every_dims_variant(cfg, dims):
    r = run_cell(ADD, _variant(ADD, dims), "O2", cfg)
    assert r.status is Status.PASS, r.message
    assert r.signature is None and recorded(r, cfg).repro is None
    assert set(r.durations) == {"import", "reference", "compile", "run", "compare"}
    mlir = next((cfg.cache_root / "import").glob("*/module.mlir")).read_text()
    want = {"static": "[3,5]", "dynamic": "[?,?]", "mixed": "[?,5]"}[dims]
    assert f"!torch.vtensor<{want},f32>" in mlir  # the variant really is what it says


def test_a_run_that_keeps_outputs_keeps_a_passing_cells_outputs_with_its_import(cfg):
    keep = dataclasses.replace(cfg, keep_outputs=True)
    r = recorded(run_cell(ADD, _variant(ADD, "mixed"), "O1", keep), keep)
    assert r.status is Status.PASS and r.repro is None
    kept = outputs_folder(cfg.results_dir, r.cell)
    imported = Path((kept / "import.txt").read_text().strip())
    a, b = (np.load(p) for p in sorted(imported.glob("input_*.npy")))
    np.testing.assert_allclose(np.load(kept / "output_0.npy"), a + b, rtol=1e-6)


def test_warm_rerun_uses_the_cache(cfg):
    first = run_cell(ADD, _variant(ADD, "static"), "O1", cfg)
    second = run_cell(ADD, _variant(ADD, "static"), "O1", cfg)
    assert first.cached == () and second.cached == ("import", "compile")
    assert second.status is Status.PASS
    # Another opt level shares the import but compiles anew.
    third = run_cell(ADD, _variant(ADD, "static"), "O3", cfg)
    assert third.cached == ("import",)


def test_wrong_reference_is_a_mismatch_with_figures(cfg):
    run_cell(ADD, _variant(ADD, "static"), "O0", cfg)
    expected = next((cfg.cache_root / "import").glob("*/expected_0.npy"))
    wrong = np.load(expected)
    wrong[0, 0] += 1.0
    np.save(expected, wrong)
    cache.seal(expected.parent)  # stored so: a wrong reference, not a corrupt entry (which is rebuilt)
    r = run_cell(ADD, _variant(ADD, "static"), "O0", cfg)
    assert not (cfg.results_dir / "repro").exists()  # the pipeline writes nothing: the record does
    r = recorded(r, cfg)
    assert r.status is Status.MISMATCH
    assert r.signature == "mismatch: output 0 values differ"
    assert "max abs err 1" in r.message and "6.7% of 15 elements" in r.message and "first at (0, 0)" in r.message
    repro = cfg.results_dir / "repro" / "pipeline_add__llvm-cpu__O0__static"
    assert {"module.mlir", "input_0.npy", "input_1.npy", "expected_0.npy", "actual_output_0.npy", "commands.sh"} <= {
        p.name for p in repro.iterdir()
    }
    assert "--iree-opt-level=O0" in (repro / "commands.sh").read_text()


def test_export_failure_is_fail_import(cfg):
    r = recorded(run_cell(BAD_EXPORT, _variant(BAD_EXPORT, "static"), "O0", cfg), cfg)
    assert r.status is Status.FAIL_IMPORT and r.stage == "import"
    assert r.signature.startswith("fail-import: ")
    assert (cfg.results_dir / "repro" / "pipeline_data_dependent__llvm-cpu__O0__static" / "commands.sh").exists()


def test_real_compile_error_is_fail_compile(cfg, tools, tmp_path):
    mlir = tmp_path / "bad.mlir"
    mlir.write_text("func.func @main(%a: tensor<4xf32>) -> tensor<4xi32> {\n  return %a : tensor<4xf32>\n}\n")
    c = compile_module(mlir, cfg.profile.flags("O2", "host"), tools, cfg.cache_root, 60)
    assert c.status is Status.FAIL_COMPILE and c.vmfb is None
    assert c.signature.startswith("fail-compile: error: ")
    assert "bad.mlir" not in c.signature and ":2:" not in c.signature


def test_no_device_compiles_and_skips_the_run(cfg):
    cfg = dataclasses.replace(cfg, skip_run_reason="no hip device")
    r = run_cell(ADD, _variant(ADD, "static"), "O0", cfg)
    assert r.status is Status.SKIP and r.stage == "run"
    assert "compile" in r.durations and "run" not in r.durations
    assert r.signature == "skip: no hip device"


def test_compiler_dying_on_a_signal_is_a_crash(cfg, stand_in_tools):
    tools = stand_in_tools(
        'echo "iree-compile: Foo.cpp:12: void f(): Assertion \\`aType == bType\' failed." >&2\nkill -ABRT $$'
    )
    r = run_cell(ADD, _variant(ADD, "static"), "O3", dataclasses.replace(cfg, tools=tools))
    assert r.status is Status.CRASH and r.stage == "compile"
    assert r.signature == "crash: iree-compile SIGABRT: Foo.cpp:12: void f(): Assertion `aType == bType' failed."


def test_compiler_segfault_is_a_crash_and_the_next_cell_still_runs(cfg, stand_in_tools):
    crashing = stand_in_tools("kill -SEGV $$")
    r = run_cell(ADD, _variant(ADD, "static"), "O3", dataclasses.replace(cfg, tools=crashing))
    assert r.status is Status.CRASH and r.signature == "crash: iree-compile SIGSEGV"
    assert run_cell(ADD, _variant(ADD, "static"), "O3", cfg).status is Status.PASS


def test_hang_is_a_timeout_and_the_whole_process_group_is_killed(cfg, stand_in_tools, tmp_path):
    pidfile = tmp_path / "child.pid"
    hanging = stand_in_tools(f"sleep 300 &\necho $! > {pidfile}\nwait")
    start = time.monotonic()
    r = run_cell(ADD, _variant(ADD, "static"), "O0", dataclasses.replace(cfg, tools=hanging, compile_timeout=2))
    assert r.status is Status.TIMEOUT and r.signature == "timeout: iree-compile ran past its time limit"
    assert time.monotonic() - start < 30
    child = int(pidfile.read_text())
    time.sleep(0.2)
    assert _gone(child)  # the grandchild is gone too: no orphan left behind
    # A timeout is not cached: the real compiler then succeeds.
    assert run_cell(ADD, _variant(ADD, "static"), "O0", cfg).status is Status.PASS


def test_signal_names(cfg, stand_in_tools):
    tools = stand_in_tools("kill -FPE $$")
    r = run_cell(ADD, _variant(ADD, "dynamic"), "O1", dataclasses.replace(cfg, tools=tools))
    assert r.signature == f"crash: iree-compile {signal.SIGFPE.name}"


def test_vulkan_runs_and_compares_where_a_device_exists(cfg, tools):
    from conformance.pipeline.tools import available_devices
    from conformance.profiles import load_profiles

    if "vulkan" not in available_devices(tools.run_module):
        pytest.skip("no vulkan device (install mesa-vulkan-drivers for lavapipe)")
    profile = load_profiles()["vulkan"]
    vk = dataclasses.replace(cfg, profile=profile, target=profile.target)
    r = run_cell(ADD, _variant(ADD, "mixed"), "O2", vk)
    assert r.status is Status.PASS, r.message
    assert r.durations["run"] > 0


class TakeAfterMatmul(torch.nn.Module):
    """The shape of the TVM ReorderTakeAfterMatmul report: a matmul, then take
    along an axis of 16."""

    def forward(self, x: torch.Tensor, w: torch.Tensor, idx: torch.Tensor) -> torch.Tensor:
        return torch.take_along_dim(x @ w, idx, dim=1)


def _out_of_range_routing(rng, sizes):
    # The test's bug, as reported: indices drawn from [0, 64) for an axis of 16.
    x = rng.standard_normal((4, 8)).astype("float32")
    w = rng.standard_normal((8, 16)).astype("float32")
    return [x, w, rng.integers(0, 64, (4, 3)).astype("int64")]


TVM_TAKE = torch_case(
    "pipeline_take_out_of_range",
    TakeAfterMatmul,
    inputs=[randn(4, 8), randn(8, "N"), randint(4, 3, high="N")],
    sizes={"N": 16},
    generate=_out_of_range_routing,
)


def test_inputs_breaking_their_contract_are_invalid_input_not_mismatch(cfg):
    r = run_cell(TVM_TAKE, _variant(TVM_TAKE, "static"), "O2", cfg)
    assert r.status is Status.INVALID_INPUT and r.stage == "import"
    assert "input 2 breaks its contract 'indexes an axis of size 16 (N)'" in r.message
    assert "outside [0, 16)" in r.message
    assert not list((cfg.cache_root).glob("compile/*"))  # nothing was compiled


def test_declared_rules_are_checked():
    from conformance.case import InRange, Unique, check_contract, positive

    dup = torch_case("contract_dup", _never, inputs=[randint(2, 3, high=8)], contracts=[Unique(0)])
    assert check_contract(dup, [np.array([[1, 2, 3], [4, 4, 5]])]) == (
        "input 0 breaks its contract 'unique along axis -1': 1/2 slices repeat a value"
    )
    assert check_contract(dup, [np.array([[1, 2, 3], [4, 6, 5]])]) is None
    log = torch_case("contract_log", _never, inputs=[randn(3)], contracts=[positive(0)])
    assert "breaks its contract 'in (0, inf]'" in check_contract(log, [np.array([1.0, 0.0, 2.0], "float32")])
    acos = torch_case("contract_acos", _never, inputs=[randn(3)], contracts=[InRange(0, -1, 1)])
    assert check_contract(acos, [np.array([0.5, -1.0, 1.0], "float32")]) is None
    nan = torch_case("contract_nan", _never, inputs=[randn(2)])
    assert "1/2 values are NaN or Inf" in check_contract(nan, [np.array([1.0, np.nan], "float32")])


def _never():
    raise AssertionError("not built")


def test_export_fidelity_of_a_random_forward_does_not_depend_on_what_ran_before():
    """The exported program and eager run from one RNG state: whether they agree
    on a forward that draws random numbers is the same on every call, whatever
    the process's RNG state was (once it flipped between runs of the corpus)."""
    from conformance.pipeline.torch_frontend import export_program

    case = torch_case("pipeline_random_forward", lambda: Fn(lambda x: x + torch.rand_like(x)), inputs=[randn(4, 5)])
    static = next(v for v in variants(case) if v.name == "static")
    x = np.ones((4, 5), np.float32)
    for seed in (1, 2, 3):
        torch.manual_seed(seed)
        export_program(case, static, [x])  # raises ExportDisagrees when the two runs drew differently


class _CountsCalls(torch.nn.Module):
    """Mutates a buffer in forward, as batch norm in training mode does its running statistics."""

    seen: torch.Tensor

    def __init__(self) -> None:
        super().__init__()
        self.register_buffer("seen", torch.zeros(3, 4))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.seen.add_(x)
        return x * 2


class _ScalesInPlace(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x.mul_(2)  # an input mutated in place
        return x + 1


MUTATES_BUFFER = torch_case("mutates_buffer", _CountsCalls, inputs=[randn(3, 4)])
MUTATES_INPUT = torch_case("mutates_input", _ScalesInPlace, inputs=[randn(3, 4)])


@pytest.mark.parametrize("case", [MUTATES_BUFFER, MUTATES_INPUT], ids=lambda c: c.name)
def test_a_forward_that_mutates_state_is_compared_on_what_it_returns(cfg, case):
    """torch.export returns a mutated buffer or input as an extra leading output;
    the module then has more results than eager PyTorch returns. That is the
    harness's layout to handle, never a run failure of the compiler's module."""
    r = run_cell(case, _variant(case, "static"), "O1", cfg)
    assert r.status is Status.PASS, (r.status, r.signature)


class _Rotary(torch.nn.Module):
    """RoPE as transformers writes it: ``inv_freq`` is a non-persistent buffer,
    which torch.export keeps in the program's constants, not its state dict."""

    inv_freq: torch.Tensor

    def __init__(self, dim: int = 8) -> None:
        super().__init__()
        self.register_buffer("inv_freq", 1.0 / 10000 ** (torch.arange(0, dim, 2).float() / dim), persistent=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        angles = torch.arange(x.shape[1], dtype=torch.float32)[:, None] * self.inv_freq[None, :]
        emb = torch.cat([angles, angles], dim=-1)
        return x * emb.cos() + x.flip(-1) * emb.sin()


ROTARY = torch_case(
    "non_persistent_buffer", _Rotary, inputs=[randn("B", "S", 8)], sizes={"B": 2, "S": 5}, dynamic=["B", "S"]
)


@pytest.mark.parametrize("dims", ["static", "dynamic"])
def test_a_model_with_a_non_persistent_buffer_imports_and_passes(cfg, dims):
    """IREE 3.13's frozen import looks such a buffer up in the state dict alone
    (AssertionError: Could not find state mapping for buffer); the harness
    imports it as iree-turbine's aot.export does."""
    r = run_cell(ROTARY, _variant(ROTARY, dims), "O2", cfg)
    assert r.status is Status.PASS, (r.status, r.signature)


def test_one_export_per_case_and_variant_serves_each_consumer_its_own_copy(monkeypatch, tmp_path):
    """The honest spread, the import and behind ask for the same exported program: it is made
    once, each gets a copy it may rewrite, and a case whose file changed is exported again."""
    from conformance.case import generate_inputs
    from conformance.pipeline import torch_frontend

    made = []
    real = torch_frontend._export_program
    monkeypatch.setattr(torch_frontend, "_export_program", lambda *a: made.append(a[1].name) or real(*a))
    monkeypatch.setattr(torch_frontend, "_EXPORTS", type(torch_frontend._EXPORTS)())
    static, inputs = _variant(ADD, "static"), generate_inputs(ADD)
    first = torch_frontend.export_program(ADD, static, inputs)
    first.graph.erase_node(first.graph.output_node())  # what a consumer does to its copy stays in it
    second = torch_frontend.export_program(ADD, static, inputs)
    assert second.graph.output_node() is not None and second is not first
    torch_frontend.export_program(ADD, _variant(ADD, "dynamic"), inputs)
    assert made == ["static", "dynamic"]

    source = tmp_path / "cases.py"
    source.write_text("# one definition\n")
    moved = dataclasses.replace(ADD, source_file=str(source))
    torch_frontend.export_program(moved, static, inputs)
    source.write_text("# another definition\n")
    torch_frontend.export_program(moved, static, inputs)
    assert made == ["static", "dynamic", "static", "static"]
