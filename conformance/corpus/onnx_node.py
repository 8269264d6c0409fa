"""The external corpus ``onnx-node``: every node test case that the installed
``onnx`` package generates (onnx.backend.test.case.node), each with its own
inputs and expected outputs. Selected with ``--corpus onnx-node``; it is never
imported otherwise, so it costs the other corpora nothing.

Static variant for every case; a dynamic variant (every input dim symbolic)
where every input is a tensor of rank 1 or more.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from conformance.case import DTYPES, TensorSpec, onnx_case

_NUMPY_NAMES = {np.dtype(v).name: k for k, v in DTYPES.items()}
# Their stored outputs are one draw of numpy's generator, "for informational
# purpose" (onnx's words): only shapes and dtypes can be compared.
_RANDOM_OPS = {"Bernoulli", "Multinomial", "RandomNormal", "RandomNormalLike", "RandomUniform", "RandomUniformLike"}


def _as_array(x: object) -> np.ndarray | None:
    from onnx import TensorProto, numpy_helper

    if isinstance(x, TensorProto):
        return numpy_helper.to_array(x)
    if isinstance(x, np.ndarray | np.generic):
        return np.asarray(x)
    return None  # a sequence, an optional or a map


def _unsupported(values: Sequence[object], what: str) -> str | None:
    for i, x in enumerate(values):
        a = _as_array(x)
        if a is None:
            return f"{what} {i} is a {type(x).__name__}, not a tensor: iree-run-module takes tensors only"
        if a.dtype.name not in _NUMPY_NAMES:
            return f"{what} {i} has element type {a.dtype}, which .npy inputs to iree-run-module cannot carry"
    return None


def _declare(tc) -> None:  # tc: onnx.backend.test.case.test_case.TestCase
    inputs, outputs = tc.data_sets[0]
    problem = _unsupported(inputs, "input") or _unsupported(outputs, "output")
    arrays = [a for a in map(_as_array, inputs) if a is not None] if not problem else []
    expected = [a for a in map(_as_array, outputs) if a is not None] if not problem else []
    specs, sizes, dims = [], {}, []
    for i, a in enumerate(arrays):
        shape = []
        for axis, n in enumerate(a.shape):
            name = f"d{i}_{axis}"
            sizes[name] = n
            shape.append(name)
            dims.append(name)
        specs.append(TensorSpec(tuple(shape), _NUMPY_NAMES[a.dtype.name], 0, 1))
    symbolic = dims if arrays and all(a.ndim >= 1 for a in arrays) else []
    # iree-compile demotes f64 to f32 by default, and the module then fails at run
    # on its f64 buffers; the expected outputs are f64, so keep f64 as f64.
    f64 = any(a.dtype == np.float64 for a in [*arrays, *expected])
    model = tc.model
    random = any(n.op_type in _RANDOM_OPS for n in model.graph.node)
    onnx_case(
        tc.name,
        lambda: model,
        inputs=specs,
        sizes=sizes,
        dynamic=symbolic,
        only_variants=("static", "dynamic"),
        generate=lambda rng, sizes: arrays,  # one call per case: no loop variable to bind early
        expected=lambda inputs: expected,
        unsupported=problem,
        atol=max(float(tc.atol), 1e-6),
        rtol=max(float(tc.rtol), 1e-5),
        compile_flags=["--iree-input-demote-f64-to-f32=false"] if f64 else [],
        random_outputs=random,
        family="onnx-node",
        tiers=(),
        allow_nonfinite=True,
    )


def _declare_all() -> None:
    import os
    import warnings

    from onnx.backend.test.case.node import collect_testcases

    # CONFORMANCE_ONNX_NODE_OPS=Add,Conv generates only those operators' cases.
    ops = [o for o in os.environ.get("CONFORMANCE_ONNX_NODE_OPS", "").split(",") if o]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the generators print numpy warnings (1/0 on purpose, ...)
        # onnx filters while generating, once per process: one op is cheap, several filter afterwards.
        cases = collect_testcases(ops[0] if len(ops) == 1 else None)
    if len(ops) > 1:
        cases = [
            tc for tc in cases if tc.model is not None and tc.model.graph.node and tc.model.graph.node[0].op_type in ops
        ]
    for tc in cases:
        _declare(tc)


_declare_all()
