"""The benchmark model builder (bench/realistic_model.py) on a tiny shape: what the benches rely on."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from bench.realistic_model import TINY, build_hf, ensure_bench_model
from models.demo import BUILD_OPTIONS

pytestmark = pytest.mark.slow

def test_a_tiny_shape_builds_runs_and_never_ends_early(tmp_path: Path, demo_model: Path) -> None:
    import onnxruntime_genai as og

    built = ensure_bench_model(TINY, root=tmp_path, tokenizer_dir=demo_model, log=lambda _m: None)
    decoder = json.loads((built.int4 / "genai_config.json").read_text())["model"]["decoder"]
    assert (decoder["num_hidden_layers"], decoder["hidden_size"], decoder["num_attention_heads"],
            decoder["num_key_value_heads"]) == (2, 128, 4, 2)
    assert built.int4.name == "int4-" + "-".join(o.replace("=", "") for o in BUILD_OPTIONS)
    assert set(built.build_s) == {"hf_s", f"{built.int4.name}_s"}  # no GGUF without a quantizer

    model = og.Model(str(built.int4))
    tokenizer = og.Tokenizer(model)
    params = og.GeneratorParams(model)
    params.set_search_options(max_length=200, do_sample=False)
    generator = og.Generator(model, params)
    generator.append_tokens(tokenizer.encode("Tell me about the sea."))
    tokens = []
    for _ in range(150):  # the end-of-turn row is zeroed: greedy decoding never picks it
        generator.generate_next_token()
        tokens.append(int(generator.get_next_tokens()[0]))
    assert not set(tokens) & {int(t) for t in tokenizer.eos_token_ids}
    assert len(set(tokens)) > 1

    # A second call finds everything built; the same seed gives the same weights.
    again = ensure_bench_model(TINY, root=tmp_path, tokenizer_dir=demo_model, log=pytest.fail)
    assert again.int4 == built.int4
    from safetensors.numpy import load_file

    build_hf(tmp_path / "again", TINY, demo_model)
    first = load_file(str(built.root / "hf" / "model.safetensors"))
    second = load_file(str(tmp_path / "again" / "model.safetensors"))
    assert all(np.array_equal(first[k], second[k]) for k in first)
