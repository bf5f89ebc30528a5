"""Hub search through huggingface_hub's session against the fake hub's `/api/models`: the query it
sends, sorting, cursor paging, offline mode and an unreachable hub; and reading a variant's config
to estimate its memory before downloading."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator

import pytest

from app.accel.hardware import Hardware
from models.errors import ModelError
from models.fit import KvShape
from models.hub.repo import list_variants
from models.hub.search import fetch_variant_config, fit_hub_variant, search_models
from tests.models.fakehub import FakeHub, Listing

LISTINGS = [
    Listing("microsoft/Phi-3-mini-4k-instruct-onnx", downloads=9000, likes=50,
            last_modified="2024-05-01T10:00:00.000Z", tags=("onnx", "ONNXRuntime", "text-generation")),
    Listing("onnx-community/Qwen2.5-0.5B-Instruct", downloads=7000, likes=70,
            last_modified="2025-03-01T10:00:00.000Z", tags=("onnx", "transformers.js", "text-generation")),
    Listing("meta-llama/Llama-3.2-1B-onnx", downloads=5000, likes=5, gated="manual",
            last_modified="2025-06-01T10:00:00.000Z"),
    Listing("someone/phi-lora-gguf", downloads=99999, tags=("gguf", "text-generation")),  # not ONNX
    Listing("someone/onnx-classifier", downloads=88888, pipeline_tag="text-classification"),  # not chat
    *(Listing(f"user/small-{i}", downloads=100 + i, last_modified=f"2023-01-{i + 1:02d}T00:00:00.000Z")
      for i in range(5)),
]


@pytest.fixture
def hub() -> Iterator[FakeHub]:
    with FakeHub() as server:
        for listing in LISTINGS:
            server.add_listing(listing)
        yield server


def test_search_sends_the_onnx_chat_filters_and_parses_results(hub: FakeHub) -> None:
    page = search_models(endpoint=hub.endpoint, limit=50)
    ids = [r.repo_id for r in page.results]
    assert "someone/phi-lora-gguf" not in ids and "someone/onnx-classifier" not in ids
    assert ids[:3] == ["microsoft/Phi-3-mini-4k-instruct-onnx", "onnx-community/Qwen2.5-0.5B-Instruct",
                       "meta-llama/Llama-3.2-1B-onnx"]
    assert len(ids) == 8 and page.next_cursor is None
    query = hub.searches()[0]
    assert query["filter"] == ["onnx"] and query["pipeline_tag"] == ["text-generation"]
    assert query["sort"] == ["downloads"] and query["limit"] == ["50"]
    assert {"downloads", "likes", "lastModified", "gated", "tags"} <= set(query["expand"])
    phi, qwen, llama = page.results[:3]
    assert (phi.downloads, phi.likes, phi.gated, phi.genai_ready) == (9000, 50, False, True)
    assert phi.last_modified is not None and phi.last_modified.year == 2024
    assert qwen.genai_ready is False and "transformers.js" in qwen.tags
    assert llama.gated is True


def test_search_text_and_recent_sort(hub: FakeHub) -> None:
    page = search_models("  phi ", endpoint=hub.endpoint)
    assert [r.repo_id for r in page.results] == ["microsoft/Phi-3-mini-4k-instruct-onnx"]
    assert hub.searches()[-1]["search"] == ["phi"]
    recent = search_models(sort="recent", endpoint=hub.endpoint)
    assert hub.searches()[-1]["sort"] == ["lastModified"]
    dates = [r.last_modified for r in recent.results]
    assert dates == sorted(dates, reverse=True)  # type: ignore[type-var]
    with pytest.raises(ValueError):
        search_models(sort="stars", endpoint=hub.endpoint)  # type: ignore[arg-type]


def test_paging_with_the_hub_cursor(hub: FakeHub) -> None:
    seen: list[str] = []
    page = search_models(limit=3, endpoint=hub.endpoint)
    pages = 1
    seen += [r.repo_id for r in page.results]
    while page.next_cursor is not None:
        page = search_models(cursor=page.next_cursor, endpoint=hub.endpoint)
        seen += [r.repo_id for r in page.results]
        pages += 1
    assert pages == 3 and len(seen) == len(set(seen)) == 8
    assert [q.get("cursor") for q in hub.searches()] == [None, ["3"], ["6"]]


def test_a_cursor_for_another_host_is_refused(hub: FakeHub) -> None:
    with pytest.raises(ModelError) as info:
        search_models(cursor="https://evil.example/api/models?cursor=3", endpoint=hub.endpoint)
    assert info.value.code == "bad_cursor"
    assert hub.searches() == []


def test_offline_mode_makes_no_request(hub: FakeHub, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(ModelError) as info:
        search_models("phi", endpoint=hub.endpoint)
    assert info.value.code == "offline"
    assert "offline mode" in str(info.value) and "HF_HUB_OFFLINE" in str(info.value)
    monkeypatch.setenv("HEARTH_OFFLINE", "1")  # set by Hearth's own switch: point to the setting
    with pytest.raises(ModelError, match="Preferences → Privacy & network"):
        search_models("phi", endpoint=hub.endpoint)
    assert hub.searches() == []


def test_unreachable_hub_fails_fast_with_advice() -> None:
    with socket.socket() as sock:  # a port with nothing listening
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    started = time.monotonic()
    with pytest.raises(ModelError) as info:
        search_models("phi", endpoint=f"http://127.0.0.1:{port}")
    assert info.value.code == "network" and "internet connection" in str(info.value)
    assert time.monotonic() - started < 5  # no 23-second back-off


def test_variant_config_gives_the_memory_estimate(hub: FakeHub) -> None:
    config = {"model": {"type": "llama", "context_length": 2048, "decoder": {
        "filename": "model.onnx", "num_hidden_layers": 16, "num_attention_heads": 32,
        "num_key_value_heads": 8, "head_size": 64, "hidden_size": 2048}}}
    hub.add_repo("org/tiny", {
        "cpu_and_mobile/cpu-int4/genai_config.json": json.dumps(config).encode(),
        "cpu_and_mobile/cpu-int4/model.onnx": b"g" * 20_000,
        "cpu_and_mobile/cpu-int4/model.onnx.data": b"w" * 300_000,
        "cpu_and_mobile/cpu-int4/tokenizer.json": b"{}",
        "onnx/model_q4.onnx": b"q" * 30_000,  # a transformers.js export without config.json
    })
    variants = {v.path: v for v in list_variants("org/tiny", endpoint=hub.endpoint)}
    genai = variants["cpu_and_mobile/cpu-int4"]
    fetched = fetch_variant_config(genai, endpoint=hub.endpoint)
    assert fetched == config
    assert fetch_variant_config(variants["onnx/model_q4.onnx"], endpoint=hub.endpoint) is None
    hardware = Hardware("Linux", "x86_64", "test", 4, 8192, 4096, ("cpu",))
    report = fit_hub_variant(genai, hardware, config=fetched, context=1024)
    assert report.estimate.weights == 320_000
    assert report.estimate.kv_cache == KvShape(16, 8, 64).bytes_per_token(4) * 1024
    assert report.verdict == "fits"
    assert fit_hub_variant(genai, hardware).estimate.kv_cache is None
