from __future__ import annotations

import dataclasses
import os
from pathlib import Path

# As the noxfile's tests session sets it, for a bare ``pytest tests -n=2`` too: two
# workers on two cores, and torch's own thread pool in each (sized at torch's import,
# which no import of this file makes) would spin beside the other worker's compiles.
# Set here, before the xdist workers and the harness's subprocesses start: they inherit it.
os.environ.setdefault("OMP_NUM_THREADS", "1")

import pytest

from conformance.pipeline.run_cell import RunConfig
from conformance.pipeline.tools import ToolSet, find_tools
from tests.harness import answers, run_config, session_folder

pytest_plugins = ["pytester"]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests marked slow run first: xdist (``--maxschedchunk=1``, see the
    noxfile) hands tests out one at a time in this order, and a long one started
    last would leave the other workers idle while it runs. (By default xdist
    first sends each worker a quarter of the tests in one consecutive block:
    every slow test to the first worker.)"""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


@pytest.fixture(autouse=True)
def _modules_stay_imported(monkeypatch: pytest.MonkeyPatch) -> None:
    """pytester puts sys.modules back as it found them after each test, dropping
    what the test imported. Harness runs in this process import torch's lazily
    loaded parts, and importing those again breaks torch's C extensions
    ("SystemError: ... bad call flags"): modules stay. (Each test's corpus is a
    module of its own name: nothing of one test is found by the next.)"""
    import _pytest.pytester

    monkeypatch.setattr(_pytest.pytester.SysModulesSnapshot, "restore", lambda self: None)


@pytest.fixture(scope="session")
def tools() -> ToolSet:
    return find_tools()


@pytest.fixture(scope="session")
def warm_cache(tmp_path_factory: pytest.TempPathFactory, worker_id: str) -> Path:
    """One cache for the harness runs of tests that do not test caching: a case
    is exported, imported and compiled once per session, for all xdist workers
    (the cache is safe to share between processes, as the harness's own workers
    do). Entries are keyed by content and tool fingerprint, so stand-in tools
    never share an entry with the real ones."""
    return session_folder(tmp_path_factory, worker_id, "warm-cache")


@pytest.fixture
def cfg(tmp_path: Path, tools: ToolSet) -> RunConfig:
    return run_config(tmp_path, tools)


@pytest.fixture
def warm_cfg(cfg: RunConfig, warm_cache: Path) -> RunConfig:
    """``cfg`` on the session's warm cache: for tests that neither test caching
    nor read the cache's folders, so what one test imported and compiled with
    the real tools another does not build again."""
    return dataclasses.replace(cfg, cache_root=warm_cache)


@pytest.fixture
def stand_in_tools(tmp_path: Path, tools: ToolSet):
    """A tools folder whose iree-compile is a tiny script; iree-run-module is real.
    Like the real tool, the script answers ``--version`` and ``--help-list-hidden``
    (the harness asks for the cache key and the flags; a stand-in that hung there
    would cost the query's timeout)."""

    def make(compile_script: str) -> ToolSet:
        d = tmp_path / "stand-in"
        d.mkdir(exist_ok=True)
        compile_ = d / "iree-compile"
        compile_.write_text("#!/bin/sh\n" + answers(tools.compile) + compile_script + "\n")
        compile_.chmod(0o755)
        run = d / "iree-run-module"
        if not run.exists():
            run.symlink_to(tools.run_module)
        return find_tools(d)

    return make
