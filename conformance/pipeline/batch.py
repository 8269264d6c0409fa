"""Batching: compile the modules of several cells as functions of ONE module.

Small compiles are dominated by a fixed cost per ``iree-compile`` invocation
(measured here: 12 one-op modules took 9.99 s one by one and 2.16 s as one
module). A batch holds cells of one backend and opt level; a case's dims
variants are modules of their own, so they share one batch too. It is only a
faster way to get the same answers: when the batch fails to compile, and for
any cell that does not pass from the batch, the harness compiles that cell on
its own and reports that, so a result is always its own cell's.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from conformance.axes import base_dims, parse_cell_id
from conformance.cell import Status
from conformance.files import file_digest
from conformance.pipeline import cache, timing
from conformance.pipeline.compile import MODULE, classify_compile, holds_its_module
from conformance.pipeline.tools import ToolSet, run_tool

SIZE = 16  # modules in a batch by default (--batch)

# A module this large compiles alone: its own compile dwarfs the fixed cost per invocation that a batch
# saves (under a second here), and in a batch of real models one module's time limit would hold them all.
MODULE_LIMIT = 1 << 20


def batchable(mlirs: list[Path]) -> list[Path]:
    """The modules that join their batch's module: those under :data:`MODULE_LIMIT` bytes."""
    return [p for p in mlirs if p.stat().st_size <= MODULE_LIMIT]


def function_name(mlir: Path) -> str:
    """A member's entry point in the batch module, named by its content."""
    return "f_" + file_digest(mlir)[:16]


def merge_modules(mlirs: list[Path]) -> str:
    """One module holding each input module's ops; each entry function is
    renamed to its :func:`function_name`, its private symbols get that prefix."""
    from iree.compiler import ir

    ctx = ir.Context()
    with ctx, ir.Location.unknown():
        merged = ir.Module.create()
        for path in mlirs:
            module = ir.Module.parse(path.read_text(), ctx)
            name = function_name(path)
            ops = list(module.body.operations)
            public = [op for op in ops if "sym_visibility" not in op.attributes]
            if len(public) != 1:
                raise ValueError(f"{path}: expected one public function, found {len(public)}")
            for op in ops:
                old = ir.StringAttr(op.attributes["sym_name"]).value
                new = name if op is public[0] else f"{name}__{old}"
                ir.SymbolTable.replace_all_symbol_uses(old, new, module.operation)
                ir.SymbolTable.set_symbol_name(op, new)
            for op in ops:
                op.detach_from_parent()
                merged.body.append(op)
        return str(merged)


@dataclass(frozen=True)
class BatchCompiled:
    status: Status
    vmfb: Path | None
    seconds: float  # time inside iree-compile when the entries were built
    hit: bool
    members: frozenset[str]  # function names in the module (members that broke it were left out)


class _NotCacheable(Exception):
    def __init__(self, status: Status) -> None:
        self.status = status


_FUNC = re.compile(r"^\s*func\.func (?:private )?@(f_[0-9a-f]{16})")
_LOC = re.compile(r"batch\.mlir:(\d+):\d+: error:")


def culprits(text: str, stderr: str) -> set[str]:
    """Members whose functions hold the lines the compiler's errors point at."""
    starts = [(n, m.group(1)) for n, line in enumerate(text.splitlines(), 1) if (m := _FUNC.match(line))]
    out = set()
    for m in _LOC.finditer(stderr):
        line = int(m.group(1))
        owners = [name for start, name in starts if start <= line]
        if owners:
            out.add(owners[-1])
    return out


def compile_batch(
    mlirs: list[Path],
    flags: tuple[str, ...],
    tools: ToolSet,
    cache_root: Path,
    timeout: float,
    tried: dict[str, Status],
) -> BatchCompiled:
    """Compile the members as one module. When errors point into some members'
    functions, those are left out and the rest is tried again, until it compiles
    or no member is to blame (each round drops at least one: it ends). A
    compiler stops at the first pass that fails, so several rounds are common
    where many members fail, and each costs only a failing compile.
    ``tried``: the run's batches that timed out or were killed from outside, and how (``RunState``)."""
    mlirs = sorted({function_name(p): p for p in mlirs}.values(), key=function_name)  # alike modules: one member
    names = [function_name(p) for p in mlirs]
    key = cache.content_key("batch/2", names, tools.fingerprint, list(flags))

    def build(tmp: Path) -> None:
        try:
            with timing.stage("merge"):
                text = merge_modules(mlirs)
        except Exception as e:  # a module that cannot merge: its members compile alone
            meta = {"status": "fail-compile", "seconds": 0.0, "why": str(e), "culprits": []}
            (tmp / "meta.json").write_text(json.dumps(meta))
            return
        (tmp / "batch.mlir").write_text(text)
        vmfb = tmp / MODULE
        argv = [str(tools.compile), str(tmp / "batch.mlir"), *flags, "-o", str(vmfb)]
        with timing.stage("compile"):
            run = run_tool(argv, timeout)
        # Exit 0 without a module is a failed batch: its members then compile alone, and each says so.
        status, _, _ = classify_compile(run, vmfb)
        if status in (Status.TIMEOUT, Status.ERROR):  # the machine's state: never cached
            raise _NotCacheable(status)
        if status is not Status.PASS:
            vmfb.unlink(missing_ok=True)  # a failed compile's partial output is never served
        (tmp / "stderr.txt").write_text(run.stderr)
        meta = {"status": str(status), "seconds": run.seconds, "culprits": sorted(culprits(text, run.stderr))}
        (tmp / "meta.json").write_text(json.dumps(meta))

    if key in tried:  # tried once this run: its members compile alone
        return BatchCompiled(tried[key], None, 0.0, False, frozenset())
    try:
        folder, hit = cache.get_or_build(cache_root, "batch", key, build, complete=holds_its_module)
    except _NotCacheable as e:
        # Never cached, but tried once a run: else each member asks for the batch again, and a batch the
        # kernel killed for its memory (an `error`) would be grown and killed once per member.
        tried[key] = e.status
        return BatchCompiled(e.status, None, timeout, False, frozenset())
    meta = json.loads((folder / "meta.json").read_text())
    status = Status(meta["status"])
    seconds = 0.0 if hit else meta["seconds"]
    if status is Status.PASS:
        return BatchCompiled(status, folder / MODULE, seconds, hit, frozenset(names))
    rest = [p for p, n in zip(mlirs, names, strict=True) if n not in set(meta["culprits"])]
    if meta["culprits"] and 2 <= len(rest) < len(mlirs):
        again = compile_batch(rest, flags, tools, cache_root, timeout, tried)
        return BatchCompiled(again.status, again.vmfb, seconds + again.seconds, hit and again.hit, again.members)
    return BatchCompiled(status, None, seconds, hit, frozenset())


# --- which cells batch together -------------------------------------------------


def batch_of(nodeids: Iterable[str], size: int, alone: Callable[[str], bool] = lambda nodeid: False) -> dict[str, str]:
    """Test node id (``path::case[backend|opt|dims]``) -> batch id. The modules
    of one corpus file (so one frontend), backend and opt level, a case's dims
    variants side by side, in case order, are cut into runs of ``size``
    modules; a boundary cell (``dynamic@R=33``) joins its variant's batch, so
    it runs the very module its variant's cell compiled. A module whose every
    cell ``alone`` names (pinned to fail: its verdict is its own module's
    anyway, and in a batch it would cost its mates a failing compile first) is
    a batch of its own. The same ids always give the same batches, so every
    xdist worker and the scheduler agree."""
    groups: dict[tuple[str, str, str], dict[tuple[str, str], list[str]]] = defaultdict(lambda: defaultdict(list))
    for nodeid in nodeids:
        path, _, name = nodeid.rpartition("::")
        case, backend, opt, dims = parse_cell_id(name)
        groups[(path, backend, opt)][(case, base_dims(dims))].append(nodeid)
    out = {}
    for (path, backend, opt), modules in groups.items():
        solo = {module for module, ids in modules.items() if all(alone(i) for i in ids)}
        for i, module in enumerate(sorted(set(modules) - solo)):
            out.update(dict.fromkeys(modules[module], f"{path}|{backend}|{opt}|{i // max(size, 1)}"))
        for case, dims in solo:
            out.update(dict.fromkeys(modules[(case, dims)], f"{path}|{backend}|{opt}|{case}/{dims}"))
    return out


def across_opt_levels(batch: str) -> str:
    """The batch of the same cases at every opt level: a batch id (``batch_of``) without its opt level."""
    path, backend, _, chunk = batch.rsplit("|", 3)
    return "|".join((path, backend, chunk))
