"""An image through the real engine: the Qwen2.5-VL built here (`bench/vision_model.py`: real graphs, random
weights). The image reaches the model (its tokens are counted), the turn streams, Stop works, text turns
still work around it, and a model that does not see refuses images with a reason."""

from __future__ import annotations

import base64
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage
from app.engine import protocol as p
from app.engine.client import EngineClient, EngineError
from tests.app.engine_turns import collect
from tests.app.images import DECODABLE, UNREADABLE, encoded, hostile

pytestmark = pytest.mark.slow
SHORT = Sampling(temperature=0, max_new_tokens=6)


@pytest.fixture(scope="module")
def seeing(vision_model: Path) -> Iterator[EngineClient]:
    client = EngineClient()
    client.load(str(vision_model))
    yield client
    client.close()


def image_message(text: str, *images: bytes) -> ChatMessage:
    return ChatMessage("user", text, tuple(base64.b64encode(i).decode() for i in images))


def test_the_image_reaches_the_model_and_the_reply_streams(seeing: EngineClient) -> None:
    _, _, plain = collect(seeing.turn([ChatMessage("user", "What is this?")], SHORT))
    text, events, done = collect(seeing.turn([image_message("What is this?", encoded())], SHORT))
    assert done.prompt_tokens - plain.prompt_tokens >= 64  # 224×224 → 16×16 patches → 64 image tokens
    assert done.generated_tokens == 6 and text
    progress = [e for e in events if isinstance(e, p.PrefillProgress)]
    assert progress[-1].done == progress[-1].total == done.prompt_tokens
    red, _, _ = collect(seeing.turn([image_message("What is this?", encoded())], SHORT))
    assert red == text  # the same image, greedy: the same reply


def test_several_images_in_a_message_and_in_the_history_each_reach_the_model(seeing: EngineClient) -> None:
    red, blue = encoded(colour=(200, 30, 30)), encoded(colour=(30, 30, 200))
    _, _, one = collect(seeing.turn([image_message("What is this?", red)], SHORT))
    _, _, two = collect(seeing.turn([image_message("What is this?", red, blue)], SHORT))
    assert two.prompt_tokens - one.prompt_tokens == 64 + 2  # the second image's tokens, and its start and end
    assert two.generated_tokens == 6
    history = [image_message("What is this?", red), p.ChatMessage("assistant", "A red square."),
               image_message("And this?", blue, red)]
    text, _, three = collect(seeing.turn(history, SHORT))
    assert three.prompt_tokens > two.prompt_tokens + 64 and three.generated_tokens == 6 and text


def test_a_measure_counts_the_images_as_the_turn_reads_them(seeing: EngineClient) -> None:
    red, blue = encoded(colour=(200, 30, 30)), encoded(colour=(30, 30, 200))
    question = [image_message("What is this?", red, blue)]
    measured = seeing.measure(question, SHORT)
    _, _, done = collect(seeing.turn(question, SHORT))
    assert measured.prompt_tokens == done.prompt_tokens  # the meter's figure is the turn's
    assert measured.prompt_tokens - seeing.measure([ChatMessage("user", "What is this?")], SHORT).prompt_tokens \
        == 2 * (64 + 2)
    assert measured.max_new_tokens == SHORT.max_new_tokens


def test_text_turns_go_on_working_around_an_image_turn(seeing: EngineClient) -> None:
    before, _, _ = collect(seeing.turn([ChatMessage("user", "Hello")], SHORT))
    collect(seeing.turn([image_message("What is this?", encoded(fmt="JPEG"))], SHORT))
    after, _, _ = collect(seeing.turn([ChatMessage("user", "Hello")], SHORT))
    assert after == before


def test_stop_ends_an_image_turn(seeing: EngineClient) -> None:
    handle = seeing.turn([image_message("Describe it", encoded())], Sampling(temperature=0, max_new_tokens=500))
    for event in handle.events():
        if isinstance(event, p.Token):
            handle.cancel()
        if isinstance(event, p.Done):
            assert event.finish_reason == "cancelled" and event.generated_tokens < 500
            return
    raise AssertionError("no done")


def test_damaged_images_and_models_that_do_not_see_are_refused_in_words(seeing: EngineClient,
                                                                        demo_model: Path) -> None:
    with pytest.raises(EngineError, match="damaged"):
        collect(seeing.turn([ChatMessage("user", "?", ("not base64!",))], SHORT))
    text_only = EngineClient()
    try:
        text_only.load(str(demo_model))
        with pytest.raises(EngineError, match="does not see images"):
            collect(text_only.turn([image_message("What is this?", encoded())], SHORT))
    finally:
        text_only.close()


@pytest.mark.parametrize("kind", DECODABLE)
def test_images_ort_genai_would_not_decode_are_decoded_here_and_read(seeing: EngineClient, kind: str) -> None:
    """A GIF, a WebP, a CMYK JPEG… went to libjpeg, whose error handler ended the host: each is decoded by
    Pillow in the host and re-encoded, and the turn reads it."""
    text, _, done = collect(seeing.turn([image_message("What is this?", hostile(kind))], SHORT))
    _, _, plain = collect(seeing.turn([ChatMessage("user", "What is this?")], SHORT))
    assert done.generated_tokens == 6 and text and done.prompt_tokens - plain.prompt_tokens >= 4


def test_images_that_cannot_be_read_are_refused_and_the_host_goes_on(seeing: EngineClient) -> None:
    for kind in UNREADABLE:
        with pytest.raises(EngineError, match=r"could not be read|megapixels") as refused:
            collect(seeing.turn([image_message("What is this?", hostile(kind))], SHORT))
        assert refused.value.code == "bad_request", kind
        with pytest.raises(EngineError, match=r"could not be read|megapixels"):
            seeing.measure([image_message("What is this?", hostile(kind))])
    text, _, done = collect(seeing.turn([image_message("What is this?", encoded())], SHORT))
    assert done.generated_tokens == 6 and text  # the same host: never ended
