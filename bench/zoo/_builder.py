"""ORT GenAI 0.18's model builder, run with one fix for transformers 5 (`python -m bench.zoo._builder ARGS`).

transformers 5 reads Gemma 3's config into RoPE parameters per attention kind (`{"full_attention": {...},
"sliding_attention": {...}}`) and drops `rope_local_base_freq`; the builder's Gemma 3 path (`Gemma3Model`,
`Model.make_rope_init`) still reads the flat form (`rope_parameters["rope_type"]`: KeyError 'rope_type', then
`config.rope_local_base_freq`). Its Gemma 4 path reads the nested form, so this is the builder's Gemma 3 code
lagging transformers, not a model the builder refuses. The config is put back into the flat form the published
config.json has (global theta, local theta); the weights are read unchanged. Gemma 3 4B's (the model that sees)
is the same text config, nested in its `text_config`.
"""

from __future__ import annotations

import runpy
from typing import Any

from transformers import AutoConfig

_load = AutoConfig.from_pretrained.__func__  # type: ignore[attr-defined]


def _flat_rope(config: Any) -> Any:
    if getattr(config, "model_type", "") == "gemma3":  # the model that sees: its decoder's config is text_config
        _flat_rope(config.text_config)
    rope = getattr(config, "rope_parameters", None)
    if getattr(config, "model_type", "") == "gemma3_text" and isinstance(rope, dict) and "full_attention" in rope:
        config.rope_local_base_freq = rope["sliding_attention"]["rope_theta"]
        config.rope_parameters = dict(rope["full_attention"])
    return config


def _from_pretrained(cls: Any, *args: Any, **kwargs: Any) -> Any:
    return _flat_rope(_load(cls, *args, **kwargs))


AutoConfig.from_pretrained = classmethod(_from_pretrained)  # type: ignore[method-assign,assignment]
if __name__ == "__main__":
    runpy.run_module("onnxruntime_genai.models.builder", run_name="__main__", alter_sys=True)
