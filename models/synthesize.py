"""Make a transformers.js / onnx-community export runnable by ORT GenAI: synthesize `genai_config.json`.

Those repos carry `onnx/model*.onnx` plus the Hugging Face `config.json`, `generation_config.json`
and tokenizer files, but no `genai_config.json`. The algorithm follows kweinmeister/onnx-inference
(reimplemented): values from `config.json` (a nested `text_config` flattened into it), then
`generation_config.json`, then the tokenizer files; the ONNX graph's inputs and outputs win for
everything ORT GenAI feeds to it (KV heads, head size, layer count, vocabulary), because a config
that disagrees with the graph fails at the first run. Unlike that sample, the model type comes from
`config.json` (never guessed from the path), unknown required graph inputs are refused up front,
the search section carries a capped `max_length`, and the chat template is kept.

The graph is read by `models.onnx_graph`, which skips the weights.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

from models.atomic import write_text_atomic
from models.errors import ModelError
from models.onnx_graph import read_graph_io
from models.validate import safe_relative, validate_model_folder

# HF `model_type` -> ORT GenAI `model.type`, for single-graph decoders with a plain KV cache.
# The right-hand side is the decoder type list compiled into onnxruntime-genai 0.18.0
# (`ModelType::IsLLM` in libonnxruntime-genai.so); hybrids whose exports carry conv/recurrent
# state (lfm2, granitemoehybrid, qwen3_5) and gpt2 (its own model class) are left out.
GENAI_TYPES: dict[str, str] = {
    "llama": "llama", "mistral": "mistral", "qwen2": "qwen2", "qwen3": "qwen3", "phi": "phi",
    "phi3": "phi3", "phimoe": "phimoe", "gemma": "gemma", "gemma2": "gemma2", "gemma3_text": "gemma3_text",
    "granite": "granite", "olmo": "olmo", "nemotron": "nemotron", "internlm2": "internlm2",
    "smollm3": "smollm3", "ernie4_5": "ernie4_5", "gpt_oss": "gptoss", "chatglm": "chatglm",
}
NOT_RUNNABLE: dict[str, str] = {
    "lfm2": "its convolution state cache has no mapping for transformers.js exports yet",
    "granitemoehybrid": "it is a Mamba hybrid whose state cache ORT GenAI cannot feed from this export",
    "qwen3_5": "it is a hybrid linear-attention model whose state cache ORT GenAI cannot feed from this export",
    "qwen3_5_text": "it is a hybrid linear-attention model whose state cache ORT GenAI cannot feed from this export",
    "gpt2": "ORT GenAI runs GPT-2 only in its own export format",
}
MAX_LENGTH_CAP = 4096  # search.max_length: the KV budget a laptop can afford (notes 1.6)
DEFAULT_CONTEXT = 2048  # when nothing in the repo states a context length
TOKENIZER_FILES = ("tokenizer.json", "tokenizer_config.json", "special_tokens_map.json", "added_tokens.json",
                   "vocab.json", "merges.txt", "tokenizer.model")
# End-of-turn markers of common templates: when the template uses one and the vocabulary has it,
# it ends a reply even where generation_config.json forgot it.
END_OF_TURN = ("<|im_end|>", "<|eot_id|>", "<|end|>", "<end_of_turn>", "<|return|>")
FED_INPUTS = ("input_ids", "attention_mask", "position_ids")


# ---- the repo's JSON files ---------------------------------------------------------------------


def _read_json(path: Path, required: bool = False) -> dict[str, Any]:
    if not path.is_file():
        if required:
            raise ModelError("model_invalid", f"The model has no {path.name}, so Hearth cannot tell what "
                             "architecture it is. Download the whole repository, or choose another model.")
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise ModelError("model_invalid", f"{path.name} of this model cannot be read ({exc}). "
                         "The download may be damaged: download the model again.") from exc
    if not isinstance(data, dict):
        raise ModelError("model_invalid", f"{path.name} of this model is not a JSON object. "
                         "The download may be damaged: download the model again.")
    return data


def _int(*values: Any) -> int | None:
    """The first value that is a positive whole number (JSON bools and strings do not count)."""
    for value in values:
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            return value
    return None


def _ids(value: Any) -> list[int]:
    items = value if isinstance(value, list) else [value]
    return [v for v in items if isinstance(v, int) and not isinstance(v, bool) and v >= 0]


def _vocab(tokenizer: dict[str, Any], tok_config: dict[str, Any]) -> dict[str, int]:
    """Token text -> id from tokenizer.json (BPE dict or Unigram list) and the added tokens."""
    model = tokenizer.get("model")
    vocab = model.get("vocab") if isinstance(model, dict) else None
    out: dict[str, int] = {}
    if isinstance(vocab, dict):
        out.update({k: v for k, v in vocab.items() if isinstance(v, int)})
    elif isinstance(vocab, list):
        out.update({e[0]: i for i, e in enumerate(vocab) if isinstance(e, list) and e and isinstance(e[0], str)})
    for entry in tokenizer.get("added_tokens") or []:
        if isinstance(entry, dict) and isinstance(entry.get("content"), str) and _ids(entry.get("id")):
            out[entry["content"]] = entry["id"]
    decoder = tok_config.get("added_tokens_decoder")
    for key, entry in (decoder.items() if isinstance(decoder, dict) else []):
        if isinstance(entry, dict) and isinstance(entry.get("content"), str) and key.isdigit():
            out[entry["content"]] = int(key)
    return out


def _token_id(tok_config: dict[str, Any], key: str, vocab: dict[str, int]) -> list[int]:
    token = tok_config.get(key)
    text = token.get("content") if isinstance(token, dict) else token
    return [vocab[text]] if isinstance(text, str) and text in vocab else []


def chat_template(repo_dir: Path) -> str | None:
    """The repo's chat template: `chat_template.jinja`, `chat_template.json`, else tokenizer_config's."""
    jinja = repo_dir / "chat_template.jinja"
    if jinja.is_file():
        return jinja.read_text(encoding="utf-8")
    for source in (_read_json(repo_dir / "chat_template.json"), _read_json(repo_dir / "tokenizer_config.json")):
        template = source.get("chat_template")
        if isinstance(template, list):  # named templates: [{"name": "default", "template": ...}, ...]
            named = {t.get("name"): t.get("template") for t in template if isinstance(t, dict)}
            template = named.get("default", next(iter(named.values()), None))
        if isinstance(template, str) and template.strip():
            return template
    return None


# ---- synthesis ---------------------------------------------------------------------------------


def _genai_type(config: dict[str, Any]) -> str:
    hf_type = config.get("model_type")
    if not isinstance(hf_type, str) or not hf_type:
        raise ModelError("model_invalid", "config.json of this model does not say what architecture it is "
                         "(no model_type). The download may be damaged: download the model again.")
    if hf_type in GENAI_TYPES:
        return GENAI_TYPES[hf_type]
    why = NOT_RUNNABLE.get(hf_type, "ONNX Runtime GenAI 0.18 has no decoder of this architecture")
    raise ModelError("model_unsupported", f"Hearth cannot run this model: it is a '{hf_type}' model and {why}. "
                     f"Supported architectures: {', '.join(sorted(GENAI_TYPES))}. Choose another model.")


def _layered(names: list[str]) -> dict[str, set[int]]:
    """Group names with one layer number: 'past_key_values.3.key' -> {'past_key_values.%d.key': {3}}."""
    out: dict[str, set[int]] = {}
    for name in names:
        match = re.fullmatch(r"(\D*)(\d+)(\D*)", name)
        if match:
            out.setdefault(f"{match[1]}%d{match[3]}", set()).add(int(match[2]))
    return out


def _kv_names(names: list[str], prefix: str, what: str) -> tuple[str, str, int]:
    """The key and value name patterns of `names` starting with `prefix`, and the layer count."""
    groups = {k: v for k, v in _layered(names).items() if k.startswith(prefix)}
    keys = [k for k in groups if "key" in k.rsplit("%d", 1)[1] and "value" not in k.rsplit("%d", 1)[1]]
    values = [k for k in groups if "value" in k.rsplit("%d", 1)[1]]
    if len(keys) != 1 or len(values) != 1:
        raise ModelError("model_unsupported", f"Hearth cannot run this export: its graph has no separate key and "
                         f"value {what} per layer ({sorted(groups) or 'none'}). Choose an export with a KV cache.")
    count = len(groups[keys[0]])
    if groups[keys[0]] != set(range(count)) or groups[values[0]] != set(range(count)):
        raise ModelError("model_invalid", f"The {what} of this export do not cover layers 0..{count - 1}.")
    return keys[0], values[0], count


def synthesize_config(repo_dir: Path, onnx_file: str) -> dict[str, Any]:
    """A `genai_config.json` (as a dict) for the export `onnx_file` (relative to `repo_dir`)."""
    config = _read_json(repo_dir / "config.json", required=True)
    text = config.get("text_config")
    if isinstance(text, dict):  # multimodal wrappers keep the language model's numbers here
        config = {**config, **text}
    generation = _read_json(repo_dir / "generation_config.json")
    tok_config = _read_json(repo_dir / "tokenizer_config.json")
    tokenizer = _read_json(repo_dir / "tokenizer.json")
    vocab = _vocab(tokenizer, tok_config)
    model_type = _genai_type(config)
    graph = read_graph_io(safe_relative(repo_dir, onnx_file))

    fed = graph.fed_inputs
    if "input_ids" not in fed:
        raise ModelError("model_unsupported", "Hearth cannot run this export: its graph takes embeddings instead "
                         "of token ids, so it needs a separate embedding model. Choose another ONNX file.")
    if "logits" not in graph.outputs:
        raise ModelError("model_unsupported", "Hearth cannot run this export: its graph has no 'logits' output.")
    past_key, past_value, layers = _kv_names(list(fed), "past", "past key/value inputs")
    present_key, present_value, _ = _kv_names(list(graph.outputs), "present", "present key/value outputs")
    known = {*FED_INPUTS} | {p % i for p in (past_key, past_value) for i in range(layers)}
    unknown = sorted(set(fed) - known)
    if unknown:
        raise ModelError("model_unsupported", "Hearth cannot run this export: its graph needs inputs ONNX Runtime "
                         f"GenAI does not supply ({', '.join(unknown)}). Choose another ONNX file.")

    past_dims = fed[past_key % 0]
    hidden = _int(config.get("hidden_size"), config.get("n_embd"), config.get("d_model"))
    heads = _int(config.get("num_attention_heads"), config.get("n_head"), config.get("num_heads"))
    if hidden is None or heads is None:
        raise ModelError("model_invalid", "config.json of this model lacks hidden_size or num_attention_heads. "
                         "The download may be damaged: download the model again.")
    kv_heads = _int(past_dims[1] if len(past_dims) == 4 else None, config.get("num_key_value_heads"),
                    config.get("num_kv_heads"), 1 if config.get("multi_query") is True else None, heads)
    head_size = _int(past_dims[3] if len(past_dims) == 4 else None, config.get("head_dim"), hidden // heads)
    logits = graph.outputs["logits"]
    vocab_size = _int(logits[-1] if logits else None, config.get("vocab_size"), len(vocab))
    if vocab_size is None:
        raise ModelError("model_invalid", "Hearth cannot tell the vocabulary size of this model.")

    context = _int(*(config.get(k) for k in ("max_position_embeddings", "n_positions", "n_ctx", "seq_length",
                                             "max_sequence_length")))
    limit = tok_config.get("model_max_length")
    context = context or (_int(limit) if isinstance(limit, int) and limit < 10**7 else None) or DEFAULT_CONTEXT
    for name in ("cos_cache", "sin_cache"):  # a rotary table limits the positions the graph can take
        table = graph.initializers.get(name, ())
        context = min(context, table[0]) if len(table) == 2 and table[0] > 0 else context

    template = chat_template(repo_dir) or ""
    eos = [*_ids(generation.get("eos_token_id")), *_ids(config.get("eos_token_id")),
           *_token_id(tok_config, "eos_token", vocab),
           *(vocab[m] for m in END_OF_TURN if m in template and m in vocab)]
    eos = list(dict.fromkeys(eos))
    if not eos:
        raise ModelError("model_invalid", "Hearth cannot tell which token ends this model's replies "
                         "(no eos_token_id in its config or tokenizer files).")
    bos = (_ids(generation.get("bos_token_id")) + _ids(config.get("bos_token_id"))
           + _token_id(tok_config, "bos_token", vocab) + eos)[0]
    pad = (_ids(generation.get("pad_token_id")) + _ids(config.get("pad_token_id"))
           + _token_id(tok_config, "pad_token", vocab) + eos)[0]

    inputs = {name: name for name in FED_INPUTS if name in fed}
    decoder = {
        "session_options": {"log_id": "onnxruntime-genai", "provider_options": []},
        "filename": Path(onnx_file).as_posix(),
        "head_size": head_size, "hidden_size": hidden, "num_attention_heads": heads,
        "num_hidden_layers": layers, "num_key_value_heads": kv_heads,
        "inputs": {**inputs, "past_key_names": past_key, "past_value_names": past_value},
        "outputs": {"logits": "logits", "present_key_names": present_key, "present_value_names": present_value},
    }
    return {
        "model": {"type": model_type, "vocab_size": vocab_size, "context_length": context,
                  "bos_token_id": bos, "eos_token_id": eos[0] if len(eos) == 1 else eos, "pad_token_id": pad,
                  "decoder": decoder},
        "search": _search(generation, min(context, MAX_LENGTH_CAP)),
    }


def _search(generation: dict[str, Any], max_length: int) -> dict[str, Any]:
    """Greedy unless the repo asks for sampling; Concat-KV exports must not share one KV buffer."""
    def number(key: str, default: float, low: float, high: float) -> float:
        value = generation.get(key)
        if isinstance(value, int | float) and not isinstance(value, bool) and low <= value <= high:
            return float(value)
        return default

    return {
        "do_sample": generation.get("do_sample") is True,
        "temperature": number("temperature", 1.0, 0.0, 5.0), "top_p": number("top_p", 1.0, 0.0, 1.0),
        "top_k": int(number("top_k", 50, 0, 1000)),
        "repetition_penalty": number("repetition_penalty", 1.0, 0.5, 2.0),
        "max_length": max_length, "min_length": 0, "num_beams": 1, "num_return_sequences": 1,
        "past_present_share_buffer": False, "early_stopping": True, "length_penalty": 1.0,
        "no_repeat_ngram_size": 0, "diversity_penalty": 0.0,
    }


# ---- the folder ORT GenAI loads ----------------------------------------------------------------


def prepare_model_folder(repo_dir: Path, onnx_file: str) -> Path:
    """Write `genai_config.json` at the repo root, beside the tokenizer files and the chat template
    (ORT GenAI loads its tokenizer from the config's folder); `decoder.filename` points into `onnx/`.

    Returns the folder to load. Raises ModelError for a missing or unusable file, an architecture
    ORT GenAI cannot run, or a repo without a chat template (a base model, not a chat model).
    """
    if not repo_dir.is_dir():
        raise ModelError("model_not_found", f"The model folder {repo_dir} does not exist.")
    graph_path = safe_relative(repo_dir, onnx_file)
    if not graph_path.is_file():
        raise ModelError("model_invalid", f"The model file {onnx_file} is missing from {repo_dir}. "
                         "The download may be incomplete.")
    config = synthesize_config(repo_dir, onnx_file)
    for name in TOKENIZER_FILES:  # files kept beside the graph instead of the root move up
        beside = graph_path.parent / name
        if not (repo_dir / name).is_file() and beside.is_file():
            shutil.copyfile(beside, repo_dir / name)
    if not (repo_dir / "tokenizer.json").is_file():
        raise ModelError("model_invalid", "The model has no tokenizer.json, so Hearth cannot turn text into tokens "
                         "for it. Download the whole repository, or choose another model.")
    template = chat_template(repo_dir)
    if template is None:
        raise ModelError("model_unsupported", "This model has no chat template: it is probably a base model, not a "
                         "chat model. Choose its Instruct (chat) version.")
    if not (repo_dir / "chat_template.jinja").is_file():
        write_text_atomic(repo_dir / "chat_template.jinja", template)
    write_text_atomic(repo_dir / "genai_config.json", json.dumps(config, indent=4) + "\n")
    validate_model_folder(repo_dir)
    return repo_dir
