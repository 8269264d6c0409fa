"""One real A/B run on a small block: a compiler that generates worse code
for that block is found slower (that identical builds are not is shown on
synthetic samples in test_perf_stats.py)."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from conformance.perf.__main__ import main
from conformance.pipeline.tools import find_tools

FAST = ["--opt", "O2", "--dims", "static", "--rounds", "2", "--repetitions", "5"]  # 10 samples a side


def _slower_compiler(folder: Path) -> Path:
    """A tools folder whose iree-compile is the real one, but for modules that
    hold the attention op it targets a generic x86-64 CPU (no AVX): slower code."""
    real = find_tools()
    folder.mkdir()
    script = folder / "iree-compile"
    script.write_text(
        "#!/bin/sh\n"
        'for a in "$@"; do case "$a" in *.mlir) grep -q scaled_dot_product "$a" && slow=1;; esac; done\n'
        'if [ -n "$slow" ]; then\n'
        '  for a in "$@"; do shift; case "$a" in --iree-llvmcpu-target-cpu=*) set -- "$@" '
        '--iree-llvmcpu-target-cpu=generic;; *) set -- "$@" "$a";; esac; done\n'
        "fi\n"
        f'exec "{real.compile}" "$@"\n'
    )
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    for tool in ("iree-run-module", "iree-benchmark-module", "iree-dump-module"):
        os.symlink(real.run_module.parent / tool, folder / tool)
    return folder


@pytest.mark.slow
def test_a_compiler_that_makes_one_block_slower_is_found_slower(tmp_path):
    tools = str(_slower_compiler(tmp_path / "tools"))
    out = tmp_path / "out"
    code = main(
        ["--baseline-tools", "installed", "--candidate-tools", tools, "-k", "attention_f32", "--out", str(out), *FAST]
    )
    doc = json.loads((out / "perf.json").read_text())
    [cell] = doc["cells"]
    assert cell["id"] == "perf_attention_f32[llvm-cpu|O2|static]"
    assert cell["samples"] == 10 and cell["dispatches"]["a"] >= 1 and cell["vmfb_bytes"]["a"] > 0
    assert (code, cell["verdict"]) == (1, "slower"), cell
    assert cell["ratio"] > 1.5 and cell["ci"][0] > 1.05
    assert "perf_attention_f32[llvm-cpu\\|O2\\|static]" in (out / "perf.md").read_text()
    assert "<svg" in (out / "perf.html").read_text()
