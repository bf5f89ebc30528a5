"""What this machine offers, provider by provider, and the one Hearth picks, each with its reason.

`gather()` collects the facts: the installed ORT GenAI flavour, the NVIDIA GPUs `nvidia-smi` lists, and for
every plugin that is installed (in the environment or in Hearth's own folder, `app.accel.install`) whether
it registers and which devices `onnxruntime.get_ep_devices()` lists for it after registration — the only
truth (ORT GenAI's `is_webgpu_available()` and friends always say True). Registration loads native code, so
it happens in the engine host (which needs it to load a model), in `doctor` and `bench/devices.py`, and in a
child process for the window (`detect_in_child`), never in the window's own process.

`decide()` is pure: facts in, a `Detection` out (one `ProviderState` per provider considered, the chosen
one and why). A plugin that registers but lists no device is reported with its reason ("OpenVINO: no Intel
device found") and is never offered, so no model load is ever attempted on it.
"""

from __future__ import annotations

import importlib
import json
import logging
import subprocess
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from app.accel import python
from app.accel.catalog import CPU, CUDA, DML, PLUGINS, PROVIDERS, ProviderSpec, available_here, platform_tag

log = logging.getLogger("hearth.accel")
# TensorRT-RTX runs on RTX GPUs from Turing on (compute capability 7.5; NVIDIA's TensorRT-RTX support matrix):
# an older NVIDIA GPU is not offered its 146 MB download.
TRTRTX_MIN_COMPUTE = 7.5


@dataclass(frozen=True)
class EpDevice:
    kind: str  # "GPU", "NPU" or "CPU"
    name: str
    memory_mb: int | None = None

    def describe(self) -> str:
        return f"{self.name} ({self.memory_mb:,} MB)" if self.memory_mb else self.name


@dataclass(frozen=True)
class PluginProbe:
    installed: bool
    registered: bool = False
    error: str = ""
    devices: tuple[EpDevice, ...] = ()
    library: str = ""


@dataclass(frozen=True)
class Facts:
    platform: str
    cuda_build: bool
    dml_build: bool
    nvidia_gpus: tuple[EpDevice, ...]
    plugins: Mapping[str, PluginProbe] = field(default_factory=dict)
    other_gpus: tuple[str, ...] = ()  # vendors of the other GPUs the OS lists ("AMD", "Intel"), before any plugin
    cpu_vendor: str = ""  # "Intel", "AMD" or ""
    nvidia_compute: tuple[float, ...] = ()  # the NVIDIA GPUs' CUDA compute capabilities (): unknown


@dataclass(frozen=True)
class ProviderState:
    name: str
    label: str
    installed: bool
    registered: bool
    devices: tuple[EpDevice, ...]
    offered: bool
    reason: str
    installable: bool = False  # not installed, and this machine has hardware it would use: offer to enable it


@dataclass(frozen=True)
class Detection:
    providers: tuple[ProviderState, ...]
    chosen: str
    chosen_reason: str

    def offered(self) -> tuple[str, ...]:
        """The providers that have a device here, best first (the CPU last, always)."""
        return tuple(p.name for p in self.providers if p.offered)

    def state(self, name: str) -> ProviderState | None:
        return next((p for p in self.providers if p.name == name), None)

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, raw: Mapping[str, Any]) -> Detection:
        states = tuple(ProviderState(**{**p, "devices": tuple(EpDevice(**d) for d in p["devices"])})
                       for p in raw["providers"])
        return cls(states, str(raw["chosen"]), str(raw["chosen_reason"]))


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return (text[0] if text else type(exc).__name__)[:300]


def _start_error(exc: BaseException) -> str:
    """Why a plugin library did not load, in words where the cause is known (the raw line otherwise)."""
    line = _first_line(exc)
    if "libcuda.so" in line or "nvcuda.dll" in line:
        return "no NVIDIA driver found (libcuda is missing)"
    if "cannot open shared object file" in line or "could not be found" in line:
        return f"a library it needs is missing ({line.rsplit(':', 2)[-2].strip() if line.count(':') >= 2 else line})"
    return line


def _cuda_state(facts: Facts) -> ProviderState:
    gpus = facts.nvidia_gpus
    if not available_here(CUDA, facts.platform):
        return ProviderState("cuda", CUDA.label, False, False, (), False,
                             "no CUDA build of ORT GenAI for this platform")
    if facts.cuda_build:
        if gpus:
            return ProviderState("cuda", CUDA.label, True, True, gpus, True,
                                 "NVIDIA GPU found: " + ", ".join(g.describe() for g in gpus))
        return ProviderState("cuda", CUDA.label, True, True, (), False, "CUDA flavour installed, but " + CUDA.no_device)
    if gpus:
        return ProviderState("cuda", CUDA.label, False, False, gpus, False,
                             "not installed: enable NVIDIA acceleration to use "
                             + ", ".join(g.describe() for g in gpus), installable=True)
    return ProviderState("cuda", CUDA.label, False, False, (), False, CUDA.no_device)


def _dml_state(facts: Facts) -> ProviderState:
    if not available_here(DML, facts.platform):
        return ProviderState("dml", DML.label, False, False, (), False, "Windows only")
    if not facts.dml_build:
        return ProviderState("dml", DML.label, False, False, (), False, "not in this build of ORT GenAI")
    # DirectML lists no devices to Python; any DirectX 12 GPU serves, and a failed load falls back.
    return ProviderState("dml", DML.label, True, True, (), True, "any DirectX 12 GPU (tried, with fallback)")


def _hardware_for(plugin: ProviderSpec, facts: Facts) -> str:
    """The hardware here that `plugin` would use, in words ("" when none is known): what makes Hearth offer
    to install it. Only the plugin itself can list devices, so this is the OS's word, before any install."""
    if plugin.name == "trtrtx" and facts.nvidia_gpus and (not facts.nvidia_compute
                                                          or max(facts.nvidia_compute) >= TRTRTX_MIN_COMPUTE):
        return ", ".join(g.name for g in facts.nvidia_gpus)
    if plugin.name == "webgpu" and facts.platform == "darwin-arm64":
        return "Apple GPU (Metal)"
    if plugin.name == "webgpu" and facts.other_gpus:
        return " and ".join(facts.other_gpus) + " GPU (Vulkan)"
    if plugin.name == "qnn" and facts.platform == "win32-ARM64":  # Windows on Arm laptops are Snapdragons
        return "Snapdragon NPU, if this computer has one"
    if plugin.name == "openvino" and facts.cpu_vendor == "Intel":
        return "Intel GPU or NPU, if this computer has one"
    return ""


def _plugin_state(plugin: ProviderSpec, facts: Facts) -> ProviderState:
    probe = facts.plugins.get(plugin.name, PluginProbe(installed=False))
    if not available_here(plugin, facts.platform):
        return ProviderState(plugin.name, plugin.label, False, False, (), False,
                             f"{plugin.package} has no build for this platform")
    if not probe.installed:
        hardware = _hardware_for(plugin, facts)
        reason = (f"not installed: enable it to use the {hardware}" if hardware
                  else f"not installed ({plugin.package})")
        return ProviderState(plugin.name, plugin.label, False, False, (), False, reason, installable=bool(hardware))
    if not probe.registered:
        return ProviderState(plugin.name, plugin.label, True, False, (), False,
                             f"installed, but it did not start: {probe.error}")
    if not probe.devices:
        return ProviderState(plugin.name, plugin.label, True, True, (), False, plugin.no_device)
    return ProviderState(plugin.name, plugin.label, True, True, probe.devices, True,
                         "device found: " + ", ".join(d.describe() for d in probe.devices))


def decide(facts: Facts) -> Detection:
    """Every provider Hearth knows, in preference order, with why it is or is not offered, and the choice."""
    states: list[ProviderState] = []
    for provider in PROVIDERS:
        if provider is CUDA:
            states.append(_cuda_state(facts))
        elif provider is DML:
            states.append(_dml_state(facts))
        elif provider is CPU:
            states.append(ProviderState("cpu", CPU.label, True, True, (), True, "always available"))
        else:
            states.append(_plugin_state(provider, facts))
    chosen = next(s for s in states if s.offered)
    if chosen.name == "cpu":
        others = "; ".join(f"{s.name}: {s.reason}" for s in states if s.name != "cpu")
        reason = f"no GPU or NPU provider has a device here ({others})"
    else:
        reason = f"the first provider with a device, in Hearth's order ({chosen.reason})"
    return Detection(tuple(states), chosen.name, reason)


# ---- gathering the facts (native code) ---------------------------------------------------------------


def _device_of(ep_device: Any) -> EpDevice:
    """An `onnxruntime.OrtEpDevice` as plain data; memory where the plugin states it."""
    hw = ep_device.device
    kind = str(hw.type).rsplit(".", 1)[-1]
    meta = {**dict(hw.metadata), **dict(ep_device.ep_metadata)}
    name = meta.get("Description") or meta.get("device_name") or f"{hw.vendor} {kind}".strip()
    memory = None
    for key, value in meta.items():
        if "memory" in key.lower() and str(value).isdigit():
            number = int(value)
            memory = number // 2**20 if number > 2**20 else number
            break
    return EpDevice(kind, str(name), memory)


def _probe_plugin(plugin: ProviderSpec) -> PluginProbe:
    """Register one plugin and list its devices. ONNX Runtime's Python module is imported only once a
    plugin is found: the bundles leave most of it out (ORT GenAI never needs it), and ship no plugin."""
    import importlib.util

    if importlib.util.find_spec(plugin.module) is None:
        return PluginProbe(installed=False)
    try:
        module = importlib.import_module(plugin.module)
    except Exception as exc:  # a broken install raises anything at import
        return PluginProbe(installed=True, error=_first_line(exc))
    try:
        import onnxruntime as ort
        import onnxruntime_genai as og
    except Exception as exc:  # a build without ONNX Runtime's Python module cannot list devices
        return PluginProbe(installed=True, error=f"ONNX Runtime's Python module is unusable here ({_first_line(exc)})")
    try:
        library = str(module.get_library_path())
        ep_name = str(module.get_ep_name()) if hasattr(module, "get_ep_name") else plugin.ep_name
        ort.register_execution_provider_library(ep_name, library)
        og.register_execution_provider_library(ep_name, library)
    except Exception as exc:  # ORT raises its own Fail/RuntimeError types for a library that cannot load
        return PluginProbe(installed=True, error=_start_error(exc))
    devices = tuple(_device_of(d) for d in ort.get_ep_devices() if d.ep_name == ep_name)
    return PluginProbe(installed=True, registered=True, devices=devices, library=library)


def gather(extra_paths: Sequence[Path] = (), plugins: Iterable[ProviderSpec] = PLUGINS) -> Facts:
    """The facts of this machine; registers every installed plugin in this process (see the module doc)."""
    import onnxruntime_genai as og

    from app.accel.probes import cpu_vendor, cuda_built_in, nvidia_compute_capabilities, nvidia_gpus, other_gpus

    for path in extra_paths:
        if path.is_dir() and str(path) not in sys.path:
            sys.path.insert(0, str(path))
    probes = {p.name: _probe_plugin(p) for p in plugins}
    for name, probe in probes.items():
        if probe.installed:
            log.info("plugin %s: %s", name, f"{len(probe.devices)} device(s)" if probe.registered else probe.error)
    gpus = tuple(EpDevice("GPU", g.name, g.memory_mb) for g in nvidia_gpus())
    return Facts(platform_tag(), cuda_built_in(og), bool(og.is_dml_available()), gpus, probes,
                 other_gpus(), cpu_vendor(), nvidia_compute_capabilities() if gpus else ())


def detect(extra_paths: Sequence[Path] = ()) -> Detection:
    return decide(gather(extra_paths))


def plugins_installed(extra_paths: Sequence[Path] = ()) -> bool:
    """Whether any plugin module can be imported (cheap: no import, no native code)."""
    import importlib.util

    search = [str(p) for p in extra_paths] + sys.path
    return any(importlib.machinery.PathFinder.find_spec(p.module, search) is not None for p in PLUGINS) or any(
        importlib.util.find_spec(p.module) is not None for p in PLUGINS)


def detect_in_child(extra_paths: Sequence[Path] = (), timeout: float = 60.0) -> Detection:
    """`detect()` in a child process, for the window: a plugin that crashes on registration takes only the
    child down. Without any plugin or accelerator folder nothing native is loaded, so it runs here."""
    if not extra_paths and not plugins_installed():
        return decide(gather(extra_paths, plugins=()))
    args = python.command("-m", "app.accel.detect", "--json", *map(str, extra_paths))
    try:
        out = subprocess.run(args, capture_output=True, text=True, timeout=timeout, check=True).stdout
        return Detection.from_dict(json.loads(out.strip().splitlines()[-1]))
    except (OSError, subprocess.SubprocessError, ValueError, KeyError, IndexError) as exc:
        log.warning("device detection failed in its child process: %s", exc)
        facts = gather(extra_paths, plugins=())
        broken = {p.name: PluginProbe(installed=True, error=f"detection failed ({_first_line(exc)})") for p in PLUGINS
                  if importlib.util.find_spec(p.module) is not None}
        return decide(Facts(facts.platform, facts.cuda_build, facts.dml_build, facts.nvidia_gpus, broken,
                            facts.other_gpus, facts.cpu_vendor, facts.nvidia_compute))


if __name__ == "__main__":
    from app.system.privacy import disable_library_telemetry, disable_telemetry_env

    sites = [Path(a) for a in sys.argv[1:] if a != "--json"]
    # The accelerator folders go first on sys.path before ORT GenAI is imported (by the telemetry switch):
    # imported earlier, the environment's CPU wheel would hide an installed CUDA flavour from the window.
    sys.path[:0] = [str(s) for s in sites if s.is_dir() and str(s) not in sys.path]
    disable_telemetry_env()
    disable_library_telemetry()
    print(json.dumps(detect(sites).as_dict()))
