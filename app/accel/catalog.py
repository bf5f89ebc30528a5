"""The execution providers Hearth knows, where each comes from and where it can run.

Three kinds (measured with ORT GenAI 0.18 + ONNX Runtime 1.32, notes/hardware_reach.md):
- built into the installed ORT GenAI flavour: CUDA (`onnxruntime-genai-cuda`), DirectML (Windows);
  `og.is_cuda_available()` / `is_dml_available()` tell the truth about the build;
- plugins from PyPI, registered at engine start: WebGPU, OpenVINO, TensorRT-RTX. ORT GenAI's
  `is_webgpu_available()` / `is_openvino_available()` are hard-coded to True, and a plugin that registers
  but finds no device makes a model load fail with "… is not supported in this build": only
  `onnxruntime.get_ep_devices()` after registration says whether a device is there;
- the CPU, always.

CoreML is not here: ORT GenAI has no CoreML device in its dispatch table (src/models/session_options.cpp
passes an unknown name to ORT's generic `AppendExecutionProvider`, with the KV cache in CPU memory), its
builder has no CoreML target (`-e cpu|cuda|dml|webgpu|NvTensorRtRtx`), and ORT's CoreML op list
(onnxruntime/tools/mobile_helpers/coreml_supported_mlprogram_ops.md) has none of the operators an LLM from
the builder is made of (MatMulNBits, GroupQueryAttention, SkipSimplifiedLayerNormalization,
RotaryEmbedding): of the demo model's 342 nodes, 242 (every weight matrix, the attention, the norms) are
ops CoreML cannot take, so it would get dozens of tiny element-wise islands, each a hop between devices
(tests/app/accel/test_accel_detect.py checks this against the installed ORT). Upstream agrees in practice:
onnxruntime-genai#338 (Metal/MPS for Apple silicon) was moved to discussions unanswered, and users who tried
CoreML on LLM graphs report 0 nodes placed ("CoreML does not support input dim > 16384" for the
embeddings, apple/ml-fastvlm#50). On Apple silicon the GPU is reached through the WebGPU plugin (Metal
underneath); not run on a Mac here.
"""

from __future__ import annotations

import platform
import sys
from dataclasses import dataclass
from typing import Literal

Source = Literal["builtin", "plugin", "cpu"]


@dataclass(frozen=True)
class ProviderSpec:
    name: str  # Hearth's device name (`--device`, settings, overrides)
    label: str  # for people
    genai: str  # the name ORT GenAI's `Config.append_provider` takes
    source: Source
    ep_name: str = ""  # the name `onnxruntime.get_ep_devices()` reports (plugins)
    module: str = ""  # the plugin's Python module (`get_library_path()`, `get_ep_name()`)
    package: str = ""  # what to install from PyPI for it
    platforms: tuple[str, ...] = ()  # "linux-x86_64", "win32-AMD64", "darwin-arm64"…; empty: everywhere
    variant: str = ""  # the model variants it runs (models.fit device names); "" = CPU builds only
    no_device: str = "no compatible device found"


CUDA = ProviderSpec("cuda", "NVIDIA GPU (CUDA)", "cuda", "builtin", package="onnxruntime-genai-cuda",
                    platforms=("linux-x86_64", "win32-AMD64"), variant="cuda", no_device="no NVIDIA GPU found")
TRTRTX = ProviderSpec("trtrtx", "NVIDIA RTX GPU (TensorRT-RTX)", "NvTensorRtRtx", "plugin",
                      ep_name="NvTensorRTRTXExecutionProvider", module="onnxruntime_ep_nv_tensorrt_rtx",
                      package="onnxruntime-ep-nv-tensorrt-rtx", platforms=("linux-x86_64", "win32-AMD64"),
                      variant="trtrtx", no_device="no NVIDIA RTX GPU found")
DML = ProviderSpec("dml", "GPU (DirectML)", "dml", "builtin", platforms=("win32-AMD64", "win32-ARM64"),
                   variant="dml", no_device="no DirectX 12 GPU found")
WEBGPU = ProviderSpec("webgpu", "GPU (WebGPU)", "WebGPU", "plugin", ep_name="WebGpuExecutionProvider",
                      module="onnxruntime_ep_webgpu", package="onnxruntime-ep-webgpu",
                      platforms=("linux-x86_64", "win32-AMD64", "win32-ARM64", "darwin-arm64"), variant="webgpu",
                      no_device="no GPU that WebGPU can use (Vulkan, Direct3D 12 or Metal) found")
OPENVINO = ProviderSpec("openvino", "Intel CPU, GPU or NPU (OpenVINO)", "OpenVINO", "plugin",
                        ep_name="OpenVINOExecutionProvider", module="onnxruntime_ep_openvino",
                        package="onnxruntime-ep-openvino", platforms=("linux-x86_64", "win32-AMD64"),
                        variant="openvino", no_device="no Intel device found")
QNN = ProviderSpec("qnn", "Snapdragon NPU (QNN)", "QNN", "plugin", ep_name="QNNExecutionProvider",
                   module="onnxruntime_qnn", package="onnxruntime-qnn", platforms=("win32-ARM64",), variant="qnn",
                   no_device="no Snapdragon NPU found")
CPU = ProviderSpec("cpu", "the processor (CPU)", "cpu", "cpu", variant="cpu", no_device="")

# Best first: a vendor's own GPU runtime, then generic GPU paths, then vendor CPU/NPU, then the CPU
# (Foundry Local's order, with CUDA ahead of TensorRT-RTX because CUDA runs the CPU int4 builds too).
PROVIDERS: tuple[ProviderSpec, ...] = (CUDA, TRTRTX, DML, WEBGPU, OPENVINO, QNN, CPU)
BY_NAME = {p.name: p for p in PROVIDERS}
PLUGINS = tuple(p for p in PROVIDERS if p.source == "plugin")


def platform_tag() -> str:
    """'linux-x86_64', 'win32-AMD64', 'darwin-arm64'…: what `ProviderSpec.platforms` lists."""
    system = "linux" if sys.platform.startswith("linux") else sys.platform
    return f"{system}-{platform.machine()}"


def available_here(spec: ProviderSpec, tag: str | None = None) -> bool:
    """Whether PyPI has `spec` for this platform at all (the CPU: always)."""
    return not spec.platforms or (tag or platform_tag()) in spec.platforms


_SHORT = {"cpu": "CPU", "cuda": "CUDA", "trtrtx": "TensorRT-RTX", "dml": "DirectML", "webgpu": "WebGPU",
          "openvino": "OpenVINO", "qnn": "QNN", "vitisai": "VitisAI"}


def short_name(name: str) -> str:
    """A provider as people read it in a list: 'WebGPU', 'DirectML' (unknown names upper-cased)."""
    return _SHORT.get(name.lower(), name.upper())


def spec(name: str) -> ProviderSpec | None:
    """The provider Hearth calls `name` (any case; 'directml' and 'tensorrt-rtx' accepted)."""
    lower = name.lower()
    lower = {"directml": "dml", "tensorrt-rtx": "trtrtx", "nvtensorrtrtx": "trtrtx"}.get(lower, lower)
    return BY_NAME.get(lower)
