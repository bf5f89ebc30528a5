"""The GPU check (bench/gpu_check.sh) on a machine without one: it joins split parts, unpacks them, and stops
with a clear message at the first step it cannot take, its JSON line saying where and why."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from app.accel.probes import nvidia_gpus

ROOT = Path(__file__).resolve().parents[2]


def run_check(args: list[str], tmp_path: Path) -> tuple[int, dict[str, object], str]:
    env = {k: v for k, v in os.environ.items() if k not in ("HEARTH_HOME", "HEARTH_DEMO_DIR")}
    env.update(PYTHON=sys.executable, HEARTH_GPU_SCRATCH=str(tmp_path / "scratch"), HEARTH_HOME=str(tmp_path / "home"))
    done = subprocess.run(args, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300, check=False)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, f"no JSON line:\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}"
    return done.returncode, json.loads(lines[-1]), done.stderr


def split_tar(folder: Path, name: str, members: dict[str, bytes], parts: int) -> None:
    """A tar of `members`, cut into `parts` pieces named as `split -d` names them."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w") as archive:
        for member, data in members.items():
            info = tarfile.TarInfo(member)
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
    data = buffer.getvalue()
    size = -(-len(data) // parts)
    for index in range(parts):
        (folder / f"{name}.part{index:02d}").write_bytes(data[index * size:(index + 1) * size])


def test_parts_are_joined_and_missing_flavour_wheels_are_named(tmp_path: Path) -> None:
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    split_tar(wheels, "bundle.tar", {"NOTES.txt": b"not a wheel\n" * 5000}, parts=3)
    code, result, stderr = run_check(["bash", str(ROOT / "bench" / "gpu_check.sh"), str(wheels)], tmp_path)
    assert "joined 3 parts into bundle.tar" in stderr
    assert code == 3 and result["stopped"] == "install"
    (error,) = result["errors"]  # type: ignore[misc]
    assert "no onnxruntime_gpu or onnxruntime_genai_cuda wheel" in error
    assert "NOTES.txt" in error  # the parts were joined and the tar unpacked: its file is what the folder holds
    assert (tmp_path / "scratch" / "wheels" / "NOTES.txt").read_bytes() == b"not a wheel\n" * 5000


def test_a_missing_wheel_folder_is_refused(tmp_path: Path) -> None:
    done = subprocess.run(["bash", str(ROOT / "bench" / "gpu_check.sh"), str(tmp_path / "nowhere")],
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2 and "is not a folder of wheels" in done.stderr


@pytest.mark.skipif(bool(nvidia_gpus()), reason="this machine has an NVIDIA GPU: the check would go on")
def test_without_a_gpu_the_check_stops_where_cuda_is_needed(tmp_path: Path) -> None:
    code, result, _ = run_check([sys.executable, str(ROOT / "bench" / "gpu_check.py")], tmp_path)
    assert code == 3 and result["stopped"] == "detect" and result["chosen"] == "cpu"
    (error,) = result["errors"]  # type: ignore[misc]
    assert "CUDA is needed from here on" in error and "no NVIDIA GPU found" in error
    assert "demo_build" not in result["steps"]  # nothing slow ran before the stop
