"""The frozen Linux bundle, built and started for real: the recipe the Windows and macOS installers
wrap (`python packaging/build.py --bake-demo --selftest`, exactly as .github/workflows/installers.yml
runs it). About a minute, plus a one-time clean build venv."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# Linux bundle without the demo model measured 220 MB (ICU 37 MB and SecretService's cryptography
# 14 MB are Linux-only), then 260 MB with the remote engines' `openai` client and the documents' readers
# (tokenizers, pypdf, python-docx with lxml), 285 MB with the documents' embedding model baked in
# (23 MB) and the MCP client, 290 MB with pip, 325 MB with ONNX Runtime's Python module for the documents'
# embedder (its pybind module, 37 MB, carries its own copy of the runtime); a jump past this means something
# big slipped in (QtWebEngine, torch...). Voice: +5 MB (QtMultimedia's and QtTextToSpeech's core libraries and
# plugins, and Qt6Network, which QtMultimedia links; PyAV's 77 MB stay out, see hearth.spec). Images and math:
# +9 MB, 346 MB (Pillow's core and its PNG, JPEG, GIF and WebP codecs, 7 MB once its AVIF, fonts and colour
# management are left out, which were 8 MB more: build.UNUSED_PILLOW; ziamath and latex2mathml, 2 MB).
LINUX_BUDGET_MB = 355


BUILT: dict[str, str] = {}  # the build's output, once per session: the tests below share one bundle


def built(demo_model: Path) -> str:
    if "output" not in BUILT:
        env = {**os.environ, "HEARTH_DEMO_DIR": str(demo_model)}
        result = subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "--bake-demo", "--selftest"],
                                cwd=ROOT, env=env, capture_output=True, text=True, timeout=1200, check=False)
        output = result.stdout + result.stderr
        assert result.returncode == 0, output[-4000:]
        BUILT["output"] = output
    return BUILT["output"]


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Windows/macOS builds run in their CI jobs")
def test_the_bundle_builds_passes_its_checks_and_its_selftest(demo_model: Path) -> None:
    output = built(demo_model)
    assert "selftest ok" in output and "engine ok" in output
    size = re.search(r"(\d+) MB without the demo model", output)
    assert size is not None, output[-2000:]
    print(f"Linux bundle: {size.group(1)} MB without the demo model")
    assert int(size.group(1)) <= LINUX_BUDGET_MB


def real_wheels(*requirements: str) -> Path:
    """The real wheels of `requirements` for this Python, downloaded from PyPI once into the user cache."""
    folder = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "hearth-test-wheels"
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                    "--dest", str(folder), *requirements], check=True, timeout=600)
    return folder


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Windows/macOS builds run in their CI jobs")
def test_the_bundle_installs_a_real_plugin_on_demand_and_runs_with_it(demo_model: Path, tmp_path: Path) -> None:
    """The bundle has no Python, only itself: pip runs as `Hearth --python -m pip` (app/accel/python.py). The
    Linux bundle ships ONNX Runtime's Python module (the documents' embedder imports it), so the plugin uses
    that one and brings no second copy (`ort_for_plugins`). Real wheels, local index."""
    from importlib.metadata import version

    from tests.app.wheel_index import serve_index

    built(demo_model)
    wanted = ("onnxruntime-ep-webgpu==0.4.0", f"onnxruntime=={version('onnxruntime')}")
    cache = real_wheels(*wanted)
    index = tmp_path / "index"
    index.mkdir()
    for wheel in cache.glob("*.whl"):
        if wheel.name.startswith(("onnxruntime_ep_webgpu-0.4.0-", f"onnxruntime-{version('onnxruntime')}-")):
            (index / wheel.name).symlink_to(wheel)
    home = tmp_path / "home"
    env = {**os.environ, "HEARTH_HOME": str(home), "PIP_CONFIG_FILE": os.devnull, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("HEARTH_DEMO_DIR", None)
    hearth = str(ROOT / "dist" / "Hearth" / "Hearth")
    with serve_index(index) as served:
        served.slow_s_per_64k = 0
        enable = subprocess.run([hearth, "accel", "enable", "webgpu", "--yes", "--index-url", served.url], env=env,
                                capture_output=True, text=True, timeout=600, check=False)
    assert enable.returncode == 0, enable.stderr[-3000:]
    site = home / "data" / "accel" / "webgpu"
    assert (site / "onnxruntime_ep_webgpu").is_dir() and not (site / "onnxruntime").exists()

    doctor = subprocess.run([hearth, "doctor", "--json"], env=env, capture_output=True, text=True, timeout=300,
                            check=True)
    webgpu = next(p for p in json.loads(doctor.stdout)["devices"]["providers"] if p["name"] == "webgpu")
    assert webgpu["installed"] and webgpu["registered"] and not webgpu["offered"]  # this machine has no GPU
    assert webgpu["reason"].startswith("no GPU that WebGPU can use")

    # the window detects in a child: the bundle answers it as Python would (`Hearth --python -m …`)
    child = subprocess.run([hearth, "--python", "-m", "app.accel.detect", "--json", str(site)], env=env,
                           capture_output=True, text=True, timeout=300, check=True)
    seen = next(p for p in json.loads(child.stdout.strip().splitlines()[-1])["providers"] if p["name"] == "webgpu")
    assert seen["registered"] and seen["reason"] == webgpu["reason"]

    selftest = subprocess.run([hearth, "--selftest"], env=env, capture_output=True, text=True, timeout=300,
                              check=False)
    said = selftest.stdout + selftest.stderr
    assert selftest.returncode == 0 and "engine ok on cpu" in said, said[-3000:]
