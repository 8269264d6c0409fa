"""The command line every table read from finished grids shares: the grids named (grid.json files or
results folders), read through the one reader, and the markdown written to ``--out`` or printed."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from conformance.results.document import read_grid_document

Render = Callable[[list[Mapping[str, Any]]], str]  # the grids' cells -> the markdown


def add_table_command(sub: argparse._SubParsersAction, name: str, said: str, render: Render) -> None:
    p = sub.add_parser(name, help=said)
    p.add_argument("grids", nargs="+", type=Path, help="grid.json files (or results folders)")
    p.add_argument("--out", type=Path, help="write the markdown here (default: print it)")
    p.set_defaults(fn=lambda args: _run(name, args, render))


def _run(name: str, args: argparse.Namespace, render: Render) -> int:
    cells: list[Mapping[str, Any]] = []
    for path in args.grids:
        try:
            cells += read_grid_document(path / "grid.json" if path.is_dir() else path)["cells"]
        except ValueError as e:
            print(f"{name}: {e}", file=sys.stderr)
            return 2
    text = render(cells)
    if args.out:
        args.out.write_text(text)
        print(f"{name}: {args.out}")
    else:
        sys.stdout.write(text)
    return 0
