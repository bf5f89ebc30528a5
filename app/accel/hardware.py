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
import subprocess
import sys
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from app.accel.bandwidth import Measurement, cached_bandwidth
from app.accel.detect import Detection
from app.accel.probes import Gpu, cuda_built_in, nvidia_gpus
from app.system.paths import resolve_paths


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


CGROUP = Path("/sys/fs/cgroup")
_CGROUP_FILES = (("memory.max", "memory.current", "memory.stat", "inactive_file"),  # cgroup v2
                 ("memory/memory.limit_in_bytes", "memory/memory.usage_in_bytes", "memory/memory.stat",
                  "total_inactive_file"))  # v1
_NO_LIMIT = 2**60  # v1 says "no limit" with 2**63 rounded down to a page


def _cgroup_memory() -> tuple[int, int] | None:
    """(limit, what it leaves free) in MB of the memory cgroup this process runs in (a container's `--memory`), or
    None without a limit. /proc/meminfo shows the whole host there, yet the kernel stops the container at its limit.
    Its usage counts file pages it can drop (the model's, once read): those count as free, as in MemAvailable."""
    for limit_file, used_file, stat_file, inactive_key in _CGROUP_FILES:
        try:
            limit_text = (CGROUP / limit_file).read_text().strip()
            used = int((CGROUP / used_file).read_text())
        except (OSError, ValueError):
            continue
        if not limit_text.isdigit() or int(limit_text) >= _NO_LIMIT:  # "max" (v2): no limit
            return None
        try:
            stat = (CGROUP / stat_file).read_text().splitlines()
        except OSError:
            stat = []
        inactive = next((int(line.split()[1]) for line in stat if line.startswith(inactive_key + " ")), 0)
        limit = int(limit_text)
        return limit // 2**20, max(0, limit - used + inactive) // 2**20
    return None


def _meminfo() -> tuple[int | None, int | None]:
    """Total and available RAM in MB, where cheaply knowable (in a container with a memory limit, the limit's)."""
    if sys.platform.startswith("linux"):
        values: dict[str, int] = {}
        try:
            for line in Path("/proc/meminfo").read_text().splitlines():
                key, _, rest = line.partition(":")
                values[key] = int(rest.split()[0]) // 1024
        except (OSError, ValueError, IndexError):
            return None, None
        total, available = values.get("MemTotal"), values.get("MemAvailable")
        limited = _cgroup_memory()
        if limited is not None:
            total, available = (min(total or limited[0], limited[0]),
                                min(available if available is not None else limited[1], limited[1]))
        return total, available
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


def ram_total_bytes() -> int | None:
    """The computer's RAM in bytes (None where it cannot be read)."""
    total = _meminfo()[0]
    return total * 2**20 if total else None


def ram_available_mb() -> int | None:
    """The RAM free now, in MB (None where it cannot be read cheaply: macOS)."""
    return _meminfo()[1]


def _cpu_name() -> str:
    if sys.platform.startswith("linux"):
        try:
            for line in Path("/proc/cpuinfo").read_text().splitlines():
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
        except OSError:
            pass
    return platform.processor() or platform.machine()


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
