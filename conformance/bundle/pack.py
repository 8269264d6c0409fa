"""The compile phase's side of a run bundle: each cell's entry (on the worker
that ran it) and the manifest (on the controller, at the end)."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Mapping
from pathlib import Path

from conformance.bundle import BLOBS, CELLS, EXPECTATIONS, FORMAT, MANIFEST
from conformance.cell import CellResult
from conformance.files import copy_atomic, file_digest, write_atomic
from conformance.pipeline.compare import CaseRules, Rules
from conformance.pipeline.outcome import CellOutcome
from conformance.results.merge import BUNDLED
from conformance.results.record import repro_name
from conformance.results.schema import to_record


def add_cell(bundle: Path, outcome: CellOutcome, result: CellResult, rules: Rules) -> None:
    """A compiled cell's entry: its record so far, and what the run phase runs.
    A cell that did not compile has its final record in the compile phase's results."""
    imported = outcome.imported
    if outcome.vmfb is None or imported is None or not imported.ok or result.signature != BUNDLED:
        return
    entry: dict[str, object] = {"record": to_record(result)}
    oracles = []
    for i, oracle in enumerate(imported.oracles()):
        files = {k: imported.folder / f"{k}64_{i}.npy" for k in ("reference", "sensitivity", "spread")}
        oracles.append(
            None
            if oracle is None
            else {k: _blob(bundle, p) for k, p in files.items() if p.exists()} | {"precision": oracle.precision}
        )
    rules_ = CaseRules.of(rules)
    entry["run"] = {
        "module": _blob(bundle, outcome.vmfb),
        "function": outcome.function,
        "inputs": [_blob(bundle, p) for p in imported.inputs()],
        "expected": [_blob(bundle, p) for p in imported.expected()],
        "oracles": oracles,
        "rules": {"atol": rules_.atol, "rtol": rules_.rtol, "random_outputs": rules_.random_outputs},
    }
    write_atomic(bundle / CELLS / f"{repro_name(result.cell)}.json", json.dumps(entry, indent=1).encode())


def write_manifest(
    bundle: Path, run: Mapping[str, object], tools: Mapping[str, str | None], expectation_files: Mapping[str, Path]
) -> int:
    """The manifest, with the expectation files the cells are judged against; the number of cells."""
    (bundle / EXPECTATIONS).mkdir(parents=True, exist_ok=True)
    copied = {}
    for corpus, path in expectation_files.items():
        if path.exists():
            shutil.copy2(path, bundle / EXPECTATIONS / f"{corpus}.toml")
            copied[corpus] = f"{EXPECTATIONS}/{corpus}.toml"
    cells = sorted(p.name for p in (bundle / CELLS).glob("*.json")) if (bundle / CELLS).is_dir() else []
    manifest = {"format": FORMAT, **run, "tools": dict(tools), "expectations": copied, "cells": cells}
    write_atomic(bundle / MANIFEST, json.dumps(manifest, indent=1).encode())
    return len(cells)


def share_blobs(store: Path, bundles: list[Path]) -> int:
    """Move the blobs of ``bundles`` into one ``store`` (inputs and references are
    the same for every backend): each manifest then names the store, relative to
    its bundle. The bytes saved."""
    saved = 0
    store.mkdir(parents=True, exist_ok=True)
    for bundle in bundles:
        manifest = json.loads((bundle / MANIFEST).read_text())
        own = bundle / manifest.get("blobs", BLOBS)
        if own.resolve() == store.resolve():
            continue
        for blob in sorted(own.iterdir()):
            if (store / blob.name).exists():
                saved += blob.stat().st_size
                blob.unlink()
            else:
                os.replace(blob, store / blob.name)
        own.rmdir()
        manifest["blobs"] = os.path.relpath(store, bundle)
        write_atomic(bundle / MANIFEST, json.dumps(manifest, indent=1).encode())
    return saved


def _blob(bundle: Path, path: Path) -> str:
    """``path`` stored once by its content; its name: the sha256 and the file's
    suffix (iree-run-module reads an input by its suffix: ``.npy``)."""
    name = file_digest(path) + path.suffix
    target = bundle / BLOBS / name
    if not target.exists():
        copy_atomic(path, target)  # workers storing the same content: the last one wins, the same bytes
    return name
