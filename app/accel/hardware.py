"""What this machine offers: OS, CPU, memory, GPUs and the execution providers ORT GenAI can use.

`supported_providers` is what the installed ORT GenAI build has compiled in (CUDA, DirectML, the CPU);
what this machine offers, plugins and devices included, is `app.accel.detect` (`probe` takes its
result). CoreML is never offered for chat models: ORT GenAI does not run an LLM through it (the
evidence is in `app.accel.catalog`).

`memory_bandwidth_gbs` is measured (`app.accel.bandwidth`, about a second the first time, then cached per
hardware) so the model picker can predict how fast a model writes here (`models.speed`).
"""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import sys
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from types import ModuleType
from typing import Any

from app.accel.bandwidth import Measurement, cached_bandwidth
from app.accel.detect import Detection
from app.system.paths import resolve_paths


@dataclass(frozen=True)
class Gpu:
    name: str
    memory_mb: int | None = None


@dataclass(frozen=True)
class Hardware:
    os: str
    arch: str
    cpu: str
    logical_cores: int
    ram_total_mb: int | None
    ram_available_mb: int | None
    providers: tuple[str, ...]
    gpus: tuple[Gpu, ...] = field(default_factory=tuple)
    memory_bandwidth_gbs: float | None = None  # CPU memory, measured by a triad (app.accel.bandwidth)
    memory_bandwidth_busy: bool = False  # that figure was measured while other programs kept the CPU busy
    detection: Detection | None = None  # every provider considered, and why (app.accel.detect)

    @property
    def identity(self) -> str:
        """What a measured bandwidth depends on: the measurement is redone when this changes."""
        return f"{self.os}|{self.arch}|{self.cpu}|{self.logical_cores} cores|{self.ram_total_mb} MB"

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def _meminfo() -> tuple[int | None, int | None]:
    """Total and available RAM in MB, where cheaply knowable."""
    if sys.platform.startswith("linux"):
        values: dict[str, int] = {}
        try:
            for line in Path("/proc/meminfo").read_text().splitlines():
                key, _, rest = line.partition(":")
                values[key] = int(rest.split()[0]) // 1024
        except (OSError, ValueError, IndexError):
            return None, None
        return values.get("MemTotal"), values.get("MemAvailable")
    if sys.platform == "win32":
        import ctypes

        class MemoryStatus(ctypes.Structure):
            _fields_ = [(n, ctypes.c_ulonglong if n.startswith("ull") else ctypes.c_ulong) for n in (
                "dwLength", "dwMemoryLoad", "ullTotalPhys", "ullAvailPhys", "ullTotalPageFile",
                "ullAvailPageFile", "ullTotalVirtual", "ullAvailVirtual", "ullAvailExtendedVirtual")]

        status = MemoryStatus()
        status.dwLength = ctypes.sizeof(MemoryStatus)
        if ctypes.windll.kernel32.GlobalMemoryStatusEx(ctypes.byref(status)):  # type: ignore[attr-defined]
            return status.ullTotalPhys // 2**20, status.ullAvailPhys // 2**20
        return None, None
    if sys.platform == "darwin":
        try:
            total = int(subprocess.run(["sysctl", "-n", "hw.memsize"], capture_output=True, text=True,
                                       timeout=2, check=True).stdout)
        except (OSError, ValueError, subprocess.SubprocessError):
            return None, None
        return total // 2**20, None
    return None, None


def _cpu_name() -> str:
    if sys.platform.startswith("linux"):
        try:
            for line in Path("/proc/cpuinfo").read_text().splitlines():
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
        except OSError:
            pass
    return platform.processor() or platform.machine()


def nvidia_gpus() -> tuple[Gpu, ...]:
    """NVIDIA GPUs via nvidia-smi when it is on PATH (cheap; nothing else is probed)."""
    smi = shutil.which("nvidia-smi")
    if not smi:
        return ()
    try:
        out = subprocess.run([smi, "--query-gpu=name,memory.total", "--format=csv,noheader,nounits"],
                             capture_output=True, text=True, timeout=5, check=True).stdout
    except (OSError, subprocess.SubprocessError):
        return ()
    gpus = []
    for line in out.strip().splitlines():
        name, _, memory = line.rpartition(",")
        gpus.append(Gpu(name.strip(), int(memory) if memory.strip().isdigit() else None))
    return tuple(gpus)


def nvidia_compute_capabilities() -> tuple[float, ...]:
    """The CUDA compute capability of each NVIDIA GPU (`nvidia-smi --query-gpu=compute_cap`), or () when it
    cannot say (no nvidia-smi, or a driver older than the field): asked apart from `nvidia_gpus`, so an old
    driver that refuses the field still lists its GPUs."""
    smi = shutil.which("nvidia-smi")
    if not smi:
        return ()
    try:
        out = subprocess.run([smi, "--query-gpu=compute_cap", "--format=csv,noheader"], capture_output=True,
                             text=True, timeout=5, check=True).stdout
        return tuple(float(line) for line in out.split())
    except (OSError, subprocess.SubprocessError, ValueError):
        return ()


# PCI vendor ids of the GPUs a plugin provider can reach (WebGPU through Vulkan); NVIDIA's go to CUDA, and
# virtual adapters (virtio, VMware, QXL) are no GPU to speak of.
_GPU_VENDORS = {"0x1002": "AMD", "0x8086": "Intel", "0x5143": "Qualcomm", "0x13b5": "Arm"}


def other_gpus(sysfs: Path = Path("/sys/class/drm")) -> tuple[str, ...]:
    """The vendors of the non-NVIDIA GPUs Linux lists (`/sys/class/drm/cardN/device`), e.g. ("AMD",).
    Cheap, no native code: what tells the window to offer the WebGPU plugin before it is installed (once
    installed, its own device list is the truth). Elsewhere (): Windows has DirectML for these GPUs, and
    Apple silicon always has one."""
    vendors: list[str] = []
    try:
        cards = sorted(p for p in sysfs.iterdir() if p.name.startswith("card") and p.name[4:].isdigit())
    except OSError:
        return ()
    for card in cards:
        try:
            vendor = (card / "device" / "vendor").read_text().strip().lower()
            pci_class = (card / "device" / "class").read_text().strip().lower()
        except OSError:
            continue
        name = _GPU_VENDORS.get(vendor)
        if name and pci_class.startswith("0x03") and name not in vendors:  # 0x03: display controller
            vendors.append(name)
    return tuple(vendors)


def cpu_vendor(cpuinfo: Path = Path("/proc/cpuinfo")) -> str:
    """'Intel', 'AMD' or '' (unknown): Intel machines are offered OpenVINO (their GPU and NPU)."""
    text = ""
    if sys.platform.startswith("linux"):
        try:
            text = next((line for line in cpuinfo.read_text().splitlines() if line.startswith("vendor_id")), "")
        except OSError:
            text = ""
    elif sys.platform == "win32":
        text = platform.processor()
    return "Intel" if "GenuineIntel" in text else "AMD" if "AuthenticAMD" in text else ""


CUDA_BRIDGES = ("onnxruntime-genai-cuda.dll", "libonnxruntime-genai-cuda.so")  # in both CUDA-capable wheels


def cuda_built_in(og: ModuleType) -> bool:
    """Whether the loaded ORT GenAI can run CUDA: it says so, and its CUDA half is beside it. The WinML flavour
    (the Windows bundle's) answers True to `is_cuda_available()` though the bundle leaves that library out
    (packaging/build.py), so Hearth would try CUDA, fail, and never offer the CUDA flavour."""
    folder = Path(og.__file__ or "").parent
    return bool(og.is_cuda_available()) and any((folder / name).is_file() for name in CUDA_BRIDGES)


def supported_providers() -> tuple[str, ...]:
    """Execution providers to try, best first, limited to what the installed build supports."""
    import onnxruntime_genai as og

    providers = []
    if cuda_built_in(og):
        providers.append("cuda")
    if og.is_dml_available():
        providers.append("dml")
    providers.append("cpu")
    return tuple(providers)


def probe(measure_bandwidth: bool = True, detection: Detection | None = None) -> Hardware:
    """This machine; with `measure_bandwidth` its memory bandwidth too (cached in the user cache). With a
    `detection` (`app.accel.detect`), the providers are those it offers (plugins with a device included)."""
    total, available = _meminfo()
    hardware = Hardware(
        os=f"{platform.system()} {platform.release()}",
        arch=platform.machine(),
        cpu=_cpu_name(),
        logical_cores=os.cpu_count() or 1,
        ram_total_mb=total,
        ram_available_mb=available,
        providers=detection.offered() if detection is not None else supported_providers(),
        gpus=nvidia_gpus(),
        detection=detection,
    )
    if not measure_bandwidth:
        return hardware
    return with_bandwidth(hardware, cached_bandwidth(resolve_paths().cache, hardware.identity))


def with_bandwidth(hardware: Hardware, measured: Measurement | None) -> Hardware:
    """`hardware` with a memory bandwidth measured (`app.accel.bandwidth`); unchanged when none was."""
    if measured is None:
        return hardware
    return replace(hardware, memory_bandwidth_gbs=measured.gbs, memory_bandwidth_busy=measured.busy)
