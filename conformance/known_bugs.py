"""The IREE bugs this project confirmed outside the harness, as data
(``known_bugs.toml``): each with its status and how a failure is recognised
as it. The fuzz campaign reads it to tell a known bug met again from a new
one; the docs' tests check that every bug they tell of is listed."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

FILE = Path(__file__).with_name("known_bugs.toml")


@dataclass(frozen=True)
class Match:
    status: str
    op: str = ""  # the op localization (or the pass reduction) named
    text: str = ""  # text the signature holds
    source: str = ""  # text the message holds: where two bugs share a signature, the source line the error names

    def matches(self, status: str, op: str, signature: str, message: str = "") -> bool:
        if self.source and self.source not in message:
            return False
        return status == self.status and (not self.op or op == self.op) and (not self.text or self.text in signature)


# What an entry is: a bug (wrong code, a crash, a compile failure of valid input), an accuracy
# finding (within spec, worse than eager: an enhancement request with numbers), or documented
# behaviour (by-design, with its citation): never counted as a bug.
KINDS = {  # kind -> how one and several are said (docs/bugs' counts, a finding's label)
    "bug": ("bug", "bugs"),
    "accuracy": ("accuracy finding", "accuracy findings"),
    "by-design": ("by-design behaviour", "by-design behaviours"),
}
RELATIONS = ("same bug", "related", "fix pending")  # an upstream issue's relation to the entry


@dataclass(frozen=True)
class Upstream:
    url: str  # the tracker's issue or pull request
    relation: str  # one of RELATIONS
    note: str = ""  # why: what it shares with the entry, and how it differs

    @property
    def ref(self) -> str:
        """``owner/name#N`` for a GitHub issue or pull request, else the URL."""
        m = re.match(r"https://github\.com/([\w.-]+/[\w.-]+)/(?:issues|pull)/(\d+)", self.url)
        return f"{m.group(1)}#{m.group(2)}" if m else self.url


@dataclass(frozen=True)
class Search:
    """An upstream search made for the entry: when, and with which queries (kept when none was found too)."""

    date: str
    queries: tuple[str, ...]


@dataclass(frozen=True)
class KnownBug:
    id: str
    title: str
    status: str
    match: tuple[Match, ...]
    script: str = ""  # its standalone reproducer, a command from the project's root
    cell: str = ""  # the cell whose repro folder its report (docs/bugs/<id>/report.md) is made from
    cause: str = ""  # what is known of its cause, as measured: its report says it
    kind: str = "bug"  # one of KINDS
    kind_reason: str = ""  # why that kind, with its citation for by-design
    # Whose it is, established by hand where the harness's evidence does not decide (upstream.owner).
    project: str = ""
    component: str = ""
    evidence: str = ""
    upstream: tuple[Upstream, ...] = ()  # upstream issues found for it
    searched: Search | None = None  # the upstream search made, found or not

    @property
    def name(self) -> str:
        """What it is and its title: the reason of an expectation that pins it."""
        what = "known bug" if self.kind == "bug" else KINDS[self.kind][0]
        return f"{what} {self.id}: {self.title}"

    @property
    def label(self) -> str:
        return f"{self.name} ({self.status})"

    @property
    def duplicate(self) -> Upstream | None:
        """The upstream issue that is this same bug, when one was found."""
        return next((u for u in self.upstream if u.relation in ("same bug", "fix pending")), None)


_TEXT_FIELDS = ("script", "cell", "cause", "kind_reason", "project", "component", "evidence")


def load(path: Path = FILE) -> list[KnownBug]:
    """Raises ValueError naming the file and bug when an entry is malformed."""
    try:
        data = tomllib.loads(path.read_text())
    except (OSError, tomllib.TOMLDecodeError) as e:
        raise ValueError(f"{path}: {e}") from e
    bugs = []
    for n, entry in enumerate(data.get("bug", []), 1):
        try:
            bugs.append(_entry(entry))
        except (KeyError, TypeError, ValueError) as e:
            raise ValueError(f"{path}: bug {n} ({entry.get('id', '?')}): {type(e).__name__}: {e}") from e
    return bugs


def _entry(entry: dict) -> KnownBug:
    matches = tuple(Match(**m) for m in entry["match"])
    extra = {k: entry[k] for k in _TEXT_FIELDS if k in entry}
    unknown = set(entry) - {"id", "title", "status", "match", "kind", "upstream", "searched", *extra}
    if unknown:
        raise TypeError(f"unknown fields {sorted(unknown)}")
    kind = entry.get("kind", "bug")
    if kind not in KINDS:
        raise ValueError(f"kind {kind!r} is none of {', '.join(KINDS)}")
    upstream = tuple(Upstream(**u) for u in entry.get("upstream", []))
    if bad := [u.relation for u in upstream if u.relation not in RELATIONS]:
        raise ValueError(f"upstream relation {bad[0]!r} is none of {', '.join(RELATIONS)}")
    searched = entry.get("searched")
    search = Search(str(searched["date"]), tuple(searched["queries"])) if searched else None
    return KnownBug(
        entry["id"], entry["title"], entry["status"], matches, kind=kind, upstream=upstream, searched=search, **extra
    )


def known_bug(bugs: Sequence[KnownBug], status: str, op: str, signature: str, message: str = "") -> KnownBug | None:
    """The known bug a failure is (its status, localized op, signature and message), or None: the
    first entry that matches, so an entry with a ``source`` goes before one of the same signature without."""
    return next((b for b in bugs if any(m.matches(status, op, signature, message) for m in b.match)), None)


def known_as(bugs: Sequence[KnownBug], status: str, op: str, signature: str, message: str = "") -> str:
    """The label of the known bug a failure is, or ""."""
    bug = known_bug(bugs, status, op, signature, message)
    return bug.label if bug else ""
