"""The catalogs of generated corpora kept in the cache folder (``<cache>/corpus/``)
are data, never code: a cache folder another user or job can write must not
make the harness run what it planted there. A file that is not a catalog the
harness wrote is built again; a catalog read back equals one built fresh."""

from __future__ import annotations

import json
import os
import pickle
import subprocess
import sys
from contextvars import ContextVar
from pathlib import Path

import numpy as np
import pytest

from conformance.corpus import _cache as _cache
from conformance.pipeline.cache import content_key
from conformance.pipeline.tools import package_version

CORPUS = Path(__file__).resolve().parent.parent / "conformance" / "corpus"


class _Planted:
    """Unpickling it creates ``marker``: what a hostile cache file could do instead."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[object, tuple[Path]]:
        return Path.touch, (self.marker,)


def _plant(folder: Path, name: str, old_key_parts: list[object], marker: Path) -> list[Path]:
    """The payload over every kept file of catalog ``name`` and where the
    harness used to keep it (``<name>-<key>.pickle``); the paths written."""
    payload = pickle.dumps(_Planted(marker))
    old = folder / f"{name}-{content_key('collect/1', name, *old_key_parts)}.pickle"
    paths = {old, *(p for p in folder.glob(f"{name}-*") if not p.name.endswith(".lock"))}
    for p in paths:
        p.write_bytes(payload)
    return sorted(paths)


def test_a_planted_pickle_never_runs_and_the_catalog_is_built_again(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(_cache, "_ROOT", ContextVar("root", default=tmp_path))  # as rooted(tmp_path) sets it
    monkeypatch.setattr(_cache, "_MEMO", {})
    marker = tmp_path / "code-ran"
    calls = []

    def build() -> dict:
        calls.append(1)
        return {"x": [1, 2.5, None], "a": np.arange(6, dtype=np.float32).reshape(2, 3), "b": b"\0model"}

    first = _cache.cached("demo", ["v1"], build)
    _plant(tmp_path / "corpus", "demo", ["v1"], marker)  # where it is kept, and the old .pickle
    capsys.readouterr()
    monkeypatch.setattr(_cache, "_MEMO", {})  # another process: reads the folder
    again = _cache.cached("demo", ["v1"], build)
    assert not marker.exists(), "the planted file ran code"
    assert len(calls) == 2  # not served: built again
    assert again["x"] == first["x"] and again["b"] == first["b"] and np.array_equal(again["a"], first["a"])
    assert again["a"].dtype == np.float32
    note = [line for line in capsys.readouterr().err.splitlines() if "demo-" in line]
    assert len(note) == 1 and "not a catalog this harness reads" in note[0] and "built again" in note[0]
    monkeypatch.setattr(_cache, "_MEMO", {})
    _cache.cached("demo", ["v1"], build)
    assert len(calls) == 2  # the rebuilt file is read


def test_an_npz_holding_pickled_objects_is_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(_cache, "_ROOT", ContextVar("root", default=tmp_path))  # as rooted(tmp_path) sets it
    monkeypatch.setattr(_cache, "_MEMO", {})
    marker = tmp_path / "code-ran"
    _cache.cached("demo", ["v1"], lambda: [1])
    path = _cache.entry_path("demo", ["v1"])
    with path.open("wb") as f:  # numpy pickles object arrays into an .npz
        np.savez(f, head=np.array([_Planted(marker)], dtype=object), tree=np.zeros(1, np.uint8))
    monkeypatch.setattr(_cache, "_MEMO", {})
    assert _cache.cached("demo", ["v1"], lambda: [2]) == [2]
    assert not marker.exists()


@pytest.mark.parametrize(
    ("head", "tree"),
    [
        (None, {"a": ["|O", [1], 0]}),  # an object array
        (None, {"a": ["<f4", [1 << 40], 0]}),  # past the end of the file
        (None, {"c": ["Popen", ["true"]]}),  # a type the caller did not name
        (None, {"x": 1}),  # no such tag
        (["conformance-corpus/0", []], [1]),  # another format
    ],
)
def test_a_catalog_file_naming_what_it_may_not_is_built_again(tmp_path, monkeypatch, head, tree):
    monkeypatch.setattr(_cache, "_ROOT", ContextVar("root", default=tmp_path))  # as rooted(tmp_path) sets it
    monkeypatch.setattr(_cache, "_MEMO", {})
    path = _cache.entry_path("demo", ["v1"])
    path.parent.mkdir(parents=True)
    parts = {"head": head or [_cache.FORMAT, []], "tree": tree}
    with path.open("wb") as f:
        np.savez(
            f,
            blob=np.zeros(8, np.uint8),
            **{k: np.frombuffer(json.dumps(v).encode(), np.uint8) for k, v in parts.items()},
        )
    assert _cache.cached("demo", ["v1"], lambda: ["built"]) == ["built"]


# One op of the onnx-node corpus, loaded as the corpus module loads it, in a
# process of its own (importing the module declares its cases): the names of
# its cases, and a digest of all the catalog holds (models, arrays and their
# dtypes, tolerances). The first run digests what it built, in memory.
_ONNX_NODE = """
import hashlib, json
import numpy as np
from conformance.corpus import _cache as _cache
from conformance.pipeline.tools import package_version
import conformance.corpus.onnx_node as m

ops = ["Max"]
kept = _cache.cached("onnx-node", [package_version("onnx"), _cache.source_hash([m.__file__]), ops], lambda: None)

def digest(x, h):
    h.update(type(x).__name__.encode())
    if isinstance(x, np.ndarray):
        h.update(f"{x.dtype.str}{x.shape}".encode() + np.ascontiguousarray(x).tobytes())
    elif isinstance(x, dict):
        for k, v in x.items():
            h.update(k.encode())
            digest(v, h)
    elif isinstance(x, list | tuple):
        h.update(str(len(x)).encode())
        for v in x:
            digest(v, h)
    else:
        h.update(x if isinstance(x, bytes) else repr(x).encode())
    return h

print(json.dumps({"names": [r["name"] for r in kept], "digest": digest(kept, hashlib.sha256()).hexdigest()}))
"""


def test_onnx_node_catalog_round_trips_and_a_planted_pickle_never_runs(tmp_path):
    cache = tmp_path / "cache"
    env = {**os.environ, "CONFORMANCE_ONNX_NODE_OPS": "Max", "CONFORMANCE_CACHE": str(cache)}

    def load() -> tuple[dict, str]:
        proc = subprocess.run([sys.executable, "-c", _ONNX_NODE], env=env, capture_output=True, text=True, check=False)
        assert proc.returncode == 0, proc.stderr
        return json.loads(proc.stdout.splitlines()[-1]), proc.stderr

    built, _ = load()  # generated and stored: the digest is of the generated catalog
    assert "test_max_float64" in built["names"] and "test_max_uint8" in built["names"]
    read, _ = load()  # read back from the cache folder
    assert read == built

    marker = tmp_path / "code-ran"
    key = [package_version("onnx"), _cache.source_hash([CORPUS / "onnx_node.py"]), ["Max"]]
    _plant(cache / "corpus", "onnx-node", key, marker)
    again, err = load()
    assert not marker.exists(), "the planted file ran code"
    assert again == built  # the corpus still loads: built again
    assert "not a catalog this harness reads" in err


def test_opinfo_catalog_round_trips(tmp_path, monkeypatch):
    """Ops whose calls hold a dtype, a memory format, slices and Ellipsis, and a
    torch module (PairwiseDistance) as constants."""
    import torch

    from conformance.corpus import _opinfo
    from conformance.corpus._skips import Skip

    monkeypatch.setattr(_cache, "_ROOT", ContextVar("root", default=tmp_path))  # as rooted(tmp_path) sets it
    monkeypatch.setattr(_cache, "_MEMO", {})
    keys = ["abs", "__getitem__", "to", "nn.functional.triplet_margin_with_distance_loss"]
    stored = (_opinfo.Catalog, _opinfo.OpMeta, _opinfo.Sample, Skip)
    fresh = _cache.cached("opinfo", ["t"], lambda: _opinfo.build(keys), types=stored)
    monkeypatch.setattr(_cache, "_MEMO", {})
    read = _cache.cached("opinfo", ["t"], lambda: pytest.fail("not read back"), types=stored)
    assert (read.torch_version, read.ops, read.skipped) == (fresh.torch_version, fresh.ops, fresh.skipped)
    assert len(read.samples) == len(fresh.samples) and {s.op for s in read.samples} == set(keys)
    for a, b in zip(fresh.samples, read.samples, strict=True):
        assert (a.op, a.index, a.dtype, a.call, a.outputs, a.random_outputs) == (
            b.op,
            b.index,
            b.dtype,
            b.call,
            b.outputs,
            b.random_outputs,
        )
        assert [(x.dtype, x.shape) for x in a.arrays] == [(y.dtype, y.shape) for y in b.arrays]
        assert all(np.array_equal(x, y, equal_nan=True) for x, y in zip(a.arrays, b.arrays, strict=True))

    # A module passed as a constant comes back as the same module, with its constants.
    key = "nn.functional.triplet_margin_with_distance_loss"
    op = _opinfo.find_op(key)
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(0)
        samples = list(op.sample_inputs("cpu", torch.float32))
    index, given = next(
        (i, s) for i, s in enumerate(samples) if isinstance(s.kwargs.get("distance_function"), torch.nn.Module)
    )
    sample = next(s for s in read.samples if (s.op, s.index, s.dtype) == (key, index, "f32"))
    _, kwargs = _opinfo.decode_call(sample.call)
    want = given.kwargs["distance_function"]
    assert type(kwargs["distance_function"]) is type(want)
    assert {k: getattr(kwargs["distance_function"], k) for k in want.__constants__} == {
        k: getattr(want, k) for k in want.__constants__
    }
    tensors = [torch.from_numpy(a) for a in sample.arrays]
    assert torch.equal(_opinfo.module(key, sample.call)(*tensors)[0], op.op(given.input, *given.args, **given.kwargs))


def test_a_stored_call_names_only_torch_classes():
    from conformance.corpus import _opinfo

    with pytest.raises(ValueError, match="not a torch class"):
        _opinfo.decode_call(b'{"torch_dataclass": ["subprocess", "Popen", {"args": "true"}]}')
    with pytest.raises(ValueError, match="not a stored constant"):
        _opinfo.decode_call(b'{"dtype": "_C"}')
    with pytest.raises(TypeError):
        _opinfo.encode_call([object()], {})
