"""The one codec of a cell result: ``to_record`` / ``from_record`` for the
grid.json cell (the contract in README), and the same record flattened into
JUnit ``<properties>`` strings. Every reader and writer of results goes
through here, so a field is added in one place.

Records read back are checked here too, field by field, before anything uses
them: a results file is input (a fork's pull request makes its own), and one
wrong type must cost that record, never the grid. The history line, another
record of the results, is checked against its own fields below.
"""

from __future__ import annotations

import json
import math
import typing
from collections.abc import Callable, Mapping
from enum import StrEnum
from typing import Annotated, Any, TypedDict, cast

import numpy as np

from conformance.cell import Behind, Cell, CellResult, Culprit, Paired, Status, Verdict
from conformance.results.coverage import Declared


class CellRecord(TypedDict):
    """A cell as grid.json holds it, declared once: each field's type and, beside it, the check a record
    read back must pass (null means "not set" for the optional ones: absent fields default, as schema
    1 files lack some). CELL_FIELDS is made from it."""

    id: Annotated[str, TEXT]
    case: Annotated[str, NAME]
    backend: Annotated[str, NAME]
    target: Annotated[str, _or_null(TEXT)]
    opt: Annotated[str, NAME]
    dims: Annotated[str, NAME]
    status: Annotated[str, one_of(Status)]
    verdict: Annotated[str, _or_unset(one_of(Verdict))]
    expected: Annotated[str, _or_unset(one_of(Status))]
    reason: Annotated[str, _or_null(TEXT)]
    stage: Annotated[str, _or_null(TEXT)]
    signature: Annotated[str | None, _or_null(TEXT)]
    message: Annotated[str, _or_null(TEXT)]
    durations: Annotated[dict[str, float], _or_null(mapping_of(SECONDS))]
    cached: Annotated[list[str], _or_null(list_of(TEXT))]
    repro: Annotated[str | None, _or_null(TEXT)]
    family: Annotated[str, _or_null(TEXT)]
    corpus: Annotated[str, _or_null(TEXT)]
    origin: Annotated[str, _or_null(TEXT)]
    culprit: Annotated[Culprit | None, _or_null(CULPRIT)]
    behind: Annotated[Behind | None, _or_null(BEHIND)]
    paired: Annotated[Paired | None, _or_null(PAIRED)]
    compiler_version: Annotated[str, _or_null(TEXT)]


REQUIRED = ("case", "backend", "opt", "dims", "status")


class RecordError(ValueError):
    """A record (a grid.json cell, a JUnit testcase, a history line) with a field of the wrong kind."""


class NotACellError(RecordError):
    """A record (grid.json cell or JUnit testcase) that does not describe a cell."""


# A field's check: why a value is not what the field holds, or None when it is.
Check = Callable[[object], str | None]


def _got(value: object) -> str:
    """The offending value, short: one line of an error must stay one line."""
    shown = repr(value)
    return f"{type(value).__name__} {shown[:60]}{'…' if len(shown) > 60 else ''}"


def _kind(what: str, ok: Callable[[Any], bool]) -> Check:
    return lambda v: None if ok(v) else f"expected {what}, got {_got(v)}"


def _or_null(check: Check) -> Check:
    return lambda v: None if v is None else check(v)


def _or_unset(check: Check) -> Check:
    """Null or empty: the field is not set (JUnit writes every property as a string)."""
    return lambda v: None if v is None or v == "" else check(v)


def _is_number(v: object) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool)


TEXT = _kind("a string", lambda v: isinstance(v, str))
NAME = _kind("a non-empty string", lambda v: isinstance(v, str) and v != "")
COUNT = _kind("an integer >= 0", lambda v: isinstance(v, int) and not isinstance(v, bool) and v >= 0)
NUMBER = _kind("a number", _is_number)  # NaN and infinities too: an error figure may be one
SECONDS = _kind("a finite number", lambda v: _is_number(v) and math.isfinite(v))
OBJECT = _kind("an object", lambda v: isinstance(v, Mapping))


def one_of(values: type[StrEnum]) -> Check:
    allowed = {str(m) for m in values}
    return _kind(f"one of {', '.join(values)}", lambda v: isinstance(v, str) and v in allowed)


def list_of(item: Check) -> Check:
    def check(v: object) -> str | None:
        if not isinstance(v, list):
            return f"expected a list, got {_got(v)}"
        return next((f"item {i}: {why}" for i, x in enumerate(v) if (why := item(x))), None)

    return check


def mapping_of(value: Check) -> Check:
    """An object of any keys, each holding a ``value``."""

    def check(v: object) -> str | None:
        if not isinstance(v, Mapping):
            return f"expected an object, got {_got(v)}"
        return next((f"key {k!r}: {why}" for k, x in v.items() if (why := value(x))), None)

    return check


def object_with(fields: Mapping[str, Check], required: tuple[str, ...] = ()) -> Check:
    """An object whose known keys hold what they should; other keys are welcome (extra fields)."""

    def check(v: object) -> str | None:
        if not isinstance(v, Mapping):
            return f"expected an object, got {_got(v)}"
        if missing := [k for k in required if k not in v]:
            return f"missing {', '.join(map(repr, missing))}"
        return next((f"key {k!r}: {why}" for k, c in fields.items() if k in v and (why := c(v[k]))), None)

    return check


# A field's check from its declared type: the record types (conformance.cell's TypedDicts) are
# declared once, and their validators are made from them, never written beside them.
_BY_TYPE: Mapping[object, Check] = {str: TEXT, int: COUNT, float: NUMBER}


def checker_of(record: type) -> Check:
    """The check of a TypedDict's records: each declared key holds its declared type (an int a count,
    a float any number, a mapping an object, a list of records each checked), the required keys are
    there, and other keys are welcome (extra fields)."""
    hints = typing.get_type_hints(record)
    fields = {key: _check_of_type(kind) for key, kind in hints.items()}
    required = tuple(k for k in hints if k in getattr(record, "__required_keys__", ()))
    return object_with(fields, required=required)


def _check_of_type(kind: object) -> Check:
    if kind in _BY_TYPE:
        return _BY_TYPE[kind]
    origin = typing.get_origin(kind)
    if origin is list:
        (item,) = typing.get_args(kind)
        return list_of(_check_of_type(item))
    if origin in (Mapping, dict) or kind is Mapping:
        return OBJECT
    if typing.is_typeddict(kind):
        return checker_of(cast(type, kind))
    raise TypeError(f"no check for a field of type {kind!r}")


CULPRIT = checker_of(Culprit)  # as the analyses write it
BEHIND = checker_of(Behind)  # what lies behind a compile failure
PAIRED = checker_of(Paired)  # the two routes of a model compared

# Every field from_record reads, and the renderers after it: CellRecord's checks, in its order.
CELL_FIELDS: Mapping[str, Check] = {
    key: kind.__metadata__[0] for key, kind in typing.get_type_hints(CellRecord, include_extras=True).items()
}

# A history line (results/history.py writes it; grid.html and the perf gate read it).
HISTORY_FIELDS: Mapping[str, Check] = {
    "date": TEXT,
    "cells": COUNT,
    "status": mapping_of(COUNT),
    "tools": _or_null(mapping_of(_or_null(TEXT))),
    "backends": _or_null(mapping_of(mapping_of(COUNT))),
    "perf": _or_null(
        mapping_of(object_with({"median": NUMBER, "spread": _or_null(NUMBER), "n": COUNT}, required=("median",)))
    ),
    "perf_runs": _or_null(mapping_of(object_with({"target": _or_null(TEXT), "machine": _or_null(OBJECT)}))),
    "regions": _or_null(list_of(TEXT)),  # corpus|backend|opt|dims measured (results.coverage)
    # corpus -> backend -> one core's seconds per cold cell (analyses apart), a job's analyses' seconds,
    # and the runner class they were measured on.
    "costs": _or_null(
        mapping_of(
            mapping_of(
                object_with(
                    {"cells": COUNT, "core_seconds": NUMBER, "analysis_seconds": NUMBER, "runner": _or_null(TEXT)},
                    required=("cells", "core_seconds"),
                )
            )
        )
    ),
}
HISTORY_REQUIRED = ("date", "cells", "status")

# Beside the cells: what the runs' tiers declare (results.coverage) and the backends CI did not run.
_REGION = ("corpus", "backend", "opt", "dims", "tier")
DECLARED = list_of(object_with({**dict.fromkeys(_REGION, TEXT), "cells": COUNT}, required=(*_REGION, "cells")))
NOT_RUN = list_of(object_with({"backend": TEXT, "reason": TEXT}, required=("backend", "reason")))


def declared_from(doc: object) -> list[Declared]:
    """A results file's declarations; RecordError says what is wrong (extra keys are welcome)."""
    if why := DECLARED(doc):
        raise RecordError(why)
    return [Declared(d["corpus"], d["backend"], d["opt"], d["dims"], d["tier"], d["cells"]) for d in cast(list, doc)]


def check_fields(rec: Mapping[str, Any], fields: Mapping[str, Check], error: type[RecordError] = RecordError) -> None:
    """Raises ``error`` naming the first field that does not hold what it should."""
    for name, check in fields.items():
        if name in rec and (why := check(rec[name])):
            raise error(f"field {name!r}: {why}")


def check_history_entry(entry: object) -> None:
    """Raises RecordError when a history line is not a summary this harness wrote."""
    if not isinstance(entry, Mapping):
        raise RecordError(f"expected an object, got {_got(entry)}")
    if missing := [k for k in HISTORY_REQUIRED if k not in entry]:
        raise RecordError(f"missing {'/'.join(missing)}")
    check_fields(entry, HISTORY_FIELDS)


def to_record(r: CellResult) -> CellRecord:
    """The result as plain data (no numpy scalars, no tuples): what grid.json holds, and
    what an xdist worker sends its controller as is (execnet carries plain types only)."""
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
        "durations": {k: float(v) for k, v in r.durations.items()},
        "cached": list(r.cached),
        "repro": r.repro,
        "family": r.family,
        "corpus": r.corpus,
        "origin": r.origin,
        "culprit": _plain(dict(r.culprit)) if r.culprit else None,
        "behind": _plain(dict(r.behind)) if r.behind else None,
        "paired": _plain(dict(r.paired)) if r.paired else None,
        "compiler_version": r.compiler_version,
    }


def _plain(value: Any) -> Any:
    """``value`` with numpy scalars as Python's and tuples as lists, all the way down."""
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value.item() if isinstance(value, np.generic) else value


def from_record(rec: Mapping[str, Any], origin: str = "") -> CellResult:
    """A record back to a result; fields added after schema 1 default when absent.
    Raises NotACellError naming the field when one holds the wrong kind of value."""
    if not isinstance(rec, Mapping):
        raise NotACellError(f"not a cell: expected an object, got {_got(rec)}")
    missing = [k for k in REQUIRED if k not in rec]
    if missing:
        raise NotACellError(f"missing cell properties {sorted(missing)}")
    check_fields(rec, CELL_FIELDS, NotACellError)
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
        culprit=cast(Culprit, dict(rec["culprit"])) if rec.get("culprit") else None,
        behind=cast(Behind, dict(rec["behind"])) if rec.get("behind") else None,
        paired=cast(Paired, dict(rec["paired"])) if rec.get("paired") else None,
        compiler_version=rec.get("compiler_version") or "",
    )


# JUnit: every record field is one string property; these are encoded, not str()'d.
_JSON_FIELDS = ("durations", "culprit", "behind", "paired")
_UNSET_OMITTED = ("culprit", "behind", "paired")  # an absent property is a null field


def to_properties(rec: CellRecord, prefix: str) -> list[tuple[str, str]]:
    """A record as JUnit's string properties (``from_properties`` reads them back)."""
    out = []
    for key, value in rec.items():
        if key in ("id", "origin") or (key in _UNSET_OMITTED and value is None):
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
