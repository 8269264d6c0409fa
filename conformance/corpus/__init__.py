"""The corpus: every ``*.py`` module here (not starting with ``_``) declares cases.

Adding a case means adding one declaration to one of these modules.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import os
import sys
from pathlib import Path

from conformance.case import BrokenCase, Case, collecting
from conformance.corpus._cache import EVERY, Say, entry_path, saying
from conformance.corpus._cache import rooted as rooted  # public: a run's cache folder for the catalogs
from conformance.corpus._skips import Skip
from conformance.corpus._skips import render as render_skips  # noqa: F401 (public: list --skipped)
from conformance.faults import one_line

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


def prepare(modules: list[Path], say: Say, every: float = EVERY) -> None:
    """Before the workers start: the catalogs the chosen corpora are generated
    from, built here where they are not on disk yet, saying how far it got on
    ``say`` (a worker's stderr reaches no one, and a cold build takes minutes).
    Another transformers than the pinned one raises RuntimeError."""
    with saying(say, every):
        for module in modules:
            key = catalog_key(module)
            if key is None or entry_path(corpus_of(module), key).exists():
                continue  # not generated, or built: the workers read it, and this process needs none of it
            try:
                load_module(module)  # builds the catalog as the module's import asks for it
            except Exception as e:  # the module's own fault: its collection reports it, as its row
                say(f"conformance: {module.name} failed to load: {one_line(e)}")


def catalog_key(module: Path) -> list[object] | None:
    """The key of the catalog a generated corpus module is made from (an entry
    named as its corpus), or None for a module that has none; without importing
    the module, which declares its cases."""
    corpus = corpus_of(module)
    if corpus == "opinfo":
        from conformance.corpus import _opinfo

        return _opinfo.catalog_key()
    if corpus == "hf":
        from conformance.corpus import _hf

        return _hf.catalog_key()
    if corpus == "onnx-node":
        from conformance.corpus import _onnx_node

        return _onnx_node.catalog_key(module)
    return None


def corpus_of(path: Path) -> str:
    """The corpus a module's cases belong to: an external corpus's name, else builtin."""
    return next((name for name, file in EXTERNAL.items() if Path(path).name == file), "builtin")


def load_module(path: Path) -> list[Case | BrokenCase]:
    """Import one corpus module and return the cases it declares, in order.

    The cases are collected while the module runs and kept on it
    (``__cases__``): a later load of the same module returns them, unless the
    environment variables it names in ``SELECTED_BY`` changed since. A module
    first imported another way (by a corpus module that imports it) runs again
    to collect them. Modules of this package import by name; a corpus
    elsewhere (--corpus-dir) imports by path.
    """
    path = path.resolve()
    name = _module_name(path)
    module = sys.modules.get(name)
    if module is not None and hasattr(module, CASES) and _selection(module) == getattr(module, SELECTION, None):
        return list(getattr(module, CASES))
    with collecting(str(path)) as collector:
        if module is not None:
            importlib.reload(module)
        elif path.parent == CORPUS_DIR:
            module = importlib.import_module(name)
        else:
            spec = importlib.util.spec_from_file_location(name, path)
            assert spec is not None and spec.loader is not None
            module = importlib.util.module_from_spec(spec)
            sys.modules[name] = module
            try:
                spec.loader.exec_module(module)
            except BaseException:
                del sys.modules[name]  # a module that failed to import is tried again, not half-used
                raise
    module = sys.modules[name]
    setattr(module, CASES, tuple(collector.cases.values()))
    setattr(module, SELECTION, _selection(module))
    return list(collector.cases.values())


CASES, SELECTION = "__cases__", "__selection__"
# A generated corpus module that makes only some of its cases when an environment
# variable says so names it in SELECTED_BY: loaded under another value, it runs again.
SELECTED_BY = "SELECTED_BY"


def _selection(module: object) -> tuple[str, ...]:
    return tuple(os.environ.get(v, "") for v in getattr(module, SELECTED_BY, ()))


def _module_name(path: Path) -> str:
    if path.parent == CORPUS_DIR:
        return f"{__name__}.{path.stem}"
    return f"conformance_external_corpus.{path.stem}_{hashlib.sha1(str(path).encode()).hexdigest()[:8]}"


def load_all(directory: Path = CORPUS_DIR, corpora: tuple[str, ...] = ("builtin",)) -> list[Case | BrokenCase]:
    """Every case of the chosen corpora; a name a module declares again after
    another module declared it is broken there (a cell id names one case)."""
    out: dict[str, Case | BrokenCase] = {}
    broken: list[Case | BrokenCase] = []
    for path in corpus_modules(directory, corpora):
        for c in load_module(path):
            if c.name in out and out[c.name].source_file != c.source_file:
                broken.append(BrokenCase(c.name, f"case '{c.name}': declared twice", c.source_file))
            else:
                out[c.name] = c
    return [*out.values(), *broken]


def skipped_of(corpora: tuple[str, ...]) -> dict[str, tuple[Skip, ...]]:
    """What each generated corpus module could not make a case of (its ``SKIPPED``)."""
    out = {}
    for path in corpus_modules(CORPUS_DIR, corpora):
        load_module(path)
        module = importlib.import_module(f"{__name__}.{path.stem}")
        if hasattr(module, "SKIPPED"):
            out[path.stem] = tuple(module.SKIPPED)
    return out
