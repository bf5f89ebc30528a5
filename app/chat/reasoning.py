"""A reply's thinking and its answer, told apart.

Reasoning models (Qwen3, DeepSeek-R1 distills, Phi-4-reasoning, gpt-oss) write their thinking before the
reply. Hearth keeps a reply in one canonical form wherever it goes (the store, the protocol's `token`
events, exports): `<think>…</think>` at the very start, then the answer. The engine host rewrites what
each family writes into that form (`app.engine.host.thinking`), so everything else only has to split it:

- `split` gives the thinking and the answer of a reply (and whether it was cut off inside its thinking);
- `answer_of` is what the rest of the app reads where thinking must not go: the history sent back to the
  model, titles, the context meter, copies;
- `ReasoningStream` splits a reply as it streams (the API's `delta.reasoning_content`), holding back a
  tag cut in two by a chunk boundary, so thinking never leaks into `content`.

Only a block at the start counts: a reply that explains the `<think>` tag in its middle is left alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

OPEN = "<think>"
CLOSE = "</think>"
NO_THINKING = f"{OPEN}\n\n{CLOSE}\n\n"  # what a template with `enable_thinking=false` puts after the prompt

Channel = Literal["reasoning", "content"]


@dataclass(frozen=True)
class Reasoned:
    """A reply split: `thinking` ("" when none), `answer`, and where the thinking stands.

    has_thinking: the reply starts with a thinking block (it may be empty: thinking switched off).
    open: the reply ends inside its thinking (still thinking, or cut off there).
    """

    thinking: str
    answer: str
    has_thinking: bool = False
    open: bool = False


def split(text: str) -> Reasoned:
    body = text.lstrip()
    if not body.startswith(OPEN):
        return Reasoned("", text)
    inner = body[len(OPEN):]
    end = inner.find(CLOSE)
    if end < 0:
        return Reasoned(inner.strip(), "", True, True)
    return Reasoned(inner[:end].strip(), inner[end + len(CLOSE):].lstrip(), True, False)


def answer_of(text: str) -> str:
    """The reply without its thinking (the whole text when it has none)."""
    parts = split(text)
    return parts.answer if parts.has_thinking else text


def with_thinking(thinking: str, answer: str) -> str:
    """The canonical form of a reply whose thinking came apart (a remote server's `reasoning_content`)."""
    return f"{OPEN}\n{thinking}\n{CLOSE}\n\n{answer}" if thinking else answer


def _held(text: str, tag: str) -> int:
    """How many characters at the end of `text` could be the start of `tag` (kept back until they can't)."""
    for n in range(min(len(tag) - 1, len(text)), 0, -1):
        if tag.startswith(text[-n:]):
            return n
    return 0


class ReasoningStream:
    """Split a streaming reply into reasoning and content pieces, in order, each sent once."""

    def __init__(self) -> None:
        self._text = ""
        self._sent = {"reasoning": 0, "content": 0}
        self._decided = False  # whether the reply starts with a thinking block is known

    def feed(self, chunk: str, final: bool = False) -> list[tuple[Channel, str]]:
        self._text += chunk
        body = self._text.lstrip()
        if not self._decided:
            if not final and (not body or OPEN.startswith(body)):
                return []  # could still become "<think>"
            self._decided = True
        parts = split(self._text)
        thinking_raw, answer = self._raw(parts)
        if not final and parts.open:
            thinking_raw = thinking_raw[:len(thinking_raw) - _held(thinking_raw, CLOSE)]
        out: list[tuple[Channel, str]] = []
        pieces: tuple[tuple[Channel, str], ...] = (("reasoning", thinking_raw), ("content", answer))
        for channel, text in pieces:
            piece = text[self._sent[channel]:]
            if piece:
                out.append((channel, piece))
                self._sent[channel] = len(text)
        return out

    def finish(self) -> list[tuple[Channel, str]]:
        """What was held back, at the end of the reply."""
        return self.feed("", final=True)

    def _raw(self, parts: Reasoned) -> tuple[str, str]:
        """The thinking as written so far (only leading space dropped, so it only ever grows) and the answer."""
        if not parts.has_thinking:
            return "", self._text
        inner = self._text.lstrip()[len(OPEN):].lstrip()
        end = inner.find(CLOSE)
        return (inner if end < 0 else inner[:end].rstrip()), parts.answer


def reasoning_and_content(text: str) -> tuple[str | None, str]:
    """A finished reply as the OpenAI-style APIs give it: (reasoning_content or None, content)."""
    parts = split(text)
    if not parts.has_thinking:
        return None, text
    return (parts.thinking or None), parts.answer


class SeparateThinking:
    """A remote server's reply whose thinking comes apart (`delta.reasoning_content`, or `delta.reasoning`
    from Ollama and newer vLLM), put back into the canonical form as it streams."""

    def __init__(self) -> None:
        self._state: Literal["before", "thinking", "answer"] = "before"

    def feed(self, reasoning: object, content: object) -> str:
        out = ""
        if isinstance(reasoning, str) and reasoning and self._state == "before":
            self._state = "thinking"
            out += f"{OPEN}\n"
        if isinstance(reasoning, str) and self._state == "thinking":
            out += reasoning
        if isinstance(content, str) and content:
            if self._state == "thinking":
                out += f"\n{CLOSE}\n\n"
            self._state = "answer"
            out += content
        return out
