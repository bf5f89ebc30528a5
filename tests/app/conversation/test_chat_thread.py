"""Conversation titles made from a first message: one plain line, never text that reorders or hides
what is around it in the conversation list."""

from __future__ import annotations

import pytest

from app.conversation.thread import title_from

BIDI = [chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A))]


@pytest.mark.parametrize("mark", BIDI, ids=[f"U+{ord(c):04X}" for c in BIDI])
def test_bidi_embeddings_overrides_and_isolates_are_removed(mark: str) -> None:
    assert title_from(f"invoice{mark}fdp.exe is ready") == "invoicefdp.exe is ready"


def test_control_and_invisible_characters_are_removed() -> None:
    text = "\ufeffHello\x00 \x07world\u200b\u200e \x1b[31mred\u2028next \u00adsoft"
    assert title_from(text) == "Hello world [31mred next soft"


def test_joiners_that_shape_emoji_and_words_are_kept() -> None:
    family = "\U0001F468\u200d\U0001F469\u200d\U0001F467"
    assert title_from(f"{family} plans") == f"{family} plans"
    assert title_from("\u0645\u06cc\u200c\u062e\u0648\u0627\u0645") == "\u0645\u06cc\u200c\u062e\u0648\u0627\u0645"


def test_a_message_of_only_formatting_gets_the_default_title() -> None:
    assert title_from("\u202e\u2066\x00 \u2069") == "New chat"
