"""Compare with the REAL demo model: one model, two settings, one engine host. The host writes one reply after
the other (B says it waits, then streams); both are sampled with the same seed, so the reply allowed more tokens
begins with the other's words; keeping B stores A as its sibling version."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.chat.generation import GenerationSettings
from app.qt.compare import WAITING, Side
from tests.e2e.real_window import TURN_MS, Start

pytestmark = [pytest.mark.slow]


def test_one_model_two_settings_same_seed_then_keep_b(qtbot: QtBot, launch: Start, demo_model: Path) -> None:
    hearth = launch()
    assert hearth.compare is not None
    compare = hearth.compare.compare
    statuses: list[tuple[int, str]] = []
    pieces = {0: 0, 1: 0}
    compare.side_status.connect(lambda side, text: statuses.append((side, text)))
    compare.side_text.connect(lambda side, _text: pieces.__setitem__(side, pieces[side] + 1))
    sampled = GenerationSettings(temperature=0.8, top_k=40, seed=1234)

    assert compare.start("Tell me about the sea.", Side(replace_max(sampled, 12)), Side(replace_max(sampled, 24)))
    qtbot.waitUntil(lambda: not compare.busy, timeout=2 * TURN_MS)

    assert (1, WAITING) in statuses and pieces[0] >= 2 and pieces[1] >= 2  # B waited for A, then both streamed
    a_id, b_id = compare.reply_id(0), compare.reply_id(1)
    assert a_id is not None and b_id is not None
    store = hearth.store
    a, b = store.get_message(a_id), store.get_message(b_id)
    assert a.content.strip() and b.content.startswith(a.content)  # the same seed: the same first words
    assert a.provenance is not None and b.provenance is not None
    assert a.provenance.parameters["seed"] == b.provenance.parameters["seed"] == 1234
    assert (b.provenance.generated_tokens or 0) > (a.provenance.generated_tokens or 0) or a.content == b.content
    assert compare.keep(1)
    assert store.get_conversation(b.conversation_id).current_leaf_id == b_id
    assert [m.id for m in store.versions(b_id)] == [a_id, b_id]


def replace_max(settings: GenerationSettings, tokens: int) -> GenerationSettings:
    return replace(settings, max_new_tokens=tokens)
