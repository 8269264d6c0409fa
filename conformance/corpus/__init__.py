"""The corpus: every ``*.py`` module here (not starting with ``_``) declares cases.

Adding a case means adding one declaration to one of these modules.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import sys
from pathlib import Path

from conformance.case import BrokenCase, Case, cases_in, loading
from conformance.corpus._skips import Skip

CORPUS_DIR = Path(__file__).resolve().parent
EXPECTATIONS_DIR = CORPUS_DIR / "expectations"


# Corpora that run only when asked for by name (--corpus NAME): large, or
# written outside this project. "builtin" is every other module here.
EXTERNAL = {"onnx-node": "onnx_node.py", "opinfo": "opinfo.py", "perf": "perf_blocks.py", "hf": "hf.py"}
CORPORA = ("builtin", *EXTERNAL)


def corpus_modules(directory: Path = CORPUS_DIR, corpora: tuple[str, ...] = ("builtin",)) -> list[Path]:
    modules = sorted(p.resolve() for p in directory.glob("*.py") if not p.name.startswith("_"))
    external = {name: directory.resolve() / file for name, file in EXTERNAL.items()}
    chosen = [external[c] for c in corpora if c in external]
    if "builtin" in corpora:
        chosen += [m for m in modules if m not in external.values()]
    return sorted(m for m in chosen if m.exists())


def corpus_of(path: Path) -> str:
    """The corpus a module's cases belong to: an external corpus's name, else builtin."""
    return next((name for name, file in EXTERNAL.items() if Path(path).name == file), "builtin")


def load_module(path: Path) -> list[Case | BrokenCase]:
    """Import one corpus module and return the cases it declares, in order.

    Modules of this package import by name; a corpus elsewhere (--corpus-dir)
    imports by path.
    """
    path = path.resolve()
    with loading(str(path)):
        if path.parent == CORPUS_DIR:
            importlib.import_module(f"{__name__}.{path.stem}")
        else:
            name = f"conformance_external_corpus.{path.stem}_{hashlib.sha1(str(path).encode()).hexdigest()[:8]}"
            if name not in sys.modules:
                spec = importlib.util.spec_from_file_location(name, path)
                assert spec is not None and spec.loader is not None
                module = importlib.util.module_from_spec(spec)
                sys.modules[name] = module
                try:
                    spec.loader.exec_module(module)
                except BaseException:
                    del sys.modules[name]  # a module that failed to import is tried again, not half-used
                    raise
    return cases_in(str(path))


def load_all(directory: Path = CORPUS_DIR, corpora: tuple[str, ...] = ("builtin",)) -> list[Case | BrokenCase]:
    return [c for path in corpus_modules(directory, corpora) for c in load_module(path)]


def skipped_of(corpora: tuple[str, ...]) -> dict[str, tuple[Skip, ...]]:
    """What each generated corpus module could not make a case of (its ``SKIPPED``)."""
    out = {}
    for path in corpus_modules(CORPUS_DIR, corpora):
        load_module(path)
        module = importlib.import_module(f"{__name__}.{path.stem}")
        if hasattr(module, "SKIPPED"):
            out[path.stem] = tuple(module.SKIPPED)
    return out
