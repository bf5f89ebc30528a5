"""A reply's decode loop: token by token (ORT GenAI's search) or with drafts (`app.engine.host.speculative`),
until EOS, a stop string, the reply budget, a full KV cache or a cancel."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.chat.values import FinishReason
from app.engine.context import FittedPrompt
from app.engine.host.speculative import Speculation, decode_speculative
from app.engine.host.stops import StopText

if TYPE_CHECKING:
    import onnxruntime_genai as og


@dataclass
class TurnHooks:
    """How a running turn talks back to the host: each callback is called on the host's thread."""

    started: Callable[[FittedPrompt, int], None]  # (fitted prompt, cached tokens), before prefill
    progress: Callable[[int, int], None]  # (tokens read, total), after each prefill slice
    emit: Callable[[str], None]  # a piece of reply text
    cancelled: Callable[[], bool]  # polled between prefill slices and between tokens


@dataclass(frozen=True)
class Decoded:
    finish: FinishReason
    generated: int
    first_at: float  # perf_counter() of the first token (0.0 when none)
    pending: bool  # the last token was sampled but never read by the model (see `app.engine.host.session`)


def decode(gen: og.Generator, tokenizer: og.Tokenizer, eos_ids: set[int], max_length: int, max_new: int,
           stops: StopText, hooks: TurnHooks, speculation: Speculation | None = None,
           penalty: float = 1.0) -> Decoded:
    """Decode after the prompt was read; `hooks.emit` gets the reply's text as it comes.
    With `speculation`, greedy decoding with drafts."""
    stream = tokenizer.create_stream()
    generated = 0
    first_at = 0.0
    finish: FinishReason = "length"

    def take(token: int) -> bool:
        """Emit one reply token; True when the reply ends with it."""
        nonlocal generated, first_at, finish
        generated += 1
        first_at = first_at or time.perf_counter()
        text, matched = stops.feed(stream.decode(token))
        if text:
            hooks.emit(text)
        if matched:
            finish = "stop"
            return True
        if generated >= max_new:
            return True
        if hooks.cancelled():
            finish = "cancelled"
            return True
        return False

    eos = False
    if speculation is not None:
        _, eos = decode_speculative(gen, penalty, eos_ids, max_length - int(gen.token_count()), take, speculation)
    else:
        for _ in _steps(gen):
            token = int(gen.get_next_tokens()[0])
            if token in eos_ids:
                eos = True
                break
            if take(token):
                break
            if gen.is_done():  # the KV budget is full, or a guidance grammar is complete
                finish = "length" if gen.token_count() >= max_length else "stop"
                break
    if eos:
        generated += 1
        first_at = first_at or time.perf_counter()
        finish = "stop"
    rest = stops.flush() if finish != "stop" else ""
    if rest:
        hooks.emit(rest)
    # the drafting loop never leaves a token unread
    return Decoded(finish, generated, first_at, pending=not eos and speculation is None)


def _steps(gen: og.Generator) -> Iterator[None]:
    while not gen.is_done():
        gen.generate_next_token()
        yield None
