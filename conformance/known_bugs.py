"""The IREE bugs this project confirmed outside the harness, as data
(``known_bugs.toml``): each with its status and how a failure is recognised
as it. The fuzz campaign reads it to tell a known bug met again from a new
one; the docs' tests check that every bug they tell of is listed."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

FILE = Path(__file__).with_name("known_bugs.toml")


@dataclass(frozen=True)
class Match:
    status: str
    op: str = ""  # the op localization (or the pass reduction) named
    text: str = ""  # text the signature holds

    def matches(self, status: str, op: str, signature: str) -> bool:
        return status == self.status and (not self.op or op == self.op) and (not self.text or self.text in signature)


@dataclass(frozen=True)
class KnownBug:
    id: str
    title: str
    status: str
    match: tuple[Match, ...]
    script: str = ""  # its standalone reproducer, a command from the project's root
    upstream: str = ""  # where IREE's (or torch-mlir's) tracker has it, when it does
    cell: str = ""  # the cell whose repro folder its report (docs/bugs/<id>/report.md) is made from
    cause: str = ""  # what is known of its cause, as measured: its report says it

    @property
    def label(self) -> str:
        return f"known bug {self.id}: {self.title} ({self.status})"


def load(path: Path = FILE) -> list[KnownBug]:
    """Raises ValueError naming the file and bug when an entry is malformed."""
    try:
        data = tomllib.loads(path.read_text())
    except (OSError, tomllib.TOMLDecodeError) as e:
        raise ValueError(f"{path}: {e}") from e
    bugs = []
    for n, entry in enumerate(data.get("bug", []), 1):
        try:
            matches = tuple(Match(**m) for m in entry["match"])
            extra = {k: entry[k] for k in ("script", "upstream", "cell", "cause") if k in entry}
            unknown = set(entry) - {"id", "title", "status", "match", *extra}
            if unknown:
                raise TypeError(f"unknown fields {sorted(unknown)}")
            bugs.append(KnownBug(entry["id"], entry["title"], entry["status"], matches, **extra))
        except (KeyError, TypeError) as e:
            raise ValueError(f"{path}: bug {n} ({entry.get('id', '?')}): {type(e).__name__}: {e}") from e
    return bugs


def known_as(bugs: list[KnownBug], status: str, op: str, signature: str) -> str:
    """The label of the known bug a failure is (its status, localized op and signature), or ""."""
    return next((b.label for b in bugs if any(m.matches(status, op, signature) for m in b.match)), "")
