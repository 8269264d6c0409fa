"""The sessions that run the harness inside them (releases, bisect, fuzz, perf,
bench, device-check): what each does with each conformance option, as one table, and the
pytest command line they start the harness with.

A session either honours an option (passes it to its harness runs, or takes it
as its own, said how) or refuses it in one line before anything runs: an
option a session would silently drop or override is a result that lies, e.g.
``releases --results DIR`` once wrote every version's run over the last, and
an empty merged grid, and exited 0. docs/releases.md shows this table
(``markdown_table``); a test runs it."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Handling:
    honoured: bool
    how: str  # what the session does with it, or why it refuses it


def _honours(how: str) -> Handling:
    return Handling(True, how)


def _refuses(why: str) -> Handling:
    return Handling(False, why)


PASSED = _honours("passed to each harness run")

OPTIONS = (
    "--results", "--cache-dir", "--corpus-dir", "--iree-tools", "-k", "--opt", "--dims", "--tier", "--backend",
    "--compiler-version",
)  # fmt: skip
NAMED_BY_VERSION = _refuses("each run is named by the version it installed")

TABLE: dict[str, dict[str, Handling]] = {
    "releases": {
        "--results": _honours("the merged grid's folder (as --out); each version's run in `DIR/<version>/`"),
        "--cache-dir": _honours("where versions are installed, and each run's compile cache"),
        "--corpus-dir": PASSED,
        "--iree-tools": _refuses("each version runs its own tools; --tools-root ROOT names folders of built ones"),
        "-k": PASSED,
        "--opt": PASSED,
        "--dims": PASSED,
        "--tier": PASSED,
        "--backend": PASSED,
        "--compiler-version": NAMED_BY_VERSION,
    },
    "bisect": {
        "--results": _refuses("bisect writes bisect.json into --out DIR"),
        "--cache-dir": _honours("where versions are installed, and each run's compile cache"),
        "--corpus-dir": _honours("the corpus that declares the cell"),
        "--iree-tools": _refuses("each version runs its own tools; --tools-root ROOT names folders of built ones"),
        "-k": _refuses("the cell id names the one cell it runs"),
        "--opt": _refuses("the cell id names its opt level"),
        "--dims": _refuses("the cell id names its dims variant"),
        "--tier": _refuses("it runs the full tier, where every case is"),
        "--backend": _refuses("the cell id names its backend"),
        "--compiler-version": NAMED_BY_VERSION,
    },
    "fuzz": {
        "--results": _honours("the campaign's folder (as --out): batches/, findings/, findings.md"),
        "--cache-dir": PASSED,
        "--corpus-dir": _refuses("the corpus is the generated programs, one folder per batch"),
        "--iree-tools": _honours("wheels installed by the session, or a folder passed to each run"),
        "-k": PASSED,
        "--opt": PASSED,
        "--dims": PASSED,
        "--tier": PASSED,
        "--backend": _honours("its own option: the backend of every batch"),
        "--compiler-version": PASSED,
    },
    "perf": {
        "--results": _honours("where perf.json, perf.md and perf.html go (as --out)"),
        "--cache-dir": _honours("its own option: the compile cache (default: a fresh one)"),
        "--corpus-dir": _refuses("it times the perf corpus, declared in the package"),
        "--iree-tools": _honours("wheels installed by the session (or a folder): then '--tools installed' times them"),
        "-k": _honours("its own option: only cells whose id contains it"),
        "--opt": _honours("its own option"),
        "--dims": _honours("its own option"),
        "--tier": _refuses("the perf corpus has no tiers"),
        "--backend": _honours("its own option"),
        "--compiler-version": _refuses("perf.json names each side by its tools' own version"),
    },
    "bench": {
        "--results": _honours("the cold and the warm run's results, in DIR/cold/ and DIR/warm/"),
        "--cache-dir": _refuses("it times a cold run, whose cache is a fresh one"),
        "--corpus-dir": _honours("the corpus both runs time"),
        "--iree-tools": _honours("wheels installed by the session, or a folder passed to both runs"),
        "-k": PASSED,
        "--opt": PASSED,
        "--dims": PASSED,
        "--tier": _honours("its own option (default smoke)"),
        "--backend": _honours("its own option (default llvm-cpu)"),
        "--compiler-version": PASSED,
    },
    "device-check": {
        "--results": _refuses("the archive goes to OUT, each backend's compile phase to OUT/compiled/<backend>"),
        "--cache-dir": _honours("its own option: the compile phases' cache"),
        "--corpus-dir": _refuses("it bundles the package's corpora (--corpus NAMES)"),
        "--iree-tools": _honours("wheels installed by the session: the bundles are theirs"),
        "-k": _honours("its own option: a subset of the cells"),
        "--opt": _refuses("every opt level of the tier: the device runs what the tier declares"),
        "--dims": _refuses("every dims variant of the tier: the device runs what the tier declares"),
        "--tier": _honours("its own option (default smoke)"),
        "--backend": _refuses("its own --backends B,C (default cuda,vulkan)"),
        "--compiler-version": _refuses("the bundle records its tools' own versions"),
    },
}


def _name(arg: str) -> str:
    """The option a command-line token gives: ``--opt=O2`` and ``-kadd`` name ``--opt`` and ``-k``."""
    if arg.startswith("--"):
        return arg.split("=", 1)[0]
    return arg[:2] if arg.startswith("-") else arg


def refusal(session: str, argv: Sequence[str]) -> str | None:
    """The one line that refuses the first option of ``argv`` the session does not take, or None."""
    for arg in argv:
        handling = TABLE[session].get(_name(arg))
        if handling is not None and not handling.honoured:
            return f"{session}: {_name(arg)} is not taken here: {handling.how}"
    return None


def refuse(session: str, argv: Sequence[str]) -> None:
    """Exit 2 with the one-line refusal, when ``argv`` has an option the session refuses."""
    if why := refusal(session, argv):
        print(why, file=sys.stderr)
        raise SystemExit(2)


def harness_args(args: Sequence[str]) -> list[str]:
    """The one command line of a harness run, after the interpreter (every session and command that
    starts one builds it here), with its rootdir the folder it runs from unless ``args`` name one:
    pytest infers the rootdir before it knows the plugin's options, so a bare value (``--results
    DIR``) would be taken for a test path, and the rootdir would move to a common parent of DIR."""
    rootdir = [] if any(_name(a) == "--rootdir" for a in args) else [f"--rootdir={Path(os.getcwd())}"]
    return ["-m", "pytest", "-p", "conformance.plugin.hooks", "-p", "no:cacheprovider", *rootdir, *args]


def harness_command(args: Sequence[str]) -> list[str]:
    """``harness_args`` run by this interpreter."""
    return [sys.executable, *harness_args(args)]


def markdown_table() -> str:
    """The table as docs/releases.md shows it."""
    sessions = list(TABLE)
    lines = ["| option | " + " | ".join(sessions) + " |", "|---" * (len(sessions) + 1) + "|"]
    for option in OPTIONS:
        cells = [("yes: " if h.honoured else "**refused**: ") + h.how for h in (TABLE[s][option] for s in sessions)]
        lines.append(f"| `{option}` | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"
