"""Import stage: one (case, dims variant) to MLIR, once, for every frontend.

The result, shared by every backend and opt level, is a cache entry holding
``module.mlir``, the inputs and the reference outputs as ``.npy``, and
``meta.json`` (status, message, seconds, entry function). A failed import is
stored too, so a warm rerun does not export again to fail the same way.

Before anything else the generated inputs are checked against the case's
contract; inputs that break it make the cell ``invalid-input``.
"""

from __future__ import annotations

import inspect
import json
import shutil
import sys
import time
import traceback
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from conformance.case import Case, Variant, check_contract, generate_inputs, source_files
from conformance.cell import Status
from conformance.dtypes import FORMATS
from conformance.faults import environment_fault, one_line
from conformance.files import file_digest
from conformance.pipeline import cache, onnx_frontend, timing, torch_frontend, torch_onnx_frontend
from conformance.pipeline.compare import Oracle, narrowest
from conformance.pipeline.frontend import Frontend
from conformance.pipeline.tools import package_version


@dataclass(frozen=True)
class Imported:
    folder: Path
    ok: bool
    status: Status  # PASS when imported; FAIL_IMPORT, INVALID_INPUT or SKIP
    message: str
    seconds: float  # time spent importing when the entry was built, its reference's included
    hit: bool
    function: str  # the entry function of module.mlir
    reference_seconds: float = 0.0  # of ``seconds``: building the inputs and references for this entry

    @property
    def mlir(self) -> Path:
        return self.folder / "module.mlir"

    def inputs(self) -> list[Path]:
        return numbered(self.folder, "input")

    def expected(self) -> list[Path]:
        return numbered(self.folder, "expected")

    def oracles(self) -> list[Oracle | None]:
        return read_oracles(self.folder)

    def mistyped(self) -> tuple[str, Path] | None:
        """The first value IREE's ONNX importer typed as a scalar that is not (``a rank-2
        Reshape``), and the module imported with it typed right; None when there is none
        (onnx_frontend.note_mistyped)."""
        note, typed = self.folder / onnx_frontend.MISTYPED, self.folder / onnx_frontend.TYPED
        return (note.read_text().splitlines()[0], typed) if note.exists() and typed.exists() else None


def read_oracles(folder: Path) -> list[Oracle | None]:
    """Per output of an import entry, its float64 reference and sensitivity, where the import made them."""
    precision = json.loads((folder / "meta.json").read_text()).get("precision", "")
    out: list[Oracle | None] = []
    for i in range(len(list(folder.glob("expected_*.npy")))):
        ref, sens, honest = (folder / f"{k}64_{i}.npy" for k in ("reference", "sensitivity", "spread"))
        if ref.exists() and sens.exists():
            out.append(Oracle(np.load(ref), np.load(sens), precision, np.load(honest) if honest.exists() else None))
        else:
            out.append(None)
    return out


def numbered(folder: Path, stem: str) -> list[Path]:
    """``<stem>_<i>.npy`` in the folder, by ``i`` (``output_10`` after ``output_9``)."""
    return sorted(folder.glob(f"{stem}_*.npy"), key=lambda p: int(p.stem.rsplit("_", 1)[1]))


# Every frontend, by the name a case declares (Case.frontend).
FRONTENDS: dict[str, Frontend] = {
    fe.name: fe for fe in (torch_frontend.FRONTEND, onnx_frontend.FRONTEND, torch_onnx_frontend.FRONTEND)
}


def frontend(case: Case) -> Frontend:
    return FRONTENDS[case.frontend]


def source_fingerprint(case: Case) -> str:
    """Hash of the code that defines a case's model and inputs: its corpus file,
    the corpus helpers beside it, the case API, this stage and the frontend.
    Each file is read again only when it changed (conformance.files.file_digest), so a
    corpus file rewritten between two runs in one process is seen."""
    here = Path(__file__)
    files = [
        here,
        here.parent.parent / "case.py",
        Path(inspect.getfile(type(frontend(case)))),
        *source_files(case),
    ]
    return cache.content_key([file_digest(f) if f.is_file() else "" for f in files])


def import_key(case: Case, variant: Variant) -> str:
    return cache.content_key(
        "import/3",
        case.frontend,
        case.name,
        variant.name,
        sorted(variant.symbolic),
        source_fingerprint(case),
        package_version(frontend(case).package),
        package_version("iree-base-compiler"),
    )


def import_case(case: Case, variant: Variant, cache_root: Path, wait: bool = True) -> Imported:
    """``wait=False``: raise ``cache.Busy`` while another process imports it."""
    build = lambda tmp: _build(case, variant, tmp, cache_root)  # noqa: E731
    folder, hit = cache.get_or_build(cache_root, "import", import_key(case, variant), build, wait)
    meta = json.loads((folder / "meta.json").read_text())
    ok = meta["status"] == "ok"
    status = Status.PASS if ok else Status(meta["status"])
    reference = float(meta.get("reference_seconds", 0.0))
    return Imported(folder, ok, status, meta["message"], meta["seconds"], hit, meta["function"], reference)


class InvalidInput(Exception):
    """The inputs break the case's contract, or the reference is not deterministic on them."""


def reference_key(case: Case) -> str:
    """What the inputs and reference outputs depend on: the case's code, name,
    seed and sizes, and the frontend's version. Not the dims variant: inputs
    are drawn from the case alone, so the variants of a case share them."""
    return cache.content_key(
        "reference/6",
        case.frontend,
        case.name,
        case.seed,
        case.sizes,
        source_fingerprint(case),
        package_version(frontend(case).package),
    )


_REFERENCE_FILES = ("input_", "expected_", "reference64_", "sensitivity64_", "spread64_")


def _build_reference(case: Case, out: Path) -> None:
    """``out``: the inputs, the reference outputs, the float64 oracle, and
    ``meta.json`` (status, message, oracle fields). A harness or machine fault
    propagates, so nothing is stored."""
    start = time.perf_counter()
    status, message = "ok", ""
    oracle_meta: dict[str, str] = {}
    fe = frontend(case)
    try:
        with timing.stage("inputs"):
            inputs = generate_inputs(case)
            for i, a in enumerate(inputs):
                np.save(out / f"input_{i}.npy", a)
            broken = check_contract(case, inputs)
        if broken:
            raise InvalidInput(broken)
        with timing.stage("reference"):
            if case.expected:
                expected = case.expected(inputs)
            elif case.random_outputs:  # declared random: two runs differ, and only shapes and dtypes are compared
                expected = fe.reference(case, inputs)
            else:
                expected = deterministic(lambda: fe.reference(case, inputs))
            for i, a in enumerate(expected):
                np.save(out / f"expected_{i}.npy", a)
            oracle_meta = store_float64_reference(case, fe, inputs, expected, out)
    except InvalidInput as e:
        status, message = "invalid-input", str(e)
    except Exception as e:
        _raise_if_environment(e)
        status, message = "fail-import", f"reference failed: {one_line(e)}"
    meta = {"status": status, "message": message, "seconds": time.perf_counter() - start, **oracle_meta}
    (out / "meta.json").write_text(json.dumps(meta, indent=1))


def _build(case: Case, variant: Variant, out: Path, cache_root: Path) -> None:
    start = time.perf_counter()
    status, message, function = "ok", "", "main"
    ref_meta: dict[str, Any] = {}
    built = 0.0
    fe = frontend(case)
    if case.unsupported:
        status, message = "skip", case.unsupported
    else:
        build = lambda tmp: _build_reference(case, tmp)  # noqa: E731
        ref, hit = cache.get_or_build(cache_root, "reference", reference_key(case), build)
        ref_meta = json.loads((ref / "meta.json").read_text())
        status, message = ref_meta.pop("status"), ref_meta.pop("message")
        built = float(ref_meta.pop("seconds"))
        built = 0.0 if hit else built
        start -= built  # the reference built for this import counts as import time
        for f in sorted(ref.iterdir()):
            if f.name.startswith(_REFERENCE_FILES):
                shutil.copyfile(f, out / f.name)
    if status == "ok":
        try:
            inputs = [np.load(p) for p in numbered(out, "input")]
            with timing.stage("export"):
                text, function = fe.export(case, variant, inputs, out)
            (out / "module.mlir").write_text(text)
        except Exception as e:
            _raise_if_environment(e)
            status, message = "fail-import", one_line(e)
            (out / "import_error.txt").write_text(traceback.format_exc())
    meta = {"status": status, "message": message, "seconds": time.perf_counter() - start, "function": function}
    meta["reference_seconds"] = built
    meta.update(ref_meta)
    (out / "meta.json").write_text(json.dumps(meta, indent=1))


SENSITIVITY_DRAWS = 4


def store_float64_reference(
    case: Case, fe: Frontend, inputs: Sequence[np.ndarray], expected: Sequence[np.ndarray], out: Path
) -> dict[str, str]:
    """Beside the reference, for each float output: ``reference64_<i>.npy``, the model
    run in float64 on the same inputs, and ``sensitivity64_<i>.npy``, the RMS of how
    far that result moves when every float input moves by up to one unit in its
    last place (a few seeded draws). What meta.json gets: the narrowest float
    format the case computes in, or why there is no float64 reference."""
    if case.random_outputs or not any(e.dtype.kind == "f" for e in expected):
        return {}
    try:
        with warnings.catch_warnings(), np.errstate(all="ignore"):
            warnings.simplefilter("ignore")
            precision = narrowest(*fe.narrow_types(case))
            run = fe.float64_runner(case)
            up = [a.astype(np.float64) if a.dtype.kind == "f" else a for a in inputs]
            reference = run(up)
            rng = np.random.default_rng(case.seed + 1)
            eps = [
                max(float(np.finfo(a.dtype).eps), 2.0 ** -FORMATS[precision][0]) if a.dtype.kind == "f" else 0.0
                for a in inputs
            ]
            draws = [
                run([u * (1.0 + rng.uniform(-e, e, u.shape)) if e else u for u, e in zip(up, eps, strict=True)])
                for _ in range(SENSITIVITY_DRAWS)
            ]
            honest, spread_why = honest_draws(case, fe, inputs)
            for i, (e, r) in enumerate(zip(expected, reference, strict=True)):
                if e.dtype.kind != "f" or np.shape(r) != e.shape or np.asarray(r).dtype.kind != "f":
                    continue
                r = np.asarray(r, dtype=np.float64)
                moved = np.stack([np.asarray(d[i], dtype=np.float64) - r for d in draws])
                np.save(out / f"reference64_{i}.npy", r)
                np.save(out / f"sensitivity64_{i}.npy", np.sqrt(np.mean(np.square(moved), axis=0)))
                if honest is not None:
                    np.save(out / f"spread64_{i}.npy", spread(r, e, [d[i] for d in honest if i < len(d)]))
    except Exception as e:  # a model that cannot run in f64: judged by tolerance
        return {"oracle": f"no float64 reference: {one_line(e)}"}
    return {"precision": precision, **({"spread": spread_why} if spread_why else {})}


def honest_draws(case: Case, fe: Frontend, inputs: Sequence[np.ndarray]) -> tuple[list[list[np.ndarray]] | None, str]:
    """The frontend's honest computations of the outputs, or None and why not: a
    graph the interpreter cannot run keeps the float64 oracle, without a spread."""
    try:
        with timing.stage("spread"):
            return fe.honest_draws(case, inputs), ""
    except Exception as e:
        _raise_if_environment(e)
        return None, f"no honest spread: {one_line(e)}"


def spread(reference: np.ndarray, expected: np.ndarray, honest: Sequence[np.ndarray]) -> np.ndarray:
    """Per element, how far honest computations in the case's precision land
    from float64: the farthest of the honest draws and of eager's own output."""
    with np.errstate(invalid="ignore", over="ignore"):
        far = [np.abs(np.asarray(h, dtype=np.float64) - reference) for h in honest if np.shape(h) == reference.shape]
        far.append(np.abs(expected.astype(np.float64) - reference))
    return np.nan_to_num(np.max(np.stack(far), axis=0), nan=0.0, posinf=0.0)


def _raise_if_environment(e: Exception) -> None:
    """A full disk or exhausted memory is the machine's fault, not the case's:
    it propagates (nothing is cached) and the cell becomes ``error``."""
    if environment_fault(e):
        raise e


def deterministic(run: Callable[[], Sequence[np.ndarray]]) -> list[np.ndarray]:
    """The reference, run twice from different global RNG states: outputs that
    differ between two runs on the same inputs make the case unusable as a
    reference (a forward that draws random numbers is caught here)."""
    _reseed_globals(1)
    first = list(run())
    _reseed_globals(2)
    second = list(run())
    for i, (a, b) in enumerate(zip(first, second, strict=True)):
        if not np.array_equal(a, b, equal_nan=a.dtype.kind in "fc"):
            raise InvalidInput(f"the reference's output {i} differs between two runs on the same inputs")
    return first


def _reseed_globals(seed: int) -> None:
    np.random.seed(seed)  # the legacy global state: what a forward pass would draw from
    torch = sys.modules.get("torch")  # only when a frontend loaded it
    if torch is not None:
        torch.manual_seed(seed)
