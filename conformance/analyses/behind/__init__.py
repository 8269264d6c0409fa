"""Behind the first blocker: what the rest of a program does when the nodes a
compile failure belongs to run on the host.

For a cell whose compile fails (``fail-compile``, or ``iree-compile``'s crash
or timeout), the program is imported again with each graph node's position as
its location, so the compiler's diagnostic names the node. Where it names
none (a constant the compiler folded from several nodes, at ``<unknown>``),
the nodes are the fewest of the folded constants' last nodes whose hosting
clears the failure (``_folded``, a ddmin over them), else the end of the
shortest prefix program that fails the same way. A host node leaves the
program: its eager value (from the same graph on the cell's inputs) is fed as
an extra input (``torch_program``). The rest is compiled again; a
further failure adds its node, up to ``MAX_HOSTS`` nodes and within the
analysis budget. When the rest compiles it runs on the cell's inputs and is
judged by the cell's own compare stage and oracle (the same references, the
same tolerances).

The result is the cell's ``behind`` field: the host nodes (the chain), the
status behind and its signature. It never changes the cell's own status or
verdict; an expectation may pin it (``conformance.expectations``). Results
are cached by the import, flags, tools and device: a warm rerun does no work.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from conformance.analyses.behind.torch_program import Node, NotHostable, TorchProgram
from conformance.analyses.common.bisect import NotFound, array_differs, first_wrong
from conformance.analyses.common.build import OutOfTime, evaluator
from conformance.analyses.common.compiler import same_failure
from conformance.analyses.common.ddmin import ddmin
from conformance.analyses.common.graph import Uncuttable
from conformance.analyses.common.torch_graph import program_graph
from conformance.analyses.context import BudgetSpent, Context
from conformance.cell import OUT_OF_BUDGET, Behind, HostNode, Status, out_of_budget
from conformance.pipeline import cache
from conformance.pipeline.compare import compare_outputs
from conformance.pipeline.compile import Compiled
from conformance.pipeline.frontend import TORCH_EXPORT
from conformance.pipeline.imports import frontend
from conformance.pipeline.run_cell import run_function

# Host nodes before the analysis stops with the chain found so far: a MoE
# model of two layers meets histc and two grouped matmuls in each, then the
# mask's three nodes.
MAX_HOSTS = 12
_VERSION = "behind/6"  # in the cache key: a change to what is computed here

# What lies behind when IREE's values that a host node reads differ from the
# reference's: the host values (the reference's) do not fit the rest, which
# then says nothing (an order with ties that IREE and eager break otherwise).
INCONCLUSIVE = "inconclusive"

# The statuses of a compile that put a cell here: its compile failed.
BLOCKED = (Status.FAIL_COMPILE, Status.CRASH, Status.TIMEOUT)

# A framework's graph that can be split, by the frontend's graph_kind.
PROGRAMS: dict[str, Callable[[Any, list[np.ndarray]], TorchProgram]] = {TORCH_EXPORT: TorchProgram}


def applies(status: Status, stage: str) -> bool:
    return status in BLOCKED and stage == "compile"


def behind_cell(ctx: Context) -> Behind:
    """What lies behind the cell's compile failure (cached)."""
    imported = ctx.imported
    if frontend(ctx.case).graph_kind not in PROGRAMS:
        return {"why": f"not analyzed: a {ctx.case.frontend} case's graph is not split (torch.export graphs only)"}
    device = "" if ctx.cfg.skip_run_reason else ctx.cfg.profile.device
    flags = ctx.flags
    key = cache.content_key(_VERSION, imported.folder.name, ctx.cfg.tools.fingerprint, list(flags), device)
    found: list[Behind] = []

    def build(tmp: Path) -> None:
        found.append(_analyze(ctx))
        if _uncacheable(found[0]):
            raise _NotCacheable
        (tmp / "behind.json").write_text(json.dumps(found[0], indent=1))

    try:
        folder, _ = cache.get_or_build(ctx.cfg.cache_root, "behind", key, build)
    except _NotCacheable:
        return found[0]
    return json.loads((folder / "behind.json").read_text())


class _NotCacheable(Exception):
    """A result of the machine's state (the budget, a timeout): measured again next time."""


def _uncacheable(b: Behind) -> bool:
    return out_of_budget(b.get("why")) or b.get("status") in ("timeout", "error")


def _analyze(ctx: Context) -> Behind:
    program = _program(ctx)
    hosts: list[HostNode] = []
    names: list[str] = []
    with tempfile.TemporaryDirectory(prefix="behind-") as tmp:
        try:
            return _chain(ctx, program, hosts, names, Path(tmp))
        except BudgetSpent:  # a compile the budget cut short: nothing measured past the hosts so far
            return {"host": hosts, "why": OUT_OF_BUDGET}


def _chain(ctx: Context, program: TorchProgram, hosts: list[HostNode], names: list[str], folder: Path) -> Behind:
    """The host chain: compile the rest, put the failing node on the host, again (``hosts``
    and ``names`` grow as it goes)."""
    guessed: tuple[Behind, str | None] | None = None  # what stood before a node a prefix named went to the host
    while True:
        mlir = folder / f"behind_{len(names)}.mlir"
        mlir.write_text(program.mlir(names))
        compiled = ctx.compile(mlir)
        if not names and not same_failure(compiled.signature, ctx.outcome.signature):
            got = compiled.signature or str(compiled.status)
            return {"why": f"not analyzed: the program imported with node locations fails otherwise: {got}"}
        if compiled.status is Status.PASS and compiled.vmfb is not None:
            return {"host": hosts, **_run(ctx, program, names, compiled.vmfb, folder)}
        located = program.node_of(compiled.message)
        if guessed is not None and located is None and same_failure(compiled.signature, guessed[1]):
            # The prefix's end on the host changed nothing: it was not the node. Undo it and say so.
            names.pop()
            last = hosts.pop()
            why = f"no node: the shortest prefix failing so ends at {last['node']}; on the host it changes nothing"
            return {**guessed[0], "why": why}
        behind: Behind = {"host": hosts, "status": str(compiled.status), "signature": compiled.signature or ""}
        if not names:
            behind = {"host": hosts}  # the cell's own failure: nothing behind it yet
        folded = _folded(ctx, program, names, compiled, folder) if located is None else []
        if folded:
            nodes, guessed = folded, None
        else:
            node = located or _first_failing_prefix(ctx, program, names, compiled, folder)
            guessed = ({**behind, "host": list(hosts)}, compiled.signature) if located is None else None
            refused = _not_hostable(program, names, node)
            if refused:
                return {**behind, "why": refused}
            assert node is not None
            nodes = [node]
        if len(names) + len(nodes) > MAX_HOSTS:
            return {**behind, "why": f"bound: {MAX_HOSTS} host nodes"}
        if ctx.left() <= 0:
            return {**behind, "why": OUT_OF_BUDGET}
        names += [n.name for n in nodes]
        signature = compiled.signature or ""
        hosts += [{"op": n.op, "node": n.describe(program.total), "signature": signature} for n in nodes]


def _not_hostable(program: TorchProgram, names: list[str], node: Node | None) -> str | None:
    """Why the node a failure belongs to cannot go to the host, or None."""
    if node is None:
        return "the failure's location names no graph node, nor does a prefix fail so"
    if node.name in names:
        return f"{node.name} fails again on the host's value: no progress"
    try:
        program.check_hostable(node.name)
    except NotHostable as e:
        return f"cannot run on the host: {e}"
    return None


def _folded(ctx: Context, program: TorchProgram, names: list[str], failed: Compiled, folder: Path) -> list[Node]:
    """Where a diagnostic names no node: the fewest of the program's folded constants
    (``TorchProgram.folded``) whose values, fed from the host, clear the failure (a
    fold across several nodes: a mask built from aranges and comparisons becomes one
    i1 literal); empty when there are none or hosting all of them does not clear it."""
    candidates = [n for n in program.folded(names) if _not_hostable(program, names, program.nodes[n]) is None]

    def clears(subset: tuple[str, ...]) -> bool:
        mlir = folder / f"folded_{len(names)}.mlir"
        mlir.write_text(program.mlir([*names, *subset]))
        compiled = ctx.compile(mlir)
        return compiled.status is not Status.TIMEOUT and not same_failure(compiled.signature, failed.signature)

    if not candidates or ctx.left() <= 0 or not clears(tuple(candidates)):
        return []
    return [program.nodes[n] for n in ddmin(candidates, clears, deadline=ctx.deadline).items]


def _first_failing_prefix(
    ctx: Context, program: TorchProgram, names: list[str], failed: Compiled, folder: Path
) -> Node | None:
    """Where a diagnostic names no node (a constant a fold made, at ``<unknown>``): the
    node that ends the shortest prefix program failing the same way, by bisection over
    where a prefix can end (a prefix holds every node before its end). None when no
    prefix fails so (the failure needs what comes after), or the budget runs out."""
    ends = program.prefixes(names)

    def fails(k: int) -> bool:
        mlir = folder / f"prefix_{len(names)}_{k}.mlir"
        mlir.write_text(program.prefix_mlir(names, ends[k]))
        return same_failure(ctx.compile(mlir).signature, failed.signature)

    if not ends or not fails(len(ends) - 1):
        return None
    low, high = 0, len(ends) - 1  # the prefix ending at ``high`` fails so
    while low < high:
        if ctx.left() <= 0:
            return None
        mid = (low + high) // 2
        low, high = (low, mid) if fails(mid) else (mid + 1, high)
    return program.nodes.get(ends[high])


def _program(ctx: Context) -> TorchProgram:
    """The cell's exported program: exported once for the opt levels of one import,
    which run one after another on one worker (kept on the run's state, one at a time)."""
    imported, held = ctx.imported, ctx.cfg.state.held
    last = held.get("behind")
    if last is not None and last[0] == imported.folder.name:
        return last[1]
    fe, inputs = frontend(ctx.case), [np.load(p) for p in imported.inputs()]
    program = PROGRAMS[fe.graph_kind](fe.framework_graph(ctx.case, ctx.variant, inputs), inputs)
    held["behind"] = (imported.folder.name, program)
    return program


def _run(ctx: Context, program: TorchProgram, names: list[str], vmfb: Path, folder: Path) -> Behind:
    """Run the compiled rest on the cell's inputs and the host values; judge it as the cell is judged."""
    cfg, imported = ctx.cfg, ctx.imported
    if cfg.skip_run_reason:
        return {"status": "compiles", "why": f"not run: {cfg.skip_run_reason}"}
    values = program.values(names)
    extra = []
    for i, name in enumerate(names):
        path = folder / f"host_{i}.npy"
        np.save(path, values[name])
        extra.append(path)
    expected, checked = imported.expected(), program.checked(names)
    ran = run_function(cfg, vmfb, "main", [*imported.inputs(), *extra], len(expected) + len(checked), by_runner=False)
    if ran.status is not Status.PASS:
        return {"status": str(ran.status), "signature": ran.signature or ""}
    differs = array_differs(ctx.case)
    eager = program.values(checked)
    for name, path in zip(checked, ran.outputs[len(expected) :], strict=True):
        kind, _ = differs(np.load(path), eager[name])
        if kind:  # the host's value is the reference's: it does not fit what IREE computed before it
            why = f"IREE's {name}, which a host node reads, differs from eager's ({kind}): the host values do not fit"
            return {"status": INCONCLUSIVE, "signature": f"{INCONCLUSIVE}: {why}", "why": why}
    signature, _ = compare_outputs(ctx.case, ran.outputs[: len(expected)], expected, imported.oracles())
    if signature:
        inputs = [*imported.inputs(), *extra]
        return {
            "status": str(Status.MISMATCH),
            "signature": signature,
            **_localized(ctx, program, names, inputs, folder),
        }
    return {"status": str(Status.PASS)}


def _localized(ctx: Context, program: TorchProgram, names: list[str], inputs: list[Path], folder: Path) -> Behind:
    """A mismatch behind, localized like any mismatch: the first node of the
    rest whose inputs agree with eager and whose value does not."""
    flags = ctx.flags
    try:
        graph = program_graph(program.program(names), [np.load(p) for p in inputs], ctx.case.source_file)
        (folder / "localize").mkdir()
        evaluate = evaluator(graph, flags, ctx.cfg, inputs, folder / "localize", ctx.left, ctx.prefix_run_timeout())
        found = first_wrong(graph, evaluate, array_differs(ctx.case))
    except OutOfTime:
        return {"why": f"localization: {OUT_OF_BUDGET}"}
    except (Uncuttable, NotFound) as e:
        return {"why": f"localization: {e}"}
    node = found.node
    where = f"{node.op}: {node.name} (node {found.index + 1} of {len(graph.nodes)}), {found.kind} differ"
    return {"culprit": where + (f"; makes {found.corrupts} wrong" if found.corrupts else "")}
