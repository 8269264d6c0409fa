"""PyTorch frontend: eager reference, and torch.export + FxImporter to MLIR."""

from __future__ import annotations

import hashlib
import inspect
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from conformance.case import Case, Variant, generate_inputs, source_files, variants
from conformance.dtypes import dtype_name
from conformance.faults import FrontendRefused, environment_fault, one_line
from conformance.files import file_digest
from conformance.pipeline import timing
from conformance.pipeline.frontend import TORCH_EXPORT, Float64Runner, ProgramCheck
from conformance.pipeline.recent import Recent
from conformance.pipeline.torch_spread import honest_runs


class TorchFrontend:
    name = "torch"
    package = "torch"
    graph_kind = TORCH_EXPORT

    def export(self, case: Case, variant: Variant, inputs: Sequence[np.ndarray], keep: Path) -> tuple[str, str]:
        return export(case, variant, inputs)

    def framework_graph(self, case: Case, variant: Variant, inputs: Sequence[np.ndarray]) -> Any:
        return export_program(case, variant, inputs)

    def reference(self, case: Case, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
        return reference(case, inputs)

    def float64_runner(self, case: Case) -> Float64Runner:
        return float64_runner(case)

    def narrow_types(self, case: Case) -> tuple[str, ...]:
        return case.compute_dtypes

    def program_check(self, case: Case, variant: Variant) -> ProgramCheck | None:
        return program_check(case, variant)

    def honest_draws(self, case: Case, inputs: Sequence[np.ndarray]) -> list[list[np.ndarray]] | None:
        return honest_draws(case, inputs)


FRONTEND = TorchFrontend()


def _instantiate(case: Case):  # -> torch.nn.Module
    import torch

    # The same random weights in every process, from a forked RNG: the global
    # state the forward pass sees stays the caller's, so the nondeterminism
    # check (two reference runs from different RNG states) can see a forward
    # that draws random numbers.
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(case.seed)
        return case.module().eval()


def reference(case: Case, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
    import torch

    torch.use_deterministic_algorithms(True, warn_only=True)
    model = _instantiate(case)
    with torch.no_grad():
        out = model(*[torch.from_numpy(a.copy()) for a in inputs])
    return [t.detach().numpy() for t in _flatten(out)]


def _flatten(out: object) -> list:
    if isinstance(out, (tuple, list)):
        return [t for o in out for t in _flatten(o)]
    return [out]


def export(case: Case, variant: Variant, inputs: Sequence[np.ndarray]) -> tuple[str, str]:
    """torch.export, the decompositions of IREE's own PyTorch frontend
    (iree-turbine's AOT table), then FxImporter: the path users take."""
    from iree.compiler.extras.fx_importer import FxImporter

    try:
        ep = export_program(case, variant, inputs)
    except Exception as e:  # torch's own refusal (or its disagreement with eager): never IREE's
        if environment_fault(e):
            raise
        raise FrontendRefused(f"torch.export: {one_line(e)}") from e
    return_user_outputs_only(ep)
    with timing.stage("fx-import"):
        importer = FxImporter()
        importer.import_frozen_program(WithBufferState(ep))
        return str(importer.module), "main"


class WithBufferState:
    """The exported program as ``import_frozen_program`` reads it, with its
    non-persistent buffers (RoPE's ``inv_freq``, a causal mask) in its state
    dict. torch.export keeps them in ``constants``, where the importer of IREE
    3.13 does not look for a buffer: without this every such model, nearly every
    transformers decoder, fails with "Could not find state mapping for buffer"
    before IREE compiles anything. iree-turbine's ``aot.export`` imports them;
    a module frozen here holds the same values."""

    def __init__(self, ep) -> None:  # ep: torch.export.ExportedProgram
        self._ep = ep
        buffers = ep.graph_signature.inputs_to_buffers.values()
        lifted = {name: ep.constants[name] for name in buffers if name not in ep.state_dict and name in ep.constants}
        self.state_dict = {**ep.state_dict, **lifted}

    def __getattr__(self, name: str):
        return getattr(self._ep, name)


def return_user_outputs_only(ep) -> None:  # ep: torch.export.ExportedProgram
    """Drop what the program returns besides the forward's own outputs. The
    exported graph returns a mutated buffer or input (batch norm's running
    statistics in training mode, ``x.mul_(2)``) as an extra leading output, and
    the frozen import makes each a result of the module, which eager PyTorch
    does not return: the module's results would no longer line up with the
    reference's. IREE's own PyTorch frontend (iree-turbine) keeps such state in
    globals and returns the forward's outputs; so does the module here."""
    from torch.export.graph_signature import OutputKind

    specs = ep.graph_signature.output_specs
    keep = [i for i, spec in enumerate(specs) if spec.kind in (OutputKind.USER_OUTPUT, OutputKind.LOSS_OUTPUT)]
    if len(keep) < len(specs):
        out = ep.graph.output_node()
        out.args = (tuple(out.args[0][i] for i in keep),)


# The last exported programs of this process, by what each is made from (see recent).
_EXPORTS: Recent[Any] = Recent()


def export_program(case: Case, variant: Variant, inputs: Sequence[np.ndarray]):  # -> torch.export.ExportedProgram
    """The decomposed exported program that ``export`` imports, checked like it."""
    return _EXPORTS.get(export_key(case, variant, inputs), lambda: _export_program(case, variant, inputs))


def export_key(case: Case, variant: Variant, inputs: Sequence[np.ndarray]) -> tuple[object, ...]:
    """What an export is made from: the case's definition (its files' contents), the variant and the inputs."""
    digest = hashlib.sha256()
    for a in inputs:
        a = np.ascontiguousarray(a)
        digest.update(f"{a.dtype.str}{a.shape}".encode())
        digest.update(a.tobytes())
    files = tuple(file_digest(f) for f in source_files(case) if f.is_file())
    return (case.name, case.seed, variant.name, tuple(sorted(variant.symbolic)), files, digest.hexdigest())


def _export_program(case: Case, variant: Variant, inputs: Sequence[np.ndarray]):  # -> torch.export.ExportedProgram
    import torch
    from iree.turbine.aot.decompositions import current_aot_decompositions

    model = _instantiate(case)
    args = tuple(torch.from_numpy(a.copy()) for a in inputs)
    # That export kept every declared dim symbolic is checked below, so a variant
    # that export had to specialize fails instead of passing as a lie.
    with timing.stage("torch.export"):
        ep = torch.export.export(model, args, dynamic_shapes=dynamic_shapes(case, variant, model))
    _check_symbolic(ep, case, variant)
    with timing.stage("decompositions"):
        ep = ep.run_decompositions(current_aot_decompositions())
    _check_fidelity(ep, model, args, case)
    return ep


def dynamic_shapes(case: Case, variant: Variant, model) -> tuple[object, ...] | None:  # model: torch.nn.Module
    """The variant's symbolic dims as torch.export (and torch.onnx) take them; None when static.
    Dim.AUTO lets export relate dims (equal sizes across inputs, lower bounds)."""
    import torch

    if not variant.symbolic:
        return None
    shapes: tuple[object, ...] = tuple(
        {axis: torch.export.Dim.AUTO for axis, d in enumerate(spec.shape) if d in variant.symbolic} or None
        for spec in case.inputs
    )
    params = inspect.signature(model.forward).parameters.values()
    if any(p.kind is inspect.Parameter.VAR_POSITIONAL for p in params):
        return (shapes,)  # forward(*args) takes the inputs as one tuple
    return shapes


class ExportDisagrees(Exception):
    """The exported program computes something else than the eager model: a
    frontend problem, not the compiler's."""


def _check_fidelity(ep, model, args: tuple, case: Case) -> None:
    import torch

    # Both from the same RNG state: a forward that draws random numbers would
    # otherwise agree or not depending on what ran before it in this process.
    # Each on its own copy of the inputs: a forward may mutate its inputs in place.
    with torch.no_grad(), torch.random.fork_rng(devices=[]):
        torch.manual_seed(case.seed)
        got = _flatten(ep.module()(*[a.clone() for a in args]))
        torch.manual_seed(case.seed)
        want = _flatten(model(*[a.clone() for a in args]))
    for i, (g, w) in enumerate(zip(got, want, strict=True)):
        g, w = g.detach().numpy(), w.detach().numpy()
        if case.random_outputs:  # random draws of another implementation (the decomposition's): their shape and dtype
            same = g.shape == w.shape and g.dtype == w.dtype
        elif w.dtype.kind == "f":
            atol, rtol = case.tolerance(dtype_name(w.dtype))
            same = g.shape == w.shape and np.allclose(g, w, atol=atol, rtol=rtol, equal_nan=True)
        else:
            same = np.array_equal(g, w)
        if not same:
            raise ExportDisagrees(f"torch.export's program disagrees with eager PyTorch on output {i}")


class SpecializedDim(Exception):
    """torch.export made a dim static that the variant declares symbolic."""


def _check_symbolic(ep, case: Case, variant: Variant) -> None:
    import torch

    placeholders = [n for n in ep.graph.nodes if n.op == "placeholder" and n.name not in ep.graph_signature.parameters]
    user_inputs = [n for n in placeholders if n.name in set(ep.graph_signature.user_inputs)]
    for i, (spec, node) in enumerate(zip(case.inputs, user_inputs, strict=False)):
        shape = node.meta["val"].shape
        for axis, d in enumerate(spec.shape):
            if d in variant.symbolic and (not isinstance(shape[axis], torch.SymInt) or _pinned(ep, shape[axis])):
                raise SpecializedDim(f"torch.export specialized dim '{d}' of input {i} to {case.sizes[d]}")


def _pinned(ep, size) -> bool:  # size: torch.SymInt
    """A SymInt that is a constant, or a symbol whose range is one value: with
    ``x + torch.ones(2, 3)`` export keeps SymInts for x's dims, but they are 2 and 3."""
    expr = size.node.expr
    if not getattr(expr, "free_symbols", None):
        return True
    bounds = ep.range_constraints.get(expr)
    return bounds is not None and bounds.lower == bounds.upper


def honest_draws(case: Case, inputs: Sequence[np.ndarray]) -> list[list[np.ndarray]]:
    """The exported program (the graph IREE compiles) run honestly a few times:
    see ``torch_spread``. Float outputs as float64."""
    import torch

    ep = export_program(case, variants(case)[0], inputs)
    runs = honest_runs(ep.module(), inputs, case.seed + 7)
    as64 = lambda t: t.detach().to(torch.float64).numpy() if t.is_floating_point() else t.detach().numpy()  # noqa: E731
    return [[as64(t) for t in _flatten(run)] for run in runs]


def float64_runner(case: Case) -> Float64Runner:
    """The model with its float weights in float64, run eagerly: the reference's reference."""
    import torch

    model = _instantiate(case).to(torch.float64)

    def run(inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
        with torch.no_grad():
            out = model(*[torch.from_numpy(np.array(a)) for a in inputs])
        return [t.detach().to(torch.float64).numpy() if t.is_floating_point() else t.numpy() for t in _flatten(out)]

    return run


def program_check(case: Case, variant: Variant) -> ProgramCheck:
    """Whether the exported program (the one that was compiled) takes inputs of
    other sizes and computes what eager does on them. Its input checks hold the
    dim ranges and guards torch.export assumed."""

    try:
        ep = export_program(case, variant, generate_inputs(case))
        model = _instantiate(case)
    except Exception as e:
        if environment_fault(e):
            raise
        why = f"the exported program could not be rebuilt to check this size: {one_line(e)}"
        return lambda c, inputs: why

    def check(c: Case, inputs: Sequence[np.ndarray]) -> str | None:
        import torch

        args = tuple(torch.from_numpy(a.copy()) for a in inputs)
        try:
            _check_fidelity(ep, model, args, c)
        except ExportDisagrees as e:
            return f"{e} at this size (torch's, not the compiler's)"
        except Exception as e:
            if environment_fault(e):
                raise
            return f"the exported program does not take this size: {one_line(e)}"
        return None

    return check
