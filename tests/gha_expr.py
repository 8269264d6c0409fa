"""A small evaluator of GitHub Actions expressions, enough for the workflows'
``if:``, ``concurrency`` and ``key`` expressions, so tests can ask what GitHub
would decide for an event (a label added, a cancelled run, a push to main).

Covers: literals, property access (``a.b``, ``a['b']``), ``!``, ``==``, ``!=``,
``<``, ``<=``, ``>``, ``>=``, ``&&``, ``||`` (returning operands, as GitHub
does), parentheses, and the functions ``format``, ``contains``, ``startsWith``,
``endsWith``, ``join``, ``toJSON``, ``fromJSON`` and the status functions
``always``, ``success``, ``failure``, ``cancelled``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

_TOKEN = re.compile(
    r"\s*(?:(?P<num>-?\d+(?:\.\d+)?)|(?P<str>'(?:[^']|'')*')|(?P<op>&&|\|\||==|!=|<=|>=|[!<>().,\[\]])"
    r"|(?P<name>[A-Za-z_][\w-]*|\*))"
)


@dataclass
class Status:
    """The outcome so far of the run: what the status functions answer."""

    cancelled: bool = False
    failed: bool = False


@dataclass
class _Parser:
    tokens: list[tuple[str, str]]
    context: Mapping[str, Any]
    status: Status = field(default_factory=Status)
    pos: int = 0

    def peek(self) -> tuple[str, str] | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self, value: str | None = None) -> tuple[str, str]:
        tok = self.peek()
        if tok is None or (value is not None and tok[1] != value):
            raise SyntaxError(f"expected {value!r}, got {tok!r}")
        self.pos += 1
        return tok

    def expr(self) -> Any:
        return self.or_()

    def or_(self) -> Any:
        return self._chain("||", self.and_, lambda left, right: left if _truthy(left) else right)

    def and_(self) -> Any:
        return self._chain("&&", self.cmp, lambda left, right: right if _truthy(left) else left)

    def _chain(self, op: str, operand: Callable[[], Any], combine: Callable[[Any, Any], Any]) -> Any:
        """``operand (op operand)*``, left to right; both sides always evaluated."""
        left = operand()
        while self.peek() == ("op", op):
            self.take()
            left = combine(left, operand())
        return left

    def cmp(self) -> Any:
        left = self.unary()
        tok = self.peek()
        if tok and tok[0] == "op" and tok[1] in ("==", "!=", "<", "<=", ">", ">="):
            self.take()
            right = self.unary()
            a, b = _coerce(left), _coerce(right)
            return {
                "==": lambda: a == b,
                "!=": lambda: a != b,
                "<": lambda: a < b,
                "<=": lambda: a <= b,
                ">": lambda: a > b,
                ">=": lambda: a >= b,
            }[tok[1]]()
        return left

    def unary(self) -> Any:
        if self.peek() == ("op", "!"):
            self.take()
            return not _truthy(self.unary())
        return self.postfix()

    def postfix(self) -> Any:
        value = self.primary()
        while True:
            tok = self.peek()
            if tok == ("op", "."):
                self.take()
                name = self.take()[1]
                value = value.get(name) if isinstance(value, Mapping) else None
            elif tok == ("op", "["):
                self.take()
                key = self.expr()
                self.take("]")
                if isinstance(value, Mapping):
                    value = value.get(key)
                elif isinstance(value, list) and isinstance(key, int | float) and 0 <= int(key) < len(value):
                    value = value[int(key)]
                else:
                    value = None
            else:
                return value

    def primary(self) -> Any:
        kind, text = self.take()
        if kind == "num":
            return float(text) if "." in text else int(text)
        if kind == "str":
            return text[1:-1].replace("''", "'")
        if (kind, text) == ("op", "("):
            value = self.expr()
            self.take(")")
            return value
        if kind != "name":
            raise SyntaxError(f"unexpected {text!r}")
        if text in ("true", "false"):
            return text == "true"
        if text == "null":
            return None
        if self.peek() == ("op", "("):
            self.take()
            args = []
            while self.peek() != ("op", ")"):
                args.append(self.expr())
                if self.peek() == ("op", ","):
                    self.take()
            self.take(")")
            return self.call(text, args)
        return self.context.get(text)

    def call(self, name: str, args: list[Any]) -> Any:
        checks = {
            "always": True,
            "cancelled": self.status.cancelled,
            "failure": self.status.failed and not self.status.cancelled,
            "success": not self.status.failed and not self.status.cancelled,
        }
        lname = name.lower()
        if lname in checks:
            return checks[lname]
        if lname in _FUNCTIONS:
            return _FUNCTIONS[lname](*args)
        raise NameError(f"function {name} is not supported here")


def _contains(hay: Any, needle: Any) -> bool:
    if isinstance(hay, list):
        return any(_coerce(x) == _coerce(needle) for x in hay)
    return _string(needle).lower() in _string(hay).lower()


def _format(fmt: str, *args: Any) -> str:
    return re.sub(r"\{(\d+)\}", lambda m: _string(args[int(m.group(1))]), fmt)


def _join(values: Any, sep: str = ",") -> str:
    return sep.join(map(_string, values)) if isinstance(values, list) else _string(values)


def _truthy(v: Any) -> bool:
    return v not in (None, False, 0, "", 0.0) and not (isinstance(v, float) and v != v)


def _coerce(v: Any) -> Any:
    """GitHub compares strings case-insensitively and coerces mixed types to numbers."""
    if isinstance(v, str):
        return v.lower()
    return v


def _string(v: Any) -> str:
    if v is None:
        return ""
    if isinstance(v, bool):
        return "true" if v else "false"
    return str(v)


# GitHub's functions, by lower-case name (the status checks are Parser.call's).
_FUNCTIONS: dict[str, Callable[..., Any]] = {
    "format": _format,
    "contains": _contains,
    "startswith": lambda a, b: _string(a).lower().startswith(_string(b).lower()),
    "endswith": lambda a, b: _string(a).lower().endswith(_string(b).lower()),
    "join": _join,
    "tojson": json.dumps,
    "fromjson": json.loads,
}


def evaluate(expression: str, context: Mapping[str, Any], status: Status | None = None) -> Any:
    """The value of one expression; ``${{ }}`` around it is optional."""
    text = expression.strip()
    m = re.fullmatch(r"\$\{\{(.*)\}\}", text, re.DOTALL)
    if m:
        text = m.group(1)
    tokens, pos = [], 0
    while pos < len(text):
        if text[pos:].strip() == "":
            break
        t = _TOKEN.match(text, pos)
        if not t or t.end() == pos:
            raise SyntaxError(f"cannot read {text[pos:]!r}")
        kind = t.lastgroup
        assert kind is not None
        tokens.append((kind, t.group(kind)))
        pos = t.end()
    parser = _Parser(tokens, context, status or Status())
    value = parser.expr()
    if parser.peek() is not None:
        raise SyntaxError(f"trailing {parser.peek()!r} in {expression!r}")
    return value


def interpolate(text: str, context: Mapping[str, Any], status: Status | None = None) -> str:
    """A string with ``${{ }}`` parts, as GitHub fills it in."""
    return re.sub(r"\$\{\{(.*?)\}\}", lambda m: _string(evaluate(m.group(1), context, status)), text)


def condition(expression: str | bool | None, context: Mapping[str, Any], status: Status | None = None) -> bool:
    """An ``if:``: absent means success(); without a status function, success() && (...)."""
    if expression is None:
        return evaluate("success()", context, status)
    if isinstance(expression, bool):
        return expression
    text = str(expression)
    if not re.search(r"\b(always|success|failure|cancelled)\s*\(", text):
        inner = re.sub(r"^\s*\$\{\{(.*)\}\}\s*$", r"\1", text, flags=re.DOTALL)
        text = f"success() && ({inner})"
    return _truthy(evaluate(text, context, status))
