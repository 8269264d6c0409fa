"""Which pipeline's opt level flips a cell's status.

``--iree-opt-level`` sets the default of each pipeline's own level
(iree-compile 3.13: ``--iree-global-optimization-opt-level``,
``--iree-dispatch-creation-opt-level`` and, for llvm-cpu codegen,
``--iree-llvmcpu-mlir-opt-level``). Between an opt level where the cell
fails (``bad``) and one where it does not (``good``), each switch is set
alone: at ``bad`` on top of ``good`` (does it alone bring the failure?),
then at ``good`` on top of ``bad`` (does it alone take it away?).

``find_opt_switch`` takes the cell's outcome as a function of the flags, so
that the same search serves compile failures (reduction) and wrong numbers
(localization); ``cell_outcome`` is that function for a cell of the corpus.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

from conformance.axes import OPT_LEVELS
from conformance.case import Case
from conformance.cell import OUT_OF_BUDGET, Status
from conformance.pipeline.compare import compare_outputs
from conformance.pipeline.compile import compile_module
from conformance.pipeline.execute import run_module
from conformance.pipeline.imports import Imported
from conformance.pipeline.run_cell import RunConfig
from conformance.profiles import OPT_FLAG
from conformance.signature import failure_key

PIPELINE_SWITCHES = ("--iree-global-optimization-opt-level", "--iree-dispatch-creation-opt-level")
CODEGEN_SWITCHES = {"llvm-cpu": "--iree-llvmcpu-mlir-opt-level"}

Outcome = Callable[[tuple[str, ...]], str]  # flags -> a key: "pass", or the failure's signature key


def switches_for(backend: str) -> tuple[str, ...]:
    codegen = CODEGEN_SWITCHES.get(backend)
    return (*PIPELINE_SWITCHES, *([codegen] if codegen else []))


def with_opt(flags: Sequence[str], opt: str) -> tuple[str, ...]:
    """``flags`` with ``--iree-opt-level`` set to ``opt``."""
    return (*(f for f in flags if not f.startswith(OPT_FLAG + "=")), f"{OPT_FLAG}={opt}")


def find_opt_switch(
    outcome: Outcome,
    flags: Sequence[str],
    bad: str,
    good: str,
    switches: Sequence[str],
    should_stop: Callable[[], bool] = lambda: False,
) -> tuple[str | None, str]:
    """(the switch, e.g. "--iree-dispatch-creation-opt-level=O3 alone reproduces it", or None; why not)."""
    bad_key, good_key = outcome(with_opt(flags, bad)), outcome(with_opt(flags, good))
    if bad_key == good_key:
        return None, f"{bad} and {good} give the same outcome here"
    for switch in switches:  # one pipeline at the failing level, the rest at the good one
        if should_stop():
            return None, OUT_OF_BUDGET
        if outcome((*with_opt(flags, good), f"{switch}={bad}")) == bad_key:
            return f"{switch}={bad} alone reproduces it (with {OPT_FLAG}={good})", ""
    for switch in switches:  # one pipeline at the good level, the rest at the failing one
        if should_stop():
            return None, OUT_OF_BUDGET
        if outcome((*with_opt(flags, bad), f"{switch}={good}")) == good_key:
            return f"{switch}={good} alone removes it (with {OPT_FLAG}={bad})", ""
    return None, f"no single pipeline's level flips it between {bad} and {good}: it takes several"


def cell_outcome(case: Case, imported: Imported, cfg: RunConfig) -> Outcome:
    """The outcome of the cell (its imported program) compiled with the given flags
    (then run and compared where this machine has the device): "pass" or a signature key."""

    def outcome(flags: tuple[str, ...]) -> str:
        c = compile_module(imported.mlir, (*flags, *case.compile_flags), cfg.tools, cfg.cache_root, cfg.compile_timeout)
        if c.status is not Status.PASS or c.vmfb is None:
            return failure_key(c.signature) or str(c.status)
        if cfg.skip_run_reason:
            return "compiled"
        expected = imported.expected()
        with tempfile.TemporaryDirectory(prefix="opt-switch-") as tmp:
            ran = run_module(
                cfg.tools,
                cfg.profile.device,
                c.vmfb,
                imported.inputs(),
                len(expected),
                Path(tmp),
                cfg.run_timeout,
                imported.function,
            )
            if ran.status is not Status.PASS:
                return failure_key(ran.signature) or str(ran.status)
            signature, _ = compare_outputs(case, ran.outputs, expected)
        return "mismatch" if signature else "pass"

    return outcome


def other_level(outcome: Outcome, flags: Sequence[str], bad: str) -> str | None:
    """An opt level at which the cell's outcome differs from ``bad``'s: the
    nearest that passes, else the nearest that differs."""
    bad_key = outcome(with_opt(flags, bad))
    i = OPT_LEVELS.index(bad)
    others = sorted((o for o in OPT_LEVELS if o != bad), key=lambda o: abs(OPT_LEVELS.index(o) - i))
    keys = {o: outcome(with_opt(flags, o)) for o in others}
    differing = [o for o in others if keys[o] != bad_key]
    passing = [o for o in differing if keys[o] in ("pass", "compiled")]
    return next(iter(passing or differing), None)
