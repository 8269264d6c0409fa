"""The first wrong dispatch in the cell's repro folder (``dispatch/``): its
executable source, its inputs and both builds' outputs as ``.npy``, and
``dispatch.sh``, which builds the cell's module with dispatch tracing, runs it
on the cell's inputs and prints how that dispatch's outputs differ from the
reference build's."""

from __future__ import annotations

import shlex
import shutil
import sys
from pathlib import Path

import numpy as np

from conformance.analyses.context import Context
from conformance.analyses.localize.dispatch import TRACE_FLAG, WrongDispatch, copy_source
from conformance.analyses.localize.trace import MAX_ELEMENTS
from conformance.pipeline.execute import run_argv


def write_dispatch_repro(keep: Path, wrong: WrongDispatch, sources: Path, ctx: Context) -> Path:
    """Into ``keep``'s dispatch/, kept as the repro folder's (its script runs from there)."""
    folder = keep / "dispatch"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    copy_source(sources, wrong.export, folder / "dispatch_source.mlir")
    for prefix, arrays in (("input", wrong.inputs), ("expected", wrong.expected), ("actual", wrong.actual)):
        for i, a in enumerate(arrays):
            np.save(folder / f"{prefix}_{i}.npy", a)
    imported = ctx.imported
    flags, _ = ctx.cfg.cell_flags(ctx.opt, ctx.case, TRACE_FLAG)
    inputs = [Path(p.name) for p in imported.inputs()]
    outs = [Path(f"dispatch/output_{i}.npy") for i in range(len(imported.expected()))]
    run = run_argv(ctx.cfg.tools, ctx.cfg.profile.device, Path("dispatch/traced.vmfb"), inputs, outs, imported.function)
    lines = [
        "#!/bin/sh",
        f"# {ctx.outcome.cell.id}: first wrong dispatch {wrong.symbol}",
        f"# ({wrong.ordinal + 1} of {wrong.count} that ran); reference: {wrong.reference}",
        'cd "$(dirname "$0")/.." || exit 1',
        shlex.join([str(ctx.cfg.tools.compile), "module.mlir", *flags, "-o", "dispatch/traced.vmfb"]) + " || exit 1",
        shlex.join([*run, f"--output_max_element_count={MAX_ELEMENTS}"]) + " 2> dispatch/trace.txt",
        shlex.join([sys.executable, "-m", "conformance.analyses.localize.diff", "dispatch/trace.txt", wrong.symbol])
        + " dispatch",
    ]
    script = folder / "dispatch.sh"
    script.write_text("\n".join(lines) + "\n")
    script.chmod(0o755)
    return folder
