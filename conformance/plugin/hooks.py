"""pytest plugin: every cell of the matrix is a test item.

    pytest -p conformance.plugin.hooks conformance/corpus --backend llvm-cpu -n auto

Item ids read like ``topk_indices_only[llvm-cpu|O3|mixed]``; ``-k`` selects on
case names and axes (``-k "topk and O3 and mixed"``). Each item records its
result as JUnit properties; at the end the controller writes the grid.
"""

from __future__ import annotations

import dataclasses
import gc
import json
import random
from pathlib import Path

import pytest

from conformance.analyses import Budget
from conformance.axes import DIMS_VARIANTS, OPT_LEVELS, SIZES, TIERS, model_of, parse_cell_id
from conformance.case import Case, Variant
from conformance.corpus import CORPORA, CORPUS_DIR, corpus_modules
from conformance.expectations.match import ExpectationError, expectations_file, load_expectations
from conformance.expectations.stale import stale_entries
from conformance.grid import build_grid, write_grid
from conformance.pipeline import batch, cache, timing
from conformance.pipeline.batch import batch_of
from conformance.pipeline.execute import default_runner
from conformance.pipeline.run_cell import RunConfig
from conformance.pipeline.tools import ToolsError, ToolSet, available_devices, find_tools, tool_versions
from conformance.plugin import shard
from conformance.plugin.items import RECORD, CellItem, CorpusModule
from conformance.plugin.lost_worker import closing_report, lost_worker_result
from conformance.plugin.progress import DEFAULT_EVERY, Progress
from conformance.plugin.state import STATE, State
from conformance.profiles import Profile, ProfileError, load_profiles
from conformance.results import coverage, folder, junit
from conformance.results.merge import RUN_LATER
from conformance.results.schema import from_record, to_record

_DECLARED = "conformance-declared"  # workeroutput key: a worker's declared cases, sent to the controller
ANALYSIS_BUDGET = 900.0


def pytest_addoption(parser: pytest.Parser) -> None:
    g = parser.getgroup("conformance")
    _add_toolchain_options(g)
    g.addoption("--opt", help="opt levels, comma-separated (default: all, or what the corpus's tier spans)")
    g.addoption("--dims", help="dims variants, comma-separated (default: all, or what the corpus's tier spans)")
    g.addoption(
        "--corpus",
        default="builtin",
        help=f"corpora to run, comma-separated: {', '.join(CORPORA)} (default: builtin)",
    )
    g.addoption(
        "--sizes",
        choices=SIZES,
        default="traced",
        help="traced: run each module at its traced sizes (default); boundary: also run every dynamic and mixed"
        " module, compiled once, with each symbolic dim at 1, a small prime and a size no tile divides",
    )
    g.addoption("--cases-from", help="a file of case names, one per line: run only those cases")
    g.addoption("--corpus-dir", help="folder of corpus modules and expectations/ (default: the built-in corpus)")
    g.addoption(
        "--tier",
        choices=TIERS,
        help="corpus tier (default: smoke for the builtin corpus; full when only external corpora are named)",
    )
    g.addoption("--results", default="results", help="folder for junit-<backend>.xml, grid.* and repro folders")
    g.addoption("--cache-dir", dest="conformance_cache", help="compile cache (default .conformance-cache)")
    g.addoption("--xpass-ok", action="store_true", help="do not fail the session on xpass cells")
    g.addoption("--no-run", action="store_true", help="compile only, as if no device were present")
    g.addoption("--bundle", help="DIR: compile only, and write a run bundle there (iree-conformance run-bundle DIR)")
    _add_sharing_options(g)
    _add_analysis_options(g)
    g.addoption(
        "--keep-outputs", action="store_true", help="keep passing cells' outputs in <results>/outputs/ (for diffs)"
    )
    # The numeric options, one shape: (name, type, default, what); the help names the default.
    for name, kind, default, what in (
        ("--compile-timeout", float, 300.0, "seconds per iree-compile"),
        ("--run-timeout", float, 120.0, "seconds per iree-run-module"),
        ("--batch", int, batch.SIZE, "modules compiled together as one (1: each alone)"),
        ("--progress", float, DEFAULT_EVERY, "seconds between progress lines: cells done, failures, ETA (0: none)"),
    ):
        g.addoption(name, type=kind, default=default, help=f"{what} (default {default:g})")


def _add_sharing_options(g: pytest.OptionGroup) -> None:
    """How a run takes its part of the selected cells: a random sample, a shard, the costs that weigh it."""
    g.addoption(
        "--sample",
        help="N or N/SEED: run a random sample of N of the selected cells (seeded, default seed 0), before"
        " --shard splits them: a region measured in part, its size stated by the grid's coverage block",
    )
    g.addoption(
        "--sample-cases",
        help="N or N/SEED: run every selected cell of a random sample of N models (a case and its ONNX route"
        " are one model; seeded, default seed 0), before --shard: a case's opt levels and dims side by side",
    )
    g.addoption("--shard", help="K/N: run only the K-th of N shards (1-based), split evenly by cost")
    g.addoption(
        "--shard-costs",
        help="grid.json (or .json.gz) of an earlier run, or a region's .costs.json.gz:"
        " the cells' measured seconds weigh the shards",
    )


def _add_analysis_options(g: pytest.OptionGroup) -> None:
    """What the analyses look at, and their budget."""
    # One name for every analysis (localization, reduction), as in `python -m conformance localize|reduce`;
    # the names of earlier releases still work.
    g.addoption(
        "--no-analysis", "--no-localize", dest="no_analysis", action="store_true",
        help="do not analyze new failures (localize wrong numbers, reduce compile failures)",
    )  # fmt: skip
    g.addoption(
        "--behind",
        choices=("all", "pinned"),
        default="all",
        help="what lies behind a compile failure: looked at for every one (all, the default), or only where"
        " its expectation pins it or the failure is not expected (pinned: the budget goes to what a check reads)",
    )
    g.addoption(
        "--analysis-budget", "--localize-budget", dest="analysis_budget", type=float, default=ANALYSIS_BUDGET,
        help=f"seconds of analysis of new failures per run, shared by its workers (default {ANALYSIS_BUDGET:g})",
    )  # fmt: skip


def _add_toolchain_options(g: pytest.OptionGroup) -> None:
    """What compiles and runs every cell: the backend's profile, and what a run changes of it."""
    g.addoption("--backend", help="backend profile from runners/ (enables conformance cells)")
    g.addoption("--target", help="override the backend's target (also CONFORMANCE_TARGET_<BACKEND>)")
    g.addoption(
        "--compile-flag",
        action="append",
        default=[],
        metavar="FLAG",
        help="one more iree-compile flag for every cell, after the profile's (repeat it for more)",
    )
    g.addoption("--device", help="iree-run-module's device instead of the profile's (e.g. local-sync)")
    g.addoption("--iree-tools", help="folder of iree-compile/iree-run-module to test (also CONFORMANCE_IREE_TOOLS)")
    g.addoption(
        "--compiler-version",
        help="the compiler's name on the version axis (default: its release, or the version it reports)",
    )


def _csv(value: str, allowed: tuple[str, ...], option: str) -> list[str]:
    items = [v.strip() for v in value.split(",") if v.strip()]
    bad = [v for v in items if v not in allowed]
    if bad or not items:
        raise pytest.UsageError(f"{option}: unknown value(s) {bad or value!r}; choose from {', '.join(allowed)}")
    return items


def _named(config: pytest.Config, option: str, allowed: tuple[str, ...]) -> list[str] | None:
    """The axis values the run named (--opt, --dims), or None when it named none."""
    value = config.getoption(option)
    return None if value is None else _csv(value, allowed, f"--{option}")


def _profile_and_tools(backend: str, tools_dir: str | None) -> tuple[Profile, ToolSet]:
    try:
        profiles = load_profiles()
        if backend not in profiles:
            raise ProfileError(f"--backend: unknown backend '{backend}'; known: {', '.join(profiles)}")
        return profiles[backend], find_tools(tools_dir)
    except (ProfileError, ToolsError) as e:
        raise pytest.UsageError(str(e)) from None


@pytest.hookimpl(tryfirst=True)  # before junitxml reads --junitxml
def pytest_configure(config: pytest.Config) -> None:
    backend = config.getoption("backend")
    if not backend:
        return
    timing.add("startup", timing.process_age() or 0.0)  # interpreter, pytest and plugin imports
    with timing.stage("configure"):
        _configure(config, backend)


def _pin_workers_rootdir(config: pytest.Config) -> None:
    """xdist workers parse this run's arguments again, after --results was made.
    pytest counts an argument that names an existing path toward the rootdir,
    the value of ``--results DIR`` too (the plugin's options are not known yet
    then), so a worker could settle on another rootdir than this process and
    give every module of a corpus outside it another id. Workers get this one."""
    args = config.invocation_params.args
    if not any(a == "--rootdir" or a.startswith("--rootdir=") for a in args):
        pinned = (*args, f"--rootdir={config.rootpath}")
        config.invocation_params = dataclasses.replace(config.invocation_params, args=pinned)


def _run_config(config: pytest.Config, profile: Profile, tools: ToolSet) -> RunConfig:
    """What every cell of the run is compiled and run with; cells are compiled
    only, with the reason, where the run is off or the device is absent."""
    extra, device = tuple(config.getoption("compile_flag")), config.getoption("device")
    if extra or device:  # e.g. IREE's own test-suite configuration (docs/corpus.md)
        profile = dataclasses.replace(profile, extra_flags=extra, device=device or profile.device)
    skip_reason = None
    if config.getoption("bundle"):
        skip_reason = RUN_LATER  # results.merge: the run phase's result supersedes it
    elif config.getoption("no_run"):
        skip_reason = "run disabled (--no-run)"
    elif profile.device not in available_devices(tools.run_module):
        skip_reason = f"no {profile.device} device"
    return RunConfig.for_backend(
        profile,
        tools,
        config.getoption("results"),
        config.getoption("conformance_cache"),
        config.getoption("target"),
        compile_timeout=config.getoption("compile_timeout"),
        run_timeout=config.getoption("run_timeout"),
        skip_run_reason=skip_reason,
        runner=None if skip_reason else default_runner(tools, profile.device),
        keep_outputs=config.getoption("keep_outputs"),
    )


def _configure(config: pytest.Config, backend: str) -> None:
    if not config.option.xmlpath:  # the JUnit file goes with the rest of the results by default
        config.option.xmlpath = str(Path(config.getoption("results")) / f"junit-{backend}.xml")
    profile, tools = _profile_and_tools(backend, config.getoption("iree_tools"))
    if config.getoption("compiler_version"):
        tools = dataclasses.replace(tools, release=config.getoption("compiler_version"))
    corpus_dir = Path(config.getoption("corpus_dir") or CORPUS_DIR).resolve()
    corpora = tuple(_csv(config.getoption("corpus"), CORPORA, "--corpus"))
    if not corpus_dir.is_dir():
        raise pytest.UsageError(f"--corpus-dir: {corpus_dir} is not a folder")
    files = {c: expectations_file(corpus_dir / "expectations", backend, c) for c in corpora}
    try:
        expectations = {c: load_expectations(path) for c, path in files.items()}
        shard_spec, sample, sample_cases = _sharing(config)
    except (ExpectationError, ValueError) as e:
        raise pytest.UsageError(str(e)) from None
    try:  # read now: a file that is no grid or costs file stops the run before anything runs
        costs = shard.measured_costs(Path(config.getoption("shard_costs"))) if config.getoption("shard_costs") else None
    except ValueError as e:
        raise pytest.UsageError(f"--shard-costs: {e}") from None
    cfg = _run_config(config, profile, tools)
    if not _is_worker(config):
        try:  # found now, not after every cell ran
            folder.start_run(cfg.results_dir, backend, Path(config.option.xmlpath), f"__{profile.name}__")
        except OSError as e:
            raise pytest.UsageError(f"--results: cannot write to {cfg.results_dir}: {e.strerror or e}") from None
        cache.remove_stale_temps(cfg.cache_root)
        _pin_workers_rootdir(config)
    state = config.stash[STATE] = State(
        cfg=cfg,
        opts=_named(config, "opt", OPT_LEVELS),
        dims=_named(config, "dims", DIMS_VARIANTS),
        tier=config.getoption("tier") or ("smoke" if "builtin" in corpora else "full"),
        sizes=config.getoption("sizes"),
        expectations=expectations,
        xpass_ok=config.getoption("xpass_ok"),
        corpus=corpus_modules(corpus_dir, corpora),
        shard=shard_spec,
        shard_costs=costs,
        sample=sample,
        sample_cases=sample_cases,
        behind_all=config.getoption("behind") == "all",
        only_cases=_read_names(config.getoption("cases_from")),
        analysis=None if config.getoption("no_analysis") else Budget(config.getoption("analysis_budget")),
        expectation_files=files,
        bundle=Path(config.getoption("bundle")).resolve() if config.getoption("bundle") else None,
        started=folder.run_started(cfg.results_dir),
    )
    if not _is_worker(config):  # the grid is the controller's; a worker's cells reach it as reports
        config.pluginmanager.register(_Results(config, state), "conformance-results")
    config.addinivalue_line("markers", "conformance: a cell of the conformance matrix")
    # No path given: the corpus, also where pytest would take the ini file's
    # testpaths (in this repository: its own tests, not the corpus the run named).
    if config.args_source is not pytest.Config.ArgsSource.ARGS:
        config.args = [str(corpus_dir)]
    if config.getoption("progress") > 0 and not _is_worker(config):
        progress = Progress(lambda line: _terminal_line(config, line), config.getoption("progress"))
        config.pluginmanager.register(progress, "conformance-progress")
    if config.pluginmanager.hasplugin("xdist"):
        config.pluginmanager.register(_XdistScheduling(), "conformance-xdist")


def _terminal_line(config: pytest.Config, line: str) -> None:
    tr = config.pluginmanager.get_plugin("terminalreporter")  # registered after this plugin's configure
    if tr is not None:
        if tr._tw.width_of_current_line:  # after pytest's dots
            tr.write("\n")
        tr.write_line(line)


def _sharing(config: pytest.Config) -> tuple[tuple[int, int] | None, ...]:
    """--shard (index, count), --sample and --sample-cases (size, seed), each None when not given;
    ValueError naming the option."""
    text = config.getoption("shard")
    samples = (
        shard.parse_sample(config.getoption(name), "--" + name.replace("_", "-")) if config.getoption(name) else None
        for name in ("sample", "sample_cases")
    )
    return (shard.parse_shard(text) if text else None, *samples)


def _read_names(path: str | None) -> frozenset[str] | None:
    if not path:
        return None
    try:
        return frozenset(line.strip() for line in Path(path).read_text().splitlines() if line.strip())
    except OSError as e:
        raise pytest.UsageError(f"--cases-from: {e}") from None


def _is_worker(config: pytest.Config) -> bool:
    return hasattr(config, "workerinput")


@pytest.hookimpl(tryfirst=True)
def pytest_sessionstart(session: pytest.Session) -> None:
    state = session.config.stash.get(STATE, None)
    if state is None or _is_worker(session.config):
        return
    from conformance.corpus import prepare, rooted

    try:  # before xdist brings up its workers (its own sessionstart): they then read it from the cache
        with rooted(state.cfg.cache_root):  # where the workers look for it (--cache-dir)
            prepare(state.corpus, lambda line: _terminal_line(session.config, line))
    except RuntimeError as e:  # another transformers than the pinned one: one line
        raise pytest.UsageError(str(e)) from None
    from _pytest.junitxml import xml_key

    xml = session.config.stash.get(xml_key, None)
    if xml is not None:
        for name, value in tool_versions(state.cfg.tools).items():
            xml.add_global_property(junit.TOOL_PREFIX + name, value or "")
        xml.add_global_property("conformance.run.skip", state.cfg.skip_run_reason or "")


@pytest.hookimpl(trylast=True)  # after -k/-m deselection: batch only what runs
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    state = config.stash.get(STATE, None)
    if state is None:
        return
    if state.sample_cases is not None:
        _keep_case_sample(config, items, *state.sample_cases)
    if state.sample is not None:
        _keep_sample(config, items, *state.sample)
    if state.shard is not None:
        _keep_shard(config, items, *state.shard)
    cells = [i for i in items if isinstance(i, CellItem)]
    _assign_batches(cells, config.getoption("batch"), state)
    if not _is_worker(config):
        _record_selection(config, [i.name for i in cells])
        _record_declared(config)
    # What is alive now (torch, the corpus, the items) lives for the whole run:
    # out of the collector's way, so its full collections, and pytest's own at
    # the end, do not walk torch's objects again and again.
    gc.freeze()


def _record_selection(config: pytest.Config, names: list[str]) -> None:
    """The cells this run selected, in the JUnit file and grid.json: the gate
    tells a cell left out on purpose (a subset run) from a lost one."""
    state = config.stash[STATE]
    if state.selected is not None:
        return
    state.selected = sorted(set(names))
    from _pytest.junitxml import xml_key

    xml = config.stash.get(xml_key, None)
    if xml is not None:
        xml.add_global_property(junit.SELECTION, json.dumps(state.selected))


def _record_declared(config: pytest.Config) -> None:
    """What the run's tier declares, in the JUnit file (grid.json gets it at the end): a grid
    merged from this run's results says how much of it was measured (results.coverage)."""
    from _pytest.junitxml import xml_key

    state = config.stash[STATE]
    xml = config.stash.get(xml_key, None)
    if xml is not None:  # set again as each worker reports: the last is the whole tier
        value = json.dumps(coverage.to_json(state.declared_regions()))
        xml.global_properties[:] = [p for p in xml.global_properties if p[0] != junit.DECLARED]
        xml.add_global_property(junit.DECLARED, value)


def _keep_sample(config: pytest.Config, items: list[pytest.Item], size: int, seed: int) -> None:
    """A random sample of ``size`` cells, the same for a seed on every worker and shard (drawn from
    the sorted cell ids); items that are not cells stay."""
    ids = sorted(item.name for item in items if isinstance(item, CellItem))
    chosen = set(random.Random(seed).sample(ids, min(size, len(ids))))
    drop = [item for item in items if isinstance(item, CellItem) and item.name not in chosen]
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = [item for item in items if not isinstance(item, CellItem) or item.name in chosen]


def _assign_batches(cells: list[CellItem], size: int, state: State) -> None:
    """Each cell's batch mates: the modules of its batch (``batch_of``), cut from the full (sharded)
    list the same way on every worker and in the scheduler."""
    batch_ids = batch_of((i.nodeid for i in cells), size, state.pinned_to_fail)
    members: dict[str, dict[tuple[str, str], tuple[Case, Variant]]] = {}
    for item in cells:  # a variant's boundary cells are in its batch: one (case, variant) is one member
        members.setdefault(batch_ids[item.nodeid], {})[(item.case.name, item.variant.name)] = (item.case, item.variant)
    for item in cells:
        item.batch = list(members[batch_ids[item.nodeid]].values())


def _keep_case_sample(config: pytest.Config, items: list[pytest.Item], size: int, seed: int) -> None:
    """Every cell of a random sample of ``size`` models (a case with its ONNX route), the same for a
    seed on every worker and shard: the differentials (dims-only, opt-switched) need a case's other cells."""
    models = sorted({model_of(item.case.name) for item in items if isinstance(item, CellItem)})
    chosen = set(random.Random(seed).sample(models, min(size, len(models))))
    keep: list[pytest.Item] = []
    drop: list[pytest.Item] = []
    for item in items:
        mine = not isinstance(item, CellItem) or model_of(item.case.name) in chosen
        (keep if mine else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def _keep_shard(config: pytest.Config, items: list[pytest.Item], index: int, count: int) -> None:
    groups: dict[str, list[str]] = {}
    for item in items:
        if isinstance(item, CellItem):
            groups.setdefault(item.group, []).append(item.name)
    owner = shard.assign(shard.group_costs(groups, config.stash[STATE].shard_costs), count)
    keep: list[pytest.Item] = []
    drop: list[pytest.Item] = []
    for item in items:
        mine = owner[item.group] == index if isinstance(item, CellItem) else index == 1
        (keep if mine else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


class _XdistScheduling:
    """Sends the cells of one compile batch to one worker, so a batch module is
    built once; without batching, the cells that share one import (case, dims).
    A worker lost mid-cell (killed: out of memory, a signal) costs only that
    cell, reported as `error`; the run goes on and finishes."""

    @staticmethod
    def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object:
        from conformance.plugin.scheduling import cell_scheduling

        return cell_scheduling(config, log, config.getoption("batch"), config.stash[STATE].pinned_to_fail)

    @staticmethod
    def pytest_xdist_node_collection_finished(node: object, ids: list[str]) -> None:
        config = node.config  # type: ignore[attr-defined]
        names = [n.rsplit("::", 1)[-1] for n in ids]
        _record_selection(config, [n for n in names if _is_cell_id(n)])

    @staticmethod
    def pytest_testnodedown(node: object, error: object) -> None:
        """A worker's declared cases reach the controller, which collected none."""
        state = node.config.stash.get(STATE, None)  # type: ignore[attr-defined]
        sent = getattr(node, "workeroutput", {}).get(_DECLARED)
        if state is not None and sent:
            declared, undeclared, in_tier = sent
            for corpus, cases in declared.items():
                state.declare(corpus, {name: tuple(dims) for name, dims in cases.items()})
            for corpus in undeclared:
                state.declare(corpus, None)
            for corpus, names in in_tier.items():  # every worker collects the whole tier: the same cases
                state.in_tier.setdefault(corpus, set()).update(names)
            _record_declared(node.config)  # type: ignore[attr-defined]

    @staticmethod
    def pytest_handlecrashitem(crashitem: str, report: pytest.TestReport, sched: object) -> None:
        """The cell a lost worker was running: `error`, with the reason, in the
        grid and the JUnit file (never retried: what killed the worker may kill the next)."""
        config = report.node.config
        state = config.stash.get(STATE, None)
        name = crashitem.rsplit("::", 1)[-1]
        if state is None or not _is_cell_id(name):
            return
        record = to_record(lost_worker_result(state, crashitem, str(report.longrepr)))
        report.user_properties[:] = junit.record_properties(record)
        report.conformance_record = record  # type: ignore[attr-defined]
        report.conformance_lost_worker = True  # type: ignore[attr-defined]


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]):  # -> TestReport
    """The cell's record rides on its report (xdist sends a report's fields to the controller)."""
    report = yield
    if call.when == "call" and RECORD in item.stash:
        report.conformance_record = item.stash[RECORD]
    return report


def _is_cell_id(name: str) -> bool:
    try:
        parse_cell_id(name)
    except ValueError:
        return False
    return True


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    state = parent.config.stash.get(STATE, None)
    if state is not None and file_path.resolve() in state.corpus:
        return CorpusModule.at(parent, file_path)
    return None


class _Results:
    """Collects the cells' results into the run's State, on the controller.
    A plugin object, not a module-level hook: ``pytest_runtest_logreport`` gets
    no config, and a module-level list would outlive the run (and carry its
    cells into the next run in the same interpreter)."""

    def __init__(self, config: pytest.Config, state: State) -> None:
        self.config, self.state = config, state

    @pytest.hookimpl(trylast=True)  # a lost worker's report: after the JUnit writer opened its testcase
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        # Runs on the controller for every worker's report too; the cell is the
        # record the JUnit file's properties were written from, so the grid and the XML agree.
        lost = getattr(report, "conformance_lost_worker", False)
        if report.when != "call" and not lost:
            return
        record = getattr(report, "conformance_record", None)
        if record is not None:
            with timing.stage("results"):
                self.state.results.append(from_record(record))
        if lost:  # pytest's JUnit writer adds a testcase's properties at its teardown, which a lost worker never sent
            self.config.hook.pytest_runtest_logreport(report=closing_report(report))


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    state = session.config.stash.get(STATE, None)
    if state is None:
        return
    state.cfg.state.close()  # its runners and scratch folder
    if _is_worker(session.config):
        sent = [state.declared, sorted(state.undeclared), {c: sorted(names) for c, names in state.in_tier.items()}]
        session.config.workeroutput[_DECLARED] = sent  # type: ignore[attr-defined]
        timing.dump("worker")
        return
    with timing.stage("grid"):
        _finish(session, state)
    timing.dump("controller")


def _write_manifest(state: State, tr) -> None:  # tr: pytest's terminal reporter, or None
    from conformance.bundle.pack import write_manifest

    assert state.bundle is not None
    cfg = state.cfg
    run = {"backend": cfg.profile.name, "device": cfg.profile.device, "target": cfg.target, "workers": ""}
    run["workers"] = cfg.profile.workers
    n = write_manifest(state.bundle, run, tool_versions(cfg.tools), state.expectation_files)
    if tr is not None:
        tr.write_line(f"conformance: run bundle of {n} cells in {state.bundle} (python -m conformance run-bundle DIR)")


def _finish(session: pytest.Session, state: State) -> None:
    results = state.results
    grid = build_grid(
        results,
        tool_versions(state.cfg.tools),
        run={"backend": state.cfg.profile.name, "target": state.cfg.target, "skip_run": state.cfg.skip_run_reason},
        declared=state.declared_regions(),
        selection=state.selected,
    )
    tr = session.config.pluginmanager.get_plugin("terminalreporter")
    try:
        paths = write_grid(grid, state.cfg.results_dir)
    except OSError as e:  # one line, a failing exit; the JUnit file still holds every cell
        if tr is not None:
            tr.write_line(f"conformance: cannot write the grid to {state.cfg.results_dir}: {e.strerror or e}")
        session.exitstatus = pytest.ExitCode.INTERNAL_ERROR
        return
    folder.finish_run(state.cfg.results_dir)
    if state.bundle is not None:
        _write_manifest(state, tr)
    if tr is not None:
        counts = ", ".join(f"{k} {v}" for k, v in grid["summary"]["status"].items())
        tr.write_line(f"conformance: {len(results)} cells ({counts}); grid: {paths[2]}")
        for line in _stale(state):
            tr.write_line(f"conformance: warning: {line}")


def _stale(state: State) -> list[str]:
    """Expectation entries that cover no cell the corpus declares (check them with
    ``python -m conformance check-expectations``)."""
    return [
        line
        for corpus, entries in state.expectations.items()
        if corpus in state.declared and corpus not in state.undeclared
        for line in stale_entries(entries, state.declared[corpus], str(state.expectation_files[corpus]))
    ]
