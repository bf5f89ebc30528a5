"""Remote engines and the new content: a message's images go out as OpenAI `image_url` parts, and a
server's separate thinking (`delta.reasoning_content`, here Hearth's own `serve` with a reasoning
template) comes back in Hearth's one form, so the window folds it like a local model's."""

from __future__ import annotations

import base64
from pathlib import Path

import pytest

from app.chat.reasoning import split
from app.chat.values import ChatMessage, RemoteRef
from app.engine import protocol as p
from tests.app import reasoning_formats as f
from tests.app.api.conftest import start_server
from tests.app.api.remote_stub import Stub
from tests.app.api.test_remote import connect, keyring, run, stub  # noqa: F401 (fixtures)
from tests.app.images import encoded
from tests.app.system.test_secrets import MemoryKeyring

pytestmark = pytest.mark.slow


def test_images_go_to_a_remote_server_as_image_url_parts(tmp_path: Path, stub: Stub,  # noqa: F811
                                                         keyring: MemoryKeyring) -> None:  # noqa: F811
    engine, servers = connect(tmp_path, stub.url, keyring)
    try:
        engine.load(str(RemoteRef(servers.all()[0].id, "stub-model")))
        picture = encoded()
        run(engine, [ChatMessage("user", "What is this?", (base64.b64encode(picture).decode(),))])
        content = stub.bodies[-1]["messages"][0]["content"]  # type: ignore[index]
        assert content[-1] == {"type": "text", "text": "What is this?"}
        url = content[0]["image_url"]["url"]
        assert content[0]["type"] == "image_url" and url.startswith("data:image/png;base64,")
        assert base64.b64decode(url.split(",", 1)[1]) == picture
    finally:
        engine.close()


def test_a_remote_servers_reasoning_comes_back_as_thinking(tmp_path: Path, demo_model: Path,
                                                          keyring: MemoryKeyring) -> None:  # noqa: F811
    served = start_server(tmp_path, demo_model, "--model",
                          str(f.variant(demo_model, tmp_path / "r1-demo", f.DEEPSEEK_R1_DISTILL)))
    try:
        engine, servers = connect(tmp_path, f"{served.url}/v1", keyring)
        try:
            model = served.client().models.list().data[0].id
            engine.load(str(RemoteRef(servers.all()[0].id, model)))
            text, end, _ = run(engine, [ChatMessage("user", "What is 2+2?")])
            parts = split(text)
            assert isinstance(end, p.Done) and parts.has_thinking and parts.thinking and parts.answer == ""
        finally:
            engine.close()
    finally:
        served.stop()
