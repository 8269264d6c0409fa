"""README and docs/: every relative link names a file that exists."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def _documents() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), *sorted((ROOT / "runners").glob("*.md"))]


def test_every_relative_link_resolves():
    broken = []
    for doc in _documents():
        for target in LINK.findall(doc.read_text()):
            if re.match(r"[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
                continue  # a URL or an anchor of the same page
            if not (doc.parent / target.split("#", 1)[0]).exists():
                broken.append(f"{doc.relative_to(ROOT)}: {target}")
    assert not broken, broken


def test_the_readme_stays_a_front_door():
    lines = (ROOT / "README.md").read_text().splitlines()
    headings = [line[3:] for line in lines if line.startswith("## ")]
    assert len(lines) < 250, len(lines)
    assert headings[:2] == ["The two commands", "Reading the grid"], headings
    assert headings[-1] == "More", headings
