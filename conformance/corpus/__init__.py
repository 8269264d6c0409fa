"""The corpus: every ``*.py`` module here (not starting with ``_``) declares cases.

Adding a case means adding one declaration to one of these modules.
"""

from __future__ import annotations

import importlib
from pathlib import Path

from conformance.case import BrokenCase, Case, cases_in

CORPUS_DIR = Path(__file__).resolve().parent
EXPECTATIONS_DIR = CORPUS_DIR / "expectations"


def corpus_modules() -> list[Path]:
    return sorted(p for p in CORPUS_DIR.glob("*.py") if not p.name.startswith("_"))


def load_module(path: Path) -> list[Case | BrokenCase]:
    """Import one corpus module and return the cases it declares, in order."""
    importlib.import_module(f"{__name__}.{path.stem}")
    return cases_in(str(path))


def load_all() -> list[Case | BrokenCase]:
    return [c for path in corpus_modules() for c in load_module(path)]
