"""Fit a conversation into the model's context window.

When the whole conversation plus the reply budget does not fit, the oldest exchanges are left
out (the system prompt always stays, and so does the newest user message). The number left out
is reported, so the person knows the model did not see them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from app.engine.protocol import ChatMessage
from app.plural import count


class PromptTooLong(Exception):
    def __init__(self, prompt_tokens: int, context: int) -> None:
        super().__init__(
            f"The message is {count(prompt_tokens, 'token')} long, but this model's context holds {context:,} "
            "tokens in all. Shorten the message, or choose a model with a larger context."
        )
        self.prompt_tokens = prompt_tokens
        self.context = context


@dataclass(frozen=True)
class FittedPrompt:
    tokens: list[int]
    dropped_messages: int
    max_new_tokens: int


def drop_oldest(messages: Sequence[ChatMessage]) -> tuple[list[ChatMessage], int]:
    """Remove the oldest exchange: the first non-system message and the replies up to the next user."""
    keep_system = [m for m in messages if m.role == "system"]
    rest = [m for m in messages if m.role != "system"]
    removed = 1
    while removed < len(rest) and rest[removed].role != "user":
        removed += 1
    return keep_system + rest[removed:], removed


def fit_to_context(
    messages: Sequence[ChatMessage],
    render: Callable[[Sequence[ChatMessage]], list[int]],
    context: int,
    max_new_tokens: int,
) -> FittedPrompt:
    """Tokens of the longest recent part of `messages` that leaves room for the reply.

    Keeps at least one token of reply budget; if even the newest message alone does not fit,
    raises PromptTooLong.
    """
    current = list(messages)
    dropped = 0
    tokens = render(current)
    while len(tokens) + max_new_tokens > context:
        non_system = [m for m in current if m.role != "system"]
        # Stop once only the newest user message (and what follows it) is left.
        if sum(1 for m in non_system if m.role == "user") <= 1:
            break
        current, removed = drop_oldest(current)
        dropped += removed
        tokens = render(current)
    if len(tokens) >= context:
        raise PromptTooLong(len(tokens), context)
    return FittedPrompt(tokens, dropped, min(max_new_tokens, context - len(tokens)))
