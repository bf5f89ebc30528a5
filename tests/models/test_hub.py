"""Repo listing and variants through the real huggingface_hub client against the fake hub."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from models.errors import ModelError
from models.hub.repo import check_repo_path, fetch_snapshot, find_variant, list_variants, resolve_endpoint
from tests.models.fakehub import FakeHub

CONFIG = json.dumps({"model": {"type": "llama", "context_length": 64, "decoder": {"filename": "model.onnx"}}})


@pytest.fixture
def hub() -> Iterator[FakeHub]:
    with FakeHub() as server:
        yield server


def genai_repo() -> dict[str, bytes]:
    files: dict[str, bytes] = {"README.md": b"# repo", ".gitattributes": b"*.onnx filter=lfs"}
    for variant, size in (("cpu_and_mobile/cpu-int4-rtn-block-32", 30_000), ("cuda/cuda-fp16", 50_000)):
        files[f"{variant}/genai_config.json"] = CONFIG.encode()
        files[f"{variant}/model.onnx"] = b"g" * 1000
        files[f"{variant}/model.onnx.data"] = b"w" * size
        files[f"{variant}/tokenizer.json"] = b"{}"
    return files


def onnx_community_repo() -> dict[str, bytes]:
    return {
        "config.json": b"{}", "generation_config.json": b"{}", "tokenizer.json": b"{}",
        "tokenizer_config.json": b"{}", "special_tokens_map.json": b"{}", "README.md": b"card",
        "onnx/model.onnx": b"m" * 2000, "onnx/model.onnx_data": b"d" * 40_000,
        "onnx/model_q4.onnx": b"q" * 20_000, "onnx/model_fp16.onnx": b"f" * 1000,
        "onnx/model_fp16.onnx_data": b"h" * 15_000, "onnx/model_fp16.onnx_data_1": b"i" * 15_000,
    }


def test_genai_layout_variants(hub: FakeHub) -> None:
    repo = hub.add_repo("org/genai", genai_repo())
    variants = list_variants("org/genai", endpoint=hub.endpoint)
    assert [(v.kind, v.path) for v in variants] == [
        ("genai", "cpu_and_mobile/cpu-int4-rtn-block-32"), ("genai", "cuda/cuda-fp16")]
    cpu = variants[0]
    assert cpu.revision == repo.sha
    assert [f.path.rsplit("/", 1)[1] for f in cpu.files] == [
        "genai_config.json", "model.onnx", "model.onnx.data", "tokenizer.json"]
    assert cpu.size == len(CONFIG) + 1000 + 30_000 + 2
    data = next(f for f in cpu.files if f.path.endswith(".data"))
    assert data.is_lfs and data.sha256 == repo.files[data.path].sha256
    small = next(f for f in cpu.files if f.path.endswith("tokenizer.json"))
    assert not small.is_lfs and small.git_oid == repo.files[small.path].oid
    assert cpu.local_path(data) == "model.onnx.data"


def test_onnx_community_layout_variants(hub: FakeHub) -> None:
    hub.add_repo("onnx-community/tiny", onnx_community_repo())
    variants = {v.path: v for v in list_variants("onnx-community/tiny", endpoint=hub.endpoint)}
    assert set(variants) == {"onnx/model.onnx", "onnx/model_q4.onnx", "onnx/model_fp16.onnx"}
    companions = ["config.json", "generation_config.json", "special_tokens_map.json", "tokenizer.json",
                  "tokenizer_config.json"]
    full = variants["onnx/model.onnx"]
    assert full.kind == "onnx"
    assert sorted(f.path for f in full.files) == sorted(["onnx/model.onnx", "onnx/model.onnx_data", *companions])
    assert full.size == 2000 + 40_000 + 5 * 2
    assert variants["onnx/model_q4.onnx"].size == 20_000 + 10
    fp16 = {f.path for f in variants["onnx/model_fp16.onnx"].files}
    assert {"onnx/model_fp16.onnx_data", "onnx/model_fp16.onnx_data_1"} <= fp16
    assert "README.md" not in fp16 and "onnx/model.onnx_data" not in fp16


def test_the_catalogs_webgpu_export_resolves_in_a_q4f16_only_repo(hub: FakeHub) -> None:
    """webgpu/Qwen3-4B-ONNX's layout as tests/models/test_catalog.py cites it: one q4f16 graph and one data file
    under onnx/, the tokenizer and configs at the root."""
    from models.catalog import find_entry

    entry = find_entry("webgpu/Qwen3-4B-ONNX")
    assert entry is not None
    files = {k: v for k, v in onnx_community_repo().items() if not k.startswith("onnx/")}
    hub.add_repo("webgpu/Qwen3-4B-ONNX", {**files, "onnx/model_q4f16.onnx": b"g" * 3000,
                                          "onnx/model_q4f16.onnx_data": b"w" * 50_000})
    variant = find_variant(fetch_snapshot(entry.repo_id, endpoint=hub.endpoint), entry.variants[0].path)
    assert variant.kind == "onnx"
    assert {"onnx/model_q4f16.onnx_data", "tokenizer.json"} <= {f.path for f in variant.files}


def test_find_variant_needs_a_choice_and_knows_names(hub: FakeHub) -> None:
    hub.add_repo("org/genai", genai_repo())
    snapshot = fetch_snapshot("org/genai", endpoint=hub.endpoint)
    with pytest.raises(ModelError) as err:
        find_variant(snapshot, None)
    assert err.value.code == "variant_required" and "cuda/cuda-fp16" in str(err.value)
    assert find_variant(snapshot, "cuda/cuda-fp16/").path == "cuda/cuda-fp16"
    with pytest.raises(ModelError, match="no variant"):
        find_variant(snapshot, "cpu/nope")
    # a device's folder names the one build inside it (the catalog's "onnxruntime/webgpu"), never a guess
    assert find_variant(snapshot, "cuda").path == "cuda/cuda-fp16"
    assert find_variant(snapshot, "cpu_and_mobile/").path == "cpu_and_mobile/cpu-int4-rtn-block-32"
    with pytest.raises(ModelError, match="no variant"):
        find_variant(snapshot, "cu")  # a folder, not the start of a name
    hub.add_repo("org/two", {**genai_repo(), **{f"cuda/cuda-int4/{k.rsplit('/', 1)[1]}": v
                                               for k, v in genai_repo().items() if k.startswith("cuda/")}})
    with pytest.raises(ModelError, match="no variant"):
        find_variant(fetch_snapshot("org/two", endpoint=hub.endpoint), "cuda")  # two builds: which is unclear


def test_repo_without_runnable_model(hub: FakeHub) -> None:
    hub.add_repo("org/plain", {"README.md": b"x", "pytorch_model.safetensors": b"s" * 100})
    with pytest.raises(ModelError) as err:
        find_variant(fetch_snapshot("org/plain", endpoint=hub.endpoint), None)
    assert err.value.code == "no_variant"


@pytest.mark.parametrize("name", ["../evil.txt", "a/../../evil.json", "C:\\evil.json", "a\\b.json",
                                  "/etc/passwd", "cpu/CON", "cpu/./x.json", "cpu//x.json"])
def test_malicious_names_reject_the_repo(hub: FakeHub, name: str) -> None:
    files = genai_repo()
    files[name] = b"pwned"
    hub.add_repo("evil/repo", files)
    with pytest.raises(ModelError) as err:
        list_variants("evil/repo", endpoint=hub.endpoint)
    assert err.value.code == "model_unsafe"
    assert "outside the model folder" in str(err.value)


@pytest.mark.parametrize("name", ["cpu/libcustom_ops.so", "x.dll", "lib/a.dylib", "libz.so.1", "run.exe"])
def test_native_library_rejects_the_repo(hub: FakeHub, name: str) -> None:
    files = genai_repo()
    files[name] = b"\x7fELF"
    hub.add_repo("evil/native", files)
    with pytest.raises(ModelError, match="native library") as err:
        list_variants("evil/native", endpoint=hub.endpoint)
    assert err.value.code == "model_unsafe"


@pytest.mark.parametrize("name", ["genai_config.json", "cpu/model.onnx.data", "onnx/model_q4.onnx_data_1"])
def test_ordinary_names_pass(name: str) -> None:
    check_repo_path(name)


def test_missing_repo_and_revision_have_clear_messages(hub: FakeHub) -> None:
    hub.add_repo("org/genai", genai_repo())
    with pytest.raises(ModelError) as err:
        list_variants("org/missing", endpoint=hub.endpoint)
    assert err.value.code == "hub_not_found" and "org/missing" in str(err.value)
    with pytest.raises(ModelError, match="no such revision"):
        list_variants("org/genai", revision="deadbeef", endpoint=hub.endpoint)


def test_unreachable_hub_is_a_network_error() -> None:
    with pytest.raises(ModelError) as err:
        list_variants("org/genai", endpoint="http://127.0.0.1:9")
    assert err.value.code == "network" and "internet connection" in str(err.value)


def test_endpoint_follows_setting_then_env(monkeypatch: pytest.MonkeyPatch, hub: FakeHub) -> None:
    monkeypatch.setenv("HF_ENDPOINT", hub.endpoint + "/")
    assert resolve_endpoint() == hub.endpoint
    assert resolve_endpoint("http://mirror.local") == "http://mirror.local"
    hub.add_repo("org/genai", genai_repo())
    assert len(list_variants("org/genai")) == 2  # HF_ENDPOINT read at call time, not at import
    monkeypatch.delenv("HF_ENDPOINT")
    assert resolve_endpoint() == "https://huggingface.co"
