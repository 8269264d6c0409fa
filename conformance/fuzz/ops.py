"""The op table: one spec per op the generator may add, with its shape rule.

A spec takes the random source, the program and a value to build on, and
returns the new node, or None where the value does not fit the op. Values stay
finite by construction: exp, log, division and sqrt see bounded or positive
operands (``torch.exp(torch.tanh(a))``, ``a / (b.abs() + 1)``), weights keep the
scale (N(0, 1/fan-in)), and sums run over at most a few hundred elements.
Indices and conditions are inputs (``randint`` bounded by the dim they index;
``x > 0`` of an input): exact on every backend, so a rounding difference never
picks another element or branch. The one mask of a computed value,
``(a > 0) * a``, is continuous where it flips. Where an op needs an index to be unique
(a plain scatter), only the reducing forms are used.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from conformance.fuzz.program import Dim, Node, Program, Value, elements, shape_src

Spec = Callable[[random.Random, Program, Value, list[Value]], Node | None]


def _node(p: Program, shape: tuple[Dim, ...], expr: str, op: str) -> Node:
    return Node(Value(f"v{len(p.nodes)}", shape), expr, op)


def _dim(rng: random.Random, a: Value) -> int:
    return rng.randrange(a.rank)


def _static(size: int) -> Dim:
    return Dim(str(size), size)


def _put(shape: tuple[Dim, ...], d: int, dim: Dim) -> tuple[Dim, ...]:
    """``shape`` with ``dim`` at position ``d``."""
    return (*shape[:d], dim, *shape[d + 1 :])


def _input_shaped(a: Value) -> bool:
    """Whether a new input can take ``a``'s shape: its dims are declared (or 1), none computed."""
    return all(d.declared or d.size == 1 for d in a.shape)


def _others_like(a: Value, pool: list[Value]) -> list[str]:
    """The names of the other values of ``a``'s shape."""
    return [v.name for v in pool if v.shape == a.shape and v.name != a.name]


UNARY = {
    "relu": "torch.relu({a})",
    "tanh": "torch.tanh({a})",
    "sigmoid": "torch.sigmoid({a})",
    "gelu": "F.gelu({a})",
    "silu": "F.silu({a})",
    "exp": "torch.exp(torch.tanh({a}))",
    "log": "torch.log({a}.abs() + 1)",
    "sqrt": "torch.sqrt({a}.abs())",
    "abs": "{a}.abs()",
    "neg": "-{a}",
    "square": "{a} * {a}",
    "clamp": "torch.clamp({a}, -0.5, 0.5)",
    "erf": "torch.erf({a})",
    "rsqrt": "torch.rsqrt({a}.abs() + 1)",
    "sin": "torch.sin({a})",
    "pow": "({a}.abs() + 1) ** 1.5",
    "hardswish": "F.hardswish({a})",
    "elu": "F.elu({a})",
}
BINARY = {
    "add": "{a} + {b}",
    "sub": "{a} - {b}",
    "mul": "{a} * {b}",
    "div": "{a} / ({b}.abs() + 1)",
    "maximum": "torch.maximum({a}, {b})",
    "minimum": "torch.minimum({a}, {b})",
}


def unary(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node:
    op = rng.choice(sorted(UNARY))
    return _node(p, a.shape, UNARY[op].format(a=a.name), op)


def binary(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node:
    """With another value of the same shape, or a new input that broadcasts (some dims 1)."""
    op = rng.choice(sorted(BINARY))
    same = _others_like(a, pool)
    if same and rng.random() < 0.5:
        other = rng.choice(same)
    else:
        shape = tuple(d if d.declared and rng.random() < 0.7 else _static(1) for d in a.shape)
        other = p.new_input(f"randn({shape_src(shape)})")
    pair = (a.name, other) if rng.random() < 0.5 else (other, a.name)
    return _node(p, a.shape, BINARY[op].format(a=pair[0], b=pair[1]), op)


def where(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """A condition from an input of the same (declared) dims: exact everywhere."""
    if not _input_shaped(a):
        return None
    cond = p.new_input(f"randn({shape_src(a.shape)})")
    return _node(p, a.shape, f"torch.where({cond} > 0, {a.name}, torch.tanh({a.name}))", "where")


def linear(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node:
    """The last dim times a weight: that dim is static."""
    k, n = a.shape[-1], rng.choice((1, 3, 4, 8, 16))
    p.fix(k)
    w = p.new_weight((k.size, n), k.size)
    return _node(p, (*a.shape[:-1], _static(n)), f"{a.name} @ {w}", "matmul")


def matmul(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """With a new input [K, N]: both dims may stay symbolic."""
    k = a.shape[-1]
    if not k.declared:
        return None
    n = p.new_dim(rng.randint(2, 9))
    b = p.new_input(f"randn({shape_src((k, n))})")
    return _node(p, (*a.shape[:-1], n), f"torch.matmul({a.name}, {b}) / {k.size} ** 0.5", "matmul")


def bmm(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    if a.rank != 3:
        return None
    return _node(p, (a.shape[0], a.shape[1], a.shape[1]), f"torch.bmm({a.name}, {a.name}.transpose(1, 2))", "bmm")


REDUCE = {
    "sum": "{a}.sum(dim={d}, keepdim={k})",
    "mean": "{a}.mean(dim={d}, keepdim={k})",
    "amax": "{a}.amax(dim={d}, keepdim={k})",
    "amin": "{a}.amin(dim={d}, keepdim={k})",
    "logsumexp": "torch.logsumexp({a}, dim={d}, keepdim={k})",
    "var": "{a}.var(dim={d}, keepdim={k}, correction=0)",
}


def reduce(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """Over one dim, or over two of a value of rank 3 or more (not logsumexp: IREE 3.13
    leaves that one unlowered, which would fail the whole program)."""
    if a.rank < 2:
        return None
    op, keep = rng.choice(sorted(REDUCE)), rng.random() < 0.5
    two = a.rank >= 3 and op != "logsumexp" and rng.random() < 0.3
    dims = sorted(rng.sample(range(a.rank), 2)) if two else [_dim(rng, a)]
    shape = tuple(_static(1) if i in dims else x for i, x in enumerate(a.shape) if keep or i not in dims)
    d = dims[0] if len(dims) == 1 else tuple(dims)
    return _node(p, shape, REDUCE[op].format(a=a.name, d=d, k=keep), op)


def softmax(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node:
    op = rng.choice(("softmax", "log_softmax"))
    return _node(p, a.shape, f"torch.{op}({a.name}, dim={_dim(rng, a)})", op)


def norm(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node:
    last = a.shape[-1]
    p.fix(last)
    return _node(p, a.shape, f"F.layer_norm({a.name}, ({last.size},))", "layer_norm")


def cumsum(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node:
    return _node(p, a.shape, f"torch.cumsum({a.name}, dim={_dim(rng, a)})", "cumsum")


def cumprod(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node:
    """Of ``tanh(a)``: every factor within (-1, 1), so products shrink and never overflow."""
    return _node(p, a.shape, f"torch.cumprod(torch.tanh({a.name}), dim={_dim(rng, a)})", "cumprod")


def transpose(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    if a.rank < 2:
        return None
    i, j = rng.sample(range(a.rank), 2)
    shape = list(a.shape)
    shape[i], shape[j] = shape[j], shape[i]
    return _node(p, tuple(shape), f"{a.name}.transpose({i}, {j})", "transpose")


def flatten(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    if a.rank < 3:
        return None
    i = rng.randrange(a.rank - 1)
    x, y = a.shape[i], a.shape[i + 1]
    merged = Dim(f"({x.expr})*({y.expr})", x.size * y.size, x.parts + y.parts)
    return _node(p, (*a.shape[:i], merged, *a.shape[i + 2 :]), f"torch.flatten({a.name}, {i}, {i + 1})", "flatten")


def unsqueeze(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    if a.rank > 4:
        return None
    d = rng.randrange(a.rank + 1)
    return _node(p, (*a.shape[:d], _static(1), *a.shape[d:]), f"{a.name}.unsqueeze({d})", "unsqueeze")


def slice_(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    d = _dim(rng, a)
    if a.shape[d].size < 2:
        return None
    x = a.shape[d]
    shape = _put(a.shape, d, Dim(f"({x.expr})-1", x.size - 1, x.parts))
    return _node(p, shape, f"{a.name}.narrow({d}, 1, {a.name}.shape[{d}] - 1)", "slice")


def cat(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node:
    d = _dim(rng, a)
    x = a.shape[d]
    shape = _put(a.shape, d, Dim(f"({x.expr})*2", x.size * 2, x.parts))
    return _node(p, shape, f"torch.cat([{a.name}, torch.tanh({a.name})], dim={d})", "cat")


def gather(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """``torch.gather`` along a declared dim, indices from an input in range."""
    d = _dim(rng, a)
    if not all(x.declared for x in a.shape):
        return None
    k = p.new_dim(rng.randint(2, 9))
    shape = _put(a.shape, d, k)
    idx = p.new_input(f'randint({shape_src(shape)}, high="{a.shape[d].expr}")')
    return _node(p, shape, f"torch.gather({a.name}, {d}, {idx})", "gather")


def index_select(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    d = _dim(rng, a)
    if not a.shape[d].declared:
        return None
    k = p.new_dim(rng.randint(2, 9))
    idx = p.new_input(f'randint("{k.expr}", high="{a.shape[d].expr}")')
    shape = _put(a.shape, d, k)
    return _node(p, shape, f"torch.index_select({a.name}, {d}, {idx})", "index_select")


def scatter_add(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """Adds ``tanh(a)`` into zeros of a new dim's length at indices from an input: a reducing scatter."""
    d = _dim(rng, a)
    if not all(x.declared for x in a.shape):
        return None
    k = p.new_dim(rng.randint(2, 9))
    idx = p.new_input(f'randint({shape_src(a.shape)}, high="{k.expr}")')
    p.fix(k)  # its length is a number in the program
    expr = f"{_zeros_into(a, d, k, idx)}.scatter_add({d}, {idx}, torch.tanh({a.name}))"
    return _node(p, _put(a.shape, d, k), expr, "scatter_add")


def _zeros_into(a: Value, d: int, k: Dim, idx: str) -> str:
    """Zeros of ``a``'s dtype shaped like the index input ``idx``, but ``k`` long along ``d``: a scatter's target."""
    sizes = ", ".join(f"{idx}.shape[{i}]" if i != d else f"{k.size}" for i in range(a.rank))
    return f"torch.zeros({sizes}, dtype={a.name}.dtype)"


def one_hot(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """A one-hot of input indices, as floats, times ``a`` broadcast on a new last dim."""
    if not all(x.declared for x in a.shape) or a.rank > 3:
        return None
    c = rng.randint(2, 6)
    idx = p.new_input(f"randint({shape_src(a.shape)}, high={c})")
    expr = f"F.one_hot({idx}, {c}).to({a.name}.dtype) * {a.name}.unsqueeze(-1)"
    return _node(p, (*a.shape, _static(c)), expr, "one_hot")


def topk(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """Values only: sorted values are right whichever of two equal elements comes first."""
    if a.shape[-1].size < 2:
        return None
    k = rng.choice((1, 2))
    return _node(p, (*a.shape[:-1], _static(k)), f"torch.topk({a.name}, {k}, dim=-1).values", "topk")


def sort(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node:
    return _node(p, a.shape, f"torch.sort({a.name}, dim={_dim(rng, a)}).values", "sort")


def conv(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """conv1d on [N, C, L], conv2d on [N, C, H, W], conv3d on [N, C, D, H, W] (or on
    [N, C, H, W] as depth 1), padding keeping the size: C is static."""
    if a.rank not in (3, 4, 5):
        return None
    x, shape = a.name, a.shape
    if a.rank == 4 and rng.random() < 0.3:
        x, shape = f"{a.name}.unsqueeze(2)", (*a.shape[:2], _static(1), *a.shape[2:])
    n, c, out = len(shape) - 2, shape[1], rng.choice((2, 4, 8))
    p.fix(c)
    w = p.new_weight((out, c.size, *(3,) * n), c.size * 3**n)
    return _node(p, (shape[0], _static(out), *shape[2:]), f"F.conv{n}d({x}, {w}, padding=1)", f"conv{n}d")


def pool(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    if a.rank not in (3, 4):
        return None
    fn = rng.choice(("max", "avg"))
    n = a.rank - 2
    return _node(p, a.shape, f"F.{fn}_pool{n}d({a.name}, 3, stride=1, padding=1)", f"{fn}_pool{n}d")


def attention(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    if a.rank not in (3, 4):
        return None
    return _node(p, a.shape, f"F.scaled_dot_product_attention({a.name}, {a.name}, torch.tanh({a.name}))", "attention")


def permute(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """Any reordering of 3 or more dims (a transpose swaps two)."""
    if a.rank < 3:
        return None
    order = list(range(a.rank))
    while order == sorted(order):
        rng.shuffle(order)
    return _node(p, tuple(a.shape[i] for i in order), f"{a.name}.permute({', '.join(map(str, order))})", "permute")


def expand(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """A new leading dim by broadcasting (a stride-0 view), then made distinct per row."""
    if a.rank > 3:
        return None
    n = rng.choice((2, 3, 5))
    rows = p.new_input(f"randn({n}, {', '.join('1' for _ in a.shape)})")
    expr = f"{a.name}.unsqueeze(0).expand({n}, {', '.join('-1' for _ in a.shape)}) * {rows}"
    return _node(p, (_static(n), *a.shape), expr, "expand")


def chunk(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """Two halves of an even dim, one gating the other (GLU-like): that dim is static."""
    d = _dim(rng, a)
    x = a.shape[d]
    if x.size % 2 or x.size < 2:
        return None
    p.fix(x)
    expr = f"(lambda h: h[0] * torch.sigmoid(h[1]))(torch.chunk({a.name}, 2, dim={d}))"
    return _node(p, _put(a.shape, d, _static(x.size // 2)), expr, "chunk")


def index_put(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """Rows of ``tanh(a)`` accumulated into zeros at row indices from an input (duplicates add up)."""
    if not a.shape[0].declared or a.rank > 3:
        return None
    k = rng.randint(2, 9)
    idx = p.new_input(f'randint("{a.shape[0].expr}", high={k})')
    expr = (
        f"torch.zeros(({k}, *{a.name}.shape[1:]), dtype={a.name}.dtype)"
        f".index_put(({idx},), torch.tanh({a.name}), accumulate=True)"
    )
    return _node(p, (_static(k), *a.shape[1:]), expr, "index_put")


def cast(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """Casts that stay exact: a bool mask of ``a`` to float (continuous where it flips: times ``a``),
    or integer arithmetic on an integer input, cast to float."""
    if rng.random() < 0.5:
        return _node(p, a.shape, f"({a.name} > 0).to({a.name}.dtype) * {a.name}", "cast_bool")
    if not _input_shaped(a):
        return None
    ints = p.new_input(f"randint({shape_src(a.shape)}, high=7)")
    expr = f"(({ints} * 3 + 1) % 5).to({a.name}.dtype) * {a.name}"
    return _node(p, a.shape, expr, "cast_int")


def _grown(x: Dim, expr: str, size: int) -> Dim:
    """A dim computed from ``x`` (``expr`` over ``{x}``): made of the same declared dims."""
    return Dim(expr.format(x=x.expr), size, x.parts)


def flip(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node:
    return _node(p, a.shape, f"torch.flip({a.name}, dims=({_dim(rng, a)},))", "flip")


def roll(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node:
    shift = rng.choice((1, 2, -1))
    return _node(p, a.shape, f"torch.roll({a.name}, {shift}, dims={_dim(rng, a)})", "roll")


def pad(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node:
    """The last dim padded: with zeros (1 before, 2 after), or 1 on each side reflecting or
    replicating (rank 3-4). (Not wrapping around: IREE 3.13's compile of a circular pad does not
    finish, which would time out the whole program.)"""
    x, last = a.shape[-1], a.rank - 1
    if a.rank in (3, 4) and x.size >= 2 and rng.random() < 0.5:
        mode = rng.choice(("reflect", "replicate"))
        shape = _put(a.shape, last, _grown(x, "({x})+2", x.size + 2))
        pads = ", ".join(["1, 1"] + ["0, 0"] * (a.rank - 3))  # these modes pad every dim but N and C
        return _node(p, shape, f'F.pad({a.name}, ({pads}), mode="{mode}")', f"pad_{mode}")
    return _node(p, _put(a.shape, last, _grown(x, "({x})+3", x.size + 3)), f"F.pad({a.name}, (1, 2))", "pad")


def repeat(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node:
    d = _dim(rng, a)
    x = a.shape[d]
    reps = ", ".join("2" if i == d else "1" for i in range(a.rank))
    return _node(p, _put(a.shape, d, _grown(x, "({x})*2", x.size * 2)), f"{a.name}.repeat({reps})", "repeat")


def triangle(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    if a.rank < 2:
        return None
    op, k = rng.choice(("tril", "triu")), rng.choice((-1, 0, 1))
    return _node(p, a.shape, f"torch.{op}({a.name}, {k})", op)


def masked_fill(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node:
    """A mask from an input that broadcasts (some dims 1): exact everywhere."""
    shape = tuple(d if d.declared and rng.random() < 0.7 else _static(1) for d in a.shape)
    mask = p.new_input(f"randn({shape_src(shape)})")
    return _node(p, a.shape, f"{a.name}.masked_fill({mask} > 0, 0.5)", "masked_fill")


def upsample(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """Spatial dims of [N, C, L] or [N, C, H, W] doubled: nearest, or (bi)linear."""
    if a.rank not in (3, 4):
        return None
    mode = rng.choice(("nearest", "linear" if a.rank == 3 else "bilinear"))
    corners = "" if mode == "nearest" else ", align_corners=False"
    shape = (*a.shape[:2], *(_grown(x, "({x})*2", x.size * 2) for x in a.shape[2:]))
    return _node(p, shape, f'F.interpolate({a.name}, scale_factor=2, mode="{mode}"{corners})', f"upsample_{mode}")


def pool_stride(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """A 2-wide window at stride 2: spatial dims halve (rounded down)."""
    if a.rank not in (3, 4) or any(x.size < 2 for x in a.shape[2:]):
        return None
    fn, n = rng.choice(("max", "avg")), a.rank - 2
    shape = (*a.shape[:2], *(_grown(x, "({x})//2", x.size // 2) for x in a.shape[2:]))
    return _node(p, shape, f"F.{fn}_pool{n}d({a.name}, 2, stride=2)", f"{fn}_pool{n}d_stride2")


def group_norm(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """Over [N, C, ...] with C static and split into 2-4 groups."""
    if a.rank not in (3, 4):
        return None
    c = a.shape[1]
    spatial = elements(a.shape[2:])
    groups = [g for g in (2, 3, 4) if c.size % g == 0 and c.size // g * spatial > 1]  # torch wants 2 values a group
    if not groups:
        return None
    p.fix(c)
    return _node(p, a.shape, f"F.group_norm({a.name}, {rng.choice(groups)})", "group_norm")


def slice_step(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """Every other element of a dim."""
    d = _dim(rng, a)
    x = a.shape[d]
    if x.size < 2:
        return None
    index = ", ".join([":"] * d + ["::2"])
    return _node(p, _put(a.shape, d, _grown(x, "(({x})+1)//2", (x.size + 1) // 2)), f"{a.name}[{index}]", "slice_step")


def conv_strided(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """conv1d/2d at stride 2 (kernel 3, padding 1): spatial dims halve, rounded up. Their
    sizes stay static: torch's export specializes a symbolic one under a strided conv."""
    if a.rank not in (3, 4):
        return None
    n, c, out = a.rank - 2, a.shape[1], rng.choice((2, 4, 8))
    p.fix(c, *a.shape[2:])
    w = p.new_weight((out, c.size, *(3,) * n), c.size * 3**n)
    shape = (a.shape[0], _static(out), *(_static((x.size - 1) // 2 + 1) for x in a.shape[2:]))
    return _node(p, shape, f"F.conv{n}d({a.name}, {w}, stride=2, padding=1)", f"conv{n}d_stride2")


def conv_grouped(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """conv1d/2d keeping the size: depthwise (groups = C), or dilated (2, padding 2). C is static."""
    if a.rank not in (3, 4):
        return None
    n, c = a.rank - 2, a.shape[1]
    p.fix(c)
    if rng.random() < 0.5:
        w = p.new_weight((c.size, 1, *(3,) * n), 3**n)
        return _node(p, a.shape, f"F.conv{n}d({a.name}, {w}, padding=1, groups={c.size})", f"conv{n}d_depthwise")
    out = rng.choice((2, 4, 8))
    w = p.new_weight((out, c.size, *(3,) * n), c.size * 3**n)
    shape = (a.shape[0], _static(out), *a.shape[2:])
    return _node(p, shape, f"F.conv{n}d({a.name}, {w}, padding=2, dilation=2)", f"conv{n}d_dilated")


def conv_transpose(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """conv_transpose1d/2d at stride 2 (kernel 3, padding 1, output padding 1): spatial dims double."""
    if a.rank not in (3, 4):
        return None
    n, c, out = a.rank - 2, a.shape[1], rng.choice((2, 4, 8))
    p.fix(c)
    w = p.new_weight((c.size, out, *(3,) * n), c.size * 3**n)
    shape = (a.shape[0], _static(out), *(_grown(x, "({x})*2", x.size * 2) for x in a.shape[2:]))
    expr = f"F.conv_transpose{n}d({a.name}, {w}, stride=2, padding=1, output_padding=1)"
    return _node(p, shape, expr, f"conv_transpose{n}d")


def adaptive_pool(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """Spatial dims pooled to 1-3 each: windows of uneven width, overlapping where the size
    does not divide. Max only in 1-d: IREE 3.13 leaves the 2-d one unlowered."""
    if a.rank not in (3, 4):
        return None
    n, size = a.rank - 2, rng.choice((1, 2, 3))
    fn = rng.choice(("max", "avg")) if n == 1 else "avg"
    shape = (*a.shape[:2], *(_static(size),) * n)
    return _node(p, shape, f"F.adaptive_{fn}_pool{n}d({a.name}, {size})", f"adaptive_{fn}_pool{n}d")


def permutation(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """A permutation of a declared dim, the argsort of an input (no ties): ``a``'s slices read in
    its order (index_select), or its first one or two slices written at its first places into
    another value of the shape (index_copy: each place written once, the others kept)."""
    d = _dim(rng, a)
    x = a.shape[d]
    if not x.declared:
        return None
    p.fix(x)  # an argsort of a symbolic length fails to compile in IREE 3.13 (a stack allocation)
    keys = p.new_input(f'randn("{x.expr}")')
    perm = f"torch.argsort({keys})"
    if rng.random() < 0.5:
        return _node(p, a.shape, f"{a.name}.index_select({d}, {perm})", "permute_select")
    k = rng.choice((1, 2))
    same = _others_like(a, pool)
    into = rng.choice(same) if same else f"torch.tanh({a.name})"
    expr = f"{into}.index_copy({d}, {perm}[:{k}], {a.name}.narrow({d}, 0, {k}))"
    return _node(p, a.shape, expr, "index_copy")


INTEGER = {
    "floor_divide": "torch.div({i}, 3, rounding_mode='floor')",
    "trunc_divide": "torch.div({i}, 3, rounding_mode='trunc')",
    "remainder": "torch.remainder({i}, 3)",
    "shift_right": "({i} >> 1)",
    "bitwise_and": "({i} & 5)",
}


# Identities over integers past float32's 2**24: exact, each a small value
# (a division's remainder, the bits a shift drops), so an op computed through
# floats shows as a large one while the cast to float stays exact.
WIDE = {
    "floor_divide_wide": "(torch.div({i}, 7, rounding_mode='floor') * 7 - {i})",
    "trunc_divide_wide": "(torch.div({i}, 10, rounding_mode='trunc') * 10 - {i})",
    "floordiv_wide": "({i} // 3 * 3 - {i})",
    "remainder_wide": "torch.remainder({i}, 7)",
    "shift_wide": "(({i} >> 4 << 4) - {i})",
}
_WIDE_BOUND = {"i64": 2**40, "i32": 2**30}


def integer(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """An integer op on an input with negative values (where floor and truncation differ),
    64- or 32-bit, cast to float, times ``a``: small integers, or integers past
    2**24 in an identity of small value. (Not fmod: IREE 3.13 leaves it
    unlowered, which would fail the whole program; the OpInfo corpus covers it.)"""
    if not _input_shaped(a):
        return None
    table = WIDE if rng.random() < 0.5 else INTEGER
    op, dtype = rng.choice(sorted(table)), rng.choice(("i64", "i32"))
    bound = _WIDE_BOUND[dtype] if table is WIDE else 9
    ints = p.new_input(f'randint({shape_src(a.shape)}, low=-{bound}, high={bound}, dtype="{dtype}")')
    return _node(p, a.shape, f"{table[op].format(i=ints)}.to({a.name}.dtype) * {a.name}", op)


def pow_tensor(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """``a`` (of either sign) to a tensor of integral powers 0-3, an input: exact exponents,
    defined for a negative base."""
    if not _input_shaped(a):
        return None
    e = p.new_input(f"randint({shape_src(a.shape)}, high=4)")
    return _node(p, a.shape, f"torch.pow({a.name}, {e}.to({a.name}.dtype))", "pow_tensor")


def logit_loss(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """Binary cross entropy on logits 30 times ``a`` (past exp's float32 range), targets
    the sigmoid of a value of its shape: torch computes it in a stable form, and its
    value stays near the logits' size."""
    same = _others_like(a, pool)
    if same:
        target = rng.choice(same)
    elif _input_shaped(a):
        target = p.new_input(f"randn({shape_src(a.shape)})")
    else:
        return None
    expr = f"F.binary_cross_entropy_with_logits({a.name} * 30, torch.sigmoid({target}), reduction='none')"
    return _node(p, a.shape, expr, "bce_with_logits")


def select(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """The first or the last index of a dim: the rank drops."""
    if a.rank < 2:
        return None
    d, i = _dim(rng, a), rng.choice((0, -1))
    return _node(p, a.shape[:d] + a.shape[d + 1 :], f"{a.name}.select({d}, {i})", "select")


def batch_norm(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """Inference batch norm over [N, C, ...] (running mean and variance as weights): C is static."""
    if a.rank not in (2, 3, 4):
        return None
    c = a.shape[1]
    p.fix(c)
    mean, var, gamma, beta = (p.new_weight((c.size,), 1) for _ in range(4))
    expr = f"F.batch_norm({a.name}, {mean}.detach(), {var}.detach().abs() + 0.5, {gamma}, {beta})"
    return _node(p, a.shape, expr, "batch_norm")


def normalize(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node:
    """Each slice along a dim divided by its L2 norm (F.normalize)."""
    return _node(p, a.shape, f"F.normalize({a.name}, dim={_dim(rng, a)})", "normalize")


def scatter_reduce(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """``tanh(a)`` scattered into zeros of a new dim's length at input indices, reduced by
    max, min or mean (duplicates meet; places never written keep the zero, or are left out
    of the mean). Static and small: with a dynamic dim, or a large one, IREE 3.13 fails to
    compile every such scatter (a stack buffer), which would fail the whole program."""
    d = _dim(rng, a)
    if not all(x.declared for x in a.shape) or elements(a.shape) > 2_000:
        return None
    p.fix(*a.shape)  # IREE 3.13 gives these a stack buffer of unbounded size when a dim is dynamic
    k = p.new_dim(rng.randint(2, 9))
    idx = p.new_input(f'randint({shape_src(a.shape)}, high="{k.expr}")')
    how, self_ = rng.choice(("amax", "amin", "mean")), rng.choice((True, False))
    p.fix(k)
    expr = f"{_zeros_into(a, d, k, idx)}.scatter_reduce({d}, {idx}, torch.tanh({a.name}), "
    expr += f'"{how}", include_self={self_})'
    return _node(p, _put(a.shape, d, k), expr, f"scatter_{how}")


def arg_gather(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """``a``'s element where an input of its shape is largest (or smallest) along a dim:
    argmax/argmin of an input (no ties), then ``gather``; the dim drops to 1. (Not cummax or
    take_along_dim: IREE 3.13 leaves both unlowered, which would fail the whole program.)"""
    d = _dim(rng, a)
    if not all(x.declared for x in a.shape):
        return None
    p.fix(a.shape[d])  # over a dynamic dim, IREE 3.13 fails to compile it (a stack buffer)
    keys = p.new_input(f"randn({shape_src(a.shape)})")
    fn = rng.choice(("argmax", "argmin"))
    expr = f"torch.gather({a.name}, {d}, {keys}.{fn}(dim={d}, keepdim=True))"
    return _node(p, _put(a.shape, d, _static(1)), expr, f"{fn}_gather")


def repeat_interleave(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node:
    """Each element of a dim twice in a row (``repeat`` tiles the whole dim instead)."""
    d = _dim(rng, a)
    x = a.shape[d]
    shape = _put(a.shape, d, _grown(x, "({x})*2", x.size * 2))
    return _node(p, shape, f"{a.name}.repeat_interleave(2, dim={d})", "repeat_interleave")


def unfold(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """Overlapping windows of 2 along a dim at step 1: a new last dim of 2."""
    d = _dim(rng, a)
    x = a.shape[d]
    if x.size < 2 or a.rank > 4:
        return None
    shape = (*_put(a.shape, d, _grown(x, "({x})-1", x.size - 1)), _static(2))
    return _node(p, shape, f"{a.name}.unfold({d}, 2, 1)", "unfold")


def stack(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """``a`` and another value of its shape (or ``tanh(a)``) along a new dim."""
    if a.rank > 4:
        return None
    d = rng.randrange(a.rank + 1)
    same = _others_like(a, pool)
    other = rng.choice(same) if same else f"torch.tanh({a.name})"
    return _node(p, (*a.shape[:d], _static(2), *a.shape[d:]), f"torch.stack([{a.name}, {other}], dim={d})", "stack")


def pixel_shuffle(rng: random.Random, p: Program, a: Value, pool: list[Value]) -> Node | None:
    """[N, 4C, H, W] to [N, C, 2H, 2W] (or back, when H and W are even): C is static."""
    if a.rank != 4:
        return None
    n, c, h, w = a.shape
    if c.size % 4 == 0 and rng.random() < 0.6:
        p.fix(c)
        shape = (n, _static(c.size // 4), _grown(h, "({x})*2", h.size * 2), _grown(w, "({x})*2", w.size * 2))
        return _node(p, shape, f"F.pixel_shuffle({a.name}, 2)", "pixel_shuffle")
    if h.size % 2 or w.size % 2:
        return None
    p.fix(c, h, w)  # a symbolic H or W here would have torch's export prove it even
    shape = (n, _static(c.size * 4), _static(h.size // 2), _static(w.size // 2))
    return _node(p, shape, f"F.pixel_unshuffle({a.name}, 2)", "pixel_unshuffle")


SPECS: dict[str, tuple[Spec, int]] = {  # name: (spec, weight)
    "unary": (unary, 4),
    "binary": (binary, 4),
    "where": (where, 1),
    "linear": (linear, 2),
    "matmul": (matmul, 2),
    "bmm": (bmm, 1),
    "reduce": (reduce, 2),
    "softmax": (softmax, 2),
    "norm": (norm, 1),
    "cumsum": (cumsum, 1),
    "transpose": (transpose, 2),
    "flatten": (flatten, 1),
    "unsqueeze": (unsqueeze, 1),
    "slice": (slice_, 1),
    "cat": (cat, 1),
    "gather": (gather, 1),
    "index_select": (index_select, 1),
    "scatter_add": (scatter_add, 1),
    "one_hot": (one_hot, 1),
    "topk": (topk, 1),
    "sort": (sort, 1),
    "conv": (conv, 2),
    "pool": (pool, 1),
    "attention": (attention, 1),
    "permute": (permute, 1),
    "expand": (expand, 1),
    "chunk": (chunk, 1),
    "index_put": (index_put, 1),
    "cast": (cast, 1),
    "cumprod": (cumprod, 1),
    "flip": (flip, 1),
    "roll": (roll, 1),
    "pad": (pad, 1),
    "repeat": (repeat, 1),
    "triangle": (triangle, 1),
    "masked_fill": (masked_fill, 1),
    "upsample": (upsample, 1),
    "pool_stride": (pool_stride, 1),
    "group_norm": (group_norm, 1),
    "slice_step": (slice_step, 1),
    "conv_strided": (conv_strided, 1),
    "conv_grouped": (conv_grouped, 1),
    "conv_transpose": (conv_transpose, 1),
    "adaptive_pool": (adaptive_pool, 1),
    "permutation": (permutation, 1),
    "integer": (integer, 2),
    "pow_tensor": (pow_tensor, 1),
    "logit_loss": (logit_loss, 1),
    "select": (select, 1),
    "batch_norm": (batch_norm, 1),
    "normalize": (normalize, 1),
    "scatter_reduce": (scatter_reduce, 1),
    "arg_gather": (arg_gather, 1),
    "repeat_interleave": (repeat_interleave, 1),
    "unfold": (unfold, 1),
    "stack": (stack, 1),
    "pixel_shuffle": (pixel_shuffle, 1),
}
