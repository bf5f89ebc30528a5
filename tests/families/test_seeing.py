"""Gemma 3 that sees, as people download it: the zoo's "gemma3-vision" (Gemma 3 4B's architecture scaled down,
random weights, the real tokenizer and template, three graphs laid out as `onnxruntime/Gemma-3-ONNX`'s
gemma-3-4b-it build) goes through Hearth's import, the real engine host and `serve` with the openai SDK. The
image reaches the model (ORT GenAI's Gemma processor expands it to its 256 soft tokens, and the pixels change the
reply), and a message without an image runs too (on ORT GenAI 0.18 it failed: `models.embedding_rank`)."""

from __future__ import annotations

import base64
import json
from collections.abc import Callable, Iterator
from pathlib import Path

import openai
import pytest

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage, Guidance
from app.engine import protocol as p
from app.engine.client import EngineClient, EngineError
from models.importing import import_model
from models.installed import InstalledModel
from models.validate import validate_model_folder
from models.vision_format import folder_badges, sees_images
from tests.app.api.conftest import start_server
from tests.app.engine_turns import collect
from tests.app.images import encoded

pytestmark = pytest.mark.slow
SHORT = Sampling(temperature=0, max_new_tokens=6)
# Each <start_of_image> becomes "\n\n<start_of_image>" + 256 <image_soft_token> + "<end_of_image>\n\n": against
# the same message without it, the image's 256 tokens, its start and end, and the blank line after it.
IMAGE = 256 + 3
RED, BLUE = encoded(colour=(200, 30, 30)), encoded(colour=(30, 30, 200))


def image_message(text: str, *images: bytes) -> ChatMessage:
    return ChatMessage("user", text, tuple(base64.b64encode(i).decode() for i in images))


@pytest.fixture(scope="module")
def installed(zoo: Callable[[str], Path], tmp_path_factory: pytest.TempPathFactory) -> InstalledModel:
    return import_model(zoo("gemma3-vision"), tmp_path_factory.mktemp("models"))


@pytest.fixture(scope="module")
def seeing(installed: InstalledModel) -> Iterator[EngineClient]:
    client = EngineClient()
    try:
        loaded = client.load(str(installed.path))
        assert (loaded.model_type, loaded.context_length) == ("gemma3", 131072)
        yield client
    finally:
        client.close()


def test_the_repo_layout_is_the_hubs(zoo: Callable[[str], Path]) -> None:
    folder = zoo("gemma3-vision")
    assert folder.relative_to(folder.parents[2]).as_posix() == "gemma-3-4b-it/cpu_and_mobile/" \
                                                               "cpu-int4-rtn-block-32-acc-level-4"
    graphs = {f"gemma-3-{part}.onnx{data}" for part in ("text", "embedding", "vision") for data in ("", ".data")}
    assert {p.name for p in folder.iterdir()} >= graphs | {"genai_config.json", "processor_config.json",
                                                            "chat_template.jinja", "tokenizer.json",
                                                            "tokenizer_config.json"}
    model = json.loads((folder / "genai_config.json").read_text(encoding="utf-8"))["model"]
    assert (model["type"], model["decoder"]["filename"], model["embedding"]["filename"], model["vision"]["filename"]) \
        == ("gemma3", "gemma-3-text.onnx", "gemma-3-embedding.onnx", "gemma-3-vision.onnx")
    assert (model["eos_token_id"], model["context_length"]) == ([1, 106], 131072)
    template = (folder / "chat_template.jinja").read_text(encoding="utf-8")
    assert "<start_of_image>" in template and len(template) == 1532  # the published template, byte for byte


def test_imported_as_a_model_that_sees(installed: InstalledModel) -> None:
    summary = validate_model_folder(installed.path)
    assert (summary.model_type, summary.context_length) == ("gemma3", 131072)
    assert sees_images(installed.path) and folder_badges(installed.path) == "sees images"


def test_the_image_reaches_the_model_and_the_reply_streams(seeing: EngineClient) -> None:
    _, _, plain = collect(seeing.turn([ChatMessage("user", "What is this?")], SHORT))
    red, events, done = collect(seeing.turn([image_message("What is this?", RED)], SHORT))
    assert done.prompt_tokens - plain.prompt_tokens == IMAGE
    assert (done.generated_tokens, done.finish_reason) == (6, "length") and red
    assert sum(isinstance(e, p.Token) for e in events) >= 1
    progress = [e for e in events if isinstance(e, p.PrefillProgress)]
    assert progress[-1].done == progress[-1].total == done.prompt_tokens
    blue, _, _ = collect(seeing.turn([image_message("What is this?", BLUE)], SHORT))
    again, _, _ = collect(seeing.turn([image_message("What is this?", RED)], SHORT))
    assert again == red != blue  # greedy: the same pixels give the same reply, others another one


def test_several_images_a_system_prompt_and_a_history(seeing: EngineClient) -> None:
    _, _, one = collect(seeing.turn([image_message("What is this?", RED)], SHORT))
    _, _, two = collect(seeing.turn([image_message("What is this?", RED, BLUE)], SHORT))
    assert two.prompt_tokens - one.prompt_tokens == IMAGE
    history = [ChatMessage("system", "Be brief."), image_message("What is this?", RED),
               ChatMessage("assistant", "A red square."), image_message("And this?", BLUE)]
    measured = seeing.measure(history, SHORT)
    text, _, done = collect(seeing.turn(history, SHORT))
    assert measured.prompt_tokens == done.prompt_tokens > one.prompt_tokens + IMAGE and text


def test_a_message_without_an_image_runs_and_ends_on_the_end_of_turn(seeing: EngineClient) -> None:
    """On ORT GenAI 0.18 this failed ("Invalid rank for input: image_features Got: 2 Expected: 3")."""
    before, _, done = collect(seeing.turn([ChatMessage("user", "Hello")], SHORT))
    assert done.generated_tokens == 6 and before
    collect(seeing.turn([image_message("What is this?", RED)], SHORT))
    after, _, _ = collect(seeing.turn([ChatMessage("user", "Hello")], SHORT))
    assert after == before
    ask = [ChatMessage("user", "The capital of France?")]
    text, _, done = collect(seeing.turn(ask, Sampling(temperature=0, max_new_tokens=20),
                                        guidance=Guidance("regex", "Paris")))
    assert (text, done.finish_reason) == ("Paris", "stop")  # llguidance forced <end_of_turn>, the turn stopped on it


def test_an_image_turn_follows_the_requests_grammar_to_the_end_of_turn(seeing: EngineClient) -> None:
    """Image turns left the grammar out (the reply was free text); a schema, a tool call's format, is kept."""
    text, _, done = collect(seeing.turn([image_message("What is this?", RED)], Sampling(temperature=0,
                                        max_new_tokens=20), guidance=Guidance("regex", "Paris")))
    assert (text, done.finish_reason) == ("Paris", "stop")


def test_a_conversation_the_template_refuses_is_a_bad_request_in_its_words(seeing: EngineClient) -> None:
    """Gemma 3's template raises on two user messages in a row: an image turn said "Generation failed" (a 500)."""
    twice = [ChatMessage("user", "Hello"), image_message("What is this?", RED)]
    with pytest.raises(EngineError, match="roles must alternate") as refused:
        collect(seeing.turn(twice, SHORT))
    assert refused.value.code == "bad_request"
    with pytest.raises(EngineError, match="roles must alternate") as measured:
        seeing.measure(twice, SHORT)
    assert measured.value.code == "bad_request"


def test_through_serve_with_the_openai_sdk(installed: InstalledModel, demo_model: Path,
                                           tmp_path_factory: pytest.TempPathFactory) -> None:
    served = start_server(tmp_path_factory.mktemp("serve"), demo_model, "--model", str(installed.path))
    try:
        client = served.client()
        model = client.models.list().data[0].id
        plain = client.chat.completions.create(model=model, max_tokens=4, temperature=0,
                                               messages=[{"role": "user", "content": "What is this?"}])
        url = f"data:image/png;base64,{base64.b64encode(RED).decode()}"
        stream = client.chat.completions.create(
            model=model, max_tokens=4, temperature=0, stream=True, stream_options={"include_usage": True},
            messages=[{"role": "user", "content": [{"type": "text", "text": "What is this?"},
                                                   {"type": "image_url", "image_url": {"url": url}}]}])
        chunks = list(stream)
        text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
        finish = [c.choices[0].finish_reason for c in chunks if c.choices and c.choices[0].finish_reason]
        usage = chunks[-1].usage
        assert plain.usage is not None and usage is not None and text and finish == ["length"]
        assert usage.prompt_tokens - plain.usage.prompt_tokens == IMAGE
        schema = {"type": "object", "properties": {"colour": {"enum": ["red", "blue"]}}, "required": ["colour"],
                  "additionalProperties": False}
        shaped = client.chat.completions.create(
            model=model, max_tokens=30, temperature=0,
            response_format={"type": "json_schema", "json_schema": {"name": "colour", "schema": schema}},
            messages=[{"role": "user", "content": [{"type": "text", "text": "Which colour?"},
                                                   {"type": "image_url", "image_url": {"url": url}}]}])
        answer = json.loads(shaped.choices[0].message.content or "")
        assert answer["colour"] in ("red", "blue") and shaped.choices[0].finish_reason == "stop"
        with pytest.raises(openai.BadRequestError, match="cannot be used"):  # a 400 before the stream begins
            client.chat.completions.create(
                model=model, max_tokens=4, stream=True,
                response_format={"type": "json_schema", "json_schema": {"name": "x", "schema": {"$ref": "#/nowhere"}}},
                messages=[{"role": "user", "content": [{"type": "text", "text": "Which colour?"},
                                                       {"type": "image_url", "image_url": {"url": url}}]}])
    finally:
        served.stop()
