"""The imported module as a list of ops, and candidates that keep some of them.

The importers (FxImporter, the ONNX importer) write one ``func.func`` whose
body is one op per line. An op whose results are tensors is an item a
candidate may drop: its results, where kept ops use them, become arguments of
the function; other ops (constants, lists) stay while something kept uses
them. The function returns the kept tensor values nothing kept uses.
Anything else (regions, several functions) is not parsed: the caller then
leaves the module as it is.

Why lines and not MLIR's Python bindings (``iree.compiler.ir``, which do read
the importers' torch-dialect modules): a candidate is the importer's own lines,
names and locations kept, so that reduced.mlir reads as the cell's module.mlir
does. The bindings' printer renames every value (``%5`` prints as ``%0``) and
drops the locations, and an op gives no way back to its line: parsing with
them, the candidate would still have to be cut from the text by line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_HEADER = re.compile(
    r"^(\s*func\.func (?:public |private )?@[\w$.-]+)\((.*)\)(?: -> (.*?))?( attributes \{.*\})? \{\s*$"
)
_ARG = re.compile(r"(%[\w$.-]+): (.*?)(?=, %[\w$.-]+: |$)")
_OP = re.compile(r"^\s*(%[\w$.-]+)(?::(\d+))? = (.*)$")
_USE = re.compile(r"%[\w$.-]+(?:#\d+)?")
_LOC = re.compile(r"\s+loc\([^()]*(?:\([^()]*\))*[^()]*\)\s*$")
_RETURN = re.compile(r"^\s*(?:func\.)?return\b")


class NotACandidate(Exception):
    pass


@dataclass(frozen=True)
class Op:
    results: tuple[str, ...]  # value names as used: %0, or %0#0, %0#1 for several
    types: tuple[str, ...]
    text: str  # the whole line
    uses: tuple[str, ...]
    item: bool  # a tensor op a candidate may drop


@dataclass(frozen=True)
class Module:
    before: list[str]  # lines up to the function header
    header: tuple[str, list[tuple[str, str]], str]  # (prefix, args, attributes)
    ops: list[Op]
    indent: str
    after: list[str]  # lines from the function's closing brace on

    def items(self) -> tuple[int, ...]:
        return tuple(i for i, op in enumerate(self.ops) if op.item)

    def render(self, kept: tuple[int, ...] | list[int]) -> str:
        keep = set(kept)
        live = [i for i, op in enumerate(self.ops) if not op.item or i in keep]
        # Drop the non-items nothing kept uses, last to first.
        used: set[str] = set()
        chosen: list[int] = []
        for i in reversed(live):
            op = self.ops[i]
            if op.item or any(r in used for r in op.results):
                chosen.append(i)
                used.update(op.uses)
        chosen.reverse()
        defined = {r for i in chosen for r in self.ops[i].results}
        types = {r: t for op in self.ops for r, t in zip(op.results, op.types, strict=False)}
        types.update(dict(self.header[1]))
        args: list[tuple[str, str]] = []
        for i in chosen:
            for u in self.ops[i].uses:
                if u not in defined and u not in {a for a, _ in args}:
                    if u not in types:
                        raise NotACandidate(f"no type for {u}")
                    args.append((u, types[u]))
        uses_of_kept = {u for i in chosen for u in self.ops[i].uses}
        outs = [
            (r, t)
            for i in chosen
            if self.ops[i].item
            for r, t in zip(self.ops[i].results, self.ops[i].types, strict=False)
            if r not in uses_of_kept
        ]
        if not outs:
            raise NotACandidate("nothing to return")
        names = {a: _arg_name(a) for a, _ in args}

        def rename(text: str) -> str:
            return _USE.sub(lambda m: names.get(m.group(0), m.group(0)), text)

        prefix, _, attributes = self.header
        arg_text = ", ".join(f"{names[a]}: {t}" for a, t in args)
        ret_types = ", ".join(t for _, t in outs)
        ret_sig = ret_types if len(outs) == 1 else f"({ret_types})"
        lines = [*self.before, f"{prefix}({arg_text}) -> {ret_sig}{attributes} {{"]
        lines += [rename(self.ops[i].text) for i in chosen]
        lines.append(f"{self.indent}return {', '.join(rename(r) for r, _ in outs)} : {ret_types}")
        lines += self.after
        return "\n".join(lines) + "\n"


def _arg_name(value: str) -> str:
    return "%cut_" + value[1:].replace("#", "_r").replace(".", "_").replace("$", "_").replace("-", "_")


def _result_types(text: str, n: int) -> tuple[str, ...] | None:
    body = _LOC.sub("", text).rstrip()
    if " -> " not in body:
        return None
    tail = body.rsplit(" -> ", 1)[1].strip()
    if tail.startswith("(") and tail.endswith(")"):
        tail = tail[1:-1]
    parts = [p.strip() for p in re.split(r", (?=!)", tail)]
    return tuple(parts) if len(parts) == n else None


def parse(text: str) -> Module | None:
    lines = text.splitlines()
    heads = [i for i, line in enumerate(lines) if line.lstrip().startswith("func.func ")]
    if len(heads) != 1:
        return None
    h = heads[0]
    m = _HEADER.match(lines[h])
    if not m:
        return None
    args = _ARG.findall(m.group(2))
    ops: list[Op] = []
    indent = ""
    for j in range(h + 1, len(lines)):
        line = lines[j]
        if _RETURN.match(line):
            indent = line[: len(line) - len(line.lstrip())]
            if not lines[j + 1].strip().startswith("}"):
                return None
            return Module(lines[:h], (m.group(1), args, m.group(4) or ""), ops, indent, lines[j + 1 :])
        om = _OP.match(line)
        if not om or line.rstrip().endswith("{") or line.rstrip().endswith("("):
            return None  # regions and multi-line ops are not handled
        name, count, rest = om.group(1), int(om.group(2) or 1), om.group(3)
        results = (name,) if count == 1 else tuple(f"{name}#{k}" for k in range(count))
        types = _result_types(rest, count) or ()
        uses = tuple(dict.fromkeys(u for u in _USE.findall(_LOC.sub("", rest))))
        constant = re.match(r"torch\.(constant|vtensor\.literal)\b", rest) is not None
        item = bool(types) and not constant and all(t.startswith("!torch.vtensor") for t in types)
        ops.append(Op(results, types, line, uses, item))
    return None


def count_ops(module: Module, kept: tuple[int, ...] | list[int]) -> int:
    return sum(1 for i in kept if module.ops[i].item)
