"""A generated catalog (opinfo's took 21 minutes) is built saying so: a line
before its first item, then every few seconds, and a last one with the count
and time; in check-expectations and list on stderr, in a pytest run on the
controller's terminal before the workers start. Without torch (or onnx,
transformers), check-expectations says so in one line with the command that
installs it, not one problem per corpus module."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from filelock import FileLock

from conformance.corpus import _cache as _cache
from conformance.corpus._cache import cached, entry_path, progress, rooted, saying
from conformance.pipeline.tools import pinned_version

# A process that sees torch as not installed: an import of it fails as for a
# missing package (ModuleNotFoundError naming it), and find_spec finds none.
_NO_TORCH = 'import sys\nsys.modules["torch"] = None\n'


@pytest.fixture
def lines(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[list[str]]:
    """What builds say, in a cache folder of this test's own, with nothing read in this process yet."""
    monkeypatch.setattr(_cache, "_MEMO", {})
    said: list[str] = []
    with rooted(tmp_path), saying(said.append, every=0.0):
        yield said


def test_a_build_says_it_began_before_its_first_item_and_ends_with_the_count(lines: list[str], tmp_path: Path) -> None:
    before_any: list[str] = []

    def build() -> list[int]:
        before_any.extend(lines)
        for done in range(3):
            progress(done, 3)
        progress(3, 3)
        return [1, 2, 3]

    assert cached("stand-in", ["v1"], build, unit="ops") == [1, 2, 3]
    assert before_any == [f"conformance: building the stand-in catalog (first run; cached in {tmp_path / 'corpus'})"]
    assert [line.rsplit(",", 1)[0] for line in lines[1:-1]] == [
        f"conformance: building the stand-in catalog: {n}/3 ops" for n in range(4)
    ]
    assert lines[-1] == "conformance: built the stand-in catalog: 3 ops in 0 s"

    _cache._MEMO.clear()  # another process: reads the file, and says nothing
    lines.clear()
    assert cached("stand-in", ["v1"], lambda: pytest.fail("built again")) == [1, 2, 3]
    assert lines == []


def test_a_quick_build_of_many_items_says_two_lines_not_one_per_item(lines: list[str], tmp_path: Path) -> None:
    def build() -> int:
        for done in range(10_000):
            progress(done, 10_000)
        progress(10_000, 10_000)
        return 0

    with saying(lines.append):  # every few seconds, as outside a test
        cached("many", ["v1"], build)
    assert lines == [
        f"conformance: building the many catalog (first run; cached in {tmp_path / 'corpus'})",
        "conformance: built the many catalog: 10000 items in 0 s",
    ]


def test_a_wait_for_another_process_building_it_is_said(lines: list[str]) -> None:
    path = entry_path("shared", ["v1"])
    path.parent.mkdir(parents=True)
    held, release = threading.Event(), threading.Event()

    def other_builder() -> None:  # a lock of its own on the file, as another process's
        with FileLock(str(path) + ".lock"):
            held.set()
            release.wait(10)

    thread = threading.Thread(target=other_builder)
    thread.start()
    held.wait(10)
    threading.Timer(0.2, release.set).start()
    assert cached("shared", ["v1"], lambda: "built") == "built"
    thread.join()
    assert lines[0] == f"conformance: waiting for another process to build the shared catalog ({path.parent})"


def _run(args: list[str], tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """``python ARGS`` with a cache folder of its own (every catalog cold) and the default torch index."""
    full = {k: v for k, v in os.environ.items() if k != "CONFORMANCE_TORCH_INDEX"}
    full.update(CONFORMANCE_CACHE=str(tmp_path / "cache"), **env)
    return subprocess.run([sys.executable, *args], env=full, capture_output=True, text=True, timeout=120, cwd=tmp_path)


def test_check_expectations_says_so_on_stderr_from_the_start(tmp_path: Path) -> None:
    args = ["-m", "conformance", "check-expectations", "--corpus", "onnx-node"]
    proc = _run(args, tmp_path, CONFORMANCE_ONNX_NODE_OPS="Max")
    err = proc.stderr.splitlines()
    assert (
        err[0] == f"conformance: building the onnx-node catalog (first run; cached in {tmp_path / 'cache' / 'corpus'})"
    )
    assert err[1].startswith("conformance: built the onnx-node catalog: 1 modules in "), proc.stderr


def _untimed(line: str) -> str:
    return re.sub(r"(,| in) \d+(m\d\ds| s)$", "", line)


def test_a_pytest_run_builds_it_before_the_workers_start_and_says_how_far_it_got(tmp_path: Path) -> None:
    """prepare, as the plugin's controller calls it with its terminal's writer:
    built once, with its lines; then on disk, read by the workers, and silent."""
    code = (
        "from conformance.corpus import CORPUS_DIR, prepare\n"
        "prepare([CORPUS_DIR / 'onnx_node.py'], print, every=0.0)\n"
        "print('again')\n"
        "prepare([CORPUS_DIR / 'onnx_node.py'], print, every=0.0)\n"
    )
    proc = _run(["-c", code], tmp_path, CONFORMANCE_ONNX_NODE_OPS="Max")
    assert proc.returncode == 0, proc.stderr
    assert [_untimed(line) for line in proc.stdout.splitlines()] == [
        f"conformance: building the onnx-node catalog (first run; cached in {tmp_path / 'cache' / 'corpus'})",
        "conformance: building the onnx-node catalog: 0/1 modules",
        "conformance: building the onnx-node catalog: 1/1 modules",
        "conformance: built the onnx-node catalog: 1 modules",
        "again",
    ]


def test_check_expectations_without_torch_says_which_package_and_how_to_install_it(tmp_path: Path) -> None:
    blocker = tmp_path / "no-torch"
    blocker.mkdir()
    (blocker / "sitecustomize.py").write_text(_NO_TORCH)
    path = os.pathsep.join(p for p in (str(blocker), os.environ.get("PYTHONPATH", "")) if p)
    args = ["-m", "conformance", "check-expectations", "--corpus", "builtin,hf,opinfo"]
    proc = _run(args, tmp_path, PYTHONPATH=path)
    assert proc.returncode == 3, proc.stderr
    err = proc.stderr.splitlines()
    assert err[0] == (
        "check-expectations: torch is not installed, so the corpora builtin, hf, opinfo cannot be loaded: "
        f"pip install --index-url https://download.pytorch.org/whl/cpu 'torch=={pinned_version('torch')}'"
        " && pip install 'iree-conformance[frontends]'"
    ), proc.stderr
    assert len(err) == 2 and err[1].endswith("; builtin, hf, opinfo not checked"), proc.stderr
