"""A frontend's graph as localization sees it: the nodes whose values can be
observed (tensor results), in topological order, their reference values, and a
way to build the prefix program that returns some of them.

Frontends (``torch_graph``, ``onnx_graph``) produce a ``Graph``; ``bisect``
reads it and never learns which frontend made it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np


class Uncuttable(Exception):
    """The graph cannot be cut into prefix programs (custom ops, control flow,
    state the harness cannot feed); the message says why."""


@dataclass(frozen=True)
class Node:
    name: str
    op: str  # the op's target, e.g. aten.scatter.src or onnx::Conv
    inputs: tuple[str, ...]  # the observable nodes it reads (graph inputs are given exactly)
    source: str = ""  # the case's source line that made it, when the frontend recorded one


@dataclass(frozen=True)
class Graph:
    nodes: tuple[Node, ...]  # observable nodes, topological order
    outputs: tuple[str, ...]  # nodes whose values the program returns
    reference: Callable[[str], np.ndarray]  # a node's value computed by the reference
    # MLIR text of the program returning these nodes' values, in this order, and its entry function.
    prefix: Callable[[Sequence[str]], tuple[str, str]]

    def index(self, name: str) -> int:
        return next(i for i, n in enumerate(self.nodes) if n.name == name)


def cut(graph: Graph, k: int) -> list[str]:
    """What the prefix program ending at node ``k`` returns: every value
    computed so far that later nodes read or the program returns, node ``k``
    itself and the nodes it reads, so that its inputs are checked in the same
    build as its value."""
    later: set[str] = {i for n in graph.nodes[k + 1 :] for i in n.inputs} | set(graph.outputs)
    keep = {n.name for n in graph.nodes[: k + 1] if n.name in later}
    keep |= {graph.nodes[k].name, *graph.nodes[k].inputs}
    return [n.name for n in graph.nodes[: k + 1] if n.name in keep]
