"""The plugin keeps no process-wide state: a run's results live on its own
State, and its corpus is collected under ids that name the module wherever the
corpus folder is."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conformance.corpus import _cache as collect_cache
from conformance.pipeline.cache import cache_root
from conformance.plugin.state import STATE
from tests.harness import run_harness, write_corpus

# A module that fails to import is one `error` row named after it, with no
# torch and no compile: cheap, and safe to run twice in one interpreter.
UNIMPORTABLE = 'raise RuntimeError("not importable")\n'

# A plugin's sessionfinish that stops pytest before the conformance plugin's
# own (trylast) one runs, as any failing sessionfinish before it would.
STOPS_BEFORE_THE_GRID = """
import pytest

def pytest_sessionfinish(session):
    pytest.exit("stopped before the grid", returncode=3)
"""


def _inline(pytester: pytest.Pytester, corpus: Path, out: Path) -> pytest.HookRecorder:
    return pytester.inline_run(
        "-p", "conformance.plugin.hooks", "-p", "no:cacheprovider", str(corpus), f"--corpus-dir={corpus}",
        "--backend=llvm-cpu", f"--results={out}", f"--cache-dir={pytester.path / 'cache'}", "--no-analysis",
    )  # fmt: skip


def test_two_runs_in_one_interpreter_each_see_only_their_own_cells(pytester: pytest.Pytester) -> None:
    first, second = pytester.path / "first", pytester.path / "second"
    first.mkdir()
    (first / "one.py").write_text(UNIMPORTABLE)
    second.mkdir()
    (second / "two.py").write_text(UNIMPORTABLE)

    conftest = pytester.makeconftest(STOPS_BEFORE_THE_GRID)
    stopped = _inline(pytester, first, pytester.path / "out-first")
    assert stopped.ret == 3
    assert not (pytester.path / "out-first" / "grid.json").exists()  # it never reached the grid
    conftest.unlink()

    run = _inline(pytester, second, pytester.path / "out-second")
    cells = json.loads((pytester.path / "out-second" / "grid.json").read_text())["cells"]
    assert [c["case"] for c in cells] == ["two.py"]  # not the first run's one.py too
    state = run.getcall("pytest_sessionfinish").session.config.stash[STATE]
    assert [r.cell.case for r in state.results] == ["two.py"]  # the run's own State holds them


def _collected(result: pytest.RunResult) -> list[str]:
    return [line for line in result.outlines if "::" in line]


@pytest.fixture
def outside_corpus(pytester: pytest.Pytester, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A corpus folder outside the run's rootdir (the pytester folder, made so by an ini file)."""
    pytester.makeini("[pytest]\n")
    corpus = write_corpus(tmp_path_factory.mktemp("elsewhere") / "models", UNIMPORTABLE)
    assert not corpus.is_relative_to(pytester.path)
    return corpus


def test_a_corpus_outside_the_rootdir_has_ids_that_name_its_modules(
    pytester: pytest.Pytester, outside_corpus: Path
) -> None:
    # No path argument: the plugin collects --corpus-dir. pytest would make the
    # module's id relative to that folder ("cases.py"), which then reads as a
    # file under the rootdir that does not exist.
    result = pytester.runpytest_subprocess(
        "-p", "conformance.plugin.hooks", "-p", "no:cacheprovider", f"--corpus-dir={outside_corpus}",
        "--backend=llvm-cpu", f"--results={pytester.path / 'out'}", "--collect-only", "-q",
    )  # fmt: skip
    ids = _collected(result)
    assert len(ids) == 1, result.stdout.str()
    path = ids[0].split("::")[0]
    assert (pytester.path / path).resolve() == outside_corpus / "cases.py"  # the rootdir is the invocation dir


def test_a_run_with_no_path_collects_the_corpus_even_where_testpaths_is_set(
    pytester: pytest.Pytester, outside_corpus: Path
) -> None:
    # As in this repository (testpaths = tests): with no path argument pytest
    # would collect testpaths, not the corpus the run named.
    pytester.makeini("[pytest]\ntestpaths = tests\n")
    pytester.mkdir("tests")
    (pytester.path / "tests" / "test_unrelated.py").write_text("def test_unrelated():\n    pass\n")
    result = pytester.runpytest_subprocess(
        "-p", "conformance.plugin.hooks", "-p", "no:cacheprovider", f"--corpus-dir={outside_corpus}",
        "--backend=llvm-cpu", f"--results={pytester.path / 'out'}", "--collect-only", "-q",
    )  # fmt: skip
    ids = _collected(result)
    assert len(ids) == 1 and ids[0].endswith("cases.py::cases.py"), result.stdout.str()


def test_xdist_workers_give_a_corpus_outside_the_rootdir_the_ids_the_controller_gives(
    pytester: pytest.Pytester, tmp_path_factory: pytest.TempPathFactory
) -> None:
    # `--results DIR` names a folder the run makes before its workers start. A
    # worker parses the arguments again, and pytest counts an argument that is
    # an existing path toward the rootdir: without the controller's rootdir the
    # worker took the corpus's parent and its ids read `models/models/cases.py`.
    corpus = write_corpus(tmp_path_factory.mktemp("elsewhere") / "models", UNIMPORTABLE)
    result = pytester.runpytest_subprocess(
        "-p", "conformance.plugin.hooks", "-p", "no:cacheprovider", f"--corpus-dir={corpus}",
        "--backend=llvm-cpu", "--results", str(corpus.parent / "out"), "-n=1", "-rA",
    )  # fmt: skip
    (row,) = [line for line in result.outlines if line.startswith(("PASSED", "FAILED", "ERROR")) and "::" in line]
    assert (pytester.path / row.split()[1].split("::")[0]).resolve() == corpus / "cases.py", row


ADD = """
from conformance.case import randn, torch_case
from conformance.fn import Fn

torch_case("state_op", lambda: Fn(lambda a, b: a {op} b), inputs=[randn(3), randn(3)])
"""


def test_a_corpus_file_rewritten_between_two_runs_in_one_interpreter_is_imported_again(
    pytester: pytest.Pytester, warm_cache: Path
) -> None:
    """The import cache's key hashes the corpus file each run reads, not once per process."""
    corpus = write_corpus(pytester.path / "corpus", ADD.format(op="+"))
    args = ("--opt=O0", "--dims=static")
    first = run_harness(pytester, corpus, pytester.path / "r1", *args, cache=warm_cache)
    assert first.ret == 0, first.stdout.str()
    again = run_harness(pytester, corpus, pytester.path / "r2", *args, cache=warm_cache)
    assert json.loads((pytester.path / "r2" / "grid.json").read_text())["cells"][0]["cached"] == ["import", "compile"]
    write_corpus(corpus, ADD.format(op="*"))
    rewritten = run_harness(pytester, corpus, pytester.path / "r3", *args, cache=warm_cache)
    (cell,) = json.loads((pytester.path / "r3" / "grid.json").read_text())["cells"]
    assert again.ret == rewritten.ret == 0 and cell["status"] == "pass" and "import" not in cell["cached"]
    # Nor does a run's --cache-dir outlive it: generated corpora go where the environment says.
    assert collect_cache.entry_path("any", []).parent.parent == cache_root()
