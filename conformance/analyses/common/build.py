"""Prefix programs built and run the way the cell was: the cell's flags, the
pipeline's compile cache, its tools and device, the cell's own inputs."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np

from conformance.analyses.common.bisect import Evaluate, NotFound
from conformance.analyses.common.graph import Graph
from conformance.cell import Status
from conformance.pipeline.compile import compile_module
from conformance.pipeline.execute import run_module
from conformance.pipeline.run_cell import RunConfig


class OutOfTime(Exception):
    """The localization budget ran out."""


def evaluator(
    graph: Graph,
    flags: tuple[str, ...],
    cfg: RunConfig,
    inputs: list[Path],
    workdir: Path,
    left: Callable[[], float],
    run_timeout: float,
) -> Evaluate:
    """``run_timeout``: a prefix program can hang where the whole one does not
    (a wrong dynamic size); the caller bounds its runs by the cell's own run time."""

    def evaluate(names: Sequence[str]) -> dict[str, np.ndarray]:
        if left() <= 0:
            raise OutOfTime
        text, function = graph.prefix(names)
        mlir = workdir / f"prefix_{len(list(workdir.glob('prefix_*.mlir')))}.mlir"
        mlir.write_text(text)
        compiled = compile_module(mlir, flags, cfg.tools, cfg.cache_root, min(cfg.compile_timeout, max(left(), 1)))
        if compiled.status is not Status.PASS or compiled.vmfb is None:
            if compiled.status is Status.TIMEOUT and left() <= 0:
                raise OutOfTime
            raise NotFound(f"the prefix program returning {names[-1]} does not compile: {compiled.signature}")
        ran = run_module(
            cfg.tools, cfg.profile.device, compiled.vmfb, inputs, len(names), workdir / "run", run_timeout, function
        )
        if ran.status is not Status.PASS:
            raise NotFound(f"the prefix program returning {names[-1]} does not run: {ran.signature}")
        return {n: np.load(p) for n, p in zip(names, ran.outputs, strict=True)}

    return evaluate
