"""A turn with images, on a model that sees (in the engine host).

ORT GenAI 0.18 runs multimodal models through the Generator API only: the model's processor turns the
rendered prompt and the images into the model's inputs (`model.create_multimodal_processor()`,
`og.Images.open_bytes`, `processor(prompt, images=…)`), and `generator.set_inputs` reads them at once
(the vision tower, then the prompt). So such a turn gets a generator of its own (its cache cannot be
rewound into: `rewind_to` is refused for phi3v, and the image features are not tokens), and the prompt
is read as one step: progress says 0 % then 100 %, Stop is honoured before the read and between tokens.

Each family expects its image placeholders where the images go (ORT GenAI's `examples/python/common.py`
and the processors' sources, whose markers and messages are also in the 0.18 library's strings);
a user message's images go before its text, in order, and the processor gets every image of the prompt.
"""

from __future__ import annotations

import base64
import time
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from app.chat.image_safety import safe_image
from app.chat.parameters import search_options
from app.chat.values import ChatMessage, FinishReason
from app.engine.context import PromptTooLong
from app.engine.host.stops import StopText
from app.engine.protocol import Done
from models.vision_format import SEEING_TYPES

if TYPE_CHECKING:
    from app.engine.host.decode import TurnHooks
    from app.engine.host.session import ChatSession, TurnSpec

MAX_IMAGES = 8


def sees(model_type: str) -> bool:
    return model_type in SEEING_TYPES


def placeholders(model_type: str, first: int, count: int) -> str:
    """What goes before a user message's text for its `count` images (numbered from `first`, 1-based)."""
    numbers = range(first, first + count)
    if model_type == "phi3v":
        return "".join(f"<|image_{n}|>\n" for n in numbers)
    if model_type == "phi4mm":
        return "".join(f"<|image_{n}|>" for n in numbers)
    if model_type == "gemma3":
        return "<start_of_image>" * count  # the processor counts these and expands each to 256 soft tokens
    if model_type == "gemma4":
        return "<|image>" * count  # ORT GenAI 0.18: "Gemma4 prompt expansion expected an <|image> marker…"
    if model_type == "mistral3":  # a run of [IMG] is one image to ORT GenAI's Mistral 3 processor: a line apart
        return "\n".join(["[IMG]"] * count)
    return "<|vision_start|><|image_pad|><|vision_end|>" * count  # qwen2_5_vl, qwen3_vl, qwen3_5, fara


def decode_images(messages: Sequence[ChatMessage]) -> list[bytes]:
    """Every image of the prompt, in order, as ORT GenAI may read it (`app.chat.image_safety`: decoded here
    first, re-encoded when it must be); ValueError for one that is not base64, too large or cannot be read."""
    encoded = [e for m in messages for e in m.images]
    if len(encoded) > MAX_IMAGES:
        raise ValueError(f"A conversation can show the model at most {MAX_IMAGES} images at once; start a new chat "
                         "for more.")
    images: list[bytes] = []
    for n, item in enumerate(encoded, 1):
        try:
            data = base64.b64decode(item, validate=True)
        except ValueError as exc:
            raise ValueError("An image of the message is damaged (not base64); attach it again.") from exc
        images.append(safe_image(data, f"Image {n} of the conversation").data)
    return images


def prompt_text(session: ChatSession, messages: Sequence[ChatMessage], tools: str = "") -> str:
    """The conversation rendered as a text turn's is (`session.prompts`: Jinja2 where ORT GenAI's engine renders
    the template differently, the tools listed, a refusal in the template's words: TemplateFailed), each image's
    placeholder at the start of its message."""
    marked: list[ChatMessage] = []
    number = 1
    for m in messages:
        if m.images:
            m = replace(m, content=placeholders(session.info.model_type, number, len(m.images)) + m.content)
            number += len(m.images)
        marked.append(m)
    return session.prompts.render(marked, tools)


class VisionTurns:
    """The image turns of one loaded model; its processor is made once (240–600 ms each time, measured)."""

    def __init__(self, session: ChatSession) -> None:
        self._session = session
        self._processor: Any = None

    def measure(self, messages: Sequence[ChatMessage], tools: str = "") -> int:
        """The prompt's tokens, each image counted as the processor expands it (the context meter's figure)."""
        return int(self._inputs(messages, tools)["input_ids"].shape()[-1])

    def _inputs(self, messages: Sequence[ChatMessage], tools: str = "") -> Any:
        import onnxruntime_genai as og

        images = decode_images(messages)
        text = prompt_text(self._session, messages, tools)
        if self._processor is None:
            self._processor = self._session.model.create_multimodal_processor()
        return self._processor(text, images=og.Images.open_bytes(*images))

    def run(self, turn_id: str, spec: TurnSpec, hooks: TurnHooks) -> Done:
        import onnxruntime_genai as og

        from app.engine.context import FittedPrompt
        from app.engine.host.kv_budget import kv_budget

        session = self._session
        started = time.perf_counter()
        inputs = self._inputs(spec.messages, spec.tools)
        prompt = int(inputs["input_ids"].shape()[-1])
        budget = min(spec.sampling.max_new_tokens, session.context - prompt)
        if budget < 1:
            raise PromptTooLong(prompt, session.context)
        session.close()  # the text cache is replaced: this turn's generator holds the image features
        params = og.GeneratorParams(session.model)
        max_length = kv_budget(prompt + budget, session.context, True)
        params.set_search_options(max_length=max_length, **search_options(spec.sampling))
        if spec.guidance is None:
            generator = og.Generator(session.model, params)
        else:  # the request's grammar (a schema, a tool call), built as a text turn builds it: before `started`,
            # so a grammar that cannot be built is the request's error (a 400), not a stream's
            params.set_guidance(spec.guidance.kind, spec.guidance.data)
            generator = session.guided_generator(params, max_length)
        hooks.started(FittedPrompt([0] * prompt, 0, budget), 0)
        hooks.progress(0, prompt)
        if hooks.cancelled():
            return Done(turn_id, "cancelled", prompt, 0, 0, 0.0, 0.0, prefill_s=time.perf_counter() - started)
        generator.set_inputs(inputs)
        prefilled = time.perf_counter()
        hooks.progress(prompt, prompt)
        finish, generated, first_at = _decode(session, generator, budget, max_length, StopText(spec.stop), hooks)
        ended = time.perf_counter()
        return Done(turn_id, finish, prompt, 0, generated, (first_at - started) if generated else 0.0,
                    (generated - 1) / (ended - first_at) if generated > 1 and ended > first_at else 0.0,
                    prefill_s=prefilled - started)


def _decode(session: ChatSession, gen: Any, budget: int, max_length: int, stops: StopText, hooks: TurnHooks,
            ) -> tuple[FinishReason, int, float]:
    stream = session.tokenizer.create_stream()
    generated, first_at, finish = 0, 0.0, "length"
    eos = {int(t) for t in session.tokenizer.eos_token_ids}
    while not gen.is_done():
        if hooks.cancelled():
            finish = "cancelled"
            break
        gen.generate_next_token()
        token = int(gen.get_next_tokens()[0])
        generated += 1
        first_at = first_at or time.perf_counter()
        if token in eos:
            finish = "stop"
            break
        text, matched = stops.feed(stream.decode(token))
        if text:
            hooks.emit(text)
        if matched:
            finish = "stop"
            break
        if generated >= budget or gen.token_count() >= max_length:
            break
    rest = stops.flush() if finish != "stop" else ""
    if rest:
        hooks.emit(rest)
    return finish, generated, first_at  # type: ignore[return-value]
