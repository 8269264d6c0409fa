"""Reducing a PyTorch case over its exported graph.

The graph is the one the harness compiles (torch.export, IREE's
decompositions). A candidate keeps a subset of its operator nodes: a value a
kept node needs from a dropped node (or a graph input) becomes an input of
the candidate, a scalar becomes its concrete value, a weight stays a constant
(or, in the ``inputs`` mode, becomes an input too); the candidate returns
the kept values nothing kept uses. It is exported again with the dims the
variant declares symbolic left symbolic, imported with FxImporter and
compiled with the cell's flags. ``EXPORT_SOURCE`` is the code that does this,
both here and in the standalone ``reduced.py``, so the two cannot drift.
"""

from __future__ import annotations

import base64
import operator
import pprint
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

# The export-and-import steps of a candidate: plain torch and iree-base-compiler.
EXPORT_SOURCE = '''
def export_mlir(module, args, dynamic):
    """MLIR of ``module`` exported on ``args``; ``dynamic[i]``: the symbolic dims of input i."""
    import torch
    from iree.compiler.extras.fx_importer import FxImporter

    shapes = tuple({d: torch.export.Dim.AUTO for d in dims} or None for dims in dynamic)
    ep = torch.export.export(module, tuple(args), dynamic_shapes=shapes if any(dynamic) else None)
    ep = ep.run_decompositions({})  # the graph is already decomposed; only functionalize
    importer = FxImporter()
    importer.import_frozen_program(ep)
    return str(importer.module)
'''
_NS: dict[str, Any] = {}
exec(EXPORT_SOURCE, _NS)  # our own constant source, shared with reduced.py
export_mlir = _NS["export_mlir"]


class NotACandidate(Exception):
    """The subset does not make a program (nothing to return, a tuple cut in two)."""


@dataclass(frozen=True)
class Graph:
    """The exported graph with every node's value on the case's inputs."""

    module: Any  # torch.fx.GraphModule (unlifted: weights are get_attr nodes)
    values: dict[Any, Any]  # node -> its value
    items: tuple[Any, ...]  # the operator nodes a candidate chooses from
    symbolic: frozenset[str]  # the variant's symbolic dim names (empty: static)


def graph_of(ep, args: Sequence[Any], symbolic: frozenset[str]) -> Graph:
    import torch

    gm = ep.module()
    values: dict[Any, Any] = {}

    class Recorder(torch.fx.Interpreter):
        def run_node(self, n: Any) -> Any:
            values[n] = out = super().run_node(n)
            return out

    with torch.no_grad():
        Recorder(gm).run(*args)
    items = tuple(n for n in gm.graph.nodes if n.op == "call_function")
    return Graph(gm, values, items, symbolic)


def is_operator(node: Any) -> bool:
    """An ATen operator node (not a getitem or a size computation): what node counts count."""
    import torch

    return node.op == "call_function" and isinstance(node.target, torch._ops.OpOverload) and not _is_size(node)


def _is_size(node: Any) -> bool:
    return "sym_size" in str(node.target)


def count_nodes(nodes: Sequence[Any]) -> int:
    return sum(1 for n in nodes if is_operator(n))


@dataclass(frozen=True)
class Candidate:
    module: Any  # torch.fx.GraphModule
    args: tuple[Any, ...]  # example inputs: the values the case's run gave
    dynamic: tuple[tuple[int, ...], ...]  # per input, the dims left symbolic
    constants: dict[str, Any]  # buffer name -> tensor

    def mlir(self) -> str:
        return export_mlir(self.module, self.args, self.dynamic)


def build(graph: Graph, kept: Sequence[Any], weights_as_inputs: bool = False, first: Any = None) -> Candidate:
    """``first``: a kept node whose value the candidate returns first, even where kept nodes use it."""
    import torch

    keep = set(kept)
    # A getitem whose tuple is dropped is an input itself.
    keep = {n for n in keep if not (n.target is operator.getitem and n.args[0] not in keep)}
    g = torch.fx.Graph()
    root = torch.nn.Module()
    env: dict[Any, Any] = {}
    args: list[Any] = []
    dynamic: list[tuple[int, ...]] = []
    constants: dict[str, Any] = {}

    # Inputs and constants are contiguous, as reduced.py makes them: a candidate that
    # works only on the original values' strides (a view of a permute) is no repro.
    def value_of(a: Any) -> Any:
        if a in env:
            return env[a]
        v = graph.values.get(a)
        if isinstance(v, torch.Tensor):
            if a.op == "get_attr" and not weights_as_inputs:
                name = f"c{len(constants)}"
                root.register_buffer(name, v.detach().clone(memory_format=torch.contiguous_format))
                constants[name] = v
                env[a] = g.get_attr(name)
            else:
                env[a] = g.placeholder(f"x{len(args)}")
                args.append(v.detach().clone(memory_format=torch.contiguous_format))
                dynamic.append(_symbolic_dims(a) if graph.symbolic else ())
            return env[a]
        if isinstance(v, (torch.SymInt, torch.SymFloat, torch.SymBool)):
            raise NotACandidate("a symbolic scalar")
        if isinstance(v, (bool, int, float)) or v is None:
            return v
        raise NotACandidate(f"a cut through a {type(v).__name__} value")

    for node in graph.module.graph.nodes:
        if node in keep:
            env[node] = g.node_copy(node, value_of)
    outs = [env[first]] if first in keep and isinstance(graph.values.get(first), torch.Tensor) else []
    for node in graph.module.graph.nodes:
        returned = node in keep and node is not first and isinstance(graph.values.get(node), torch.Tensor)
        if returned and not (set(node.users) & keep):
            outs.append(env[node])
    if not outs:
        raise NotACandidate("nothing to return")
    g.output(tuple(outs))
    gm = torch.fx.GraphModule(root, g)
    return Candidate(gm, tuple(args), tuple(dynamic), constants)


def _symbolic_dims(node: Any) -> tuple[int, ...]:
    import torch

    val = node.meta.get("val")
    shape = getattr(val, "shape", ())
    return tuple(i for i, d in enumerate(shape) if isinstance(d, torch.SymInt) and not _is_constant(d))


def _is_constant(d: Any) -> bool:
    try:
        return d.node.is_constant()
    except AttributeError:
        return False


# --- reduced.py ----------------------------------------------------------------


# Values listed up to this many elements; floats up to _EXACT_BYTES elements
# as their bytes (a wrong number may need the very values that met it: logits
# past exp's range, say, which a draw would not give); integers and bools
# listed further (they are indices and masks, which a draw would break: an
# index out of range); a seeded draw past that.
_EXACT_FLOATS, _EXACT_BYTES, _EXACT_INTEGERS = 256, 1 << 16, 1 << 16


def _tensor_source(t: Any) -> str:
    """Python source that makes ``t``: its values, else (a large float tensor) a seeded draw of its shape and dtype."""
    dtype = str(t.dtype)
    if t.numel() == 0:  # its values, as a list, would not keep its shape
        return f"torch.empty({tuple(t.shape)}, dtype={dtype})"
    if t.numel() <= (_EXACT_FLOATS if t.is_floating_point() else _EXACT_INTEGERS):
        return f"torch.tensor({pprint.pformat(t.tolist(), compact=True, width=100)}, dtype={dtype})"
    shape = tuple(t.shape)
    if t.is_floating_point() and t.numel() <= _EXACT_BYTES:
        import torch

        raw = t.detach().contiguous().view(-1).view(torch.uint8).numpy().tobytes()
        return f'exact("{base64.b64encode(raw).decode()}", {dtype}, {shape})'
    if t.is_floating_point():
        return f"torch.randn({shape}, generator=gen).to({dtype})"
    return f"torch.randint(-8, 8, {shape}, generator=gen).to({dtype})  # more than {_EXACT_INTEGERS} elements"


def reduced_py(
    candidate: Candidate, flags: Sequence[str], title: str, wrong: tuple[str, float, float] | None = None
) -> str:
    """A standalone script (torch + iree-base-compiler + iree-base-runtime) that
    exports the candidate, compiles it with ``flags`` and shows the failure:
    the compiler's diagnostics on stderr and its exit status (a signal
    re-raised). ``wrong`` (device, atol, rtol): a wrong-number cell's; the
    script runs the module and compares its outputs with eager PyTorch's."""
    code = candidate.module.code.strip().splitlines()
    forward = "\n".join("    " + line for line in code)
    buffers = "\n".join(
        f"        self.register_buffer({name!r}, {_tensor_source(t)})" for name, t in candidate.constants.items()
    )
    inputs = "".join(f"    {_tensor_source(a)},\n" for a in candidate.args)
    return _TEMPLATE.format(
        title=title.replace('"""', "'''"),
        how=_COMPARES if wrong else _ENDS,
        export_source=EXPORT_SOURCE.strip(),
        buffers=buffers or "        pass",
        forward=forward,
        inputs=inputs,
        dynamic=repr(candidate.dynamic),
        flags=pprint.pformat(list(flags), width=100),
        main=_MAIN_WRONG.format(device=wrong[0], atol=wrong[1], rtol=wrong[2]) if wrong else _MAIN_FAILS,
    )


_ENDS = "and ends the way iree-compile ended (its diagnostics on stderr; a signal\nis re-raised)."
_COMPARES = (
    "runs it with iree-base-runtime and compares its outputs with eager PyTorch's:\n"
    "exit 1 when one differs beyond the tolerance, 0 when all agree."
)

_TEMPLATE = '''"""{title}

Standalone: needs only torch, iree-base-compiler and iree-base-runtime.
    python reduced.py
exports the module below with torch.export, imports it with IREE's FxImporter,
compiles it with iree-compile and the flags of the failing cell,
{how}
"""

import os
import signal
import subprocess
import sys
import tempfile

import torch
from torch import device  # noqa: F401 - the generated forward may name it


{export_source}


class Reduced(torch.nn.Module):
    def __init__(self):
        super().__init__()
{buffers}

{forward}


def exact(data, dtype, shape):
    """A tensor of too many values to list, written as its bytes."""
    import base64

    return torch.frombuffer(bytearray(base64.b64decode(data)), dtype=dtype).reshape(shape)


gen = torch.Generator().manual_seed(0)
ARGS = (
{inputs})
DYNAMIC = {dynamic}
FLAGS = {flags}


def compile_vmfb(tmp):
    """The compiled module's path; the compiler's own end when it fails."""
    from iree.compiler.tools.binaries import find_tool

    path = os.path.join(tmp, "reduced.mlir")
    with open(path, "w") as f:
        f.write(export_mlir(Reduced(), ARGS, DYNAMIC))
    vmfb = os.path.join(tmp, "reduced.vmfb")
    proc = subprocess.run([find_tool("iree-compile"), path, *FLAGS, "-o", vmfb], stderr=subprocess.PIPE, text=True,
                          errors="replace")
    sys.stderr.write(proc.stderr)
    if proc.returncode < 0:
        sys.stderr.flush()
        signal.signal(-proc.returncode, signal.SIG_DFL)
        os.kill(os.getpid(), -proc.returncode)
    if proc.returncode != 0:
        print("iree-compile exit", proc.returncode)
        sys.exit(proc.returncode)
    return vmfb

{main}

if __name__ == "__main__":
    main()
'''

_MAIN_FAILS = """
def main():
    with tempfile.TemporaryDirectory() as tmp:
        compile_vmfb(tmp)
    print("iree-compile exit", 0)
"""

_MAIN_WRONG = """
DEVICE, ATOL, RTOL = {device!r}, {atol!r}, {rtol!r}


def main():
    import iree.runtime as rt
    import numpy as np

    with tempfile.TemporaryDirectory() as tmp:
        config = rt.Config(DEVICE)
        module = rt.VmModule.mmap(config.vm_instance, compile_vmfb(tmp))
        context = rt.SystemContext(vm_modules=[module], config=config)
        result = context.modules[module.name]["main"](*[a.numpy() for a in ARGS])
        got = result if isinstance(result, (list, tuple)) else [result]
        got = [np.asarray(g.to_host() if hasattr(g, "to_host") else g) for g in got]
    with torch.no_grad():
        want = [t.numpy() for t in Reduced()(*ARGS)]
    wrong = 0
    for i, (g, w) in enumerate(zip(got, want)):
        if g.shape != w.shape:
            print(f"output {{i}}: shapes differ: IREE {{g.shape}}, eager PyTorch {{w.shape}}")
            wrong += 1
            continue
        a, e = g.astype(np.float64), w.astype(np.float64)
        close = np.isclose(a, e, atol=ATOL, rtol=RTOL, equal_nan=True)
        if close.all():
            print(f"output {{i}}: agrees with eager PyTorch")
            continue
        err = np.abs(a - e)[~close & np.isfinite(a) & np.isfinite(e)]
        worst = f"max abs err {{err.max():.4g}}" if err.size else "NaN/Inf where eager has a value"
        print(f"output {{i}}: values differ at {{int((~close).sum())}} of {{close.size}} elements, "
              f"{{worst}} (atol {{ATOL}}, rtol {{RTOL}})")
        wrong += 1
    sys.exit(1 if wrong else 0)
"""
