"""The corpus: every ``*.py`` module here (not starting with ``_``) declares cases.

Adding a case means adding one declaration to one of these modules.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import os
import sys
from collections.abc import Callable
from pathlib import Path

from conformance.case import BrokenCase, Case, collecting
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


def prepare(modules: list[Path], say: Callable[[str], None], every: float = 15.0) -> None:
    """Before the workers start: what the chosen corpora are generated from, built
    once here and saying how far it got (a cold hf catalog takes minutes, which
    would otherwise pass in silence while each worker waits on it)."""
    if not any(corpus_of(m) == "hf" for m in modules):
        return
    from conformance.corpus import _hf

    last = [-every]

    def progress(done: int, total: int, seconds: float) -> None:
        if seconds - last[0] >= every or done == total:
            last[0] = seconds
            say(f"conformance: hf catalog: {done}/{total} types, {int(seconds) // 60}m{int(seconds) % 60:02d}s")

    _hf.catalog(progress)


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
