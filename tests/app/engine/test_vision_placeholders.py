"""Each family's image placeholder is the marker ORT GenAI's processor for that family looks for.

Only the Qwen2.5-VL family can be built here (`bench/vision_model.py`); the other processors are checked
against the markers the installed ORT GenAI library itself carries (its processors' string constants), so a
marker Hearth writes that the library does not know (as `<start_of_image>` was for Gemma 4, which wants
`<|image>`) fails here rather than on a person's Gemma."""

from __future__ import annotations

from pathlib import Path

import onnxruntime_genai
import pytest

from app.engine.host.vision import placeholders


def library_bytes() -> bytes:
    folder = Path(onnxruntime_genai.__file__).parent
    found = [f for f in folder.iterdir() if f.name.startswith(("libonnxruntime-genai", "onnxruntime-genai"))
             and f.suffix in (".so", ".dll", ".dylib")]
    if not found:
        pytest.skip("the ORT GenAI library file is not where the wheel puts it")
    return found[0].read_bytes()


@pytest.mark.parametrize(("model_type", "marker"), [
    ("gemma3", "<start_of_image>"), ("gemma4", "<|image>"), ("qwen2_5_vl", "<|vision_start|>"),
    ("phi3v", "<|image_"), ("phi4mm", "<|image_"), ("mistral3", "[IMG]"),
])
def test_the_placeholder_is_the_marker_the_library_looks_for(model_type: str, marker: str) -> None:
    written = placeholders(model_type, 1, 2)
    assert written.count(marker) == 2
    assert marker.encode() in library_bytes()


def test_phi_images_are_numbered_from_the_first_of_the_message() -> None:
    assert placeholders("phi3v", 3, 2) == "<|image_3|>\n<|image_4|>\n"
    assert placeholders("phi4mm", 1, 1) == "<|image_1|>"


def test_mistral_images_of_one_message_are_told_apart_and_come_before_its_text() -> None:
    """ORT GenAI's Mistral 3 processor (`mistral3_image_processor.cpp`, the 0.18 library carries its messages)
    expands each [IMG] of the prompt, or each run of them, into one image's tokens, and puts images it found no
    marker for after the first [INST]: "[IMG][IMG]" was one image, and the second went to the conversation's
    first message. The real layout, from mistral-common 1.13.1 (`tekken_240911.json`, two images then a
    question): `[INST]`, the first image's [IMG]…[IMG_END], the second's, the text, `[/INST]`; Mistral's chat
    templates sort an image before the text of a message. Hearth differs only by the line between two images."""
    assert placeholders("mistral3", 1, 1) == "[IMG]"  # one image: exactly the real layout once expanded
    written = placeholders("mistral3", 1, 3)
    assert written == "[IMG]\n[IMG]\n[IMG]" and "[IMG][IMG]" not in written
