"""A cell result as JUnit ``<properties>``, and back.

Every cell is one ``<testcase>``; its properties carry everything the grid
needs, so results from any number of runners merge without parsing messages.
"""

from __future__ import annotations

import json
from pathlib import Path

from conformance.cell import Cell, CellResult, Status, Verdict

PREFIX = "conformance."
TOOL_PREFIX = "conformance.tool."


def properties(r: CellResult) -> list[tuple[str, str]]:
    fields = {
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
        "signature": r.signature or "",
        "message": r.message,
        "durations": json.dumps(r.durations, sort_keys=True),
        "cached": ",".join(r.cached),
        "repro": r.repro or "",
        "family": r.family,
        "corpus": r.corpus,
    }
    return [(PREFIX + k, v) for k, v in fields.items()]


class NotACellError(ValueError):
    """A testcase whose properties do not describe a cell."""


def from_properties(props: list[tuple[str, str]] | dict[str, str], origin: str = "") -> CellResult:
    p = {k[len(PREFIX) :]: v for k, v in dict(props).items() if k.startswith(PREFIX)}
    missing = {"case", "backend", "opt", "dims", "status"} - set(p)
    if missing:
        raise NotACellError(f"missing cell properties {sorted(missing)}")
    try:
        return CellResult(
            cell=Cell(p["case"], p["backend"], p["opt"], p["dims"]),
            target=p.get("target", ""),
            status=Status(p["status"]),
            stage=p.get("stage", ""),
            signature=p.get("signature") or None,
            message=p.get("message", ""),
            durations=json.loads(p.get("durations") or "{}"),
            cached=tuple(s for s in p.get("cached", "").split(",") if s),
            repro=p.get("repro") or None,
            verdict=Verdict(p.get("verdict", "ok")),
            expected=Status(p.get("expected", "pass")),
            reason=p.get("reason", ""),
            family=p.get("family", ""),
            corpus=p.get("corpus") or "builtin",
            origin=origin,
        )
    except (ValueError, json.JSONDecodeError) as e:
        raise NotACellError(f"bad cell property: {e}") from e


def read_junit(path: Path) -> tuple[list[CellResult], dict[str, str]]:
    """Cells and tool versions of one JUnit file written by this harness.

    Raises ValueError with a one-line message for a malformed or foreign file.
    """
    from xml.etree.ElementTree import ParseError

    from junitparser import JUnitXml, TestSuite

    try:
        xml = JUnitXml.fromfile(str(path))
    except ParseError as e:
        raise ValueError(f"{path}: malformed XML: {e}") from e
    except Exception as e:
        raise ValueError(f"{path}: not a JUnit file: {e}") from e
    suites = [xml] if isinstance(xml, TestSuite) else list(xml)
    results, versions, others = [], {}, []
    for suite in suites:
        for name, value in _props(suite):
            if name.startswith(TOOL_PREFIX):
                versions[name[len(TOOL_PREFIX) :]] = value
        for case in suite:
            props = _props(case)
            if not any(k.startswith(PREFIX) for k, _ in props):
                others.append(case.name)  # e.g. a broken case declaration: not a cell
                continue
            try:
                results.append(from_properties(props, origin=str(path)))
            except NotACellError as e:
                raise ValueError(f"{path}: testcase '{case.name}': {e}") from e
    if others and not results:
        raise ValueError(f"{path}: no testcase has cell properties (e.g. '{others[0]}'): not written by this harness")
    return results, versions


def _props(element: object) -> list[tuple[str, str]]:
    """The <property> children of an element's own <properties> block."""
    from junitparser import Properties, Property

    return [
        (p.name, p.value)
        for block in element.iterchildren(Properties)  # type: ignore[attr-defined]
        for p in block.iterchildren(Property)
    ]
