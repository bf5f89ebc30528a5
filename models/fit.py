"""Will a model variant run on this machine, and how well will it fit in memory?

Two questions the model picker asks before anyone downloads gigabytes:

- `runnable`: can this machine run the variant at all? CPU variants run everywhere; every other
  variant needs a provider that has a device here (`app.accel.detect` offers a provider only then):
  CUDA variants CUDA, DirectML ones DirectML, WebGPU exports (`webgpu/`, q4f16) the WebGPU plugin,
  TensorRT-RTX builds its plugin, OpenVINO (and generic NPU) builds the OpenVINO plugin, QNN builds
  the QNN plugin (Snapdragon). VitisAI (AMD NPU) variants have no PyPI provider Hearth can use yet.
  The others stay behind "show all".
- `assess`: a badge ("fits", "tight", "won't fit") from an estimate of the memory it needs: the
  weights (the .onnx files and their external data), the KV cache for the context the person will
  use (layers × KV heads × head size × 2 (keys and values) × bytes per value × tokens; fp32 on the
  CPU, fp16 on a GPU, as the ORT GenAI builder exports them), the int8 copies of the weights that ONNX
  Runtime prepacks at load for CPU int4 models at accuracy level 4, and a runtime overhead. It is compared
  with free RAM for the CPU, and with the device's memory for the others (the detected device's
  where the plugin states it, else the NVIDIA GPU's, else RAM shared with an integrated GPU or NPU).
  The numbers travel with the badge so a tooltip can show them: a badge people cannot check is a
  badge they will not trust.

Everything here is pure arithmetic on plain values (no network, no Qt); the hardware is taken as
any object shaped like `app.accel.hardware.Hardware`, so `models/` does not depend on `app/`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol

Device = Literal["cpu", "cuda", "dml", "webgpu", "trtrtx", "openvino", "npu", "qnn", "vitisai"]
Verdict = Literal["fits", "tight", "won't fit", "unknown"]

MiB = 1024**2
GiB = 1024**3
DEFAULT_CONTEXT = 4096  # tokens: what a conversation typically reaches; the engine grows the cache as needed
FITS_RATIO = 0.8  # an estimate within 80% of the memory leaves headroom for the OS and other apps
RUNTIME_BASE = 300 * MiB  # ONNX Runtime, tokenizer, arena and activations of a small model
RUNTIME_FRACTION = 0.10  # plus a share of the weights for activations and arena growth
UNKNOWN_FREE_RAM_SHARE = 0.5  # where only total RAM is known (macOS), assume half of it is free
# Accuracy level 4 on the CPU: MatMulNBits prepacks its int4 weights for int8 compute at load, beyond the
# file. Measured on the 1B benchmark model (block 32): a bare model's RSS 1,029 MiB at level 4 vs 624 MiB
# at level 1, for 642 MiB of weights (bench/vs_llamacpp.py, issue 13): 0.63 of the weights. That is also
# the peak while it loads (remeasured: 1,014 MiB after a bare load, 1,052 at its peak); once loaded, Hearth hands
# back the scales ORT keeps mapped (`app.engine.host.page_out`, Linux) and the model holds 875 MiB, 0.39 of the
# weights: the fit check counts the peak.
PREPACK_FRACTION = 0.65
_LEVEL_4 = re.compile(r"acc(uracy)?[-_]?level[-_]?4")

_WEIGHT_FILE = re.compile(r".*\.onnx(\.data|_data(_\d+)?)?")
# Provider (Hearth's device names, app.accel.catalog) -> the variant devices it runs.
_RUNS: Mapping[str, frozenset[str]] = {
    "cpu": frozenset({"cpu"}), "cuda": frozenset({"cuda"}), "dml": frozenset({"dml"}), "directml": frozenset({"dml"}),
    "webgpu": frozenset({"webgpu"}), "trtrtx": frozenset({"trtrtx"}), "openvino": frozenset({"openvino", "npu"}),
    "qnn": frozenset({"qnn"}),
}


class GpuLike(Protocol):
    @property
    def name(self) -> str: ...

    @property
    def memory_mb(self) -> int | None: ...


class HardwareLike(Protocol):
    """The parts of `app.accel.hardware.Hardware` that fit needs."""

    @property
    def ram_total_mb(self) -> int | None: ...

    @property
    def ram_available_mb(self) -> int | None: ...

    @property
    def providers(self) -> tuple[str, ...]: ...

    @property
    def gpus(self) -> Sequence[GpuLike]: ...


def _device_memory(hardware: HardwareLike, device: str) -> int | None:
    """MB of the memory the provider's detected device states (app.accel.detect), if any."""
    detection = getattr(hardware, "detection", None)
    state = detection.state(device) if detection is not None else None
    sizes = [d.memory_mb for d in state.devices if d.memory_mb] if state is not None else []
    return max(sizes) if sizes else None


class HasDevices(Protocol):
    """A variant that says which devices it is for (catalog variants)."""

    @property
    def devices(self) -> tuple[str, ...]: ...

    @property
    def path(self) -> str: ...


class HasPath(Protocol):
    """A variant known only by its path and layout (`models.hub.Variant`)."""

    @property
    def path(self) -> str: ...

    @property
    def kind(self) -> str: ...


@dataclass(frozen=True)
class KvShape:
    """What sizes the KV cache: per token it holds keys and values for every layer and KV head."""

    layers: int
    kv_heads: int
    head_size: int
    bits: int = 0  # bits a cached value takes, when the model's graph says (`models.kv_cache`); 0: by device

    def bytes_per_token(self, bytes_per_value: float) -> int:
        return int(self.layers * self.kv_heads * self.head_size * 2 * bytes_per_value)


@dataclass(frozen=True)
class VariantTraits:
    devices: tuple[Device, ...]
    precision: str  # "int4", "int8", "fp16", "fp32", "int4-fp16" or "unknown"


def _positive_int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None


def kv_shape_from_config(config: Mapping[str, Any]) -> KvShape | None:
    """The KV shape from a `genai_config.json` (model.decoder) or a Hugging Face `config.json`.

    Returns None when the config does not say enough; the estimate then leaves the cache out and
    says so, rather than guessing.
    """
    model = config.get("model")
    if isinstance(model, Mapping) and isinstance(model.get("decoder"), Mapping):
        decoder = model["decoder"]
        layers = _positive_int(decoder.get("num_hidden_layers"))
        heads = _positive_int(decoder.get("num_attention_heads"))
        kv_heads = _positive_int(decoder.get("num_key_value_heads")) or heads
        head_size = _positive_int(decoder.get("head_size"))
        hidden = _positive_int(decoder.get("hidden_size"))
    else:
        text = config.get("text_config")
        source: Mapping[str, Any] = text if isinstance(text, Mapping) else config
        layers = _positive_int(source.get("num_hidden_layers"))
        heads = _positive_int(source.get("num_attention_heads"))
        kv_heads = _positive_int(source.get("num_key_value_heads")) or heads
        head_size = _positive_int(source.get("head_dim"))
        hidden = _positive_int(source.get("hidden_size"))
    if head_size is None and hidden is not None and heads is not None:
        head_size = hidden // heads
    if layers is None or kv_heads is None or not head_size:
        return None
    return KvShape(layers, kv_heads, head_size)


def variant_traits(path: str, kind: str = "genai") -> VariantTraits:
    """Devices and precision of a hub variant, read from its folder or file name.

    The names follow the ORT GenAI builder (`cpu_and_mobile/cpu-int4-rtn-block-32`, `cuda/cuda-fp16`,
    `gpu/gpu-int4-awq-block-128` for CUDA and DirectML, `directml/…`) and transformers.js exports
    (`onnx/model_q4.onnx`, `model_q4f16.onnx` for WebGPU). A folder that names no device (a repo
    root) is taken as a CPU build, the builder's default.
    """
    lower = path.lower()
    tokens = set(re.split(r"[/_.\-]+", lower))
    if "q4f16" in tokens:
        precision = "int4-fp16"
    elif tokens & {"int4", "q4", "bnb4"}:
        precision = "int4"
    elif tokens & {"int8", "uint8", "quantized"}:
        precision = "int8"
    elif "fp16" in tokens:
        precision = "fp16"
    elif "fp32" in tokens or (kind == "onnx" and lower.rsplit("/", 1)[-1] == "model.onnx"):
        precision = "fp32"
    else:
        precision = "unknown"

    devices: tuple[Device, ...]
    if "webgpu" in tokens or precision == "int4-fp16":
        devices = ("webgpu",)
    elif tokens & {"trtrtx", "nvtensorrtrtx", "tensorrt", "rtx"}:
        devices = ("trtrtx",)
    elif "openvino" in tokens:
        devices = ("openvino",)
    elif "qnn" in tokens:
        devices = ("qnn",)
    elif tokens & {"vitisai", "ryzenai", "hybrid"}:
        devices = ("vitisai",)
    elif "npu" in tokens:
        devices = ("npu",)
    elif tokens & {"directml", "dml"}:
        devices = ("dml",)
    elif "cuda" in tokens:
        devices = ("cuda",)
    elif "gpu" in tokens:
        devices = ("cuda", "dml")
    elif kind == "onnx" and precision == "fp16":
        devices = ("cuda",)  # fp16 kernels on the CPU are few and slow
    else:
        devices = ("cpu",)
    return VariantTraits(devices, precision)


def devices_of(variant: HasDevices | HasPath) -> tuple[str, ...]:
    """The devices a variant is for: declared (catalog) or read from its path (hub)."""
    declared = getattr(variant, "devices", None)
    if isinstance(declared, tuple):
        return declared
    return variant_traits(variant.path, getattr(variant, "kind", "genai")).devices


def usable_devices(providers: Iterable[str]) -> frozenset[str]:
    """Variant devices this machine can run, given the providers it offers (the CPU's always)."""
    out = {"cpu"}
    for provider in providers:
        out |= _RUNS.get(provider.lower(), frozenset())
    return frozenset(out)


def runnable(variant: HasDevices | HasPath, providers: Iterable[str]) -> bool:
    """True when this machine has a device for the variant; the UI hides the others behind "show all"."""
    return bool(set(devices_of(variant)) & usable_devices(providers))


def best_device(variant: HasDevices | HasPath, providers: Sequence[str]) -> str | None:
    """The device the variant would run on: the first of `providers` (best first) it supports."""
    devices = devices_of(variant)
    for provider in providers:
        runs = _RUNS.get(provider.lower(), frozenset()) & set(devices)
        if runs:
            return "dml" if provider.lower() == "directml" else provider.lower()
    return "cpu" if "cpu" in devices else None


def weights_bytes(files: Iterable[tuple[str, int]]) -> int:
    """Bytes of the model graph and weights among (path, size) pairs: `.onnx`, `.onnx.data`, `.onnx_data*`."""
    return sum(size for path, size in files if _WEIGHT_FILE.fullmatch(path.lower()))


def prepacks(path: str, device: str = "cpu") -> bool:
    """True for a CPU variant built at accuracy level 4 (its path says so: `…-acc-level-4`), whose
    weights ONNX Runtime copies into int8-ready blocks at load."""
    return device == "cpu" and bool(_LEVEL_4.search(path.lower()))


@dataclass(frozen=True)
class MemoryEstimate:
    weights: int
    kv_cache: int | None  # None when the model's shape is unknown
    overhead: int
    context: int
    device: str
    prepacked: int = 0  # accuracy level 4's int8 copies of the weights (CPU)
    kv_bits: int = 0  # the cache's own bits a value, when the model says (an int8 cache: 8)

    @property
    def total(self) -> int:
        return self.weights + self.prepacked + (self.kv_cache or 0) + self.overhead


def estimate_memory(weights: int, kv: KvShape | None, context: int = DEFAULT_CONTEXT,
                    device: str = "cpu", prepacked: bool = False) -> MemoryEstimate:
    """Memory to run a model with `context` tokens of conversation on `device`; `prepacked`: the CPU
    prepacks the weights (accuracy level 4, `prepacks`)."""
    bytes_per_value = kv.bits / 8 if kv is not None and kv.bits else 4 if device == "cpu" else 2
    kv_cache = kv.bytes_per_token(bytes_per_value) * context if kv is not None else None
    overhead = RUNTIME_BASE + int(weights * RUNTIME_FRACTION)
    packed = int(weights * PREPACK_FRACTION) if prepacked and device == "cpu" else 0
    return MemoryEstimate(weights, kv_cache, overhead, context, device, packed, kv.bits if kv is not None else 0)


@dataclass(frozen=True)
class FitReport:
    """A badge and the numbers behind it (for the tooltip)."""

    verdict: Verdict
    estimate: MemoryEstimate
    available: int | None  # bytes of the memory it was compared with
    memory: str  # which memory: "free RAM", "GPU memory", …

    @property
    def needed(self) -> int:
        return self.estimate.total

    @property
    def tooltip(self) -> str:
        e = self.estimate
        kind = {16: " (float16)", 8: " (int8)", 4: " (int4)"}.get(e.kv_bits, "")
        cache = (f"cache for {e.context:,} tokens{kind} {gb(e.kv_cache)}" if e.kv_cache is not None
                 else "cache size unknown (the model does not describe its shape)")
        packed = f" + their int8 copies {gb(e.prepacked)}" if e.prepacked else ""
        lines = [f"Needs about {gb(e.total)}: weights {gb(e.weights)}{packed} + {cache} + runtime {gb(e.overhead)}."]
        if e.kv_bits == 16 and e.device == "cpu":
            lines.append("Its cache is kept in float16: half the memory of float32, replies about 10-20 % slower "
                         "(Hearth does so where a model's whole context would take much of this computer's memory).")
        if self.available is None:
            lines.append(f"Hearth cannot tell how much {self.memory} this machine has.")
        else:
            lines.append(f"{self.memory[:1].upper()}{self.memory[1:]}: {gb(self.available)}.")
        lines.append({
            "fits": "It should run comfortably.",
            "tight": "It may run, but close other apps first; a shorter context needs less.",
            "won't fit": "It will probably not load or will be very slow; choose a smaller model or variant.",
            "unknown": "Check the size against your machine before downloading.",
        }[self.verdict])
        return "\n".join(lines)


def gb(n: int | None) -> str:
    """A size for people: '2.7 GB', '850 MB' (decimal units, as download sizes are shown)."""
    if n is None:
        return "?"
    if n >= 1_000_000_000:
        return f"{n / 1e9:.1f} GB"
    if n >= 10_000_000:
        return f"{n / 1e6:.0f} MB"
    if n >= 100_000:
        return f"{n / 1e6:.1f} MB"
    return f"{max(n, 0) / 1e3:.0f} kB"


def memory_available(hardware: HardwareLike, device: str) -> tuple[int | None, str]:
    """The memory a model on `device` draws from, in bytes, and its name for people."""
    stated = _device_memory(hardware, device) if device != "cpu" else None
    if stated:
        return stated * MiB, "GPU memory" if device != "openvino" else "device memory"
    if device in ("cuda", "trtrtx"):
        sizes = [g.memory_mb for g in hardware.gpus if g.memory_mb]
        return (max(sizes) * MiB if sizes else None), "GPU memory"
    if device in ("openvino", "npu"):
        return _free_ram(hardware), "free RAM (shared with the integrated GPU or NPU)"
    if device in ("dml", "webgpu"):
        sizes = [g.memory_mb for g in hardware.gpus if g.memory_mb]
        if sizes:
            return max(sizes) * MiB, "GPU memory"
        device_ram = _free_ram(hardware)
        return device_ram, "free RAM (shared with the GPU)"
    return _free_ram(hardware), "free RAM"


def _free_ram(hardware: HardwareLike) -> int | None:
    if hardware.ram_available_mb:
        return hardware.ram_available_mb * MiB
    if hardware.ram_total_mb:
        return int(hardware.ram_total_mb * MiB * UNKNOWN_FREE_RAM_SHARE)
    return None


def assess(estimate: MemoryEstimate, hardware: HardwareLike) -> FitReport:
    """Badge an estimate against the memory of its device on this machine."""
    available, memory = memory_available(hardware, estimate.device)
    verdict: Verdict
    if available is None or available <= 0:
        verdict = "unknown"
    elif estimate.total <= available * FITS_RATIO:
        verdict = "fits"
    elif estimate.total <= available:
        verdict = "tight"
    else:
        verdict = "won't fit"
    return FitReport(verdict, estimate, available, memory)


def fit_files(files: Iterable[tuple[str, int]], kv: KvShape | None, hardware: HardwareLike, *,
              device: str = "cpu", context: int = DEFAULT_CONTEXT) -> FitReport:
    """Badge for a hub variant from its file list (`(f.path, f.size) for f in variant.files`)."""
    listed = list(files)
    level_4 = any(prepacks(path, device) for path, _ in listed if _WEIGHT_FILE.fullmatch(path.lower()))
    return assess(estimate_memory(weights_bytes(listed), kv, context, device, level_4), hardware)
