"""A cell result as JUnit ``<properties>``, and back.

Every cell is one ``<testcase>``; its properties carry everything the grid
needs, so results from any number of runners merge without parsing messages.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from conformance.cell import CellResult
from conformance.results import schema
from conformance.results.coverage import Declared
from conformance.results.schema import NotACellError

PREFIX = "conformance."
TOOL_PREFIX = "conformance.tool."


def properties(r: CellResult) -> list[tuple[str, str]]:
    return record_properties(schema.to_record(r))


def record_properties(rec: schema.CellRecord) -> list[tuple[str, str]]:
    return schema.to_properties(rec, PREFIX)


def from_properties(props: list[tuple[str, str]] | dict[str, str], origin: str = "") -> CellResult:
    return schema.from_properties(dict(props), PREFIX, origin)


SELECTION = "conformance.run.selected"  # global property: JSON list of the cell ids the run selected
DECLARED = "conformance.run.declared"  # global property: what the run's tier declares (results.coverage)


@dataclass
class JUnitFile:
    results: list[CellResult]
    tools: dict[str, str]
    # One line per testcase that is not a cell (a collection error, a lost worker)
    # or whose cell properties do not hold what they should.
    unreadable: list[str]
    selection: list[str] | None  # the cell ids the run selected, when it recorded them
    declared: list[Declared] = field(default_factory=list)  # what the run's tier declares, when it recorded it


def read_junit(path: Path) -> tuple[list[CellResult], dict[str, str]]:
    """Cells and tool versions of one JUnit file written by this harness.

    Raises ValueError with a one-line message for a malformed or foreign file.
    """
    f = read_junit_file(path)
    return f.results, f.tools


def read_junit_file(path: Path) -> JUnitFile:
    """Everything :func:`read_junit` gives, and the testcases that are not cells."""
    from xml.etree.ElementTree import ParseError

    from junitparser import JUnitXml, TestSuite

    try:
        xml = JUnitXml.fromfile(str(path))
    except ParseError as e:
        raise ValueError(f"{path}: malformed XML: {e}") from e
    except Exception as e:
        raise ValueError(f"{path}: not a JUnit file: {e}") from e
    suites = [xml] if isinstance(xml, TestSuite) else list(xml)
    results, versions, others, bad = [], {}, [], []
    selection: list[str] | None = None
    declared: list[Declared] = []
    for suite in suites:
        for name, value in _props(suite):
            if name.startswith(TOOL_PREFIX):
                versions[name[len(TOOL_PREFIX) :]] = value
            elif name == SELECTION:
                selection = [*(selection or []), *_selection(path, value)]
            elif name == DECLARED:
                declared += _declared(path, value)
        for case in suite:
            props = _props(case)
            if not any(k.startswith(PREFIX) for k, _ in props):
                others.append(_unreadable(case))  # e.g. a collection error: not a cell
                continue
            try:
                results.append(from_properties(props, origin=str(path)))
            except NotACellError as e:  # this cell is reported and skipped; the file's others count
                bad.append(f"{path}: testcase '{case.name}': {e}")
    if others and not results and not bad:
        raise ValueError(f"{path}: no testcase has cell properties (e.g. {others[0]}): not written by this harness")
    return JUnitFile(results, versions, [*bad, *(f"{path}: testcase {o}" for o in others)], selection, declared)


def _declared(path: Path, value: str) -> list[Declared]:
    try:
        return schema.declared_from(json.loads(value))
    except ValueError as e:  # not JSON, or a RecordError
        raise ValueError(f"{path}: bad {DECLARED} property: {e}") from e


def _selection(path: Path, value: str) -> list[str]:
    try:
        ids = json.loads(value)
    except ValueError as e:
        raise ValueError(f"{path}: bad {SELECTION} property: {e}") from e
    if why := schema.list_of(schema.TEXT)(ids):
        raise ValueError(f"{path}: bad {SELECTION} property: {why}")
    return ids


def _unreadable(case: object) -> str:
    """``'name' (classname) has no cell properties: failed: first line of its message``."""
    name = getattr(case, "name", "?")
    where = getattr(case, "classname", "") or ""
    outcome = next(iter(getattr(case, "result", None) or []), None)
    what = ""
    if outcome is not None:
        text = (outcome.message or outcome.text or "").strip().splitlines()
        what = f": {type(outcome).__name__.lower()}: {text[0][:200] if text else ''}"
    return f"'{name}'" + (f" ({where})" if where else "") + f" has no cell properties{what}"


def _props(element: object) -> list[tuple[str, str]]:
    """The <property> children of an element's own <properties> block."""
    from junitparser import Properties, Property

    return [
        (p.name, p.value)
        for block in element.iterchildren(Properties)  # type: ignore[attr-defined]
        for p in block.iterchildren(Property)
    ]


def write_junit(results: list[CellResult], path: Path, tools: Mapping[str, str | None], name: str) -> None:
    """A JUnit file of ``results`` as pytest's writer lays out a run's (one
    testsuite, the tool versions as its properties, a testcase per cell with
    its record as properties): for results made outside pytest (a run bundle's
    run phase). A cell whose verdict blocks is a failure, a skip skipped."""
    import xml.etree.ElementTree as ET

    from conformance.cell import Status

    blocking = [r for r in results if r.verdict.blocks()]
    suite = ET.Element(
        "testsuite",
        name=name,
        tests=str(len(results)),
        failures=str(len(blocking)),
        errors="0",
        skipped=str(sum(1 for r in results if r.status is Status.SKIP)),
    )
    props = ET.SubElement(suite, "properties")
    for tool, version in tools.items():
        ET.SubElement(props, "property", name=TOOL_PREFIX + tool, value=version or "")
    for r in results:
        case = ET.SubElement(
            suite, "testcase", classname=r.cell.case, name=r.cell.id, time=f"{sum(r.durations.values()):.3f}"
        )
        block = ET.SubElement(case, "properties")
        for key, value in properties(r):
            ET.SubElement(block, "property", name=key, value=value)
        if r in blocking:
            ET.SubElement(
                case, "failure", message=f"{r.verdict}: {r.status} at {r.stage} (expected {r.expected})"
            ).text = r.signature or ""
        elif r.status is Status.SKIP:
            ET.SubElement(case, "skipped", message=r.message or "skipped")
    root = ET.Element("testsuites")
    root.append(suite)
    path.parent.mkdir(parents=True, exist_ok=True)
    ET.ElementTree(root).write(path, encoding="utf-8", xml_declaration=True)
