"""A remote model as an engine: the `EngineClient` interface over an OpenAI-compatible server.

Why the same interface: `app.qt.engine_bridge.EngineBridge` (the window) and `app.cli.chat` (the terminal)
then drive a remote model exactly like a local one — turns answer `started`, `token`s, then one `done`
or `error`, by id, through a `TurnHandle` — so the controller cannot tell them apart; only the badge,
the consent gate and the provenance can.

The protocol is the official `openai` package (`AsyncOpenAI`: `GET /models`, `POST /chat/completions`
with SSE) on one event-loop thread. Stop cancels the turn's task, which closes the stream at once,
also while the server has not sent a byte yet; what arrived is kept. No retries: a person waiting on a
reply wants the error now, in plain words (`app.remote.errors`). The context is fitted here like the
local host does it (drop the oldest exchanges, tell the person first), with a conservative token
estimate, since the server's tokenizer is not at hand.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import json
import logging
import queue
import threading
import time
from collections.abc import AsyncIterator, Callable, Coroutine, Sequence
from typing import Any, cast

import httpx2
from openai import AsyncOpenAI, omit
from openai.types.chat import ChatCompletionChunk, ChatCompletionMessageParam

from app.chat.images import openai_message
from app.chat.parameters import Sampling, openai_values
from app.chat.reasoning import SeparateThinking
from app.chat.values import ChatMessage, FinishReason, parse_ref
from app.engine import protocol as p
from app.engine.client import TurnHandle, new_id
from app.engine.context import PromptTooLong, fit_to_context
from app.engine.link import EngineError
from app.remote.errors import in_words
from app.remote.guard import guarded_client
from app.remote.refs import RemoteLoaded, RemoteModel, estimate_tokens
from app.remote.servers import DEFAULT_CONTEXT, RemoteServer, RemoteServers
from app.system.loop_thread import stop_loop

log = logging.getLogger("hearth.remote")
CONNECT_TIMEOUT_S = 10.0
READ_TIMEOUT_S = 120.0  # a big model on a busy server may think a while before its first token
END_S = 1.0  # after the finish reason, how long the rest of the stream (usage, [DONE]) may take
PIECES_MARGIN = 16  # chunks beyond max_tokens (role-only, empty, split tokens) before a reply is cut
CONTEXT_KEYS = ("context_length", "max_model_len", "max_context_length", "context_window", "n_ctx")


class RemoteEngine:
    """The `EngineClient` interface for remote models (see the module doc). `allowed` says whether the
    network may be used now (the offline switch) and why not."""

    def __init__(self, servers: RemoteServers, allowed: Callable[[], tuple[bool, str]] = lambda: (True, ""),
                 *, read_timeout: float = READ_TIMEOUT_S) -> None:
        self.servers = servers
        self._allowed = allowed
        self._timeout = httpx2.Timeout(read_timeout, connect=CONNECT_TIMEOUT_S)
        self._event_s = read_timeout
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="hearth-remote", daemon=True)
        self._thread.start()
        self._tasks: dict[str, asyncio.Task[None]] = {}
        self._adhoc: dict[str, tuple[RemoteServer, str]] = {}
        self._loaded: RemoteLoaded | None = None
        self._server: RemoteServer | None = None
        self._closed = False

    @property
    def loaded(self) -> RemoteLoaded | None:
        return self._loaded

    def use_server(self, server: RemoteServer, api_key: str = "") -> None:
        """Use a server that is not in the saved list, for this engine's life (`main.py chat --remote URL`:
        the person named it on the command line, which is their yes)."""
        self._adhoc[server.id] = (server, api_key)

    def _find(self, server_id: str) -> RemoteServer | None:
        adhoc = self._adhoc.get(server_id)
        return adhoc[0] if adhoc is not None else self.servers.get(server_id)

    def on_death(self, listener: Callable[[p.Error], None]) -> None:
        """A remote model has no host process to die; a broken connection fails the turn instead."""

    # ---- models -----------------------------------------------------------------------------------

    def list_models(self, server: RemoteServer, api_key: str | None = None) -> list[RemoteModel]:
        """`GET /models` of a server; raises EngineError with the reason in words. `api_key` stands in
        for the key in the keyring (a server being added is not saved yet)."""
        self._check_network(server)
        return self._wait(self._list(server, api_key), server.host)

    async def _list(self, server: RemoteServer, api_key: str | None) -> list[RemoteModel]:
        async with self._client(server, api_key) as client:
            page = await client.models.list()
            listed = [m.model_dump() for m in page.data]  # embedding models (Hearth, LM Studio) cannot chat
            return [RemoteModel(m["id"], _context_of(m)) for m in listed
                    if m.get("type") not in ("embedding", "embeddings")]

    def load(self, model_dir: str, providers: Sequence[str] = (), intra_op_threads: int = 0,
             context_limit: int = 0, avoid: Sequence[str] = (), prefer: str = "") -> RemoteLoaded:
        """Make a remote model current once its server lists it (the swap is as safe as a local one:
        the model before keeps answering until this returns)."""
        ref = parse_ref(model_dir)
        server = self._find(ref.server_id) if ref is not None else None
        if ref is None or server is None:
            raise EngineError(p.Error("model_not_found", "That remote server is no longer in Hearth's list."))
        started = time.monotonic()
        listed = self.list_models(server)
        self.servers.set_models(server.id, listed)
        model = next((m for m in listed if m.id == ref.model_id), None)
        if model is None:
            raise EngineError(p.Error("model_not_found", f"{server.host} no longer offers {ref.model_id}."))
        context = model.context_length or server.context_length or DEFAULT_CONTEXT
        if context_limit:
            context = min(context, context_limit)
        self._server = server
        self._loaded = RemoteLoaded(new_id(), model_dir, "remote", "remote", context, time.monotonic() - started,
                                    name=f"{ref.model_id} on {server.name}", host=server.host)
        return self._loaded

    def unload(self) -> None:
        """Forget the remote model (nothing to free here); turns in flight are stopped."""
        self._loaded = self._server = None
        for task_id in list(self._tasks):
            self.cancel(task_id)

    def close(self) -> None:
        if self._closed:
            return
        self._loaded = self._server = None
        self._closed = True  # every task ends first: the turns' streams and a model list still waiting
        if not stop_loop(self._loop, self._thread):  # on a silent server (see app.system.loop_thread)
            log.warning("remote streams did not close in time")

    # ---- turns ------------------------------------------------------------------------------------

    def turn(self, messages: Sequence[ChatMessage], sampling: Sampling | None = None, system_prompt: str = "",
             continue_last: bool = False, tools: str = "", **_local_only: Any) -> TurnHandle:
        """Stream a reply; its events come through the handle (see `TurnHandle`). `tools`: OpenAI's
        `tools` list as JSON (`app.tools`); a call the server returns in `tool_calls` comes back as the
        text `<tool_call>{"name": …, "arguments": {…}}</tool_call>`, the form local models write."""
        request_id = new_id()
        events: queue.Queue[p.Event] = queue.Queue()
        handle = TurnHandle(request_id, events, self.cancel)
        loaded, server = self._loaded, self._server
        if loaded is None or server is None:
            events.put(p.Error("not_loaded", "No model is loaded.", request_id))
            return handle
        server = self._find(server.id)  # read now: removed, or consent taken back, since the load
        refused = self._refusal(server, loaded.host)
        if refused or server is None:
            events.put(p.Error("generation_failed", refused, request_id))
            return handle
        work = self._stream(request_id, events.put, server, loaded, list(messages), sampling or Sampling(),
                            system_prompt, tools)

        def start() -> None:
            self._tasks[request_id] = self._loop.create_task(work)

        self._loop.call_soon_threadsafe(start)
        return handle

    def cancel(self, turn_id: str) -> None:
        """Stop a turn: its task is cancelled, which closes the stream (safe from any thread)."""
        def cancel() -> None:
            task = self._tasks.get(turn_id)
            if task is not None:
                task.cancel()

        if not self._closed:
            self._loop.call_soon_threadsafe(cancel)

    def measure(self, messages: Sequence[ChatMessage], sampling: Sampling | None = None, system_prompt: str = "",
                continue_last: bool = False, request_id: str = "", read_ahead: bool = False,
                tools: str = "") -> p.Measured:
        """What the context meter needs, estimated (the server's tokenizer is not at hand; a tool listing as
        its text); a remote server reads nothing ahead (`read_ahead` is for the local host)."""
        sampling = sampling or Sampling()
        context = self._loaded.context_length if self._loaded else DEFAULT_CONTEXT
        history = _with_system(messages, system_prompt)
        try:
            listing = estimate_tokens([ChatMessage("system", tools)]) if tools else 0
            fitted = fit_to_context(history, lambda ms: [0] * (estimate_tokens(ms) + listing), context,
                                    min(sampling.max_new_tokens, context // 2))
        except PromptTooLong as exc:
            return p.Measured(request_id, exc.prompt_tokens, 0, 0, context)
        return p.Measured(request_id, len(fitted.tokens), fitted.dropped_messages, fitted.max_new_tokens, context)

    async def _stream(self, request_id: str, put: Callable[[p.Event], None], server: RemoteServer,
                      loaded: RemoteLoaded, messages: list[ChatMessage], sampling: Sampling,
                      system_prompt: str, tools: str = "") -> None:
        started = time.monotonic()
        first = 0.0
        generated = 0
        finish: FinishReason = "stop"
        ended_well = False
        history = _with_system(messages, system_prompt)
        context = loaded.context_length
        budget = min(sampling.max_new_tokens, context // 2)
        try:
            fitted = fit_to_context(history, lambda ms: [0] * estimate_tokens(ms), context, budget)
        except PromptTooLong as exc:
            put(p.Error("prompt_too_long", str(exc), request_id))
            self._tasks.pop(request_id, None)
            return
        sent = _drop(history, fitted.dropped_messages)
        prompt = len(fitted.tokens)
        put(p.Started(request_id, prompt, 0, fitted.dropped_messages, fitted.max_new_tokens, context))
        thinking = SeparateThinking()
        calls: dict[int, list[str]] = {}  # tool_calls by index: [name, arguments so far]
        try:
            async with self._client(server) as client:
                stream = await client.chat.completions.create(
                    model=loaded.model_dir.split("/", 1)[1], stream=True,
                    messages=cast("list[ChatCompletionMessageParam]",
                                  [openai_message(m) for m in sent]),
                    **{**openai_values(sampling), "max_tokens": fitted.max_new_tokens},
                    tools=json.loads(tools) if tools else omit)
                async with stream:
                    # SSE comments and keep-alives reset the HTTP read timeout, and a server may ignore
                    # max_tokens: a reply ends when no chunk came for the read timeout, or after
                    # max_tokens chunks plus a margin.
                    chunks = aiter(stream)
                    limit = fitted.max_new_tokens + fitted.max_new_tokens // 10 + PIECES_MARGIN
                    for _ in range(limit):
                        try:
                            chunk = await asyncio.wait_for(anext(chunks), self._event_s)
                        except StopAsyncIteration:
                            break
                        for choice in chunk.choices:
                            delta = choice.delta
                            extra = (delta.model_extra or {}) if delta is not None else {}
                            text = thinking.feed(extra.get("reasoning_content") or extra.get("reasoning"),
                                                 delta.content if delta is not None else None)
                            if text:
                                first = first or time.monotonic()
                                generated += 1
                                put(p.Token(request_id, text))
                            for call in (delta.tool_calls or []) if delta is not None else []:
                                first = first or time.monotonic()
                                slot = calls.setdefault(call.index, ["", ""])
                                if call.function is not None:
                                    slot[0] += call.function.name or ""
                                    slot[1] += call.function.arguments or ""
                            if choice.finish_reason is not None:
                                finish = "length" if choice.finish_reason == "length" else "stop"
                                ended_well = True
                        if ended_well:
                            await self._read_to_the_end(chunks)
                            break
                    else:
                        finish, ended_well = "length", True  # the server did not stop at max_tokens
            if not ended_well:  # every compatible server ends with a finish reason: the connection broke
                raise ConnectionError("the stream ended without a finish reason")
            if calls:  # the first call, as a local model writes one (the chat runs one call per step)
                name, arguments = calls[min(calls)]
                generated += 1
                put(p.Token(request_id, tool_call_text(name, arguments)))
        except asyncio.CancelledError:
            finish = "cancelled"
        except Exception as exc:  # every failure of the server or the network, in words; partial text is kept
            log.info("remote turn failed: %s", type(exc).__name__)
            put(p.Error("generation_failed", in_words(exc, server.host, generated > 0), request_id))
            return
        finally:
            self._tasks.pop(request_id, None)
        ended = time.monotonic()
        speed = (generated - 1) / (ended - first) if generated > 1 and ended > first else 0.0
        put(p.Done(request_id, finish, prompt, 0, generated, (first or ended) - started, speed,
                   fitted.dropped_messages))

    async def _read_to_the_end(self, chunks: AsyncIterator[ChatCompletionChunk]) -> None:
        """Read what follows a reply's finish reason (a usage chunk, `[DONE]`), briefly: the SDK's and httpx's
        stream generators then end here, on this loop. Left suspended (11 of them per reply), they were closed
        by the garbage collector from whichever thread ran it, one generator's close racing another's ("async
        generator already executing", once in a CI run)."""
        with contextlib.suppress(Exception):  # StopAsyncIteration at the end; TimeoutError: a server that goes on
            async with asyncio.timeout(END_S):
                async for _ in chunks:
                    pass

    # ---- plumbing ---------------------------------------------------------------------------------

    def _client(self, server: RemoteServer, api_key: str | None = None) -> AsyncOpenAI:
        """A client for one request: a key changed in the keyring is used at once, and nothing lingers."""
        adhoc = self._adhoc.get(server.id)
        key = api_key if api_key is not None else adhoc[1] if adhoc is not None else self.servers.key(server.id)
        # Without a key no Authorization header is sent (not "Bearer none", which a server logs as a bad key):
        # the SDK insists on a key, the guarded client drops the header.
        return AsyncOpenAI(base_url=server.base_url, api_key=key or "none", max_retries=0, timeout=self._timeout,
                           http_client=guarded_client(server.base_url, self._timeout, send_key=bool(key)))

    def _refusal(self, server: RemoteServer | None, host: str) -> str:
        """Why nothing may be sent to this server now ("" when it may)."""
        allowed, why = self._allowed()
        if server is None:
            return f"{host} was removed from Hearth's servers; nothing was sent."
        if not allowed:
            return f"Nothing was sent to {server.host}: {why}."
        if not server.consented:
            return (f"Nothing was sent to {server.host}: you have not agreed yet to send messages there. Choose "
                    "the model again in the model picker to agree.")
        return ""

    def _check_network(self, server: RemoteServer) -> None:
        allowed, why = self._allowed()
        if not allowed:
            raise EngineError(p.Error("load_failed", f"Hearth did not contact {server.host}: {why}."))

    def _wait(self, work: Coroutine[Any, Any, list[RemoteModel]], host: str) -> list[RemoteModel]:
        if self._closed:
            work.close()
            raise EngineError(p.Error("load_failed", "Hearth is closing; nothing was sent."))
        future = asyncio.run_coroutine_threadsafe(work, self._loop)
        try:
            return future.result()
        except concurrent.futures.CancelledError as exc:  # close() while it waited
            raise EngineError(p.Error("load_failed", f"Stopped before {host} answered.")) from exc
        except Exception as exc:
            raise EngineError(p.Error("load_failed", in_words(exc, host, False))) from exc
        except BaseException:  # Ctrl+C while the server is silent: the request ends with the wait
            future.cancel()
            raise


def _with_system(messages: Sequence[ChatMessage], system_prompt: str) -> list[ChatMessage]:
    return ([ChatMessage("system", system_prompt)] if system_prompt else []) + list(messages)


def _drop(messages: list[ChatMessage], dropped: int) -> list[ChatMessage]:
    """The messages left after dropping the `dropped` oldest non-system ones (as `fit_to_context` did)."""
    system = [m for m in messages if m.role == "system"]
    return system + [m for m in messages if m.role != "system"][dropped:]


def _context_of(raw: dict[str, Any]) -> int:
    """The context length a server states for a model (vLLM, LM Studio, llama.cpp, Hearth), or 0."""
    for key in CONTEXT_KEYS:
        value = raw.get(key) if key in raw else (raw.get("meta") or {}).get(key)
        if isinstance(value, int) and value > 0:
            return value
    meta = raw.get("meta")
    if isinstance(meta, dict) and isinstance(meta.get("n_ctx_train"), int):
        return int(meta["n_ctx_train"])
    return 0


def tool_call_text(name: str, arguments: str) -> str:
    """A call the server returned, as the text a local model writes (arguments kept as sent when they
    are not JSON: the tool loop then says the call could not be read)."""
    try:
        parsed: Any = json.loads(arguments or "{}")
    except ValueError:
        return f'<tool_call>{{"name": {json.dumps(name)}, "arguments": {arguments}}}</tool_call>'
    return f"<tool_call>{json.dumps({'name': name, 'arguments': parsed})}</tool_call>"
