"""The hf corpus: tiny models of transformers' own model types, their skips with
reasons, the version pin, and one architecture end to end through the harness
with the real exporter, compiler and runtime."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.corpus import _hf
from conformance.corpus._skips import Skip, render
from tests.harness import cli, run_harness

CORPUS = Path(__file__).resolve().parent.parent / "conformance" / "corpus"
# A dense decoder, an MoE, MLA, an encoder, a ViT; phi3's default pad token
# lies outside the tiny vocabulary (it is moved into it).
SAMPLE = ["llama", "mixtral", "deepseek_v3", "bert", "vit", "phi3"]


def _env(cache: Path, types: str) -> dict[str, str]:
    return {"CONFORMANCE_HF_TYPES": types, "CONFORMANCE_CACHE": str(cache)}


def test_a_tiny_config_is_made_for_a_sample_of_types_and_the_parameter_bound_holds():
    catalog = _hf.build(SAMPLE)
    made = {a.model_type: a for a in catalog.archs}
    assert set(made) | {s.op for s in catalog.skipped} == set(SAMPLE)  # none dropped
    assert set(made) == set(SAMPLE), [(s.op, s.reason) for s in catalog.skipped]
    for arch in made.values():
        assert 0 < arch.params <= _hf.MAX_PARAMS, (arch.model_type, arch.params)
        config = json.loads(arch.config)
        assert config["num_hidden_layers"] <= 2 and config["hidden_size"] <= 64, arch.model_type
    assert made["mixtral"].modality == "causal-lm" and made["bert"].modality == "masked-lm"
    assert made["vit"].image == (3, 32, 32) and made["vit"].vocab == 0
    assert made["phi3"].vocab == 256 and json.loads(made["phi3"].config)["pad_token_id"] < 256


def test_a_type_registered_only_as_a_base_model_gets_the_mode_its_main_input_calls_for():
    """Text encoders take token ids, dual encoders token ids and pixels, speech
    encoders a spectrogram whose frame count may vary; a vision-language model
    (images as its processor's tokens) is a listed skip."""
    catalog = _hf.build(["clip_text_model", "chinese_clip", "parakeet_encoder", "llava"])
    made = {a.model_type: (a.modality, a.mode, a.output) for a in catalog.archs}
    assert made == {
        "clip_text_model": ("base", "encode", "last_hidden_state"),
        "chinese_clip": ("base", "dual", "logits_per_image"),
        "parakeet_encoder": ("base", "spectrogram", "last_hidden_state"),
    }, made
    parakeet = next(a for a in catalog.archs if a.model_type == "parakeet_encoder")
    assert parakeet.features == (_hf.FRAMES, 80), parakeet.features  # frames by mel bins, any frame count
    assert [(s.op, s.reason) for s in catalog.skipped] == [
        ("llava", "base: a vision-language model: images enter as its processor's tokens; no mode yet")
    ]


def test_a_type_that_is_not_a_case_is_listed_with_its_reason(tmp_path):
    proc = cli("list", "--corpus", "hf", "--skipped", env=_env(tmp_path / "cache", "llama,vit,dbrx"))
    assert proc.returncode == 0, proc.stderr
    first, *rest = proc.stdout.splitlines()
    summary = "hf: 3 types, 2 with cases, 10 cases (hf-causal-lm 8, hf-vision 2); skipped: 1 entries"
    assert first.startswith(summary), first
    assert any(line.startswith("dbrx ") and "the tiny model cannot be built" in line for line in rest), rest


def test_the_skip_listing_counts_samples_only_where_an_entry_says_so():
    """A reason that ends in a figure in parentheses (torch's own words) is not
    a count of samples."""
    skips = [
        Skip("pvt", "*", None, "the hidden size (16) is not a multiple of the number of heads (5)"),
        Skip("pvt_v2", "*", None, "the hidden size (16) is not a multiple of the number of heads (5)"),
        Skip("sum", "f32", None, "samples past the first 64", samples=12),
    ]
    lines = render("hf", skips, "types", [])
    assert lines[0] == "hf: 3 types, 0 with cases, 0 cases; skipped: 3 entries, 2 whole types", lines[0]
    assert "       2 entries       2 samples  the hidden size (16)" in lines[1], lines
    assert "       1 entries      12 samples  samples past the first 64" in lines[2], lines
    assert lines[-1].endswith("samples past the first 64 (12)"), lines[-1]


def test_causal_lms_alone_get_f16_and_bf16_variants_in_the_full_tier(tmp_path):
    proc = cli("list", "--corpus", "hf", "--format", "json", env=_env(tmp_path / "cache", "gpt2,bert"))
    assert proc.returncode == 0, proc.stderr
    rows = {r["name"]: r for r in json.loads(proc.stdout)}
    assert sorted(rows) == sorted(
        ["hf.bert.prefill", "hf.bert.prefill.onnx"]
        + [f"hf.gpt2.{mode}{suffix}" for mode in ("prefill", "decode") for suffix in ("", ".f16", ".bf16", ".onnx")]
    )  # the ONNX route: f32 only
    assert rows["hf.gpt2.decode.bf16"]["tiers"] == ["full"] and "bf16" in rows["hf.gpt2.decode.bf16"]["dtypes"]
    assert (
        "f16" in rows["hf.gpt2.prefill.f16"]["dtypes"]
        and rows["hf.gpt2.prefill.f16"]["dims"] == rows["hf.gpt2.prefill"]["dims"]
    )


def test_another_transformers_version_is_one_line_and_exit_non_zero(tmp_path):
    fake = tmp_path / "site" / "transformers-0.0.1.dist-info"  # found before the real one
    fake.mkdir(parents=True)
    (fake / "METADATA").write_text("Metadata-Version: 2.1\nName: transformers\nVersion: 0.0.1\n")
    env = {**os.environ, **_env(tmp_path / "cache", "llama")}
    env["PYTHONPATH"] = os.pathsep.join([str(tmp_path / "site"), env.get("PYTHONPATH", "")])
    proc = subprocess.run(
        [sys.executable, "-m", "conformance", "list", "--corpus", "hf"], env=env, capture_output=True, text=True
    )
    assert proc.returncode != 0
    line = next(x for x in proc.stderr.splitlines() + proc.stdout.splitlines() if "transformers 0.0.1" in x)
    assert "the hf corpus is of transformers==5.23.0" in line, line


def test_a_vision_model_runs_through_the_harness_and_matches_eager(pytester, tmp_path, monkeypatch):
    monkeypatch.setenv("CONFORMANCE_HF_TYPES", "vit")
    result = run_harness(
        pytester,
        CORPUS,
        tmp_path / "out",
        "--corpus=hf",
        "--opt=O2",
        "--dims=static",
        "-k",
        "not onnx",
        cache=tmp_path / "c",
    )
    cells = json.loads((tmp_path / "out" / "grid.json").read_text())["cells"]
    assert [(c["case"], c["status"], c["corpus"]) for c in cells] == [("hf.vit.image", "pass", "hf")], cells
    assert result.ret == 0


@pytest.mark.slow
def test_decode_with_a_dynamic_cache_length_runs_and_matches_eager_at_other_cache_lengths(
    pytester, tmp_path, monkeypatch
):
    """One module compiled with the cache length symbolic, run at the traced
    length (6) and at the boundary lengths: each compared with eager there."""
    monkeypatch.setenv("CONFORMANCE_HF_TYPES", "gpt2")
    args = ("--corpus=hf", "--opt=O2", "--dims=dynamic", "--sizes=boundary", "-k", "decode and not f16 and not onnx")
    result = run_harness(pytester, CORPUS, tmp_path / "out", *args, cache=tmp_path / "c")
    cells = json.loads((tmp_path / "out" / "grid.json").read_text())["cells"]
    by_dims = {c["dims"]: c["status"] for c in cells if c["case"] == "hf.gpt2.decode"}
    assert by_dims["dynamic"] == "pass", cells
    cache_lengths = {d: s for d, s in by_dims.items() if "@cache=" in d}
    assert len(cache_lengths) >= 2 and set(cache_lengths.values()) == {"pass"}, by_dims
    assert result.ret == 0


def test_a_cold_catalog_build_says_how_far_it_got(tmp_path):
    """Built on the controller before the workers start, with a line as it goes
    (a cold build of every type takes minutes)."""
    code = (
        "from pathlib import Path\n"
        "from conformance.corpus import CORPUS_DIR, prepare\n"
        "prepare([CORPUS_DIR / 'hf.py'], print, every=0.0)\n"
        "prepare([CORPUS_DIR / 'hf.py'], print, every=0.0)\n"  # built: read from the cache, silently
    )
    env = {**os.environ, **_env(tmp_path / "cache", "llama,bert")}
    proc = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0].startswith("conformance: building the hf catalog (first run; cached in ")
    assert [line.split(",")[0] for line in lines[1:-1]] == [
        f"conformance: building the hf catalog: {n}/2 types" for n in range(3)
    ]
    assert lines[-1].startswith("conformance: built the hf catalog: 2 types in ")
