"""The engine host: a process of its own that owns ONNX Runtime GenAI.

Why a process: ORT GenAI holds the GIL for the whole of load, prefill and each decode step, native
crashes and out-of-memory kills happen on bad models and drivers, and ending a process is the only
sure way to give a model's memory back.

One host serves one model to any number of clients (they share the pipe through one
`EngineClient`). Turns queue in arrival order and run one at a time on the one KV cache; while a
turn runs, the host reads the pipe between prefill slices and between tokens, so a cancel (of the
running turn or of a queued one), a new turn (queued, told its position) or a measure (answered at
once) never waits for the turn to end. While idle, the host re-reads the last reply as the next turn
will send it (re-encoded, its turn closed, the next user header opened), so that the next turn reuses
it and still computes exactly what a fresh run would (`ChatSession.settle`).
"""

from __future__ import annotations

import logging
import os
import signal
import traceback
from collections import deque
from multiprocessing.connection import Connection
from pathlib import Path
from typing import TYPE_CHECKING

from app.chat.values import ChatMessage, DeviceFailure
from app.engine import protocol as p
from app.engine.host.admission import request_problem
from app.engine.host.build_budget import no_core_dumps
from app.engine.host.token_batch import TokenBatch
from app.system.privacy import disable_telemetry_env

if TYPE_CHECKING:
    from app.accel.detect import Detection
    from app.engine.context import FittedPrompt, PromptTooLong
    from app.engine.host.session import ChatSession
    from app.engine.host.thinking import Thinking
    from app.engine.host.vision import VisionTurns

log = logging.getLogger("hearth.engine.host")
SETTLE_AFTER_S = 0.05  # a request sent right after a reply (a script, an agent) does not wait for a settle slice


class Host:
    def __init__(self, conn: Connection, providers: tuple[str, ...] = ("cpu",),
                 detection: Detection | None = None) -> None:
        self.conn = conn
        self.providers = providers
        self.detection = detection
        self.session: ChatSession | None = None
        self.thinking: Thinking | None = None  # how the loaded model writes its thinking
        self.sees = False  # the loaded model takes images (`app.engine.host.vision`)
        self.vision: VisionTurns | None = None  # made at its first image turn
        self.stopping = False
        self.gone = False  # the client's end of the pipe is closed
        self.queue: deque[p.Turn] = deque()
        self.running = ""  # id of the turn being generated
        self.cancel_running = False

    def send(self, event: p.Event) -> None:
        """Send an event; if the client is gone (its process died), stop quietly."""
        if self.gone:
            return
        try:
            self.conn.send_bytes(p.encode(event))
        except OSError:
            log.info("client gone; engine host stopping")
            self.stopping = self.gone = True

    def serve(self) -> None:
        self.send(p.Ready(protocol=p.PROTOCOL_VERSION, pid=os.getpid(), providers=self.providers,
                          detection=self.detection.as_dict() if self.detection is not None else None))
        while not self.stopping:
            if self.queue:
                self.turn(self.queue.popleft())
                continue
            if self.session is not None and self.session.unsettled() and not self._frame_waiting(SETTLE_AFTER_S):
                self._settle(self.session)
                continue
            try:
                frame = self.conn.recv_bytes()
            except (EOFError, OSError):
                self.gone = True
                break  # the client is gone: nothing left to serve
            self.handle(frame)
        self._cancel_queued()
        if self.session is not None:
            self.session.close()

    # ---- requests ----------------------------------------------------------------------------

    def handle(self, frame: bytes) -> None:
        try:
            request = p.decode(frame)
        except ValueError as exc:
            self.send(p.Error("protocol", str(exc)))
            return
        if isinstance(request, p.Turn):
            self.enqueue(request)
        elif isinstance(request, p.Cancel):
            self.cancel(request.target)
        elif isinstance(request, p.Measure):
            self.measure(request)
        elif isinstance(request, p.Load):
            self.load(request)
        elif isinstance(request, p.Shutdown):
            self.stopping = True
            self.cancel_running = bool(self.running)
        else:
            self.send(p.Error("protocol", f"unexpected message {request.kind!r}", request.id))

    def enqueue(self, request: p.Turn) -> None:
        problem = self._problem(request)
        if problem is not None:
            self.send(problem)
            return
        self.queue.append(request)
        if self.running:
            self.send(p.Queued(request.id, len(self.queue)))

    def cancel(self, target: str) -> None:
        if target and target == self.running:
            self.cancel_running = True
            return
        for queued in self.queue:
            if queued.id == target:
                self.queue.remove(queued)
                self.send(_never_ran(queued.id))
                self._tell_positions()
                return
        # a cancel that arrives after its turn ended has nothing left to stop

    def _cancel_queued(self) -> None:
        while self.queue:
            self.send(_never_ran(self.queue.popleft().id))

    def _tell_positions(self) -> None:
        for position, queued in enumerate(self.queue, start=1):
            self.send(p.Queued(queued.id, position))

    def _problem(self, request: p.Turn | p.Measure) -> p.Error | None:
        return request_problem(request, self.session is not None, self.sees)

    def load(self, request: p.Load) -> None:
        from app.engine.host.loading import LoadError
        from app.engine.host.opening import open_session
        from models.errors import ModelError

        if self.session is not None:
            self.send(p.Error("bad_request", "This engine already has a model; another model needs another "
                              "engine.", request.id))
            return
        try:
            providers, not_used, why = self._plan(request)
            session = open_session(Path(request.model_dir), providers, request.intra_op_threads, request.context_limit)
        except ModelError as exc:
            self.send(p.Error(exc.code, str(exc), request.id))  # type: ignore[arg-type]
            return
        except LoadError as exc:
            self.send(p.Error("load_failed", str(exc), request.id))
            return
        from app.engine.host.thinking import Thinking
        from models.vision_format import sees_images

        self.session, self.thinking = session, Thinking(session)
        self.sees = sees_images(Path(request.model_dir))
        info = session.info
        log.info("loaded %s on %s in %.1f s%s", request.model_dir, info.device, info.load_s,
                 "".join(f" ({f.provider} failed)" for f in info.failures))
        self.send(p.Loaded(request.id, request.model_dir, info.model_type, info.device, info.context_length,
                           info.load_s, info.failures, not_used, why if info.device == providers[0] else ""))

    def _plan(self, request: p.Load) -> tuple[list[str], tuple[DeviceFailure, ...], str]:
        """Providers to try for this model (best first) and why the others are not tried (`app.accel.choice`).
        An explicit list (the settings' devices, `--device`) is tried as given, less those that failed before
        and those with no device here (never tried: a plugin without a device only fails)."""
        from app.accel.choice import built_for, plan, weights_size

        avoid = {a.lower() for a in request.avoid} - {"cpu"}
        if request.providers or self.detection is None:
            absent = {s.name: s.reason for s in self.detection.providers if not s.offered} if self.detection else {}
            listed = [x for x in request.providers or self.providers if x.lower() not in avoid]
            providers = [x for x in listed if x.lower() not in absent] or ["cpu"]
            not_used = tuple(DeviceFailure(x.lower(), absent[x.lower()], False) for x in listed
                             if x.lower() in absent)
            return providers, not_used, "the devices you listed" if request.providers else ""
        folder = Path(request.model_dir)
        chosen = plan(self.detection, built_for(folder), override=request.prefer,
                      failed=dict.fromkeys(avoid, ""), weights=weights_size(folder))
        not_used = tuple(DeviceFailure(n.provider, n.reason, n.possible) for n in chosen.not_used)
        return list(chosen.order), not_used, chosen.why_first

    def measure(self, request: p.Measure) -> None:
        from app.engine.context import PromptTooLong

        problem = self._problem(request)
        if problem is not None or self.session is None:
            self.send(problem or p.Error("not_loaded", "No model is loaded.", request.id))
            return
        messages = _with_system(request.messages, request.system_prompt)
        if self.thinking is not None:
            messages = self.thinking.prompt_messages(messages, request.continue_last)
        if any(m.images for m in messages):
            self._measure_images(request, messages)
            return
        try:
            fitted = self.session.measure(messages, request.sampling, request.continue_last, request.tools,
                                          keep_all=request.keep_all)
        except PromptTooLong as exc:
            self.send(_too_long(exc, request))
            return
        self.send(p.Measured(request.id, len(fitted.tokens), fitted.dropped_messages, fitted.max_new_tokens,
                             self.session.context, self.session.cached_for(fitted.tokens),
                             tuple(fitted.tokens) if request.with_ids else ()))
        # A draft read ahead only while idle: a turn running now ends by expecting its own next turn, and the
        # window measures the draft again when it has.
        if request.read_ahead and not self.running and not request.continue_last and not fitted.dropped_messages:
            self.session.expect_draft(messages, request.sampling, request.tools,
                                      len(fitted.tokens) + fitted.max_new_tokens)

    def _measure_images(self, request: p.Measure, messages: list[ChatMessage]) -> None:
        """A prompt with images, measured as its turn reads it: each image's tokens as the processor expands it."""
        from app.engine.context import PromptTooLong
        from app.engine.host.jinja_template import TemplateFailed
        from app.engine.host.vision import VisionTurns

        session = self.session
        assert session is not None
        self.vision = self.vision or VisionTurns(session)
        try:
            prompt = self.vision.measure(messages, request.tools)
        except TemplateFailed as exc:
            self.send(p.Error("bad_request", f"The model's chat template cannot render this conversation: {exc}",
                              request.id))
            return
        except Exception as exc:  # the turn would fail the same way: say so now
            self.send(p.Error("generation_failed", f"The images could not be read: {p.first_line(exc)}", request.id))
            return
        if prompt >= session.context:
            self.send(_too_long(PromptTooLong(prompt, session.context), request))
            return
        self.send(p.Measured(request.id, prompt, 0, min(request.sampling.max_new_tokens, session.context - prompt),
                             session.context))

    # ---- the running turn ----------------------------------------------------------------------

    def turn(self, request: p.Turn) -> None:
        from app.engine.context import PromptTooLong
        from app.engine.host.decode import TurnHooks
        from app.engine.host.jinja_template import TemplateFailed
        from app.engine.host.session import GrammarError, TurnSpec

        session = self.session
        if session is None:
            self.send(p.Error("not_loaded", "No model is loaded.", request.id))
            return
        self.running, self.cancel_running = request.id, False
        self._tell_positions()
        batch = TokenBatch(lambda text: self.send(p.Token(request.id, text)))
        reasoning = self.thinking if not request.raw else None  # a raw prompt is continued as it is
        thinking = reasoning.turn_text(request.continue_last) if reasoning else None

        def started(fitted: FittedPrompt, cached: int) -> None:
            self.send(p.Started(request.id, len(fitted.tokens), cached, fitted.dropped_messages,
                                fitted.max_new_tokens, session.context))

        sent: list[str] = []  # the reply as the client gets it (and will most likely send it back)

        def emit(text: str) -> None:
            text = text if thinking is None else thinking.feed(text)
            sent.append(text)
            batch.add(text)

        hooks = TurnHooks(
            started=started,
            progress=lambda done, total: self.send(p.PrefillProgress(request.id, done, total)),
            emit=emit,
            cancelled=self._poll,
        )
        messages = _with_system(request.messages, request.system_prompt)
        if reasoning is not None:
            messages = reasoning.prompt_messages(messages, request.continue_last)
        spec = TurnSpec(messages, request.sampling, request.continue_last, request.guidance, request.stop,
                        request.tools, request.raw, request.speculative, request.keep_all)
        try:
            if any(m.images for m in messages):
                from app.engine.host.vision import VisionTurns

                self.vision = self.vision or VisionTurns(session)
                done = self.vision.run(request.id, spec, hooks)
            else:
                done = session.run_turn(request.id, spec, hooks)
                if not request.raw and request.guidance is None:
                    session.expect(*_next_turn(request, "".join(sent), reasoning), request.tools)
            if thinking is not None:
                batch.add(thinking.flush())
            batch.flush()
            self.send(done)
        except PromptTooLong as exc:
            self.send(_too_long(exc, request))
        except GrammarError as exc:
            self.send(p.Error("bad_request", f"The schema or grammar cannot be used: {exc}", request.id))
        except TemplateFailed as exc:  # the model's chat template refuses this conversation, in its own words
            self.send(p.Error("bad_request", f"The model's chat template cannot render this conversation: {exc}",
                              request.id))
        except Exception as exc:
            # The text of an ORT error can quote the prompt: the log gets the type and the stack only.
            log.error("turn failed: %s\n%s", type(exc).__name__, "".join(traceback.format_tb(exc.__traceback__)))
            self.send(p.Error("generation_failed", f"Generation failed: {p.first_line(exc)}", request.id))
        finally:
            self.running = ""

    def _frame_waiting(self, timeout: float = 0.0) -> bool:
        try:
            return self.conn.poll(timeout)
        except (EOFError, OSError):
            return True  # the next receive notices the client is gone

    def _settle(self, session: ChatSession) -> None:
        """While idle, re-read the last reply so the next turn reuses it exactly (`ChatSession.settle`);
        any request that arrives stops it between slices."""
        try:
            session.settle(self._frame_waiting)
        except Exception as exc:
            log.error("re-reading the last reply failed: %s", type(exc).__name__)
            session.close()  # the next turn starts a new generator and reads its prompt afresh

    def _poll(self) -> bool:
        """Serve requests that arrived during the turn; True when the turn must stop."""
        while not self.stopping:
            try:
                if not self.conn.poll():
                    break
                frame = self.conn.recv_bytes()
            except (EOFError, OSError):
                self.stopping = self.gone = True
                break
            self.handle(frame)
        return self.cancel_running or self.stopping


def _too_long(exc: PromptTooLong, request: p.Turn | p.Measure) -> p.Error | p.Measured:
    """A prompt past the context: an error with its numbers (the API words it as each API does), or, for
    a measure of every message (`keep_all`: count_tokens), the count."""
    if isinstance(request, p.Measure) and request.keep_all:
        return p.Measured(request.id, exc.prompt_tokens, 0, 0, exc.context)
    return p.Error("prompt_too_long", str(exc), request.id, exc.prompt_tokens, exc.context)


def _never_ran(turn_id: str) -> p.Done:
    return p.Done(turn_id, "cancelled", 0, 0, 0, 0.0, 0.0)


def _with_system(messages: tuple[ChatMessage, ...], system_prompt: str) -> list[ChatMessage]:
    out = list(messages)
    if system_prompt.strip():
        out.insert(0, ChatMessage("system", system_prompt))
    return out


def _next_turn(request: p.Turn, reply: str, reasoning: Thinking | None,
               ) -> tuple[list[ChatMessage], list[ChatMessage]]:
    """The messages the next turn of this conversation will most likely send, as the turn builds them,
    with two different placeholders for the user message not yet written (`ChatSession.expect`)."""
    history = list(request.messages)
    if request.continue_last and history and history[-1].role == "assistant":
        history[-1] = ChatMessage("assistant", history[-1].content + reply)
    else:
        history.append(ChatMessage("assistant", reply))
    guesses = []
    for placeholder in ("x", "7"):
        messages = _with_system((*history, ChatMessage("user", placeholder)), request.system_prompt)
        guesses.append(reasoning.prompt_messages(messages, False) if reasoning is not None else messages)
    return guesses[0], guesses[1]


def host_main(conn: Connection) -> None:
    """Entry point of the host process (started with the multiprocessing 'spawn' method)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in a terminal is the client's to handle
    disable_telemetry_env()
    no_core_dumps()
    from app.accel.detect import detect
    from app.accel.install import activate
    from app.system.logs import setup_logging
    from app.system.privacy import disable_library_telemetry

    setup_logging("engine-host")
    sites = activate()  # before anything imports onnxruntime: the CUDA flavour, when installed, comes first
    disable_library_telemetry()
    log.info("engine host %d started", os.getpid())
    detection = detect(sites)
    log.info("devices: %s (%s)", ", ".join(detection.offered()), detection.chosen_reason)
    try:
        Host(conn, detection.offered(), detection).serve()
    finally:
        conn.close()
