"""PyTorch frontend: export + import one (case, dims variant) to MLIR, once.

The result, shared by every backend and opt level, is a cache entry holding
``module.mlir``, the inputs and eager PyTorch's outputs as ``.npy``, and
``meta.json`` (status, message, seconds). A failed import is stored too, so a
warm rerun does not export again to fail the same way.
"""

from __future__ import annotations

import hashlib
import inspect
import json
import time
import traceback
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from conformance.case import Case, Variant, check_contract, generate_inputs
from conformance.pipeline import cache
from conformance.pipeline.signature import normalize
from conformance.pipeline.tools import package_version

_HARNESS_FILES = [Path(__file__), Path(__file__).parent.parent / "case.py"]


@dataclass(frozen=True)
class Imported:
    folder: Path
    ok: bool
    status: str  # "ok", "fail-import" or "invalid-input"
    message: str
    seconds: float  # time spent exporting and importing when the entry was built
    hit: bool

    @property
    def mlir(self) -> Path:
        return self.folder / "module.mlir"

    def inputs(self) -> list[Path]:
        return sorted(self.folder.glob("input_*.npy"), key=_index)

    def expected(self) -> list[Path]:
        return sorted(self.folder.glob("expected_*.npy"), key=_index)


def _index(p: Path) -> int:
    return int(p.stem.rsplit("_", 1)[1])


def source_fingerprint(case: Case) -> str:
    """Hash of the code that defines a case's module and inputs: its corpus
    file, the corpus helpers, the case API and this importer."""
    files = [*_HARNESS_FILES, Path(case.source_file), *sorted(Path(case.source_file).parent.glob("_*.py"))]
    h = hashlib.sha256()
    for f in files:
        h.update(f.read_bytes() if f.is_file() else b"")
    return h.hexdigest()


def import_key(case: Case, variant: Variant) -> str:
    return cache.content_key(
        "torch-import/1",
        case.name,
        variant.name,
        sorted(variant.symbolic),
        source_fingerprint(case),
        package_version("torch"),
        package_version("iree-base-compiler"),
    )


def import_case(case: Case, variant: Variant, cache_root: Path) -> Imported:
    folder, hit = cache.get_or_build(
        cache_root, "import", import_key(case, variant), lambda tmp: _build(case, variant, tmp)
    )
    meta = json.loads((folder / "meta.json").read_text())
    return Imported(folder, meta["status"] == "ok", meta["status"], meta["message"], meta["seconds"], hit)


def _build(case: Case, variant: Variant, out: Path) -> None:
    start = time.perf_counter()
    status, message = "ok", ""
    try:
        inputs = generate_inputs(case)
        for i, a in enumerate(inputs):
            np.save(out / f"input_{i}.npy", a)
        broken = check_contract(case, inputs)
        if broken:
            raise _InvalidInput(broken)
        expected = _reference(case, inputs)
        for i, a in enumerate(expected):
            np.save(out / f"expected_{i}.npy", a)
    except _InvalidInput as e:
        status, message = "invalid-input", str(e)
    except Exception as e:
        status, message = "fail-import", f"eager PyTorch failed: {_one_line(e)}"
    if status == "ok":
        try:
            (out / "module.mlir").write_text(_export(case, variant, inputs))
        except Exception as e:
            status, message = "fail-import", _one_line(e)
            (out / "import_error.txt").write_text(traceback.format_exc())
    meta = {"status": status, "message": message, "seconds": time.perf_counter() - start}
    (out / "meta.json").write_text(json.dumps(meta, indent=1))


class _InvalidInput(Exception):
    """The case's inputs break its contract, or eager PyTorch is not deterministic on them."""


def _one_line(e: BaseException) -> str:
    text = str(e).strip().splitlines()
    return normalize(f"{type(e).__name__}: {text[0] if text else ''}")


def _instantiate(case: Case):  # -> torch.nn.Module
    import torch

    torch.manual_seed(case.seed)
    return case.module().eval()


def _reference(case: Case, inputs: list[np.ndarray]) -> list[np.ndarray]:
    """Eager PyTorch, run twice: outputs that differ between two runs make the
    case unusable as a reference."""
    import torch

    torch.use_deterministic_algorithms(True, warn_only=True)
    runs = []
    for _ in range(2):
        model = _instantiate(case)
        with torch.no_grad():
            out = model(*[torch.from_numpy(a.copy()) for a in inputs])
        runs.append([t.detach().numpy() for t in _flatten(out)])
    for i, (a, b) in enumerate(zip(*runs, strict=True)):
        if not np.array_equal(a, b, equal_nan=a.dtype.kind == "f"):
            raise _InvalidInput(f"eager PyTorch output {i} differs between two runs on the same inputs")
    return runs[0]


def _flatten(out: object) -> list:
    if isinstance(out, (tuple, list)):
        return [t for o in out for t in _flatten(o)]
    return [out]


def _export(case: Case, variant: Variant, inputs: list[np.ndarray]) -> str:
    import torch
    from iree.compiler.extras.fx_importer import FxImporter

    model = _instantiate(case)
    args = tuple(torch.from_numpy(a.copy()) for a in inputs)
    # Dim.DYNAMIC, not named Dims: export infers ranges and relations itself,
    # and still raises if it would have to specialize a dim we made symbolic.
    dynamic_shapes = tuple(
        {axis: torch.export.Dim.DYNAMIC for axis, d in enumerate(spec.shape) if d in variant.symbolic} or None
        for spec in case.inputs
    )
    params = inspect.signature(model.forward).parameters.values()
    if any(p.kind is inspect.Parameter.VAR_POSITIONAL for p in params):
        dynamic_shapes = (dynamic_shapes,)  # forward(*args) takes the inputs as one tuple
    ep = torch.export.export(model, args, dynamic_shapes=dynamic_shapes if variant.symbolic else None)
    # Without run_decompositions, in-place ops such as scatter_ fail to convert.
    ep = ep.run_decompositions()
    importer = FxImporter()
    importer.import_frozen_program(ep)
    return str(importer.module)
