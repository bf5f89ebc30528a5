"""One loaded model and its conversation state, on top of ONNX Runtime GenAI's Generator API.

Runs only inside the engine host process (ORT GenAI holds the GIL during load, prefill and
decode). Facts of ORT GenAI 0.18 this module respects (measured, see ARCHITECTURE):

- A turn that ends on EOS does not put the EOS into the KV cache, so the template's end-of-turn
  text must be appended before the next turn.
- A turn stopped mid-way leaves one sampled token the model never processed: rewinding to two
  tokens before the end and re-appending is correct for both KV layouts (GQA and Concat).
- The KV buffer is allocated for `max_length` up front: it is sized to what the conversation
  needs (grown in steps of half again so a growing chat rarely reallocates), never past what
  the memory free allows (`app.engine.host.kv_budget`).
- `append_tokens` cannot be interrupted, so a prompt is read in slices (`app.engine.host.prefill`) with
  a check for cancel between them.
- Guidance is bound to the GeneratorParams, so a turn with another grammar (or none) needs a generator
  of its own; but turns with the *same* grammar share one (the steps and follow-ups of a chat with
  tools: the grammar is built once and the tool listing read once). Measured on 0.18 (the demo
  model, `tests/app/tools/test_guided_reuse.py`): `rewind_to` restarts the grammar, and a prompt appended
  after it is read as prompt, not fed to the grammar, so a guided turn on a rewound generator gives
  exactly the reply a fresh guided generator gives. A guided turn therefore always rewinds, at
  least two tokens, even when the whole cache is a prefix of its prompt (`rewind_to` to the same
  length is a no-op, and the decode loop leaves a finished grammar without asking `is_done`, which
  is what resets it otherwise).
- Reproducibility: every read of two tokens or more computes the same cache, bit for bit, however
  the prompt is cut into reads, but a token read on its own at a later position (as each token of
  a reply is, while it is decoded: ORT's one-token path) is rounded differently, by up to ~0.7
  logits at accuracy level 4 — enough to change a greedy reply. The cause, in ORT 1.32's source and
  measured: GroupQueryAttention has a kernel of its own for one token, ~1e-6 apart from the
  several-token one (MatMulNBits' int8 rows are the same for any number of tokens), and level 4's
  int8 rounding of activations makes that a step; no session option turns the one-token kernel off.
  So the session reuses only the cache's *exact* prefix (read in reads of ≥ 2 tokens), never
  reads a single token after position 0, and re-reads a finished reply while the host is idle
  (`settle`), so a follow-up, a regeneration, an edit and a restart all compute what a fresh run
  computes and give the same reply.
- What the follow-up re-reads: the reply as the next turn will render it. A reply's tokens, decoded
  one by one, often re-encode differently (measured: a 48-token reply shared only its first half
  with its own re-encoding), and the next turn opens with the template's end-of-turn and user header.
  `settle` reads the conversation as the next turn will send it (`expect`), up to the unknown next
  message, so a follow-up reads only the new message and the assistant header.
- What a message being typed lets it read: the window measures the draft as it pauses, and the host
  then reads the conversation with the draft so far (`expect_draft`), so the turn reads only what was
  typed after the last pause, the end of the message and the assistant header (the same exact reads:
  the reply is the one a fresh run gives).

Each turn renders the whole conversation with the model's chat template and reuses the longest
prefix the cache already holds ("sync"), so follow-ups, edits, regenerations and a turn after a
cancelled prefill all prefill only what changed. A turn of another conversation simply shares a
shorter prefix (often just the system prompt) and re-prefills the rest.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np
import onnxruntime_genai as og

from app.accel.hardware import ram_available_mb
from app.chat.parameters import Sampling, search_options
from app.chat.values import ChatMessage, FinishReason, Guidance
from app.engine.context import FitCancelled, FittedPrompt, fit_to_context
from app.engine.host.build_budget import build_budget
from app.engine.host.decode import TurnHooks, decode
from app.engine.host.kv_budget import attention_heads, kv_budget, kv_length, kv_memory, kv_serves, kv_token_bytes
from app.engine.host.loading import LoadError, LoadInfo, load_sized
from app.engine.host.page_out import page_out_model_files
from app.engine.host.prefill import PrefillSlicer
from app.engine.host.prompt_tokens import PromptEncoder
from app.engine.host.speculative import Speculation
from app.engine.host.stops import StopText
from app.engine.host.templating import PromptTemplate
from app.engine.protocol import Done, first_line
from app.engine.protocol import SpeculativeMode as Mode
from models.validate import validate_model_folder


@dataclass(frozen=True)
class _Ahead:
    """The conversation the next turn will most likely send, rendered with two different endings where it is
    not known yet (`ChatSession.expect`, `expect_draft`): `settle` reads as far as the two agree."""

    one: Sequence[ChatMessage]
    other: Sequence[ChatMessage]
    tools: str
    sampling: Sampling | None = None  # a draft's: the generator its turn will use, made when the current one won't do
    needed: int = 0  # a draft's: the KV length its turn will need (its prompt and reply budget)


class GrammarError(Exception):
    """The guidance of a turn could not be built into a grammar (an invalid schema or regex): the
    request's fault, not the engine's."""


@dataclass(frozen=True)
class TurnSpec:
    """What a turn asks for, as the session needs it (the protocol's `Turn` minus transport)."""

    messages: Sequence[ChatMessage]
    sampling: Sampling
    continue_last: bool = False
    guidance: Guidance | None = None
    stop: Sequence[str] = ()
    tools: str = ""
    raw: bool = False  # the messages' text as is, no chat template
    speculative: Mode = "auto"  # drafts from the conversation (`app.engine.host.speculative`)
    keep_all: bool = False  # every message stays, the reply gets the room left (`fit_to_context`)


def _common_prefix(a: np.ndarray, b: Sequence[int]) -> int:
    n = min(len(a), len(b))
    if n == 0:
        return 0
    diff = np.nonzero(np.asarray(a[:n]) != np.asarray(b[:n], dtype=a.dtype))[0]
    return int(diff[0]) if len(diff) else n


class ChatSession:
    def __init__(self, model_dir: Path, providers: Sequence[str], intra_op_threads: int, context_limit: int,
                 overlay: str = "", tokenizer_dir: Path | None = None):
        summary = validate_model_folder(model_dir, tokenizer_dir)
        self._preallocated_kv = summary.shared_kv_buffer
        started = time.perf_counter()
        model, device, failures, half = load_sized(model_dir, providers, intra_op_threads, overlay)
        self._kv_token_bytes = kv_token_bytes(model_dir, 16 if half else None)
        # Held to the RAM free (`kv_budget.KvMemory`) on the CPU; a GPU keeps its cache and attention in its own memory
        self._heads = attention_heads(model_dir) if self._preallocated_kv and device == "cpu" else None
        self.model = model
        self._model_dir: Path | None = model_dir  # its pages are handed back again after the first turn
        try:
            self.tokenizer = og.Tokenizer(model)
        except Exception as exc:
            raise LoadError(f"The model's tokenizer could not be loaded ({first_line(exc)}). The model folder "
                            "is incomplete or damaged: download or import it again.") from exc
        template = model_dir / "chat_template.jinja"
        self.template: str | None = template.read_text(encoding="utf-8") if template.is_file() else None
        self.prompts = PromptTemplate(self.tokenizer, model_dir, self.template)
        self.encoder = PromptEncoder(self.tokenizer, model_dir, self.prompts.samples)
        self._opens: bool | None = None  # see `_continued_as_written`
        self.eos_ids = {int(t) for t in self.tokenizer.eos_token_ids}
        context = summary.context_length
        self.context = min(context, context_limit) if context_limit > 0 else context
        self.info = LoadInfo(summary.model_type, device, self.context, tuple(failures),
                             time.perf_counter() - started)
        self._generator: og.Generator | None = None
        self._generator_key: Sampling | None = None
        self._grammar: tuple[str, str] | None = None  # the guidance bound to the generator (kind, data)
        self._max_length = 0
        self._pending = False  # the last sampled token was never run through the model
        self._exact = 0  # leading cached tokens read as a fresh run reads them (see the module doc)
        self._ahead: _Ahead | None = None  # see `expect`
        self._slicer = PrefillSlicer()

    # ---- prompt ----------------------------------------------------------------------------

    def render(self, messages: Sequence[ChatMessage], continue_last: bool = False, tools: str = "",
               raw: bool = False) -> list[int]:
        """Prompt tokens; with `continue_last` the final assistant message is left open to continue;
        `raw`: the messages' text as is, without the chat template."""
        if raw:
            return self.encoder.encode("".join(m.content for m in messages))
        partial = ""
        if continue_last and messages and messages[-1].role == "assistant":
            if self._continued_as_written(messages[-1].content):
                text = self.prompts.continue_final(messages, tools)
                if text is not None:
                    return self.encoder.encode(text)
            partial = messages[-1].content
            messages = messages[:-1]
        return self.encoder.encode(self.prompts.render(messages, tools) + partial)

    def _continued_as_written(self, reply: str) -> bool:
        """Whether a continued reply goes through the template (`continue_final`) rather than after the generation
        prompt: not one cut inside its thinking (the template's history branch would close or drop it), not
        where the prompt opens the thinking (DeepSeek-R1: the reply was written after `<think>`, which the
        history branch drops with the thinking) nor harmony's channels (`app.engine.host.thinking.to_harmony`)."""
        from app.chat.reasoning import split
        from app.engine.host.thinking import is_harmony, opens_thinking

        if self._opens is None:
            self._opens = is_harmony(self.template) or opens_thinking(self.tokenizer, self.template)
        return not self._opens and not split(reply).open

    def measure(self, messages: Sequence[ChatMessage], sampling: Sampling, continue_last: bool = False,
                tools: str = "", cancelled: Callable[[], bool] = lambda: False, raw: bool = False,
                keep_all: bool = False) -> FittedPrompt:
        """What a turn would send: its tokens, the reply budget, how many old messages are left out."""
        return fit_to_context(
            messages, lambda ms: self.render(ms, continue_last, tools, raw), self.context, sampling.max_new_tokens,
            cancelled, keep_all,
        )

    # ---- generation ------------------------------------------------------------------------

    def _prepare_generator(self, spec: TurnSpec, needed: int, prompt: int = 0) -> None:
        """A generator whose cache holds `needed` tokens (a `prompt` and its reply budget), or less where memory is
        short (`kv_budget.KvMemory`); `self._max_length` is what it holds, `self._slicer.most` its reads' limit."""
        s = spec.sampling
        freed = self._max_length if self._generator is not None else 0  # (ORT GenAI zeroes all of it: kv_cache.cpp)
        memory = kv_memory(self._kv_token_bytes, self._heads, ram_available_mb(), freed)
        cap = memory.cap if memory is not None else None
        key = replace(s, max_new_tokens=0)  # every other parameter changes the generator's options
        grammar = None if spec.guidance is None else (spec.guidance.kind, spec.guidance.data)
        reusable = (
            self._generator is not None
            and key == self._generator_key
            and grammar == self._grammar
            and s.seed is None  # a seed must restart the random stream to repeat a reply
            and kv_serves(self._max_length, needed, prompt, cap)
        )
        if not reusable:
            self._generator = None  # free the old KV buffer before allocating the new one
            params = og.GeneratorParams(self.model)
            self._max_length = kv_budget(kv_length(needed, prompt, cap), self.context, self._preallocated_kv, cap)
            params.set_search_options(max_length=self._max_length, **search_options(s))
            if spec.guidance is None:
                self._generator = og.Generator(self.model, params)
            else:
                params.set_guidance(spec.guidance.kind, spec.guidance.data)
                self._generator = self.guided_generator(params, self._max_length)
            self._generator_key, self._grammar = key, grammar
            self._pending = False
            self._exact = 0
        self._slicer.most = memory.read_most(self._max_length) if memory is not None else None

    def guided_generator(self, params: og.GeneratorParams, max_length: int) -> og.Generator:
        """A generator whose grammar is built under the host's budget (beside a KV cache of `max_length`); a
        grammar llguidance rejects (an invalid schema or regex, a number range it cannot express) is the
        request's error."""
        kv = None if self._kv_token_bytes is None else self._kv_token_bytes * max_length
        try:
            with build_budget(kv):
                return og.Generator(self.model, params)
        except RuntimeError as exc:
            if "creating grammar" in str(exc):
                raise GrammarError(first_line(exc).replace("Error creating grammar: ", "")) from None
            raise

    def _sync(self, target: list[int]) -> int:
        """Rewind the cache to the longest exact prefix it shares with `target`; returns that length.

        At least two tokens are left to read (a single token read after position 0 would not be
        rounded as a fresh run rounds it), and a pending token is never kept.
        """
        gen = self._generator
        assert gen is not None
        held = gen.token_count()
        if held == 0:
            return 0
        common = min(_common_prefix(gen.get_sequence(0), target), self._exact)
        if self._pending or self._grammar is not None:  # a grammar restarts on a rewind
            common = min(common, held - 2)
        common = max(0, min(common, len(target) - 2))
        if common < held:
            gen.rewind_to(common)
        self._pending = False
        self._exact = common
        return common

    def expect(self, one: Sequence[ChatMessage], other: Sequence[ChatMessage], tools: str = "") -> None:
        """The conversation the next turn will most likely send: the last turn's, its reply and a user
        message not yet known, given with two different placeholders for it. `settle` reads as far as
        the two renderings agree (the reply as re-encoded, the end of its turn, the next user header)."""
        self._ahead = _Ahead(one, other, tools)

    def expect_draft(self, messages: Sequence[ChatMessage], sampling: Sampling, tools: str, needed: int) -> None:
        """The person is typing the last message of `messages` (so far): `settle` reads the conversation with
        it, up to where what is typed next could still change its tokens (the draft with two different
        endings renders apart there), on the generator a turn with `sampling` will use. `needed`: the KV
        length that turn will need. A seeded turn reads its prompt afresh anyway: nothing to read ahead."""
        if not messages or messages[-1].role != "user" or sampling.seed is not None:
            return
        *history, draft = messages
        self._ahead = _Ahead([*history, replace(draft, content=draft.content + "x")],
                             [*history, replace(draft, content=draft.content + "7")], tools, sampling, needed)

    def cached_for(self, tokens: Sequence[int]) -> int:
        """How many of `tokens` (a prompt) a turn sent now would reuse from the cache: the exact prefix they
        share, less the two tokens a turn always reads."""
        gen = self._generator
        if gen is None:
            return 0
        held = int(gen.token_count())
        common = min(_common_prefix(gen.get_sequence(0)[:held], tokens), self._exact)
        return max(0, min(common, len(tokens) - 2))

    def unsettled(self) -> int:
        """Tokens `settle` has to read: the cache's inexact tail (a reply, decoded token by token), plus
        one while an expected next turn (`expect`, `expect_draft`) has not been looked at."""
        gen = self._generator
        if gen is None:  # a draft read ahead before the first turn makes the generator
            return int(self._ahead is not None and self._ahead.sampling is not None)
        return max(0, int(gen.token_count()) - self._exact) + (self._ahead is not None)

    def _expected(self) -> list[int] | None:
        """The tokens the next turn will most likely start with (`expect`), or None."""
        ahead, self._ahead = self._ahead, None
        if ahead is None:
            return None
        try:
            first, second = self.render(ahead.one, tools=ahead.tools), self.render(ahead.other, tools=ahead.tools)
        except Exception:  # a template that cannot render the guess: re-read the reply as it is
            return None
        agreed = first[:_common_prefix(np.asarray(first, dtype=np.int32), second)]
        return agreed if len(agreed) + 2 <= self._max_length else None

    def settle(self, interrupted: Callable[[], bool]) -> None:
        """Read the cache's inexact tail again in reads of ≥ 2 tokens, as the next turn will render it
        (`expect`), so the next turn reuses all of it and still computes what a fresh run computes.
        Called while the host is idle; stops between slices when `interrupted()` (the next turn reads
        what is left)."""
        ahead = self._ahead
        if ahead is not None and ahead.sampling is not None:  # a draft's: read on the generator its turn will use
            self._prepare_generator(TurnSpec((), ahead.sampling), ahead.needed)  # (a no-op when it is this one)
        expected = self._expected()
        gen = self._generator
        if gen is None:
            return
        held = gen.token_count()
        sequence = gen.get_sequence(0)
        target = expected if expected is not None else [int(t) for t in sequence[:held]]
        common = min(_common_prefix(sequence[:held], target), self._exact)
        if common >= len(target):
            return  # already read, exactly
        start = max(0, min(common, len(target) - 2))
        if start < held:
            gen.rewind_to(start)
        self._pending = False
        self._exact = start
        read = self._slicer.prefill(gen, target[start:], lambda *_: None, interrupted)
        self._exact = start + read
        if start + read < len(target) and expected is not None:
            # Stopped by a request (the window measures the conversation as a reply ends): the next idle
            # moment goes on from here. Forgetting the guess left a follow-up reading most of the reply again.
            self._ahead = ahead

    def run_turn(self, turn_id: str, spec: TurnSpec, hooks: TurnHooks) -> Done:
        """Generate one reply: read the prompt in slices, then decode, honouring cancel throughout."""
        try:
            fitted = self.measure(spec.messages, spec.sampling, spec.continue_last, spec.tools, hooks.cancelled,
                                  spec.raw, spec.keep_all)
        except FitCancelled:  # the client left while a long conversation was being fitted
            return Done(turn_id, "cancelled", 0, 0, 0, 0.0, 0.0)
        target = fitted.tokens
        self._ahead = None  # a guess made before this turn is out of date whatever the turn is
        self._prepare_generator(spec, len(target) + fitted.max_new_tokens, len(target))
        fitted = replace(fitted, max_new_tokens=min(fitted.max_new_tokens, self._max_length - len(target)))
        gen = self._generator
        assert gen is not None
        started = time.perf_counter()
        stops = StopText(spec.stop)
        why_not = Speculation.why_not(spec.speculative, spec.sampling.temperature == 0, spec.guidance is not None)
        speculation = None if why_not else Speculation(spec.speculative)
        finish: FinishReason = "length"
        generated = 0
        first_at = prefilled_at = 0.0
        try:
            cached = self._sync(target)
            hooks.started(fitted, cached)
            read = self._slicer.prefill(gen, target[cached:], hooks.progress, hooks.cancelled)
            self._exact = cached + read
            prefilled_at = time.perf_counter()
            if read < len(target) - cached:
                finish = "cancelled"  # the cache keeps what was read: the next turn reuses it
            else:
                decoded = decode(gen, self.tokenizer, self.eos_ids, self._max_length, fitted.max_new_tokens, stops,
                                 hooks, speculation, spec.sampling.repetition_penalty)
                finish, generated, first_at, self._pending = (decoded.finish, decoded.generated, decoded.first_at,
                                                              decoded.pending)
        except Exception:
            self._generator = None  # a failed generator is never trusted again
            raise
        ended = time.perf_counter()
        decode_s = ended - first_at
        if self._model_dir is not None:  # a reload's old host, which shared the pages at load, has ended by now
            page_out_model_files(self._model_dir)
            self._model_dir = None
        return Done(
            id=turn_id,
            finish_reason=finish,
            prompt_tokens=len(target),
            cached_tokens=cached,
            generated_tokens=generated,
            ttft_s=(first_at - started) if generated else 0.0,
            tokens_per_s=(generated - 1) / decode_s if generated > 1 and decode_s > 0 else 0.0,
            dropped_messages=fitted.dropped_messages,
            prefill_s=prefilled_at - started,
            stop_sequence=stops.matched,
            speculative=speculation.state if speculation is not None else why_not,
            drafted_tokens=speculation.drafted if speculation is not None else 0,
            accepted_tokens=speculation.accepted if speculation is not None else 0,
        )

    def close(self) -> None:
        self._generator = None
        self._ahead = None

