"""A PyTorch case's exported graph for localization: the same decomposed
program the pipeline imports, eager values of every node (torch.fx's
Interpreter on the same inputs), and prefix programs imported with FxImporter
from a copy of the program whose output returns the chosen nodes."""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from conformance.analyses.common.graph import Graph, Node, Uncuttable
from conformance.dtypes import OBSERVABLE_TORCH

_FRAME = re.compile(r'File "([^"]+)", line (\d+), in [^\n]*\n\s*([^\n]*)')


def program_graph(ep, inputs: Sequence[np.ndarray], source_file: str) -> Graph:
    """The graph of an exported program (``ep``: torch.export.ExportedProgram)
    on ``inputs``, its user inputs; ``source_file``: the case's, for source lines."""
    import torch

    from conformance.pipeline.torch_frontend import WithBufferState

    env = eager_values(ep, inputs, lambda n, v: n.op == "call_function" and _observable(v))
    fx_nodes = list(ep.graph.nodes)
    observable = {n.name for n in fx_nodes if n.op == "call_function" and _observable(n.meta.get("val"))}
    for n in fx_nodes:
        if n.op == "call_function" and isinstance(n.target, torch._ops.HigherOrderOperator):
            raise Uncuttable(f"the graph holds control flow ({n.target}): its prefixes cannot be cut")

    # A node reads the observable nodes nearest above it: through getitem,
    # tuples and values numpy cannot hold, back to what was observed.
    reads: dict[str, tuple[str, ...]] = {}
    for n in fx_nodes:
        found: list[str] = []
        for a in n.all_input_nodes:
            found += [a.name] if a.name in observable else list(reads.get(a.name, ()))
        reads[n.name] = tuple(dict.fromkeys(found))

    nodes = tuple(
        Node(n.name, _op_name(n), reads[n.name], _source_line(n, source_file)) for n in fx_nodes if n.name in observable
    )
    out_node = next(n for n in fx_nodes if n.op == "output")
    outputs = tuple(a.name for a in out_node.all_input_nodes if a.name in observable)

    def reference(name: str) -> np.ndarray:
        return env[name]

    def prefix(names: Sequence[str]) -> tuple[str, str]:
        from iree.compiler.extras.fx_importer import FxImporter

        cp = copy.deepcopy(ep)  # the importer rewrites the graph it is given
        by_name = {n.name: n for n in cp.graph.nodes}
        out = next(n for n in cp.graph.nodes if n.op == "output")
        out.args = (tuple(by_name[x] for x in names),)
        cp.graph.eliminate_dead_code()
        importer = FxImporter()
        importer.import_frozen_program(WithBufferState(cp))  # as the pipeline imports it
        return str(importer.module), "main"

    return Graph(nodes, outputs, reference, prefix)


def _observable(val: object) -> bool:
    import torch

    return isinstance(val, torch.Tensor) and str(val.dtype).removeprefix("torch.") in OBSERVABLE_TORCH


def _op_name(node) -> str:  # node: a torch.fx.Node
    """aten.scatter.src; for a getitem, the op whose result it picks."""
    import operator

    if node.target is operator.getitem and node.all_input_nodes:
        return _op_name(node.all_input_nodes[0])
    if hasattr(node.target, "_schema"):  # an OpOverload: aten.scatter.src
        return str(node.target)
    return str(getattr(node.target, "__name__", node.target))


def _source_line(node, source_file: str) -> str:
    """The innermost frame of the case's own file in the node's stack trace
    (``file.py:12: code``), and, where the node comes from a library the case
    calls (a transformers model, torch.nn), the library's innermost frame
    after it (``hf.py:152: ... -> modeling_siglip.py:245: code``); torch
    records only frames of modules' forward."""
    frames = _FRAME.findall(node.meta.get("stack_trace") or "")
    own = [f for f in frames if source_file and Path(f[0]).name == Path(source_file).name]
    if not own:
        return ""
    where = [_frame_text(own[-1])]
    if frames[-1] != own[-1]:
        where.append(_frame_text(frames[-1]))
    return " -> ".join(where)


def _frame_text(frame: tuple[str, str, str]) -> str:
    file, line, code = frame
    return f"{Path(file).name}:{line}: {code.strip()}"


def eager_values(ep, inputs: Sequence[np.ndarray], keep: Callable[[Any, object], bool]) -> dict[str, np.ndarray]:
    """The values of the nodes ``keep(node, value)`` chooses, from running the
    exported graph (``ep``) eagerly on ``inputs``, its user inputs."""
    import torch
    from torch.export.graph_signature import InputKind

    args = []
    user = iter(inputs)
    for spec in ep.graph_signature.input_specs:
        if spec.kind is InputKind.USER_INPUT:
            args.append(torch.from_numpy(np.array(next(user))))
        elif spec.kind in (InputKind.PARAMETER, InputKind.BUFFER) and spec.target in ep.state_dict:
            args.append(ep.state_dict[spec.target])
        elif spec.target in ep.constants:
            args.append(ep.constants[spec.target])
        else:
            raise Uncuttable(f"graph input {spec.arg.name} ({spec.kind.name}) cannot be fed")

    env: dict[str, np.ndarray] = {}

    class Recorder(torch.fx.Interpreter):
        def run_node(self, n: torch.fx.Node) -> object:
            value = super().run_node(n)
            if isinstance(value, torch.Tensor) and keep(n, value):
                env[n.name] = value.detach().contiguous().numpy().copy()
            return value

    torch.use_deterministic_algorithms(True, warn_only=True)
    with torch.no_grad():
        Recorder(ep.graph_module).run(*args)
    return env
