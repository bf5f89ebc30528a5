"""What the server knows between requests: the engine and the model it serves, the bounded queue,
counters, draining on shutdown, and (headless) loading the model again after an engine death.

Everything here that changes per request runs on the event loop's thread; `status` and the model
are set from the loader thread under a lock. The window reads `requests_total` and gets
`on_request` calls (from the loop's thread: it must hop to the GUI thread itself).
"""

from __future__ import annotations

import contextlib
import logging
import math
import os
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from app.api.catalog import ModelCard, card_for_folder, list_models
from app.api.errors import ApiError
from app.engine import protocol as p
from app.engine.client import EngineClient, EngineError
from app.system.paths import resolve_paths
from app.tools.traits import ModelTraits, read_traits

log = logging.getLogger("hearth.api")
Status = Literal["loading", "ready", "restarting", "failed", "stopping"]


def _env_hosts() -> tuple[str, ...]:
    return tuple(h.strip() for h in os.environ.get("HEARTH_ALLOWED_HOSTS", "").split(",") if h.strip())


@dataclass(frozen=True)
class ServerConfig:
    api_key: str = ""
    max_queue: int = 16  # API requests that may wait behind the one being generated; more get 429
    max_body_bytes: int = 4 << 20
    max_audio_bytes: int = 25 << 20  # POST /v1/audio/transcriptions: OpenAI's limit on an upload
    max_audio_s: float = 3600.0  # and on the recording's length (one window at a time keeps memory flat)
    default_max_tokens: int = 2048  # when a request names none (the engine still caps it to the context)
    drain_s: float = 2.0  # on shutdown, how long a running request may go on before it is cancelled
    intra_op_threads: int = 0
    providers: tuple[str, ...] = ()
    # Host names answered without a key besides the loopback ones (HEARTH_ALLOWED_HOSTS, comma-separated).
    allowed_hosts: tuple[str, ...] = field(default_factory=_env_hosts)


@dataclass(frozen=True)
class Served:
    card: ModelCard
    traits: ModelTraits
    loaded: p.Loaded


class ServerState:
    def __init__(self, engine: EngineClient, config: ServerConfig, models_dir: Path | None = None,
                 owns_engine: bool = False, on_request: Callable[[int], None] | None = None) -> None:
        """`owns_engine`: this server loads the model itself (`main.py serve`) and loads it again when
        the engine dies; in the window the model session does both and the server only follows.
        `on_request`: told the count of requests so far at each one (the window's server panel)."""
        self.engine = engine
        self.config = config
        self.models_dir = models_dir if models_dir is not None else resolve_paths().models_dir
        self.owns_engine = owns_engine
        self.started_at = time.monotonic()
        self.in_flight = 0
        self.requests_total = 0
        self.draining_since: float | None = None
        self.load_error = ""
        self._on_request = on_request
        self._status: Status = "loading" if owns_engine else "ready"
        self._lock = threading.Lock()
        self._served: Served | None = None
        self._model_dir = ""
        self._avg_request_s = 1.0
        if owns_engine:
            engine.on_death(self._engine_died)

    # ---- the model ----------------------------------------------------------------------------

    def load(self, model_dir: Path) -> None:
        """Load the model (blocking; headless serve calls it from a thread at start)."""
        self._model_dir = str(model_dir)
        try:
            self.engine.load(str(model_dir), self.config.providers, self.config.intra_op_threads)
        except EngineError as exc:
            with self._lock:
                self._status, self.load_error = "failed", str(exc)
            log.error("could not load %s: %s", model_dir, exc)
            return
        with self._lock:
            if self._status != "stopping":
                self._status, self.load_error = "ready", ""
        loaded = self.engine.loaded
        log.info("serving %s on %s", Path(model_dir).name, loaded.device if loaded else "?")

    def _engine_died(self, error: p.Error) -> None:
        with self._lock:
            if self._status in ("stopping", "loading"):
                return
            self._status = "restarting"
        log.warning("engine stopped (%s); loading the model again", error.code)
        threading.Thread(target=self.load, args=(Path(self._model_dir),), name="hearth-api-reload",
                         daemon=True).start()

    @property
    def status(self) -> Status:
        if self._status == "ready" and self.engine.loaded is None:
            return "restarting" if self.owns_engine else "loading"
        return self._status

    def served(self) -> Served:
        """The model being served; raises ApiError(503) while none is."""
        status = self.status
        loaded = self.engine.loaded
        if status != "ready" or loaded is None:
            message = {
                "loading": "The model is still loading; try again in a few seconds.",
                "restarting": "The engine stopped and the model is loading again; try again in a few seconds.",
                "failed": f"The model could not be loaded: {self.load_error}",
                "stopping": "The server is shutting down.",
            }.get(status, "No model is loaded.")
            raise ApiError(503, message, "model_not_loaded", headers={"Retry-After": "5"})
        served = self._served
        if served is None or served.loaded.model_dir != loaded.model_dir:
            folder = Path(loaded.model_dir)
            served = Served(card_for_folder(folder, self.models_dir), read_traits(folder), loaded)
            self._served = served
        return served

    def check_model(self, requested: str) -> Served:
        """The served model, if `requested` names it (or names nothing); raises ApiError otherwise."""
        served = self.served()
        if requested and requested != served.card.id:
            known = {c.id for c in list_models(self.models_dir)}
            if requested in known:
                raise ApiError(400, f"The model {requested!r} is installed but not loaded; this server serves "
                               f"{served.card.id!r}.", "model_not_loaded", "model")
            raise ApiError(404, f"The model {requested!r} does not exist here; this server serves "
                           f"{served.card.id!r} (GET /v1/models lists the installed models).",
                           "model_not_found", "model")
        return served

    # ---- admission -----------------------------------------------------------------------------

    @contextlib.contextmanager
    def admit(self) -> Iterator[None]:
        """Hold a place for one request; 429 (with Retry-After) when the queue is full, 503 when draining."""
        if self.draining_since is not None:
            raise ApiError(503, "The server is shutting down.", "shutting_down", headers={"Retry-After": "5"})
        if self.in_flight > self.config.max_queue:
            retry = max(1, math.ceil(self._avg_request_s * (self.in_flight - self.config.max_queue)))
            raise ApiError(429, f"The server is busy ({self.in_flight} requests in progress or waiting); "
                           f"retry in {retry} s.", "rate_limit_exceeded", headers={"Retry-After": str(retry)})
        self.in_flight += 1
        started = time.monotonic()
        try:
            yield
        finally:
            self.in_flight -= 1
            self._avg_request_s = 0.8 * self._avg_request_s + 0.2 * (time.monotonic() - started)

    def count_request(self) -> None:
        """One more request received (health checks aside), answered or in progress; tells the window."""
        self.requests_total += 1
        if self._on_request is not None:
            self._on_request(self.requests_total)

    # ---- shutdown ------------------------------------------------------------------------------

    def begin_drain(self) -> None:
        if self.draining_since is None:
            self.draining_since = time.monotonic()
            with self._lock:
                self._status = "stopping"

    def drain_deadline(self) -> float | None:
        since = self.draining_since
        return None if since is None else since + self.config.drain_s

    def uptime_s(self) -> float:
        return time.monotonic() - self.started_at
