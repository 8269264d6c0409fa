"""Results files are input: a fork's pull request makes its own run's artifacts.
A lost shard recorded in a merged grid blocks the gate; a field of the wrong
type costs its record, never the grid; nothing in a results file becomes
markup, a link, an image or a mention in grid.md, gate.md or the PR comment;
one huge field costs its own row some text, never the triage table its rows.

No harness run here: results are written the way the harness writes them
(``junit.properties``, ``build_grid``), so these tests take well under a second each.
"""

from __future__ import annotations

import json
import re
import string
from pathlib import Path
from xml.sax.saxutils import quoteattr

import pytest

from conformance.__main__ import main
from conformance.cell import Cell, CellResult, Status, Verdict
from conformance.grid import build_grid
from conformance.render.markdown import BUDGET, MAX_ERRORS, MAX_FIELD, render_markdown
from conformance.results import junit, schema


def _r(
    case: str,
    status: Status,
    verdict: Verdict = Verdict.OK,
    signature: str | None = None,
    backend: str = "llvm-cpu",
    opt: str = "O1",
    dims: str = "static",
    **fields: object,
) -> CellResult:
    if signature is None and status is not Status.PASS:
        signature = f"{status}: error: {case}"
    return CellResult(Cell(case, backend, opt, dims), "host", status, "compile", signature, verdict=verdict, **fields)  # type: ignore[arg-type]


def _junit(results: list[CellResult], forged: dict[str, dict[str, str]] | None = None) -> str:
    """A JUnit file as the plugin writes one: a testcase per cell, its fields as
    properties; ``forged``: cell id -> properties whose values are replaced."""

    def props(pairs: list[tuple[str, str]]) -> str:
        return "".join(f"<property name={quoteattr(k)} value={quoteattr(v)}/>" for k, v in pairs)

    suite = props([(junit.TOOL_PREFIX + "iree-compile", "3.13.0")])
    cases = "".join(
        f"<testcase classname='corpus.cases' name={quoteattr(r.cell.id)}>"
        f"<properties>{props(list({**dict(junit.properties(r)), **(forged or {}).get(r.cell.id, {})}.items()))}"
        "</properties></testcase>"
        for r in results
    )
    return (
        "<?xml version='1.0' encoding='utf-8'?><testsuites><testsuite name='pytest'>"
        f"<properties>{suite}</properties>{cases}</testsuite></testsuites>"
    )


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


# --- D4: a grid.json that recorded merge errors blocks the gate -------------------------


def test_a_grid_that_lost_a_shard_in_its_merge_blocks_the_gate_unless_accepted(tmp_path, capsys):
    good = [_r("a", Status.PASS), _r("b", Status.PASS)]
    lost = [
        _r("c", Status.FAIL_COMPILE, Verdict.XFAIL, backend="rocm"),
        _r("d", Status.CRASH, Verdict.XFAIL, backend="rocm"),
    ]
    baseline = _write(tmp_path / "base" / "grid.json", json.dumps(build_grid(good + lost, {})))
    _write(tmp_path / "cur" / "junit-llvm-cpu.xml", _junit(good))
    whole = _junit(lost)
    truncated = _write(tmp_path / "cur" / "junit-rocm.xml", whole[: len(whole) // 2])
    out = tmp_path / "merged"
    assert main(["grid", str(tmp_path / "cur"), "--out", str(out), "--check"]) == 1
    assert "junit-rocm.xml: malformed XML" in capsys.readouterr().err
    grid = json.loads((out / "grid.json").read_text())
    assert [Path(e["path"]).name for e in grid["errors"]] == ["junit-rocm.xml"]

    gate = ["gate", "--baseline", str(baseline), "--current", str(out / "grid.json")]
    assert main([*gate, "--report", str(tmp_path / "gate.md")]) == 1  # was 0: "OK", c and d "removed"
    report = (tmp_path / "gate.md").read_text()
    assert report.startswith("# Gate: BLOCKED")
    unreadable = report.split("## Unreadable results", 1)[1].split("##", 1)[0]
    assert "records a merge error" in unreadable and f"{truncated}: malformed XML" in unreadable

    # Accepted only when told, and the report says so and still lists them. The grid lacks rocm, which the
    # baseline measured: a partial grid, also accepted only when told.
    assert main([*gate, "--report", str(tmp_path / "short.md"), "--accept-merge-errors"]) == 1
    assert "- builtin rocm: in the baseline, not in the current grid" in (tmp_path / "short.md").read_text()
    assert main([*gate, "--report", str(tmp_path / "ok.md"), "--accept-merge-errors", "--partial"]) == 0
    report = (tmp_path / "ok.md").read_text()
    assert report.startswith("# Gate: OK") and "Run with --accept-merge-errors: 1 merge errors" in report
    accepted = report.split("## Merge errors accepted (--accept-merge-errors)", 1)[1]
    assert f"{truncated}: malformed XML" in accepted and "## Unreadable results" not in report

    # A file the gate cannot read itself blocks whatever the flag says.
    current = ["--current", str(truncated), "--report", str(tmp_path / "bad.md"), "--accept-merge-errors"]
    assert main(["gate", "--baseline", str(baseline), *current]) == 1
    # A lost shard stays lost through a merge of merged grids.
    assert main(["grid", str(out / "grid.json"), "--out", str(tmp_path / "again")]) == 1
    again = json.loads((tmp_path / "again" / "grid.json").read_text())
    assert len(again["errors"]) == 1 and f"{truncated}: malformed XML" in again["errors"][0]["error"]
    capsys.readouterr()
    with pytest.raises(SystemExit):
        main(["gate", "--help"])
    assert "--accept-merge-errors" in capsys.readouterr().out


# --- D5: a field of the wrong type costs its record, never the grid ----------------------

BAD_FIELDS = [
    ("case", 42),
    ("backend", ""),
    ("status", 3),
    ("verdict", "meh"),
    ("expected", ["pass"]),
    ("signature", 123),
    ("message", ["a"]),
    ("target", 1),
    ("repro", 7),
    ("durations", "10"),
    ("durations", {"run": "x"}),
    ("durations", {"run": True}),
    ("cached", "import"),
    ("cached", [1]),
    ("culprit", "boom"),
    ("culprit", {"nodes": "7"}),
    ("culprit", {"why": 5}),
    ("origin", 5),
    ("id", 9),
]


@pytest.mark.parametrize(("field", "value"), BAD_FIELDS)
def test_each_field_is_checked_against_the_schema(field: str, value: object):
    rec = schema.to_record(_r("mha", Status.MISMATCH, Verdict.REGRESSION, culprit={"op": "aten.bmm", "nodes": 7}))
    assert schema.from_record(rec).culprit == {"op": "aten.bmm", "nodes": 7}  # the good record reads back
    with pytest.raises(schema.NotACellError, match=rf"^field '{field}': (key '\w+': |item \d+: )?expected "):
        schema.from_record({**rec, field: value})


def test_a_bad_record_is_one_line_and_skipped_and_the_other_cells_and_files_are_kept(tmp_path, capsys):
    cells = [_r(f"k{i}", Status.FAIL_COMPILE, Verdict.XFAIL) for i in range(6)]
    doc = build_grid([_r("fine", Status.PASS), *cells], {"iree-compile": "3.13.0"})
    named = {"k0": ("signature", 123), "k1": ("culprit", "boom"), "k2": ("case", 42), "k3": ("repro", 7)}
    named |= {"k4": ("durations", {"run": "slow"}), "k5": ("cached", "import")}
    for c in doc["cells"]:
        if c["case"] in named:
            field, value = named[c["case"]]
            c[field] = value
    doc["cells"].append("not a cell")
    bad_json = _write(tmp_path / "a" / "grid.json", json.dumps(doc))
    other = _write(tmp_path / "b" / "grid.json", json.dumps(build_grid([_r("other", Status.PASS)], {})))
    # A JUnit testcase goes through the same record check: its bad cell is skipped, not its file.
    forged = {"j_bad[llvm-cpu|O1|static]": {"conformance.durations": '{"compile": "slow"}'}}
    junit_file = _write(
        tmp_path / "c" / "junit.xml", _junit([_r("j_good", Status.PASS), _r("j_bad", Status.PASS)], forged)
    )
    history = _write(
        tmp_path / "history.jsonl",
        json.dumps({"date": "2026-01-01", "cells": "10", "status": {"pass": 3}})
        + "\n"
        + json.dumps({"date": "2026-01-02", "cells": 3, "status": {"pass": 3}, "perf": {"x": {"median": "fast"}}})
        + "\n"
        + json.dumps({"date": "2026-01-03", "cells": 4, "status": {"pass": 1, "skip": 2, "mismatch": 1}})
        + "\n",
    )
    out = tmp_path / "out"
    args = ["grid", str(bad_json), str(other), str(junit_file), "--out", str(out), "--history", str(history)]
    assert main([*args, "--check"]) == 1  # was a traceback and no grid
    err = capsys.readouterr().err
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    for i, (case, (field, _)) in enumerate(named.items(), start=1):
        line = next(x for x in lines if f"'{case}[llvm-cpu|O1|static]'" in x)
        assert line.startswith(f"grid: {bad_json}: cells[{i}] ") and f"field '{field}': " in line, line
    assert f"grid: {bad_json}: cells[7]: not a cell: expected an object, got str" in err
    assert f"grid: {junit_file}: testcase 'j_bad[llvm-cpu|O1|static]': field 'durations': key 'compile'" in err
    assert f"grid: {history}: line 1: not a history entry, skipped: field 'cells': expected an integer" in err
    assert f"grid: {history}: line 2: not a history entry, skipped: field 'perf': key 'x': key 'median'" in err
    assert len(lines) == len(named) + 4, err  # one line per bad record, nothing else on stderr
    grid = json.loads((out / "grid.json").read_text())
    assert sorted(c["case"] for c in grid["cells"]) == ["fine", "j_good", "other"]
    assert len(grid["errors"]) == len(named) + 2  # recorded: the next gate blocks on them
    assert (out / "grid.md").exists() and "50.0% pass of 4 cells" in (out / "grid.html").read_text()


# --- D7: no markup from a results file in grid.md, gate.md or the PR comment -------------

HOSTILE = (
    "x` y``z [x](http://evil) ![i](http://evil/i.png) <img src=x onerror=alert(1)> | @user #1 "
    "&#64;mention [r]: http://evil\n# head\r\n<b>bold</b> \\` *em* _u_ ~~s~~"
)
# No slash: it is a folder name (the artifact a JUnit file came in).
ARTIFACT = "results-llvm-cpu`[x](http:evil)![i](http:evil_png)<img>@user#1|.builtin-1of2"
RUN = "https://github.com/o/r/actions/runs/9"
TRUSTED_LINK = re.compile(r"\[[^\[\]]*\]\(" + re.escape(RUN) + r"/(?:job|artifacts)/\d+\)")
# What may not survive outside code spans and escapes: a link or image (inline or by
# reference), HTML or an autolink (`<br>` is grid.md's own), an entity, a mention, an issue reference.
HAZARDS = {
    "link or image": r"\]\(|\]\[|\]:",
    "HTML or autolink": r"<(?!br>)",
    "entity": r"&#?\w+;",
    "mention": r"@\w",
    "issue reference": r"#\d",
}


def _outside_code(line: str) -> str:
    """A line's text as CommonMark reads it outside code spans: each backslash-escaped
    character and each code span (a backtick run closed by the next run of the same
    length) becomes one ``·``; a backtick run never closed is literal text."""
    out, i = [], 0
    while i < len(line):
        if line[i] == "\\" and i + 1 < len(line) and line[i + 1] in string.punctuation:
            out.append("·")
            i += 2
        elif line[i] == "`":
            n = len(re.match(r"`+", line[i:]).group())  # type: ignore[union-attr]
            close = next((m for m in re.finditer(r"`+", line[i + n :]) if len(m.group()) == n), None)
            out.append("·" if close else "`" * n)
            i += n + (close.end() if close else 0)
        else:
            out.append(line[i])
            i += 1
    return "".join(out)


def live_markup(md: str) -> list[str]:
    """Every piece of live markup in a markdown document that is not the harness's own:
    GFM splits a table row at pipes not escaped (then unescapes ``\\|``), and ends a
    line at LF or CR; what is left outside code spans and escapes is checked."""
    found = []
    for line in re.split(r"\r\n|\r|\n", md):
        if re.match(r"\s*#+ head", line):
            found.append(f"injected heading: {line!r}")
        cells = [c.replace("\\|", "|") for c in re.split(r"(?<!\\)\|", line)] if line.startswith("|") else [line]
        for cell in cells:
            rest = TRUSTED_LINK.sub("", _outside_code(cell))
            found += [f"{what}: {cell!r}" for what, pattern in HAZARDS.items() if re.search(pattern, rest)]
    return found


def test_the_checker_sees_what_an_unescaped_output_would_let_through():
    assert live_markup("| `a` | [x](http://evil) |") and live_markup("`a` `` b ` <img> @u")
    assert live_markup("| `a|b [x](y)` |"), "an unescaped pipe ends the code span's cell"
    assert live_markup("x\n# head") and live_markup("&#64;user") and live_markup("see #1")
    assert not live_markup("| `` a ` [x](y) `` | \\[x\\](y) \\@u \\#1 \\<img> `a\\|b` |")


def test_hostile_ids_and_fields_stay_text_in_grid_md_gate_md_and_the_pr_comment(tmp_path):
    def cell(n: int, status: Status, verdict: Verdict = Verdict.OK, **over: object) -> CellResult:
        fields: dict[str, object] = {"opt": "O1", "dims": "static", "signature": f"{status}: {HOSTILE}"}
        fields |= {"reason": HOSTILE, "repro": f"/r/{HOSTILE}", "origin": f"all/{ARTIFACT}/junit-llvm-cpu.xml"}
        fields |= {"message": HOSTILE, "culprit": {"op": HOSTILE, "why": HOSTILE, "nodes": 3}, **over}
        if status is Status.PASS:
            fields["signature"] = None
        return _r(f"c{n}_{HOSTILE}", status, verdict, backend=f"b_{HOSTILE}", **fields)  # type: ignore[arg-type]

    base = [
        cell(1, Status.PASS),  # a regression now
        cell(2, Status.FAIL_COMPILE, Verdict.XFAIL, signature=f"fail-compile: old {HOSTILE}"),  # changed failure
        cell(3, Status.CRASH, Verdict.XFAIL),  # a progression
        cell(4, Status.PASS, dims=HOSTILE),  # not measured now
        cell(5, Status.CRASH),  # removed
        cell(6, Status.PASS, opt=HOSTILE),  # missing
    ]
    cur = [
        cell(1, Status.CRASH, Verdict.REGRESSION),
        cell(2, Status.FAIL_COMPILE, Verdict.XFAIL),
        cell(3, Status.PASS),
        cell(4, Status.SKIP, dims=HOSTILE),
        cell(7, Status.MISMATCH, Verdict.XPASS),  # new
    ]
    tools = {f"tool {HOSTILE}": f"3.13 {HOSTILE}"}
    current = build_grid(cur, tools, errors=[{"path": f"p {HOSTILE}", "error": f"e {HOSTILE}"}])
    cur_json = _write(tmp_path / "cur" / "grid.json", json.dumps(current))
    base_json = _write(tmp_path / "base" / "grid.json", json.dumps(build_grid(base, tools)))
    out = tmp_path / "merged"
    main(["grid", str(cur_json), "--out", str(out)])  # exit 1 (the recorded error): not what this test is about
    gate_md = tmp_path / "gate.md"
    gate = ["gate", "--baseline", str(base_json), "--current", str(out / "grid.json"), "--report", str(gate_md)]
    main(gate)

    from conformance.ci import pr_comment

    jobs = [
        {
            "name": "conformance / llvm-cpu`[x](http:evil)![i](http:evil_png)<img>@user#1| builtin 1/2",
            "html_url": f"{RUN}/job/1",
        }
    ]
    artifacts = [{"name": ARTIFACT, "id": 77}]
    merged = json.loads((out / "grid.json").read_text())
    comment = pr_comment.render(merged, jobs, artifacts, RUN)
    outputs = {"grid.md": (out / "grid.md").read_text(), "gate.md": gate_md.read_text(), "PR comment": comment}
    for name, md in outputs.items():
        assert "evil" in md and "user" in md, f"{name}: the hostile text is shown (as text)"
        assert live_markup(md) == [], name
    # Every section of the gate report and both failing cells of the comment had hostile text to show.
    for section in ("Regressions", "Missing", "Progressions", "Changed failures", "New cells", "Removed cells"):
        assert f"## {section}" in outputs["gate.md"], section
    assert "## Passing before, not measured now" in outputs["gate.md"] and "## Unreadable results" in outputs["gate.md"]
    assert comment.count(f"]({RUN}/artifacts/77)") == 2 and comment.count(f"]({RUN}/job/1)") == 2


# --- D8: one huge signature costs its own row some text, not the triage table ------------


def test_a_huge_signature_is_cut_in_its_row_and_every_triage_row_stays():
    huge = "fail-compile: a " + "x" * 1_000_000  # sorts first among the groups
    results = [
        _r(f"c{i}", Status.FAIL_COMPILE, Verdict.REGRESSION, signature=f"fail-compile: bug {i}") for i in range(5)
    ]
    results.append(_r("huge", Status.FAIL_COMPILE, Verdict.REGRESSION, signature=huge, culprit={"why": "y" * 50_000}))
    md = render_markdown(build_grid(results, {}))
    rows = [line for line in md.splitlines() if line.startswith("| 1 | regression 1 |")]
    assert len(rows) == 6, md[:2000]  # was 0: the whole triage cut for one row
    big = next(r for r in rows if "fail-compile: a xxx" in r)
    assert f"… ({len(huge) - MAX_FIELD:,} more characters cut)" in big
    assert f"… ({len('why ') + 50_000 - MAX_FIELD:,} more characters cut)" in big  # the culprit
    assert len(big) < 3 * MAX_FIELD + 500 and len(md.encode()) < BUDGET
    assert "triage cut" not in md and "### llvm-cpu" in md  # the tables fit again


def test_many_unreadable_records_do_not_crowd_out_the_triage_either():
    errors = [
        {"path": f"f{i}.json", "error": f"f{i}.json: cells[0]: field 'case': " + "z" * 5_000} for i in range(3_000)
    ]
    results = [_r("c", Status.FAIL_COMPILE, Verdict.REGRESSION)]
    md = render_markdown(build_grid(results, {}, errors=errors))
    assert md.count("**Unreadable results file**") == MAX_ERRORS and f"… {3_000 - MAX_ERRORS} more" in md
    assert "| 1 | regression 1 | `fail-compile: error: c` |" in md and "triage cut" not in md


# --- localize and reduce read the same records: a bad field is one line, not a traceback --


@pytest.mark.parametrize(("command", "status"), [("localize", Status.MISMATCH), ("reduce", Status.FAIL_COMPILE)])
def test_localize_and_reduce_name_a_bad_field_of_the_cell_they_were_asked_for(tmp_path, capsys, command, status):
    doc = build_grid([_r("bad", status, Verdict.REGRESSION)], {})
    doc["cells"][0]["signature"] = 123  # read by both before they change anything
    grid = _write(tmp_path / "r" / "grid.json", json.dumps(doc))
    before = grid.read_text()
    assert main([command, str(grid.parent), "bad[llvm-cpu|O1|static]"]) == 2
    (line,) = capsys.readouterr().err.strip().splitlines()
    assert line == (f"{command}: {grid}: bad[llvm-cpu|O1|static]: field 'signature': expected a string, got int 123")
    assert grid.read_text() == before  # nothing written
