"""A failure of the hf corpus, confirmed outside the harness.

torch.export -> IREE's FxImporter -> iree-compile -> iree-run-module, then the
module's outputs against eager PyTorch, in one script that uses none of the
harness's pipeline: only the tiny config comes from the corpus's recipe.

    python docs/hf/confirm.py llama prefill [static|dynamic] [O0..O3]
    python docs/hf/confirm.py mixtral prefill
    python docs/hf/confirm.py resnet image
    python docs/hf/confirm.py gpt2 decode dynamic
    python docs/hf/confirm.py clip_text_model encode
    python docs/hf/confirm.py parakeet_encoder spectrogram dynamic
    python docs/hf/confirm.py --onnx llama prefill    # the ONNX route: torch.onnx, iree-import-onnx
    python docs/hf/confirm.py --host new_ones,and_1,and_2 gemma2 decode    # behind a blocker

``--host NODES`` takes those nodes of the exported graph out of the program:
each one's eager value (the same graph run by torch.fx's Interpreter) becomes
an extra input, as the harness's analysis behind a blocker does. Each output
is also measured against the model run in float64, beside eager's own error.

The one step that is not the plain API: non-persistent buffers (RoPE's
``inv_freq``) are handed to ``import_frozen_program`` in the state dict, where
IREE 3.13's importer looks for them (it fails otherwise; see docs/hf.md).
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import warnings
from pathlib import Path

import numpy as np
import torch


def inputs(arch, mode: str, rng: np.random.Generator) -> tuple[torch.Tensor, ...]:
    from conformance.corpus import _hf

    high = max(2, arch.vocab - _hf.RESERVED)
    ids = torch.from_numpy(rng.integers(0, high, (2, 8)))
    mask = torch.ones(2, 8, dtype=torch.int64)
    mask[0, 6:] = 0  # the first sequence right-padded, as in the corpus
    pixels = torch.from_numpy(rng.standard_normal((2, *arch.image)).astype(np.float32))
    if mode == "image":
        return (pixels,)
    if mode == "dual":
        return ids, mask, pixels
    if mode == "spectrogram":
        shape = [_hf.FRAME_COUNTS[0] if d == _hf.FRAMES else d for d in arch.features]
        return (torch.from_numpy(rng.standard_normal((2, *shape)).astype(np.float32)),)
    if mode == "audio":
        return (torch.from_numpy(rng.standard_normal((2, _hf.SAMPLES)).astype(np.float32)),)
    if mode == "seq2seq":
        return ids, mask, torch.from_numpy(rng.integers(0, high, (2, 5)))
    if mode == "decode":
        shapes = [tuple(2 if n == _hf.BATCH else 6 if n == _hf.CACHE else n for n in s) for s in arch.kv]
        cache = [torch.from_numpy(rng.standard_normal(s).astype(np.float32)) for s in shapes]
        return (torch.from_numpy(rng.integers(0, high, (2, 1))), *cache)
    return ids, mask  # prefill, encode


def symbolic(arch, mode: str) -> tuple:
    """The corpus's named dims as symbols: batch, sequence, target, cache
    length, frames, samples."""
    from conformance.corpus import _hf

    auto = torch.export.Dim.AUTO
    if mode == "image":
        specs: list[dict[int, object]] = [{0: auto}]
    elif mode == "decode":
        specs = [{0: auto}, *[{0: auto, s.index(_hf.CACHE): auto} for s in arch.kv]]
    elif mode == "spectrogram":
        specs = [{0: auto, **({1 + arch.features.index(_hf.FRAMES): auto} if _hf.FRAMES in arch.features else {})}]
    elif mode == "audio":
        specs = [{0: auto, 1: auto}]
    elif mode == "dual":
        specs = [{0: auto, 1: auto}, {0: auto, 1: auto}, {0: auto}]
    else:
        specs = [{0: auto, 1: auto}] * (3 if mode == "seq2seq" else 2)
    return (tuple(specs),)  # forward(*x) takes its inputs as one tuple


class Model(torch.nn.Module):
    def __init__(self, model, mode: str, output: str) -> None:
        super().__init__()
        self.model, self.mode, self.output = model, mode, output

    def forward(self, *x: torch.Tensor):
        if self.mode == "decode":  # the corpus's decode step: a cache of tensors as transformers' DynamicCache
            from conformance.corpus import _hf

            return _hf.decode_step(self.model, x[0], x[1:])
        if self.mode == "image":
            out = self.model(pixel_values=x[0])
        elif self.mode == "audio":
            out = self.model(input_values=x[0])
        elif self.mode == "spectrogram":
            out = self.model(input_features=x[0])
        elif self.mode == "dual":
            out = self.model(input_ids=x[0], attention_mask=x[1], pixel_values=x[2])
        elif self.mode == "seq2seq":
            out = self.model(input_ids=x[0], attention_mask=x[1], decoder_input_ids=x[2], use_cache=False)
        else:
            from conformance.corpus import _hf

            out = self.model(input_ids=x[0], attention_mask=x[1], **_hf.no_cache_kwargs(self.model))
        return getattr(out, self.output)


def hosted(ep, names: list[str], args: tuple[torch.Tensor, ...]):
    """(the program with ``names`` taken out, their eager values): each value is an extra
    input, after the model's own; what only a host node read is dropped with it."""
    unlifted = ep.module()
    graph = unlifted.graph
    graph._codegen = torch.fx.graph.CodeGen()  # plain positional inputs: the host values go after the model's
    gm = torch.fx.GraphModule(unlifted, graph)  # without the unlifted module's input checks
    by_name = {n.name: n for n in graph.nodes}
    missing = [n for n in names if n not in by_name]
    if missing:
        raise SystemExit(f"--host: no node {', '.join(missing)} in the exported graph")
    values: dict[str, torch.Tensor] = {}

    class Recorder(torch.fx.Interpreter):
        def run_node(self, n):
            value = super().run_node(n)
            if n.name in names:
                values[n.name] = value
            return value

    with torch.no_grad():
        Recorder(gm).run(*args)
    last = [n for n in graph.nodes if n.op == "placeholder"][-1]
    for name in names:
        with graph.inserting_after(last):
            last = graph.placeholder(f"host_{name}")
        by_name[name].replace_all_uses_with(last)
        graph.erase_node(by_name[name])
    live: set = set()
    stack = [graph.output_node()]
    while stack:  # a metadata check of a value nothing else reads would keep the host node's inputs alive
        n = stack.pop()
        if n not in live:
            live.add(n)
            stack.extend(n.all_input_nodes)
    for n in list(graph.nodes):
        if "_assert_tensor_metadata" in str(n.target) and not any(a in live for a in n.all_input_nodes):
            graph.erase_node(n)
    graph.eliminate_dead_code()
    gm.recompile()
    return gm, tuple(values[n] for n in names)


def float64_outputs(model: torch.nn.Module, args: tuple[torch.Tensor, ...]) -> tuple[torch.Tensor, ...]:
    import copy

    with torch.no_grad():
        out = copy.deepcopy(model).double()(*(a.double() if a.is_floating_point() else a for a in args))
    return out if isinstance(out, tuple) else (out,)


class WithBufferState:
    """The exported program with its non-persistent buffers in the state dict."""

    def __init__(self, ep) -> None:
        self._ep = ep
        lifted = {n: ep.constants[n] for n in ep.graph_signature.inputs_to_buffers.values() if n not in ep.state_dict}
        self.state_dict = {**ep.state_dict, **lifted}

    def __getattr__(self, name: str):
        return getattr(self._ep, name)


def main(
    model_type: str, mode: str, dims: str = "static", opt: str = "O2", route: str = "torch", host: str = ""
) -> int:
    import transformers
    from iree.compiler.extras.fx_importer import FxImporter
    from iree.turbine.aot.decompositions import current_aot_decompositions

    from conformance.corpus import _hf

    warnings.simplefilter("ignore")
    transformers.logging.set_verbosity_error()
    arch = _hf.build([model_type]).archs[0]
    torch.manual_seed(0)
    built = _hf.instantiate(arch.modality, _hf.config_from_json(model_type, arch.config))
    model = Model(built, mode, arch.output).eval()
    args = inputs(arch, mode, np.random.default_rng(0))
    with torch.no_grad():
        want = model(*args)
    want = want if isinstance(want, tuple) else (want,)
    dynamic = symbolic(arch, mode) if dims == "dynamic" else None
    work = Path(tempfile.mkdtemp(prefix=f"confirm-{model_type}-"))
    function = "main"
    if route == "onnx":  # torch.onnx at opset 18, then the importer's command line
        program = torch.onnx.export(model, args, dynamo=True, opset_version=18, dynamic_shapes=dynamic, verbose=False)
        assert program is not None
        program.save(str(work / "model.onnx"))
        done = subprocess.run(["iree-import-onnx", str(work / "model.onnx"), "-o", str(work / "module.mlir")])
        if done.returncode:
            print("iree-import-onnx: exit", done.returncode, "folder:", work)
            return 1
        function = "main_graph"
    else:
        ep = torch.export.export(model, args, dynamic_shapes=dynamic)
        ep = ep.run_decompositions(current_aot_decompositions())
        if host:  # static dims only: the host values are the traced sizes'
            gm, extra = hosted(ep, host.split(","), args)
            args = (*args, *extra)
            ep = torch.export.export(gm, args).run_decompositions(current_aot_decompositions())
        importer = FxImporter()
        importer.import_frozen_program(WithBufferState(ep))
        (work / "module.mlir").write_text(str(importer.module))
    compile_cmd = ["iree-compile", str(work / "module.mlir"), "-o", str(work / "module.vmfb")]
    compile_cmd += ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu"]
    compile_cmd += ["--iree-llvmcpu-target-cpu=host", f"--iree-opt-level={opt}"]
    done = subprocess.run(compile_cmd, capture_output=True, text=True)
    if done.returncode:
        print("iree-compile:", next((x for x in done.stderr.splitlines() if "error" in x), done.stderr[:300]))
        print("folder:", work)
        return 1
    run_cmd = ["iree-run-module", f"--module={work / 'module.vmfb'}", "--device=local-task", f"--function={function}"]
    for i, a in enumerate(args):
        np.save(work / f"input_{i}.npy", a.numpy())
        run_cmd.append(f"--input=@{work / f'input_{i}.npy'}")
    run_cmd += [f"--output=@{work / f'output_{i}.npy'}" for i in range(len(want))]
    done = subprocess.run(run_cmd, capture_output=True, text=True)
    if done.returncode:
        print("iree-run-module:", done.stderr[:300])
        return 1
    exact = float64_outputs(model, args[: len(args) - len(host.split(",")) if host else len(args)])
    for i, (w, r) in enumerate(zip(want, exact, strict=True)):
        got, eager, f64 = np.load(work / f"output_{i}.npy"), w.numpy(), r.numpy()
        np.save(work / f"eager_{i}.npy", eager)
        np.save(work / f"float64_{i}.npy", f64)
        err = np.abs(got - eager)
        at = np.unravel_index(err.argmax(), eager.shape)
        print(
            f"output {i} {eager.shape}: max abs err {err.max():.3g} at {at}: IREE {got[at]:.7g}, eager {eager[at]:.7g}"
        )
        own, iree = np.abs(eager - f64), np.abs(got - f64)
        print(
            f"  against float64: eager's max abs err {own.max():.3g}, IREE's {iree.max():.3g} (at {at}: {f64[at]:.7g})"
        )
    print("folder:", work)
    return 0


if __name__ == "__main__":
    argv = sys.argv[1:]
    onnx_route = "--onnx" in argv
    nodes = argv[argv.index("--host") + 1] if "--host" in argv else ""
    rest = [a for i, a in enumerate(argv) if a != "--onnx" and a != "--host" and (i == 0 or argv[i - 1] != "--host")]
    sys.exit(main(*rest, route="onnx" if onnx_route else "torch", host=nodes))  # type: ignore[misc]
