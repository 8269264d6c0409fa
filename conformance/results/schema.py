"""The one codec of a cell result: ``to_record`` / ``from_record`` for the
grid.json cell (the contract in README), and the same record flattened into
JUnit ``<properties>`` strings. Every reader and writer of results goes
through here, so a field is added in one place."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, TypedDict

from conformance.cell import Cell, CellResult, Culprit, Status, Verdict

# 2: `culprit` (where a cell goes wrong) and the `error` status (the harness's own failures).
SCHEMA_VERSION = 2
KNOWN_SCHEMA_VERSIONS = (1, 2)


class CellRecord(TypedDict):
    id: str
    case: str
    backend: str
    target: str
    opt: str
    dims: str
    status: str
    verdict: str
    expected: str
    reason: str
    stage: str
    signature: str | None
    message: str
    durations: dict[str, float]
    cached: list[str]
    repro: str | None
    family: str
    corpus: str
    origin: str
    culprit: Culprit | None


REQUIRED = ("case", "backend", "opt", "dims", "status")


class NotACellError(ValueError):
    """A record (grid.json cell or JUnit testcase) that does not describe a cell."""


def to_record(r: CellResult) -> CellRecord:
    return {
        "id": r.cell.id,
        "case": r.cell.case,
        "backend": r.cell.backend,
        "target": r.target,
        "opt": r.cell.opt,
        "dims": r.cell.dims,
        "status": str(r.status),
        "verdict": str(r.verdict),
        "expected": str(r.expected),
        "reason": r.reason,
        "stage": r.stage,
        "signature": r.signature,
        "message": r.message,
        "durations": dict(r.durations),
        "cached": list(r.cached),
        "repro": r.repro,
        "family": r.family,
        "corpus": r.corpus,
        "origin": r.origin,
        "culprit": dict(r.culprit) if r.culprit else None,  # type: ignore[typeddict-item]
    }


def from_record(rec: Mapping[str, Any], origin: str = "") -> CellResult:
    """A record back to a result; fields added after schema 1 default when absent."""
    missing = [k for k in REQUIRED if k not in rec]
    if missing:
        raise NotACellError(f"missing cell properties {sorted(missing)}")
    try:
        return CellResult(
            cell=Cell(rec["case"], rec["backend"], rec["opt"], rec["dims"]),
            target=rec.get("target") or "",
            status=Status(rec["status"]),
            stage=rec.get("stage") or "",
            signature=rec.get("signature") or None,
            message=rec.get("message") or "",
            durations=dict(rec.get("durations") or {}),
            cached=tuple(rec.get("cached") or ()),
            repro=rec.get("repro") or None,
            verdict=Verdict(rec.get("verdict") or "ok"),
            expected=Status(rec.get("expected") or "pass"),
            reason=rec.get("reason") or "",
            family=rec.get("family") or "",
            corpus=rec.get("corpus") or "builtin",
            origin=origin or rec.get("origin") or "",
            culprit=rec.get("culprit") or None,
        )
    except (ValueError, TypeError) as e:
        raise NotACellError(f"bad cell property: {e}") from e


# JUnit: every record field is one string property; these are encoded, not str()'d.
_JSON_FIELDS = ("durations", "culprit")


def to_properties(r: CellResult, prefix: str) -> list[tuple[str, str]]:
    rec = to_record(r)
    out = []
    for key, value in rec.items():
        if key in ("id", "origin") or (key == "culprit" and value is None):
            continue
        if key in _JSON_FIELDS:
            text = json.dumps(value, sort_keys=True)
        elif key == "cached":
            text = ",".join(value)  # type: ignore[arg-type]
        else:
            text = "" if value is None else str(value)
        out.append((prefix + key, text))
    return out


def from_properties(props: Mapping[str, str], prefix: str, origin: str = "") -> CellResult:
    p = {k[len(prefix) :]: v for k, v in props.items() if k.startswith(prefix)}
    rec: dict[str, Any] = dict(p)
    try:
        for key in _JSON_FIELDS:
            rec[key] = json.loads(p[key]) if p.get(key) else None
    except json.JSONDecodeError as e:
        raise NotACellError(f"bad cell property: {e}") from e
    rec["cached"] = [s for s in p.get("cached", "").split(",") if s]
    return from_record(rec, origin)
