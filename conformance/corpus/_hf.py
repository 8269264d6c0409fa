"""The hf catalog: every model type of the installed transformers that the
corpus covers, as a tiny config with random weights, and the module that runs
one in a forward mode.

Nothing is downloaded. A type's config class gives its defaults; the sizes that
make a model big (width, depth, heads, vocabulary, experts, image size) are set
small through the config's own attribute names (``attribute_map``), and the
model is built with ``from_config`` under a fixed seed. What cannot be a case
(no tiny config, over the parameter bound, a model that needs the network or
inputs beyond tensors) is a :class:`Skip` with its reason, never dropped.

Building the catalog constructs every model once (about a minute), so
``hf.py`` keeps it on disk (``conformance.corpus._cache``).
"""

from __future__ import annotations

import inspect
import json
import re
import socket
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

# Which auto class a modality's models come from, and the mapping of transformers'
# registry that lists its types. A type is in the first modality that lists it.
# Encoders come first: BERT-like types also register a causal-LM head.
MODALITIES = {
    "masked-lm": ("AutoModelForMaskedLM", "MODEL_FOR_MASKED_LM_MAPPING_NAMES"),
    "causal-lm": ("AutoModelForCausalLM", "MODEL_FOR_CAUSAL_LM_MAPPING_NAMES"),
    "vision": ("AutoModelForImageClassification", "MODEL_FOR_IMAGE_CLASSIFICATION_MAPPING_NAMES"),
}
MAX_PARAMS = 4_000_000  # a tiny model: seconds to export and compile, kilobytes of weights

# The sizes that make a model big, by the standard name a config maps to its own
# (``attribute_map``); set where the config has the attribute.
TINY: dict[str, int] = {
    "hidden_size": 64,
    "num_hidden_layers": 2,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "head_dim": 16,
    "intermediate_size": 128,
    "vocab_size": 256,
    "max_position_embeddings": 128,
    "num_local_experts": 4,
    "num_experts": 4,
    "n_routed_experts": 4,
    "num_experts_per_tok": 2,
    "moe_intermediate_size": 32,
    "shared_expert_intermediate_size": 64,
    "kv_lora_rank": 16,
    "q_lora_rank": 32,
    "qk_rope_head_dim": 8,
    "qk_nope_head_dim": 8,
    "v_head_dim": 16,
    "first_k_dense_replace": 1,
    "n_group": 1,
    "topk_group": 1,
    "sliding_window": 64,
    "image_size": 32,
    "patch_size": 8,
    "num_channels": 3,
    "num_labels": 4,
    "type_vocab_size": 2,
}
# Lists of per-stage widths and depths (conv backbones, hierarchical ViTs): as many
# stages as the default, each this small.
TINY_STAGES: dict[str, int] = {"hidden_sizes": 16, "depths": 1, "embed_dim": 16, "num_heads": 2}


@dataclass(frozen=True)
class Arch:
    """One model type as a tiny model."""

    model_type: str
    modality: str  # a key of MODALITIES
    config: str  # the tiny config, as ``to_json_string`` writes it
    params: int
    vocab: int  # the vocabulary size, 0 without one
    image: tuple[int, int, int]  # (channels, height, width) for vision, else (0, 0, 0)
    # Causal LMs: each layer's key and value cache shapes, in order, with the
    # batch as BATCH and the cache length as CACHE; empty: no decode case.
    kv: tuple[tuple[int, ...], ...] = ()


@dataclass(frozen=True)
class Skip:
    op: str  # the model type
    dtype: str  # "*": the whole type
    index: int | None
    reason: str


@dataclass(frozen=True)
class Catalog:
    archs: tuple[Arch, ...]
    skipped: tuple[Skip, ...]


def build(types: list[str] | None = None) -> Catalog:
    """Every covered type of the installed transformers (or only ``types``)."""
    from transformers.models.auto import modeling_auto

    archs: list[Arch] = []
    skipped: list[Skip] = []
    seen: set[str] = set()
    for modality, (_, mapping) in MODALITIES.items():
        for model_type in getattr(modeling_auto, mapping):
            if model_type in seen or (types is not None and model_type not in types):
                continue
            seen.add(model_type)
            try:
                archs.append(_arch(model_type, modality, skipped))
            except _NotACase as e:
                skipped.append(Skip(model_type, "*", None, f"{modality}: {e}"))
    return Catalog(tuple(archs), tuple(skipped))


class _NotACase(Exception):
    pass


def _arch(model_type: str, modality: str, skipped: list[Skip]) -> Arch:
    import torch

    try:
        config = tiny_config(model_type)
    except _NotACase:
        raise
    except Exception as e:
        raise _NotACase(f"its config cannot be made tiny: {_line(e)}") from None
    try:
        with _no_network(), torch.random.fork_rng(devices=[]):
            torch.manual_seed(0)
            model = instantiate(modality, config)
    except _NetworkUsed as e:
        raise _NotACase(f"construction reaches the network ({e})") from None
    except Exception as e:
        raise _NotACase(f"the tiny model cannot be built: {_line(e)}") from None
    params = sum(p.numel() for p in model.parameters())
    if params > MAX_PARAMS:
        raise _NotACase(f"over {MAX_PARAMS:,} parameters at the tiny config ({params:,})")
    vocab = int(getattr(config, "vocab_size", 0) or 0)
    if modality != "vision" and vocab < 2:
        raise _NotACase("no vocabulary to draw token ids from")
    image = (0, 0, 0)
    if modality == "vision":
        size = getattr(config, "image_size", 32)
        h, w = (size, size) if isinstance(size, int) else tuple(size)
        image = (int(getattr(config, "num_channels", 3)), int(h), int(w))
    kv: tuple[tuple[int, ...], ...] = ()
    if modality == "causal-lm":
        try:
            kv = kv_shapes(model, vocab)
        except Exception as e:
            why = e if isinstance(e, _NotACase) else _line(e)
            skipped.append(Skip(model_type, "decode", None, f"causal-lm: no decode case: {why}"))
    return Arch(model_type, modality, config.to_json_string(use_diff=False), params, vocab, image, kv)


BATCH, CACHE = -1, -2  # placeholders for the named dims in Arch.kv
_PROBE = 5  # the prefill length kv_shapes runs: no other dim of a tiny model's cache is 5


def kv_shapes(model: Any, vocab: int) -> tuple[tuple[int, ...], ...]:
    """The shapes of the cache a prefill leaves, layer by layer (keys, values):
    the decode case takes such a cache as inputs."""
    import torch

    with torch.no_grad():
        out = model(input_ids=torch.arange(_PROBE)[None, :] % vocab, use_cache=True)
    layers = getattr(out.past_key_values, "layers", None)
    if not layers:
        raise _NotACase("the model returns no per-layer key/value cache")
    shapes = []
    for layer in layers:
        for t in (getattr(layer, "keys", None), getattr(layer, "values", None)):
            if not isinstance(t, torch.Tensor) or t.dim() < 3 or list(t.shape).count(_PROBE) != 1 or t.shape[0] != 1:
                raise _NotACase("its cache is not a key/value tensor per layer with one sequence axis")
            shapes.append(tuple(BATCH if i == 0 else CACHE if n == _PROBE else int(n) for i, n in enumerate(t.shape)))
    return tuple(shapes)


def tiny_config(model_type: str) -> Any:  # -> transformers.PretrainedConfig
    """The type's default config with :data:`TINY`'s sizes, passed to the config
    class under its own names, so that what its ``__init__`` derives from them
    (head dims, per-layer lists) follows."""
    from transformers import CONFIG_MAPPING

    cls = CONFIG_MAPPING[model_type]
    default = cls()
    accepted = set(inspect.signature(cls.__init__).parameters)
    mapped = getattr(cls, "attribute_map", {}) or {}
    kwargs: dict[str, Any] = {}
    for name, value in TINY.items():
        own = mapped.get(name, name)
        if own in accepted or hasattr(default, own):
            kwargs[own] = value
    for name, value in TINY_STAGES.items():
        current = getattr(default, name, None)
        if isinstance(current, list | tuple) and current:
            kwargs[name] = [value] * len(current)
    if hasattr(default, "num_hidden_layers") and isinstance(getattr(default, "layer_types", None), list):
        kwargs["layer_types"] = None  # derived again from the new depth
    kwargs = {k: v for k, v in kwargs.items() if _fits(default, k, v)}
    vocab = kwargs.get(mapped.get("vocab_size", "vocab_size"), getattr(default, "vocab_size", None))
    for i, name in enumerate(_TOKEN_IDS):
        token = getattr(default, name, None)
        if isinstance(vocab, int) and isinstance(token, int) and token >= vocab:
            kwargs[name] = min(i, vocab - 1)  # special tokens index the small vocabulary
    if _nested(default):
        raise _NotACase(f"its config nests sub-configs ({', '.join(_nested(default))}) the recipe does not shrink")
    return _construct(cls, kwargs)


def _construct(cls: Any, kwargs: dict[str, Any]) -> Any:
    """The config; a size the class refuses by name (a derived property, a
    per-layer attribute) is left at its default and the rest kept."""
    while True:
        try:
            return cls(**kwargs)
        except Exception as e:
            named = [k for k in kwargs if re.search(rf"\b{re.escape(k)}\b", str(e))]
            if not named:
                raise
            del kwargs[named[0]]


_TOKEN_IDS = ("pad_token_id", "bos_token_id", "eos_token_id", "decoder_start_token_id", "sep_token_id", "cls_token_id")


def _fits(default: Any, name: str, value: Any) -> bool:
    """Only what shrinks: a default that is already smaller, None (the feature is
    off) or of another kind (a list where a number is set) stays."""
    current = getattr(default, name, None)
    if current is None and name not in ("head_dim", "layer_types"):
        return False
    if isinstance(current, bool) or (isinstance(current, int | float) and isinstance(value, int | float)):
        return not isinstance(current, bool) and value <= current
    return isinstance(value, list) or current is None


def _nested(config: Any) -> list[str]:
    return [k for k, v in vars(config).items() if k.endswith("_config") and v is not None and hasattr(v, "to_dict")]


def instantiate(modality: str, config: Any):  # -> torch.nn.Module
    import transformers

    auto = getattr(transformers, MODALITIES[modality][0])
    return auto.from_config(config).eval()


def config_from_json(model_type: str, text: str) -> Any:
    from transformers import CONFIG_MAPPING

    return CONFIG_MAPPING[model_type].from_dict(json.loads(text))


class _NetworkUsed(Exception):
    pass


@contextmanager
def _no_network() -> Iterator[None]:
    """Construction must not reach the hub: any socket connect fails it."""

    def refuse(self: socket.socket, address: Any) -> None:
        raise _NetworkUsed(f"connect to {address!r}")

    real = socket.socket.connect
    socket.socket.connect = refuse  # type: ignore[method-assign,assignment]
    try:
        yield
    finally:
        socket.socket.connect = real  # type: ignore[method-assign]


def _line(e: BaseException) -> str:
    text = str(e).strip().splitlines()
    return f"{type(e).__name__}: {text[0][:200] if text else ''}"
