"""What the machine's own tools say of its devices, without ONNX Runtime: NVIDIA GPUs (nvidia-smi), other
GPUs (sysfs), the CPU's vendor, whether an ORT GenAI build has CUDA. `app.accel.detect` weighs these facts;
`app.accel.hardware` reports them with the rest of the machine.
"""

from __future__ import annotations

import platform
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType


@dataclass(frozen=True)
class Gpu:
    name: str
    memory_mb: int | None = None


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
