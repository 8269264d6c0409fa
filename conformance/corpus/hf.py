"""The external corpus ``hf``: the model types of Hugging Face transformers as
cases, each a tiny model with random weights built from its own config class.

One case per type and forward mode, named ``hf.<type>.<mode>``
(``hf.llama.prefill``). Selected with ``--corpus hf``; never imported otherwise.

- ``prefill``: token ids and an explicit attention mask (the first sequence
  right-padded) to logits, for causal and masked LMs.
- ``seq2seq``: for encoder-decoders, source ids with their mask and target ids
  (``target``, a named dim) to the decoder's logits.
- ``decode``: for causal LMs, one new token per sequence against a key/value
  cache whose length (``cache``) is a named dim, as it grows in production;
  the logits and the grown cache.
- ``image``: pixel values to class logits, for vision classifiers; to the
  last hidden state, for vision backbones.
- ``audio``: a waveform (``samples``, a named dim) to logits, for speech
  encoders (CTC) and audio classifiers that take one; to the last hidden
  state, for base speech encoders.
- ``spectrogram``: mel bins by frames (``frames``, a named dim where the
  model takes any count) to logits or the last hidden state, for speech
  encoders that take features.
- ``encode``: token ids and a mask to the last hidden state, for types
  registered only as a base model (text encoders, the text halves of
  multimodal models).
- ``dual``: token ids, a mask and pixel values to the image-text similarities,
  for dual encoders (CLIP-like): both towers and the projection between them;
  to the fused hidden states, for fused text-image encoders (ViLT-like).
- Dims: batch and sequence are named dims, so static, dynamic and mixed come
  from the one declaration; mixed keeps batch static with the sequence
  dynamic, the shape of the bugs this project was seeded with.
- Tiers: ``smoke`` holds one type per family (LLaMA-like, MoE, MLA, encoder,
  ViT, conv backbone); ``full`` every case.
- What is not a case is listed with its reason (:data:`SKIPPED`;
  ``python -m conformance list --corpus hf --skipped``).

Nothing is downloaded: no ``from_pretrained``, no hub access; a type whose
construction connects anywhere is skipped. The catalog is generated once per
transformers version and generator source, and kept on disk
(``conformance.corpus._cache``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import partial
from typing import Any

import numpy as np
import torch

from conformance.axes import ONNX_ROUTE
from conformance.case import TOLERANCES, randint, randn, torch_case, torch_onnx_case
from conformance.corpus import _hf
from conformance.corpus._skips import Skip
from conformance.pipeline.tools import package_version, pinned_version

# One representative per family: LLaMA-like, MoE, MLA, encoder, ViT, conv backbone, seq2seq, speech.
UNITS = "types"  # what the skip listing counts: model types
SMOKE = {"llama", "mixtral", "deepseek_v3", "bert", "vit", "resnet", "t5", "wav2vec2"}
SIZES = {"batch": 2, "seq": 8}
CACHE = 6  # positions already in the cache of a decode case
TARGET = 5  # target tokens of a seq2seq case


def _onnx_route() -> str | None:
    """Why the ONNX route's cells cannot be made here (they are skips with it), or None.
    An onnxscript other than the pinned one is refused, as transformers is: the pins are of one version."""
    pin = pinned_version("onnxscript")
    have = package_version("onnxscript")
    if have is None:
        return f"the ONNX route needs onnxscript=={pin} (torch.onnx's exporter): not installed"
    if pin and have != pin:
        raise RuntimeError(f"onnxscript {have} is installed; the hf corpus's ONNX route is of onnxscript=={pin}")
    return None


SELECTED_BY = _hf.SELECTED_BY  # CONFORMANCE_HF_TYPES: only those types' cases (_hf.catalog)


def case_name(arch: _hf.Arch, mode: str) -> str:
    return "hf." + re.sub(r"\W", "_", arch.model_type) + f".{mode}"


# Half-precision variants of the causal LMs (full tier): the model's weights and
# arithmetic in that type. numpy holds neither bf16 nor (for the oracle's sake)
# a narrow type the model chose, so such a case takes and returns f32 and
# casts inside, as the builtin bf16 cases do.
HALF = {"f16": torch.float16, "bf16": torch.bfloat16}


def _wide(t: torch.Tensor) -> torch.Tensor:
    return t.float() if t.dtype in HALF.values() else t


class _Tiny(torch.nn.Module):
    """A forward mode of one type's tiny model, built from its catalog entry
    (in a half type where ``dtype`` names one); it returns the output field
    the catalog found (logits, or a base model's hidden states)."""

    def __init__(self, arch: _hf.Arch, dtype: str = "f32") -> None:
        super().__init__()
        self.model = _hf.instantiate(arch.modality, _hf.config_from_json(arch.model_type, arch.config))
        if dtype in HALF:
            self.model.to(HALF[dtype])
        self.output = arch.output


class Prefill(_Tiny):
    """Token ids and an attention mask to the model's logits (or hidden states)."""

    def __init__(self, arch: _hf.Arch, dtype: str = "f32") -> None:
        super().__init__(arch, dtype)
        self.extra = _hf.no_cache_kwargs(self.model)

    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        out = self.model(input_ids=input_ids, attention_mask=attention_mask, **self.extra)
        return _wide(getattr(out, self.output))


class Seq2Seq(_Tiny):
    """Source token ids, their attention mask and target token ids to the
    decoder's logits (teacher forcing)."""

    def forward(
        self, input_ids: torch.Tensor, attention_mask: torch.Tensor, decoder_input_ids: torch.Tensor
    ) -> torch.Tensor:
        out = self.model(
            input_ids=input_ids, attention_mask=attention_mask, decoder_input_ids=decoder_input_ids, use_cache=False
        )
        return getattr(out, self.output)


class Decode(_Tiny):
    """One new token per sequence against the key/value cache of the positions
    before it, which grows in production: the logits and the grown cache."""

    def forward(self, *inputs: torch.Tensor) -> tuple[torch.Tensor, ...]:
        cache = [t.to(self.model.dtype) for t in inputs[1:]]  # f32 in; the model's own type inside
        return tuple(_wide(t) for t in _hf.decode_step(self.model, inputs[0], cache))


class Listen(_Tiny):
    """A waveform to the model's logits (characters for CTC, classes otherwise)
    or hidden states."""

    def forward(self, input_values: torch.Tensor) -> torch.Tensor:
        return getattr(self.model(input_values=input_values), self.output)


class Hear(_Tiny):
    """A spectrogram (mel bins by frames) to the model's logits or hidden states."""

    def forward(self, input_features: torch.Tensor) -> torch.Tensor:
        return getattr(self.model(input_features=input_features), self.output)


class Look(_Tiny):
    """Pixel values to class logits or a backbone's hidden states."""

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        return getattr(self.model(pixel_values=pixel_values), self.output)


class Dual(_Tiny):
    """Token ids, their mask and pixel values to a dual encoder's image-text
    similarities (both towers and the projection between them), or a fused
    encoder's hidden states."""

    def forward(
        self, input_ids: torch.Tensor, attention_mask: torch.Tensor, pixel_values: torch.Tensor
    ) -> torch.Tensor:
        return getattr(
            self.model(input_ids=input_ids, attention_mask=attention_mask, pixel_values=pixel_values), self.output
        )


def _drawn(vocab: int) -> int:
    """Token ids are drawn below the special tokens kept at the vocabulary's top."""
    return max(2, vocab - _hf.RESERVED)


def _tokens(vocab: int):  # -> the case's input generator
    def generate(rng: np.random.Generator, sizes: Mapping[str, int]) -> list[np.ndarray]:
        b, s = sizes["batch"], sizes["seq"]
        ids = rng.integers(0, _drawn(vocab), (b, s)).astype(np.int64)
        mask = np.ones((b, s), np.int64)
        mask[0, s - min(2, s - 1) :] = 0  # the first sequence right-padded: no row is all padding
        return [ids, mask]

    return generate


def _seq2seq(vocab: int):  # -> the case's input generator
    source = _tokens(vocab)

    def generate(rng: np.random.Generator, sizes: Mapping[str, int]) -> list[np.ndarray]:
        target = rng.integers(0, _drawn(vocab), (sizes["batch"], sizes["target"])).astype(np.int64)
        return [*source(rng, sizes), target]

    return generate


def _dual(vocab: int, image: tuple[int, int, int]):  # -> the case's input generator
    text = _tokens(vocab)

    def generate(rng: np.random.Generator, sizes: Mapping[str, int]) -> list[np.ndarray]:
        return [*text(rng, sizes), rng.standard_normal((sizes["batch"], *image)).astype(np.float32)]

    return generate


# Base models' families, by the forward their case runs; a head's is its modality's.
BASE_FAMILIES = {
    "encode": "hf-text-base",
    "image": "hf-vision-base",
    "audio": "hf-speech-base",
    "spectrogram": "hf-speech-base",
    "dual": "hf-vision-text",
}


def _case(name: str, module: Any, **fields: Any) -> None:
    """One model, both doors: the torch route (torch.export, FxImporter) and, for
    f32 cases, the ONNX route (torch.onnx, iree-import-onnx) of the same model,
    weights and inputs, judged against the same reference."""
    torch_case(name, module, **fields)
    if not fields.get("compute_dtypes"):
        unsupported = {"unsupported": ONNX_UNAVAILABLE} if ONNX_UNAVAILABLE else {}
        torch_onnx_case(name + ONNX_ROUTE, module, same_model_as=name, **fields, **unsupported)


def _declare(arch: _hf.Arch) -> None:
    family = BASE_FAMILIES[arch.mode] if arch.modality == "base" else f"hf-{arch.modality}"
    common = {"family": family, "tiers": ("smoke",) if arch.model_type in SMOKE else ()}
    text = [randint("batch", "seq", high=_drawn(arch.vocab)), randint("batch", "seq", high=2)]
    if arch.mode == "image":
        _case(
            case_name(arch, "image"),
            lambda: Look(arch),
            inputs=[randn("batch", *arch.image)],
            sizes={"batch": SIZES["batch"]},
            dynamic=["batch"],
            **common,
        )
    elif arch.mode == "audio":
        _case(
            case_name(arch, "audio"),
            lambda: Listen(arch),
            inputs=[randn("batch", "samples")],
            sizes={"batch": SIZES["batch"], "samples": _hf.SAMPLES},
            dynamic=["batch", "samples"],
            mixed_static=["batch"],
            **common,
        )
    elif arch.mode == "spectrogram":  # frames a named dim, unless the count is fixed (Whisper-like)
        frames = {"frames": _hf.FRAME_COUNTS[0]} if _hf.FRAMES in arch.features else {}
        _case(
            case_name(arch, "spectrogram"),
            lambda: Hear(arch),
            inputs=[randn("batch", *("frames" if d == _hf.FRAMES else d for d in arch.features))],
            sizes={"batch": SIZES["batch"], **frames},
            dynamic=["batch", *frames],
            mixed_static=["batch"] if frames else [],
            **common,
        )
    elif arch.mode == "seq2seq":
        _case(
            case_name(arch, "seq2seq"),
            lambda: Seq2Seq(arch),
            inputs=[*text, randint("batch", "target", high=_drawn(arch.vocab))],
            sizes={**SIZES, "target": TARGET},
            dynamic=["batch", "seq", "target"],
            mixed_static=["batch"],
            generate=_seq2seq(arch.vocab),
            **common,
        )
    elif arch.mode == "dual":
        _case(
            case_name(arch, "dual"),
            lambda: Dual(arch),
            inputs=[*text, randn("batch", *arch.image)],
            sizes=SIZES,
            dynamic=["batch", "seq"],
            mixed_static=["batch"],
            generate=_dual(arch.vocab, arch.image),
            **common,
        )
    else:  # prefill, encode: token ids and mask
        for dtype in ("f32", *(HALF if arch.modality == "causal-lm" else ())):
            half = _half(dtype) if dtype in HALF else {}
            if arch.kv:
                _declare_decode(arch, dtype, {**common, **half})
            _case(
                _dtype_name(case_name(arch, arch.mode), dtype),
                partial(Prefill, arch, dtype),
                inputs=text,
                sizes=SIZES,
                dynamic=["batch", "seq"],
                mixed_static=["batch"],
                generate=_tokens(arch.vocab),
                **{**common, **half},
            )


def _half(dtype: str) -> dict[str, Any]:
    """A half-precision variant: the full tier only, the type's tolerance, and
    the type named so that the float64 oracle judges at its precision."""
    atol, rtol = TOLERANCES[dtype]
    return {"tiers": (), "compute_dtypes": (dtype,), "atol": atol, "rtol": rtol}


def _dtype_name(name: str, dtype: str) -> str:
    return name if dtype == "f32" else f"{name}.{dtype}"


def _declare_decode(arch: _hf.Arch, dtype: str, common: Mapping[str, Any]) -> None:
    named = {_hf.BATCH: "batch", _hf.CACHE: "cache"}
    _case(
        _dtype_name(case_name(arch, "decode"), dtype),
        lambda: Decode(arch, dtype),
        inputs=[
            randint("batch", 1, high=_drawn(arch.vocab)),
            *[randn(*(named.get(n, n) for n in kv)) for kv in arch.kv],
        ],
        sizes={"batch": SIZES["batch"], "cache": CACHE},
        dynamic=["batch", "cache"],
        mixed_static=["batch"],
        **common,
    )


ONNX_UNAVAILABLE = _onnx_route()
CATALOG = _hf.catalog()
SKIPPED: tuple[Skip, ...] = CATALOG.skipped
for _arch in CATALOG.archs:
    _declare(_arch)
