"""The GitHub Actions job matrix, computed from the backend profiles in ``runners/``.

    python -m conformance matrix --tier full --backends rocm,cuda --github-output "$GITHUB_OUTPUT"

prints ``{"include": [...]}``, one entry per (backend, corpus, shard), for a job's
``strategy.matrix: ${{ fromJSON(...) }}``. The workflows name no backend, no
corpus and no runner label: adding a profile or a corpus (runners/corpora.toml),
or changing a profile's labels, changes the jobs. Each corpus's tier is split
into shards by its expected cost (conformance.ci.corpora), not a fixed count.

Self-hosted runners run the code of the pull request they test. Entries for
them are left out of the matrix unless the triggering event is trusted (see
``allow_self_hosted``). A backend named in ``--disabled`` (the repository
variable ``CONFORMANCE_DISABLED_BACKENDS``: a runner pool is down) is left out
too. Every left-out backend is listed, with the reason, in the job summary and
in the ``not_run`` output, which the grid records.

The perf tier (``perf`` output): one job per backend that times the perf
corpus with repeated samples on that backend's runner; the grid job puts the
medians into the history (nightly runs only).

Compile once, run on the GPU: for each self-hosted job there is a compile
phase (``compile`` output) on a GitHub-hosted runner with the same shard; it
uploads a run bundle, and the GPU job installs the runtime only and runs it
(``run-bundle``), so the GPU machine only runs and compares.

Standard library only: the ``matrix`` nox session runs it without a virtualenv.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import sys
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from conformance.axes import TIERS
from conformance.ci.corpora import DEFAULTS, Cost, Measured, Plan, history_costs, load_plan
from conformance.profiles import Profile, load_profiles

# A maintainer adds this label to a pull request from a fork to run it on the
# self-hosted runners; it approves the commit it was added on, not later pushes.
APPROVAL_LABEL = "run-gpu"
# Events whose code comes from the repository itself, never from a fork.
TRUSTED_EVENTS = frozenset({"push", "schedule", "workflow_dispatch", "merge_group", "release"})
# The repository variable that turns backends off without a pull request.
DISABLED_VARIABLE = "CONFORMANCE_DISABLED_BACKENDS"
# Where the compile-only jobs of self-hosted backends run: a GitHub-hosted image.
COMPILE_RUNNER = ("ubuntu-latest",)
DISTRIBUTION = "iree-conformance"
MAX_JOBS = 256  # a GitHub Actions matrix makes at most this many jobs
MAX_JOB_MINUTES = 100  # a job's pytest step is cut at 100 minutes (conformance.yml)
PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"
_VERSION = re.compile(r"[0-9][0-9A-Za-z.+!-]*")
_PIN = re.compile(r"iree-base-compiler\s*==\s*(\S+)")


@dataclass(frozen=True)
class Decision:
    """Whether self-hosted runners may run this event's code, and why."""

    allowed: bool
    reason: str


def allow_self_hosted(
    event_name: str, payload: Mapping[str, Any], repository: str, label: str = APPROVAL_LABEL
) -> Decision:
    """Pull requests from the repository's own branches, trusted events, and fork
    pull requests at the moment a maintainer adds ``label`` run on self-hosted runners."""
    if event_name in TRUSTED_EVENTS:
        return Decision(True, f"{event_name} runs code of the repository")
    if event_name != "pull_request":
        return Decision(False, f"{event_name} is not an event that may run on self-hosted runners")
    pr = payload.get("pull_request") or {}
    head_repo = ((pr.get("head") or {}).get("repo") or {}).get("full_name")
    if head_repo and head_repo == repository:
        return Decision(True, "pull request from a branch of this repository")
    labels = {(entry or {}).get("name") for entry in pr.get("labels") or []}
    added = (payload.get("label") or {}).get("name")
    if payload.get("action") == "labeled" and added == label and label in labels:
        return Decision(True, f"pull request from a fork, approved by the '{label}' label")
    return Decision(False, f"pull request from a fork: a maintainer adds the '{label}' label to run it on GPU runners")


def pinned_compiler(pyproject: Path = PYPROJECT) -> str:
    """The iree-base-compiler version pinned in the 'iree' extra: from pyproject.toml
    in a checkout, else from the installed package's metadata."""
    if pyproject.is_file():
        extras = tomllib.loads(pyproject.read_text())["project"]["optional-dependencies"]
        requirements, where = extras.get("iree", []), str(pyproject)
    else:
        from importlib import metadata

        try:
            listed = metadata.requires(DISTRIBUTION) or []
        except metadata.PackageNotFoundError:
            listed = []
        requirements = [r.split(";")[0] for r in listed if re.search(r"extra\s*==\s*['\"]iree['\"]", r)]
        where = f"the installed {DISTRIBUTION} package"
    for requirement in requirements:
        m = _PIN.fullmatch(requirement.strip())
        if m:
            return m.group(1)
    raise ValueError(f"{where}: no 'iree-base-compiler==VERSION' in the 'iree' extra")


def parse_backends(text: str, known: Iterable[str], what: str = "backend") -> list[str]:
    """'all', '' or a comma/space separated list of profile names -> names, in profile order."""
    known = list(known)
    names = [n for n in re.split(r"[\s,]+", text.strip()) if n]
    if not names or names == ["all"]:
        return known
    unknown = sorted(set(names) - set(known))
    if unknown:
        raise ValueError(f"unknown {what}(s) {', '.join(unknown)}; known: {', '.join(known)}")
    return [n for n in known if n in names]


def parse_disabled(text: str, known: Iterable[str]) -> tuple[list[str], list[str]]:
    """The repository variable's value -> (known backends to leave out, unknown names).

    Names are separated by commas or spaces. An unknown name is reported, not
    fatal: a stale variable must not stop every run.
    """
    known = list(known)
    names = {n for n in re.split(r"[\s,]+", text.strip()) if n}
    return [n for n in known if n in names], sorted(names - set(known))


def parallel(profile: Profile) -> int | None:
    """Cells a job of this backend compiles at once (None: one per core). A self-hosted backend's
    compile phase runs on a hosted runner with a worker per core; its GPU job only runs."""
    return None if profile.self_hosted or profile.workers == "auto" else int(profile.workers)


def cost_runner(profile: Profile) -> str:
    """The runner class a backend's cell costs are measured on in CI: its compile phase's for a
    self-hosted backend (the GPU job only runs the bundle), else its own runner's labels."""
    return ",".join(COMPILE_RUNNER if profile.self_hosted else profile.runner_labels)


def job_cost(profile: Profile, corpus: str, plan: Plan, tier: str, measured: Measured = DEFAULTS) -> Cost:
    """What a job of this corpus on this backend costs: the history's figures where it measured them,
    else the corpus's defaults (a self-hosted backend's hosted compile phase: its compile figure)."""
    history = measured.costs.get((corpus, profile.name))
    return plan.cost(corpus, tier, compile_phase=profile.self_hosted, measured=history)


def entries(
    profile: Profile,
    corpus: str,
    plan: Plan,
    tier: str,
    compiler: str,
    job_minutes: float | None = None,
    measured: Measured = DEFAULTS,
) -> list[dict[str, Any]]:
    """The matrix entries of one corpus on one backend: one per shard, each with its expected
    cells and minutes (the cost model: corpora.Plan; a cost the history measured wins)."""
    cost = job_cost(profile, corpus, plan, tier, measured)
    count = plan.shards(corpus, tier, cost, parallel(profile), job_minutes)
    cells = math.ceil(plan.corpora[corpus].cells[tier] / count)
    return [
        {
            "backend": profile.name,
            "corpus": corpus,
            "runs_on": list(profile.runner_labels),
            "self_hosted": profile.self_hosted,
            "workers": profile.workers,
            "apt": " ".join(profile.apt_packages),
            "shard": k,
            "shards": count,
            "cells": cells,
            "minutes": round(plan.minutes(cost, cells, parallel(profile)), 1),
            "compiler": compiler,
            "artifact": results_artifact(profile.name, corpus, k, count),
            "job": job_name(profile.name, corpus, k, count),
            "core_seconds": cost.core_seconds,
            "analysis_seconds": cost.analysis_seconds,
            "cost_from": cost.source,
        }
        for k in range(1, count + 1)
    ]


# A job's results artifact: the one name the workflows upload and the PR comment reads back:
# results-<backend>.<corpus>-<k>of<n> (a backend's and a corpus's names hold dashes, never a dot).
# Another workflow that calls this one may put its own prefix before it.
_RESULTS_ARTIFACT = re.compile(r"(?:^|.*-)?results-(?P<backend>[^.]+)\.(?P<corpus>[^.]+)-(?P<k>\d+)of(?P<n>\d+)$")


def results_artifact(backend: str, corpus: str, k: int, n: int) -> str:
    return f"results-{backend}.{corpus}-{k}of{n}"


def job_name(backend: str, corpus: str, k: int, n: int) -> str:
    """A conformance job's name; its compile phase is ``compile <this>``."""
    return f"{backend} {corpus} {k}/{n}"


def parse_results_artifact(name: str) -> tuple[str, str, int, int] | None:
    """(backend, corpus, shard k, of n) of a results artifact's name, or None."""
    m = _RESULTS_ARTIFACT.match(name)
    return (m["backend"], m["corpus"], int(m["k"]), int(m["n"])) if m else None


def compile_entries(run_entries: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """A compile phase on a GitHub-hosted runner for each self-hosted job, same shard: it
    uploads a run bundle that the GPU job runs with the runtime only, and its results
    (the compile failures) as ``compiled-results-<backend>-<k>of<n>``."""
    return [
        {
            **e,
            "runs_on": list(COMPILE_RUNNER),
            "self_hosted": False,
            "workers": "auto",
            "apt": "",
            "artifact": "compiled-" + e["artifact"],
            "job": "compile " + e["job"],
        }
        for e in run_entries
        if e["self_hosted"]
    ]


def perf_entries(run_entries: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """One perf-tier job per backend of the run (its first shard's runner): the
    perf corpus timed with repeated samples, for the history (``nox -s perf -- --tools``)."""
    first = {e["backend"]: e for e in reversed(run_entries)}
    return [{**first[b], "shard": 1, "shards": 1, "artifact": f"perf-{b}", "job": f"perf {b}"} for b in sorted(first)]


def compute(
    profiles: Mapping[str, Profile],
    plan: Plan,
    tier: str,
    backends: Sequence[str],
    compiler: str,
    self_hosted: bool,
    disabled: Sequence[str] = (),
    corpora: Sequence[str] | None = None,
    measured: Measured = DEFAULTS,
) -> tuple[dict[str, list[dict[str, Any]]], list[str]]:
    """(the matrix: every corpus on every backend, shards sized by cost; the backends left out
    because self-hosted runners are not allowed). ``corpora``: the plan's, unless named.

    Backends in ``disabled`` are left out silently here; ``not_run`` says why.
    """
    if tier not in TIERS:
        raise ValueError(f"tier must be one of {', '.join(TIERS)}, got {tier!r}")
    if not _VERSION.fullmatch(compiler):
        raise ValueError(f"not a version: {compiler!r}")
    chosen = [profiles[n] for n in backends if n not in disabled]
    left_out = [p.name for p in chosen if p.self_hosted and not self_hosted]
    runs = [(p, c) for p in chosen if p.name not in left_out for c in (plan.corpora if corpora is None else corpora)]
    # Jobs of job_minutes, unless that makes more jobs than GitHub takes in one matrix: then
    # longer jobs, as few minutes longer as fit (the summary says so), up to MAX_JOB_MINUTES.
    minutes = plan.job_minutes

    costs = {(p.name, c): job_cost(p, c, plan, tier, measured) for p, c in runs}
    while sum(plan.shards(c, tier, costs[(p.name, c)], parallel(p), minutes) for p, c in runs) > MAX_JOBS:
        minutes += 1
        if minutes > MAX_JOB_MINUTES:
            raise ValueError(
                f"the {tier} tier needs more than {MAX_JOBS} jobs of up to {MAX_JOB_MINUTES} minutes"
                f" (GitHub's limit per matrix): fewer backends or corpora ({plan.source})"
            )
    include = [e for p, c in runs for e in entries(p, c, plan, tier, compiler, minutes, measured)]
    return {"include": include}, left_out


def parse_corpora(text: str, known: Iterable[str]) -> list[str]:
    """'all', '' or a comma/space separated list of corpus names -> names, in the plan's order."""
    return parse_backends(text, known, "corpus")


def not_run(left_out: Sequence[str], decision: Decision, disabled: Sequence[str]) -> list[dict[str, str]]:
    """Every backend that was asked for and is not run, with the reason: the grid records it."""
    rows = [{"backend": b, "reason": f"disabled by the repository variable {DISABLED_VARIABLE}"} for b in disabled]
    rows += [{"backend": b, "reason": decision.reason} for b in left_out]
    return rows


def summary(
    matrix: Mapping[str, list[dict[str, Any]]],
    left_out: Sequence[str],
    decision: Decision,
    disabled: Sequence[str] = (),
    compiles: Sequence[Mapping[str, Any]] = (),
    job_minutes: float = 45.0,
    measured: Measured = DEFAULTS,
) -> str:
    """Markdown for the job summary: the jobs with their expected cells and minutes (the cost
    model), the runner-minutes of the run, and the backends left out with the reason."""
    lines = [
        "### Conformance jobs",
        "",
        "| backend | corpus | shard | cells | minutes | s/cell, analyses s/job (from) | runs on | workers |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for e in matrix["include"]:
        lines.append(
            f"| {e['backend']} | {e['corpus']} | {e['shard']}/{e['shards']} | {e['cells']} | {e['minutes']} |"
            f" {e['core_seconds']:g}, {e['analysis_seconds']:g} ({e['cost_from']}) | {', '.join(e['runs_on'])}"
            f" | {e['workers']} |"
        )
    jobs = matrix["include"]
    hosted = sum(e["minutes"] for e in jobs if not e["self_hosted"]) + sum(e["minutes"] for e in compiles)
    gpu = sum(1 for e in jobs if e["self_hosted"])
    lines += [
        "",
        f"Expected (runners/corpora.toml): {len(jobs) + len(compiles)} jobs, {hosted:,.0f} minutes on hosted runners"
        + (f" (with {len(compiles)} compile phases of GPU jobs); {gpu} GPU jobs run their bundles" if gpu else "")
        + ".",
    ]
    from_history = sum(1 for e in jobs if e["cost_from"] != "default")
    lines += [
        "",
        f"Costs per cell: {from_history} of {len(jobs)} jobs from the history's run of {measured.date[:10]}"
        if measured.date
        else "Costs per cell: runners/corpora.toml's defaults (measured on a 2-core machine, docs/ci.md).",
        *(f"- {note}" for note in measured.notes),
    ]
    longest = max((e["minutes"] for e in jobs), default=0.0)
    if longest > job_minutes:
        lines += [
            "",
            f"Jobs of up to {longest:.0f} minutes, past the {job_minutes:.0f}-minute target: at that target the"
            f" run would need more than {MAX_JOBS} jobs, GitHub's limit for one matrix.",
        ]
    if left_out:
        lines += ["", f"Not run: {', '.join(left_out)} ({decision.reason})."]
    if disabled:
        lines += ["", f"Not run: {', '.join(disabled)} (disabled by the repository variable {DISABLED_VARIABLE})."]
    return "\n".join(lines) + "\n"


def _event() -> tuple[str, dict[str, Any], str]:
    path = os.environ.get("GITHUB_EVENT_PATH")
    payload = json.loads(Path(path).read_text()) if path and Path(path).is_file() else {}
    return os.environ.get("GITHUB_EVENT_NAME", ""), payload, os.environ.get("GITHUB_REPOSITORY", "")


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="python -m conformance matrix", description=__doc__.split("\n\n")[0])
    ap.add_argument("--tier", default="smoke", choices=TIERS)
    ap.add_argument("--backends", default="all", help="'all' or profile names, comma-separated")
    ap.add_argument("--corpora", default="all", help="'all' or corpus names of runners/corpora.toml, comma-separated")
    ap.add_argument("--compiler", default="", help="candidate iree-base-compiler/runtime version (default: the pin)")
    ap.add_argument(
        "--self-hosted",
        choices=("auto", "yes", "no"),
        default="auto",
        help="include self-hosted backends; auto: decide from the GitHub event (default)",
    )
    ap.add_argument(
        "--disabled",
        default=os.environ.get(DISABLED_VARIABLE, ""),
        help=f"backends not to run, comma-separated (default: ${DISABLED_VARIABLE})",
    )
    ap.add_argument(
        "--github-output",
        type=Path,
        help="append matrix=, count=, compile=, compile_count=, perf=, perf_count=, not_run=, compiler= to this file",
    )
    ap.add_argument("--summary", type=Path, help="append the job table to this file (GITHUB_STEP_SUMMARY)")
    ap.add_argument(
        "--history",
        type=Path,
        help="the pass-rate history (history.jsonl): its last run's costs per cell size the shards",
    )
    return ap


def _self_hosted(choice: str) -> Decision:
    """Whether self-hosted backends run: the GitHub event decides, unless told."""
    if choice != "auto":
        return Decision(choice == "yes", f"--self-hosted {choice}")
    event_name, payload, repository = _event()
    return (
        allow_self_hosted(event_name, payload, repository)
        if event_name
        else Decision(True, "not running in GitHub Actions")
    )


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)

    decision = _self_hosted(args.self_hosted)
    try:
        profiles, plan = load_profiles(), load_plan()
        compiler = args.compiler.strip() or pinned_compiler()
        backends = parse_backends(args.backends, profiles)
        corpora = parse_corpora(args.corpora, plan.corpora)
        disabled, unknown = parse_disabled(args.disabled, backends)
        measured = history_costs(args.history, {name: cost_runner(p) for name, p in profiles.items()})
        matrix, left_out = compute(
            profiles, plan, args.tier, backends, compiler, decision.allowed, disabled, corpora, measured
        )
    except ValueError as e:
        print(f"matrix: {e}", file=sys.stderr)
        return 2
    if unknown:
        print(f"matrix: {DISABLED_VARIABLE} names unknown backend(s) {', '.join(unknown)}", file=sys.stderr)
    text = json.dumps(matrix, separators=(",", ":"))
    print(text)
    if args.github_output:
        compiles = {"include": compile_entries(matrix["include"])}
        perf = {"include": perf_entries(matrix["include"])}
        skipped = not_run(left_out, decision, disabled)
        for row in skipped:  # an annotation on the run, beside the job summary's note
            print(f"::warning::Not run: {row['backend']} ({row['reason']}).")
        with args.github_output.open("a") as f:
            f.write(
                f"matrix={text}\ncount={len(matrix['include'])}\n"
                f"compile={json.dumps(compiles, separators=(',', ':'))}\ncompile_count={len(compiles['include'])}\n"
                f"perf={json.dumps(perf, separators=(',', ':'))}\nperf_count={len(perf['include'])}\n"
                f"not_run={json.dumps(skipped, separators=(',', ':'))}\ncompiler={compiler}\n"
            )
    if args.summary:
        with args.summary.open("a") as f:
            compiles_ = compile_entries(matrix["include"])
            f.write(summary(matrix, left_out, decision, disabled, compiles_, plan.job_minutes, measured))
    return 0


if __name__ == "__main__":
    sys.exit(main())
