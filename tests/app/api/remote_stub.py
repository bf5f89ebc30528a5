"""A misbehaving OpenAI-compatible server on 127.0.0.1 for the remote-engine tests: it answers
`GET /v1/models` and streams `POST /v1/chat/completions`, or fails the way real servers do (a slow
first byte, a connection dropped mid-stream, 401, 500, a stream that is not JSON). Every request is
counted, so a test can prove that nothing was sent."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Literal

Mode = Literal["ok", "slow", "disconnect", "401", "500", "garbage", "tools"]
WORDS = ["Hello", " from", " the", " stub", " server", "."]


class Stub(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.mode: Mode = "ok"
        self.delay_s = 5.0
        self.context_length = 64
        self.requests: list[tuple[str, str]] = []  # (method, path)
        self.bodies: list[dict[str, object]] = []
        self.auth: list[str] = []

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/v1"

    def chats(self) -> int:
        return sum(1 for method, path in self.requests if method == "POST")


class _Handler(BaseHTTPRequestHandler):
    server: Stub

    def log_message(self, format: str, *args: object) -> None:  # quiet
        pass

    def _json(self, status: int, body: object) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _refused(self) -> bool:
        stub = self.server
        stub.auth.append(self.headers.get("Authorization", ""))
        if stub.mode == "401":
            self._json(401, {"error": {"message": "Invalid API key", "type": "invalid_request_error"}})
            return True
        if stub.mode == "500":
            self._json(500, {"error": {"message": "CUDA out of memory", "type": "server_error"}})
            return True
        return False

    def do_GET(self) -> None:
        self.server.requests.append(("GET", self.path))
        if self._refused():
            return
        self._json(200, {"object": "list", "data": [
            {"id": "stub-model", "object": "model", "owned_by": "stub", "max_model_len": self.server.context_length}]})

    def do_POST(self) -> None:
        stub = self.server
        stub.requests.append(("POST", self.path))
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", "0"))))
        stub.bodies.append(body)
        if self._refused():
            return
        if stub.mode == "slow":
            time.sleep(stub.delay_s)
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()
        if stub.mode == "garbage":
            self.wfile.write(b"data: {this is not json\n\n")
            self.wfile.flush()
            return
        messages = body.get("messages")
        answered = any(str(m.get("content")).startswith("<tool_response>") for m in messages
                       if isinstance(m, dict) and m.get("role") == "user") if isinstance(messages, list) else False
        if stub.mode == "tools" and body.get("tools") and not answered:  # a call, in two pieces, as servers send
            for n, piece in enumerate(['{"expression": ', '"6*7"}']):
                call = {"index": 0, "function": {"arguments": piece}}
                if n == 0:
                    call.update(id="call_1", type="function", function={"name": "calculator", "arguments": piece})
                chunk = {"id": "c1", "object": "chat.completion.chunk", "created": 0, "model": "stub-model",
                         "choices": [{"index": 0, "delta": {"tool_calls": [call]},
                                      "finish_reason": "tool_calls" if n == 1 else None}]}
                self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
            self.wfile.write(b"data: [DONE]\n\n")
            self.wfile.flush()
            return
        for n, word in enumerate(WORDS):
            chunk = {"id": "c1", "object": "chat.completion.chunk", "created": 0, "model": "stub-model",
                     "choices": [{"index": 0, "delta": {"content": word},
                                  "finish_reason": "stop" if n == len(WORDS) - 1 else None}]}
            self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
            self.wfile.flush()
            if stub.mode == "disconnect" and n == 2:
                self.connection.shutdown(2)  # the connection drops mid-reply, no [DONE]
                return
        self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()


@contextmanager
def stub_server() -> Iterator[Stub]:
    server = Stub()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)
