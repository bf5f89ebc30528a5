"""genai_config.json synthesis for transformers.js / onnx-community exports.

Fast tests use graph-only ONNX files (inputs and outputs, no nodes) written with `onnx.helper`; the
slow ones use a real export of SmolLM2 (tests/models/make_tjs_model.py) and check that ORT GenAI,
loading the synthesized folder, generates what torch generates.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from models.errors import ModelError
from models.synthesize import MAX_LENGTH_CAP, prepare_model_folder, read_graph_io, synthesize_config

onnx = pytest.importorskip("onnx")
from onnx import TensorProto, helper  # noqa: E402

TEMPLATE = ("{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"
            "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}")
LLAMA = {"model_type": "llama", "hidden_size": 576, "num_attention_heads": 9, "num_key_value_heads": 3,
         "num_hidden_layers": 30, "max_position_embeddings": 8192, "vocab_size": 49152,
         "bos_token_id": 1, "eos_token_id": 2}


def write_graph(path: Path, layers: int = 2, kv_heads: int | str = 3, head: int | str = 64, vocab: int = 49152,
                position_ids: bool = True, past: str = "past_key_values.{}.{}", extra: tuple[str, ...] = (),
                first: str = "input_ids", initializers: tuple[Any, ...] = ()) -> None:
    """An ONNX file with the Optimum decoder signature; nothing in it runs."""
    def tensor(name: str, dtype: int, dims: list[Any]) -> Any:
        return helper.make_tensor_value_info(name, dtype, dims)

    names = [first, "attention_mask", *(["position_ids"] if position_ids else []), *extra]
    inputs = [tensor(n, TensorProto.INT64, ["batch_size", "sequence_length"]) for n in names]
    outputs = [tensor("logits", TensorProto.FLOAT, ["batch_size", "sequence_length", vocab])]
    for i in range(layers):
        for kind in ("key", "value"):
            inputs.append(tensor(past.format(i, kind), TensorProto.FLOAT, ["batch_size", kv_heads, "past", head]))
            outputs.append(tensor(f"present.{i}.{kind}", TensorProto.FLOAT, ["batch_size", kv_heads, "total", head]))
    graph = helper.make_graph([], "g", inputs, outputs, initializer=list(initializers))
    path.parent.mkdir(parents=True, exist_ok=True)
    onnx.save(helper.make_model(graph), str(path))


def write_repo(folder: Path, config: Any = None, template: Any = TEMPLATE, generation: Any = None,
               **graph: Any) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "config.json").write_text(json.dumps(LLAMA if config is None else config), encoding="utf-8")
    gen = {"bos_token_id": 1, "eos_token_id": 2, "pad_token_id": 2} if generation is None else generation
    (folder / "generation_config.json").write_text(json.dumps(gen), encoding="utf-8")
    added = [{"id": i, "content": t} for i, t in enumerate(["<|endoftext|>", "<|im_start|>", "<|im_end|>"])]
    added.append({"id": 7, "content": "<|eot_id|>"})
    tokenizer = {"model": {"type": "BPE", "vocab": {"a": 3, "b": 4}}, "added_tokens": added}
    (folder / "tokenizer.json").write_text(json.dumps(tokenizer), encoding="utf-8")
    tok_config: dict[str, Any] = {"eos_token": "<|im_end|>", "bos_token": "<|im_start|>", "pad_token": "<|im_end|>",
                                  "tokenizer_class": "GPT2Tokenizer"}
    if template is not None:
        tok_config["chat_template"] = template
    (folder / "tokenizer_config.json").write_text(json.dumps(tok_config), encoding="utf-8")
    write_graph(folder / "onnx" / "model_q4.onnx", **graph)
    return folder


def error_of(folder: Path, onnx_file: str = "onnx/model_q4.onnx") -> ModelError:
    with pytest.raises(ModelError) as info:
        prepare_model_folder(folder, onnx_file)
    return info.value


# ---- reading the graph -------------------------------------------------------------------------


def test_graph_reader_agrees_with_onnx_and_skips_weights(tmp_path: Path) -> None:
    weights = helper.make_tensor("model.embed_tokens.weight", TensorProto.FLOAT, [256, 8],
                                 np.arange(2048, dtype=np.float32).tobytes(), raw=True)
    cos = TensorProto(name="cos_cache", data_type=TensorProto.FLOAT, dims=[1024, 32])
    cos.data_location = TensorProto.EXTERNAL  # weights in an .onnx_data file that is not there
    cos.external_data.add(key="location", value="model_q4.onnx_data")
    defaulted = helper.make_tensor("num_logits_to_keep", TensorProto.INT64, [], [1])
    path = tmp_path / "m.onnx"
    write_graph(path, layers=3, kv_heads="kv", extra=("num_logits_to_keep",), initializers=(weights, cos, defaulted))
    io = read_graph_io(path)
    model = onnx.load(str(path), load_external_data=False)

    def dims(vi: Any) -> tuple[Any, ...]:
        return tuple(d.dim_value if d.HasField("dim_value") else d.dim_param for d in vi.type.tensor_type.shape.dim)

    assert io.inputs == {vi.name: dims(vi) for vi in model.graph.input}
    assert io.outputs == {vi.name: dims(vi) for vi in model.graph.output}
    assert io.initializers == {"model.embed_tokens.weight": (256, 8), "cos_cache": (1024, 32), "num_logits_to_keep": ()}
    assert "num_logits_to_keep" not in io.fed_inputs
    assert io.inputs["past_key_values.2.value"] == ("batch_size", "kv", "past", 64)


@pytest.mark.parametrize("content", [b"", b"\x00" * 10, b"not an onnx file at all", b"\x3a\xff\xff\xff\xff\x0f"])
def test_unreadable_graph_is_a_model_error(tmp_path: Path, content: bytes) -> None:
    repo = write_repo(tmp_path / "repo")
    (repo / "onnx" / "model_q4.onnx").write_bytes(content)
    error = error_of(repo)
    assert error.code == "model_invalid"
    assert "model_q4.onnx is not a readable ONNX model" in str(error)


# ---- synthesis ---------------------------------------------------------------------------------


def test_config_from_repo_and_graph(tmp_path: Path) -> None:
    repo = write_repo(tmp_path / "repo")
    config = synthesize_config(repo, "onnx/model_q4.onnx")
    model, decoder = config["model"], config["model"]["decoder"]
    assert (model["type"], model["vocab_size"], model["context_length"]) == ("llama", 49152, 8192)
    assert (model["bos_token_id"], model["eos_token_id"], model["pad_token_id"]) == (1, 2, 2)
    assert decoder["filename"] == "onnx/model_q4.onnx"
    assert (decoder["num_attention_heads"], decoder["num_key_value_heads"], decoder["head_size"]) == (9, 3, 64)
    assert (decoder["hidden_size"], decoder["num_hidden_layers"]) == (576, 2)  # the graph wins over config's 30
    assert decoder["inputs"] == {"input_ids": "input_ids", "attention_mask": "attention_mask",
                                 "position_ids": "position_ids", "past_key_names": "past_key_values.%d.key",
                                 "past_value_names": "past_key_values.%d.value"}
    assert decoder["outputs"] == {"logits": "logits", "present_key_names": "present.%d.key",
                                  "present_value_names": "present.%d.value"}
    assert config["search"]["past_present_share_buffer"] is False
    assert config["search"]["max_length"] == MAX_LENGTH_CAP < model["context_length"]
    assert config["search"]["do_sample"] is False


def test_graph_shapes_win_and_position_ids_only_when_present(tmp_path: Path) -> None:
    config = {**LLAMA, "num_key_value_heads": 9, "head_dim": 32}
    repo = write_repo(tmp_path / "repo", config=config, position_ids=False, kv_heads=3, head=64)
    decoder = synthesize_config(repo, "onnx/model_q4.onnx")["model"]["decoder"]
    assert (decoder["num_key_value_heads"], decoder["head_size"]) == (3, 64)
    assert "position_ids" not in decoder["inputs"]


def test_symbolic_kv_dims_fall_back_to_config(tmp_path: Path) -> None:
    repo = write_repo(tmp_path / "repo", config={**LLAMA, "head_dim": 80}, kv_heads="kv", head="hd")
    decoder = synthesize_config(repo, "onnx/model_q4.onnx")["model"]["decoder"]
    assert (decoder["num_key_value_heads"], decoder["head_size"]) == (3, 80)


def test_eos_ids_merge_generation_config_tokenizer_and_template(tmp_path: Path) -> None:
    config = {k: v for k, v in LLAMA.items() if k not in ("eos_token_id", "max_position_embeddings")}
    template = TEMPLATE.replace("<|im_end|>", "<|eot_id|>")
    repo = write_repo(tmp_path / "repo", config=config, template=template,
                      generation={"eos_token_id": [0], "do_sample": True, "temperature": 0.6, "top_p": 7})
    config_out = synthesize_config(repo, "onnx/model_q4.onnx")
    assert config_out["model"]["eos_token_id"] == [0, 2, 7]  # generation_config, tokenizer eos, template end-of-turn
    assert config_out["model"]["context_length"] == 2048  # nothing says: a safe default
    search = config_out["search"]
    assert (search["do_sample"], search["temperature"], search["top_p"]) == (True, 0.6, 1.0)  # top_p 7 ignored


def test_rotary_table_caps_context(tmp_path: Path) -> None:
    cos = helper.make_tensor("cos_cache", TensorProto.FLOAT, [1024, 32], np.zeros(1024 * 32, np.float32))
    repo = write_repo(tmp_path / "repo", initializers=(cos,))
    assert synthesize_config(repo, "onnx/model_q4.onnx")["model"]["context_length"] == 1024


def test_text_config_of_a_wrapper_is_used(tmp_path: Path) -> None:
    config = {"model_type": "gemma3", "text_config": {**LLAMA, "model_type": "gemma3_text"}}
    repo = write_repo(tmp_path / "repo", config=config)
    assert synthesize_config(repo, "onnx/model_q4.onnx")["model"]["type"] == "gemma3_text"


@pytest.mark.parametrize(("model_type", "why"), [
    ("mamba", "has no decoder of this architecture"),
    ("lfm2", "convolution state"),
    ("gpt2", "own export format"),
])
def test_unsupported_architecture(tmp_path: Path, model_type: str, why: str) -> None:
    error = error_of(write_repo(tmp_path / "repo", config={**LLAMA, "model_type": model_type}))
    assert error.code == "model_unsupported"
    assert f"'{model_type}' model" in str(error) and why in str(error)
    assert "llama" in str(error) and "Choose another model" in str(error)


@pytest.mark.parametrize(("config_text", "expected"), [
    (None, "has no config.json"),
    ("{not json", "config.json of this model cannot be read"),
    ("[1, 2]", "config.json of this model is not a JSON object"),
    (json.dumps({k: v for k, v in LLAMA.items() if k != "model_type"}), "no model_type"),
    (json.dumps({**LLAMA, "num_attention_heads": "nine"}), "lacks hidden_size or num_attention_heads"),
])
def test_missing_or_garbage_config(tmp_path: Path, config_text: str | None, expected: str) -> None:
    repo = write_repo(tmp_path / "repo")
    if config_text is None:
        (repo / "config.json").unlink()
    else:
        (repo / "config.json").write_text(config_text, encoding="utf-8")
    error = error_of(repo)
    assert error.code == "model_invalid"
    assert expected in str(error)
    assert not (repo / "genai_config.json").exists()


def test_garbage_generation_config_is_reported(tmp_path: Path) -> None:
    repo = write_repo(tmp_path / "repo")
    (repo / "generation_config.json").write_bytes(b"\xff\xfe")
    assert "generation_config.json of this model cannot be read" in str(error_of(repo))


@pytest.mark.parametrize(("graph", "expected"), [
    ({"extra": ("num_logits_to_keep",)}, "does not supply (num_logits_to_keep)"),
    ({"layers": 0}, "no separate key and value past key/value inputs"),
    ({"past": "past_key_values.{0}.key_value"}, "no separate key and value"),
    ({"first": "inputs_embeds"}, "takes embeddings instead of token ids"),
])
def test_graph_ort_genai_cannot_feed(tmp_path: Path, graph: dict[str, Any], expected: str) -> None:
    error = error_of(write_repo(tmp_path / "repo", **graph))
    assert error.code == "model_unsupported"
    assert expected in str(error)


# ---- the prepared folder -----------------------------------------------------------------------


def test_prepare_writes_config_and_template_beside_tokenizer(tmp_path: Path) -> None:
    repo = write_repo(tmp_path / "repo")
    assert prepare_model_folder(repo, "onnx/model_q4.onnx") == repo
    written = json.loads((repo / "genai_config.json").read_text(encoding="utf-8"))
    assert written == synthesize_config(repo, "onnx/model_q4.onnx")
    assert (repo / "chat_template.jinja").read_text(encoding="utf-8") == TEMPLATE
    assert not list(repo.glob(".*"))  # no temp files left


def test_prepare_keeps_an_existing_template_file(tmp_path: Path) -> None:
    repo = write_repo(tmp_path / "repo", template=None)
    (repo / "chat_template.jinja").write_text("{{ messages }}", encoding="utf-8")
    prepare_model_folder(repo, "onnx/model_q4.onnx")
    assert (repo / "chat_template.jinja").read_text(encoding="utf-8") == "{{ messages }}"


def test_prepare_picks_the_default_of_named_templates(tmp_path: Path) -> None:
    named = [{"name": "tool_use", "template": "tools"}, {"name": "default", "template": TEMPLATE}]
    repo = write_repo(tmp_path / "repo", template=named)
    prepare_model_folder(repo, "onnx/model_q4.onnx")
    assert (repo / "chat_template.jinja").read_text(encoding="utf-8") == TEMPLATE


def test_prepare_refuses_a_base_model_without_template(tmp_path: Path) -> None:
    error = error_of(write_repo(tmp_path / "repo", template=None))
    assert error.code == "model_unsupported"
    assert "no chat template" in str(error)


def test_prepare_moves_tokenizer_files_up_from_the_graph_folder(tmp_path: Path) -> None:
    repo = write_repo(tmp_path / "repo")
    for name in ("tokenizer.json", "tokenizer_config.json"):
        shutil.move(repo / name, repo / "onnx" / name)
    prepare_model_folder(repo, "onnx/model_q4.onnx")
    assert (repo / "tokenizer.json").is_file() and (repo / "chat_template.jinja").is_file()


@pytest.mark.parametrize(("onnx_file", "code"), [("../outside.onnx", "model_unsafe"),
                                                 ("onnx/model_fp16.onnx", "model_invalid")])
def test_prepare_refuses_bad_graph_paths(tmp_path: Path, onnx_file: str, code: str) -> None:
    assert error_of(write_repo(tmp_path / "repo"), onnx_file).code == code


# ---- a real export through ORT GenAI (slow) ----------------------------------------------------


@pytest.fixture(scope="module")
def tjs() -> Path:
    from tests.models.make_tjs_model import ensure_tjs_model

    return ensure_tjs_model()


@pytest.fixture(scope="module")
def prepared(tjs: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    repo = tmp_path_factory.mktemp("tjs") / "repo"
    shutil.copytree(tjs / "repo", repo)  # the cached fixture stays pristine
    return prepare_model_folder(repo, "onnx/model.onnx")


@pytest.fixture(scope="module")
def reference(tjs: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((tjs / "reference.json").read_text(encoding="utf-8"))
    return data


@pytest.mark.slow
def test_real_export_config(prepared: Path, reference: dict[str, Any]) -> None:
    config = json.loads((prepared / "genai_config.json").read_text(encoding="utf-8"))
    model, decoder = config["model"], config["model"]["decoder"]
    assert (model["type"], model["vocab_size"], model["context_length"], model["eos_token_id"]) == (
        "llama", 49152, 8192, 2)
    assert (decoder["num_attention_heads"], decoder["num_key_value_heads"], decoder["head_size"]) == (9, 3, 64)
    assert decoder["num_hidden_layers"] == reference["layers"] == 4
    assert decoder["filename"] == "onnx/model.onnx"
    assert decoder["inputs"]["position_ids"] == "position_ids"
    assert decoder["inputs"]["past_key_names"] == "past_key_values.%d.key"
    assert decoder["outputs"]["present_value_names"] == "present.%d.value"
    assert config["search"]["past_present_share_buffer"] is False
    assert config["search"]["max_length"] == MAX_LENGTH_CAP
    template = json.loads((prepared / "tokenizer_config.json").read_text(encoding="utf-8"))["chat_template"]
    assert (prepared / "chat_template.jinja").read_text(encoding="utf-8") == template
    graph = onnx.load(str(prepared / "onnx" / "model.onnx"), load_external_data=False).graph
    assert list(read_graph_io(prepared / "onnx" / "model.onnx").inputs) == [i.name for i in graph.input]


@pytest.mark.slow
def test_ort_genai_generates_what_torch_generates(prepared: Path, tjs: Path, reference: dict[str, Any]) -> None:
    import onnxruntime_genai as og

    model = og.Model(str(prepared))
    tokenizer = og.Tokenizer(model)
    prompt = tokenizer.apply_chat_template(json.dumps([{"role": "user", "content": "Hi"}]), add_generation_prompt=True)
    assert prompt == reference["prompt"]  # the kept chat template renders as transformers does
    assert [int(t) for t in tokenizer.encode(prompt)] == reference["prompt_ids"]
    params = og.GeneratorParams(model)
    params.set_search_options(max_length=len(reference["prompt_ids"]) + len(reference["greedy_ids"]), do_sample=False)
    generator = og.Generator(model, params)
    generator.append_tokens(np.array(reference["prompt_ids"], dtype=np.int32))
    logits = generator.get_logits().reshape(-1)
    np.testing.assert_allclose(logits, np.load(tjs / "first_logits.npy"), atol=1e-3)
    tokens = []
    while not generator.is_done():
        generator.generate_next_token()
        tokens.append(int(generator.get_next_tokens()[0]))
    assert tokens == reference["greedy_ids"]
    assert tokenizer.decode(np.array(tokens, dtype=np.int32)) == reference["greedy_text"]


@pytest.mark.slow
def test_engine_multi_turn_on_synthesized_model(prepared: Path, reference: dict[str, Any]) -> None:
    from app.chat.parameters import Sampling
    from app.chat.values import ChatMessage
    from app.engine.client import EngineClient
    from app.engine.protocol import Done, Token
    from app.engine.verify import verify_model

    verify_model(prepared)  # what the installer runs before calling the model installed
    # No repetition penalty: this test is about the cache (ORT GenAI applies the penalty over the whole
    # sequence, and this tiny random-weight export has near-ties that a penalty can tip either way).
    greedy = Sampling(temperature=0, max_new_tokens=8, repetition_penalty=1.0)

    def turn(client: EngineClient, messages: list[ChatMessage]) -> tuple[str, Done]:
        events = list(client.turn(messages, greedy))
        done = events[-1]
        assert isinstance(done, Done), done
        return "".join(e.text for e in events if isinstance(e, Token)), done

    warm, fresh = EngineClient(), EngineClient()
    try:
        loaded = warm.load(str(prepared))
        assert (loaded.model_type, loaded.device) == ("llama", "cpu")
        first, done = turn(warm, [ChatMessage("user", "Hi")])
        assert first == reference["greedy_text"] and done.generated_tokens == len(reference["greedy_ids"])
        follow_up = [ChatMessage("user", "Hi"), ChatMessage("assistant", first), ChatMessage("user", "And then?")]
        second, done = turn(warm, follow_up)
        # At least the first prompt comes from the cache; the reply too once the idle host has re-read it
        # (`ChatSession.settle`), which a follow-up sent at once does not wait for.
        assert done.cached_tokens >= len(reference["prompt_ids"]) and done.generated_tokens > 0
        fresh.load(str(prepared))
        assert turn(fresh, follow_up)[0] == second  # the reused Concat-KV cache matches a fresh run
    finally:
        warm.close()
        fresh.close()
