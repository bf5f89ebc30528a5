"""The shipped catalog is valid and consistent, a broken one is refused clearly, and the pick for a
machine is the best model that fits (the smallest when none does)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from app.accel.hardware import Hardware
from app.accel.probes import Gpu
from models.catalog import (
    best_variant,
    catalog_path,
    find_entry,
    fit_variant,
    load_catalog,
    parse_catalog,
    recommend,
)
from models.errors import ModelError
from models.fit import runnable, variant_traits


def machine(ram_available_gb: float, *, providers: tuple[str, ...] = ("cpu",), gpus: tuple[Gpu, ...] = ()) -> Hardware:
    return Hardware(os="Linux", arch="x86_64", cpu="test", logical_cores=8, ram_total_mb=int(ram_available_gb * 2048),
                    ram_available_mb=int(ram_available_gb * 1024), providers=providers, gpus=gpus)


def raw_catalog() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(catalog_path().read_text(encoding="utf-8"))
    return data


def test_shipped_catalog_is_valid_and_curated() -> None:
    entries = load_catalog()
    assert 8 <= len(entries) <= 16  # curated: the best of each kind (chat, thinks, sees), not a dump
    repos = {e.repo_id for e in entries}
    assert {"microsoft/Phi-3-mini-4k-instruct-onnx", "microsoft/Phi-3.5-mini-instruct-onnx",
            "microsoft/Phi-4-mini-instruct-onnx", "onnx-community/Llama-3.2-1B-Instruct-ONNX",
            "onnx-community/Llama-3.2-3B-Instruct-ONNX", "onnxruntime/DeepSeek-R1-Distill-ONNX"} <= repos
    for entry in entries:
        assert entry.parameters > 0 and entry.context_length >= 4096 and entry.license
        # every model runs on the CPU, but an experimental export made only for WebGPU (qwen3-4b-webgpu)
        assert any("cpu" in v.devices for v in entry.variants) or (
            entry.experimental and {d for v in entry.variants for d in v.devices} == {"webgpu"}), entry.id
        for variant in entry.variants:
            assert variant.size > 50_000_000
            if variant.path.endswith(".onnx"):
                assert entry.experimental, f"{entry.id}: transformers.js exports need a synthesized config"
            # the declared devices agree with what the hub variant's name says (the UI reads both)
            kind = "onnx" if variant.path.endswith(".onnx") else "genai"
            if variant.path:
                assert variant_traits(variant.path, kind).devices == variant.devices, variant.path
    assert sum(not e.experimental for e in entries) >= 8
    assert load_catalog() is load_catalog()  # read once


def test_find_entry_ignores_case() -> None:
    entry = find_entry("MICROSOFT/phi-3-mini-4k-instruct-onnx")
    assert entry is not None and entry.id == "phi-3-mini-4k"
    assert find_entry("nobody/nothing") is None


@pytest.mark.parametrize(("damage", "words"), [
    (lambda c: c.update(version=2), "version-1"),
    (lambda c: c["models"][0]["variants"][0].update(path="../../etc"), "unsafe variant path"),
    (lambda c: c["models"][0]["variants"][0].update(devices=["tpu"]), "unknown devices"),
    (lambda c: c["models"][1].update(id=c["models"][0]["id"]), "share an id"),
    (lambda c: c["models"][0].pop("license"), "'license'"),
    (lambda c: c["models"][0].update(parameters=True), "'parameters'"),
    (lambda c: c["models"][0].update(context_length=0), "positive"),
    (lambda c: c["models"][0].update(repo_id="no-slash"), "owner/name"),
    (lambda c: c["models"][0].update(variants=[]), "no variants"),
    (lambda c: c["models"][0].update(approximate=["colour"]), "approximate"),
    (lambda c: c["models"][0]["architecture"].pop("kv_heads"), "'kv_heads'"),
])
def test_damaged_catalog_is_refused_with_the_entry_named(damage: Any, words: str) -> None:
    raw = copy.deepcopy(raw_catalog())
    damage(raw)
    with pytest.raises(ModelError) as info:
        parse_catalog(raw)
    assert info.value.code == "catalog_invalid"
    assert words in str(info.value) and "Reinstall Hearth" in str(info.value)


def test_unreadable_catalog_file(tmp_path: Path) -> None:
    bad = tmp_path / "catalog.json"
    bad.write_text("{not json")
    with pytest.raises(ModelError, match="cannot be read"):
        load_catalog(bad)


def test_recommend_the_smallest_when_nothing_fits() -> None:
    pick = recommend(machine(0.5))
    assert not pick.fits and pick.report.verdict != "fits"
    assert pick.entry.id == "qwen2.5-0.5b"
    assert "smallest" in pick.reason and pick.entry.name in pick.reason


def test_recommend_grows_with_memory_and_never_experimental() -> None:
    picks = {gb: recommend(machine(gb)) for gb in (2, 4, 8, 16)}
    assert all(p.fits and p.report.verdict == "fits" and not p.entry.experimental for p in picks.values())
    qualities = [picks[gb].entry.quality for gb in (2, 4, 8, 16)]
    assert qualities == sorted(qualities) and qualities[0] < qualities[-1]
    assert picks[16].entry.id == "qwen3-8b"
    for gb, pick in picks.items():
        # nothing of higher quality would have fit with headroom
        for entry in load_catalog():
            if entry.quality > pick.entry.quality and not entry.experimental:
                assert all(fit_variant(entry, v, machine(gb)).verdict != "fits" for v in entry.variants
                           if runnable(v, ["cpu"])), (gb, entry.id)
    assert "fits this machine" in picks[8].reason


def test_recommend_uses_the_gpu_when_it_fits() -> None:
    gpu = machine(4, providers=("cuda", "cpu"), gpus=(Gpu("RTX 4070", 12288),))
    pick = recommend(gpu)
    assert pick.device == "cuda" and "cuda" in pick.variant.devices
    assert pick.report.memory == "GPU memory" and pick.fits
    # the same machine without the CUDA provider gets a CPU build that fits its 4 GB of free RAM
    cpu_pick = recommend(machine(4))
    assert cpu_pick.device == "cpu" and cpu_pick.entry.quality < pick.entry.quality


def test_recommend_prefers_quality_then_size_on_a_custom_catalog() -> None:
    raw = raw_catalog()
    small = next(m for m in raw["models"] if m["id"] == "llama-3.2-1b")
    big = next(m for m in raw["models"] if m["id"] == "phi-4-mini")
    entries = parse_catalog({"version": 1, "models": [small, big]})
    assert recommend(machine(3), entries).entry.id == "llama-3.2-1b"  # Phi-4 needs ~6.8 GB
    assert recommend(machine(12), entries).entry.id == "phi-4-mini"
    with_context = recommend(machine(12), entries, context=65536)  # a long context costs cache memory
    assert with_context.report.estimate.context == 65536 and with_context.entry.id == "llama-3.2-1b"


def test_a_gpu_with_a_build_of_its_own_gets_it() -> None:
    """Qwen3 8B publishes CUDA and WebGPU builds next to the CPU one: a machine offering either gets that."""
    metal = machine(20, providers=("webgpu", "cpu"))  # Apple silicon with the WebGPU plugin: shared memory
    pick = recommend(metal)
    assert (pick.entry.id, pick.device, pick.variant.path) == ("qwen3-8b", "webgpu", "onnxruntime/webgpu")
    qwen = load_catalog()[0]
    rtx = best_variant(qwen, machine(8, providers=("cuda", "cpu"), gpus=(Gpu("RTX 4080", 16376),)))
    assert rtx is not None and (rtx[0].path, rtx[1]) == ("onnxruntime/cuda", "cuda")
    assert rtx[2].memory == "GPU memory" and rtx[2].verdict == "fits"  # the CPU build is tight in 8 GB of RAM
    cpu = best_variant(qwen, machine(20))
    assert cpu is not None and cpu[0].path.startswith("onnxruntime/cpu_and_mobile/")  # no GPU: the CPU build


# What shows webgpu/Qwen3-4B-ONNX's layout (the hub cannot be reached from here; sizes stay approximate until
# checked there): its hub page tags it Transformers.js and has tokenizer.json at the root
# (huggingface.co/webgpu/Qwen3-4B-ONNX/blob/main/tokenizer.json); transformers.js reads a repo's graphs from
# `onnx/` (`subfolder = 'onnx'` in `from_pretrained`, src/models/modeling_utils.js); a public web app that loads
# it with transformers.js at dtype q4f16 lists, from the hub's API on 2026-09-10, `model_q4f16.onnx` 1,119.0 MB
# and `model_q4f16.onnx_data` 1,932.7 MB plus the tokenizer (3.05 GB), notes that the `webgpu/` org holds a
# q4f16-only export and that its weights are one data file. Qwen3 4B's shape (36 layers, 8 KV heads of 128,
# 40,960 positions) is Qwen/Qwen3-4B's config.json. No WebGPU build of Phi-4 mini is listed: nothing found
# says which files webgpu/Phi-4-mini-instruct-ONNX holds.
WEBGPU_QWEN3_4B = "webgpu/Qwen3-4B-ONNX"


def test_qwen3_4b_for_webgpu_is_offered_only_where_webgpu_has_a_device() -> None:
    entry = find_entry(WEBGPU_QWEN3_4B)
    assert entry is not None and entry.experimental and entry.kv.layers == 36
    assert [(v.path, v.devices, v.precision) for v in entry.variants] == [
        ("onnx/model_q4f16.onnx", ("webgpu",), "int4-fp16")]
    assert best_variant(entry, machine(16)) is None  # no CPU build: "Not for this computer"
    radeon = machine(16, providers=("webgpu", "cpu"))  # an AMD laptop with the WebGPU accelerator
    best = best_variant(entry, radeon)
    assert best is not None and best[1] == "webgpu" and best[2].verdict == "fits"
    assert recommend(radeon).entry.id != entry.id  # experimental builds are never recommended
