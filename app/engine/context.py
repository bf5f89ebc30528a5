"""Fit a conversation into the model's context window.

When the whole conversation plus the reply budget does not fit, the oldest exchanges are left
out (the system prompt always stays, and so does the newest user message). The number left out
is reported, so the person knows the model did not see them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from app.chat.values import ChatMessage
from app.plural import count


def agent_reply_budget(context: int) -> int:
    """The reply budget an agent's step gets when its client names none (Codex never does) and the one
    `main.py connect` gives each coding tool: an eighth of the context, from 256 to 4,096 tokens. A step
    is a short message or one tool call (held back until it parses, so nothing shows meanwhile): on a
    CPU a 2,048-token budget kept one step going past ten minutes."""
    return max(256, min(4096, context // 8))


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


class FitCancelled(Exception):
    """The fitting was cancelled between two renders (the client left)."""


def fit_to_context(
    messages: Sequence[ChatMessage],
    render: Callable[[Sequence[ChatMessage]], list[int]],
    context: int,
    max_new_tokens: int,
    cancelled: Callable[[], bool] = lambda: False,
    keep_all: bool = False,
) -> FittedPrompt:
    """Tokens of the longest recent part of `messages` that leaves room for the reply; with `keep_all`,
    of every message, the reply's budget clamped to the room left (as llama.cpp's server and Ollama do).

    Keeps at least one token of reply budget; if even the newest message alone (every message, with
    `keep_all`) does not fit, raises PromptTooLong. Leaving out whole exchanges from the oldest, the
    fewest that fit are found by bisection: O(log n) renders of the conversation instead of one per
    dropped exchange (6,000 messages took 118 s that way). `cancelled` is polled between renders (raises FitCancelled).
    """
    system = [m for m in messages if m.role == "system"]
    rest = [m for m in messages if m.role != "system"]
    # Where an exchange may start: each user message but the newest stays droppable; the cut never
    # passes the newest user message (and what follows it).
    cuts = [0] + [i for i, m in enumerate(rest) if m.role == "user" and i > 0]
    users = [i for i, m in enumerate(rest) if m.role == "user"]
    if users:
        cuts = [c for c in cuts if c <= users[-1]]

    def tokens_from(cut: int) -> list[int]:
        if cancelled():
            raise FitCancelled
        return render(system + rest[cut:])

    def fits(found: list[int]) -> bool:
        return len(found) + max_new_tokens <= context

    tokens = render(system + rest)  # the common case: it fits, one render and no poll
    chosen = 0
    if not fits(tokens) and len(cuts) > 1 and not keep_all:
        low, high = 1, len(cuts) - 1  # the answer is in cuts[low..high]; cuts[high] is used if none fits
        best = tokens_from(cuts[high])
        if fits(best):
            while low < high:
                middle = (low + high) // 2
                found = tokens_from(cuts[middle])
                if fits(found):
                    high, best = middle, found
                else:
                    low = middle + 1
        chosen, tokens = cuts[high], best
    if len(tokens) >= context:
        raise PromptTooLong(len(tokens), context)
    return FittedPrompt(tokens, chosen, min(max_new_tokens, context - len(tokens)))
