"""Models that think and models that see, marked in the catalog and in the picker."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.conversation.model_choices import hint_text
from models.catalog import load_catalog, parse_catalog
from models.errors import ModelError
from models.vision_format import folder_badges, sees_images
from tests.app import reasoning_formats as f


def test_the_catalog_has_real_vision_and_reasoning_models_marked() -> None:
    by_id = {e.id: e for e in load_catalog()}
    seeing = {e.repo_id for e in by_id.values() if "sees" in e.capabilities}
    assert {"microsoft/Phi-3.5-vision-instruct-onnx", "onnxruntime/Gemma-3-ONNX",
            "microsoft/Phi-4-multimodal-instruct-onnx"} <= seeing
    assert by_id["qwen3-8b"].badges() == "thinks" and by_id["deepseek-r1-distill-qwen-1.5b"].badges() == "thinks"
    assert by_id["phi-3.5-vision"].badges() == "sees images" and by_id["phi-4-mini"].badges() == ""
    best = max(load_catalog(), key=lambda e: e.quality)
    assert "sees" not in best.capabilities  # a vision model is never the default recommendation


def test_an_unknown_capability_is_refused_naming_the_entry() -> None:
    raw = json.loads(Path("resources/catalog.json").read_text(encoding="utf-8"))
    raw["models"][0]["capabilities"] = ["flies"]
    with pytest.raises(ModelError, match="qwen3-8b"):
        parse_catalog(raw)


def test_installed_models_are_marked_in_the_picker(tmp_path: Path) -> None:
    models = tmp_path / "models"
    seer, thinker = models / "seer", models / "thinker"
    for folder in (seer, thinker):
        folder.mkdir(parents=True)
        (folder / "model.onnx").write_bytes(b"0" * 10)
    (seer / "genai_config.json").write_text(json.dumps({"model": {"type": "qwen2_5_vl", "vision": {}}}))
    (thinker / "genai_config.json").write_text(json.dumps({"model": {"type": "qwen3"}}))
    (thinker / "chat_template.jinja").write_text(f.QWEN3, encoding="utf-8")
    (thinker / "tokenizer_config.json").write_text("{}", encoding="utf-8")
    assert sees_images(seer) and not sees_images(thinker)
    assert folder_badges(seer) == "sees images" and folder_badges(thinker) == "thinks"
    assert hint_text(None, badges=folder_badges(seer)) == "sees images"  # the picker's line for it
