"""The GPU-only failures: ``python -m conformance gpu-only GRID... [--out FILE]``.

Every compile failure (fail-compile, crash, timeout) of a GPU backend (rocm, cuda,
vulkan) held against the same case, opt level and dims on llvm-cpu, in the given
grids. A failure is GPU-only where llvm-cpu passes that cell, or fails it with
another signature; it is shared where llvm-cpu fails it the same way. Failures
are grouped by signature with the numbers taken out (a byte count that differs
between GPU targets is one bug), and each group says on which backends and
cases it fails, the failing pass where reduction named one, the opt levels it
fails and passes at, and whether it needs dynamic dims. A GPU cell with no
llvm-cpu cell beside it is counted apart: nothing can be said of it.
"""

from __future__ import annotations

import argparse
import re
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from conformance.axes import OPT_LEVELS
from conformance.derived.table_command import add_table_command
from conformance.signature import failure_key

GPU = ("rocm", "cuda", "vulkan")
HOST = "llvm-cpu"
FAILING = ("fail-compile", "crash", "timeout")
_NUMBER = re.compile(r"\d+")
# A dispatch's symbol begins with the function it came from, which is the case's name:
# 'test_sce_mean_weight$async_dispatch_1_...' and its sibling's are one bug.
_DISPATCH_OWNER = re.compile(r"[\w.]+\$async_dispatch")

Cell = Mapping[str, Any]


def key_of(signature: str | None) -> str:
    """The failure's signature as one bug across targets and cases: the compiler's words, numbers
    and the dispatch's function name taken out."""
    return _NUMBER.sub("N", _DISPATCH_OWNER.sub("FN$async_dispatch", failure_key(signature) or ""))


@dataclass(frozen=True)
class Group:
    key: str  # the signature, numbers taken out
    host: str  # what llvm-cpu does with these cells: "passes", or "fails otherwise: <its signature>"
    cells: tuple[Cell, ...]  # the GPU cells that fail so
    passes: tuple[str, ...]  # failing passes reduction named
    opt_switch: str  # the opt switch reduction named, if any
    failing_opts: tuple[str, ...]
    passing_opts: tuple[str, ...]  # opt levels where these cases and dims do not fail so on those backends
    dims: str  # "dynamic only", "static too", or "static not measured"

    @property
    def backends(self) -> list[str]:
        return sorted({c["backend"] for c in self.cells})

    @property
    def cases(self) -> list[str]:
        return sorted({c["case"] for c in self.cells})

    @property
    def corpora(self) -> list[str]:
        return sorted({c.get("corpus") or "builtin" for c in self.cells})


@dataclass(frozen=True)
class Table:
    groups: list[Group]
    shared: int  # GPU failures llvm-cpu has the same way
    unpaired: int  # GPU failures with no llvm-cpu cell to hold them against


def gpu_only(cells: Iterable[Cell]) -> Table:
    cells = list(cells)
    at = {(c["backend"], c["case"], c["opt"], c["dims"]): c for c in cells}
    grouped: dict[tuple[str, str], list[Cell]] = defaultdict(list)
    shared = unpaired = 0
    for c in cells:
        if c["backend"] not in GPU or c["status"] not in FAILING:
            continue
        host = at.get((HOST, c["case"], c["opt"], c["dims"]))
        if host is None or host["status"] in ("skip", "error"):
            unpaired += 1
            continue
        key = key_of(c.get("signature"))
        if host["status"] in FAILING and key_of(host.get("signature")) == key:
            shared += 1
            continue
        said = "passes" if host["status"] in ("pass", "mismatch") else f"fails otherwise: {host.get('signature')}"
        grouped[(key, said if said == "passes" else "fails otherwise")].append(c)
    groups = [_group(key, host, members, cells) for (key, host), members in grouped.items()]
    return Table(sorted(groups, key=lambda g: (-len(g.cells), g.key)), shared, unpaired)


def _group(key: str, host: str, members: list[Cell], cells: list[Cell]) -> Group:
    backends = {c["backend"] for c in members}
    cases = {c["case"] for c in members}
    fails: list[Cell] = []
    others: list[Cell] = []  # compiled, or failed otherwise: a compile-only cell that compiled is a skip at run
    for c in cells:
        if c["backend"] not in backends or c["case"] not in cases:
            continue
        if c["status"] in FAILING and key_of(c.get("signature")) == key:
            fails.append(c)
        elif c["status"] != "error" and (c["status"] != "skip" or c.get("stage") == "run"):
            others.append(c)
    culprits = [c.get("culprit") or {} for c in members]
    failing_dims = {c["dims"] for c in fails}
    if "static" in failing_dims:
        dims = "static too"
    elif any(c["dims"] == "static" for c in others):
        dims = "dynamic only"
    else:
        dims = "static not measured"
    failing_opts = {c["opt"] for c in fails}
    return Group(
        key=key,
        host=host,
        cells=tuple(members),
        passes=tuple(sorted({p for c in culprits if (p := c.get("pass"))})),
        opt_switch=next((s for c in culprits if (s := c.get("opt_switch"))), ""),
        failing_opts=tuple(o for o in OPT_LEVELS if o in failing_opts),
        passing_opts=tuple(o for o in OPT_LEVELS if o in {c["opt"] for c in others} - failing_opts),
        dims=dims,
    )


def render(table: Table) -> str:
    lines = [
        "| signature (numbers out) | backends | cells | cases | corpora | llvm-cpu | pass | opt: fails / not | dims |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for g in table.groups:
        cases = ", ".join(g.cases[:3]) + (f" and {len(g.cases) - 3} more" if len(g.cases) > 3 else "")
        opts = f"{','.join(g.failing_opts)} / {','.join(g.passing_opts) or '-'}"
        switch = f"; switch {g.opt_switch}" if g.opt_switch else ""
        sig = g.key.replace("|", "\\|")[:160]
        row = [f"`{sig}`", ", ".join(g.backends), str(len(g.cells)), cases, ", ".join(g.corpora), g.host]
        row += [", ".join(g.passes) or "not reduced", opts + switch, g.dims]
        lines.append("| " + " | ".join(row) + " |")
    n = sum(len(g.cells) for g in table.groups)
    lines += [
        "",
        f"{n} GPU-only failing cells in {len(table.groups)} signatures; {table.shared} GPU failures llvm-cpu has"
        f" the same way; {table.unpaired} with no llvm-cpu cell beside them.",
    ]
    return "\n".join(lines) + "\n"


def add_parser(sub: argparse._SubParsersAction) -> None:
    add_table_command(
        sub,
        "gpu-only",
        "GPU compile failures llvm-cpu does not have, grouped by signature",
        lambda cells: render(gpu_only(cells)),
    )
