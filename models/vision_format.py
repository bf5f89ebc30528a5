"""Whether a model sees images, read from its folder: the model types ORT GenAI 0.18 runs with images
(`src/models/model_type.h`), or a `vision` section in its `genai_config.json`."""

from __future__ import annotations

import json
from pathlib import Path

SEEING_TYPES = frozenset({"phi3v", "phi4mm", "qwen2_5_vl", "qwen3_vl", "qwen3_5", "fara", "gemma3", "gemma4",
                          "mistral3"})


def sees_images(model_dir: Path) -> bool:
    try:
        config = json.loads((model_dir / "genai_config.json").read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return False
    model = config.get("model") if isinstance(config, dict) else None
    if not isinstance(model, dict):
        return False
    return model.get("type") in SEEING_TYPES and isinstance(model.get("vision"), dict)


def folder_badges(model_dir: Path) -> str:
    """What an installed model can do beyond chatting, in the catalog's words: "sees images", "thinks"."""
    from models.reasoning_format import thinking_support

    badges = (["sees images"] if sees_images(model_dir) else []) + (
        ["thinks"] if thinking_support(model_dir).thinks else [])
    return " · ".join(badges)
