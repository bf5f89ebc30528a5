"""Memory estimates, fit badges and which variants this machine can run."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.accel.hardware import Hardware
from app.accel.probes import Gpu
from models.fit import (
    DEFAULT_CONTEXT,
    GiB,
    KvShape,
    MiB,
    assess,
    best_device,
    estimate_memory,
    fit_files,
    kv_shape_from_config,
    runnable,
    variant_traits,
    weights_bytes,
)
from models.hub.repo import RemoteFile, Variant

PHI3 = KvShape(layers=32, kv_heads=32, head_size=96)


def machine(ram_available_gb: float | None = 8, *, providers: tuple[str, ...] = ("cpu",),
            gpus: tuple[Gpu, ...] = (), ram_total_gb: float | None = 16) -> Hardware:
    def mb(gb: float | None) -> int | None:
        return None if gb is None else int(gb * 1024)

    return Hardware(os="Linux", arch="x86_64", cpu="test", logical_cores=8, ram_total_mb=mb(ram_total_gb),
                    ram_available_mb=mb(ram_available_gb), providers=providers, gpus=gpus)


def hub_variant(path: str, kind: str = "genai", files: tuple[tuple[str, int], ...] = ()) -> Variant:
    remote = tuple(RemoteFile(p, s, "0" * 40, None) for p, s in files)
    return Variant("org/m", "a" * 40, kind, path, remote, sum(s for _, s in files))  # type: ignore[arg-type]


def test_kv_shape_from_genai_config() -> None:
    config = {"model": {"type": "phi3", "decoder": {"num_hidden_layers": 32, "num_attention_heads": 32,
                                                      "num_key_value_heads": 32, "head_size": 96,
                                                      "hidden_size": 3072}}}
    assert kv_shape_from_config(config) == PHI3


def test_kv_shape_from_hf_config_derives_head_size_and_reads_text_config() -> None:
    qwen = {"num_hidden_layers": 24, "num_attention_heads": 14, "num_key_value_heads": 2, "hidden_size": 896}
    assert kv_shape_from_config(qwen) == KvShape(24, 2, 64)
    nested = {"text_config": {"num_hidden_layers": 28, "num_attention_heads": 16, "num_key_value_heads": 8,
                              "head_dim": 128, "hidden_size": 1024}}
    assert kv_shape_from_config(nested) == KvShape(28, 8, 128)  # head_dim wins over hidden/heads
    no_kv = {"num_hidden_layers": 2, "num_attention_heads": 4, "hidden_size": 64}
    assert kv_shape_from_config(no_kv) == KvShape(2, 4, 16)  # MHA: as many KV heads as heads


@pytest.mark.parametrize("config", [{}, {"model": {"decoder": {"num_hidden_layers": 0}}},
                                    {"num_hidden_layers": "32", "num_attention_heads": 32, "hidden_size": 3072},
                                    {"num_hidden_layers": True, "num_attention_heads": 1, "hidden_size": 8}])
def test_kv_shape_unknown_is_none(config: dict[str, object]) -> None:
    assert kv_shape_from_config(config) is None


def test_kv_cache_is_fp32_on_cpu_and_fp16_on_gpu() -> None:
    cpu = estimate_memory(2 * GiB, PHI3, 4096, "cpu")
    assert cpu.kv_cache == 32 * 32 * 96 * 2 * 4 * 4096 == 3 * GiB
    gpu = estimate_memory(2 * GiB, PHI3, 4096, "cuda")
    assert gpu.kv_cache == cpu.kv_cache // 2
    assert cpu.overhead == 300 * MiB + int(0.1 * 2 * GiB)
    assert cpu.total == 2 * GiB + 3 * GiB + cpu.overhead
    unknown = estimate_memory(GiB, None, 4096)
    assert unknown.kv_cache is None and unknown.total == GiB + unknown.overhead


def test_accuracy_level_4_cpu_variants_count_their_prepacked_weights() -> None:
    files = [("cpu_and_mobile/cpu-int4-rtn-block-32-acc-level-4/model.onnx", 1000),
             ("cpu_and_mobile/cpu-int4-rtn-block-32-acc-level-4/model.onnx.data", GiB)]
    level_4 = fit_files(files, PHI3, machine(6), context=1024)
    level_1 = fit_files([(p.replace("-acc-level-4", ""), n) for p, n in files], PHI3, machine(6), context=1024)
    assert level_4.estimate.prepacked == int((GiB + 1000) * 0.65) and level_1.estimate.prepacked == 0
    assert level_4.needed - level_1.needed == level_4.estimate.prepacked
    assert "int8 copies" in level_4.tooltip and "int8 copies" not in level_1.tooltip
    assert estimate_memory(GiB, PHI3, 1024, "cuda", prepacked=True).prepacked == 0  # a CPU matter only


def test_weights_count_graph_and_external_data_only() -> None:
    files = [("v/model.onnx", 100), ("v/model.onnx.data", 1000), ("onnx/model_q4.onnx_data", 10_000),
             ("onnx/model_q4.onnx_data_1", 100_000), ("v/tokenizer.json", 7), ("v/genai_config.json", 3),
             ("README.md", 5)]
    assert weights_bytes(files) == 111_100


@pytest.mark.parametrize(("available_gb", "verdict"), [(20, "fits"), (6.5, "tight"), (4, "won't fit")])
def test_badges_against_free_ram(available_gb: float, verdict: str) -> None:
    estimate = estimate_memory(2 * GiB, PHI3, 4096, "cpu")  # about 5.5 GiB
    report = assess(estimate, machine(available_gb))
    assert report.verdict == verdict
    assert report.memory == "free RAM" and report.available == int(available_gb * 1024) * MiB
    assert report.needed == estimate.total
    assert "Needs about 5.9 GB" in report.tooltip and "4,096 tokens" in report.tooltip
    assert "Free RAM: " in report.tooltip


def test_unknown_memory_and_total_only() -> None:
    estimate = estimate_memory(GiB, None, 2048, "cpu")
    report = assess(estimate, machine(None, ram_total_gb=None))
    assert report.verdict == "unknown" and report.available is None
    assert "cache size unknown" in report.tooltip and "cannot tell" in report.tooltip
    mac = assess(estimate, machine(None, ram_total_gb=8))  # macOS: total only, half assumed free
    assert mac.available == 4 * GiB and mac.verdict == "fits"


def test_gpu_variants_are_compared_with_vram() -> None:
    estimate = estimate_memory(3 * GiB, KvShape(32, 8, 128), DEFAULT_CONTEXT, "cuda")
    small = machine(64, providers=("cuda", "cpu"), gpus=(Gpu("RTX 3050", 4096),))
    big = machine(4, providers=("cuda", "cpu"), gpus=(Gpu("RTX 4090", 24576),))
    assert assess(estimate, small).verdict == "won't fit"  # plenty of RAM does not help a CUDA model
    assert assess(estimate, big).verdict == "fits" and assess(estimate, big).memory == "GPU memory"
    dml = assess(estimate_memory(GiB, None, 1024, "dml"), machine(8, providers=("dml", "cpu")))
    assert dml.memory == "free RAM (shared with the GPU)" and dml.verdict == "fits"


@pytest.mark.parametrize(("path", "kind", "devices", "precision"), [
    ("cpu_and_mobile/cpu-int4-rtn-block-32-acc-level-4", "genai", ("cpu",), "int4"),
    ("cuda/cuda-fp16", "genai", ("cuda",), "fp16"),
    ("cuda/cuda-int4-rtn-block-32", "genai", ("cuda",), "int4"),
    ("gpu/gpu-int4-awq-block-128", "genai", ("cuda", "dml"), "int4"),
    ("directml/directml-int4-awq-block-128", "genai", ("dml",), "int4"),
    ("onnxruntime/webgpu/webgpu-int4", "genai", ("webgpu",), "int4"),
    ("", "genai", ("cpu",), "unknown"),
    ("onnx/model_q4.onnx", "onnx", ("cpu",), "int4"),
    ("onnx/model_int8.onnx", "onnx", ("cpu",), "int8"),
    ("onnx/model.onnx", "onnx", ("cpu",), "fp32"),
    ("onnx/model_fp16.onnx", "onnx", ("cuda",), "fp16"),
    ("onnx/model_q4f16.onnx", "onnx", ("webgpu",), "int4-fp16"),
    ("npu/qnn-int4", "genai", ("qnn",), "int4"),
    ("npu/openvino-int4", "genai", ("openvino",), "int4"),
    ("onnxruntime/webgpu/webgpu-int4", "genai", ("webgpu",), "int4"),
    ("trtrtx/int4", "genai", ("trtrtx",), "int4"),
    ("amd-ryzenai-hybrid-int4", "genai", ("vitisai",), "int4"),
    ("npu/int4", "genai", ("npu",), "int4"),
])
def test_variant_traits(path: str, kind: str, devices: tuple[str, ...], precision: str) -> None:
    traits = variant_traits(path, kind)
    assert (traits.devices, traits.precision) == (devices, precision)


def test_runnable_by_provider() -> None:
    cpu = hub_variant("cpu_and_mobile/cpu-int4")
    cuda = hub_variant("cuda/cuda-int4-rtn-block-32")
    dml = hub_variant("directml/directml-int4-awq-block-128")
    gpu = hub_variant("gpu/gpu-int4-rtn-block-32")
    web = hub_variant("onnx/model_q4f16.onnx", "onnx")
    assert [runnable(v, ["cpu"]) for v in (cpu, cuda, dml, gpu, web)] == [True, False, False, False, False]
    assert [runnable(v, ["cuda", "cpu"]) for v in (cpu, cuda, dml, gpu, web)] == [True, True, False, True, False]
    assert [runnable(v, ["DirectML", "cpu"]) for v in (cpu, cuda, dml, gpu, web)] == [True, False, True, True, False]


def test_variants_for_a_device_show_only_when_a_device_exists_for_them() -> None:
    """The providers are those `app.accel.detect` offers: a plugin with no device is not among them."""
    web = hub_variant("onnxruntime/webgpu/webgpu-int4")
    q4f16 = hub_variant("onnx/model_q4f16.onnx", "onnx")
    ov = hub_variant("npu/openvino-npu-int4")
    rtx = hub_variant("trtrtx/int4-block-32")
    qnn = hub_variant("npu/qnn-int4")
    variants = (web, q4f16, ov, rtx, qnn)
    assert [runnable(v, ["cuda", "dml", "cpu"]) for v in variants] == [False] * 5
    assert [runnable(v, ["webgpu", "cpu"]) for v in variants] == [True, True, False, False, False]
    assert [runnable(v, ["openvino", "cpu"]) for v in variants] == [False, False, True, False, False]
    assert [runnable(v, ["trtrtx", "cpu"]) for v in variants] == [False, False, False, True, False]
    assert [runnable(v, ["qnn", "cpu"]) for v in variants] == [False, False, False, False, True]
    assert best_device(web, ["cuda", "webgpu", "cpu"]) == "webgpu"
    assert best_device(hub_variant("npu/int4"), ["openvino", "cpu"]) == "openvino"


def test_best_device_follows_the_provider_order() -> None:
    gpu = hub_variant("gpu/gpu-int4-rtn-block-32")
    assert best_device(gpu, ["dml", "cuda", "cpu"]) == "dml"
    assert best_device(gpu, ["cuda", "cpu"]) == "cuda"
    assert best_device(gpu, ["cpu"]) is None
    assert best_device(hub_variant("cpu/cpu-int4"), ["cuda", "webgpu"]) == "cpu"


def test_fit_files_uses_the_variant_files() -> None:
    files = (("v/model.onnx", 10 * MiB), ("v/model.onnx.data", 3 * GiB), ("v/tokenizer.json", 20 * MiB))
    report = fit_files(files, KvShape(16, 8, 64), machine(8), context=8192)
    assert report.estimate.weights == 3 * GiB + 10 * MiB
    assert report.estimate.kv_cache == 16 * 8 * 64 * 2 * 4 * 8192
    assert report.estimate.context == 8192 and report.verdict == "fits"


def test_fit_and_memory_follow_the_detected_device() -> None:
    """A WebGPU device that states its memory is judged against it; an NPU shares the RAM."""
    from app.accel.detect import Detection, EpDevice, ProviderState

    webgpu = ProviderState("webgpu", "GPU (WebGPU)", True, True, (EpDevice("GPU", "Radeon 780M", 4096),), True, "x")
    cpu = ProviderState("cpu", "CPU", True, True, (), True, "always available")
    hardware = replace(machine(16, providers=("webgpu", "cpu")), detection=Detection((webgpu, cpu), "webgpu", "x"))
    estimate = estimate_memory(5 * GiB, None, device="webgpu")
    report = assess(estimate, hardware)
    assert (report.available, report.memory, report.verdict) == (4096 * MiB, "GPU memory", "won't fit")
    assert assess(estimate_memory(1 * GiB, None, device="webgpu"), hardware).verdict == "fits"
    npu = assess(estimate_memory(1 * GiB, None, device="openvino"), hardware)
    assert npu.memory.startswith("free RAM") and npu.available == 16 * 1024 * MiB
