"""A generated program: named dims, inputs, weights and a list of op nodes,
rendered as one case declaration of the corpus API (``torch_case``), so the
harness runs it like any case: every opt level, static/dynamic/mixed, the
float64 oracle, localization, reduction, signatures.

Values stay finite by construction (see ``ops``); conditions and indices come
from inputs only, never from computed values, so a legitimate rounding
difference can never flip a branch or pick another element.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Dim:
    """A dim of a value: a declared dim (``D0``), a static size, or an expression of them."""

    expr: str  # D0, 7, D0*2
    size: int
    parts: tuple[str, ...] = ()  # the declared dims it is made of

    @property
    def declared(self) -> bool:
        """A dim an input can have: declared by the case (``sizes``)."""
        return self.parts == (self.expr,)


@dataclass(frozen=True)
class Value:
    name: str
    shape: tuple[Dim, ...]

    @property
    def rank(self) -> int:
        return len(self.shape)


@dataclass(frozen=True)
class Node:
    out: Value
    expr: str  # the Python expression computing it, over values, inputs and weights
    op: str  # the op spec that made it


@dataclass
class Program:
    name: str
    sizes: dict[str, int] = field(default_factory=dict)  # declared dims
    static: set[str] = field(default_factory=set)  # declared dims a weight's shape fixes: never symbolic
    inputs: list[tuple[str, str]] = field(default_factory=list)  # name, TensorSpec source
    weights: list[tuple[str, tuple[int, ...], int]] = field(default_factory=list)  # name, shape, fan-in
    nodes: list[Node] = field(default_factory=list)
    outputs: list[str] = field(default_factory=list)

    def new_dim(self, size: int) -> Dim:
        name = f"D{len(self.sizes)}"
        self.sizes[name] = size
        return Dim(name, size, (name,))

    def new_input(self, spec: str) -> str:
        name = f"x{len(self.inputs)}"
        self.inputs.append((name, spec))
        return name

    def new_weight(self, shape: tuple[int, ...], fan_in: int) -> str:
        """A weight drawn N(0, 1/fan_in): a layer keeps its values' scale."""
        name = f"w{len(self.weights)}"
        self.weights.append((name, shape, fan_in))
        return f"self.{name}"

    def fix(self, *dims: Dim) -> None:
        """These dims meet a weight (or a size the op takes as a number): they stay static."""
        for d in dims:
            self.static.update(d.parts)

    @property
    def dynamic(self) -> list[str]:
        return [d for d in self.sizes if d not in self.static]


def elements(shape: tuple[Dim, ...]) -> int:
    """How many elements a value of this shape holds."""
    n = 1
    for d in shape:
        n *= d.size
    return n


def shape_src(shape: tuple[Dim, ...]) -> str:
    return ", ".join(f'"{d.expr}"' if d.declared else str(d.size) for d in shape)


def render(p: Program, seed: int) -> str:
    """The program as a case declaration: a module class and one ``torch_case``."""
    cls = "P_" + p.name
    lines = [f"class {cls}(torch.nn.Module):", "    def __init__(self) -> None:", "        super().__init__()"]
    lines.append(f"        g = torch.Generator().manual_seed({seed})")
    for name, shape, fan_in in p.weights:
        dims = ", ".join(map(str, shape))
        lines.append(f"        self.{name} = torch.nn.Parameter(torch.randn({dims}, generator=g) / {fan_in} ** 0.5)")
    args = ", ".join(name for name, _ in p.inputs)
    lines.append(f"    def forward(self, {args}):")
    lines += [f"        {n.out.name} = {n.expr}  # {n.op}" for n in p.nodes]
    lines.append(f"        return {', '.join(p.outputs)}")
    inputs = ", ".join(spec for _, spec in p.inputs)
    lines += [
        "",
        "",
        f'torch_case("{p.name}", {cls}, inputs=[{inputs}], sizes={p.sizes!r}, dynamic={p.dynamic!r},',
        '           family="fuzz")',
    ]
    return "\n".join(lines) + "\n"


def declaration_of(module_text: str, case: str) -> str | None:
    """One program's class and ``torch_case`` as ``render`` wrote them, cut
    out of a module that holds it (a batch, or a finding's program.py)."""
    m = re.search(rf'^class P_{case}\(.*?^torch_case\("{case}".*?family="fuzz"\)\n', module_text, re.S | re.M)
    return m.group(0) if m else None
