"""The GitHub workflows and the backend profiles agree: the jobs come from
``nox -s matrix`` (computed from runners/*.toml), the workflows name no backend
and no runner label, and the security properties hold."""

from __future__ import annotations

import fnmatch
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from conformance.ci import matrix as ci_matrix
from conformance.ci.corpora import CorporaError, load_plan
from conformance.profiles import ProfileError, load_profile, load_profiles
from tests import gha_expr as gha

ROOT = Path(__file__).resolve().parent.parent
WORKFLOWS = ROOT / ".github" / "workflows"
REUSABLE = "conformance.yml"
# Labels every self-hosted Linux runner carries; they name no backend.
GENERIC_LABELS = {"self-hosted", "linux", "x64", "arm64"}
PINNED = re.compile(r"^\s*(?:-\s+)?uses:\s*([\w.-]+/[\w./-]+)@([0-9a-f]{40}) # v\d", re.MULTILINE)
USES = re.compile(r"^\s*(?:-\s+)?uses:\s*(\S+)", re.MULTILINE)
# Every job that may write, with exactly what it may write. None runs code of a pull request.
WRITERS = {
    ("publish-baseline.yml", "publish", (("actions", "read"), ("contents", "write"))),
    ("nightly.yml", "data", (("contents", "write"),)),
    ("pr-comment.yml", "comment", (("actions", "read"), ("contents", "read"), ("pull-requests", "write"))),
}


def _load(name: str) -> dict[str, Any]:
    return yaml.safe_load((WORKFLOWS / name).read_text())


def _on(workflow: dict[Any, Any]) -> dict[str, Any]:
    on: Any = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true
    return on if isinstance(on, dict) else {e: None for e in ([on] if isinstance(on, str) else on)}


def _workflows() -> dict[str, dict[str, Any]]:
    files = sorted(WORKFLOWS.glob("*.yml"))
    assert files, "no workflows"
    return {f.name: _load(f.name) for f in files}


def _steps(job: dict[str, Any]) -> list[dict[str, Any]]:
    return job.get("steps", [])


def _run_matrix(*args: str, runners: Path | None = None) -> dict[str, Any]:
    """``nox -s matrix`` as CI runs it, outside GitHub (no event to judge)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("GITHUB_")}
    if runners:
        env["CONFORMANCE_RUNNERS"] = str(runners)
    out = subprocess.run(
        [sys.executable, "-m", "nox", "-s", "matrix", "--", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
    assert len(lines) == 1, out.stdout
    return json.loads(lines[0])


# --- the matrix comes from the profiles -------------------------------------------------------------------------


def test_conformance_jobs_read_the_matrix_session_with_fromjson() -> None:
    wf = _load(REUSABLE)
    jobs = wf["jobs"]
    producers = [
        (name, step)
        for name, job in jobs.items()
        for step in _steps(job)
        if "nox -s matrix" in step.get("run", "") and "$GITHUB_OUTPUT" in step.get("run", "")
    ]
    assert len(producers) == 1, "one job computes the matrix with nox -s matrix"
    matrix_job, step = producers[0]
    assert jobs[matrix_job]["outputs"]["matrix"] == f"${{{{ steps.{step['id']}.outputs.matrix }}}}"

    runners = [name for name, job in jobs.items() if any("nox -s" in s.get("run", "") for s in _steps(job))]
    backend_jobs = [n for n in runners if any("conformance-$BACKEND" in s.get("run", "") for s in _steps(jobs[n]))]
    # The compile-only jobs of self-hosted backends, then the jobs that run (and compare) every backend.
    assert backend_jobs == ["compile", "conformance"]
    assert jobs[matrix_job]["outputs"]["compile"] == f"${{{{ steps.{step['id']}.outputs.compile }}}}"
    for name, output in (("conformance", "matrix"), ("compile", "compile")):
        job = jobs[name]
        assert job["strategy"]["matrix"] == f"${{{{ fromJSON(needs.{matrix_job}.outputs.{output}) }}}}"
        assert job["runs-on"] == "${{ matrix.runs_on }}"
        run_step = next(s for s in _steps(job) if "conformance-$BACKEND" in s.get("run", ""))
        assert run_step["env"]["BACKEND"] == "${{ matrix.backend }}"
        assert run_step["env"]["SHARD"] == "${{ matrix.shard }}/${{ matrix.shards }}"
        assert run_step["env"]["CORPUS"] == "${{ matrix.corpus }}" and '--corpus "$CORPUS"' in run_step["run"]


def test_every_matrix_field_the_workflow_reads_is_computed() -> None:
    text = (WORKFLOWS / REUSABLE).read_text()
    read = set(re.findall(r"(?<![\w.])matrix\.(\w+)", text))
    entry = ci_matrix.entries(next(iter(load_profiles().values())), "builtin", load_plan(), "full", "1.0")[0]
    assert read, "the workflow reads the matrix"
    assert read <= set(entry), f"read but not computed: {sorted(read - set(entry))}"


def test_callers_run_the_conformance_jobs_through_the_reusable_workflow() -> None:
    for name in ("pr.yml", "nightly.yml", "release-gate.yml"):
        jobs = _load(name)["jobs"]
        calls = [j for j in jobs.values() if str(j.get("uses", "")).endswith(f".github/workflows/{REUSABLE}")]
        assert len(calls) == 1, name
    for name, wf in _workflows().items():
        if name != REUSABLE:
            assert "nox -s conformance-" not in (WORKFLOWS / name).read_text(), name
            for job in wf["jobs"].values():
                assert "strategy" not in job, f"{name}: a matrix outside {REUSABLE}"


def test_workflows_name_no_backend_and_no_label_the_profiles_own() -> None:
    profiles = load_profiles()
    owned = {p.name for p in profiles.values()} | {
        label for p in profiles.values() for label in p.runner_labels if label not in GENERIC_LABELS
    }
    assert "gfx942" in owned and "rocm" in owned
    for f in sorted(WORKFLOWS.glob("*.yml")):
        text = f.read_text()
        for word in owned:
            assert not re.search(rf"(?<![\w.-]){re.escape(word)}(?![\w.-])", text), f"{f.name} names '{word}'"


def test_matrix_session_prints_the_profiles_and_the_corpora() -> None:
    profiles, plan = load_profiles(), load_plan()
    full = _run_matrix("--tier", "full", "--self-hosted", "yes")["include"]
    for p in profiles.values():
        mine = [e for e in full if e["backend"] == p.name]
        assert [(e["corpus"], e["shard"]) for e in mine] == [
            (c, k) for c in plan.corpora for k in range(1, next(e["shards"] for e in mine if e["corpus"] == c) + 1)
        ]
        assert {tuple(e["runs_on"]) for e in mine} == {p.runner_labels}
        assert {e["workers"] for e in mine} == {p.workers}
        assert {e["self_hosted"] for e in mine} == {p.self_hosted}
        assert {e["apt"] for e in mine} == {" ".join(p.apt_packages)}
    smoke = _run_matrix("--tier", "smoke", "--self-hosted", "yes")["include"]
    assert {(e["backend"], e["corpus"]) for e in smoke} == {(p, c) for p in profiles for c in plan.corpora}


def test_changing_a_profile_changes_the_matrix_and_no_workflow(tmp_path: Path) -> None:
    workflows_before = {f.name: f.read_text() for f in WORKFLOWS.glob("*.yml")}
    before = _run_matrix("--tier", "full", "--backends", "rocm", "--self-hosted", "yes")["include"]

    runners = tmp_path / "runners"
    runners.mkdir()
    for f in (ROOT / "runners").glob("*.toml"):
        shutil.copy(f, runners / f.name)
    rocm = runners / "rocm.toml"
    text = rocm.read_text()
    text = re.sub(r"(?m)^runner_labels = .*$", 'runner_labels = ["self-hosted", "linux", "x64", "mi325x-pool"]', text)
    rocm.write_text(text)
    # The shards come from the corpus's cost: builtin's compile phase (rocm is self-hosted) at 10 core-seconds a
    # cell is 2760 x 10 / 4 cores: 115 minutes, and its job's start and analyses: three jobs of 45 minutes.
    corpora = runners / "corpora.toml"
    builtin_compile = r"(?ms)(\[corpus\.builtin\].*?compile_seconds = )[0-9.]+"
    corpora.write_text(re.sub(builtin_compile, r"\g<1>10", corpora.read_text()))
    (runners / "metal.toml").write_text(
        (runners / "llvm-cpu.toml").read_text().replace('name = "llvm-cpu"', 'name = "metal"')
    )

    after = _run_matrix("--tier", "full", "--backends", "rocm", "--self-hosted", "yes", runners=runners)["include"]
    assert after != before
    after = [e for e in after if e["corpus"] == "builtin"]
    assert [e["runs_on"] for e in after] == [["self-hosted", "linux", "x64", "mi325x-pool"]] * 3
    assert [f"{e['shard']}/{e['shards']}" for e in after] == ["1/3", "2/3", "3/3"]
    everything = _run_matrix("--tier", "smoke", "--self-hosted", "yes", runners=runners)["include"]
    assert "metal" in {e["backend"] for e in everything}
    assert {f.name: f.read_text() for f in WORKFLOWS.glob("*.yml")} == workflows_before
    # No workflow needs a change: the conformance job's matrix, as GitHub evaluates it from the matrix
    # session's output, is the new one, and no workflow names the new backend or label.
    expr = _load(REUSABLE)["jobs"]["conformance"]["strategy"]["matrix"]
    producer = re.fullmatch(r"\$\{\{ fromJSON\(needs\.([\w-]+)\.outputs\.matrix\) \}\}", expr)
    assert producer, expr
    needs = {producer.group(1): {"outputs": {"matrix": json.dumps({"include": everything})}}}
    jobs = gha.evaluate(expr, {"needs": needs})["include"]
    assert jobs == everything
    assert ["self-hosted", "linux", "x64", "mi325x-pool"] in [e["runs_on"] for e in jobs]
    for text in workflows_before.values():
        assert "metal" not in text and "mi325x-pool" not in text


def test_matrix_session_writes_github_outputs(tmp_path: Path) -> None:
    out, summary = tmp_path / "out", tmp_path / "summary.md"
    printed = _run_matrix(
        "--tier", "smoke", "--self-hosted", "no", "--github-output", str(out), "--summary", str(summary)
    )
    values = dict(line.split("=", 1) for line in out.read_text().splitlines())
    assert json.loads(values["matrix"]) == printed
    assert int(values["count"]) == len(printed["include"]) > 0
    assert values["compiler"] == ci_matrix.pinned_compiler()
    left_out = sorted(p.name for p in load_profiles().values() if p.self_hosted)
    assert left_out, "the profiles have self-hosted backends"
    assert f"Not run: {', '.join(left_out)}" in summary.read_text()
    assert {e["backend"] for e in printed["include"]}.isdisjoint(left_out)


# --- ci.matrix: pure functions -----------------------------------------------------------------------------------


def _pr(action: str, head: str | None, labels: list[str], added: str | None = None) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "action": action,
        "pull_request": {
            "head": {"repo": {"full_name": head} if head else None},
            "labels": [{"name": n} for n in labels],
        },
    }
    if added:
        payload["label"] = {"name": added}
    return payload


@pytest.mark.parametrize(
    ("event", "payload", "allowed"),
    [
        ("pull_request", _pr("opened", "org/repo", []), True),
        ("pull_request", _pr("synchronize", "org/repo", []), True),
        ("pull_request", _pr("opened", "someone/repo", []), False),
        ("pull_request", _pr("labeled", "someone/repo", ["run-gpu"], added="run-gpu"), True),
        # the label approves one commit: a push after it runs without the GPU jobs
        ("pull_request", _pr("synchronize", "someone/repo", ["run-gpu"]), False),
        ("pull_request", _pr("labeled", "someone/repo", ["run-gpu", "docs"], added="docs"), False),
        ("pull_request", _pr("labeled", "someone/repo", [], added="run-gpu"), False),  # removed again since
        ("pull_request", _pr("opened", None, []), False),  # the fork is gone
        ("pull_request_target", _pr("labeled", "someone/repo", ["run-gpu"], added="run-gpu"), False),
        ("issue_comment", {}, False),
        ("schedule", {}, True),
        ("workflow_dispatch", {}, True),
        ("push", {}, True),
    ],
)
def test_who_may_use_self_hosted_runners(event: str, payload: dict[str, Any], allowed: bool) -> None:
    decision = ci_matrix.allow_self_hosted(event, payload, "org/repo")
    assert decision.allowed is allowed, decision.reason


def test_untrusted_matrix_leaves_out_every_non_hosted_label(tmp_path: Path) -> None:
    # A profile cannot slip onto a GPU machine by dropping the 'self-hosted' label.
    (tmp_path / "sneaky.toml").write_text(
        (ROOT / "runners" / "rocm.toml")
        .read_text()
        .replace('name = "rocm"', 'name = "sneaky"')
        .replace('"self-hosted", "linux", "x64", "gfx942"', '"gfx942"')
    )
    shutil.copy(ROOT / "runners" / "llvm-cpu.toml", tmp_path / "llvm-cpu.toml")
    profiles = load_profiles(tmp_path)
    assert profiles["sneaky"].self_hosted and not profiles["llvm-cpu"].self_hosted
    matrix, left_out = ci_matrix.compute(profiles, load_plan(), "full", list(profiles), "3.13.0", self_hosted=False)
    assert left_out == ["sneaky"]
    assert {e["backend"] for e in matrix["include"]} == {"llvm-cpu"}


def test_compute_sizes_each_corpus_by_its_cost() -> None:
    profiles, plan = load_profiles(), load_plan()
    # One backend: every job of a corpus a fair share of it, none expected past job_minutes.
    alone, _ = ci_matrix.compute(profiles, plan, "full", ["llvm-cpu"], "3.13.0", self_hosted=True)
    assert [(e["corpus"], e["shards"]) for e in alone["include"] if e["shard"] == 1] == [
        (c, plan.shards(c, "full", ci_matrix.job_cost(profiles["llvm-cpu"], c, plan, "full"))) for c in plan.corpora
    ]
    assert all(e["minutes"] <= plan.job_minutes for e in alone["include"])
    assert max(e["shards"] for e in alone["include"]) > 1, "a costly corpus is split"
    # A backend with one worker (vulkan on lavapipe) is four times the jobs of one with a worker per core.
    vulkan, _ = ci_matrix.compute(profiles, plan, "full", ["vulkan"], "3.13.0", self_hosted=True)
    assert len(vulkan["include"]) > 3 * len(alone["include"])
    smoke, _ = ci_matrix.compute(profiles, plan, "smoke", list(profiles), "3.13.0", self_hosted=True)
    full, _ = ci_matrix.compute(profiles, plan, "full", list(profiles), "3.13.0", self_hosted=True)
    # Every backend at full: the shortest jobs (45 minutes, or longer where that is more jobs than GitHub takes).
    fits = next(
        m
        for m in range(int(plan.job_minutes), ci_matrix.MAX_JOB_MINUTES + 1)
        if sum(
            plan.shards(c, "full", ci_matrix.job_cost(p, c, plan, "full"), ci_matrix.parallel(p), m)
            for p in profiles.values()
            for c in plan.corpora
        )
        <= ci_matrix.MAX_JOBS
    )
    assert fits >= plan.job_minutes and len(full["include"]) <= ci_matrix.MAX_JOBS
    for tier, matrix, limit in (("smoke", smoke, plan.job_minutes), ("full", full, fits)):
        assert {(e["backend"], e["corpus"]) for e in matrix["include"]} == {
            (b, c) for b in profiles for c in plan.corpora
        }
        for e in matrix["include"]:
            assert e["minutes"] <= limit and e["cells"] * e["shards"] >= plan.corpora[e["corpus"]].cells[tier]
        artifacts = [e["artifact"] for e in matrix["include"]]
        assert len(set(artifacts)) == len(artifacts), "one artifact per job"
        assert [ci_matrix.parse_results_artifact(a) for a in artifacts] == [
            (e["backend"], e["corpus"], e["shard"], e["shards"]) for e in matrix["include"]
        ]
    assert {e["corpus"] for e in full["include"]} == set(plan.corpora) == {"builtin", "onnx-node", "opinfo", "hf"}
    only, _ = ci_matrix.compute(profiles, plan, "smoke", ["llvm-cpu"], "3.13.0", True, corpora=["hf"])
    assert [(e["backend"], e["corpus"]) for e in only["include"]] == [("llvm-cpu", "hf")]


def test_a_tier_past_githubs_job_limit_runs_in_the_fewest_longer_jobs_and_says_so(tmp_path: Path) -> None:
    (tmp_path / "corpora.toml").write_text(
        "runner_cores = 4\njob_minutes = 45\n[corpus.big]\ncells = { smoke = 1, full = 1000000 }\ncore_seconds = 3.0\n"
    )
    plan, profiles = load_plan(tmp_path), load_profiles()
    matrix, left = ci_matrix.compute(profiles, plan, "full", ["llvm-cpu"], "3.13.0", True)
    jobs = matrix["include"]
    # 1,000,000 cells x 3 s / 4 cores is 12,500 minutes: 278 jobs of 45 minutes, past GitHub's 256 a matrix.
    assert len(jobs) <= ci_matrix.MAX_JOBS
    assert 45 < max(e["minutes"] for e in jobs) <= ci_matrix.MAX_JOB_MINUTES
    text = ci_matrix.summary(matrix, left, ci_matrix.Decision(True, ""))
    assert "past the 45-minute target" in text and f"more than {ci_matrix.MAX_JOBS} jobs" in text


def test_a_jobs_expected_minutes_are_its_start_its_cells_and_its_analyses(tmp_path: Path) -> None:
    """A job costs its own start (collection, a cold catalog), its cells, and what its analyses spend
    (a run's budget, whatever its cells): shards are the fewest whose jobs each fit; a tier's own
    figures and a GPU backend's compile phase's are used where the file gives them."""
    (tmp_path / "corpora.toml").write_text(
        "runner_cores = 4\njob_minutes = 45\n[corpus.c]\ncells = { smoke = 100, full = 10000 }\n"
        "core_seconds = { smoke = 1.0, full = 2.0 }\ncompile_seconds = 0.5\n"
        "analysis_seconds = { smoke = 0, full = 600 }\njob_seconds = 120\n"
    )
    plan = load_plan(tmp_path)
    full, smoke = plan.cost("c", "full"), plan.cost("c", "smoke")
    assert (full.core_seconds, full.analysis_seconds, full.job_seconds) == (2.0, 600.0, 120.0)
    assert plan.minutes(smoke, 100) == (120 + 100 * 1.0 / 4) / 60
    assert plan.minutes(full, 1000, parallel=2) == (120 + (1000 * 2.0 + 600) / 2) / 60
    # Per job: (45 min - 120 s) x 4 cores - 600 s of analyses = 9720 core-seconds, 4860 cells of 2 s.
    assert plan.shards("c", "full", full) == 3 and plan.minutes(full, 3334) <= 45 < plan.minutes(full, 4861)
    assert plan.cost("c", "full", compile_phase=True).core_seconds == 0.5
    # A job whose own costs leave no room for a cell: one cell a job, never a division by zero.
    assert plan.shards("c", "full", full, job_minutes=2) == 10000


def test_the_historys_measured_costs_size_the_shards_and_the_summary_says_where_each_came_from(
    tmp_path: Path,
) -> None:
    """The last nightly's durations per cell, where measured on the runner class the matrix uses now,
    replace a corpus's default cost; another class, too few cells or no history keep the default, said.
    The analyses' seconds are kept apart, per job: they spend a run's budget, whatever its cells."""
    from conformance.ci.corpora import Cost, history_costs
    from conformance.results.history import costs

    profiles, plan = load_profiles(), load_plan()
    runners = {name: ci_matrix.cost_runner(p) for name, p in profiles.items()}
    stages = {"compile": 6.0, "run": 0.4}
    cell = {"backend": "llvm-cpu", "corpus": "builtin", "status": "pass", "durations": stages, "origin": "shard1.xml"}
    analyzed = {**cell, "status": "fail-compile", "durations": {**stages, "reduce": 50.0}}
    shards = [
        {**c, "origin": f"shard{k}.xml"}
        for k, c in ((1, analyzed), (2, analyzed), (1, {**cell, "durations": {**stages, "behind": 10.0}}))
    ]
    grid_cells = (
        [cell] * 27
        + shards
        + [
            {**cell, "cached": ["import", "compile"]},  # compiled by an earlier run: not what a cold cell costs
            {**cell, "status": "skip", "durations": {}},  # declared and not run: a cell of no cost, counted
            {**cell, "status": "skip", "cached": ["import"]},  # a GPU compile phase's: compiled, import a mate's
            {**cell, "corpus": "opinfo"},  # too few to replace a default
            {**cell, "corpus": "hf", "backend": "rocm"},
        ]
    )
    measured = costs(grid_cells, runners)
    assert measured["builtin"]["llvm-cpu"] == {
        "cells": 32,
        "core_seconds": 6.2,  # 31 cells of 6.4 s and one of none
        "analysis_seconds": 55.0,  # 110 s of analyses over 2 jobs
        "runner": runners["llvm-cpu"],
    }
    measured["hf"]["rocm"]["runner"] = "self-hosted,a-bigger-machine"  # another machine class
    history = tmp_path / "history.jsonl"
    older = {"date": "2026-11-20T00:00:00+00:00", "costs": {"builtin": {"llvm-cpu": {"cells": 99, "core_seconds": 1}}}}
    lines = [older, {"date": "2026-11-26T03:00:00+00:00", "costs": measured}, {"date": "2026-11-27", "cells": 1}]
    history.write_text("\n".join(json.dumps(x) for x in lines) + "\nnot json\n")
    got = history_costs(history, runners)
    assert got.date.startswith("2026-11-26")
    assert got.costs == {("builtin", "llvm-cpu"): Cost(6.2, 55.0, 0.0, "history 2026-11-26")}
    assert any("hf on rocm: measured on self-hosted,a-bigger-machine, not on" in n for n in got.notes)
    assert any("opinfo on llvm-cpu: 1 cold cells measured, under 20" in n for n in got.notes)
    full, left = ci_matrix.compute(profiles, plan, "full", ["llvm-cpu"], "3.13.0", True, measured=got)
    builtin = [e for e in full["include"] if e["corpus"] == "builtin"]
    measured_cost = plan.cost("builtin", "full", measured=got.costs[("builtin", "llvm-cpu")])
    default_cost = plan.cost("builtin", "full")
    assert (
        builtin[0]["shards"]
        == plan.shards("builtin", "full", measured_cost)
        > plan.shards("builtin", "full", default_cost)
    )
    assert builtin[0]["cost_from"] == "history 2026-11-26" and builtin[0]["core_seconds"] == 6.2
    text = ci_matrix.summary(full, left, ci_matrix.Decision(True, ""), measured=got)
    assert f"Costs per cell: {len(builtin)} of {len(full['include'])} jobs from the history's run of 2026-11-26" in text
    assert "| 6.2, 55 (history 2026-11-26) |" in text and "- hf on rocm: measured on" in text
    for path, said in (
        (None, "no history given"),
        (tmp_path / "missing.jsonl", "missing.jsonl: No such file or directory"),
        (tmp_path / "old.jsonl", "no run recorded its durations"),
    ):
        if path is not None and path.name == "old.jsonl":
            path.write_text(json.dumps({"date": "2026-11-01", "cells": 3, "status": {}}) + "\n")
        fallback = history_costs(path, runners)
        assert fallback.costs == {} and said in fallback.notes[0]
        assert "runners/corpora.toml's defaults" in ci_matrix.summary(
            full, left, ci_matrix.Decision(True, ""), measured=fallback
        )


def test_a_bad_figure_in_the_corpora_file_is_one_line(tmp_path: Path) -> None:
    text = (ROOT / "runners" / "corpora.toml").read_text()
    for bad, said in (
        (re.sub(r"(?m)^job_minutes = .*$", 'job_minutes = "soon"', text), "job_minutes: expected a positive number"),
        (re.sub(r"(?m)^runner_cores = .*$", "", text), "runner_cores: expected a positive whole number, got None"),
        (text.replace("full = 0.33 }", "full = -1 }"), "corpus.onnx-node.core_seconds.full: expected a positive"),
        (text.replace("smoke = 0.69, full = 0.74", "smoke = 0.69"), "corpus.builtin.core_seconds.full: expected"),
        (text.replace("job_seconds = 24\n", 'job_seconds = "slow"\n'), "corpus.onnx-node.job_seconds: expected a"),
        (text.replace("smoke = 276, ", ""), "corpus.builtin.cells.smoke: expected a positive whole number"),
    ):
        (tmp_path / "corpora.toml").write_text(bad)
        with pytest.raises(CorporaError) as e:
            load_plan(tmp_path)
        assert str(e.value).startswith(f"{tmp_path / 'corpora.toml'}: {said}"), str(e.value)


@pytest.mark.parametrize("version", ["3.13.0; rm -rf /", "", "$(id)", "3.14.0 --index-url=x"])
def test_compute_refuses_what_is_not_a_version(version: str) -> None:
    with pytest.raises(ValueError, match="not a version"):
        ci_matrix.compute(load_profiles(), load_plan(), "smoke", ["llvm-cpu"], version, self_hosted=True)


def test_parse_backends() -> None:
    known = ["cuda", "llvm-cpu", "rocm"]
    assert ci_matrix.parse_backends("all", known) == known
    assert ci_matrix.parse_backends("", known) == known
    assert ci_matrix.parse_backends(" rocm, cuda ", known) == ["cuda", "rocm"]
    with pytest.raises(ValueError, match="tpu"):
        ci_matrix.parse_backends("rocm,tpu", known)


def test_pinned_compiler_is_the_pyproject_pin() -> None:
    text = (ROOT / "pyproject.toml").read_text()
    assert f"iree-base-compiler=={ci_matrix.pinned_compiler()}" in text


def test_profile_ci_fields_are_checked(tmp_path: Path) -> None:
    base = (ROOT / "runners" / "vulkan.toml").read_text()
    f = tmp_path / "vulkan.toml"
    f.write_text(base.replace('"libvulkan1"', '"libvulkan1; curl evil"'))
    with pytest.raises(ProfileError, match="apt_packages"):
        load_profile(f)
    f.write_text(base + "shards = 4\n")  # a profile of before: the corpora's costs decide the shards now
    with pytest.raises(ProfileError, match="field 'shards' is no longer a profile's: shard counts come from"):
        load_profile(f)
    f.write_text(re.sub(r"(?m)^apt_packages = .*$", "", base))
    assert load_profile(f).apt_packages == ()


# --- security and practical CI ----------------------------------------------------------------------------------


def test_least_privilege_and_no_pull_request_target() -> None:
    for name, wf in _workflows().items():
        assert wf.get("permissions") == {"contents": "read"}, f"{name}: top-level permissions"
        assert "pull_request_target" not in _on(wf), name
        for job_name, job in wf["jobs"].items():
            perms = job.get("permissions", {})
            assert perms != "write-all" and isinstance(perms, dict), f"{name}/{job_name}"
            if any(v == "write" for v in perms.values()):
                # the only writes, each in a job that runs no code of a pull request
                assert (name, job_name, tuple(sorted(perms.items()))) in WRITERS, f"{name}/{job_name} asks for {perms}"


def test_every_checkout_drops_its_credentials() -> None:
    checkouts = 0
    for name, wf in _workflows().items():
        for job in wf["jobs"].values():
            for step in _steps(job):
                if str(step.get("uses", "")).startswith("actions/checkout@"):
                    checkouts += 1
                    assert step.get("with", {}).get("persist-credentials") is False, name
    assert checkouts >= 4


def test_every_job_has_a_timeout_and_no_matrix_fails_fast() -> None:
    for name, wf in _workflows().items():
        for job_name, job in wf["jobs"].items():
            if "uses" in job:  # a call of a reusable workflow: its own jobs carry the timeouts
                continue
            assert isinstance(job.get("timeout-minutes"), int), f"{name}/{job_name}: timeout-minutes"
            if "strategy" in job:
                assert job["strategy"].get("fail-fast") is False, f"{name}/{job_name}: fail-fast"


def test_pull_requests_cancel_superseded_runs_and_come_back_on_the_label() -> None:
    wf = _load("pr.yml")
    assert _on(wf)["pull_request"]["types"] == ["opened", "synchronize", "reopened", "labeled"]
    # a newer commit of a pull request cancels its older run (pushes to main do not: issue item 9)
    assert gha.evaluate(wf["concurrency"]["cancel-in-progress"], _pr_context("synchronize")) is True
    assert "github.event.pull_request.number" in wf["concurrency"]["group"]
    assert ci_matrix.APPROVAL_LABEL in (ROOT / "runners" / "README.md").read_text()


def test_no_secrets_and_no_expressions_in_scripts() -> None:
    for name, wf in _workflows().items():
        text = yaml.safe_dump(wf)  # without the comments
        assert not re.search(r"\bsecrets\s*[.:\[]", text), f"{name}: no secret reaches the jobs"
        for job in wf["jobs"].values():
            for step in _steps(job):
                assert "${{" not in step.get("run", ""), f"{name}: pass values to scripts through env"


def test_actions_are_pinned_to_commits() -> None:
    for f in sorted(WORKFLOWS.glob("*.yml")):
        text = f.read_text()
        for ref in USES.findall(text):
            if ref.startswith("$/"):  # a workflow of this repository, at the running commit
                continue
            assert any(ref == f"{a}@{sha}" for a, sha in PINNED.findall(text)), f"{f.name}: {ref} not pinned"


def test_lint_and_the_caches_run_in_ci() -> None:
    pr = _load("pr.yml")
    assert any("nox -s lint" in s.get("run", "") for j in pr["jobs"].values() for s in _steps(j))
    job = _load(REUSABLE)["jobs"]["conformance"]
    caches = {s["with"]["path"]: s["with"]["key"] for s in _steps(job) if "actions/cache" in s.get("uses", "")}
    assert "~/.cache/pip" in caches
    assert "matrix.compiler" in caches[".conformance-cache"], "the compile cache is keyed by compiler version"


# --- what GitHub decides, event by event (issue 16) -------------------------------------------------------------


def _pr_context(action: str, label: str | None = None, event: str = "pull_request") -> dict[str, Any]:
    payload: dict[str, Any] = {"action": action, "pull_request": {"number": 7}} if event == "pull_request" else {}
    if label:
        payload["label"] = {"name": label}
    ref = {"pull_request": "refs/pull/7/merge", "push": "refs/heads/main"}.get(event, "refs/heads/gh-readonly-queue/x")
    return {
        "github": {"workflow": "PR checks", "event_name": event, "event": payload, "ref": ref, "run_id": 1000},
        "inputs": {},
        "vars": {},
    }


def _every_if(wf: dict[str, Any]) -> list[tuple[str, Any]]:
    found = []
    for job_name, job in wf["jobs"].items():
        if "if" in job:
            found.append((job_name, job["if"]))
        for step in _steps(job):
            if "if" in step:
                found.append((f"{job_name}/{step.get('name', step.get('uses', step.get('run', '')))}", step["if"]))
    return found


def test_reruns_of_failed_jobs_upload_again() -> None:
    # A failed job has already uploaded (the upload runs whatever the outcome): a rerun
    # without overwrite fails on the name it took.
    uploads = 0
    for name, wf in _workflows().items():
        for job_name, job in wf["jobs"].items():
            for step in _steps(job):
                if str(step.get("uses", "")).startswith("actions/upload-artifact@"):
                    uploads += 1
                    assert step["with"].get("overwrite") is True, f"{name}/{job_name}: upload without overwrite"
    assert uploads >= 4


def test_another_label_neither_cancels_the_approved_gpu_run_nor_runs_anything() -> None:
    wf = _load("pr.yml")
    group, cancel = wf["concurrency"]["group"], wf["concurrency"]["cancel-in-progress"]

    def group_of(ctx: dict[str, Any]) -> str:
        return gha.interpolate(group, ctx)

    approved = _pr_context("labeled", ci_matrix.APPROVAL_LABEL)
    docs = _pr_context("labeled", "docs")
    docs2 = {**docs, "github": {**docs["github"], "run_id": 1001}}
    push_to_pr = _pr_context("synchronize")
    assert group_of(approved) == group_of(push_to_pr), "a new commit cancels the run of the old one"
    assert group_of(docs) not in (group_of(approved), group_of(docs2)), "another label cancels no run"
    assert gha.evaluate(cancel, docs) is True  # ...in a group of its own, so nothing to cancel
    for job_name, job in wf["jobs"].items():
        assert not gha.condition(job.get("if"), docs), f"{job_name} runs on an unrelated label"
        assert gha.condition(job.get("if"), approved), f"{job_name} does not run on the approval label"
        assert gha.condition(job.get("if"), push_to_pr), job_name


def test_pushes_to_main_and_the_merge_queue_are_never_cancelled() -> None:
    wf = _load("pr.yml")
    assert "merge_group" in _on(wf), "the matrix code trusts merge_group: the workflow runs on it"
    assert "merge_group" in ci_matrix.TRUSTED_EVENTS
    for event in ("push", "merge_group"):
        ctx = _pr_context("", event=event)
        assert gha.evaluate(wf["concurrency"]["cancel-in-progress"], ctx) is False, event
        for job_name, job in wf["jobs"].items():
            assert gha.condition(job.get("if"), ctx), f"{job_name} skipped on {event}"


def test_a_cancelled_run_starts_nothing_and_a_failed_one_still_reports() -> None:
    ctx = {
        "needs": {
            "matrix": {"result": "success", "outputs": {"count": "3", "compile-count": "1"}},
            "conformance": {"result": "failure", "outputs": {"grid-artifact": "conformance-grid"}},
            "compile": {"result": "failure"},
        },
        "github": {"ref": "refs/heads/main", "event_name": "schedule"},
        "inputs": {"history": True},
        "steps": {"grid": {"outputs": {"code": "1"}}, "expectations": {"outcome": "success"}},
        "matrix": {"self_hosted": False, "apt": ""},
        "vars": {},
    }
    cancelled, failed = gha.Status(cancelled=True), gha.Status(failed=True)
    for name, wf in _workflows().items():
        assert "always()" not in (WORKFLOWS / name).read_text(), f"{name}: always() runs in a cancelled run too"
        for where, cond in _every_if(wf):
            assert not gha.condition(cond, ctx, cancelled), f"{name}/{where} runs in a cancelled run"
    # After a failure (a regression, a lost GPU job) the grid, its summary and uploads still come.
    for name, job in (("conformance.yml", "grid"), ("conformance.yml", "conformance"), ("release-gate.yml", "gate")):
        assert gha.condition(_load(name)["jobs"][job].get("if"), ctx, failed), f"{name}/{job} after a failure"
    grid = _load(REUSABLE)["jobs"]["grid"]
    uploads = [s for s in _steps(grid) if str(s.get("uses", "")).startswith("actions/upload-artifact@")]
    assert uploads and all(gha.condition(s.get("if"), ctx, failed) for s in uploads)


def test_the_harness_tests_run_in_pull_request_checks() -> None:
    jobs = _load("pr.yml")["jobs"]
    runs = [(n, s["run"]) for n, j in jobs.items() for s in _steps(j) if "nox -s tests" in s.get("run", "")]
    assert len(runs) == 1
    assert isinstance(jobs[runs[0][0]].get("timeout-minutes"), int)


def test_torch_alone_comes_from_the_pytorch_index(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in [f.name for f in WORKFLOWS.glob("*.yml")]:
        text = (WORKFLOWS / name).read_text()
        assert not re.search(r"PIP_(EXTRA_)?INDEX_URL|--extra-index-url", text), f"{name}: an index for every package"
    sys.path.insert(0, str(ROOT))
    try:
        import noxfile
    finally:
        sys.path.remove(str(ROOT))

    class Recorder:
        def __init__(self) -> None:
            self.calls: list[tuple[str, ...]] = []

        def install(self, *args: str) -> None:
            self.calls.append(args)

    for extras, tools in (((), None), (("test",), None), ((), str(ROOT / "no-such-wheels"))):
        session = Recorder()
        noxfile.install(session, *extras, tools_source=tools)  # type: ignore[arg-type]
        with_index = [c for c in session.calls if any("index" in a for a in c)]
        assert with_index == [("--no-deps", "--index-url", noxfile.TORCH_INDEX, noxfile.TORCH)], session.calls
        assert session.calls[0] == with_index[0], "torch first: nothing else may resolve torch from PyPI"
    # Declared once, where the noxfile and check-expectations' install hint read it.
    assert (
        '"CONFORMANCE_TORCH_INDEX", "https://download.pytorch.org/whl/cpu"'
        in (ROOT / "conformance" / "pipeline" / "tools.py").read_text()
    )
    from conformance.pipeline.tools import TORCH_INDEX

    assert noxfile.TORCH_INDEX is TORCH_INDEX
    assert f"iree-base-compiler=={ci_matrix.pinned_compiler()}" in (ROOT / "pyproject.toml").read_text()
    assert noxfile.TORCH.split("==")[1] in (ROOT / "pyproject.toml").read_text()


def test_the_release_gate_can_be_called_with_read_only_permissions() -> None:
    gate = _load("release-gate.yml")
    assert "workflow_call" in _on(gate) and "workflow_dispatch" in _on(gate)
    for job_name, job in gate["jobs"].items():
        assert "write" not in json.dumps(job.get("permissions", {})), f"release-gate.yml/{job_name} asks to write"
    # Publishing moved to a workflow that runs after a gate started by hand passed.
    publish = _load("publish-baseline.yml")
    trigger = _on(publish)["workflow_run"]
    assert trigger == {"workflows": [gate["name"]], "types": ["completed"]}
    cond = publish["jobs"]["publish"]["if"]
    run = {"conclusion": "success", "event": "workflow_dispatch"}
    assert gha.condition(cond, {"github": {"event": {"workflow_run": run}}})
    for bad in ({**run, "conclusion": "failure"}, {**run, "event": "workflow_call"}):
        assert not gha.condition(cond, {"github": {"event": {"workflow_run": bad}}}), bad
    steps = _steps(gate["jobs"]["gate"])
    tag_step = next(s for s in steps if "gate/publish/release-tag" in s.get("run", ""))
    assert "if" in tag_step and not any(k in tag_step["if"] for k in ("always", "cancelled", "failure"))
    assert "gate/publish/release-tag" in json.dumps(publish)
    assert "--expect-compiler" in next(s["run"] for s in steps if "nox -s gate" in s.get("run", ""))


def _run_script(step: dict[str, Any], cwd: Path, env: dict[str, str]) -> list[str]:
    """A step's bash script run in ``cwd`` with a stand-in ``python`` that
    records its arguments: what the step would have nox run."""
    bin_dir = cwd / "stand-in-bin"
    bin_dir.mkdir(exist_ok=True)
    (bin_dir / "python").write_text(f'#!/bin/sh\nprintf "%s\\n" "$@" > {cwd / "argv"}\n')
    (bin_dir / "python").chmod(0o755)
    path = f"{bin_dir}{os.pathsep}{os.environ['PATH']}"
    subprocess.run(["bash", "-e", "-c", step["run"]], cwd=cwd, env={**env, "PATH": path}, check=True)
    return (cwd / "argv").read_text().splitlines()


def test_the_release_gate_times_the_candidate_and_gates_its_samples_against_the_history(tmp_path: Path) -> None:
    gate = _load("release-gate.yml")
    assert gate["jobs"]["conformance"]["with"]["perf"] is True
    jobs = _load(REUSABLE)["jobs"]
    ran = {"result": "success", "outputs": {"perf-count": "2"}}
    for history, perf, runs in ((False, True, True), (True, False, True), (False, False, False)):
        ctx = {"inputs": {"history": history, "perf": perf}, "needs": {"matrix": ran}}
        assert gha.condition(jobs["perf"]["if"], ctx) is runs, (history, perf)
        download = next(s for s in _steps(jobs["grid"]) if "perf-*" in str(s.get("with", {}).get("pattern")))
        assert gha.condition(download["if"], ctx) is runs, (history, perf)
    # The perf job times the candidate's wheels, as the conformance jobs run them.
    step = next(s for s in _steps(jobs["perf"]) if "nox -s perf" in s.get("run", ""))
    assert step["env"]["CANDIDATE"] == "${{ inputs.iree-version }}"
    wheels = next(s for s in _steps(jobs["perf"]) if "iree-wheels" in s.get("run", "") and s is not step)
    assert wheels["if"] == "inputs.iree-version != ''"
    env = {"BACKEND": "vulkan", "CANDIDATE": "3.14.0", "RUNNER_TEMP": "/rt"}
    argv = _run_script(step, tmp_path, env)
    assert argv[:4] == ["-m", "nox", "-s", "perf"] and "--iree-tools" in argv and "/rt/iree-wheels" in argv
    assert argv[argv.index("--tools") + 1] == "installed" and argv[argv.index("--backend") + 1] == "vulkan"
    # The gate step passes every backend's perf.json and the nightly's history.
    step = next(s for s in _steps(gate["jobs"]["gate"]) if "nox -s gate" in s.get("run", ""))
    for b in ("llvm-cpu", "vulkan"):
        (tmp_path / "current" / "merged" / "perf" / f"gate-perf-{b}").mkdir(parents=True)
        (tmp_path / "current" / "merged" / "perf" / f"gate-perf-{b}" / "perf.json").write_text("{}")
    (tmp_path / "history").mkdir()
    (tmp_path / "history" / "history.jsonl").write_text("")
    argv = _run_script(step, tmp_path, {"ALLOW_SLOWDOWNS": "false", "CANDIDATE": "3.14.0"})
    perfs = [argv[i + 1] for i, a in enumerate(argv) if a == "--perf"]
    assert perfs == [f"current/merged/perf/gate-perf-{b}/perf.json" for b in ("llvm-cpu", "vulkan")]
    assert argv[argv.index("--perf-baseline") + 1] == "history/history.jsonl"
    read = next(s for s in _steps(gate["jobs"]["gate"]) if "history.jsonl?ref=conformance-data" in s.get("run", ""))
    assert "GH_TOKEN" in read["env"]


def test_artifact_names_are_namespaced_per_caller() -> None:
    wf = _load(REUSABLE)
    assert _on(wf)["workflow_call"]["inputs"]["artifact-prefix"]["default"] == ""
    for job_name, job in wf["jobs"].items():
        for step in _steps(job):
            uses = str(step.get("uses", ""))
            if uses.startswith(("actions/upload-artifact@", "actions/download-artifact@")):
                name = step["with"].get("name") or step["with"].get("pattern")
                if job_name == "compile":
                    continue
                assert name.startswith("${{ inputs.artifact-prefix }}"), f"{job_name}: {name}"
    assert wf["jobs"]["grid"]["outputs"]["artifact"].startswith("${{ inputs.artifact-prefix }}")
    gate = _load("release-gate.yml")
    assert gate["jobs"]["conformance"]["with"]["artifact-prefix"].startswith("${{ inputs.artifact-prefix }}")


def test_a_hang_in_the_harness_ends_before_the_job_and_keeps_the_junit() -> None:
    wf = _load(REUSABLE)
    for job_name in ("compile", "conformance"):
        job = wf["jobs"][job_name]
        step = next(s for s in _steps(job) if "conformance-$BACKEND" in s.get("run", ""))
        m = re.search(r"timeout --signal=INT --kill-after=(\d+)m (\d+)m python -m nox", step["run"])
        assert m, f"{job_name}: nox runs under timeout --signal=INT"
        assert int(m.group(1)) + int(m.group(2)) < job["timeout-minutes"], job_name
    noxfile_text = (ROOT / "noxfile.py").read_text()
    assert "interrupt_timeout=" in noxfile_text, "nox waits for pytest to write its files on SIGINT"


def test_caches_fill_rather_than_fight() -> None:
    wf = _load(REUSABLE)
    text = (WORKFLOWS / REUSABLE).read_text()
    assert "github.run_id" not in "".join(
        s["with"].get("key", "") for j in wf["jobs"].values() for s in _steps(j) if "actions/cache" in s.get("uses", "")
    ), "a key per run fills the cache storage with copies"
    for job_name in ("compile", "conformance"):
        steps = _steps(wf["jobs"][job_name])
        restore = next(s for s in steps if s.get("uses", "").startswith("actions/cache/restore@"))
        save = next(s for s in steps if s.get("uses", "").startswith("actions/cache/save@"))
        assert restore["with"]["key"] == save["with"]["key"], job_name
        assert restore["with"]["path"] == save["with"]["path"] == ".conformance-cache"
        # saved when the job failed too (a regression), never in a cancelled run
        ctx = {"matrix": {"self_hosted": False}}
        assert gha.condition(save.get("if"), ctx, gha.Status(failed=True)), job_name
    # One key for the compile job and the GPU job of the same shard.
    keys = {
        s["with"]["key"]
        for j in ("compile", "conformance")
        for s in _steps(wf["jobs"][j])
        if "actions/cache/" in s.get("uses", "")
    }
    assert len(keys) == 1
    # The history is not in the Actions cache (evicted after 7 days unused).
    assert "conformance-history" not in text
    assert "conformance-data" in text


def test_only_the_nightly_on_main_writes_the_history() -> None:
    wf = _load("nightly.yml")
    job = wf["jobs"]["data"]
    ctx = {
        "needs": {"conformance": {"result": "failure"}},
        "github": {"ref": "refs/heads/main", "event_name": "schedule"},
        "inputs": {},
    }
    assert gha.condition(job["if"], ctx, gha.Status(failed=True)), "a run with regressions is history too"
    for other in (
        {**ctx, "github": {"ref": "refs/heads/feature", "event_name": "workflow_dispatch"}},
        {**ctx, "inputs": {"tier": "smoke", "backends": "all"}},
        {**ctx, "inputs": {"tier": "full", "backends": "vulkan"}},
    ):
        assert not gha.condition(job["if"], other), other
    assert "conformance-data" in job["steps"][-1]["run"]
    caller = wf["jobs"]["conformance"]["with"]
    assert gha.evaluate(caller["history"], {"inputs": {}}) is True


def test_compile_once_then_run_on_the_gpu() -> None:
    profiles = load_profiles()
    matrix, _ = ci_matrix.compute(profiles, load_plan(), "full", list(profiles), "3.13.0", self_hosted=True)
    compiles = ci_matrix.compile_entries(matrix["include"])
    gpu = [e for e in matrix["include"] if e["self_hosted"]]
    assert gpu, "the profiles have self-hosted backends"
    assert [(e["backend"], e["corpus"], e["shard"], e["shards"]) for e in compiles] == [
        (e["backend"], e["corpus"], e["shard"], e["shards"]) for e in gpu
    ]
    assert all(c["job"] == "compile " + g["job"] for c, g in zip(compiles, gpu, strict=True))
    assert all(not e["self_hosted"] and e["runs_on"] == list(ci_matrix.COMPILE_RUNNER) for e in compiles)
    hosted = ci_matrix.COMPILE_RUNNER
    assert all(re.fullmatch(r"(ubuntu|windows|macos)-\S+", label) for label in hosted)
    wf = _load(REUSABLE)
    compile_job, run_job = wf["jobs"]["compile"], wf["jobs"]["conformance"]
    assert "compile" in run_job["needs"]
    step = next(s for s in _steps(compile_job) if "conformance-$BACKEND" in s.get("run", ""))
    assert "--bundle bundle" in step["run"] and "--no-analysis" not in step["run"]  # compile failures analysed here
    # A worker per core, as the matrix sized the compile phase (the profile's count is its device's).
    assert all(e["workers"] == "auto" for e in compiles)
    assert '-n "$WORKERS"' in step["run"] and step["env"]["WORKERS"] == "${{ matrix.workers }}"
    # The bundle the compile job uploads is the one the GPU job of the same shard downloads.
    upload = next(s for s in _steps(compile_job) if s.get("with", {}).get("path") == "bundle/")
    download = next(s for s in _steps(run_job) if s.get("uses", "").startswith("actions/download-artifact@"))
    assert upload["with"]["name"] == download["with"]["name"] and "matrix.shard" in upload["with"]["name"]
    # On a GPU runner: the runtime only (no nox, no torch, no compile cache); elsewhere, the whole run.
    on_gpu, on_hosted = {"matrix": {"self_hosted": True}}, {"matrix": {"self_hosted": False}}
    for s in _steps(run_job):
        run = s.get("run", "")
        if "run-bundle" in run:
            assert gha.condition(s.get("if"), on_gpu) and not gha.condition(s.get("if"), on_hosted)
            assert '".[runtime]"' in run and "nox" not in run
        if "nox" in run or s.get("uses", "").startswith("actions/cache/"):
            assert not gha.condition(s.get("if"), on_gpu), s.get("name") or run
    # The grid takes the compile phases' results (their compile failures) beside the GPU jobs'.
    grid_steps = _steps(wf["jobs"]["grid"])
    patterns = [s["with"].get("pattern", "") for s in grid_steps if "download-artifact" in s.get("uses", "")]
    assert any(p.endswith("compiled-results-*") for p in patterns)
    assert all(ci_matrix.parse_results_artifact(e["artifact"]) for e in compiles)


def test_kill_switch_leaves_a_backend_out_and_the_grid_says_why(tmp_path: Path) -> None:
    out, summary = tmp_path / "out", tmp_path / "summary.md"
    env_before = os.environ.get(ci_matrix.DISABLED_VARIABLE)
    os.environ[ci_matrix.DISABLED_VARIABLE] = "vulkan, no-such-backend"
    try:
        printed = _run_matrix(
            "--tier", "smoke", "--self-hosted", "yes", "--github-output", str(out), "--summary", str(summary)
        )
    finally:
        if env_before is None:
            del os.environ[ci_matrix.DISABLED_VARIABLE]
        else:
            os.environ[ci_matrix.DISABLED_VARIABLE] = env_before
    assert "vulkan" not in {e["backend"] for e in printed["include"]}
    assert "llvm-cpu" in {e["backend"] for e in printed["include"]}
    values = dict(line.split("=", 1) for line in out.read_text().splitlines())
    not_run = json.loads(values["not_run"])
    assert not_run == [
        {"backend": "vulkan", "reason": f"disabled by the repository variable {ci_matrix.DISABLED_VARIABLE}"}
    ]
    assert "Not run: vulkan" in summary.read_text()
    # The workflow hands the repository variable to the matrix job and its verdict to the grid.
    wf = _load(REUSABLE)
    step = next(s for s in _steps(wf["jobs"]["matrix"]) if s.get("id") == "matrix")
    assert step["env"][ci_matrix.DISABLED_VARIABLE] == f"${{{{ vars.{ci_matrix.DISABLED_VARIABLE} }}}}"
    grid_step = next(s for s in _steps(wf["jobs"]["grid"]) if s.get("id") == "grid")
    assert grid_step["env"]["NOT_RUN"] == "${{ needs.matrix.outputs.not-run }}"
    assert '--not-run "$NOT_RUN"' in grid_step["run"]
    # ...and the grid records it, with the run and the harness commit.
    from conformance.__main__ import main as cli

    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "grid.json").write_text(json.dumps(_one_cell_grid({})))
    url = "https://github.com/org/repo/actions/runs/1"
    merged = tmp_path / "merged"
    args = ["grid", str(tmp_path / "in" / "grid.json"), "--out", str(merged), "--not-run", values["not_run"]]
    cli([*args, "--run-url", url, "--commit", "abc123"])
    grid = json.loads((tmp_path / "merged" / "grid.json").read_text())
    assert grid["not_run"] == not_run
    assert grid["ci"] == {"run_url": url, "commit": "abc123"}


def _one_cell_grid(tools: dict[str, str]) -> dict[str, Any]:
    from conformance.cell import Cell, CellResult, Status
    from conformance.grid import build_grid

    return build_grid(
        [CellResult(Cell("add", "llvm-cpu", "O2", "static"), "host", Status.PASS, "compare", None)], tools
    )


def test_the_gate_refuses_results_of_another_compiler(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from conformance.__main__ import main as cli

    grid = _one_cell_grid({"iree-base-compiler": "3.13.0", "iree-compile": "IREE compiler version 3.13.0 @ abc"})
    (tmp_path / "grid.json").write_text(json.dumps(grid))
    args = ["gate", "--baseline", str(tmp_path / "grid.json"), "--current", str(tmp_path / "grid.json")]
    args += ["--report", str(tmp_path / "gate.md")]
    assert cli([*args, "--expect-compiler", "3.14.0"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "3.13.0" in err[0] and "3.14.0" in err[0]
    assert cli([*args, "--expect-compiler", "3.13.0"]) == 0


def test_pull_request_comment_runs_trusted_code_only() -> None:
    wf = _load("pr-comment.yml")
    trigger = _on(wf)["workflow_run"]
    assert trigger == {"workflows": [_load("pr.yml")["name"]], "types": ["completed"]}
    job = wf["jobs"]["comment"]
    for step in _steps(job):
        if str(step.get("uses", "")).startswith("actions/checkout@"):
            assert "ref" not in step.get("with", {}), "checks out the default branch only"
            assert "repository" not in step.get("with", {})
    runs = "\n".join(s.get("run", "") for s in _steps(job))
    assert "<!-- conformance-grid-delta -->" in runs and "PATCH" in runs, "one comment, edited in place"
    assert "nox -s gate" in runs
    assert not gha.condition(job["if"], {"github": {"event": {"workflow_run": {"event": "push"}}}})
    ok = {"github": {"event": {"workflow_run": {"event": "pull_request", "conclusion": "failure"}}}}
    assert gha.condition(job["if"], ok), "a failed check is the one that needs the comment"


def test_dependabot_watches_the_actions_and_the_python_pins() -> None:
    config = yaml.safe_load((ROOT / ".github" / "dependabot.yml").read_text())
    ecosystems = {u["package-ecosystem"]: u for u in config["updates"]}
    assert set(ecosystems) == {"github-actions", "pip"}
    assert all(u["directory"] == "/" for u in ecosystems.values())


def test_progress_lines_count_done_failed_and_estimate_the_rest() -> None:
    from conformance.plugin.progress import Progress

    lines: list[str] = []
    clock = [0.0]
    p = Progress(lines.append, every=10, now=lambda: clock[0])
    p.total = 20

    class Report:
        def __init__(self, when: str, outcome: str) -> None:
            self.when, self.passed, self.failed = when, outcome == "passed", outcome == "failed"

    # A slow start (a catalog built, the first imports: 3 minutes), then a cell every 2 s.
    steps = [(180, "call", "failed"), (182, "setup", "passed"), (184, "call", "passed"), (186, "call", "passed")]
    steps += [(188, "call", "passed"), (190, "call", "passed"), (192, "call", "passed"), (200, "call", "passed")]
    for t, when, outcome in steps:
        clock[0] = t
        p.pytest_runtest_logreport(Report(when, outcome))  # type: ignore[arg-type]
    assert lines == [
        "conformance: 1/20 cells (5%), 1 failed, 3m00s elapsed",  # no estimate from the start alone
        "conformance: 5/20 cells (25%), 1 failed, 3m10s elapsed",  # nor from so few cells
        "conformance: 7/20 cells (35%), 1 failed, 3m20s elapsed, ETA 0m43s",  # 13 left at 20 s / 6 cells
    ]
    assert p.done == 7 and p.failed == 1


HANGS = """
import os
import time
from pathlib import Path

import torch
from conformance.case import randn, torch_case
from conformance.fn import Fn

torch_case("add", lambda: Fn(lambda a, b: a + b), inputs=[randn("M", "N"), randn(1, "N")],
           sizes={"M": 3, "N": 4}, dynamic=["M", "N"])


class Hangs(torch.nn.Module):
    def forward(self, x):
        Path(os.environ["HANG_STARTED"]).touch()  # the test interrupts only once the hang is on
        time.sleep(3600)  # in the harness's own process, while torch.export traces it
        return x + 1


torch_case("hangs_in_export", Hangs, inputs=[randn(4)])
"""


def _as_in_a_shell() -> None:
    """SIGINT handled and nothing blocked, as in a CI step's shell. Inside the
    whole suite this test's worker had SIGINT ignored by the time it ran (seen:
    SIG_IGN; by what, not yet found), and a child inherits an ignored signal, so
    it never saw the interrupt; alone the worker has the default handler."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_SETMASK, [])


@pytest.mark.slow
def test_sigint_on_a_hang_in_process_keeps_the_cells_that_finished(
    pytester: pytest.Pytester, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What CI's `timeout --signal=INT` does to a shard stuck in the harness's own
    process: SIGINT to the process group; the JUnit file and grid keep the cells done."""
    import signal
    import time

    corpus, results = tmp_path / "corpus", tmp_path / "results"
    corpus.mkdir()
    (corpus / "cases.py").write_text(HANGS)
    cmd = [sys.executable, "-m", "pytest", "-p", "conformance.plugin.hooks", "-p", "no:cacheprovider", str(corpus)]
    cmd += [f"--corpus-dir={corpus}", "--backend=llvm-cpu", f"--results={results}", f"--cache-dir={tmp_path / 'c'}"]
    cmd += ["--opt=O0", "--dims=static", "--batch=1", "-n=1", "--no-analysis", "--progress=0.01", "-q"]
    started = tmp_path / "hang-started"
    monkeypatch.setenv("HANG_STARTED", str(started))
    # In its own session, as a CI step's process group: SIGINT goes to the group.
    proc = pytester.popen(
        cmd,
        stderr=subprocess.STDOUT,
        stdin=subprocess.DEVNULL,
        text=True,
        start_new_session=True,
        preexec_fn=_as_in_a_shell,
    )
    try:
        assert proc.stdout is not None
        deadline = time.monotonic() + 300
        for line in proc.stdout:  # wait until the first cell is done, then interrupt as `timeout` does
            if "conformance: 1/2 cells" in line or time.monotonic() > deadline:
                break
        while not started.exists() and time.monotonic() < deadline:  # the other cell is inside its hang
            time.sleep(0.1)
        time.sleep(0.5)
        os.killpg(proc.pid, signal.SIGINT)
        proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    grid = json.loads((results / "grid.json").read_text())
    assert [(c["case"], c["status"]) for c in grid["cells"]] == [("add", "pass")]
    junit = (results / "junit-llvm-cpu.xml").read_text()
    assert 'name="add[llvm-cpu|O0|static]"' in junit
    assert "hangs_in_export[" not in junit or "pass" not in junit.split("hangs_in_export[")[1][:200]


def test_a_failed_check_leaves_the_expectation_files_and_the_command_to_apply_them() -> None:
    grid = _load(REUSABLE)["jobs"]["grid"]
    steps = _steps(grid)
    regen = next(s for s in steps if "nox -s update-expectations" in s.get("run", ""))
    upload = next(s for s in steps if s.get("with", {}).get("name", "").endswith("expectations-update"))
    base = {"steps": {"grid": {"outputs": {}}, "expectations": {"outcome": "success"}}}
    for code, expected in (("1", True), ("0", False), ("", False)):
        ctx = {"steps": {**base["steps"], "grid": {"outputs": {"code": code}}}}
        assert gha.condition(regen["if"], ctx) is expected, code
    assert gha.condition(upload["if"], base)
    assert not gha.condition(upload["if"], {"steps": {"expectations": {"outcome": "skipped"}}})
    assert "gh run download $RUN_ID -n $ARTIFACT -D conformance/corpus/expectations" in regen["run"]
    assert regen["env"]["ARTIFACT"] == upload["with"]["name"]


def test_each_failing_cell_links_to_its_job_log_and_repro_artifact(tmp_path: Path) -> None:
    from conformance.cell import Cell, CellResult, Status, Verdict
    from conformance.ci import pr_comment
    from conformance.grid import build_grid

    def cell(case: str, backend: str, verdict: Verdict, origin: str) -> CellResult:
        return CellResult(
            Cell(case, backend, "O3", "mixed"), "t", Status.MISMATCH, "compare", "max |a-b| = 3 @ x|y", verdict=verdict,
            origin=origin,
        )  # fmt: skip

    grid = build_grid(
        [
            cell("scatter", "rocm", Verdict.REGRESSION, "all/results-rocm.builtin-2of4/junit-rocm.xml"),
            cell("topk", "cuda", Verdict.XPASS, "all/gate-results-cuda.onnx-node-1of2/junit-cuda.xml"),
            cell("add", "rocm", Verdict.XFAIL, "all/results-rocm.builtin-1of4/junit-rocm.xml"),
        ],
        {},
    )
    jobs = [
        {"name": "conformance / rocm builtin 2/4", "html_url": "https://github.com/o/r/actions/runs/9/job/1"},
        {"name": "conformance / cuda onnx-node 1/2", "html_url": "https://github.com/o/r/actions/runs/9/job/2"},
        {"name": "conformance / compile rocm builtin 2/4", "html_url": "https://github.com/o/r/actions/runs/9/job/3"},
        {"name": "conformance / rocm onnx-node 2/4", "html_url": "https://github.com/o/r/actions/runs/9/job/4"},
    ]
    artifacts = [
        {"name": "results-rocm.builtin-2of4", "id": 77},
        {"name": "repro-results-rocm.builtin-2of4", "id": 79},  # the repro folders, apart since the whole matrix
        {"name": "gate-results-cuda.onnx-node-1of2", "id": 78},  # a run that kept them in the results artifact
    ]
    (tmp_path / "grid.json").write_text(json.dumps(json.loads(json.dumps(grid, default=str))))
    (tmp_path / "jobs.jsonl").write_text("\n".join(json.dumps(j) for j in jobs))
    (tmp_path / "artifacts.json").write_text(json.dumps({"total_count": 2, "artifacts": artifacts}))
    args = ["--grid", str(tmp_path / "grid.json"), "--jobs", str(tmp_path / "jobs.jsonl")]
    args += ["--artifacts", str(tmp_path / "artifacts.json"), "--run-url", "https://github.com/o/r/actions/runs/9/"]
    assert pr_comment.main([*args, "--out", str(tmp_path / "where.md")]) == 0
    rows = [line for line in (tmp_path / "where.md").read_text().splitlines() if line.startswith("| `")]
    assert len(rows) == 2, "regression and xpass, not the xfail"
    scatter = next(r for r in rows if "scatter" in r)
    assert "[job](https://github.com/o/r/actions/runs/9/job/1)" in scatter
    assert "[repro-results-rocm.builtin-2of4](https://github.com/o/r/actions/runs/9/artifacts/79)" in scatter
    assert "&#64;" in scatter and "x\\|y" in scatter, "no @mention, no broken table"
    topk = next(r for r in rows if "topk" in r)
    assert "job/2" in topk and "artifacts/78" in topk
    wf = _load("pr-comment.yml")
    assert "python -m conformance.ci.pr_comment" in json.dumps(wf)


def test_a_compile_phase_failure_links_the_compile_job() -> None:
    from conformance.ci import pr_comment

    jobs = [
        {"name": "conformance / compile cuda hf 1/2", "html_url": "compile-job"},
        {"name": "conformance / cuda hf 1/2", "html_url": "gpu-job"},
    ]
    assert pr_comment.job_url("results-cuda.hf-1of2", jobs) == "gpu-job"
    assert pr_comment.job_url("compiled-results-cuda.hf-1of2", jobs) == "compile-job"
    assert pr_comment.artifact_of("all/compiled-results-cuda.hf-1of2/junit-cuda.xml") == "compiled-results-cuda.hf-1of2"
    assert pr_comment.repro_artifact("gate-compiled-results-cuda.hf-1of2") == "gate-repro-compiled-results-cuda.hf-1of2"
    assert pr_comment.repro_artifact("results-rocm.hf-2of3") == "repro-results-rocm.hf-2of3"
    # Each job uploads its repro folders apart, under that name; the grid job downloads neither.
    wf = _load(REUSABLE)
    for name in ("compile", "conformance"):
        uploads = [s["with"] for s in _steps(wf["jobs"][name]) if "upload-artifact" in s.get("uses", "")]
        results = next(u for u in uploads if u["name"].endswith("${{ matrix.artifact }}") and "repro-" not in u["name"])
        assert "!results/repro/" in results["path"], name
        repro = next(u for u in uploads if "repro-" in u["name"])
        assert (
            repro["name"] == "${{ inputs.artifact-prefix }}repro-${{ matrix.artifact }}"
            and repro["path"] == "results/repro/"
        )
    grid = _steps(wf["jobs"]["grid"])
    patterns = [
        s["with"]["pattern"] for s in grid if "download-artifact" in s.get("uses", "") and "pattern" in s["with"]
    ]
    assert all(not fnmatch.fnmatch("repro-results-x", p.replace("${{ inputs.artifact-prefix }}", "")) for p in patterns)
    upload = next(s["with"] for s in grid if s.get("with", {}).get("name", "").endswith("conformance-grid"))
    assert "repro" not in upload["path"]


def test_a_nightly_keeps_one_grid_per_region_and_each_shard_balances_its_cells_by_their_costs() -> None:
    """The whole matrix's grid.json is past the 100 MB a file in a repository (or the contents API)
    may hold: the nightly keeps one gzipped grid per backend x corpus with its costs beside it. A
    shard reads its region's costs at the one data commit the matrix job fixed, so every shard of
    a region splits the cells alike; a pull request's baseline is read from the regions it ran."""
    wf = _load(REUSABLE)
    matrix = wf["jobs"]["matrix"]
    assert matrix["outputs"]["data-ref"] == "${{ steps.costs.outputs.data_ref }}"
    assert "commits/conformance-data" in next(s for s in _steps(matrix) if s.get("id") == "costs")["run"]
    for name in ("compile", "conformance"):
        steps = _steps(wf["jobs"][name])
        fetch = next(i for i, s in enumerate(steps) if s.get("name") == "Measured costs of this region")
        run = next(i for i, s in enumerate(steps) if "conformance-$BACKEND" in s.get("run", ""))
        assert fetch < run, name
        assert steps[fetch]["env"]["DATA_REF"] == "${{ needs.matrix.outputs.data-ref }}"
        assert "nightly/regions/$REGION.costs.json.gz?ref=$DATA_REF" in steps[fetch]["run"]
        assert "--shard-costs region.costs.json.gz" in steps[run]["run"]
        assert '[ "$TIER" = smoke ]; then args+=(--behind pinned)' in steps[run]["run"]
    grid = next(s for s in _steps(wf["jobs"]["grid"]) if s.get("id") == "grid")
    assert "--regions merged/regions" in grid["run"]
    data = _load("nightly.yml")["jobs"]["data"]["steps"][-1]["run"]
    assert "cp -r ../current/merged/regions nightly/regions" in data and "merged/grid.json" not in data
    comment = "\n".join(s.get("run", "") for s in _steps(_load("pr-comment.yml")["jobs"]["comment"]))
    assert "contents/nightly/regions/$region.json.gz?ref=$ref" in comment and "nightly/grid.json" not in comment


GH_STAND_IN = """#!/bin/sh
# `gh api` as the workflows call it, from files: the data branch's head, and its contents at that ref.
case "$2" in
  */commits/conformance-data) echo abc123 ;;
  */contents/*)
    f="$DATA/${2#*/contents/}"; f="${f%%\\?ref=abc123}"  # another ref is left on the name: not found
    [ "$f" != "${f%%\\?*}" ] && exit 1; cat "$f" || exit 1 ;;
  *) exit 2 ;;
esac
"""


def _step_script(workflow: str, job: str, name: str, stop: str | None = None) -> str:
    step = next(s for s in _steps(_load(workflow)["jobs"][job]) if s.get("name") == name)
    text = step["run"]
    return text.split(stop)[0] if stop else text


def test_the_regions_steps_run_with_a_stand_in_gh(tmp_path: Path) -> None:
    """The shell of the steps that read the nightly's regions, run as written against `gh` answering
    from files: the PR comment's baseline holds the regions the run measured, only the cells it ran;
    a shard's costs file is fetched at the matrix's data ref; a region the nightly lacks is none."""
    import gzip

    from conformance.cell import Cell, CellResult, Status
    from conformance.grid import build_grid, write_json, write_regions

    def result(case: str, backend: str) -> CellResult:
        return CellResult(Cell(case, backend, "O2", "static"), "t", Status.PASS, "compare", None, durations={"run": 1})

    nightly = [result("a", "llvm-cpu"), result("b", "llvm-cpu"), result("a", "rocm"), result("c", "cuda")]
    data = tmp_path / "data"
    write_regions(nightly, {}, [], data / "nightly" / "regions")
    bin_ = tmp_path / "bin"
    bin_.mkdir()
    (bin_ / "gh").write_text(GH_STAND_IN)
    (bin_ / "gh").chmod(0o755)
    (bin_ / "python").symlink_to(sys.executable)
    env = {**os.environ, "PATH": f"{bin_}:{os.environ['PATH']}", "DATA": str(data), "GITHUB_REPOSITORY": "o/r"}
    work = tmp_path / "pr"
    write_json(
        build_grid([result("a", "llvm-cpu"), result("a", "rocm"), result("z", "vulkan")], {}),
        work / "current" / "merged" / "grid.json",
    )
    script = _step_script("pr-comment.yml", "comment", "Delta against main's last nightly", "python -m pip install")
    done = subprocess.run(["bash", "-e", "-c", script], cwd=work, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    baseline = json.loads((work / "baseline" / "grid.json").read_text())
    assert sorted(c["id"] for c in baseline["cells"]) == ["a[llvm-cpu|O2|static]", "a[rocm|O2|static]"]
    costs = _step_script(REUSABLE, "compile", "Measured costs of this region")
    for region, found in (("rocm.builtin", True), ("vulkan.builtin", False)):
        shard = tmp_path / region
        shard.mkdir()
        step_env = {**env, "DATA_REF": "abc123", "REGION": region}
        done = subprocess.run(["bash", "-e", "-c", costs], cwd=shard, env=step_env, capture_output=True, text=True)
        assert done.returncode == 0 and (shard / "region.costs.json.gz").exists() == found, done.stdout + done.stderr
    assert json.loads(gzip.decompress((tmp_path / "rocm.builtin" / "region.costs.json.gz").read_bytes()))["costs"] == {
        "a[rocm|O2|static]": 1.0
    }


def test_the_nightly_data_branch_is_one_commit_whatever_the_nights(tmp_path: Path) -> None:
    """The data job's shell, run as written against a local remote: each night replaces the regions
    (one parentless commit, force-pushed), and the history stays when a night wrote none."""
    script = next(s for s in _steps(_load("nightly.yml")["jobs"]["data"]) if "conformance-data" in s.get("run", ""))
    remote = tmp_path / "o" / "r"
    subprocess.run(["git", "init", "-q", "--bare", str(remote)], check=True)
    env = {**os.environ, "GH_TOKEN": "t", "GITHUB_SERVER_URL": f"file://{tmp_path}", "GITHUB_REPOSITORY": "o/r"}
    env["GITHUB_RUN_ID"] = "1"
    for night, history in ((1, "run 1\n"), (2, "run 1\nrun 2\n"), (3, None)):
        work = tmp_path / f"night{night}"
        merged = work / "current" / "merged"
        (merged / "regions").mkdir(parents=True)
        (merged / "regions" / "llvm-cpu.builtin.json.gz").write_bytes(bytes([night]) * 1000)
        if history:
            (merged / "history.jsonl").write_text(history)
        done = subprocess.run(["bash", "-e", "-c", script["run"]], cwd=work, env=env, capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
    log = subprocess.run(
        ["git", "-C", str(remote), "rev-list", "--count", "conformance-data"], capture_output=True, text=True
    )
    assert log.stdout.strip() == "1"
    show = ["git", "-C", str(remote), "show", "conformance-data:history.jsonl"]
    assert subprocess.run(show, capture_output=True, text=True).stdout == "run 1\nrun 2\n"
    blob = ["git", "-C", str(remote), "show", "conformance-data:nightly/regions/llvm-cpu.builtin.json.gz"]
    assert subprocess.run(blob, capture_output=True).stdout == bytes([3]) * 1000
