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

import dataclasses
import inspect
import json
import math
import os
import re
import socket
import warnings
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from conformance.corpus._cache import cached, progress, source_hash
from conformance.corpus._skips import Skip
from conformance.pipeline.tools import package_version, pinned_version

# Which auto class a modality's models come from, and the mapping of transformers'
# registry that lists its types. A type is in the first modality that lists it.
# Encoder-decoders first, then encoders: BART-like types also register a
# masked-LM head, BERT-like types a causal-LM head.
MODALITIES = {
    "seq2seq": ("AutoModelForSeq2SeqLM", "MODEL_FOR_SEQ_TO_SEQ_CAUSAL_LM_MAPPING_NAMES"),
    "masked-lm": ("AutoModelForMaskedLM", "MODEL_FOR_MASKED_LM_MAPPING_NAMES"),
    "causal-lm": ("AutoModelForCausalLM", "MODEL_FOR_CAUSAL_LM_MAPPING_NAMES"),
    "vision": ("AutoModelForImageClassification", "MODEL_FOR_IMAGE_CLASSIFICATION_MAPPING_NAMES"),
    "speech": ("AutoModelForCTC", "MODEL_FOR_CTC_MAPPING_NAMES"),
    "audio": ("AutoModelForAudioClassification", "MODEL_FOR_AUDIO_CLASSIFICATION_MAPPING_NAMES"),
    # Every other type, as its base model: text and vision encoders, vision
    # backbones, dual (text-image) encoders, by what its forward takes.
    "base": ("AutoModel", "MODEL_MAPPING_NAMES"),
}
AUDIO = ("speech", "audio")  # modalities whose models take a waveform
# What a case's forward returns: the first of these the model's output has (heads
# give logits; a dual encoder the image-text similarities; a base model its
# last hidden state, or its pooled output where it returns only that).
OUTPUTS = ("logits", "logits_per_image", "last_hidden_state", "pooler_output")
SAMPLES = 1600  # a waveform's length: 0.1 s at 16 kHz, past a wav2vec2 feature encoder's receptive field
MAX_PARAMS = 4_000_000  # a tiny model: seconds to export and compile, kilobytes of weights

VOCAB = 256
# The sizes that make a model big, by the names configs give them (a name that
# ``attribute_map`` maps to the config's own is set under the config's name);
# set where the config has the field and its default is larger.
TINY: dict[str, int | float] = {
    # decoders and encoders
    "vocab_size": VOCAB,
    "hidden_size": 64,
    "num_hidden_layers": 2,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "head_dim": 16,
    "intermediate_size": 128,
    "max_position_embeddings": 128,
    "n_positions": 128,
    "n_ctx": 128,
    "original_max_position_embeddings": 128,
    "sliding_window": 64,
    "attention_chunk_size": 64,
    "rotary_dim": 8,
    "kv_channels": 16,
    "embedding_size": 64,
    "ffn_dim": 128,
    "ffn_hidden_size": 128,
    "d_ff": 128,
    "d_kv": 16,
    "d_inner": 128,
    "n_inner": 128,
    "dim_head": 16,
    "type_vocab_size": 2,
    "dim_ff": 128,
    "shape_vocab_size": VOCAB,  # RoCBert's glyph and pronunciation embeddings
    "pronunciation_vocab_size": VOCAB,
    "shape_embed_dim": 32,
    "pronunciation_embed_dim": 32,
    # encoder-decoders
    "d_model": 64,
    "encoder_layers": 2,
    "decoder_layers": 2,
    "num_layers": 2,
    "num_decoder_layers": 2,
    "encoder_attention_heads": 4,
    "decoder_attention_heads": 4,
    "encoder_ffn_dim": 128,
    "decoder_ffn_dim": 128,
    "max_source_positions": 128,
    "max_target_positions": 128,
    # mixtures of experts
    "num_experts": 4,
    "num_local_experts": 4,
    "n_routed_experts": 4,
    "moe_num_experts": 4,
    "num_experts_per_tok": 2,
    "moe_topk": 2,
    "n_shared_experts": 1,
    "moe_intermediate_size": 32,
    "shared_expert_intermediate_size": 32,
    "expert_ffn_hidden_size": 32,
    "n_group": 1,
    "topk_group": 1,
    "first_k_dense_replace": 1,
    # multi-head latent attention
    "kv_lora_rank": 16,
    "q_lora_rank": 16,
    "qk_rope_head_dim": 8,
    "qk_nope_head_dim": 8,
    "v_head_dim": 16,
    # linear attention and state-space hybrids
    "linear_num_key_heads": 2,
    "linear_num_value_heads": 4,
    "linear_key_head_dim": 16,
    "linear_value_head_dim": 16,
    "mamba_d_state": 16,
    "mamba_n_heads": 4,
    "mamba_head_dim": 16,
    "ssm_state_size": 16,
    "state_size": 16,
    "n_groups": 1,
    # vision
    "image_size": 32,
    "patch_size": 8,
    "num_channels": 3,
    "num_labels": 4,
    "hidden_size_per_layer_input": 16,
    "embed_dim": 16,  # hierarchical ViTs (Swin-like) that double it per stage
    "width_multiplier": 0.5,
    "max_img_size": 64,
    "out_hidden_size": 64,  # a vision tower's projection into the text model
    "projector_hidden_size": 128,
    # speech encoders (the feature encoder's conv widths are TINY_STAGES' conv_dim)
    "num_conv_pos_embeddings": 16,
    "num_conv_pos_embedding_groups": 4,
    "classifier_proj_size": 32,
    "output_hidden_size": 64,
    "downsample_hidden_size": 16,
    "vocab_size_per_layer_input": VOCAB,
}
# Lists of per-stage widths and depths (conv backbones, hierarchical ViTs): as many
# stages as the default, each this small.
TINY_STAGES: dict[str, int] = {
    "hidden_sizes": 16,
    "depths": 1,
    "embed_dim": 16,
    "num_heads": 2,
    "conv_dim": 16,
    "stage_in_channels": 16,
    "stage_mid_channels": 16,
    "stage_out_channels": 16,
}
# Types whose config ties sizes together beyond the table (found by building
# every type): the values that satisfy its checks.
QUIRKS: dict[str, dict[str, Any]] = {
    "gpt_neo": {"attention_types": [[["global", "local"], 1]]},
    "mamba2": {"num_heads": 4, "head_dim": 32},  # hidden * expand == heads * head_dim
    "lfm2_moe": {"layer_types": ["conv", "full_attention"], "num_dense_layers": 1},
    "zamba": {"num_hidden_layers": 3, "layers_block_type": ["linear_attention", "hybrid", "hybrid"]},
    "zamba2": {"layers_block_type": ["linear_attention", "hybrid"]},
    "zaya": {"num_experts_per_tok": 1},
    "reformer": {"is_decoder": True, "axial_pos_shape": [8, 16], "axial_pos_embds_dim": [32, 32]},
    "ctrl": {"dff": 128},
    "gemma3n_text": {"num_kv_shared_layers": 0},
    "hgnet_v2": {"stem_channels": [3, 16, 16]},  # the stem feeds stage 1's 16 channels
}


@dataclass(frozen=True)
class Arch:
    """One model type as a tiny model."""

    model_type: str
    modality: str  # a key of MODALITIES
    config: str  # the tiny config, as ``to_json_string`` writes it
    params: int
    vocab: int  # the vocabulary size, 0 without one
    image: tuple[int, int, int]  # (channels, height, width) where it takes pixels, else (0, 0, 0)
    # The forward a case runs: prefill, seq2seq, image, audio, spectrogram,
    # encode (token ids and mask to hidden states) or dual (token ids, mask
    # and pixels).
    mode: str
    output: str  # the field of the model's output the case returns (one of OUTPUTS)
    # Causal LMs: each layer's key and value cache shapes, in order, with the
    # batch as BATCH and the cache length as CACHE; empty: no decode case.
    kv: tuple[tuple[int, ...], ...] = ()
    # Spectrogram models: one example's input_features shape (mel bins and
    # frames, in the model's order), the frames as FRAMES where they may vary.
    features: tuple[int, ...] = ()


@dataclass(frozen=True)
class Catalog:
    archs: tuple[Arch, ...]
    skipped: tuple[Skip, ...]


SELECTED_BY = ("CONFORMANCE_HF_TYPES",)  # it generates only those types' cases (see selected)


def selected() -> list[str] | None:
    """CONFORMANCE_HF_TYPES=llama,bert generates only those types (tests; quick looks)."""
    return sorted(t for t in os.environ.get("CONFORMANCE_HF_TYPES", "").split(",") if t) or None


def catalog_key() -> list[object]:
    """What the catalog depends on: transformers' version (the pinned one, else
    RuntimeError), torch's, this file, the selected types."""
    return [_check_transformers(), package_version("torch"), source_hash([Path(__file__)]), selected()]


def catalog() -> Catalog:
    """The catalog of the installed transformers, built once (a minute or more,
    saying how far it got), then read from the corpus cache."""
    types = selected()
    return cached("hf", catalog_key(), lambda: build(types), types=(Catalog, Arch, Skip), unit="types")


def _check_transformers() -> str:
    """The installed transformers is the one the project pins: the catalog and
    the expectations are of that version."""
    pin = pinned_version("transformers")
    have = package_version("transformers")
    if have is None:
        raise RuntimeError(f"transformers is not installed; the hf corpus needs transformers=={pin}")
    if pin and have != pin:
        raise RuntimeError(f"transformers {have} is installed; the hf corpus is of transformers=={pin}")
    return have


def build(types: list[str] | None = None) -> Catalog:
    """Every covered type of the installed transformers (or only ``types``)."""
    from transformers.models.auto import modeling_auto
    from transformers.utils import logging

    was = logging.get_verbosity()
    logging.set_verbosity(logging.CRITICAL)  # its advice and complaints on building each type: what fails raises
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # nor torch's on sizing a model on the meta device
            return _build(modeling_auto, types)
    finally:
        logging.set_verbosity(was)


def _build(modeling_auto: Any, types: list[str] | None) -> Catalog:
    archs: list[Arch] = []
    skipped: list[Skip] = []
    todo: dict[str, str] = {}  # each type once, under the first modality that maps it
    for modality, (_, mapping) in MODALITIES.items():
        for model_type in getattr(modeling_auto, mapping):
            if model_type not in todo and (types is None or model_type in types):
                todo[model_type] = modality
    for done, (model_type, modality) in enumerate(todo.items()):
        progress(done, len(todo))
        try:
            archs.append(_arch(model_type, modality, skipped))
        except _NotACase as e:
            skipped.append(Skip(model_type, "*", None, f"{modality}: {e}"))
    progress(len(todo), len(todo))
    return Catalog(tuple(archs), tuple(skipped))


class _NotACase(Exception):
    pass


def _arch(model_type: str, modality: str, skipped: list[Skip]) -> Arch:
    try:
        config = tiny_config(model_type)
    except _NotACase:
        raise
    except Exception as e:
        raise _NotACase(f"its config cannot be made tiny: {_line(e)}") from None
    model, params = _model(modality, config)
    vocab = int(getattr(config, "vocab_size", 0) or getattr(config.get_text_config(), "vocab_size", 0) or 0)
    mode = _mode(model, modality)
    if mode in TEXT_MODES and vocab < 2:
        raise _NotACase("no vocabulary to draw token ids from")
    image = _image(config) if mode in ("image", "dual") else (0, 0, 0)
    features = _features(model, config) if mode == "spectrogram" else ()
    try:
        output = _probe(model, mode, vocab, image, features)
    except _NotACase:
        raise
    except Exception as e:
        raise _NotACase(f"the tiny model's eager forward fails: {_line(e)}") from None
    kv: tuple[tuple[int, ...], ...] = ()
    if modality == "causal-lm":
        try:
            kv = kv_shapes(model, vocab)
        except Exception as e:
            why = e if isinstance(e, _NotACase) else _line(e)
            skipped.append(Skip(model_type, "decode", None, f"causal-lm: no decode case: {why}"))
    text = config.to_json_string(use_diff=False)
    return Arch(model_type, modality, text, params, vocab, image, mode, output, kv, features)


def _model(modality: str, config: Any) -> tuple[Any, int]:
    """The tiny model, seeded, and its parameter count; sized on the meta
    device first, so that a sub-model left big never takes the memory."""
    import torch

    try:
        with _no_network():
            with torch.device("meta"):
                params = sum(p.numel() for p in instantiate(modality, config).parameters())
            if params > MAX_PARAMS:
                raise _NotACase(f"over {MAX_PARAMS:,} parameters at the tiny config ({params:,})")
            with torch.random.fork_rng(devices=[]):
                torch.manual_seed(0)
                return instantiate(modality, config), params
    except _NotACase:
        raise
    except _NetworkUsed as e:
        raise _NotACase(f"construction reaches the network ({e})") from None
    except Exception as e:
        raise _NotACase(f"the tiny model cannot be built: {_line(e)}") from None


def no_cache_kwargs(model: Any) -> dict[str, bool]:
    """``use_cache=False`` where the forward takes it: a prefill that returns no cache."""
    return {"use_cache": False} if "use_cache" in inspect.signature(model.forward).parameters else {}


# The registry's mappings of models that generate text from images (a dual
# encoder is in neither).
_GENERATIVE_MULTIMODAL = ("MODEL_FOR_IMAGE_TEXT_TO_TEXT_MAPPING_NAMES", "MODEL_FOR_MULTIMODAL_LM_MAPPING_NAMES")
TEXT_MODES = ("prefill", "seq2seq", "encode", "dual")  # modes whose inputs are token ids


def _mode(model: Any, modality: str) -> str:
    """The forward a type's case runs: its head's, or for a base model, what
    its main input is."""
    from transformers.models.auto import modeling_auto

    head = {"seq2seq": "seq2seq", "masked-lm": "prefill", "causal-lm": "prefill", "vision": "image"}
    if modality in head:
        return head[modality]
    main = model.main_input_name
    if main == "input_values":
        return "audio"
    if main == "input_features":
        return "spectrogram"
    if main == "pixel_values":
        return "image"
    if main == "input_ids" and "pixel_values" in inspect.signature(model.forward).parameters:
        if any(model.config.model_type in getattr(modeling_auto, m) for m in _GENERATIVE_MULTIMODAL):
            raise _NotACase("a vision-language model: images enter as its processor's tokens; no mode yet")
        return "dual"
    if main == "input_ids":
        return "encode"
    raise _NotACase(f"it takes {main}: no mode yet")


def _image(config: Any) -> tuple[int, int, int]:
    """(channels, height, width) of the pixels the model takes: its own config's,
    or its vision sub-config's."""
    own = config if hasattr(config, "image_size") else getattr(config, "vision_config", None) or config
    size = getattr(own, "image_size", 32)
    h, w = (size, size) if isinstance(size, int) else tuple(size)
    return int(getattr(own, "num_channels", 3)), int(h), int(w)


FRAMES = -3  # placeholder for the frame axis in Arch.features
FRAME_COUNTS = (64, 96)  # two frame counts: a model that runs both takes any (a case traces the first)


def _features(model: Any, config: Any) -> tuple[int, ...]:
    """The shape of one example's spectrogram: the mel bins the config names,
    before or after the frames, whichever the eager forward takes; frames of
    any count where it runs two, else the fixed count (twice
    ``max_source_positions``, as Whisper-like encoders take)."""
    import torch

    own = next((c for c in (config, *_subconfigs(config)) if getattr(c, "num_mel_bins", None)), None)
    if own is None:
        raise _NotACase("it takes input_features, but its config names no num_mel_bins")
    bins, fixed = int(own.num_mel_bins), 2 * int(getattr(own, "max_source_positions", 0) or 0)
    for frames in (FRAMES, fixed) if fixed else (FRAMES,):
        for order in ((frames, bins), (bins, frames)):
            counts = FRAME_COUNTS if frames == FRAMES else (fixed,)
            try:
                with torch.no_grad():
                    for n in counts:
                        model(input_features=torch.zeros(2, *(n if d == FRAMES else d for d in order)))
            except Exception:
                continue
            return order
    raise _NotACase(f"it takes input_features, but runs on none of ({bins}, frames), (frames, {bins})")


def _subconfigs(config: Any) -> list[Any]:
    return [getattr(config, key) for key in ("audio_config", "encoder_config") if getattr(config, key, None)]


def _probe(model: Any, mode: str, vocab: int, image: tuple[int, int, int], features: tuple[int, ...] = ()) -> str:
    """Eager forwards on inputs like the case's: a model that cannot run them is
    no case (its failure would be the recipe's, not the compiler's), nor one
    whose output is not a function of its inputs (random masking: ViT-MAE's).
    The output field the case returns."""
    import torch

    ids = torch.arange(16).reshape(2, 8) % max(2, vocab - RESERVED)
    mask = torch.ones(2, 8, dtype=torch.int64)
    mask[0, 6:] = 0
    pixels = torch.linspace(-1, 1, 2 * math.prod(image)).reshape(2, *image)
    spectrogram = [FRAME_COUNTS[0] if d == FRAMES else d for d in features]
    by_mode: dict[str, dict[str, Any]] = {
        "image": {"pixel_values": pixels},
        "audio": {"input_values": torch.linspace(-1, 1, 2 * SAMPLES).reshape(2, SAMPLES)},
        "spectrogram": {"input_features": torch.linspace(-1, 1, 2 * math.prod(spectrogram)).reshape(2, *spectrogram)},
        "seq2seq": {"input_ids": ids, "attention_mask": mask, "decoder_input_ids": ids[:, :5], "use_cache": False},
        "dual": {"input_ids": ids, "attention_mask": mask, "pixel_values": pixels},
    }
    inputs = by_mode.get(mode, {"input_ids": ids, "attention_mask": mask, **no_cache_kwargs(model)})
    outs = []
    with torch.random.fork_rng(devices=[]):  # the caller's global RNG state is left as it was
        for seed in (0, 1):  # the global RNG in another state: a forward that draws from it differs
            torch.manual_seed(seed)
            with torch.no_grad():
                outs.append(model(**inputs))
    fields = OUTPUTS[:1] if mode == "prefill" else OUTPUTS
    output = next((name for name in fields if isinstance(getattr(outs[0], name, None), torch.Tensor)), None)
    if output is None:
        raise _NotACase(f"its output ({type(outs[0]).__name__}) has none of {', '.join(fields)}")
    if not torch.equal(getattr(outs[0], output), getattr(outs[1], output)):
        raise _NotACase(f"its {output} differs between two runs on the same inputs: the forward draws random numbers")
    return output


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
    tensors = [getattr(layer, name, None) for layer in layers for name in ("keys", "values")]
    shapes = []
    for t in tensors:
        if not isinstance(t, torch.Tensor) or t.dim() < 3 or list(t.shape).count(_PROBE) != 1 or t.shape[0] != 1:
            raise _NotACase("its cache is not a key/value tensor per layer with one sequence axis")
        shapes.append(tuple(BATCH if i == 0 else CACHE if n == _PROBE else int(n) for i, n in enumerate(t.shape)))
    decode_step(model, torch.zeros(1, 1, dtype=torch.int64), tensors)  # the decode case's forward, eagerly
    return tuple(shapes)


def decode_step(model: Any, input_ids: Any, cache: Sequence[Any]) -> tuple[Any, ...]:
    """One token against a cache given as tensors (keys, values per layer): the
    logits and the grown cache."""
    from transformers import DynamicCache

    past = DynamicCache(ddp_cache_data=list(zip(cache[0::2], cache[1::2], strict=True)), config=model.config)
    out = model(input_ids=input_ids, past_key_values=past, use_cache=True)
    return (out.logits, *[t for layer in past.layers for t in (layer.keys, layer.values)])  # type: ignore[union-attr]


def tiny_config(model_type: str) -> Any:  # -> transformers.PreTrainedConfig
    """The type's config with :data:`TINY`'s sizes, passed to the config class
    under its own names, so that what it derives from them (head dims,
    per-layer lists) follows; its sub-configs (text, vision, audio) likewise."""
    from transformers import CONFIG_MAPPING

    return _tiny(CONFIG_MAPPING[model_type], {}, 0)


def _tiny(cls: Any, base: dict[str, Any], depth: int) -> Any:
    default = cls(**base)
    kwargs = {**base, **_tiny_kwargs(cls, default), **QUIRKS.get(getattr(cls, "model_type", ""), {})}
    for key, spec in (getattr(cls, "sub_configs_defaults", None) or {}).items():
        if key in kwargs or key == "backbone_config" or depth >= 3:
            continue
        try:
            sub = spec.config_class if spec.model_type is None else spec.get_config_class(spec.model_type)
            kwargs[key] = _tiny(sub, dict(spec.init_kwargs or {}), depth + 1)
        except Exception:  # left at its default; the parameter bound catches a sub-model that stays big
            continue
    return _construct(cls, kwargs)


def _tiny_kwargs(cls: Any, default: Any) -> dict[str, Any]:
    names = _fields(cls, default)
    mapped = getattr(cls, "attribute_map", {}) or {}
    kwargs: dict[str, Any] = {}
    for name, value in TINY.items():
        own = name if name in names else mapped.get(name)
        if own in names and own not in kwargs:
            kwargs[own] = value
    for name, value in TINY_STAGES.items():
        current = getattr(default, name, None)
        if isinstance(current, list | tuple) and current:
            kwargs[name] = [value] * len(current)
    kwargs = {k: v for k, v in kwargs.items() if _fits(default, k, v)}
    if "hidden_sizes" in kwargs and "num_stages" in names:
        kwargs["num_stages"] = len(kwargs["hidden_sizes"])
    if "kv_lora_rank" in names and "num_key_value_heads" in kwargs:  # latent attention expands k/v per head
        kwargs["num_key_value_heads"] = kwargs.get("num_attention_heads", getattr(default, "num_attention_heads", 4))
    if "num_hidden_layers" in kwargs and isinstance(getattr(default, "layer_types", None), list):
        kwargs["layer_types"] = None  # derived again from the new depth
    for name in ("out_features", "out_indices"):
        if name in names:
            kwargs[name] = None
    top = VOCAB - 1
    for name in sorted(names):  # special tokens index the small vocabulary, from its top down
        token = getattr(default, name, None)
        if name.endswith(_TOKEN_NAMES) and isinstance(token, int) and not isinstance(token, bool) and token >= VOCAB:
            kwargs[name], top = top, top - 1
    return kwargs


def _fields(cls: Any, default: Any) -> set[str]:
    if dataclasses.is_dataclass(cls):
        return {f.name for f in dataclasses.fields(cls)}
    return set(inspect.signature(cls.__init__).parameters) | set(vars(default))


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


_TOKEN_NAMES = ("token_id", "token_index")
RESERVED = 16  # the top of the vocabulary: special tokens (image, audio) that inputs never draw


def _fits(default: Any, name: str, value: Any) -> bool:
    """Only what shrinks: a default that is already smaller, None (the feature is
    off) or of another kind (a list where a number is set) stays."""
    current = getattr(default, name, None)
    if current is None and name != "head_dim":
        return False
    if isinstance(current, bool) or (isinstance(current, int | float) and isinstance(value, int | float)):
        return not isinstance(current, bool) and value <= current
    return isinstance(value, list) or current is None


def instantiate(modality: str, config: Any):  # -> torch.nn.Module
    import transformers

    auto = getattr(transformers, MODALITIES[modality][0])
    return auto.from_config(config).eval()


def config_from_json(model_type: str, text: str) -> Any:
    from transformers import CONFIG_MAPPING

    cls = CONFIG_MAPPING[model_type]
    return cls.from_dict(cls._decode_special_floats(json.loads(text)))  # Infinity and NaN as to_json_string wrote them


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
