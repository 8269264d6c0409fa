"""Reduction of compile failures and crashes: the delta-debugging loop, the
parsers of the compiler's reports, the module rewriter, and real failures of
iree-compile 3.13 (the failing pass, a replaying reproducer, a reduced program)."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conformance.analyses.common.compiler import same_failure
from conformance.analyses.common.ddmin import ddmin
from conformance.analyses.context import BudgetSpent, Context
from conformance.analyses.reduce import mlir_ops, reduce_cell
from conformance.analyses.reduce.opt_switch import find_opt_switch
from conformance.analyses.reduce.passes import pass_from_pipeline_note, pass_from_stack_dump, with_pass
from conformance.case import Case, randint, torch_case, variants
from conformance.cell import Culprit, Status
from conformance.pipeline.run_cell import run_cell
from conformance.pipeline.tools import ToolSet
from conformance.signature import failure_key
from tests.harness import analysis_context

# --- delta debugging on stand-in failures whose minimal form is known ---------


def test_ddmin_finds_the_two_items_that_together_fail():
    calls = []

    def fails(items):
        calls.append(items)
        return 3 in items and 11 in items

    found = ddmin(range(16), fails)
    assert found.items == (3, 11)
    assert found.stopped == "minimal"
    assert found.tests == len(set(calls))  # each candidate is tested once


def test_ddmin_single_culprit_and_order_kept():
    found = ddmin(list("abcdefghij"), lambda s: "g" in s)
    assert found.items == ("g",)
    found = ddmin(list(range(20)), lambda s: {2, 7, 13} <= set(s))
    assert found.items == (2, 7, 13)


def test_ddmin_a_candidate_that_raises_or_hangs_is_rejected():
    def fails(items):
        if len(items) == 4 and 0 in items:
            raise TimeoutError("the step hung")  # e.g. the compile ran past its timeout
        return 5 in items

    assert ddmin(range(8), fails).items == (5,)


def test_ddmin_stops_at_the_deadline_with_a_failing_subset():
    def slow(items):
        time.sleep(0.05)
        return 1 in items

    found = ddmin(range(64), slow, deadline=time.monotonic() + 0.12)
    assert found.stopped == "deadline"
    assert 1 in found.items  # whatever it returns still fails


def test_ddmin_max_tests():
    found = ddmin(range(64), lambda s: 63 in s, max_tests=2)
    assert found.stopped == "max tests" and 63 in found.items


# --- what the compiler says -----------------------------------------------------

_LOCAL = (
    "note: Pipeline failed while executing `ConvertTorchToLinalg` on 'func.func' operation: @main: "
    "reproducer generated at `/x/reproducer.mlir`"
)
_NESTED = (
    "note: Pipeline failed while executing [`TranslateAllExecutablesPass` on 'hal.executable' operation: @d, "
    "`mlir::iree_compiler::detail::OpPipelineAdaptorPass` on 'builtin.module' operation, "
    "`TileAndDistributeToWorkgroupsUsingForallOpPass` on 'func.func' operation: @d]: reproducer generated at `r`"
)
_STACK = """Stack dump:
0.	Program arguments: iree-compile m.mlir
 #4 0x00007f mlir::detail::OperandStorage::OperandStorage(mlir::Operation*) OperationSupport.cpp:0:0
 #28 0x00007f mlir::torch::(anonymous namespace)::ConvertTorchToLinalg::runOnOperation() TorchToLinalg.cpp:0:0
 #29 0x00007f mlir::detail::OpToOpPassAdaptor::run(mlir::Pass*) Pass.cpp:0:0
 #40 0x00007f mlir::iree_compiler::AutoInputConversionPipelinePass::runOnOperation() x.cpp:0:0
"""


def test_pass_names_from_the_pipeline_note_and_the_stack_dump():
    assert pass_from_pipeline_note(_LOCAL) == "ConvertTorchToLinalg"
    assert pass_from_pipeline_note(_NESTED) == "TileAndDistributeToWorkgroupsUsingForallOpPass"
    assert pass_from_pipeline_note("error: something") is None
    assert pass_from_stack_dump(_STACK) == "ConvertTorchToLinalg"
    assert pass_from_stack_dump("1.\tRunning pass 'CSE' on 'func.func'\n") == "CSE"


def test_crash_signatures_keep_the_pass_and_the_assertion_text():
    sig = "crash: iree-compile SIGABRT: Assertion `aType == bType' failed."
    named = with_pass(sig, "LLVMCPUVectorLowering")
    assert named == "crash: iree-compile SIGABRT in LLVMCPUVectorLowering: Assertion `aType == bType' failed."
    assert (
        with_pass("crash: iree-compile SIGFPE", "ConvertTorchToLinalg")
        == "crash: iree-compile SIGFPE in ConvertTorchToLinalg"
    )
    assert with_pass("fail-compile: error: x", "P") == "fail-compile: error: x"  # only crashes
    # iree-opt replaying iree-compile's crash, and the named pass, are the same failure
    assert same_failure("crash: iree-opt SIGSEGV: error: e", "crash: iree-compile SIGSEGV in P: error: e")
    assert not same_failure("crash: iree-opt SIGSEGV: error: e", "crash: iree-compile SIGFPE: error: e")
    assert failure_key(None) is None and not same_failure(None, None)


# --- the module rewriter ----------------------------------------------------------

_MODULE = """module {
  func.func @f(%arg0: !torch.vtensor<[4],f32>, %arg1: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> attributes {a = 1 : i64} {
    %int1 = torch.constant.int 1
    %0 = torch.aten.add.Tensor %arg0, %arg1, %int1 : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %1 = torch.aten.neg %0 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
    %2 = torch.aten.exp %1 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
    return %2 : !torch.vtensor<[4],f32>
  }
}
"""  # noqa: E501


def test_module_candidates_cut_values_into_arguments(tools, tmp_path):
    m = mlir_ops.parse(_MODULE)
    assert m is not None and m.items() == (1, 2, 3)
    text = m.render((2,))  # neg alone: its operand becomes an argument
    assert "func.func @f(%cut_0: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> attributes {a = 1 : i64} {" in text
    assert "torch.constant.int" not in text and "torch.aten.add" not in text
    assert "return %1 : !torch.vtensor<[4],f32>" in text
    two = m.render((1, 3))  # add and exp: two outputs, exp's operand cut
    assert "-> (!torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>)" in two
    for i, t in enumerate((text, two)):  # both are valid modules the compiler takes
        p = tmp_path / f"c{i}.mlir"
        p.write_text(t)
        out = subprocess.run([str(tools.compile), str(p), "--compile-to=input", "-o", "/dev/null"], capture_output=True)
        assert out.returncode == 0, out.stderr.decode()
    with pytest.raises(mlir_ops.NotACandidate):
        m.render(())
    assert mlir_ops.parse("module {\n}\n") is None


# --- the opt-level switch on a stand-in outcome -----------------------------------


def test_opt_switch_names_the_pipeline_whose_level_alone_flips_it():
    def outcome(flags):
        # the failure needs dispatch creation at O3, whatever the others are
        level = next((f.split("=")[1] for f in flags if f.startswith("--iree-dispatch-creation-opt-level=")), None)
        level = level or next(f.split("=")[1] for f in flags if f.startswith("--iree-opt-level="))
        return "fail" if level == "O3" else "pass"

    switches = ("--iree-global-optimization-opt-level", "--iree-dispatch-creation-opt-level")
    switch, why = find_opt_switch(outcome, ("--x", "--iree-opt-level=O3"), "O3", "O1", switches)
    assert switch == "--iree-dispatch-creation-opt-level=O3 alone reproduces it (with --iree-opt-level=O1)"
    assert why == ""
    assert find_opt_switch(lambda f: "same", (), "O3", "O1", switches)[0] is None


# --- real failures of iree-compile 3.13 --------------------------------------------


def _mm_i8_relu():  # built lazily: importing this file does not import torch
    import torch

    class Mm(torch.nn.Module):
        def forward(self, a, b):
            return torch.relu(torch.mm(a, b) + 1) * 2

    return Mm()


MM_I8 = torch_case(
    "reduce_mm_i8",
    _mm_i8_relu,
    inputs=[randint("M", "K", low=-8, high=8, dtype="i8"), randint("K", "N", low=-8, high=8, dtype="i8")],
    sizes={"M": 4, "K": 8, "N": 4},
)


def _context(case: Case, cfg, opt: str = "O2", budget: float = 300) -> Context:
    variant = variants(case)[0]
    return analysis_context(case, variant, opt, cfg, run_cell(case, variant, opt, cfg), budget)


@pytest.fixture
def mm_i8(warm_cfg):
    # The warm cache: the tests below share one import and compile of the crash.
    assert isinstance(MM_I8, Case), MM_I8
    ctx = _context(MM_I8, warm_cfg)
    assert ctx.outcome.status is Status.CRASH, ctx.outcome.signature
    return ctx


@pytest.fixture(scope="session")
def mm_i8_reduced(
    tmp_path_factory: pytest.TempPathFactory, worker_id: str, tools: ToolSet, warm_cache: Path
) -> tuple[Path, Culprit, str | None]:
    """The crash's repro folder and its reduction (a few dozen compiles), made
    once for the tests that read them: xdist workers share them."""
    from tests.harness import built_once, recorded_after, run_config, session_folder

    folder = session_folder(tmp_path_factory, worker_id, "mm_i8")
    with built_once(folder) as built:
        if not built:
            cfg = dataclasses.replace(run_config(folder, tools), cache_root=warm_cache)
            assert isinstance(MM_I8, Case), MM_I8
            ctx = _context(MM_I8, cfg)
            assert ctx.outcome.status is Status.CRASH, ctx.outcome.signature
            culprit, signature = reduce_cell(ctx)
            made = {
                "repro": recorded_after(ctx, (culprit, signature)).repro,
                "culprit": culprit,
                "signature": signature,
            }
            (folder / "reduced.json").write_text(json.dumps(made))
    made = json.loads((folder / "reduced.json").read_text())
    return Path(made["repro"]), made["culprit"], made["signature"]


@pytest.mark.slow
def test_int8_mm_crash_names_its_pass_replays_and_reduces(mm_i8_reduced):
    folder, culprit, signature = mm_i8_reduced
    assert culprit["pass"] == "ConvertTorchToLinalg"
    assert signature.startswith("crash: iree-compile SIGSEGV in ConvertTorchToLinalg: error: unimplemented")
    # the one command replays the same failure from the IR just before the pass
    replay = subprocess.run(["sh", str(folder / "reproduce.sh")], capture_output=True, text=True)
    assert replay.returncode == -11 or replay.returncode == 139, replay.returncode
    assert "dstOriginalDtype has to be passed" in replay.stderr
    # add, relu and mul go; the mm stays
    assert culprit["reduced"]["nodes_before"] == 4
    assert culprit["reduced"]["nodes_after"] == 1
    reduced = (folder / "reduced.mlir").read_text()
    assert "torch.aten.mm" in reduced and "torch.aten.relu" not in reduced
    assert "flaky" not in culprit.get("why", "")


def test_a_failure_that_does_not_come_back_is_flaky(mm_i8):
    other = dataclasses.replace(mm_i8.outcome, signature="crash: iree-compile SIGABRT: Assertion `x' failed.")
    culprit, signature = reduce_cell(dataclasses.replace(mm_i8, outcome=other))
    assert culprit["why"].startswith("flaky:") and signature is None
    assert set(culprit) == {"why"}


def test_a_compile_the_budget_cut_short_is_no_answer_and_the_tools_own_limit_is_a_timeout(mm_i8, stand_in_tools):
    """A rerun, a bisection's step or a reduction's candidate that the budget stopped measured
    nothing: never `flaky`, never "does not fail so". The compiler's own limit stays a timeout."""
    from conformance.analyses import Budget, OutOfBudget, budgeted

    hung = dataclasses.replace(mm_i8.cfg, tools=stand_in_tools("sleep 30"))
    ctx = dataclasses.replace(mm_i8, cfg=hung, deadline=time.monotonic() + 1.5)
    with pytest.raises(BudgetSpent):
        ctx.compile(ctx.imported.mlir)
    assert isinstance(budgeted(reduce_cell, ctx, Budget(1.5)), OutOfBudget)  # not "flaky: rerun alone it gave timeout"
    own = dataclasses.replace(ctx, cfg=dataclasses.replace(hung, compile_timeout=1.0), deadline=time.monotonic() + 60)
    assert own.compile(own.imported.mlir).status is Status.TIMEOUT


def test_what_the_first_analysis_found_stands_when_the_second_runs_out_of_budget():
    from conformance.analyses import then

    def second(ctx: Context) -> tuple[Culprit, str | None]:
        raise BudgetSpent

    ctx = Context(None, None, "O2", None, None, 0.0, Path("."))
    culprit, signature = then(lambda ctx: ({"op": "aten.add", "why": "w"}, "sharp"), second)(ctx)
    assert (culprit, signature) == ({"op": "aten.add", "why": "w; budget"}, "sharp")


def test_reduce_command_updates_the_grid_and_refuses_unknown_cells(mm_i8, tmp_path):
    from conformance.grid import build_grid, write_grid
    from tests.harness import cli, recorded

    results = tmp_path / "results"
    write_grid(build_grid([recorded(mm_i8.outcome, mm_i8.cfg)], {}), results)
    before = (results / "grid.json").read_text()
    env_cache = {"CONFORMANCE_CACHE": str(mm_i8.cfg.cache_root)}
    bad = cli("reduce", str(results), "nope[llvm-cpu|O2|static]", env=env_cache)
    assert bad.returncode != 0 and len(bad.stderr.strip().splitlines()) == 1 and "nope" in bad.stderr
    assert (results / "grid.json").read_text() == before  # nothing changed
    # the test corpus case is not in the corpus: said so, nothing lost
    ok = cli("reduce", str(results), mm_i8.outcome.cell.id, "--analysis-budget", "60", env=env_cache)
    assert ok.returncode == 0, ok.stderr
    cell = json.loads((results / "grid.json").read_text())["cells"][0]
    assert cell["status"] == "crash" and "no such case" in cell["culprit"]["why"]


PLAIN_PACKAGES = ("torch", "iree-base-compiler", "iree-base-runtime")


def _with_requirements(names: tuple[str, ...]) -> set[str]:
    """The distributions ``names`` need to import, theirs included (no extras)."""
    from importlib import metadata

    from packaging.requirements import Requirement

    todo, seen = list(names), set()
    while todo:
        dist = metadata.distribution(todo.pop())
        if dist.metadata["Name"].lower() in seen:
            continue
        seen.add(dist.metadata["Name"].lower())
        reqs = (Requirement(r) for r in dist.requires or ())
        todo += [r.name for r in reqs if r.marker is None or r.marker.evaluate({"extra": ""})]
    return seen


@pytest.fixture
def plain_venv(tmp_path) -> str:
    """A new virtualenv holding only torch, iree-base-compiler, iree-base-runtime
    and what they require: each file of those distributions (their RECORD) is
    linked from this interpreter's site-packages, nothing else is there (not this
    project, not iree-turbine, which shares the ``iree`` folder): the files the
    test environment installed for the pinned versions, without minutes of
    downloading torch again."""
    from importlib import metadata

    venv = tmp_path / "plain-venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    py = venv / "bin" / "python"
    site = Path(subprocess.run([py, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                               capture_output=True, text=True, check=True).stdout.strip())  # fmt: skip
    # A top-level folder only these distributions' files are in is linked whole (torch/: its
    # thousands of files, and their bytecode); one shared with another (iree/) file by file.
    owners: dict[str, set[str]] = {}
    for dist in metadata.distributions():
        owner = dist.metadata["Name"].lower()
        for f in dist.files or ():
            owners.setdefault(f.parts[0], set()).add(owner)
    wanted = _with_requirements(PLAIN_PACKAGES)
    for name in wanted:
        dist = metadata.distribution(name)
        for f in dist.files or ():
            if f.parts[0] == ".." or f.suffix == ".pyc":  # scripts outside site-packages; bytecode is rebuilt
                continue
            whole = len(f.parts) > 1 and owners[f.parts[0]] <= wanted
            target = site / (f.parts[0] if whole else f)
            source = Path(str(dist.locate_file(f.parts[0] if whole else f))).resolve()
            target.parent.mkdir(parents=True, exist_ok=True)
            if not target.exists():
                target.symlink_to(source)
    return str(py)


def test_reduced_py_shows_the_failure_in_a_fresh_virtualenv(mm_i8_reduced, plain_venv, tmp_path):
    """reduced.py needs only torch, iree-base-compiler and iree-base-runtime."""
    repro, culprit, _ = mm_i8_reduced
    assert culprit["reduced"]["nodes_after"] == 1, culprit
    script = repro / "reduced.py"
    assert "conformance" not in script.read_text()
    names = "import importlib.metadata as m; print(sorted(d.metadata['Name'].lower() for d in m.distributions()))"
    listed = subprocess.run([plain_venv, "-c", names], capture_output=True, text=True, check=True, cwd=tmp_path)
    assert "torch" in listed.stdout and "iree-base-runtime" in listed.stdout, listed.stdout
    assert "conformance" not in listed.stdout and "iree-turbine" not in listed.stdout, listed.stdout
    out = subprocess.run([plain_venv, str(script)], capture_output=True, text=True, cwd=tmp_path, timeout=300)
    assert out.returncode in (-11, 139), (out.returncode, out.stderr[-2000:])
    assert "dstOriginalDtype has to be passed to convertScalarToDtype" in out.stderr


_CRASH_CORPUS = """
import torch
from conformance.case import randint, torch_case
from conformance.fn import Fn

torch_case("mm_i8", lambda: Fn(torch.mm),
           inputs=[randint("M", "K", low=-8, high=8, dtype="i8"), randint("K", "N", low=-8, high=8, dtype="i8")],
           sizes={"M": 4, "K": 8, "N": 4})
"""


@pytest.mark.slow
def test_a_new_crash_in_a_run_gets_its_pass_and_reduction(pytester, tmp_path):
    """The plugin's analysis hook: an unexpected crash comes out of the run with its culprit."""
    from tests.harness import run_harness, write_corpus

    corpus = write_corpus(tmp_path / "corpus", _CRASH_CORPUS)
    out = tmp_path / "results"
    run = run_harness(pytester, corpus, out, "--opt=O2", "--analysis-budget=300")
    assert run.ret == 1  # a regression: nothing expects this crash
    (cell,) = json.loads((out / "grid.json").read_text())["cells"]
    assert cell["status"] == "crash" and cell["verdict"] == "regression"
    assert cell["signature"].startswith("crash: iree-compile SIGSEGV in ConvertTorchToLinalg: error: unimplemented")
    assert cell["culprit"]["pass"] == "ConvertTorchToLinalg"
    assert cell["culprit"]["reduced"]["nodes_after"] == 1
    repro = Path(cell["repro"]) if Path(cell["repro"]).is_absolute() else pytester.path / cell["repro"]
    assert {"reproducer.mlir", "reproduce.sh", "reduced.mlir", "reduced.py"} <= {p.name for p in repro.iterdir()}


def test_a_report_in_the_repro_folder_outlives_a_re_analysis(mm_i8):
    """``reduce`` and ``localize`` write a cell's repro folder anew; a report made from it stays."""
    from tests.harness import recorded

    folder = Path(str(recorded(mm_i8.outcome, mm_i8.cfg).repro))
    (folder / "report.md").write_text("# the report\n")
    again = Path(str(recorded(mm_i8.outcome, mm_i8.cfg).repro))  # as a re-analysis records the cell
    assert again == folder and (folder / "report.md").read_text() == "# the report\n"
    assert (folder / "commands.sh").is_file()
