"""A pytest-xdist worker killed mid-cell (the out-of-memory killer, a signal)
costs only that cell: it is `error` with the reason, every other cell is
present, and the run finishes. The killer is a stand-in ``iree-compile`` that
SIGKILLs its parent, the worker, the first time it compiles, and is the real
compiler after that."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conformance.pipeline.tools import ToolSet
from conformance.plugin.lost_worker import SIGNATURE
from conformance.results import folder
from conformance.results.merge import merge
from tests.harness import run_harness, wrapped_tools, write_corpus

THREE = """
from conformance.case import randn, torch_case
from conformance.fn import Fn

torch_case("add", lambda: Fn(lambda a, b: a + b), inputs=[randn(3, 4), randn(3, 4)])
torch_case("mul", lambda: Fn(lambda a, b: a * b), inputs=[randn(3, 4), randn(3, 4)])
torch_case("sub", lambda: Fn(lambda a, b: a - b), inputs=[randn(3, 4), randn(3, 4)])
"""


def _worker_killer(base: Path, tools: ToolSet, flag: Path) -> Path:
    # Its parent is the worker (setpriv execs the tool); mkdir is atomic: one kill.
    return wrapped_tools(
        base, tools, f'if [ "$1" != --version ] && mkdir {flag} 2>/dev/null; then kill -9 "$PPID"; sleep 30; fi'
    )


# batch 1: every work unit is one cell, so the replacement worker is handed
# one-item units (pytest-xdist 3.8 hung there: #1327); batch 8: the lost
# cell's batch-mates go on on the replacement.
@pytest.mark.slow
@pytest.mark.parametrize("batch", [1, 8])
def test_a_killed_worker_costs_only_its_own_cell(pytester, tmp_path, tools, warm_cache, batch):
    corpus = write_corpus(tmp_path / "corpus", THREE)
    killer = _worker_killer(tmp_path / "tools", tools, tmp_path / "killed-once")
    out = tmp_path / "out"
    args = ("-n", "1", f"--batch={batch}", "--opt=O0", "--dims=static", f"--iree-tools={killer}", "--no-analysis")
    result = run_harness(pytester, corpus, out, *args, cache=warm_cache, timeout=240)
    assert result.ret == 1, result.stdout.str()  # an `error` cell blocks
    assert (tmp_path / "killed-once").is_dir()  # the worker was killed
    cells = {c["id"]: c for c in json.loads((out / "grid.json").read_text())["cells"]}
    assert sorted(cells) == ["add[llvm-cpu|O0|static]", "mul[llvm-cpu|O0|static]", "sub[llvm-cpu|O0|static]"]
    lost = [c for c in cells.values() if c["status"] == "error"]
    assert len(lost) == 1 and lost[0]["signature"] == SIGNATURE and lost[0]["verdict"] == "regression"
    assert "crashed while running" in lost[0]["message"]
    assert all(c["status"] == "pass" for c in cells.values() if c is not lost[0])
    # The JUnit file holds the lost cell as a cell too: a merge of it finds all three, and no unreadable testcase.
    merged = merge([out / "junit-llvm-cpu.xml"])
    assert not merged.errors, merged.errors
    assert sorted(r.cell.id for r in merged.results) == sorted(cells)
    assert not (out / folder.MARKER).exists()
