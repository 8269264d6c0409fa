"""A cell result as JUnit ``<properties>``, and back.

Every cell is one ``<testcase>``; its properties carry everything the grid
needs, so results from any number of runners merge without parsing messages.
"""

from __future__ import annotations

from pathlib import Path

from conformance.cell import CellResult
from conformance.results import schema
from conformance.results.schema import NotACellError

PREFIX = "conformance."
TOOL_PREFIX = "conformance.tool."


def properties(r: CellResult) -> list[tuple[str, str]]:
    return schema.to_properties(r, PREFIX)


def from_properties(props: list[tuple[str, str]] | dict[str, str], origin: str = "") -> CellResult:
    return schema.from_properties(dict(props), PREFIX, origin)


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
