"""Helpers for tests that run the real harness on a small corpus: in this
process, or in a subprocess where the run needs one; and folders the session's
xdist workers share, built once."""

from __future__ import annotations

import contextlib
import fcntl
import io
import os
import shutil
import subprocess
import time
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from unittest import mock

import pytest

from conformance.analyses.context import Context
from conformance.case import BrokenCase, Case, Variant
from conformance.cell import CellResult, Culprit, Finding
from conformance.pipeline.outcome import CellOutcome
from conformance.pipeline.run_cell import RunConfig
from conformance.pipeline.tools import ToolSet
from conformance.profiles import load_profiles
from conformance.results.record import Judgement, record, repro_name

CORPUS = """
import torch
from conformance.case import randn, torch_case
from conformance.fn import Fn

torch_case("add", lambda: Fn(lambda a, b: a + b), inputs=[randn("M", "N"), randn(1, "N")],
           sizes={"M": 3, "N": 4}, dynamic=["M", "N"])


class DataDependent(torch.nn.Module):
    def forward(self, x):
        return x + 1 if x.sum() > 0 else x - 1


torch_case("data_dependent", DataDependent, inputs=[randn(4)])
"""


def session_folder(tmp_path_factory: pytest.TempPathFactory, worker_id: str, name: str) -> Path:
    """A folder every xdist worker of this session sees: the workers' basetemps are siblings."""
    root = tmp_path_factory.getbasetemp()
    shared = root if worker_id == "master" else root.parent
    (shared / name).mkdir(exist_ok=True)
    return shared / name


@contextlib.contextmanager
def built_once(folder: Path) -> Iterator[bool]:
    """Whether ``folder`` is already built, under a lock the session's workers
    share: the first one builds it (the body) while another waits, then finds it
    built. A body that raises leaves it unbuilt: the next to try starts empty."""
    with (folder.parent / f"{folder.name}.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        done = folder / ".built"
        built = done.exists()
        if not built:
            shutil.rmtree(folder)
            folder.mkdir()
        yield built
        done.touch()


def cli(*args: str, env: Mapping[str, str] = {}) -> subprocess.CompletedProcess[str]:
    """``python -m conformance ARGS`` run in this process, with ``env`` added to
    the environment: its exit code and what it printed."""
    from conformance.__main__ import main

    return in_process(main, list(args), env)


def in_process(
    main: Callable[[list[str]], int], argv: list[str], env: Mapping[str, str] = {}
) -> subprocess.CompletedProcess[str]:
    """A command's ``main(argv)`` run in this process: its exit code and what it printed."""
    out, err = io.StringIO(), io.StringIO()
    with mock.patch.dict(os.environ, env), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as e:  # argparse's usage errors
            code = e.code if isinstance(e.code, int) else 1
    return subprocess.CompletedProcess([main.__module__, *argv], code, out.getvalue(), err.getvalue())


def run_config(root: Path, tools: ToolSet) -> RunConfig:
    """llvm-cpu on this host; the cache and the results in ``root``."""
    return RunConfig(
        profile=load_profiles()["llvm-cpu"],
        target="host",
        tools=tools,
        cache_root=root / "cache",
        results_dir=root / "results",
        compile_timeout=120,
        run_timeout=60,
    )


def recorded(outcome: CellOutcome, cfg: RunConfig) -> CellResult:
    """The outcome as a run records it, with no expectation and no analysis: its files written."""
    return record(outcome, Judgement(), cfg)


def analysis_context(
    case: Case, variant: Variant, opt: str, cfg: RunConfig, outcome: CellOutcome, seconds: float = 600.0
) -> Context:
    """What an analysis of the outcome gets in a run, with ``seconds`` to spend."""
    keep = cfg.results_dir.parent / "keep" / repro_name(outcome.cell)
    keep.mkdir(parents=True, exist_ok=True)
    return Context(case, variant, opt, cfg, outcome, time.monotonic() + seconds, keep)


def recorded_after(ctx: Context, found: tuple[Culprit, str | None]) -> CellResult:
    """The analyzed cell as a run records it: its repro folder holds what the analysis kept."""
    culprit, signature = found
    return record(ctx.outcome, Judgement(), ctx.cfg, Finding(culprit or None, signature, ctx.keep))


def accepted(case: Case | BrokenCase) -> Case:
    """A test's own declaration, which must be accepted."""
    assert isinstance(case, Case), case
    return case


def answers(real: Path) -> str:
    """The shell line with which a stand-in iree-compile answers what the real
    one is asked before any compile, as the real one does: ``--version`` (the
    cache key) and ``--help-list-hidden`` (the flags it has)."""
    return f'case "$1" in --version|--help-list-hidden) exec {real} "$1";; esac\n'


def wrapped_tools(base: Path, tools: ToolSet, prelude: str) -> Path:
    """A tools folder whose iree-compile runs the shell ``prelude`` (a fault on
    some condition), then is the real compiler; iree-run-module is the real one."""
    base.mkdir(parents=True)
    compile_ = base / "iree-compile"
    compile_.write_text(f'#!/bin/sh\n{answers(tools.compile)}{prelude}\nexec {tools.compile} "$@"\n')
    compile_.chmod(0o755)
    (base / "iree-run-module").symlink_to(tools.run_module)
    return base


def stand_in_release(root: Path, tools: ToolSet, version: str, error: str | None) -> None:
    """A folder of tools that says it is ``version`` and, given ``error``, fails every compile with it."""
    d = root / version
    d.mkdir(parents=True)
    fail = f'echo "module.mlir:1:1: {error}" >&2; exit 1' if error else ""
    script = f"""#!/bin/sh
case "$1" in --version) echo "IREE compiler version {version} @ 0123456789ab"; exit 0;;
  --help-list-hidden) exec {tools.compile} "$@";; esac
{fail}
exec {tools.compile} "$@"
"""
    (d / "iree-compile").write_text(script)
    (d / "iree-compile").chmod(0o755)
    (d / "iree-run-module").symlink_to(tools.run_module)


def write_corpus(directory: Path, text: str = CORPUS) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "cases.py").write_text(text)
    return directory


def run_harness(
    pytester: pytest.Pytester,
    corpus: Path,
    out: Path,
    *args: str,
    cache: Path | None = None,
    timeout: float | None = None,
    fresh: bool = False,
) -> pytest.RunResult:
    """One conformance session on llvm-cpu: results (JUnit, grid, repro) in ``out``.
    In this process, as pytester's ``runpytest`` runs it, unless it needs a
    process of its own: xdist workers (``-n``), a time limit to enforce, or
    ``fresh`` (onnx collects its node tests once per process, for the first
    selection of ops it is asked for)."""
    argv = (
        "-p", "conformance.plugin.hooks", "-p", "no:cacheprovider", str(corpus),
        f"--corpus-dir={corpus}", "--backend=llvm-cpu", f"--results={out}",
        f"--cache-dir={cache or pytester.path / 'cache'}", "-rfE", *args,
    )  # fmt: skip
    if fresh or timeout is not None or any(a == "-n" or a.startswith(("-n=", "--numprocesses")) for a in args):
        return pytester.runpytest_subprocess(*argv, timeout=timeout)
    return pytester.runpytest_inprocess(*argv)
