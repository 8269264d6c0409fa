"""Sessions (``nox -l`` lists them all, each with its docstring): one conformance
session per backend profile in runners/, the harness's own tests and lint, and
thin wrappers over the package's commands (matrix, bench, perf, accuracy,
releases, ...). Arguments after ``--`` go to pytest or to the command, e.g.

    nox -s conformance-llvm-cpu -- --opt O3 --dims mixed --tier full -k topk
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import nox

sys.path.insert(0, str(Path(__file__).parent))
from conformance.pipeline.tools import TOOLS_ENV, TORCH_INDEX
from conformance.profiles import Profile, load_profiles
from conformance.wrapped import harness_args

nox.options.reuse_venv = "yes"
nox.options.sessions = ["tests", "lint"]

ROOT = Path(__file__).resolve().parent
CORPUS = "conformance/corpus"


def _corpus_dir(args: list[str]) -> str:
    """The folder pytest collects: the built-in corpus unless --corpus-dir names another."""
    for i, a in enumerate(args):
        if a == "--corpus-dir" and i + 1 < len(args):
            return args[i + 1]
        if a.startswith("--corpus-dir="):
            return a.split("=", 1)[1]
    return CORPUS


def _split_tools_arg(args: list[str]) -> tuple[str | None, list[str]]:
    """Take --iree-tools out of pytest's arguments when it names wheels."""
    source, rest, it = os.environ.get(TOOLS_ENV), [], iter(args)
    for a in it:
        if a == "--iree-tools":
            source = next(it, None)
        elif a.startswith("--iree-tools="):
            source = a.split("=", 1)[1]
        else:
            rest.append(a)
    return source, rest


def _wheels(source: str | None) -> list[str]:
    if not source:
        return []
    p = Path(source)
    return [str(p)] if p.suffix == ".whl" else sorted(str(w) for w in p.glob("*.whl")) if p.is_dir() else []


# torch (the reference, eager PyTorch on the CPU) comes from the PyTorch CPU
# index, and only torch: PyPI's torch==2.13.0 is the CUDA build with several GB
# of packages. Installed alone and without its dependencies, so no other
# package is ever taken from that index (one index for everything lets pip
# pick the highest version of any name across both: dependency confusion).
# Its dependencies then come from PyPI. Another index (a mirror):
# CONFORMANCE_TORCH_INDEX. The pins live in pyproject.toml's extras.
EXTRAS = nox.project.load_toml(Path(__file__).parent / "pyproject.toml")["project"]["optional-dependencies"]
(TORCH,) = EXTRAS["torch"]


def install(session: nox.Session, *extras: str, tools_source: str | None = None) -> None:
    session.install("--no-deps", "--index-url", TORCH_INDEX, TORCH)
    session.install(TORCH)  # already there: pulls only its dependencies, from PyPI
    wheels = _wheels(tools_source)
    if wheels:  # a compiler PR's wheels replace the released packages
        session.install(*wheels)
        session.install("-e", f".[{','.join(('frontends', *extras))}]")
    else:
        session.install("-e", f".[{','.join(('iree', 'frontends', *extras))}]")


def install_tools_arg(session: nox.Session) -> tuple[list[str], dict[str, str]]:
    """Install, taking --iree-tools out of the session's arguments: wheels go
    into its venv; a folder of built tools is passed on in $CONFORMANCE_IREE_TOOLS.
    The remaining arguments, and the environment to run with."""
    source, args = _split_tools_arg(list(session.posargs))
    install(session, tools_source=source)
    return args, ({TOOLS_ENV: str(Path(source).resolve())} if source and not _wheels(source) else {})


def _conformance(profile: Profile) -> None:
    @nox.session(name=f"conformance-{profile.name}")
    def session(session: nox.Session) -> None:
        args, env = install_tools_arg(session)
        session.run(
            "python",
            # The one harness command line (conformance.wrapped), its rootdir the project's.
            *harness_args(
                [_corpus_dir(args), f"--rootdir={ROOT}", f"--backend={profile.name}", f"-n={profile.workers}"]
            ),
            "-q",
            "-rfE",
            *args,
            env=env,
            # On SIGINT (CI's `timeout` on a hang) pytest writes the JUnit file and grid of what it finished.
            interrupt_timeout=120.0,
        )

    session.__doc__ = f"Conformance matrix on {profile.name}: {profile.description}."


for _profile in load_profiles().values():
    _conformance(_profile)


def _results_session(name: str, doc: str, needs_corpus: bool = False) -> None:
    """A session that runs ``python -m conformance <name>`` on results files."""

    @nox.session(name=name)
    def session(session: nox.Session) -> None:
        if needs_corpus:  # loading the corpus imports torch
            install(session)
        else:
            session.install("-e", ".")
        session.run("python", "-m", "conformance", name, *session.posargs)

    session.__doc__ = doc


_results_session("grid", "Merge JUnit files from any runners into results/grid.{json,md,html}: -- DIR_OR_FILE...")
_results_session("gate", "Compare with a baseline; exit 1 on regressions: -- --baseline A --current B")
_results_session("update-expectations", "Rewrite expectation files from results: -- RESULTS...", needs_corpus=True)
_results_session("localize", "Where mismatch cells go wrong, into results: -- RESULTS CELL_ID...", needs_corpus=True)
_results_session("reduce", "Failing pass, opt switch, reduced repro of cells: -- RESULTS CELL_ID...", needs_corpus=True)


@nox.session
def tests(session: nox.Session) -> None:
    """The harness's own tests (real iree-compile, runtime and torch)."""
    install(session, "test")
    # Two workers on two cores: torch's own thread pool in each would spin beside the other worker's compiles.
    env = {"OMP_NUM_THREADS": "1"}
    # Tests go out one at a time, in collection order: the slow ones first (see tests/conftest.py). Tests that
    # share a costly fixture build it once under a lock (tests/harness.py built_once), not by --dist=loadgroup,
    # which with pytest 9.2 no longer groups (pytest-xdist #1386).
    session.run("pytest", "tests", "-n=2", "--maxschedchunk=1", "-q", "--durations=20", *session.posargs, env=env)


@nox.session
def lint(session: nox.Session) -> None:
    """ruff and mypy over the project; actionlint and zizmor over .github/; shellcheck over runners/*.sh."""
    install(session, "test", "lint")  # mypy reads the types of torch, numpy and the test tools
    session.run("ruff", "check", ".")
    session.run("ruff", "format", "--check", ".")
    session.run("mypy")
    session.run("actionlint", *sorted(str(p) for p in Path(".github/workflows").glob("*.y*ml")))
    session.run("zizmor", "--offline", ".github")
    session.run("shellcheck", *sorted(str(p) for p in Path("runners").glob("*.sh")))


@nox.session(venv_backend="none")
def matrix(session: nox.Session) -> None:
    """The CI job matrix as JSON, from the backend profiles: -- --tier full --backends all [--github-output F]."""
    session.run(sys.executable, "-m", "conformance.ci.matrix", *session.posargs, external=True)


@nox.session
def bench(session: nox.Session) -> None:
    """Cold and warm wall time, cells per minute and harness overhead on llvm-cpu."""
    args, env = install_tools_arg(session)
    session.run("python", "-m", "conformance", "bench", *args, env=env)


@nox.session
def perf(session: nox.Session) -> None:
    """A/B of two compilers on the perf corpus, interleaved: -- --baseline-tools A --candidate-tools B [--out DIR];
    one build's samples (history, stored baseline of the gate): -- --tools X; -- --iree-tools WHEELS --tools installed
    times a candidate's wheels."""
    args, env = install_tools_arg(session)
    session.run("python", "-m", "conformance", "perf", *args, env=env)


@nox.session
def accuracy(session: nox.Session) -> None:
    """IREE's elementwise math against float64, in ULPs per op, dtype and backend: -- [--backend llvm-cpu,vulkan]
    [--dtypes f32,f16,bf16] [--ops tanh,...] [--iree-tools DIR]; results/accuracy/accuracy.{json,md}."""
    args, env = install_tools_arg(session)
    session.run("python", "-m", "conformance", "accuracy", *args, env=env)


@nox.session(name="device-check")
def device_check(session: nox.Session) -> None:
    """A borrowed GPU machine's check, prepared here: -- OUT [--backends cuda,vulkan] [--python 3.12];
    OUT/device-check.tar.xz holds the run bundles, the runtime's wheels and run.sh (docs/ci.md)."""
    args, env = install_tools_arg(session)
    session.run("python", "-m", "conformance", "device-check", *args, env=env)


@nox.session(name="bench-onnx")
def bench_onnx(session: nox.Session) -> None:
    """onnx-node on llvm-cpu, cold: the harness against a plain compile-then-run pytest: -- [--sample N]."""
    install(session)
    session.run("python", "-m", "conformance", "bench-onnx", *session.posargs)


@nox.session
def releases(session: nox.Session) -> None:
    """The matrix across compiler versions, one cached install each: -- [--versions A,B | --last N]
    [--index URL | --find-links DIR | --tools-root DIR] [conformance options]; grid in results/releases/
    (--results DIR); which conformance options each session takes: docs/releases.md."""
    install(session)
    session.run("python", "-m", "conformance", "releases", "matrix", *session.posargs)


@nox.session
def bisect(session: nox.Session) -> None:
    """The first version at which a cell fails: -- CELL_ID --good VERSION --bad VERSION
    [--index URL | --find-links DIR | --tools-root DIR]; writes results/bisect/bisect.json."""
    install(session)
    session.run("python", "-m", "conformance", "releases", "bisect", *session.posargs)


@nox.session
def fuzz(session: nox.Session) -> None:
    """Generated programs through the matrix, failures kept as findings: -- --budget SECONDS --seed N
    [--backend B] [--batch K] [--iree-tools DIR] [conformance options]; results/fuzz/findings.md."""
    args, env = install_tools_arg(session)
    session.run("python", "-m", "conformance", "fuzz", *args, env=env)
