"""``python -m conformance check-expectations``: every expectation file of a
corpus folder loaded and checked, without running a cell.

- A malformed file (a wrong type, an unknown key): one line, exit 4, as a run would.
- An entry whose case pattern covers no declared cell (a renamed case, a typo): exit 1.
- With ``--pinned``, an expected failure without its signature pinned: exit 1.
- A corpus whose modules need a package that is not installed (torch, onnx,
  transformers: this project's extras): one line naming the package and the
  command that installs it, exit 3; that corpus's entries are not checked.
- With ``--against RESULTS...``: instead, the cells those results recorded, judged
  again under the files as they are now (a grid measured before a pin, checked
  after it, with no cell run again): one line per cell that is not as pinned
  (a regression or an xpass), exit 1 if any.
"""

from __future__ import annotations

import argparse
import functools
import importlib.metadata
import sys
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from conformance.expectations.match import Expectation, ExpectationError, load_expectations
from conformance.expectations.stale import declared_in, stale_entries, unpinned_entries
from conformance.pipeline.tools import TORCH_INDEX

DIST = "iree-conformance"
EXIT_MISSING = 3  # a corpus cannot be loaded: a package it needs is not installed


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
    lacking: dict[str, set[str]] = {}  # corpus -> the packages it needs that are not installed
    for corpus in sorted({c for c in files.values() if corpora is None or c in corpora}):
        missing, broken = _load_corpus(corpus_dir, corpus)
        if missing:
            lacking[corpus] = missing
            continue
        if broken:
            problems += [f"{corpus}: {b}: its cases are unknown, so stale entries are not checked" for b in broken]
            continue
        declared, _ = declared_in(corpus_dir, corpus)  # every module loaded: their cases, not imported again
        for path, c in files.items():
            if c == corpus:
                problems += stale_entries(loaded[path], declared, str(path))
    if pinned:
        problems += [line for path, entries in loaded.items() for line in unpinned_entries(entries, str(path))]
    entries = sum(map(len, loaded.values()))
    summary = f"{len(files)} files, {entries} entries: {len(problems)} problems"
    if lacking:
        lines.append(missing_line(lacking))
        summary += f"; {', '.join(sorted(lacking))} not checked"
    status = 1 if problems else EXIT_MISSING if lacking else 0
    return status, [*lines, *problems, summary]


def _load_corpus(corpus_dir: Path, corpus: str) -> tuple[set[str], list[str]]:
    """Every module of the corpus loaded: the packages of this project's extras
    that one failed to import for being absent, and one line per module that
    failed otherwise (its own fault). Each module is imported once: a failed
    one may have spent minutes building a catalog."""
    from conformance.corpus import corpus_modules, load_module
    from conformance.faults import one_line

    missing: set[str] = set()
    broken = []
    for module in corpus_modules(corpus_dir, (corpus,)):
        try:
            load_module(module)
        except ModuleNotFoundError as e:
            package = _package_of(e.name or "")
            if package is not None:
                missing.add(package)
            else:
                broken.append(f"{module.name} failed to import: {one_line(e)}")
        except Exception as e:
            broken.append(f"{module.name} failed to import: {one_line(e)}")
    return missing, broken


@functools.cache
def _extras() -> dict[str, tuple[str, Requirement]]:
    """Each package an extra of this project installs, by its canonical name:
    (the extra, the requirement). Empty where the project is not installed (a
    bare checkout): then no missing package has a command to point at."""
    try:
        meta = importlib.metadata.metadata(DIST)
    except importlib.metadata.PackageNotFoundError:
        return {}
    out: dict[str, tuple[str, Requirement]] = {}
    for line in meta.get_all("Requires-Dist") or []:
        req = Requirement(line)
        for extra in meta.get_all("Provides-Extra") or []:
            if req.marker is not None and req.marker.evaluate({"extra": extra}):
                out.setdefault(canonicalize_name(req.name), (extra, req))
    return out


def _package_of(module: str) -> str | None:
    """The package of an extra that provides ``module`` (``torch``, ``onnx``,
    ``iree.turbine``), if one does: only then is its absence the environment's."""
    names = (canonicalize_name(module), canonicalize_name(module.split(".")[0]))
    return next((n for n in names if n in _extras()), None)


def missing_line(lacking: dict[str, set[str]]) -> str:
    """One line: the missing packages, the corpora that cannot load without them,
    and the command that installs them: torch first from its CPU index (PyPI's
    is the CUDA build, several GB), then the extras that hold the rest."""
    packages = sorted({p for ps in lacking.values() for p in ps})
    extras = {_extras()[p][0] for p in packages}
    commands = []
    if "torch" in extras:
        extras.remove("torch")
        extras.add("frontends")  # a corpus that imports torch imports its frontends too
        torch = _extras()["torch"][1]
        commands.append(f"pip install --index-url {TORCH_INDEX} '{torch.name}{torch.specifier}'")
    if extras:
        commands.append(f"pip install '{DIST}[{','.join(sorted(extras))}]'")
    corpora = f"corpora {', '.join(sorted(lacking))}" if len(lacking) > 1 else f"corpus {next(iter(lacking))}"
    return f"{_are(packages)} not installed, so the {corpora} cannot be loaded: {' && '.join(commands)}"


def _are(names: list[str]) -> str:
    """``torch is``, ``onnx and torch are``."""
    return f"{', '.join(names[:-1])} and {names[-1]} are" if len(names) > 1 else f"{names[0]} is"


def against(corpus_dir: Path, paths: list[Path], shown: int = 20) -> tuple[int, list[str]]:
    """(exit status, lines): the recorded cells of ``paths`` judged under the expectation files now."""
    from collections import Counter

    from conformance.expectations.match import expectation_for, expectations_file, judge, pipeline_signature
    from conformance.results.merge import error_line, merge

    merged = merge(paths)
    lines = [error_line(e) for e in merged.errors]
    if lines:
        return 2, lines
    files: dict[Path, list[Expectation]] = {}
    verdicts: Counter[str] = Counter()
    off = []
    for r in merged.results:
        path = expectations_file(corpus_dir / "expectations", r.cell.backend, r.corpus)
        if path not in files:
            try:
                files[path] = load_expectations(path)
            except ExpectationError as e:
                return 4, [str(e)]
        exp = expectation_for(r.cell, files[path])
        verdict, why = judge(exp, r.status, pipeline_signature(r) or r.signature, r.behind, r.stage)
        verdicts[verdict] += 1
        if verdict.blocks(xpass_ok=False):
            expected = exp.status if exp else "pass"
            off.append(f"{r.cell.id}: {verdict}: got {r.status}, expected {expected}{f' ({why})' if why else ''}")
    lines += off[:shown] + ([f"... and {len(off) - shown} more"] if len(off) > shown else [])
    counts = ", ".join(f"{n} {v}" for v, n in sorted(verdicts.items()))
    lines.append(f"{len(merged.results)} cells judged again under {corpus_dir / 'expectations'}: {counts or 'none'}")
    return (1 if off else 0), lines


def cmd_check(args: argparse.Namespace) -> int:
    from conformance.corpus import CORPUS_DIR

    corpora = tuple(args.corpus.split(",")) if args.corpus else None
    if args.against:
        status, lines = against((args.corpus_dir or CORPUS_DIR).resolve(), args.against)
    else:
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
        " that has a file; opinfo's catalog takes minutes to build the first time, saying how far it got on stderr)",
    )
    c.add_argument("--pinned", action="store_true", help="every expected failure must pin its signature")
    c.add_argument(
        "--against",
        nargs="+",
        type=Path,
        metavar="RESULTS",
        help="instead: judge the cells these results recorded (JUnit .xml, grid.json or folders) under the files"
        " as they are now, with no cell run again; exit 1 if one is not as pinned",
    )
    c.set_defaults(fn=cmd_check)
