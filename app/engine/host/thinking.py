"""In the engine host: each reasoning family's output rewritten into Hearth's one form, `<think>…</think>`.

What the families write (from their chat templates and tokenizers):
- Qwen3, Phi-4-reasoning: `<think>` … `</think>` then the answer (ordinary added tokens: decoded as text).
- DeepSeek-R1 distills (and Qwen3 thinking-only models): the template's generation prompt already ends
  with `<think>\\n`, so the reply starts inside the thinking and only `</think>` is written.
- gpt-oss (harmony): `<|channel|>analysis<|message|>` … `<|end|><|start|>assistant<|channel|>final<|message|>`
  … — special tokens, which ORT GenAI's decoder skips (measured: `decode` drops special tokens), so
  `MarkedTokenizer` decodes those few ids to their text, and `ThinkingText` rewrites them.
- Mistral's reasoning models (Magistral, Ministral 3 Reasoning): `[THINK]` … `[/THINK]` then the answer, special
  tokens too (mistral-common's `InstructTokenizerV13.encode_think`); their templates name them.

Why rewrite here and not in the window: the host is the one place that sees the rendered prompt (does it
open the thinking?) and the token ids, and every client (window, API, terminal) then gets the same text.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from app.chat.reasoning import CLOSE, OPEN, split

HARMONY_MARKERS = ("<|channel|>", "<|message|>", "<|start|>", "<|end|>", "<|constrain|>")
_THINK_MARKERS = (OPEN, CLOSE)
BRACKET_MARKERS = ("[THINK]", "[/THINK]")
_BRACKET_REWRITES = ((BRACKET_MARKERS[0], OPEN), (BRACKET_MARKERS[1], CLOSE))
# harmony sequence → canonical text; the longest first, so a prefix never wins over the whole
_HARMONY_REWRITES: tuple[tuple[str, str], ...] = (
    ("<|end|><|start|>assistant<|channel|>final<|message|>", f"\n{CLOSE}\n\n"),
    # a tool call after the thinking: the thinking closed, the call kept in harmony's markers for the parser
    # (`app.tools.harmony_tools`)
    ("<|end|><|start|>assistant<|channel|>commentary", f"\n{CLOSE}\n\n<|channel|>commentary"),
    ("<|channel|>analysis<|message|>", f"{OPEN}\n"),
    ("<|channel|>final<|message|>", ""),
    ("<|start|>assistant", ""),
    ("<|end|>", ""),
)


def to_harmony(reply: str) -> str:
    """A reply in the canonical form written back in harmony's channels, as the model wrote it (a continued
    reply goes on from there, after the prompt's `<|start|>assistant`)."""
    parts = split(reply)
    if not parts.has_thinking:
        return f"<|channel|>final<|message|>{reply}"
    thinking = reply.lstrip()[len(OPEN):].lstrip("\n") if parts.open else parts.thinking  # as far as it went
    analysis = f"<|channel|>analysis<|message|>{thinking}"
    return analysis if parts.open else f"{analysis}<|end|><|start|>assistant<|channel|>final<|message|>{parts.answer}"


def marker_ids(tokenizer: Any, markers: Sequence[str]) -> dict[int, str]:
    """The token id of each marker that is one token of this tokenizer."""
    found: dict[int, str] = {}
    for marker in markers:
        ids = [int(t) for t in tokenizer.encode(marker)]
        if len(ids) == 1:
            found[ids[0]] = marker
    return found


class _MarkedStream:
    def __init__(self, stream: Any, marks: dict[int, str]) -> None:
        self._stream, self._marks = stream, marks

    def decode(self, token: int) -> str:
        mark = self._marks.get(int(token))
        return mark if mark is not None else str(self._stream.decode(token))


class MarkedTokenizer:
    """A tokenizer whose streams decode a few special tokens (reasoning markers) to their text.

    Everything else is the wrapped `og.Tokenizer`'s: the session only calls `encode`,
    `apply_chat_template`, `create_stream` and `eos_token_ids` on it.
    """

    def __init__(self, tokenizer: Any, marks: dict[int, str]) -> None:
        self._tokenizer, self._marks = tokenizer, marks

    def create_stream(self) -> _MarkedStream:
        return _MarkedStream(self._tokenizer.create_stream(), self._marks)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._tokenizer, name)


def is_harmony(template: str | None) -> bool:
    return bool(template) and "<|channel|>" in str(template) and "<|message|>" in str(template)


def thinks_in_brackets(template: str | None) -> bool:
    return bool(template) and all(m in str(template) for m in BRACKET_MARKERS)


def opens_thinking(tokenizer: Any, template: str | None) -> bool:
    """Whether the template's generation prompt ends inside a thinking block (DeepSeek-R1 style)."""
    try:
        text = tokenizer.apply_chat_template(json.dumps([{"role": "user", "content": "Hi"}]),
                                             template_str=template, add_generation_prompt=True)
    except Exception:  # a template that can't render a plain message says nothing about thinking
        return False
    return str(text).rstrip().endswith(OPEN)


class ThinkingText:
    """Rewrite one turn's decoded text, as it streams, into the canonical form.

    `opens`: the prompt ended inside the thinking (the reply gets the `<think>` it never writes).
    `harmony`: gpt-oss channel markers are rewritten; `brackets`: Mistral's `[THINK]` and `[/THINK]`. A marker
    cut in two by a chunk is held back.
    """

    def __init__(self, opens: bool = False, harmony: bool = False, brackets: bool = False) -> None:
        self._prefix = f"{OPEN}\n" if opens else ""
        self._rewrites = (_HARMONY_REWRITES if harmony else ()) + (_BRACKET_REWRITES if brackets else ())
        self._markers = [m for m, _ in self._rewrites]
        self._held = ""

    def feed(self, text: str) -> str:
        out, self._prefix = self._prefix, ""
        if not self._rewrites:
            return out + text
        buffer = self._held + text
        keep = self._partial(buffer)  # decided on the raw text: "<|end|>" may still grow into the long marker
        self._held = buffer[len(buffer) - keep:] if keep else ""
        ready = buffer[:len(buffer) - keep] if keep else buffer
        for marker, replacement in self._rewrites:
            ready = ready.replace(marker, replacement)
        return out + ready

    def flush(self) -> str:
        ready, self._held = self._held, ""
        for marker, replacement in self._rewrites:
            ready = ready.replace(marker, replacement)
        out, self._prefix = self._prefix + ready, ""
        return out

    def _partial(self, text: str) -> int:
        """Length of the longest end of `text` that may still grow into a marker."""
        best = 0
        for marker in self._markers:
            for n in range(min(len(marker) - 1, len(text)), best, -1):  # proper prefixes only
                if marker.startswith(text[-n:]):
                    best = n
                    break
        return best


class Thinking:
    """How one loaded model thinks, found once at load: what each turn's `ThinkingText` needs."""

    def __init__(self, session: Any) -> None:
        template = session.template
        self.harmony, self.brackets = is_harmony(template), thinks_in_brackets(template)
        markers = (*_THINK_MARKERS, *(HARMONY_MARKERS if self.harmony else ()),
                   *(BRACKET_MARKERS if self.brackets else ()))
        # only the markers the stream decoder drops (special tokens): the others already come out as text
        marks = {i: m for i, m in marker_ids(session.tokenizer, markers).items()
                 if str(session.tokenizer.create_stream().decode(i)) != m}
        if marks:
            session.tokenizer = MarkedTokenizer(session.tokenizer, marks)
        self.opens = opens_thinking(session.tokenizer, template)

    def turn_text(self, continuing: bool) -> ThinkingText:
        """The rewriter of one turn; a continued reply already has its `<think>` (the reply kept it)."""
        return ThinkingText(self.opens and not continuing, self.harmony, self.brackets)

    def prompt_messages(self, messages: list[Any], continuing: bool) -> list[Any]:
        """A continued reply without the `<think>` its prompt already opens (else it would be there twice), or
        with the model's own markers (`[THINK]`, harmony's channels) in place of the canonical ones."""
        if not (continuing and (self.opens or self.brackets or self.harmony) and messages
                and messages[-1].role == "assistant"):
            return messages
        last = messages[-1]
        if self.harmony:
            return [*messages[:-1], type(last)(last.role, to_harmony(last.content))]
        if self.brackets:
            body = last.content.replace(OPEN, BRACKET_MARKERS[0], 1).replace(CLOSE, BRACKET_MARKERS[1], 1)
            return [*messages[:-1], type(last)(last.role, body)]
        body = last.content.lstrip()
        if body.startswith(OPEN):
            body = body[len(OPEN):].lstrip("\n")
        return [*messages[:-1], type(last)(last.role, body)]
