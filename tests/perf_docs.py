"""perf.json documents from synthetic samples, shaped as ``nox -s perf`` writes
them (the A/B decided by the real statistics), for tests of the gate and history."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from conformance.axes import parse_cell_id
from conformance.perf.stats import decide, spread

MACHINE = {"system": "Linux", "arch": "x86_64", "cpu": "Test CPU", "cores": 2, "device": "local-task"}


def noisy(seed: int, center: float, rel_sigma: float = 0.03, n: int = 30) -> list[float]:
    """Timings in ms: a floor plus right-skewed noise, and an occasional outlier of a busy machine."""
    rng = np.random.default_rng(seed)
    x = center * (1 + rng.gamma(2.0, rel_sigma / 1.4, n))
    x[rng.random(n) < 0.05] *= 1.5
    return [round(float(v), 5) for v in x]


def _ids(cid: str) -> dict:
    case, backend, opt, dims = parse_cell_id(cid)
    return {"id": cid, "case": case, "backend": backend, "opt": opt, "dims": dims}


def samples_doc(cells: dict[str, list[float]], measured_at: str = "2026-01-01T02:17:00+00:00", **over) -> dict:
    return {
        "schema_version": 1,
        "kind": "samples",
        "measured_at": measured_at,
        "backend": "llvm-cpu",
        "target": "host",
        "machine": MACHINE,
        "tools": {"iree-compile": "3.13.0"},
        "settings": {"rounds": 6, "repetitions": 5},
        **over,
        "cells": [
            {
                **_ids(cid),
                "median": float(np.median(s)) if s else None,
                "spread": spread(s) if s else None,
                "samples": s,
                "why": "" if s else "fail-compile: error: something",
            }
            for cid, s in cells.items()
        ],
    }


def ab_doc(cells: dict[str, tuple[list[float], list[float]]]) -> dict:
    out = []
    for cid, (a, b) in cells.items():
        d = decide(a, b)
        out.append(
            {
                **_ids(cid),
                "a_median": d.a_median,
                "b_median": d.b_median,
                "a_samples": a,
                "b_samples": b,
                "ratio": d.ratio,
                "ci": list(d.ci),
                "verdict": d.verdict,
                "why": "",
            }
        )
    return {"schema_version": 1, "kind": "ab", "backend": "llvm-cpu", "settings": {"min_effect": 0.05}, "cells": out}


def write(path: Path, doc: dict) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc))
    return path
