"""The engine client: one thread-safe Python API over the engine host process.

The window (through `app.qt.engine_bridge`), the terminal chat and the local API server all use this
class, so all of them exercise one engine path, and several of them can share one model: each
request has its own id and its own queue of events (`app.engine.link`).

Models swap safely: `load` of another model starts a new host and makes it current only once it
has loaded; until then the old host keeps answering, and if the new one fails the old one stays.
`unload` ends the host, which gives its memory back to the system.
"""

from __future__ import annotations

import queue
import threading
import uuid
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage, Guidance
from app.engine import protocol as p
from app.engine.link import EngineError, HostLink

if TYPE_CHECKING:
    from app.accel.detect import Detection

__all__ = ["EngineClient", "EngineError", "TurnHandle"]


def new_id() -> str:
    return uuid.uuid4().hex


class TurnHandle:
    """A turn in flight: its events in order (`queued`, `started`, `prefill_progress`, `token`, then
    `done` or `error`), and a way to cancel it from any thread."""

    def __init__(self, request_id: str, events: queue.Queue[p.Event], cancel: Callable[[str], None]) -> None:
        self.id = request_id
        self._events = events
        self._cancel = cancel
        self.finished = False

    def next_event(self, timeout: float | None = None) -> p.TurnEvent | None:
        """The next event, or None after `timeout` seconds without one. Not a generator, so a
        KeyboardInterrupt while waiting leaves the handle usable (the terminal chat relies on it)."""
        try:
            event = self._events.get(timeout=timeout)
        except queue.Empty:
            return None
        if isinstance(event, p.Done | p.Error):
            self.finished = True
        if isinstance(event, p.Queued | p.Started | p.PrefillProgress | p.Token | p.Done | p.Error):
            return event
        return p.Error("protocol", f"unexpected {event.kind} event for a turn", self.id)

    def events(self, idle_timeout: float | None = None) -> Iterator[p.TurnEvent | None]:
        """Every event up to the last; None whenever nothing arrived for `idle_timeout` seconds."""
        while not self.finished:
            yield self.next_event(idle_timeout)

    def __iter__(self) -> Iterator[p.TurnEvent | None]:
        return self.events()

    def cancel(self) -> None:
        if not self.finished:
            self._cancel(self.id)


class EngineClient:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._load_lock = threading.Lock()  # loads run one after another: the last asked ends current
        self._link: HostLink | None = None
        self._loaded: p.Loaded | None = None
        self._death_listeners: list[Callable[[p.Error], None]] = []
        self.speculative: p.SpeculativeMode = "auto"  # every turn's, unless the turn says (Preferences, --speculative)

    # ---- state --------------------------------------------------------------------------------

    @property
    def loaded(self) -> p.Loaded | None:
        """The model being served, or None (not loaded yet, unloaded, or the host died)."""
        link = self._link
        return self._loaded if link is not None and link.alive else None

    @property
    def running(self) -> bool:
        return self.loaded is not None

    @property
    def pid(self) -> int:
        link = self._link
        return link.ready.pid if link is not None and link.ready is not None else 0

    @property
    def providers(self) -> tuple[str, ...]:
        """The providers this machine offers, best first (known once a host started)."""
        link = self._link
        return link.ready.providers if link is not None and link.ready is not None else ()

    @property
    def detection(self) -> Detection | None:
        """Every provider the host considered, with why, and its choice (known once a host started)."""
        from app.accel.detect import Detection

        link = self._link
        raw = link.ready.detection if link is not None and link.ready is not None else None
        return Detection.from_dict(raw) if raw else None

    def on_death(self, listener: Callable[[p.Error], None]) -> None:
        """Call `listener(error)` (from a background thread) when the current host dies unasked."""
        self._death_listeners.append(listener)

    # ---- model --------------------------------------------------------------------------------

    def load(self, model_dir: str, providers: Sequence[str] = (), intra_op_threads: int = 0,
             context_limit: int = 0, avoid: Sequence[str] = (), prefer: str = "") -> p.Loaded:
        """Load a model in a new host and make it current; raises EngineError with a clear message.

        The current host (if any) keeps serving while the new one loads and stays if it fails.
        """
        with self._load_lock:
            return self._load(model_dir, providers, intra_op_threads, context_limit, avoid, prefer)

    def _load(self, model_dir: str, providers: Sequence[str], intra_op_threads: int, context_limit: int,
              avoid: Sequence[str], prefer: str = "") -> p.Loaded:
        link = HostLink(lambda error: self._died(link, error))
        link.start()
        request_id = new_id()
        event = link.request(p.Load(request_id, model_dir, tuple(providers), intra_op_threads,
                                    context_limit, tuple(avoid), prefer)).get()
        if not isinstance(event, p.Loaded):
            link.close()
            raise EngineError(event if isinstance(event, p.Error)
                              else p.Error("protocol", f"unexpected {event.kind} answer to load", request_id))
        with self._lock:
            old, self._link, self._loaded = self._link, link, event
        if old is not None:
            old.close()
        return event

    def unload(self, timeout: float = 5.0) -> None:
        """End the host (and with it the model's memory); turns in flight end as cancelled. A host that
        has not stopped within `timeout` (a token step cannot be interrupted) is killed."""
        with self._lock:
            link, self._link, self._loaded = self._link, None, None
        if link is not None:
            link.close(timeout)

    def close(self, timeout: float = 5.0) -> None:
        self.unload(timeout)

    def _died(self, link: HostLink, error: p.Error) -> None:
        if link is not self._link:
            return  # a host that was still loading, or already replaced: its own caller hears of it
        for listener in list(self._death_listeners):
            listener(error)

    # ---- requests -----------------------------------------------------------------------------

    def _current(self) -> HostLink:
        link = self._link
        if link is None:
            raise EngineError(p.Error("not_loaded", "No model is loaded."))
        return link

    def turn(self, messages: Sequence[ChatMessage], sampling: Sampling | None = None, system_prompt: str = "",
             continue_last: bool = False, guidance: Guidance | None = None, stop: Sequence[str] = (),
             tools: str = "", raw: bool = False, speculative: p.SpeculativeMode | None = None,
             keep_all: bool = False) -> TurnHandle:
        """Queue a turn and return at once; read its events from the handle. `speculative`: drafts from
        the conversation (`app.engine.host.speculative`), by default this client's `speculative`; `keep_all`: see
        `p.Turn`."""
        request = p.Turn(new_id(), tuple(messages), sampling or Sampling(), system_prompt, continue_last,
                         guidance, tuple(stop), tools, raw, speculative or self.speculative, keep_all)
        try:
            link = self._current()
        except EngineError as exc:
            events: queue.Queue[p.Event] = queue.Queue()
            events.put(p.Error(exc.event.code, exc.event.message, request.id))
            return TurnHandle(request.id, events, self.cancel)
        return TurnHandle(request.id, link.request(request), self.cancel)

    def measure(self, messages: Sequence[ChatMessage], sampling: Sampling | None = None,
                system_prompt: str = "", continue_last: bool = False, timeout: float = 30.0,
                request_id: str = "", tools: str = "", read_ahead: bool = False,
                keep_all: bool = False, with_ids: bool = False) -> p.Measured:
        """How many tokens a conversation needs, answered even while a turn runs; raises EngineError.
        `read_ahead`: its last message is being typed, so the host reads the conversation ahead; `keep_all`:
        every message counted, also past the context (`p.Measure`); `with_ids`: the answer carries the prompt's
        token ids."""
        request = p.Measure(request_id or new_id(), tuple(messages), sampling or Sampling(), system_prompt,
                            continue_last, tools, read_ahead, keep_all, with_ids)
        try:
            event = self._current().request(request).get(timeout=timeout)
        except EngineError as exc:
            raise EngineError(p.Error(exc.event.code, exc.event.message, request.id)) from None
        except queue.Empty:
            raise EngineError(p.Error("protocol", "The engine did not answer.", request.id)) from None
        if isinstance(event, p.Measured):
            return event
        raise EngineError(event if isinstance(event, p.Error)
                          else p.Error("protocol", f"unexpected {event.kind} answer to measure", request.id))

    def cancel(self, request_id: str) -> None:
        """Stop a turn, running or queued; safe from any thread, harmless when it already ended."""
        link = self._link
        if link is not None:
            link.send(p.Cancel(new_id(), request_id))
