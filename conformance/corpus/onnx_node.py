"""The external corpus ``onnx-node``: every node test case that the installed
``onnx`` package generates (onnx.backend.test.case.node), each with its own
inputs and expected outputs. Selected with ``--corpus onnx-node``; it is never
imported otherwise, so it costs the other corpora nothing.

Static variant for every case; a dynamic variant (every input dim of size 2
or more symbolic) where every input is a tensor of rank 1 or more and one
dim can be. Tiers: ``smoke`` holds one
case per operator (the first by name of the cases whose model is that one
node, not a function-expanded graph), at O2 (axes.TIER_AXES); ``full`` all.

Generating the cases takes seconds that every xdist worker would spend again:
they are generated once per onnx version and source of this module, and read
from disk after that (``conformance.corpus._cache``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import numpy as np

from conformance.case import DTYPES, TensorSpec, onnx_case
from conformance.dtypes import dtype_name

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
        if dtype_name(a.dtype) not in DTYPES:
            return f"{what} {i} has element type {a.dtype}, which .npy inputs to iree-run-module cannot carry"
    return None


def _record(tc) -> dict:  # tc: onnx.backend.test.case.test_case.TestCase
    """What a declaration needs of one generated case, as plain data (kept on disk)."""
    inputs, outputs = tc.data_sets[0]
    problem = _unsupported(inputs, "input") or _unsupported(outputs, "output")
    return {
        "name": tc.name,
        "model": tc.model.SerializeToString(),
        "problem": problem,
        "arrays": [a for a in map(_as_array, inputs) if a is not None] if not problem else [],
        "expected": [_as_array(o) for o in outputs] if not problem else [],
        "atol": float(tc.atol),
        "rtol": float(tc.rtol),
        "random": any(n.op_type in _RANDOM_OPS for n in tc.model.graph.node),
    }


def _model(data: bytes):  # -> onnx.ModelProto
    import onnx

    return onnx.load_model_from_string(data)


def _declare(r: dict, smoke: bool) -> None:
    problem, arrays, expected, data = r["problem"], r["arrays"], r["expected"], r["model"]
    specs, sizes, dims = [], {}, []
    for i, a in enumerate(arrays):
        shape = []
        for axis, n in enumerate(a.shape):
            name = f"d{i}_{axis}"
            sizes[name] = n
            shape.append(name)
            dims.append(name)
        specs.append(TensorSpec(tuple(shape), dtype_name(a.dtype), 0, 1))
    # A dim of size 0 or 1 stays static, as torch.export keeps it (and opinfo's cases): a dynamic dim that is
    # 1 at run time never broadcasts under IREE's strict symbolic shapes, a variant the frontends rule out.
    symbolic = [d for d in dims if sizes[d] >= 2] if arrays and all(a.ndim >= 1 for a in arrays) else []
    # iree-compile demotes f64 to f32 by default, and the module then fails at run
    # on its f64 buffers; the expected outputs are f64, so keep f64 as f64.
    f64 = any(a.dtype == np.float64 for a in [*arrays, *expected])
    onnx_case(
        r["name"],
        lambda: _model(data),
        inputs=specs,
        sizes=sizes,
        dynamic=symbolic,
        only_variants=("static", "dynamic"),
        generate=lambda rng, sizes: arrays,  # one call per case: no loop variable to bind early
        expected=lambda inputs: expected,
        unsupported=problem,
        atol=max(r["atol"], 1e-6),
        rtol=max(r["rtol"], 1e-5),
        compile_flags=["--iree-input-demote-f64-to-f32=false"] if f64 else [],
        random_outputs=r["random"],
        family="onnx-node",
        tiers=("smoke",) if smoke else (),
        allow_nonfinite=True,
    )


def _generate(ops: list[str]) -> list[dict]:
    """onnx's node test cases; with ``ops``, only those its ``expect`` makes for a
    node of one of them (an op's function-expanded form too)."""
    import warnings
    from unittest import mock

    from onnx.backend.test.case import node

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the generators print numpy warnings (1/0 on purpose, ...)
        # Importing a node module runs its reference computations (seconds for pooling):
        # this importer counts them as it goes. onnx imports all of them for any
        # selection: with ops, import only the modules that name one, and keep only
        # the selected ops' cases, as onnx filters one op.
        with mock.patch.object(node, "import_recursive", _importer(ops)):
            if not ops:
                return [_record(tc) for tc in node.collect_testcases()]
            real = node.expect

            def expect(n, *args: Any, **kwargs: Any) -> None:  # n: onnx.NodeProto
                if n.op_type in ops:
                    real(n, *args, **kwargs)

            with mock.patch.object(node, "expect", expect):
                return [_record(tc) for tc in node.collect_testcases()]


def _importer(ops: list[str]):  # -> Callable[[ModuleType], None]
    """onnx's import_recursive, saying how far it got (its modules are the
    build's items); with ``ops``, only the modules whose source names one."""
    import importlib
    import re
    from pathlib import Path

    from conformance.corpus._cache import progress

    named = re.compile(r"\b(?:" + "|".join(map(re.escape, ops)) + r")\b") if ops else None

    def walk(package) -> None:  # package: ModuleType
        chosen = [name for name, origin in _modules(package) if named is None or named.search(Path(origin).read_text())]
        for done, name in enumerate(chosen):
            progress(done, len(chosen))
            importlib.import_module(name)
        progress(len(chosen), len(chosen))

    return walk


def _modules(package) -> Iterator[tuple[str, str]]:  # package: ModuleType
    """Each module under ``package`` (its subpackages' too, which this imports), by
    name and source file, as onnx's import_recursive walks them."""
    import importlib
    import importlib.util
    import pkgutil

    from onnx.backend.test.case.utils import ONNX_ML

    for _, name, is_package in pkgutil.iter_modules(package.__path__):
        full = f"{package.__name__}.{name}"
        if full.startswith("onnx.backend.test.case.node.ai_onnx_ml") and not ONNX_ML:
            continue
        if is_package:
            yield from _modules(importlib.import_module(full))
            continue
        spec = importlib.util.find_spec(full)
        if spec and spec.origin:
            yield full, spec.origin


# It generates only those operators' cases (see _declare_all). onnx collects its
# node tests once per process, for the first selection: another selection in the
# same process is read from the disk cache, or wrong.
SELECTED_BY = ("CONFORMANCE_ONNX_NODE_OPS",)


def _declare_all() -> None:
    from pathlib import Path

    from conformance.corpus import _onnx_node
    from conformance.corpus._cache import cached, require

    # Generated once per onnx version and source of this module, then read from disk.
    require("onnx")
    ops = _onnx_node.selected()
    records = cached("onnx-node", _onnx_node.catalog_key(Path(__file__)), lambda: _generate(ops), unit="modules")
    smoke = _smoke(records)
    for r in records:
        _declare(r, r["name"] in smoke)


def _smoke(records: Sequence[dict]) -> set[str]:
    """One case per operator: of the cases whose model is a single node of it, the first by name."""
    import onnx

    first: dict[str, str] = {}
    for r in sorted(records, key=lambda r: r["name"]):
        if r["problem"] or "_expanded" in r["name"]:
            continue
        nodes = onnx.load_model_from_string(r["model"]).graph.node
        if len(nodes) == 1:
            first.setdefault(nodes[0].op_type, r["name"])
    return set(first.values())


_declare_all()
