"""Images of every hostile shape (tests/faults/image_corpus.py: the fourth campaign's and more): each is decoded
in Hearth's own process and goes on as an RGB PNG or JPEG within the caps, or is refused in words; sent to the
real engine host with the model that sees, not one ends it (a GIF, a WebP or a JPEG cut in half did)."""

from __future__ import annotations

import base64
import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import Image

from app.chat.image_safety import SENT_PIXELS, safe_image
from app.chat.parameters import Sampling
from app.chat.values import ChatMessage
from app.engine.client import EngineClient, EngineError
from tests.app.engine_turns import collect
from tests.app.images import encoded
from tests.faults.image_corpus import corpus

pytestmark = pytest.mark.faults
CASES = corpus()
WORDS = ("could not be read", "megapixels", "is not a PNG, JPEG, WebP or GIF", "images up to")


@pytest.mark.parametrize("name", list(CASES))
def test_an_image_is_made_safe_or_refused_in_words(name: str) -> None:
    try:
        safe = safe_image(CASES[name], "The image")
    except ValueError as refused:
        assert any(w in str(refused) for w in WORDS), str(refused)
        return
    image = Image.open(io.BytesIO(safe.data))
    image.load()
    assert image.format in ("PNG", "JPEG") and image.mode == "RGB" and image.size == (safe.width, safe.height)
    assert safe.width * safe.height <= SENT_PIXELS


@pytest.fixture(scope="module")
def seeing(vision_model: Path) -> Iterator[EngineClient]:
    client = EngineClient()
    client.load(str(vision_model))
    yield client
    client.close()


@pytest.mark.slow
def test_the_engine_host_lives_through_every_image(seeing: EngineClient) -> None:
    """Sent straight to the host (no window or API in front): it decodes each itself before ORT GenAI does."""
    read, refused = [], []
    for name, data in CASES.items():
        message = ChatMessage("user", "What is this?", (base64.b64encode(data).decode(),))
        try:
            collect(seeing.turn([message], Sampling(temperature=0, max_new_tokens=2)))
            read.append(name)
        except EngineError as exc:
            assert exc.code == "bad_request", f"{name}: {exc.code} {exc}"
            refused.append(name)
    assert len(read) + len(refused) == len(CASES) and read and refused
    _, _, done = collect(seeing.turn([ChatMessage("user", "And this?", (base64.b64encode(encoded()).decode(),))],
                                        Sampling(temperature=0, max_new_tokens=2)))
    assert done.generated_tokens == 2  # the same host, never ended
