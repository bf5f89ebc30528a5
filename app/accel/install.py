"""The CUDA flavour and the plugin providers, installed on demand into Hearth's own folder.

Never silently and never at first start: the window (or `main.py accel enable`) asks, shows the download's
size, and then works like a model download: a plan of wheels kept on disk (`app.accel.wheels`), bytes in
`.part` files that survive a pause, a crash or a kill -9 and resume where they stopped, every wheel checked
against the index's sha256, then installed offline (`pip --no-index --no-deps --target`) into a staging
folder, checked by importing it in a child process, and renamed into place with a marker written last, so
a half-installed accelerator never counts.

Each feature gets its own folder, `<data>/accel/<feature>/`. `activate()` puts the installed ones first on
`sys.path` (the engine host, `doctor` and `bench/devices.py` call it before anything imports onnxruntime),
so `onnxruntime-genai-cuda` and `onnxruntime-gpu` shadow the environment's CPU wheels and plugins can be
imported and registered (`app.accel.detect`).
"""

from __future__ import annotations

import json
import logging
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from app.accel import python
from app.accel.wheels import PYPI, Wheel, WheelError, fetch, install, load_plan, resolve, save_plan
from app.system.paths import Paths, resolve_paths
from models.hub.download_control import DownloadControl, Outcome

log = logging.getLogger("hearth.accel")
MARKER = "hearth-accel.json"
# The plugins are registered and their devices listed through ONNX Runtime's Python module
# (`app.accel.detect`); the check proves that it loads with the plugin.
PLUGIN_FEATURES = ("webgpu", "openvino", "qnn", "trtrtx")
_ORT_CHECK = "; import onnxruntime; onnxruntime.get_ep_devices()"
# The plugins' own floor (notes/hardware_reach.md), for a build that carries no ONNX Runtime metadata.
ORT_PLUGIN_FLOOR = "onnxruntime>=1.24.4"
ORT_WHEEL_BYTES = 27_773_237  # onnxruntime 1.32.0, CPython 3.11, Linux x86-64


@dataclass(frozen=True)
class Feature:
    name: str
    label: str  # "NVIDIA acceleration (CUDA)"
    requirements: tuple[str, ...]
    check: str  # Python run in a child with the new folder first on sys.path; exit 0 = it works
    approx_bytes: int  # the download as pip planned it (Linux x86-64; QNN: Windows ARM64), for the offer's label


FEATURES: Mapping[str, Feature] = {
    "cuda": Feature("cuda", "NVIDIA acceleration (CUDA)",
                    ("onnxruntime-genai-cuda==0.18.0", "onnxruntime-gpu[cuda,cudnn]"),
                    "import onnxruntime_genai as og, sys; sys.exit(0 if og.is_cuda_available() else 3)",
                    1_582_856_124),
    "webgpu": Feature("webgpu", "GPU acceleration (WebGPU)", ("onnxruntime-ep-webgpu==0.4.0",),
                      "import onnxruntime_ep_webgpu as m, pathlib; "
                      "assert pathlib.Path(m.get_library_path()).is_file()" + _ORT_CHECK, 6_892_120),
    "openvino": Feature("openvino", "Intel acceleration (OpenVINO)", ("onnxruntime-ep-openvino==1.8.1",),
                        "import onnxruntime_ep_openvino as m, pathlib; "
                        "assert pathlib.Path(m.get_library_path()).is_file()" + _ORT_CHECK, 52_587_628),
    "qnn": Feature("qnn", "Snapdragon NPU acceleration (QNN)", ("onnxruntime-qnn==2.7.0",),
                   "import onnxruntime_qnn as m, pathlib; "
                   "assert pathlib.Path(m.get_library_path()).is_file()" + _ORT_CHECK, 62_290_858),
    "trtrtx": Feature("trtrtx", "NVIDIA RTX acceleration (TensorRT-RTX)", ("onnxruntime-ep-nv-tensorrt-rtx==0.5.0",),
                      "import importlib.util as u; assert u.find_spec('onnxruntime_ep_nv_tensorrt_rtx')" + _ORT_CHECK,
                      146_479_108),
}


def ort_for_plugins() -> str | None:
    """The ONNX Runtime to install next to a plugin where its Python module is missing, else None.

    Every bundle ships ONNX Runtime's Python module (the documents' embedder imports it; on Windows the CPU
    wheel's, beside the WinML flavour's onnxruntime.dll): a plugin uses it. Where a build has the library
    but not the module (a source tree without it, or a bundle that leaves it out) while its metadata still
    says it is installed, the plugin's folder gets the
    same version (its library then serves ORT GenAI too, being first on `sys.path`), planned on its own
    (`resolve(alone=True)`), its dependencies being in the bundle."""
    import importlib.util
    from importlib.metadata import PackageNotFoundError, version

    found = importlib.util.find_spec("onnxruntime")
    if found is not None and found.origin and any(Path(found.origin).parent.glob("capi/onnxruntime_pybind11_state*")):
        return None
    try:
        return f"onnxruntime=={version('onnxruntime')}"
    except PackageNotFoundError:  # a WinML flavour build without the module carries only its onnxruntime.dll
        return ORT_PLUGIN_FLOOR


def approx_download(feature: str) -> int:
    """The offer's size: the feature's wheels, plus ONNX Runtime where it comes along (`ort_for_plugins`)."""
    extra = ORT_WHEEL_BYTES if feature in PLUGIN_FEATURES and ort_for_plugins() else 0
    return FEATURES[feature].approx_bytes + extra


def installed_sites(paths: Paths | None = None) -> list[Path]:
    """The accelerator folders whose install finished (marker present), CUDA first."""
    root = (paths or resolve_paths()).accel_dir
    return [root / name for name in FEATURES if (root / name / MARKER).is_file()]


def activate(paths: Paths | None = None) -> list[Path]:
    """Put every installed accelerator folder first on `sys.path`; returns them. With the CUDA flavour,
    ONNX Runtime is asked to load the CUDA and cuDNN libraries its pip packages brought."""
    sites = installed_sites(paths)
    if sites and sites[0].name == "cuda" and "onnxruntime_genai" in sys.modules:
        log.warning("ORT GenAI was imported before the accelerators were activated: this process keeps %s, "
                    "not the CUDA flavour", sys.modules["onnxruntime_genai"].__file__)
    for site in reversed(sites):
        if str(site) not in sys.path:
            sys.path.insert(0, str(site))
    if sites and sites[0].name == "cuda":
        try:
            import onnxruntime

            onnxruntime.preload_dlls()  # the nvidia-* wheels' libraries; a no-op where absent
        except Exception as exc:  # a CUDA install without a driver: the load falls back and says why
            log.warning("CUDA libraries not preloaded: %s", exc)
    return sites


Report = Callable[[int, int], None]  # (bytes done, bytes in all)


class Installer:
    """Plans, downloads (resumable), verifies and installs one feature at a time (see the module doc)."""

    def __init__(self, paths: Paths | None = None, index_url: str = PYPI) -> None:
        self.root = (paths or resolve_paths()).accel_dir
        self.index_url = index_url

    def staging(self, feature: str) -> Path:
        return self.root / ".staging" / feature

    def installed(self, feature: str) -> bool:
        return (self.root / feature / MARKER).is_file()

    def unfinished(self) -> list[str]:
        """Features with a download under way (paused, or stopped by a crash): offered to resume."""
        return [f for f in FEATURES if (self.staging(f) / "plan.json").is_file() and not self.installed(f)]

    def plan(self, feature: str) -> list[Wheel]:
        """The wheels to fetch: the saved plan of a download under way, else pip's (network: ask first)."""
        staging = self.staging(feature)
        saved = load_plan(staging / "plan.json")
        if saved is not None:
            return saved
        wheels = resolve(FEATURES[feature].requirements, self.index_url)
        if feature in PLUGIN_FEATURES and (ort := ort_for_plugins()) and not any(
                w.name.lower() == "onnxruntime" for w in wheels):  # QNN's plugin asks for ONNX Runtime itself
            wheels += resolve((ort,), self.index_url, alone=True)
        staging.mkdir(parents=True, exist_ok=True)
        save_plan(staging / "plan.json", wheels)
        return wheels

    def run(self, feature: str, control: DownloadControl, report: Report | None = None) -> Outcome:
        """Download what is missing and install; "paused" keeps the bytes, "cancelled" deletes them."""
        wheels = self.plan(feature)
        staging = self.staging(feature)
        total = sum(w.size for w in wheels)
        done = sum(_on_disk(staging, w) for w in wheels)

        def add(n: int) -> None:
            nonlocal done
            done += n
            if report is not None:
                report(done, total)

        add(0)
        files = [fetch(w, staging, control, add) for w in wheels]
        if control.stop_reason == "cancelled":
            self.discard(feature)
            return "cancelled"
        if control.stop_reason == "paused":
            return "paused"
        self.install_files(feature, files)
        shutil.rmtree(staging, ignore_errors=True)
        return "installed"

    def install_files(self, feature: str, files: list[Path]) -> None:
        """Install wheels already on disk (downloaded by `run`, or brought to an offline machine:
        bench/gpu_check.sh), check them in a child process and rename them into place, marker last."""
        target = self.root / feature
        tmp = self.root / f"{feature}.tmp"
        shutil.rmtree(tmp, ignore_errors=True)
        install(files, tmp)
        check = subprocess.run(python.command("-c", f"import sys; sys.path.insert(0, {str(tmp)!r}); "
                                              + FEATURES[feature].check), capture_output=True, text=True, timeout=300)
        if check.returncode != 0:
            shutil.rmtree(tmp, ignore_errors=True)
            lines = check.stderr.strip().splitlines()
            raise WheelError(f"{FEATURES[feature].label} was installed but does not work here "
                             f"({lines[-1] if lines else f'exit code {check.returncode}'}); it was removed.")
        (tmp / MARKER).write_text(json.dumps({"feature": feature, "installed": time.time(),
                                              "wheels": [f.name for f in files]}), encoding="utf-8")
        shutil.rmtree(target, ignore_errors=True)
        tmp.replace(target)
        log.info("%s installed into %s", feature, target)

    def discard(self, feature: str) -> None:
        shutil.rmtree(self.staging(feature), ignore_errors=True)

    def remove(self, feature: str) -> None:
        """Uninstall: the folder goes; the next engine start no longer sees it."""
        shutil.rmtree(self.root / feature, ignore_errors=True)


def _on_disk(staging: Path, wheel: Wheel) -> int:
    for name in (wheel.filename, wheel.filename + ".part"):
        path = staging / name
        if path.is_file():
            return path.stat().st_size
    return 0
