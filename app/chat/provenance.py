"""How a message was made, as one typed value, and the one line that tells it to a person.

A reply records its model, device (or the server it ran on), the generation parameters it was made with,
its tokens and timings (and the drafts speculative decoding checked), how it ended (and the error, if it
failed), the messages left out to fit the context, its thinking time, the passages of the person's
documents and the memories it was given, the tool calls it made, and the reply it continues; a message of
the person's records its images and the files it attached. The store keeps this as one JSON object per message
(`messages.provenance`), flat, with the keys the fields are named by and the parameters under
`Sampling`'s field names — the same object Hearth wrote before this type existed.

Reading is lenient, writing loses nothing: `from_json` takes any stored object — a field missing reads as
unset, a key this version does not know (a newer Hearth's) or a value of the wrong type is kept aside in
`unknown` — and `as_json` writes it all back, so a row read and written again (an export, then an
import) keeps every key it had. The nested records (`sources`, `tool_calls`, `images`, `attachments`) stay
JSON objects here: their own types read them (`app.docs.grounding.sources_of`, `app.tools.spec.calls_of`,
`app.chat.images.images_of`).

`line()` is the only formatter: the window shows it under a reply (`line(brief=True)` at a glance, the
whole line on hover and with "Details"), and the Markdown, HTML and PDF exports print it under each reply.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import Any, Final

from app.chat.parameters import BY_NAME, PARAMETERS, shaping
from app.i18n import QT_TRANSLATE_NOOP, Translate, untranslated

JsonObject = dict[str, Any]
Number = float | int | None

FINISH_TEXT: Final = {"stop": QT_TRANSLATE_NOOP("Provenance", "finished"),
                      "length": QT_TRANSLATE_NOOP("Provenance", "stopped at the length limit"),
                      "cancelled": QT_TRANSLATE_NOOP("Provenance", "stopped"),
                      "error": QT_TRANSLATE_NOOP("Provenance", "failed")}


def _text(value: object) -> str | None:
    return value if isinstance(value, str) else None


def _whole(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _real(value: object) -> float | None:
    if isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value):
        return float(value)
    return None


def _records(value: object) -> tuple[JsonObject, ...] | None:
    if isinstance(value, list) and all(isinstance(item, dict) for item in value):
        return tuple(value)
    return None


def _parameter(value: object) -> tuple[bool, Number]:
    """(whether it is a parameter's value, the value): a number, or None (a random seed)."""
    whole = _whole(value)
    if value is None or whole is not None:
        return True, whole
    real = _real(value)
    return real is not None, real


# How each field is read from JSON (what is not of its type goes to `unknown`), by the field's `kind`.
_READERS: Final[dict[str, Callable[[object], Any]]] = {"text": _text, "whole": _whole, "real": _real,
                                                       "records": _records}


def _field(kind: str, default: Any = None) -> Any:
    return field(default=default, metadata={"kind": kind})


@dataclass(frozen=True)
class Provenance:
    """How a message was made (see the module's docstring). Unset: "", None or ()."""

    model: str = _field("text", "")
    device: str = _field("text", "")  # the execution provider ("cpu", "cuda"…); "" for a remote model
    host: str = _field("text", "")  # the server a remote model runs on ("gpu-box:8000"), "" for this computer
    # The generation parameters the reply was made with, by `Sampling` field name (a remote server takes
    # only OpenAI's, so the others are absent); a seed of None was random.
    parameters: Mapping[str, Number] = field(default_factory=dict)
    prompt_tokens: int | None = _field("whole")
    cached_tokens: int | None = _field("whole")
    generated_tokens: int | None = _field("whole")
    ttft_s: float | None = _field("real")  # 0 when nothing was generated
    tokens_per_s: float | None = _field("real")
    drafted_tokens: int | None = _field("whole")  # speculative decoding: drafts checked (`app.engine.host.speculative`)
    accepted_tokens: int | None = _field("whole")  # and kept
    finish_reason: str = _field("text", "")  # the engine's ("stop", "length", "cancelled", "error")
    error: str = _field("text", "")  # what went wrong, in words, for a reply that failed
    dropped_messages: int | None = _field("whole")  # the earliest messages left out to fit the context
    thinking_s: float | None = _field("real")  # how long the reply thought (`app.conversation.thinking`)
    continued_from: int | None = _field("whole")  # the reply this one goes on from
    earlier_tokens: int | None = _field("whole")  # and the tokens it had written (in generated_tokens too)
    sources: tuple[JsonObject, ...] = _field("records", ())  # `app.docs.grounding.Source.as_dict()`
    sources_left_out: int | None = _field("whole")  # passages that did not fit the context
    memories: tuple[JsonObject, ...] = _field("records", ())  # the person's memories it was given: {"id", "text"}
    tool_calls: tuple[JsonObject, ...] = _field("records", ())  # `app.tools.spec.CallRecord.as_dict()`
    images: tuple[JsonObject, ...] = _field("records", ())  # `app.chat.images.StoredImage.record()`
    attachments: tuple[JsonObject, ...] = _field("records", ())  # files attached: {"name", "path"}
    unknown: Mapping[str, Any] = field(default_factory=dict)  # kept as read, written back as read

    @classmethod
    def from_json(cls, data: Mapping[str, Any] | None) -> Provenance | None:
        """A stored JSON object read back (None stays None); nothing in it is refused or lost."""
        if data is None:
            return None
        known: dict[str, Any] = {}
        parameters: dict[str, Number] = {}
        unknown: dict[str, Any] = {}
        readers = {f.name: _READERS[f.metadata["kind"]] for f in fields(cls) if "kind" in f.metadata}
        for key, value in data.items():
            if key in readers and (read := readers[key](value)) is not None:
                known[key] = read
            elif key in BY_NAME and (number := _parameter(value))[0]:
                parameters[key] = number[1]
            elif not (key in readers and value is None):
                unknown[key] = value
        ordered = {p.name: parameters[p.name] for p in PARAMETERS if p.name in parameters}
        return cls(**known, parameters=ordered, unknown=unknown)

    def as_json(self) -> JsonObject:
        """The JSON object the store keeps: the set fields under their names, the parameters flat."""
        out: JsonObject = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "parameters":
                out.update(value)
            elif "kind" in f.metadata and value not in ("", None, ()):
                out[f.name] = list(value) if isinstance(value, tuple) else value
        for key, value in self.unknown.items():
            out.setdefault(key, value)
        return out

    def line(self, brief: bool = False, translate: Translate = untranslated) -> str:
        """The quiet line under a reply, in the window and the exports: model · device (or the server) ·
        the parameters that shaped it · tokens · first token · speed · how it ended. `brief`: what a
        reader wants at a glance (which model, how long, how it ended), without device, sampling, prompt,
        cache and speed. The window passes its `translate`; the exports and the terminal keep English."""
        from app.accel.catalog import short_name

        parts = [self.model] if self.model else []
        if self.host:  # a remote model: the line names the computer that wrote the reply
            parts.append(translate("Provenance", "runs on {0}").format(self.host))
        elif self.device and not brief:
            parts.append(short_name(self.device))
        used = [f"{p.short} {value:g}" if isinstance(value, float) else f"{p.short} {value}"
                for p, value in shaping(self.parameters)]
        if used and not brief:
            parts.append(" ".join(used))
        if (generated := self.generated_tokens) is not None:
            tokens = translate("Provenance", "%Ln token(s)", None, generated)
            if self.prompt_tokens is not None and not brief:
                prompt = (translate("Provenance", "prompt {0}, {1} cached") if self.cached_tokens else
                          translate("Provenance", "prompt {0}")).format(f"{self.prompt_tokens:,}",
                                                                       f"{self.cached_tokens or 0:,}")
                tokens += f" ({prompt})"
            parts.append(tokens)
        if self.ttft_s and not brief:  # 0 when nothing was generated (stopped while the prompt was read)
            parts.append(translate("Provenance", "first token {0} s").format(f"{self.ttft_s:.2f}"))
        if self.tokens_per_s and not brief:
            parts.append(translate("Provenance", "{0} tok/s").format(f"{self.tokens_per_s:.1f}"))
        if self.drafted_tokens and not brief:  # speculative decoding: the share of drafts the model kept
            parts.append(drafts_text(self.drafted_tokens, self.accepted_tokens or 0, translate))
        if self.finish_reason:
            finish = FINISH_TEXT.get(self.finish_reason)
            parts.append(translate("Provenance", finish) if finish else self.finish_reason)
        return " · ".join(parts)


def drafts_text(drafted: int, accepted: int, translate: Translate = untranslated) -> str:
    """The reply details' line: "drafts 83% accepted (83 of 100)"."""
    share = round(100 * accepted / drafted) if drafted else 0
    return translate("Provenance", "drafts {0}% accepted ({1} of {2})").format(share, accepted, drafted)


def joined(notes: Sequence[Provenance | None]) -> Provenance | None:
    """What several parts noted of one message (its images, its attachments) as one value: records put
    together, of the other fields the last one set; None when none noted anything."""
    found = [n for n in notes if n is not None]
    if not found:
        return None
    merged: dict[str, Any] = {}
    for note in found:
        for f in fields(note):
            value = getattr(note, f.name)
            if isinstance(value, tuple):
                merged[f.name] = merged.get(f.name, ()) + value
            elif isinstance(value, Mapping):
                merged[f.name] = {**merged.get(f.name, {}), **value}
            elif value not in ("", None):
                merged[f.name] = value
    return Provenance(**merged)
