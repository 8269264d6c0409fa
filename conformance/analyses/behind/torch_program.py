"""A PyTorch case's exported program with some nodes run on the host.

The program is the one the pipeline imports (``export_program``, user outputs
only, ``WithBufferState``), imported again with each node's position as its
location (``graph:<n>``): a compiler diagnostic then names the node it belongs
to, and no guess maps MLIR back to the graph. A host node is taken out of the
program: its value, from the eager run of the same graph on the cell's
inputs, becomes an extra input of the function, after the case's own. What
only the host node read is dropped with it (unchecked); everything else still
runs through IREE and reaches the outputs the oracle judges.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from conformance.analyses.common.torch_graph import eager_values

# A diagnostic's location, as iree-compile prints a location of ours.
_LOCATION = re.compile(r"^graph:(\d+):\d+: (?:error|note)", re.M)
_FILE = "graph"


class NotHostable(Exception):
    """A node whose value cannot come from the host: why."""


@dataclass(frozen=True)
class Node:
    name: str
    op: str  # aten.new_ones.default
    position: int  # 1-based, in the exported graph

    def describe(self, total: int) -> str:
        return f"{self.name} (node {self.position} of {total})"


class TorchProgram:
    """The exported program of one cell, its nodes by position, and their eager values."""

    def __init__(self, ep, inputs: Sequence[np.ndarray]) -> None:  # ep: torch.export.ExportedProgram, not shared
        from conformance.pipeline.torch_frontend import return_user_outputs_only

        self.inputs = [np.asarray(a) for a in inputs]
        self.ep = ep
        return_user_outputs_only(self.ep)
        self.nodes = {n.name: Node(n.name, _op_name(n), i) for i, n in enumerate(self.ep.graph.nodes, 1)}
        self.by_position = {n.position: n for n in self.nodes.values()}
        self.total = len(self.nodes)
        self._values: dict[str, np.ndarray] = {}
        # The imported texts by what they hold: the opt levels of one import, which behind
        # analyzes one after another with this program, compile the same host sets and prefixes.
        self._texts: dict[tuple[str, ...], str] = {}
        self._lists: dict[tuple[str, ...], list[str]] = {}

    def node_of(self, diagnostics: str) -> Node | None:
        """The node a compiler's first located diagnostic belongs to."""
        m = _LOCATION.search(diagnostics)
        return self.by_position.get(int(m.group(1))) if m else None

    def checked(self, hosts: Sequence[str]) -> list[str]:
        """The values IREE computes that the host nodes read (operator nodes, in
        graph order): the program returns them too, after its own outputs. A host
        value is the reference's, so it fits the rest only where IREE computed
        the host node's inputs as the reference did. Constants (``folded``'s kind)
        are not returned: returned, they would be the very constant that failed."""
        import torch

        names = set(hosts)
        varies = _varies(self.ep.graph)
        reads = {a.name for n in self.ep.graph.nodes if n.name in names for a in n.all_input_nodes}
        return [
            n.name
            for n in self.ep.graph.nodes
            if n.name in reads
            and n.name not in names
            and n.op == "call_function"
            and varies[n.name]
            and isinstance(n.meta.get("val"), torch.Tensor)
            and n.meta["val"].dtype is not torch.bfloat16
        ]

    def program(self, hosts: Sequence[str]):  # -> torch.export.ExportedProgram
        """The program with ``hosts`` (node names) as extra inputs, in that
        order, returning ``checked(hosts)`` after its own outputs."""
        from torch.export.graph_signature import InputKind, InputSpec, TensorArgument

        ep = copy.deepcopy(self.ep)
        graph = ep.graph
        by_name = {n.name: n for n in graph.nodes}
        out = graph.output_node()
        out.args = (tuple(out.args[0]) + tuple(by_name[c] for c in self.checked(hosts)),)
        for name in hosts:
            node = by_name[name]
            last = [n for n in graph.nodes if n.op == "placeholder"][-1]
            with graph.inserting_after(last):
                placeholder = graph.placeholder(f"host_{name}")
            placeholder.meta["val"] = node.meta["val"]
            node.replace_all_uses_with(placeholder)
            graph.erase_node(node)
            spec = InputSpec(InputKind.USER_INPUT, TensorArgument(placeholder.name), None)
            ep.graph_signature.input_specs.append(spec)
        _drop_dead_checks(graph)
        graph.eliminate_dead_code()
        ep.graph_module.recompile()
        return ep

    def mlir(self, hosts: Sequence[str]) -> str:
        """``program(hosts)`` imported as the pipeline imports it, with node locations."""
        key = ("program", *hosts)
        if key not in self._texts:
            self._texts[key] = self._imported(self.program(hosts))  # a copy: the importer rewrites its graph
        return self._texts[key]

    def _imported(self, ep) -> str:  # ep: torch.export.ExportedProgram
        from conformance.pipeline.torch_frontend import WithBufferState

        for n in ep.graph.nodes:
            where = self.nodes.get(n.name) or self.nodes.get(n.name.removeprefix("host_"))  # a host's is its node's
            n.meta["stack_trace"] = f'  File "{_FILE}", line {where.position if where else 0}, in forward\n'
        from iree.compiler.extras.fx_importer import FxImporter

        importer = FxImporter()
        importer.import_frozen_program(WithBufferState(ep))
        return importer.module.operation.get_asm(enable_debug_info=True)

    def prefixes(self, hosts: Sequence[str]) -> list[str]:
        """The operator nodes of ``program(hosts)`` whose value is one tensor, in graph
        order: where a prefix program (``prefix_mlir``) can end."""
        import torch

        key = ("prefixes", *hosts)
        if key not in self._lists:
            ep = self.program(hosts)
            self._lists[key] = [
                n.name
                for n in ep.graph.nodes
                if n.op == "call_function" and isinstance(n.meta.get("val"), torch.Tensor)
            ]
        return self._lists[key]

    def prefix_mlir(self, hosts: Sequence[str], last: str) -> str:
        """``program(hosts)`` cut after node ``last``: it returns every tensor value
        computed up to ``last`` that a later node reads, and ``last``; imported with
        node locations. What a compile failure needs of the program up to there, it has."""
        import torch

        key = ("prefix", last, *hosts)
        if key in self._texts:
            return self._texts[key]
        ep = self.program(hosts)
        order = {n.name: i for i, n in enumerate(ep.graph.nodes)}
        end = order[last]
        keep = [
            n
            for n in ep.graph.nodes
            if n.op == "call_function"
            and order[n.name] <= end
            and isinstance(n.meta.get("val"), torch.Tensor)
            and (n.name == last or any(order[u.name] > end for u in n.users))
        ]
        ep.graph.output_node().args = (tuple(keep),)
        ep.graph.eliminate_dead_code()
        ep.graph_module.recompile()
        self._texts[key] = self._imported(ep)
        return self._texts[key]

    def folded(self, hosts: Sequence[str]) -> list[str]:
        """The operator nodes of ``program(hosts)`` whose value depends on no input, parameter
        or buffer (only on constants and static sizes: what the compiler may fold into one
        constant) and is read by a node that does depend on one, or returned: where a folded
        constant meets the rest of the program. Tensors only, in graph order."""
        import torch

        key = ("folded", *hosts)
        if key not in self._lists:
            graph = self.program(hosts).graph
            varies = _varies(graph)
            self._lists[key] = [
                n.name
                for n in graph.nodes
                if n.op == "call_function"
                and not varies[n.name]
                and isinstance(n.meta.get("val"), torch.Tensor)
                and any(u.op == "output" or varies[u.name] for u in n.users)
            ]
        return self._lists[key]

    def check_hostable(self, name: str) -> None:
        """Raises NotHostable when the node's value cannot be fed from the host."""
        import torch

        node = next(n for n in self.ep.graph.nodes if n.name == name)
        if node.op != "call_function":
            raise NotHostable(f"{name} is a {node.op}, not an operator")
        val = node.meta.get("val")
        if not isinstance(val, torch.Tensor):
            raise NotHostable(f"{name} ({_op_name(node)}) returns {type(val).__name__}, not one tensor: a side effect")
        if name not in self.values([name]):
            raise NotHostable(f"{name} ({_op_name(node)}): its eager value is not one numpy holds (bf16)")

    def values(self, names: Sequence[str]) -> dict[str, np.ndarray]:
        """The eager values of ``names`` on the cell's inputs (torch.fx's Interpreter on the exported graph)."""
        missing = [n for n in names if n not in self._values]
        if missing:
            want = set(missing)
            self._values.update(eager_values(self.ep, self.inputs, lambda n, v: n.name in want and _numpy(v)))
        return {n: self._values[n] for n in names if n in self._values}


def _varies(graph) -> dict[str, bool]:  # graph: torch.fx.Graph
    """Per node, whether its value depends on an input, a parameter or a buffer (else a constant)."""
    varies: dict[str, bool] = {}
    for n in graph.nodes:
        varies[n.name] = n.op == "placeholder" or any(varies[a.name] for a in n.all_input_nodes)
    return varies


def _drop_dead_checks(graph) -> None:  # graph: torch.fx.Graph
    """Erase the metadata checks (``aten._assert_tensor_metadata``) of values nothing else
    reads any more: a check keeps alive what it checks, so without this what only fed a
    host node would stay in the program and fail as before (a mask folded into a constant)."""
    checks = [n for n in graph.nodes if n.op == "call_function" and "_assert_tensor_metadata" in str(n.target)]
    live: set = set()
    stack = [n for n in graph.nodes if n.op == "output"]
    while stack:
        n = stack.pop()
        if n not in live:
            live.add(n)
            stack.extend(n.all_input_nodes)
    for check in checks:
        if not any(a in live for a in check.all_input_nodes):
            graph.erase_node(check)


def _numpy(value) -> bool:  # value: a torch.Tensor
    """numpy holds it (not bf16)."""
    import torch

    return value.dtype is not torch.bfloat16


def _op_name(node) -> str:  # node: a torch.fx.Node
    if hasattr(node.target, "_schema"):  # an OpOverload: aten.new_ones.default
        return str(node.target)
    return str(getattr(node.target, "__name__", node.target))
