"""The pytest items: a corpus module collects one ``CellItem`` per cell of the
matrix (case x opt x dims, boundary sizes too), which runs the cell, judges it
against its expectation and reports its outcome; a case that did not declare
itself properly is one ``BrokenCaseItem``."""

from __future__ import annotations

import dataclasses
import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from conformance.analyses import analyze
from conformance.analyses.context import Subject
from conformance.axes import cell_id, import_group
from conformance.case import BrokenCase, Case, Variant, variants
from conformance.cell import Cell, CellResult, Finding, Status, Verdict
from conformance.corpus import corpus_of, load_module, rooted
from conformance.derived.routes import paired_in_run
from conformance.expectations.match import Expectation, expectation_for, judge
from conformance.faults import error_result, one_line
from conformance.pipeline import timing
from conformance.pipeline.outcome import CellOutcome, harness_failure
from conformance.pipeline.run_cell import run_cell
from conformance.pipeline.sizes import Boundary, cell_dims, sized_cells
from conformance.plugin.state import STATE, State
from conformance.results import junit
from conformance.results.record import Judgement, record
from conformance.results.schema import CellRecord, to_record

if TYPE_CHECKING:
    from _pytest._code.code import TerminalRepr  # what pytest's repr_failure returns


# A cell's record, encoded once (results.schema): the JUnit properties are written
# from it, and its report carries it to the controller as is (hooks.py).
RECORD = pytest.StashKey[CellRecord]()


def keep_record(item: pytest.Item, result: CellResult) -> None:
    record = to_record(result)
    item.user_properties.extend(junit.record_properties(record))
    item.stash[RECORD] = record


class CorpusModule(pytest.File):
    @classmethod
    def at(cls, parent: pytest.Collector, path: Path) -> CorpusModule:
        """The collector of the corpus module at ``path``. Its id is pytest's own,
        the path relative to the rootdir, inside the rootdir. Outside it (a
        --corpus-dir elsewhere) pytest would make it relative to the corpus
        folder, and then show it as a path under the rootdir: a file that is not
        there (pytest #13254). There it is the path relative to the rootdir, with
        ``..``: the id names the module, shown from any folder."""
        root = parent.config.rootpath
        nodeid = None if path.is_relative_to(root) else Path(os.path.relpath(path, root)).as_posix()
        return cls.from_parent(parent, path=path, nodeid=nodeid)

    def collect(self):
        with timing.stage("collection"):  # the corpus module's import (torch's, for the first) and its cells
            return list(self._cells())

    def _cells(self):
        state = self.config.stash[STATE]
        corpus = corpus_of(self.path)
        try:
            with rooted(state.cfg.cache_root):  # generated corpora are kept beside the compile cache
                cases = [state.claim(c) for c in load_module(self.path)]
        except Exception as e:  # the module's own fault: one error row, named, and the rest still runs
            error = f"{self.path.name}: corpus module failed to import: {one_line(e)}"
            state.declare(corpus, None)
            yield BrokenCaseItem.from_parent(self, name=self.path.name, error=error)
            return
        state.declare(corpus, {c.name: tuple(v.name for v in variants(c)) for c in cases if isinstance(c, Case)})
        state.in_tier.setdefault(corpus, set()).update(
            c.name for c in cases if isinstance(c, Case) and state.tier in c.tiers
        )
        opts, variant_names = state.axes(corpus)
        for case in cases:
            if isinstance(case, BrokenCase):
                yield BrokenCaseItem.from_parent(self, name=case.name, error=case.error)
                continue
            if state.tier not in case.tiers or (state.only_cases is not None and case.name not in state.only_cases):
                continue
            for variant, opt, size in sized_cells(case, opts, variant_names, boundary=state.sizes == "boundary"):
                name = cell_id(case.name, state.cfg.profile.name, opt, cell_dims(variant, size))
                yield CellItem.from_parent(self, name=name, case=case, variant=variant, opt=opt, size=size)


class BrokenCaseItem(pytest.Item):
    """A case that did not declare itself properly: fails with one line."""

    def __init__(self, *, error: str, **kw) -> None:
        super().__init__(**kw)
        self.error = error

    def runtest(self) -> None:
        # A row of its own in every output: the declaration is named, the cell is `error`.
        state = self.config.stash[STATE]
        cell = Cell(self.name, state.cfg.profile.name, "*", "*")
        result = error_result(cell, state.cfg.target, f"error: broken declaration: {self.error}", self.error)
        result = dataclasses.replace(
            result, verdict=Verdict.REGRESSION, corpus=corpus_of(self.path), compiler_version=state.cfg.tools.label
        )
        keep_record(self, result)
        raise CaseDeclarationFailure(self.error)

    def repr_failure(self, excinfo, style=None) -> str:
        return str(excinfo.value)

    def reportinfo(self):
        return self.path, None, f"declaration of {self.name}"


class CaseDeclarationFailure(Exception):
    pass


class CellFailure(Exception):
    pass


class CellItem(pytest.Item):
    def __init__(self, *, case: Case, variant: Variant, opt: str, size: Boundary | None = None, **kw) -> None:
        super().__init__(**kw)
        self.case, self.variant, self.opt, self.size = case, variant, opt, size
        self.group = import_group(case.name, variant.name)
        self.batch: list[tuple[Case, Variant]] = []  # the cells compiled together with this one
        state = self.config.stash[STATE]
        for word in (opt, variant.name, state.cfg.profile.name, case.family, case.frontend):
            self.extra_keyword_matches.add(word)
        if size is not None:
            self.extra_keyword_matches.add("boundary")
        self.add_marker("conformance")

    @property
    def cell(self) -> Cell:
        state = self.config.stash[STATE]
        return Cell(self.case.name, state.cfg.profile.name, self.opt, cell_dims(self.variant, self.size))

    def runtest(self) -> None:
        state = self.config.stash[STATE]
        try:
            with timing.stage("cell"):
                outcome = run_cell(self.case, self.variant, self.opt, state.cfg, self.batch, self.size)
        except Exception as e:  # the harness's or the machine's fault: an `error` cell, never a lost one
            outcome = harness_failure(self.cell, state.cfg.target, e, self.case.family)
        with timing.stage("results"):
            exp = expectation_for(outcome.cell, state.expectations.get(corpus_of(self.path), []))
            judgement = self._judgement(outcome, exp, state)
            with tempfile.TemporaryDirectory(prefix="analysis-") as keep:
                finding = self._analyzed(outcome, judgement, exp, state, Path(keep))
                if finding.behind:  # a failure as expected whose rest now does otherwise is a regression
                    judgement = self._judgement(outcome, exp, state, finding)
                result = record(outcome, judgement, state.cfg, finding)
            result = paired_in_run(result, state.cfg.results_dir, state.started)  # the model's other route
            keep_record(self, result)
            if state.bundle is not None:
                from conformance.bundle.pack import add_cell

                add_cell(state.bundle, outcome, result, self.case)
        self._report_outcome(result, state)

    def _judgement(
        self, outcome: CellOutcome, exp: Expectation | None, state: State, finding: Finding | None = None
    ) -> Judgement:
        behind = finding.behind if finding else None
        verdict, changed = judge(exp, outcome.status, outcome.signature, behind, outcome.stage)
        return Judgement(
            verdict=verdict,
            expected=exp.status if exp else Status.PASS,
            reason=exp.reason if exp else "",
            corpus=corpus_of(self.path),
            compiler_version=state.cfg.tools.label,
            changed=changed,
        )

    def _analyzed(
        self, outcome: CellOutcome, judgement: Judgement, exp: Expectation | None, state: State, keep: Path
    ) -> Finding:
        """What the analyses find where the cell went wrong, unless it failed as expected; what lies
        behind an expected failure, unless --behind pinned and its expectation pins nothing behind."""
        localizable = self.size is None  # the analyses work on the traced inputs
        if not localizable or state.analysis is None:
            return Finding()
        expected = judgement.verdict in (Verdict.XFAIL, Verdict.HOST_DEPENDENT)
        behind = state.behind_all or not expected or (exp is not None and exp.behind is not None)
        subject = Subject(self.case, self.variant, self.opt, state.cfg)
        with timing.stage("analysis"):
            return analyze(subject, outcome, state.analysis, keep, expected, behind)

    def _report_outcome(self, r: CellResult, state: State) -> None:
        detail = f"{r.signature or ''}\n{r.message}".strip()
        if r.repro:
            detail += f"\nrepro: {r.repro}"
        if r.status is Status.ERROR:
            raise CellFailure(f"error (the harness's or the machine's fault, not the compiler's): {detail}")
        if r.verdict.blocks(state.xpass_ok):  # the one rule of what fails a run (lit's isFailure)
            if r.verdict is Verdict.XPASS:
                raise CellFailure(f"xpass: passed, expected {r.expected} ({r.reason}); the expectation is stale")
            raise CellFailure(f"{r.verdict}: {r.status} at {r.stage} (expected {r.expected})\n{detail}")
        if r.verdict is Verdict.XPASS:
            return  # accepted (--xpass-ok): a pass
        if r.verdict is Verdict.XFAIL or (r.verdict is Verdict.HOST_DEPENDENT and r.status is not Status.PASS):
            marker = " (host-dependent)" if r.verdict is Verdict.HOST_DEPENDENT else ""
            pytest.xfail(f"{r.status}{marker}: {r.reason}")
        if r.status is Status.SKIP:
            pytest.skip(r.message or "skipped")

    def repr_failure(self, excinfo, style=None) -> str | TerminalRepr:
        # An xfail's text is its reason; a traceback of the harness says nothing
        # about the cell and costs a source lookup per xfail cell.
        if isinstance(excinfo.value, CellFailure | pytest.xfail.Exception):
            return str(excinfo.value)
        return super().repr_failure(excinfo, style)

    def reportinfo(self):
        return self.path, None, self.name
