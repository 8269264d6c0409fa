"""The GitHub workflows and the backend profiles agree: the jobs come from
``nox -s matrix`` (computed from runners/*.toml), the workflows name no backend
and no runner label, and the security properties hold."""

from __future__ import annotations

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

from conformance import ci_matrix
from conformance.profiles import ProfileError, load_profile, load_profiles

ROOT = Path(__file__).resolve().parent.parent
WORKFLOWS = ROOT / ".github" / "workflows"
REUSABLE = "conformance.yml"
# Labels every self-hosted Linux runner carries; they name no backend.
GENERIC_LABELS = {"self-hosted", "linux", "x64", "arm64"}
PINNED = re.compile(r"^\s*(?:-\s+)?uses:\s*([\w.-]+/[\w./-]+)@([0-9a-f]{40}) # v\d", re.MULTILINE)
USES = re.compile(r"^\s*(?:-\s+)?uses:\s*(\S+)", re.MULTILINE)


def _load(name: str) -> dict[str, Any]:
    return yaml.safe_load((WORKFLOWS / name).read_text())


def _on(workflow: dict[str, Any]) -> dict[str, Any]:
    on = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true
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
    assert backend_jobs == ["conformance"]
    job = jobs["conformance"]
    assert job["strategy"]["matrix"] == f"${{{{ fromJSON(needs.{matrix_job}.outputs.matrix) }}}}"
    assert job["runs-on"] == "${{ matrix.runs_on }}"
    run_step = next(s for s in _steps(job) if "conformance-$BACKEND" in s.get("run", ""))
    assert run_step["env"]["BACKEND"] == "${{ matrix.backend }}"
    assert run_step["env"]["SHARD"] == "${{ matrix.shard }}/${{ matrix.shards }}"


def test_every_matrix_field_the_workflow_reads_is_computed() -> None:
    text = (WORKFLOWS / REUSABLE).read_text()
    read = set(re.findall(r"(?<![\w.])matrix\.(\w+)", text))
    entry = ci_matrix.entries(next(iter(load_profiles().values())), "full", "1.0")[0]
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


def test_matrix_session_prints_the_profiles() -> None:
    profiles = load_profiles()
    full = _run_matrix("--tier", "full", "--self-hosted", "yes")["include"]
    for p in profiles.values():
        mine = [e for e in full if e["backend"] == p.name]
        assert [e["shard"] for e in mine] == list(range(1, p.shards + 1))
        assert {tuple(e["runs_on"]) for e in mine} == {p.runner_labels}
        assert {e["workers"] for e in mine} == {p.workers}
        assert {e["self_hosted"] for e in mine} == {p.self_hosted}
        assert {e["apt"] for e in mine} == {" ".join(p.apt_packages)}
    smoke = _run_matrix("--tier", "smoke", "--self-hosted", "yes")["include"]
    assert sorted(e["backend"] for e in smoke) == sorted(profiles)


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
    text = re.sub(r"(?m)^shards = .*$", "shards = 3", text)
    rocm.write_text(text)
    (runners / "metal.toml").write_text(
        (runners / "llvm-cpu.toml").read_text().replace('name = "llvm-cpu"', 'name = "metal"')
    )

    after = _run_matrix("--tier", "full", "--backends", "rocm", "--self-hosted", "yes", runners=runners)["include"]
    assert after != before
    assert [e["runs_on"] for e in after] == [["self-hosted", "linux", "x64", "mi325x-pool"]] * 3
    assert [f"{e['shard']}/{e['shards']}" for e in after] == ["1/3", "2/3", "3/3"]
    everything = _run_matrix("--tier", "smoke", "--self-hosted", "yes", runners=runners)["include"]
    assert "metal" in {e["backend"] for e in everything}
    assert {f.name: f.read_text() for f in WORKFLOWS.glob("*.yml")} == workflows_before


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


# --- ci_matrix: pure functions ----------------------------------------------------------------------------------


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
    matrix, left_out = ci_matrix.compute(profiles, "full", list(profiles), "3.13.0", self_hosted=False)
    assert left_out == ["sneaky"]
    assert {e["backend"] for e in matrix["include"]} == {"llvm-cpu"}


def test_compute_shards_only_the_full_tier() -> None:
    profiles = load_profiles()
    smoke, _ = ci_matrix.compute(profiles, "smoke", list(profiles), "3.13.0", self_hosted=True)
    full, _ = ci_matrix.compute(profiles, "full", list(profiles), "3.13.0", self_hosted=True)
    assert len(smoke["include"]) == len(profiles)
    assert len(full["include"]) == sum(p.shards for p in profiles.values())
    artifacts = [e["artifact"] for e in full["include"]]
    assert len(set(artifacts)) == len(artifacts), "one artifact per job"


@pytest.mark.parametrize("version", ["3.13.0; rm -rf /", "", "$(id)", "3.14.0 --index-url=x"])
def test_compute_refuses_what_is_not_a_version(version: str) -> None:
    with pytest.raises(ValueError):
        ci_matrix.compute(load_profiles(), "smoke", ["llvm-cpu"], version, self_hosted=True)


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
    f.write_text(re.sub(r"(?m)^shards = .*$", "shards = 0", base))
    with pytest.raises(ProfileError, match="shards"):
        load_profile(f)
    f.write_text(re.sub(r"(?m)^(apt_packages|shards) = .*$", "", base))
    p = load_profile(f)
    assert (p.apt_packages, p.shards) == ((), 1)


# --- security and practical CI ----------------------------------------------------------------------------------


def test_least_privilege_and_no_pull_request_target() -> None:
    for name, wf in _workflows().items():
        assert wf.get("permissions") == {"contents": "read"}, f"{name}: top-level permissions"
        assert "pull_request_target" not in _on(wf), name
        for job_name, job in wf["jobs"].items():
            perms = job.get("permissions", {})
            assert perms != "write-all" and isinstance(perms, dict), f"{name}/{job_name}"
            if any(v == "write" for v in perms.values()):
                # the only write: attaching the gate's grid to a release
                assert (name, job_name, perms) == ("release-gate.yml", "publish-baseline", {"contents": "write"})


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
    assert wf["concurrency"]["cancel-in-progress"] is True
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
    caches = {s["with"]["path"]: s["with"]["key"] for s in _steps(job) if "actions/cache@" in s.get("uses", "")}
    assert "~/.cache/pip" in caches
    assert "matrix.compiler" in caches[".conformance-cache"], "the compile cache is keyed by compiler version"
