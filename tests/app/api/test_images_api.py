"""Images through the official `openai` SDK against the real server: a data-URL image_url part reaches the
vision model built here (its tokens are counted); a remote URL, a damaged image, an image for a model that
does not see, and an image in a reply are 400s with a reason, never a 500 or a hang."""

from __future__ import annotations

import base64
from collections.abc import Iterator
from pathlib import Path

import openai
import pytest

from tests.app.api.conftest import Served, start_server
from tests.app.images import UNREADABLE, encoded, hostile

pytestmark = pytest.mark.slow


def data_url(data: bytes, mime: str = "image/png") -> str:
    return f"data:{mime};base64,{base64.b64encode(data).decode()}"


def ask(text: str, url: str) -> list[dict[str, object]]:
    return [{"role": "user", "content": [{"type": "text", "text": text},
                                         {"type": "image_url", "image_url": {"url": url}}]}]


@pytest.fixture(scope="module")
def vision_server(tmp_path_factory: pytest.TempPathFactory, demo_model: Path, vision_model: Path) -> Iterator[Served]:
    served = start_server(tmp_path_factory.mktemp("vision"), demo_model, "--model", str(vision_model))
    try:
        yield served
    finally:
        served.stop()


def test_an_image_reaches_the_model_that_sees(vision_server: Served) -> None:
    client = vision_server.client()
    model = client.models.list().data[0].id
    plain = client.chat.completions.create(model=model, max_tokens=4, temperature=0,
                                           messages=[{"role": "user", "content": "What is this?"}])
    seen = client.chat.completions.create(model=model, max_tokens=4, temperature=0,
                                          messages=ask("What is this?", data_url(encoded())))  # type: ignore[arg-type]
    assert plain.usage is not None and seen.usage is not None
    assert seen.usage.prompt_tokens - plain.usage.prompt_tokens >= 64
    stream = client.chat.completions.create(model=model, max_tokens=4, temperature=0, stream=True,
                                            messages=ask("What is this?", data_url(encoded(fmt="JPEG"),
                                                                                   "image/jpeg")))  # type: ignore[arg-type]
    assert "".join(c.choices[0].delta.content or "" for c in stream if c.choices)
    both = ask("And these?", data_url(encoded()))
    both[0]["content"].append({"type": "image_url", "image_url": {"url": data_url(encoded(colour=(9, 9, 9)))}})  # type: ignore[attr-defined]
    two = client.chat.completions.create(model=model, max_tokens=4, temperature=0, messages=both)  # type: ignore[arg-type]
    assert two.usage is not None and two.usage.prompt_tokens - plain.usage.prompt_tokens >= 2 * 64  # each one read


@pytest.mark.parametrize(("url", "words"), [
    ("https://example.com/cat.png", "does not fetch images"),
    ("data:image/png;base64,@@@not-base64@@@", "not valid base64"),
    ("data:text/plain;base64,aGVsbG8=", "PNG, JPEG, WebP or GIF"),
])
def test_images_that_cannot_be_used_are_400s_in_words(vision_server: Served, url: str, words: str) -> None:
    client = vision_server.client()
    model = client.models.list().data[0].id
    with pytest.raises(openai.BadRequestError, match=words):
        client.chat.completions.create(model=model, max_tokens=4, messages=ask("?", url))  # type: ignore[arg-type]
    reply = [{"role": "assistant", "content": [{"type": "image_url", "image_url": {"url": data_url(encoded())}}]}]
    with pytest.raises(openai.BadRequestError, match="Only user messages"):
        client.chat.completions.create(model=model, max_tokens=4, messages=reply)  # type: ignore[arg-type]


def test_a_gif_and_a_webp_are_read_and_damaged_images_are_400s_with_the_engine_alive(vision_server: Served) -> None:
    """Each of these ended the engine host (ORT GenAI's libjpeg exits on what it cannot decode): 503s, and a
    conversation holding one failed again on every turn. Decoded by Hearth first, each is read or a 400."""
    client = vision_server.client()
    model = client.models.list().data[0].id
    for kind, mime in (("gif", "image/gif"), ("webp", "image/webp")):
        seen = client.chat.completions.create(model=model, max_tokens=4, temperature=0,
                                              messages=ask("What is this?", data_url(hostile(kind), mime)))  # type: ignore[arg-type]
        assert seen.usage is not None and seen.usage.completion_tokens == 4, kind
    for kind in UNREADABLE:
        mime = "image/jpeg" if kind == "jpeg_cut" else "image/png"
        with pytest.raises(openai.BadRequestError, match=r"could not be read|megapixels") as caught:
            client.chat.completions.create(model=model, max_tokens=4,
                                           messages=ask("?", data_url(hostile(kind), mime)))  # type: ignore[arg-type]
        assert caught.value.code == "invalid_image", kind
    after = client.chat.completions.create(model=model, max_tokens=4, temperature=0,
                                           messages=ask("What is this?", data_url(encoded())))  # type: ignore[arg-type]
    assert after.usage is not None and after.usage.completion_tokens == 4


def test_the_messages_and_responses_routes_show_the_model_images_too(vision_server: Served) -> None:
    """They refused every image ("the served model reads text only") even with a model that sees."""
    import anthropic

    client = vision_server.client()
    model = client.models.list().data[0].id
    picture = base64.b64encode(hostile("gif")).decode()  # a GIF: decoded and re-encoded on these routes too
    with anthropic.Anthropic(base_url=vision_server.url, api_key="unused", max_retries=0) as claude:
        _ask_both(client, claude, model, picture)


def _ask_both(client: openai.OpenAI, claude: object, model: str, picture: str) -> None:
    import anthropic

    assert isinstance(claude, anthropic.Anthropic)
    plain = claude.messages.create(model=model, max_tokens=4, messages=[{"role": "user", "content": "What is this?"}])
    seen = claude.messages.create(model=model, max_tokens=4, messages=[{"role": "user", "content": [
        {"type": "image", "source": {"type": "base64", "media_type": "image/gif", "data": picture}},
        {"type": "text", "text": "What is this?"}]}])
    assert seen.usage.input_tokens - plain.usage.input_tokens >= 4 and seen.content
    response = client.responses.create(model=model, max_output_tokens=4, input=[{"role": "user", "content": [
        {"type": "input_image", "image_url": f"data:image/gif;base64,{picture}", "detail": "auto"},
        {"type": "input_text", "text": "What is this?"}]}])
    assert response.usage is not None and response.usage.input_tokens - plain.usage.input_tokens >= 4
    with pytest.raises(anthropic.BadRequestError, match="could not be read"):
        claude.messages.create(model=model, max_tokens=4, messages=[{"role": "user", "content": [
            {"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                         "data": base64.b64encode(hostile("text_as_png")).decode()}}]}])


def test_a_model_that_does_not_see_answers_400(server: Served) -> None:
    client = server.client()
    model = client.models.list().data[0].id
    with pytest.raises(openai.BadRequestError, match="does not see images") as caught:
        client.chat.completions.create(model=model, max_tokens=4,
                                       messages=ask("What is this?", data_url(encoded())))  # type: ignore[arg-type]
    assert caught.value.code == "model_does_not_see_images"
