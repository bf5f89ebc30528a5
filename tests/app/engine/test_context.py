from __future__ import annotations

import pytest

from app.chat.values import ChatMessage
from app.engine.context import PromptTooLong, fit_to_context


def msg(role: str, text: str) -> ChatMessage:
    return ChatMessage(role, text)  # type: ignore[arg-type]


def render(messages: list[ChatMessage]) -> list[int]:
    """One token per word plus 2 per message: enough to exercise the budget."""
    return [0] * sum(len(m.content.split()) + 2 for m in messages)


def test_fits_without_dropping_when_there_is_room() -> None:
    convo = [msg("user", "one two"), msg("assistant", "three"), msg("user", "four")]
    fitted = fit_to_context(convo, render, context=100, max_new_tokens=10)
    assert fitted.dropped_messages == 0
    assert len(fitted.tokens) == 4 + 3 + 3
    assert fitted.max_new_tokens == 10


def test_drops_oldest_until_it_fits() -> None:
    convo = [msg("system", "be brief")]
    for _ in range(5):
        convo += [msg("user", "word " * 10), msg("assistant", "word " * 10)]
    convo.append(msg("user", "last question"))
    fitted = fit_to_context(convo, render, context=60, max_new_tokens=10)
    assert fitted.dropped_messages % 2 == 0 and fitted.dropped_messages >= 6
    assert len(fitted.tokens) + 10 <= 60


def test_reply_budget_shrinks_when_only_the_newest_message_is_left() -> None:
    fitted = fit_to_context([msg("user", "word " * 20)], render, context=30, max_new_tokens=100)
    assert fitted.max_new_tokens == 30 - 22


def test_a_message_longer_than_the_context_is_refused_clearly() -> None:
    with pytest.raises(PromptTooLong) as info:
        fit_to_context([msg("user", "word " * 50)], render, context=40, max_new_tokens=10)
    assert "52 tokens" in str(info.value) and "holds 40" in str(info.value)


def test_kv_budget_grows_by_half_again_only_for_preallocated_caches() -> None:
    from app.engine.host.kv_budget import MIN_KV_TOKENS, kv_budget

    assert kv_budget(10, 8192, preallocated=True) == MIN_KV_TOKENS == 2048
    steps = [kv_budget(n, 100_000, preallocated=True) for n in (2049, 3073, 4097 + 1024, 6913)]
    assert steps == [3072, 4608, 6912, 10496]  # a 4,097-token chat with a 1,024-token reply: 6,912, not 8,192
    assert all(kv_budget(n, 100_000, True) >= n for n in range(1, 20_000, 97))
    assert kv_budget(7000, 8192, preallocated=True) == 8192
    assert kv_budget(10, 8192, preallocated=False) == 8192
