"""Accelerators installed on demand, against a package index on 127.0.0.1 with fixture wheels: planned by
pip's resolver, downloaded by Hearth (a kill -9 half-way, then a resume from the bytes on disk), verified
against the index's sha256, installed into Hearth's own folder and seen by the detection."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from importlib.metadata import version
from pathlib import Path

import pytest

from app.accel import python
from app.accel.detect import Detection
from app.accel.install import FEATURES, ORT_WHEEL_BYTES, Installer, installed_sites, ort_for_plugins
from app.accel.wheels import WheelError
from models.hub.download_control import DownloadControl
from tests.app.wheel_index import WheelIndex, build_wheel, fake_cuda_wheels, fake_openvino_wheels, serve_index

ROOT = Path(__file__).resolve().parents[3]
PLUGIN = "onnxruntime_ep_openvino-1.8.1-py3-none-any.whl"
ORT_VERSION = version("onnxruntime")


@pytest.fixture()
def index(tmp_path: Path) -> Iterator[WheelIndex]:
    fake_openvino_wheels(tmp_path / "wheels")
    with serve_index(tmp_path / "wheels") as served:
        yield served


def enable(index: WheelIndex, *extra: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "main.py", "accel", "enable", "openvino", "--yes", "--index-url",
                             index.url, *extra], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def wait_for(condition: object, proc: subprocess.Popen[str], timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while not condition():  # type: ignore[operator]
        if proc.poll() is not None:
            raise AssertionError(f"exited early ({proc.returncode}): {proc.communicate()}")
        if time.monotonic() > deadline:
            raise AssertionError("timed out")
        time.sleep(0.05)


def test_a_download_killed_half_way_resumes_from_its_bytes_and_installs(index: WheelIndex, hearth_home: Path) -> None:
    part = hearth_home / "data" / "accel" / ".staging" / "openvino" / (PLUGIN + ".part")
    with enable(index) as proc:  # the pipes are closed and the process waited for, whatever happens
        try:
            wait_for(lambda: part.is_file() and part.stat().st_size > 512 * 1024, proc)
            os.kill(proc.pid, signal.SIGKILL)
        finally:
            if proc.poll() is None:
                proc.kill()
            proc.communicate(timeout=30)
    assert proc.returncode == -signal.SIGKILL
    kept = part.stat().st_size
    assert 0 < kept < 3 * 2**20 and not installed_sites()
    assert index.served(PLUGIN) == [""]  # one whole-file GET so far

    with enable(index) as again:
        try:
            out, err = again.communicate(timeout=300)
        finally:
            again.kill()
    assert again.returncode == 0, err
    assert "Intel acceleration (OpenVINO) installed" in out
    resumed = index.served(PLUGIN)[1]
    assert resumed.startswith("bytes=") and int(resumed[6:].rstrip("-")) >= kept  # resumed, not restarted
    site = hearth_home / "data" / "accel" / "openvino"
    assert installed_sites() == [site] and (site / "hearth-accel.json").is_file()
    assert (site / "hearth_fixture_dep" / "__init__.py").is_file()  # its dependency came along
    assert not (site / "numpy").exists()  # what the environment has is not downloaded again
    assert not part.parent.exists()  # the staging folder is gone

    listing = subprocess.run([sys.executable, "main.py", "accel", "list"], cwd=ROOT, capture_output=True,
                             text=True, check=True).stdout
    assert any(line.startswith("openvino") and "installed" in line for line in listing.splitlines())
    detected = subprocess.run([sys.executable, "-m", "app.accel.detect", "--json", str(site)], cwd=ROOT,
                              capture_output=True, text=True, check=True, timeout=120).stdout
    openvino = Detection.from_dict(json.loads(detected.splitlines()[-1])).state("openvino")
    assert openvino is not None and openvino.installed and not openvino.registered and not openvino.offered
    assert openvino.reason.startswith("installed, but it did not start")  # the fixture's library is noise


def test_a_wheel_that_does_not_match_its_hash_is_deleted_and_nothing_is_installed(index: WheelIndex) -> None:
    index.corrupt = True
    index.slow_s_per_64k = 0
    installer = Installer(index_url=index.url)
    index.corrupt = False  # pip plans from the real bytes; Hearth then receives other ones
    installer.plan("openvino")
    index.corrupt = True
    with pytest.raises(WheelError, match="does not match the sha256"):
        installer.run("openvino", DownloadControl())
    assert not installed_sites() and not list(installer.staging("openvino").glob("*.part"))


def test_pause_keeps_the_bytes_and_cancel_deletes_them(index: WheelIndex) -> None:
    installer = Installer(index_url=index.url)
    control = DownloadControl()
    seen: list[int] = []

    def report(done: int, total: int) -> None:
        seen.append(done)
        if done > 256 * 1024:
            control.pause()

    assert installer.run("openvino", control, report) == "paused"
    assert installer.unfinished() == ["openvino"] and seen[-1] > 0
    kept = sum(p.stat().st_size for p in installer.staging("openvino").iterdir() if p.name.endswith(".part"))
    assert kept > 256 * 1024
    cancel = DownloadControl()
    cancel.cancel()
    assert installer.run("openvino", cancel) == "cancelled"
    assert not installer.staging("openvino").exists() and installer.unfinished() == []


def test_hearth_answers_python_command_lines_as_the_bundle_runs_pip_and_checks() -> None:
    assert python.command("-m", "pip", "--version", frozen=True) == [sys.executable, "--python", "-m", "pip",
                                                                       "--version"]
    assert python.command("-c", "pass", frozen=False) == [sys.executable, "-c", "pass"]
    main = [sys.executable, "main.py", "--python"]
    code = subprocess.run([*main, "-c", "import sys; print(sys.argv[1:]); raise SystemExit(3)", "a", "b"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert code.returncode == 3 and code.stdout.strip() == "['a', 'b']"
    pip = subprocess.run([*main, "-m", "pip", "--version"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert pip.returncode == 0 and pip.stdout.startswith("pip ")
    broken = subprocess.run([*main, "-c", "raise RuntimeError('boom')"], cwd=ROOT, capture_output=True, text=True,
                            timeout=120)
    assert broken.returncode != 0 and "boom" in broken.stderr


def test_a_windowed_build_without_output_streams_still_runs_pip(monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows' Hearth.exe started from a console has no sys.stdout/stderr (None): pip exited 1 there under
    Wine. The streams get somewhere to go (the parent's console on Windows, else nowhere) and pip runs."""
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(sys, "argv", list(sys.argv))
    assert python.run(["--python", "-m", "pip", "--version"]) == 0
    assert sys.stdout is not None and sys.stderr is not None
    sys.stdout.close()


def test_where_onnx_runtime_has_no_python_module_a_plugin_brings_the_same_version(tmp_path: Path) -> None:
    """As in the bundles: ONNX Runtime's library and metadata, not its Python module. The plan then adds
    `onnxruntime==<that version>` alone (no dependencies, though its metadata says it is installed)."""
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    build_wheel(wheels, "onnxruntime-ep-openvino", "1.8.1", {"onnxruntime_ep_openvino/__init__.py": b""})
    build_wheel(wheels, "onnxruntime", ORT_VERSION, {"onnxruntime/__init__.py": b""}, requires=("hearth-absent-dep",))
    like_bundle = tmp_path / "bundle"
    (like_bundle / "onnxruntime" / "capi").mkdir(parents=True)
    (like_bundle / "onnxruntime" / "__init__.py").write_text("raise ImportError('never imported')\n")
    (like_bundle / "onnxruntime" / "capi" / "libonnxruntime.so.1").write_bytes(b"")
    script = ("import json; from app.accel.install import Installer, approx_download, ort_for_plugins; "
              "import sys; plan = Installer(index_url=sys.argv[1]).plan('openvino'); "
              "print(json.dumps([ort_for_plugins(), approx_download('openvino'), [w.name for w in plan]]))")
    with serve_index(wheels) as served:
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(like_bundle), str(ROOT)]),
               "PIP_CONFIG_FILE": os.devnull}
        out = subprocess.run([sys.executable, "-c", script, served.url], cwd=ROOT, env=env, capture_output=True,
                             text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    wanted, size, names = json.loads(out.stdout.strip().splitlines()[-1])
    assert wanted == f"onnxruntime=={ORT_VERSION}"
    assert names == ["onnxruntime-ep-openvino", "onnxruntime"]  # its absent dependency was not asked for
    assert size == FEATURES["openvino"].approx_bytes + ORT_WHEEL_BYTES
    assert ort_for_plugins() is None  # this environment has the module: nothing extra


def test_the_cuda_flavour_enabled_from_a_local_index_is_chosen_where_nvidia_smi_finds_a_gpu(
        tmp_path: Path, hearth_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`accel enable cuda` against fixture wheels, then everything that detects (doctor, the window's detection
    child, the Models window's catalog) sees the installed CUDA build ahead of the environment's CPU wheel and
    picks CUDA for the GPU a fake `nvidia-smi` lists; without a GPU it says why CUDA is not used."""
    from app.accel.detect import Detection
    from app.engine.link import HostLink
    from app.settings import Settings
    from models.catalog import load_catalog, recommend
    from tests.app.accel.test_accel_detect import fake_nvidia_smi
    from ui.models.models_window import default_hardware

    plain = os.pathsep.join(p for p in os.environ["PATH"].split(os.pathsep) if not (Path(p) / "nvidia-smi").exists())
    with_gpu = f"{fake_nvidia_smi(tmp_path / 'bin')}{os.pathsep}{plain}"
    fake_cuda_wheels(tmp_path / "wheels")
    with serve_index(tmp_path / "wheels") as served:
        served.slow_s_per_64k = 0
        enabled = subprocess.run([sys.executable, "main.py", "accel", "enable", "cuda", "--yes", "--index-url",
                                  served.url], cwd=ROOT, env={**os.environ, "PATH": plain}, capture_output=True,
                                 text=True, timeout=300)
    assert enabled.returncode == 0, enabled.stderr
    assert "NVIDIA acceleration (CUDA) installed" in enabled.stdout
    # enabled where no GPU is seen: said before the download, and installed all the same (the person asked)
    assert "Note: Hearth found no hardware here that needs it (no NVIDIA GPU found)" in enabled.stderr
    site = hearth_home / "data" / "accel" / "cuda"
    assert installed_sites() == [site] and (site / "hearth_fixture_cudnn").is_dir()  # the extras came along

    def doctor(path: str) -> dict[str, object]:
        out = subprocess.run([sys.executable, "main.py", "doctor", "--json"], cwd=ROOT,
                             env={**os.environ, "PATH": path}, capture_output=True, text=True, timeout=300,
                             check=True).stdout
        return json.loads(out)  # type: ignore[no-any-return]

    report = doctor(with_gpu)
    devices = Detection.from_dict(report["devices"])  # type: ignore[arg-type]
    cuda = devices.state("cuda")
    assert devices.chosen == "cuda" and cuda is not None and (cuda.installed, cuda.offered) == (True, True)
    assert cuda.reason == "NVIDIA GPU found: NVIDIA GeForce RTX 4070 (12,282 MB)"
    assert report["accelerators_installed"] == ["cuda"]
    assert report["versions"]["onnxruntime-genai-cuda"] == "0.18.0"  # type: ignore[index]
    without = Detection.from_dict(doctor(plain)["devices"])  # type: ignore[arg-type]
    assert without.chosen == "cpu" and without.state("cuda").reason == "CUDA flavour installed, but no NVIDIA GPU found"  # type: ignore[union-attr]

    monkeypatch.setenv("PATH", with_gpu)  # the window: detection in a child, then the catalog's pick
    hardware = default_hardware(Settings())
    assert hardware.providers[0] == "cuda" and hardware.detection is not None  # type: ignore[attr-defined]
    pick = recommend(hardware, load_catalog())
    assert pick.device == "cuda" and "cuda" in pick.variant.devices

    link = HostLink(lambda _error: None)  # the engine host, which loads the models, detects at its start
    try:
        ready = link.start()
    finally:
        link.close()
    assert ready.providers == ("cuda", "cpu") and Detection.from_dict(ready.detection).chosen == "cuda"  # type: ignore[arg-type]


def test_accel_list_says_what_this_computer_has_for_each_and_a_platform_without_a_build_is_refused() -> None:
    from app.accel.catalog import platform_tag

    if platform_tag() == "win32-ARM64":
        pytest.skip("QNN has a build for Windows on Arm")
    plain = os.pathsep.join(p for p in os.environ["PATH"].split(os.pathsep) if not (Path(p) / "nvidia-smi").exists())
    env = {**os.environ, "PATH": plain}
    listing = subprocess.run([sys.executable, "main.py", "accel", "list"], cwd=ROOT, env=env, capture_output=True,
                             text=True, timeout=300, check=True).stdout.splitlines()
    assert listing[0].split() == ["in", "Hearth", "accelerator", "on", "this", "computer"]
    lines = {line.split()[0]: line for line in listing[1:]}
    assert list(lines) == list(FEATURES)
    assert lines["cuda"].endswith("Hearth found no hardware here that needs it (no NVIDIA GPU found)")
    assert lines["qnn"].endswith("onnxruntime-qnn has no build for this platform")
    refused = subprocess.run([sys.executable, "main.py", "accel", "enable", "qnn", "--yes", "--index-url",
                              "http://127.0.0.1:9/simple"], cwd=ROOT, env=env, capture_output=True, text=True,
                             timeout=300)  # nothing listens there: the index is never asked
    assert refused.returncode == 1
    assert refused.stderr.strip() == "Error: onnxruntime-qnn has no build for this platform."
