"""Rewrite expectation files from structured results (JUnit properties or
grid.json; never message text).

- An entry whose cells now all behave as it says stays, reason and all.
- An entry for one cell that now passes (or fails differently) goes.
- A pattern entry whose cells now disagree is replaced by one entry per cell it
  still covers (cells outside the results keep theirs), with the same reason.
- A failure with no entry comes in with its signature as the reason placeholder,
  or, when every cell of the new entry is one known bug (``known_bugs.toml``'s
  match), with that bug's name (``known bug <id>: <title>``) as the reason.
- Cells outside the results are untouched: a run on a subset of the matrix
  changes only the entries of that subset.
- A new entry pins its signature (``signature = ...``) when its cells share one
  and no analysis sharpened it; an entry whose cells all ran (and were not
  analyzed: expected failures are not) and share one signature gets it pinned.
  A cell failing as expected with another signature then counts as changed.
- A cell whose results disagree (two results files, from two hosts) gets a
  host-dependent entry listing every status it had, unless its entry already
  allows them all; the disagreement is warned about too.
- What lies behind a compile failure (``behind``, and its signature) is pinned
  the same way: a new entry's cells split by it, an entry that holds gets it
  when every cell it covers ran and they agree.
- `error` cells (the harness's own failures) are never expectations.
- The file keeps its comments and formatting (tomlkit); nothing is written
  when nothing changed.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import re
import sys
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from conformance.axes import base_dims
from conformance.cell import Cell, CellResult, Status
from conformance.expectations.match import (
    Expectation,
    expectation_for,
    expectations_file,
    is_pattern,
    load_expectations,
    pipeline_signature,
)
from conformance.expectations.patterns import fold
from conformance.expectations.stale import cases_in, covers_nothing, stale_entries
from conformance.known_bugs import KnownBug, known_bug

if TYPE_CHECKING:
    import tomlkit.items


@dataclass
class Changes:
    kept: int = 0
    removed: list[str] = field(default_factory=list)
    added: list[str] = field(default_factory=list)
    expanded: list[str] = field(default_factory=list)
    pinned: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)  # conflicts, error cells: nothing written for them
    stale: list[str] = field(default_factory=list)  # case patterns that cover no declared cell (not "kept")

    def __str__(self) -> str:
        return (
            f"{self.kept} kept, {len(self.removed)} removed, {len(self.added)} added, "
            f"{len(self.expanded)} pattern entries split per cell"
            + (f", {len(self.pinned)} signatures pinned" if self.pinned else "")
            + (f", {len(self.stale)} stale case patterns (cover no declared cell)" if self.stale else "")
        )

    @property
    def changed(self) -> bool:
        return bool(self.removed or self.added or self.expanded or self.pinned)


def _is_pattern(e: Expectation) -> bool:
    return any(is_pattern(text) for text in (*e.cases, e.opt, e.dims))


def _grouped(
    cells: Iterable[Cell],
    status: Status,
    reason: Callable[[Cell], str],
    universe: Callable[[], Iterable[Cell]],
    statuses: tuple[Status, ...] = (),
    split: Callable[[Cell], str] = lambda c: "",
) -> list[Expectation]:
    """Entries for ``cells``, one per (reason, opt, dims), each listing its cases:
    one bug, one entry. A case that fails so at every opt level of a dims variant
    (or at every dims variant) gets ``*`` there, checked against every cell the
    corpus has. ``split``: cells of one reason that differ in it (what lies
    behind their blocker) get entries of their own."""
    per_case: dict[tuple[str, str, str], set[tuple[str, str]]] = defaultdict(set)
    for c in cells:
        per_case[(reason(c), split(c), c.case)].add((c.opt, c.dims))
    if not per_case:
        return []  # the universe loads the corpus: only when there is something to compact
    known: dict[str, set[tuple[str, str]]] = defaultdict(set)
    for c in universe():
        known[c.case].add((c.opt, c.dims))
    groups: dict[tuple[str, str, str, str], list[str]] = defaultdict(list)
    for (why, part, case), failing in sorted(per_case.items()):
        for opt, dims in fold(failing, known.get(case, set()), lists=False):
            groups[(why, part, opt, dims)].append(case)
    return [
        Expectation(tuple(cases), status, why, opt, dims, statuses) for (why, _, opt, dims), cases in groups.items()
    ]


# What lies behind a blocker that can be pinned: where the rest of the program
# compiled. A next blocker the analysis could not put on the host ends it short
# (a bound, a node with no location): what it says depends on how far it got.
PINNABLE_BEHIND = ("pass", "mismatch", "fail-run", "compiles")


def behind_of(r: CellResult) -> tuple[str, str]:
    """The status and signature behind a result's blocker, where the analysis
    reached the end of the program ("" where it did not, or did not look)."""
    b = r.behind or {}
    return (b["status"], b.get("signature", "")) if b.get("status") in PINNABLE_BEHIND else ("", "")


def _split_behind(
    entry: Expectation,
    measured: dict[Cell, list[CellResult]],
    covered: list[Cell],
    covered_by: Callable[[], list[Cell]],
    all_cells: Callable[[], Iterable[Cell]],
    changes: Changes,
) -> list[Expectation]:
    """An entry that holds, but whose cells' blockers hide different things:
    one entry per thing behind, each pinned (one bug, one entry, still: the
    reason and signature stay); the cells with nothing to pin keep an entry
    of their own, unpinned. Only where every cell it covers ran; else the
    entry as it is. ``covered``: its cells this run measured."""
    if entry.behind is not None or not {Status.FAIL_COMPILE, Status.CRASH, Status.TIMEOUT} & set(entry.failing):
        return [entry]
    # Nothing looked behind in its measured cells: nothing to split by. Said before every cell of the
    # corpus is held against the entry (a generated corpus has ~10^5 cells, a file ~10^3 entries).
    if not any(behind_of(r)[0] for c in covered for r in measured[c] if r.status is not Status.PASS):
        return [entry]
    cells = covered_by()
    if not cells or any(c not in measured for c in cells):
        return [entry]
    behinds = {c: {behind_of(r) for r in measured[c] if r.status is not Status.PASS} for c in cells}
    # A cell whose results disagree behind is not pinned; nor is one not looked behind ("").
    keys = {c: next(iter(b)) if len(b) == 1 else ("", "") for c, b in behinds.items()}
    if len(set(keys.values())) < 2 or not any(k[0] for k in keys.values()):
        return [entry]
    key = lambda c: "\n".join(keys[c])  # noqa: E731
    parts = _grouped(cells, entry.status, partial(_reason, entry.reason), all_cells, entry.statuses, split=key)
    out = []
    for part in parts:
        mine = [r for c in cells if part.matches(c) for r in measured[c]]
        out.append(_with_behind(dataclasses.replace(part, signatures=entry.signatures), mine))
    changes.pinned += [f"{e.label}: {e.behind} behind" for e in out if e.behind]
    return out


def _behind_holds(entry: Expectation, r: CellResult) -> bool:
    """What lies behind is as pinned, or was not measured (nothing contradicts the pin)."""
    status, signature = behind_of(r)
    if entry.behind is None or not status:
        return True
    return status == entry.behind and entry.behind_signature in (None, signature)


def _with_behind(entry: Expectation, results: list[CellResult]) -> Expectation:
    """The entry with what lies behind its cells' blocker pinned, when they all
    had it measured and agree (the signature too, where they share one)."""
    if entry.behind is not None or not {Status.FAIL_COMPILE, Status.CRASH, Status.TIMEOUT} & set(entry.failing):
        return entry
    found = {behind_of(r) for r in results if r.status is not Status.PASS}
    if len(found) != 1 or not (only := found.pop())[0]:
        return entry
    status, signature = only
    return dataclasses.replace(entry, behind=status, behind_signature=signature or None)


def update_entries(
    entries: list[Expectation],
    results: Iterable[CellResult],
    all_cells: Callable[[], Iterable[Cell]],
    changes: Changes,
    bugs: Sequence[KnownBug] = (),
) -> list[Expectation]:
    """``bugs``: the known bugs a new entry's reason may name."""
    results = list(results)
    measured = _by_cell(results, changes)
    seen = {c: tuple(dict.fromkeys(r.status for r in rs)) for c, rs in measured.items()}
    compiled = _covering(entries, _compiled_only(results, measured))

    def holds(entry: Expectation, c: Cell) -> bool:
        return all(entry.allows(s) for s in seen[c]) and all(
            entry.pin_for(r.status) in (None, pipeline_signature(r) or r.signature) and _behind_holds(entry, r)
            for r in measured[c]
            if r.status is not Status.PASS
        )

    covering = _covering(entries, measured)
    by_case = functools.cache(lambda: _by_case(all_cells()))
    out: list[Expectation] = []
    for entry in entries:
        covered = covering[id(entry)]
        wrong = [c for c in covered if not holds(entry, c)]
        gone = compiled[id(entry)] if entry.before_run else []  # pinned to fail before a run, and compiled
        wrong += gone
        if not wrong:
            covered_by = functools.cache(partial(_covered_by, entry, entries, by_case))  # asked twice below
            kept = _kept(entry, covered, measured, covered_by, changes)
            out += _split_behind(kept, measured, covered, covered_by, all_cells, changes)
        elif not _is_pattern(entry):
            # Exact names: drop the ones whose cell no longer does this; keep the rest.
            changes.removed += [
                f"{c.case}[{c.opt}|{c.dims}]: now {'/'.join(seen.get(c, ('compiles',)))}" for c in wrong
            ]
            left = tuple(n for n in entry.cases if n not in {c.case for c in wrong})
            if left:
                out.append(dataclasses.replace(entry, cases=left))
        else:
            # Split: keep the cells the pattern still rightly covers, drop the rest.
            keep = [
                c
                for c in _covered_by(entry, entries, by_case)
                if (c not in measured or holds(entry, c)) and c not in gone
            ]
            out += _grouped(keep, entry.status, partial(_reason, entry.reason), all_cells, entry.statuses)
            changes.expanded.append(f"{entry.label} -> {len(keep)} cells")
    new: dict[tuple[Status, ...], list[Cell]] = defaultdict(list)
    for cell in sorted(measured):
        if seen[cell] == (Status.PASS,):
            continue
        current = expectation_for(cell, out)
        if current is None or not holds(current, cell):
            statuses = tuple(sorted(seen[cell], key=lambda s: (s is Status.PASS, s)))
            new[statuses].append(cell)
            changes.added.append(f"{cell.id}: {'/'.join(statuses)}")
    return out + _new_entries(new, measured, all_cells, bugs)


def _new_entries(
    new: dict[tuple[Status, ...], list[Cell]],
    measured: dict[Cell, list[CellResult]],
    all_cells: Callable[[], Iterable[Cell]],
    bugs: Sequence[KnownBug] = (),
) -> list[Expectation]:
    """Entries for the cells no entry holds, grouped by their statuses, each failing status's signature pinned."""
    out: list[Expectation] = []
    for statuses, cells in new.items():
        if len(statuses) > 1:  # host-dependent: one entry per disagreement, each failing status pinned
            grouped = _grouped(cells, statuses[0], lambda c: _disagreement(measured[c]), all_cells, statuses)
        else:
            why = lambda c: measured[c][0].signature or str(measured[c][0].status)  # noqa: E731
            # Cells of one signature that are two known bugs (a bare SIGSEGV told apart by its frames) get
            # an entry each, so each can be named by its bug; so do cells with different things behind.
            part = lambda c: "\n".join((*behind_of(measured[c][0]), _known_bug_of(measured[c], bugs)))  # noqa: E731
            grouped = _grouped(cells, statuses[0], why, all_cells, split=part)
        for e in grouped:
            mine = [r for c in cells if e.matches(c) for r in measured[c]]
            e = dataclasses.replace(e, signatures=tuple(_pins_of(e, mine).values()))
            if len(statuses) == 1 and (bug := _known_bug_of(mine, bugs)):
                e = dataclasses.replace(e, reason=bug)
            out.append(_with_behind(e, mine))
    return out


def _known_bug_of(results: list[CellResult], bugs: Sequence[KnownBug]) -> str:
    """The name of the one known bug every failing result is, or "" (none, or several)."""
    found = set()
    for r in results:
        if r.status is not Status.PASS:
            bug = known_bug(bugs, str(r.status), r.culprit_name, r.signature or "", r.message)
            found.add(bug.name if bug else "")
    return found.pop() if len(found) == 1 else ""


def _pins_of(entry: Expectation, results: list[CellResult]) -> dict[Status, str]:
    """A pin per failing status whose results share one signature: the
    pipeline's own, which the verdict compares, as an analysis kept it when it
    sharpened the signature. None where an analysis ran and did not say."""
    own = [pipeline_signature(r) for r in results]
    if any(s is None and r.culprit for s, r in zip(own, results, strict=True)):
        return {}
    pins = {}
    for status in entry.failing:
        sigs = {s for s, r in zip(own, results, strict=True) if r.status is status}
        if len(sigs) == 1 and (sig := sigs.pop()) is not None:
            pins[status] = sig
    return pins


def _covering(entries: list[Expectation], cells: Iterable[Cell]) -> dict[int, list[Cell]]:
    """id(entry) -> the cells it is the expectation of, each cell's entry found
    once (per entry it would be entries x cells x entries)."""
    covering: dict[int, list[Cell]] = defaultdict(list)
    for c in cells:
        if (owner := expectation_for(c, entries)) is not None:
            covering[id(owner)].append(c)
    return covering


def _covered_by(
    entry: Expectation, entries: list[Expectation], by_case: Callable[[], dict[str, list[Cell]]]
) -> list[Cell]:
    """Every cell of the corpus that ``entry`` is the expectation of (its own
    match first: the first-match search over every entry is for the few it matches).
    An entry of plain case names looks at those cases' cells alone: a generated
    corpus has ~10^5 cells and a file ~10^3 entries."""
    cells = by_case()
    if any(is_pattern(c) for c in entry.cases):
        candidates: Iterable[Cell] = (c for named in cells.values() for c in named)
    else:
        candidates = (c for case in entry.cases for c in cells.get(case, ()))
    return [c for c in candidates if entry.matches(c) and expectation_for(c, entries) is entry]


def _by_case(cells: Iterable[Cell]) -> dict[str, list[Cell]]:
    out: dict[str, list[Cell]] = defaultdict(list)
    for c in cells:
        out[c.case].append(c)
    return out


def _reason(why: str, _cell: Cell) -> str:
    return why


def _kept(
    entry: Expectation,
    covered: list[Cell],
    measured: dict[Cell, list[CellResult]],
    universe: Callable[[], list[Cell]],
    changes: Changes,
) -> Expectation:
    """An entry that still holds, its signatures pinned where :func:`_pins` allows."""
    changes.kept += 1
    pins = _pins(entry, covered, measured, universe)
    behind = entry
    if entry.behind is None and covered and set(universe()) <= set(covered):
        behind = _with_behind(entry, [r for c in covered for r in measured[c]])
    if pins == entry.signatures and behind is entry:
        return entry
    changes.pinned += [f"{entry.label}: {p}" for p in pins if p not in entry.signatures]
    if behind is not entry:
        changes.pinned.append(f"{entry.label}: {behind.behind} behind")
    return dataclasses.replace(entry, signatures=pins, behind=behind.behind, behind_signature=behind.behind_signature)


def _pins(
    entry: Expectation, covered: list[Cell], measured: dict[Cell, list[CellResult]], universe: Callable[[], list[Cell]]
) -> tuple[str, ...]:
    """The pins of an entry that holds: its own, and for each failing status not
    pinned yet, the one signature its cells had with it, when every cell the
    entry covers ran and no analysis touched them (a host-dependent entry gets
    the pins of the statuses this host saw)."""
    if entry.fully_pinned or not covered:
        return entry.signatures
    found = _pins_of(entry, [r for c in covered for r in measured[c]])
    new = [p for s, p in found.items() if entry.pin_for(s) is None]
    if not new or not set(universe()) <= set(covered):
        return entry.signatures
    return (*entry.signatures, *new)


def _compiled_only(results: Iterable[CellResult], measured: dict[Cell, list[CellResult]]) -> list[Cell]:
    """Cells compiled where nothing ran (compile only, or no device): a skip at the run stage. They say
    nothing of a run, but an entry pinning a failure before one (``Expectation.before_run``) no longer holds."""
    return sorted({r.cell for r in results if r.status is Status.SKIP and r.stage == "run" and r.cell not in measured})


def _by_cell(results: Iterable[CellResult], changes: Changes) -> dict[Cell, list[CellResult]]:
    """Measured results by cell: skips say nothing, `error` is never an
    expectation, and results that disagree are warned about (and kept: a
    host-dependent entry lists them all)."""
    out: dict[Cell, list[CellResult]] = defaultdict(list)
    for r in results:
        if r.status is Status.SKIP:
            continue
        if r.status is Status.ERROR:
            changes.warnings.append(f"{r.cell.id}: error ({r.signature}): not an expectation; run it again")
            continue
        prev = out[r.cell][0] if out[r.cell] else None
        if prev is not None and (prev.status, prev.signature) != (r.status, r.signature):
            failing = next(s for s in (prev.status, r.status) if s is not Status.PASS)
            how = ", host-dependent" if prev.status is not r.status else ""
            changes.warnings.append(
                f"{r.cell.id}: results disagree ({prev.status} in {prev.origin or '?'}, {r.status} in "
                f"{r.origin or '?'}); kept {failing}{how}"
            )
        out[r.cell].append(r)
    return dict(out)


def _disagreement(rs: list[CellResult]) -> str:
    """The reason of a new host-dependent entry: what each results file saw."""
    seen = "; ".join(f"{r.status} in {r.origin or 'a results file'}" for r in rs)
    sig = next((r.signature for r in rs if r.signature), None)
    return f"host-dependent: results disagree: {seen}" + (f" ({sig})" if sig else "")


def render_toml(entries: list[Expectation], header: str) -> str:
    parts = [header.rstrip() + "\n"] if header.strip() else []
    for e in entries:
        if len(e.cases) == 1:
            lines = ["[[expect]]", f"case = {json.dumps(e.cases[0])}"]
        else:
            lines = ["[[expect]]", "case = [", *(f"  {json.dumps(c)}," for c in e.cases), "]"]
        if e.opt != "*":
            lines.append(f"opt = {json.dumps(e.opt)}")
        if e.dims != "*":
            lines.append(f"dims = {json.dumps(e.dims)}")
        status = (
            [str(s) for s in sorted(e.statuses, key=lambda s: s is not Status.PASS)]
            if e.host_dependent
            else str(e.status)
        )
        lines += [f"status = {json.dumps(status)}", f"reason = {json.dumps(e.reason, ensure_ascii=False)}"]
        if e.signatures:
            lines.append(f"signature = {_signature_value(e.signatures)}")
        lines += _behind_lines(e)
        parts.append("\n".join(lines) + "\n")
    return "\n".join(parts)


def render_file(path: Path, before: list[Expectation], after: list[Expectation]) -> str:
    """The file with ``after``'s entries: an entry that comes from one of
    ``before`` keeps its table as written (comments, layout; tomlkit), with only
    its changed keys rewritten; new entries are rendered as render_toml does."""
    if not path.exists():
        return render_toml(after, _header(path))
    import tomlkit

    text = path.read_text()
    tables = list(tomlkit.parse(text).get("expect", []))
    head = text[: m.start()] if (m := re.search(r"(?m)^\[\[expect\]\]", text)) else text
    parts: list[str] = []
    used: set[int] = set()
    for e in after:
        i = next((i for i, b in enumerate(before) if i not in used and _from(b, e)), None)
        if i is None:
            parts.append(render_toml([e], ""))
            continue
        used.add(i)
        table = tables[i]
        if before[i].cases != e.cases:
            table["case"] = e.cases[0] if len(e.cases) == 1 else _toml_list(e.cases)
        body = table.as_string()
        if before[i].signatures != e.signatures and e.signatures:
            if "signature" in table:
                del table["signature"]
            body = _with_key(table.as_string(), f"signature = {_signature_value(e.signatures)}")
        if before[i].behind is None and e.behind is not None:
            for line in _behind_lines(e):
                body = _with_key(body, line)
        parts.append("[[expect]]\n" + body)
    out = head
    for part in parts:
        comment_above = out.rstrip("\n").rsplit("\n", 1)[-1].lstrip().startswith("#") and out.endswith("\n")
        if out.strip() and not out.endswith("\n\n") and not comment_above:  # a comment stays on its entry
            out += "\n" if out.endswith("\n") else "\n\n"
        out += part
    return out


def _behind_lines(e: Expectation) -> list[str]:
    lines = [f"behind = {json.dumps(e.behind)}"] if e.behind else []
    if e.behind and e.behind_signature:
        lines.append(f"behind_signature = {json.dumps(e.behind_signature, ensure_ascii=False)}")
    return lines


def _with_key(body: str, line: str) -> str:
    """A table's text with ``line`` after its last key: the comments and blank
    lines that end a table belong to the next entry (tomlkit counts them in)."""
    lines = body.splitlines(keepends=True)
    end = len(lines)
    while end and (not lines[end - 1].strip() or lines[end - 1].lstrip().startswith("#")):
        end -= 1
    if end and not lines[end - 1].endswith("\n"):
        lines[end - 1] += "\n"
    return "".join([*lines[:end], line + "\n", *lines[end:]])


def _from(before: Expectation, after: Expectation) -> bool:
    """``after`` is ``before``, or ``before`` with cases dropped or a signature pinned."""
    if before is after:
        return True
    same = (before.status, before.reason, before.opt, before.dims) == (
        after.status,
        after.reason,
        after.opt,
        after.dims,
    )
    same_behind = before.behind in (None, after.behind)
    return (
        same
        and same_behind
        and set(after.cases) <= set(before.cases)
        and set(before.signatures) <= set(after.signatures)
    )


def _signature_value(pins: tuple[str, ...]) -> str:
    """One pin as a string; a host-dependent entry's pins as a list, one a line."""
    if len(pins) == 1:
        return json.dumps(pins[0], ensure_ascii=False)
    return "[\n" + "".join(f"  {json.dumps(p, ensure_ascii=False)},\n" for p in pins) + "]"


def _header(path: Path) -> str:
    """The comment block before the first entry, kept as written."""
    if not path.exists():
        return f"# Known failures of {path.stem}. See README.md (Adding a case) for the format.\n"
    lines = []
    for line in path.read_text().splitlines():
        if line.startswith("[[expect]]"):
            break
        lines.append(line)
    return "\n".join(lines)


def _declared(cells: Iterable[Cell]) -> dict[str, tuple[str, ...]]:
    """Case -> its dims variants, from every cell of the corpus (boundary cells by their variant)."""
    out: dict[str, dict[str, None]] = defaultdict(dict)
    for c in cells:
        out[c.case][base_dims(c.dims)] = None
    return {case: tuple(dims) for case, dims in out.items()}


def _toml_list(values: Sequence[str]) -> tomlkit.items.Array:
    import tomlkit

    # Parsed from render_toml's own layout (one name a line, two spaces in), so a
    # rewritten list looks like a new one: tomlkit's multiline arrays indent by four.
    text = "case = [\n" + "".join(f"  {json.dumps(v)},\n" for v in values) + "]\n"
    return tomlkit.parse(text)["case"]


def corpus_cells(corpus_dir: Path) -> Callable[[str, str], Callable[[], list[Cell]]]:
    """Every cell of a corpus (builtin, onnx-node, ...) for a backend (all tiers), loaded on first use."""
    return lambda backend, corpus: _cells_of(corpus_dir, backend, corpus)


def _cells_of(corpus_dir: Path, backend: str, corpus: str) -> Callable[[], list[Cell]]:
    cache: list[Cell] = []

    def cells() -> list[Cell]:
        if not cache:
            from conformance.axes import OPT_LEVELS
            from conformance.pipeline.sizes import cell_dims, sized_cells

            cases, broken = cases_in(corpus_dir, corpus)
            for line in broken:  # its cells are unknown, the rest still counts
                print(f"update-expectations: warning: {line}", file=sys.stderr)
            for case in cases:  # the boundary cells (--sizes boundary) too
                for v, opt, size in sized_cells(case, OPT_LEVELS):
                    cache.append(Cell(case.name, backend, opt, cell_dims(v, size)))
        return cache

    return cells


def update_files(
    results: list[CellResult],
    directory: Path,
    all_cells: Callable[[str, str], Callable[[], Iterable[Cell]]],
    bugs: Sequence[KnownBug] = (),
) -> dict[str, Changes]:
    """``directory`` holds the expectation files; ``all_cells(backend, corpus)()``
    lists every cell of a corpus, for splitting pattern entries. Each result goes
    to the file of its corpus and backend; the report is keyed by that file."""
    by_file: dict[tuple[str, str], list[CellResult]] = defaultdict(list)
    for r in results:
        by_file[(r.corpus, r.cell.backend)].append(r)
    report = {}
    for (corpus, backend), rs in sorted(by_file.items()):
        path = expectations_file(directory, backend, corpus)
        changes = Changes()
        before = load_expectations(path)
        cells = all_cells(backend, corpus)
        entries = update_entries(before, rs, cells, changes, bugs)
        declared = _declared(cells())
        changes.stale = stale_entries(before, declared, str(path))
        changes.kept -= sum(covers_nothing(e, declared) for e in entries)
        if changes.changed:  # a run that changes nothing leaves the file as it is
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(render_file(path, before, entries))
        report[backend if corpus == "builtin" else f"{corpus}/{backend}"] = changes
    return report
