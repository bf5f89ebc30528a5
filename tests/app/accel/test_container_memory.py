"""Memory inside a container with a limit (`docker run --memory`, where `serve` runs): /proc/meminfo shows the whole
host, the kernel stops the container at its limit, so the limit is what the fit check, the float16 cache's choice
and the host's KV cache see. The kernel's cgroup files are written into a folder (the one fake: this machine runs
in no limited cgroup)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from app.accel import hardware

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="cgroups are Linux's")
MiB = 2**20


def _host_total_mb() -> int:
    total = next(line for line in Path("/proc/meminfo").read_text().splitlines() if line.startswith("MemTotal:"))
    return int(total.split()[1]) // 1024


def test_a_v2_limit_is_the_memory_and_its_droppable_file_pages_count_as_free(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "memory.max").write_text(f"{1024 * MiB}\n")
    (tmp_path / "memory.current").write_text(f"{700 * MiB}\n")
    (tmp_path / "memory.stat").write_text(f"anon {500 * MiB}\nfile {200 * MiB}\ninactive_file {150 * MiB}\n")
    monkeypatch.setattr(hardware, "CGROUP", tmp_path)
    assert hardware.ram_total_bytes() == 1024 * MiB
    assert hardware.ram_available_mb() == 1024 - 700 + 150
    (tmp_path / "memory.current").write_text(f"{2048 * MiB}\n")  # past its limit for a moment: nothing free
    assert hardware.ram_available_mb() == 0


def test_no_limit_and_v1_files_read_as_the_kernel_writes_them(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hardware, "CGROUP", tmp_path)
    (tmp_path / "memory.max").write_text("max\n")
    (tmp_path / "memory.current").write_text("123\n")
    total = _host_total_mb()
    assert hardware._cgroup_memory() is None and hardware.ram_total_bytes() == total * MiB  # the host's
    (tmp_path / "memory.max").unlink()
    v1 = tmp_path / "memory"
    v1.mkdir()
    (v1 / "memory.limit_in_bytes").write_text("9223372036854771712\n")  # v1's "no limit"
    (v1 / "memory.usage_in_bytes").write_text(f"{300 * MiB}\n")
    assert hardware._cgroup_memory() is None and hardware.ram_total_bytes() == total * MiB
    (v1 / "memory.limit_in_bytes").write_text(f"{512 * MiB}\n")
    assert hardware.ram_total_bytes() == 512 * MiB and hardware.ram_available_mb() == 512 - 300  # no stat: none dropped
    (v1 / "memory.stat").write_text(f"cache {100 * MiB}\ntotal_inactive_file {64 * MiB}\n")
    assert hardware.ram_total_bytes() == 512 * MiB and hardware.ram_available_mb() == 512 - 300 + 64
