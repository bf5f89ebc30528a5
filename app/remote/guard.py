"""What a remote server may do to Hearth: bounded replies, and no redirect to another host.

The server is the person's choice but not under their control, and in the window its replies are
read by the GUI process: an SSE line that never ends grew it by 6.2 GB in 36 s, and a 307 made the
OpenAI client re-send the whole conversation to a host the person never added. So every request to
a remote server goes through an HTTP client that
- refuses a redirect to another origin (scheme, host, port) before anything is sent there, and says
  where it pointed, so the person can add that address instead;
- ends a reply at `MAX_LINE_BYTES` without a line break (one SSE event) or `MAX_REPLY_BYTES` in all.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx2

MAX_LINE_BYTES = 1 << 20  # one SSE line: a token, or a model list entry; 1 MB is thousands of times more
MAX_REPLY_BYTES = 32 << 20  # one reply or model list


class RemoteRefused(Exception):
    """The server did something Hearth does not go along with; the message says what, in words."""


class Redirected(RemoteRefused):
    def __init__(self, target: str) -> None:
        super().__init__(target)
        self.target = target


def _origin(url: httpx2.URL) -> tuple[str, str, int | None]:
    return url.scheme, url.host, url.port


class _Bounded(httpx2.AsyncByteStream):
    """A response body cut at `MAX_REPLY_BYTES`; an event stream's lines also at `MAX_LINE_BYTES`
    (a JSON answer, such as a model list, is one line)."""

    def __init__(self, inner: httpx2.AsyncByteStream, events: bool) -> None:
        self._inner = inner
        self._events = events

    async def __aiter__(self) -> AsyncIterator[bytes]:
        total = line = 0
        async for chunk in self._inner:
            total += len(chunk)
            if total > MAX_REPLY_BYTES:
                raise RemoteRefused(f"sent more than {MAX_REPLY_BYTES >> 20} MB in one reply; Hearth stopped reading")
            cut = max(chunk.rfind(b"\n"), chunk.rfind(b"\r"))
            line = len(chunk) - cut - 1 if cut >= 0 else line + len(chunk)
            if self._events and line > MAX_LINE_BYTES:
                raise RemoteRefused(f"sent a line of more than {MAX_LINE_BYTES >> 20} MB without an end; "
                                    "Hearth stopped reading")
            yield chunk

    async def aclose(self) -> None:
        await self._inner.aclose()


class _BoundedTransport(httpx2.AsyncBaseTransport):
    def __init__(self) -> None:
        self._inner = httpx2.AsyncHTTPTransport()

    async def handle_async_request(self, request: httpx2.Request) -> httpx2.Response:
        response = await self._inner.handle_async_request(request)
        assert isinstance(response.stream, httpx2.AsyncByteStream)
        events = response.headers.get("content-type", "").startswith("text/event-stream")
        response.stream = _Bounded(response.stream, events)
        return response

    async def aclose(self) -> None:
        await self._inner.aclose()


def guarded_client(base_url: str, timeout: httpx2.Timeout, send_key: bool = True) -> httpx2.AsyncClient:
    """An HTTP client for one server: redirects within its origin only, replies bounded; with
    `send_key` False, no Authorization header leaves (the server has no key)."""
    home = _origin(httpx2.URL(base_url))

    async def same_origin(request: httpx2.Request) -> None:
        if not send_key:
            request.headers.pop("Authorization", None)
        if _origin(request.url) != home:
            raise Redirected(f"{request.url.scheme}://{request.url.netloc.decode('ascii', 'replace')}")

    return httpx2.AsyncClient(transport=_BoundedTransport(), timeout=timeout, follow_redirects=True,
                              event_hooks={"request": [same_origin]})
