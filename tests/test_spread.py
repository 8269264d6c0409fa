"""The honest spread of the float64 oracle: a deep program whose every op is as
far off as IREE's math may be passes, one element off by 1% does not, and a
model fed only integers gets an allowance from its parameters (real export,
compiler and runtime)."""

from __future__ import annotations

import dataclasses

import numpy as np
import torch

from conformance.case import Case, randint, randn, torch_case, variants
from conformance.cell import Status
from conformance.pipeline.compare import compare_arrays
from conformance.pipeline.imports import import_case
from conformance.pipeline.run_cell import RunConfig, run_cell
from tests.harness import accepted


class DeepTanh(torch.nn.Module):
    """Eight tanh layers with residuals: IREE's tanh (up to 4.4 ULP off in f32, eager's 0.5) in every layer."""

    def __init__(self) -> None:
        super().__init__()
        self.layers = torch.nn.ModuleList(torch.nn.Linear(32, 32) for _ in range(8))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = torch.tanh(layer(x)) + 0.5 * x
        return x


class Tokens(torch.nn.Module):
    """A prefill's shape: integer token ids, an embedding, a projection."""

    def __init__(self) -> None:
        super().__init__()
        self.embed = torch.nn.Embedding(50, 16)
        self.proj = torch.nn.Linear(16, 16)

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        return torch.nn.functional.silu(self.proj(self.embed(ids)))


DEEP = accepted(torch_case("spread_deep_tanh", DeepTanh, inputs=[randn("B", 32)], sizes={"B": 16}))
TOKENS = accepted(torch_case("spread_tokens", Tokens, inputs=[randint(1, "S", high=50)], sizes={"S": 8}))


def _draws(case: Case, inputs: list[np.ndarray], seed: int, draws: int) -> list[list[np.ndarray]]:
    from conformance.pipeline.torch_frontend import _flatten, export_program
    from conformance.pipeline.torch_spread import honest_runs

    ep = export_program(case, variants(case)[0], inputs)
    return [[t.to(torch.float64).numpy() for t in _flatten(r)] for r in honest_runs(ep.module(), inputs, seed, draws)]


def _outputs(case: Case, cfg: RunConfig):
    variant = variants(case)[0]
    outcome = run_cell(case, variant, "O2", cfg)
    imported = import_case(case, variant, cfg.cache_root)
    [oracle] = imported.oracles()
    assert oracle is not None and oracle.spread is not None
    return outcome, np.load(outcome.outputs[0]), np.load(imported.expected()[0]), oracle


def test_a_deep_program_within_the_honest_spread_passes_and_one_element_off_by_1_percent_fails(
    warm_cfg: RunConfig,
) -> None:
    outcome, got, expected, oracle = _outputs(DEEP, warm_cfg)
    assert outcome.status is Status.PASS, outcome.message
    r = oracle.reference
    assert np.abs(got - r).max() > np.abs(expected - r).max()  # IREE's tanh: farther from float64 than eager's
    assert oracle.spread is not None and (oracle.spread >= np.abs(expected - r)).all()
    # A stand-in compiler whose every op is as far off as allowed (each transcendental by up to 8 ULP, each sum
    # in another order, each parameter re-rounded): one more honest draw, another seed. It passes; the
    # per-element allowances alone (8x eager's own error) would call its outputs wrong.
    inputs = [np.load(p) for p in import_case(DEEP, variants(DEEP)[0], warm_cfg.cache_root).inputs()]
    [[stand_in]] = [[o.astype(np.float32) for o in run] for run in _draws(DEEP, inputs, seed=99, draws=1)]
    assert compare_arrays(DEEP, stand_in, expected, oracle) is None
    assert compare_arrays(DEEP, stand_in, expected, dataclasses.replace(oracle, spread=None)) is not None
    wrong = got.copy()
    wrong[3, 7] *= 1.01  # a wrong dispatch that moves one element of the output by 1%
    found = compare_arrays(DEEP, wrong, expected, oracle)
    assert found is not None and found[0] == "values", found
    assert "first at (3, 7)" in found[1] and "the widest: " in found[1], found[1]


def test_a_model_fed_only_integers_gets_an_allowance_from_its_parameters(warm_cfg: RunConfig) -> None:
    outcome, _, _, oracle = _outputs(TOKENS, warm_cfg)
    assert outcome.status is Status.PASS, outcome.message
    assert oracle.sensitivity is not None and not oracle.sensitivity.any()  # integer inputs: nothing moves
    assert oracle.spread is not None and (oracle.spread > 0).mean() > 0.9  # the parameters do
