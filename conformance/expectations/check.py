"""``python -m conformance check-expectations``: every expectation file of a
corpus folder loaded and checked, without running a cell.

- A malformed file (a wrong type, an unknown key): one line, exit 4, as a run would.
- An entry whose case pattern covers no declared cell (a renamed case, a typo): exit 1.
- With ``--pinned``, an expected failure without its signature pinned: exit 1.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from conformance.expectations.match import Expectation, ExpectationError, load_expectations
from conformance.expectations.stale import declared_in, stale_entries, unpinned_entries


def expectation_files(directory: Path) -> dict[Path, str]:
    """Each file -> its corpus: ``<backend>.toml`` is builtin's, ``<corpus>/<backend>.toml`` another's."""
    files = {p: "builtin" for p in sorted(directory.glob("*.toml"))}
    files.update({p: p.parent.name for p in sorted(directory.glob("*/*.toml"))})
    return files


def check(corpus_dir: Path, corpora: tuple[str, ...] | None, pinned: bool) -> tuple[int, list[str]]:
    """(exit status, lines to print)."""
    loaded: dict[Path, list[Expectation]] = {}
    lines: list[str] = []
    files = expectation_files(corpus_dir / "expectations")
    for path in files:
        try:
            loaded[path] = load_expectations(path)
        except ExpectationError as e:
            lines.append(str(e))
    if lines:
        return 4, lines
    problems: list[str] = []
    for corpus in sorted({c for c in files.values() if corpora is None or c in corpora}):
        declared, broken = declared_in(corpus_dir, corpus)
        if broken:
            lines += [f"{corpus}: {b}: its cases are unknown, so stale entries are not checked" for b in broken]
            problems += broken
            continue
        for path, c in files.items():
            if c == corpus:
                problems += stale_entries(loaded[path], declared, str(path))
    if pinned:
        problems += [line for path, entries in loaded.items() for line in unpinned_entries(entries, str(path))]
    entries = sum(map(len, loaded.values()))
    summary = f"{len(files)} files, {entries} entries: {len(problems)} problems"
    return (1 if problems else 0), [*lines, *problems, summary]


def cmd_check(args: argparse.Namespace) -> int:
    from conformance.corpus import CORPUS_DIR

    corpora = tuple(args.corpus.split(",")) if args.corpus else None
    status, lines = check((args.corpus_dir or CORPUS_DIR).resolve(), corpora, args.pinned)
    for line in lines:
        print(f"check-expectations: {line}", file=sys.stderr if status else sys.stdout)
    return status


def add_parser(sub: argparse._SubParsersAction) -> None:
    c = sub.add_parser("check-expectations", help="check the expectation files: malformed, stale or unpinned entries")
    c.add_argument("--corpus-dir", type=Path, help="corpus whose expectations/ to check (default: the built-in one)")
    c.add_argument(
        "--corpus",
        help="the corpora whose declared cases to check entries against, comma-separated (default: every corpus"
        " that has a file; opinfo's catalog takes minutes to build the first time)",
    )
    c.add_argument("--pinned", action="store_true", help="every expected failure must pin its signature")
    c.set_defaults(fn=cmd_check)
