"""A function a newcomer can read: none over 60 lines outside the corpus
declarations (which are tables of cases), as ruff's complexity limit keeps
each one's branching small."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "conformance"
LIMIT = 60


def test_no_function_over_the_limit_outside_the_corpus():
    long = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.parent.name == "corpus" and path.parent.parent == PACKAGE:
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                lines = (node.end_lineno or node.lineno) - node.lineno + 1
                if lines > LIMIT:
                    long.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno} {node.name}: {lines} lines")
    assert not long, long
