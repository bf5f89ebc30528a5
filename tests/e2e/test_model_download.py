"""Real models through the whole path: fake hub → huggingface_hub client → Downloader → verify →
installed folder → engine host. One GenAI-ready repo made of the demo model's files, one
transformers.js-style repo (an ONNX export of the same checkpoint) whose genai_config.json Hearth
has to synthesize."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import onnx
import pytest

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage
from app.engine import protocol as p
from app.engine.client import EngineClient
from app.engine.verify import verify_model
from models.errors import ModelError
from models.hub.download import Downloader, DownloadRequest
from models.hub.repo import list_variants
from models.installed import list_installed
from tests.models.fakehub import FakeHub
from tests.models.make_tjs_model import ensure_tjs_model

pytestmark = pytest.mark.slow


@pytest.fixture()
def hub() -> Iterator[FakeHub]:
    with FakeHub() as server:
        yield server


def files_of(folder: Path, prefix: str = "") -> dict[str, bytes | Path]:
    return {prefix + str(f.relative_to(folder)): f for f in sorted(folder.rglob("*")) if f.is_file()}


def greedy_reply(folder: Path) -> tuple[str, p.Done]:
    client = EngineClient()
    try:
        client.load(str(folder), ("cpu",))
        pieces: list[str] = []
        done = None
        question = [ChatMessage("user", "What is the sea?")]
        for event in client.turn(question, Sampling(temperature=0, max_new_tokens=12)):
            if isinstance(event, p.Token):
                pieces.append(event.text)
            elif isinstance(event, p.Done):
                done = event
        assert done is not None
        return "".join(pieces), done
    finally:
        client.close()


def test_genai_ready_repo_downloads_verifies_and_chats(hub: FakeHub, demo_model: Path, tmp_path: Path) -> None:
    variant = "cpu_and_mobile/cpu-int4-block-128"
    files = files_of(demo_model, variant + "/")
    files.pop(f"{variant}/hearth-demo.json")
    hub.add_repo("hearth-test/SmolLM2-135M-Instruct-onnx", {**files, "README.md": b"# test"})
    found = list_variants("hearth-test/SmolLM2-135M-Instruct-onnx", endpoint=hub.endpoint)
    assert [(v.kind, v.path) for v in found] == [("genai", variant)]

    downloader = Downloader(tmp_path / "models", endpoint=hub.endpoint, verify=verify_model)
    result = downloader.download(DownloadRequest("hearth-test/SmolLM2-135M-Instruct-onnx", variant))
    assert result.outcome == "installed" and result.model is not None
    installed = list_installed(tmp_path / "models")
    assert [m.manifest.variant for m in installed] == [variant]
    text, done = greedy_reply(result.model.path)
    expected, _ = greedy_reply(demo_model)
    assert text and text == expected
    assert done.generated_tokens > 0


def test_transformers_js_repo_gets_a_synthesized_config_and_chats(hub: FakeHub, tmp_path: Path) -> None:
    repo = ensure_tjs_model() / "repo"
    hub.add_repo("hearth-test/SmolLM2-tjs", files_of(repo))
    found = list_variants("hearth-test/SmolLM2-tjs", endpoint=hub.endpoint)
    assert [(v.kind, v.path) for v in found] == [("onnx", "onnx/model.onnx")]

    downloader = Downloader(tmp_path / "models", endpoint=hub.endpoint, verify=verify_model)
    result = downloader.download(DownloadRequest("hearth-test/SmolLM2-tjs", "onnx/model.onnx"))
    assert result.outcome == "installed" and result.model is not None
    folder = result.model.path
    assert (folder / "genai_config.json").is_file() and (folder / "chat_template.jinja").is_file()
    text, done = greedy_reply(folder)
    assert text.strip() and done.finish_reason in ("stop", "length")


def test_a_synthesized_model_that_does_not_run_is_not_installed(hub: FakeHub, tmp_path: Path) -> None:
    repo = ensure_tjs_model() / "repo"
    graph = onnx.load(str(repo / "onnx" / "model.onnx"))
    graph.opset_import[0].version = 99  # an opset no ONNX Runtime knows: synthesis passes, loading fails
    broken = tmp_path / "model.onnx"
    onnx.save(graph, str(broken))
    hub.add_repo("hearth-test/broken", {**files_of(repo), "onnx/model.onnx": broken})
    downloader = Downloader(tmp_path / "models", endpoint=hub.endpoint, verify=verify_model)
    with pytest.raises(ModelError) as info:
        downloader.download(DownloadRequest("hearth-test/broken", "onnx/model.onnx"))
    assert info.value.code == "model_unrunnable"
    assert "cannot run it" in str(info.value)
    assert list_installed(tmp_path / "models") == []
