"""Hearth on Windows, tested here under Wine 10 (packaging/windows/wine.py): the Windows test subset as an
ordinary pytest run on Windows Python, the bundle's self-test, the installer round trip with the window,
and a traced chat that makes no network connection.

They are slow (minutes each, Wine on two cores), so they run when `HEARTH_WINDOWS=1` (packaging/windows/ci.sh,
which `.ci/run` calls after the Linux suite) and skip otherwise, saying how to run them. With
`HEARTH_WINDOWS=1` and no harness cache they fail with the message that says how to build it: never a silent
skip in CI.
"""

from __future__ import annotations

import importlib.metadata
import json
import os
import re
import shlex
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging" / "windows"))

import wine  # noqa: E402
import wine_cache  # noqa: E402

WANTED = os.environ.get("HEARTH_WINDOWS") == "1"
# The Windows bundle without the demo model: 219 MB, then 246 MB with ONNX Runtime's CPU module for the
# documents' embedder (its pybind module, 23 MB, carries its own copy of the runtime; the wheel's own
# onnxruntime.dll is left out) and pip (for accelerators; the harness's Python had none before); images and
# math then took it to 267 MB, less the 10 MB of Pillow's AVIF codec and fonts left out (build.UNUSED_PILLOW).
# A jump past this means something big slipped in.
WINDOWS_BUDGET_MB = 265
needs_windows = pytest.mark.skipif(not WANTED, reason="the Windows checks under Wine are slow: run "
                                   "packaging/windows/ci.sh (or set HEARTH_WINDOWS=1)")


@pytest.fixture(scope="module")
def harness() -> Iterator[ModuleType]:
    if not wine_cache.is_built():
        pytest.fail(wine.MISSING.format(where=wine_cache.cache_dir()))
    yield wine


def test_without_its_cache_the_harness_refuses_and_says_how_to_build_it(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HEARTH_WINE_CACHE", str(tmp_path / "nothing-here"))
    with pytest.raises(wine.NotBuilt, match=r"python packaging/windows/wine\.py build"):
        wine.run("true")
    assert wine.main(["python", "-c", "print(1)"]) == 2
    assert not (tmp_path / "nothing-here").exists()  # refusing builds nothing


def test_the_root_folder_comes_from_the_mirror_apt_uses() -> None:
    assert wine_cache.apt_mirror().startswith("http") and wine_cache.apt_mirror().endswith("/debian")
    assert "numpy==2.0.2" in wine_cache.WINE_PINS  # the Wine-only reason is in packaging/build.py


def test_the_models_mounted_for_windows_are_those_the_suite_uses(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test's HEARTH_HOME (and so its cache) is a temporary folder: the models are found through
    HEARTH_DEMO_DIR and HEARTH_EMBED_DIR, which the suite points at the user cache's (they were not mounted)."""
    demo, embed = tmp_path / "c" / "demo-model" / "smollm", tmp_path / "c" / "embed-model" / "minilm"
    demo.mkdir(parents=True)
    embed.mkdir(parents=True)
    monkeypatch.setenv("HEARTH_DEMO_DIR", str(demo))
    monkeypatch.setenv("HEARTH_EMBED_DIR", str(embed))
    assert wine.model_binds() == [f"{demo.parent}:{wine.MODELS}/demo-model",
                                  f"{embed.parent}:{wine.MODELS}/embed-model"]


def test_a_cache_step_whose_recipe_changed_is_done_again_alone(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The bundle's Python (its recipe: WinML, ONNX Runtime's module, pip) is redone by itself when its recipe
    changes; a step not done yet redoes every step after it, as before."""
    monkeypatch.setenv("HEARTH_WINE_CACHE", str(tmp_path))
    done: list[str] = []
    monkeypatch.setattr(wine_cache, "STEPS", [(n, lambda _say, n=n: done.append(n)) for n in ("a", "b", "c")])
    monkeypatch.setattr(wine_cache, "STEP_RECIPES", {"b": "one"})
    wine_cache.build(lambda _text: None)
    wine_cache.build(lambda _text: None)
    assert done == ["a", "b", "c"]
    monkeypatch.setattr(wine_cache, "STEP_RECIPES", {"b": "two"})
    wine_cache.build(lambda _text: None)
    assert done == ["a", "b", "c", "b"]
    wine_cache._done("a").unlink()
    wine_cache.build(lambda _text: None)
    assert done == ["a", "b", "c", "b", "a", "b", "c"]


@needs_windows
def test_the_windows_subset_passes_on_windows_python(harness: ModuleType) -> None:
    code, out = harness.run_captured(harness.test_script([]), binds=harness.model_binds(),
                                     env=[*harness.model_env(), "QT_QPA_PLATFORM=offscreen"])
    summary = out.strip().splitlines()[-1] if out.strip() else ""
    print(out[-3000:])
    assert "win32" in out and code == 0 and re.search(r"\d+ passed", summary), summary
    assert " failed" not in summary and " error" not in summary


@needs_windows
def test_the_windows_bundle_builds_and_its_selftest_generates_and_embeds(harness: ModuleType) -> None:
    code, out = harness.run_captured(harness.bundle_script(), binds=harness.model_binds(), env=harness.model_env())
    print(out[-3000:])
    bundle = ROOT / harness.DIST / "Hearth"
    assert code == 0 and (bundle / "Hearth.exe").is_file(), out[-3000:]
    assert not (bundle / "_internal" / "icuuc.dll").exists()  # the Wine stand-in never ships
    # the documents' embedder runs on ONNX Runtime's CPU module beside the WinML flavour's onnxruntime.dll
    assert "engine ok" in out and "embedder ok (384 dimensions)" in out and "selftest ok" in out
    size = re.search(r"(\d+) MB without the demo model", out)
    assert size is not None and int(size.group(1)) <= WINDOWS_BUDGET_MB, size


def windows_wheel(requirement: str) -> Path:
    """The real win_amd64 CPython 3.11 wheel of `requirement`, downloaded from PyPI once into the user cache."""
    folder = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "hearth-test-wheels-win"
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                    "--platform", "win_amd64", "--python-version", "3.11", "--dest", str(folder), requirement],
                   check=True, timeout=600)
    name, _, version = requirement.partition("==")
    return next(folder.glob(f"{name.replace('-', '_')}-{version}-*win_amd64.whl"))


@needs_windows
def test_the_windows_bundle_installs_a_real_plugin_which_registers_and_finds_no_device(harness: ModuleType,
                                                                                      tmp_path: Path) -> None:
    """Issue 20's path on Windows: the bundle answers `Hearth.exe --python` (pip runs in it, its output piped to
    the Hearth.exe that asked), installs the real WebGPU plugin from a local index, and registers it through the
    bundle's own ONNX Runtime module (so no second ONNX Runtime comes with it). Wine has no GPU: the plugin
    must register and report no device, never fail to load."""
    from tests.app.wheel_index import serve_index

    if not (ROOT / harness.DIST / "Hearth" / "Hearth.exe").is_file():
        pytest.fail("no Windows bundle: the bundle test runs first (python packaging/windows/wine.py bundle)")
    index, work = tmp_path / "index", tmp_path / "work"
    index.mkdir()
    work.mkdir()
    wheel = windows_wheel("onnxruntime-ep-webgpu==0.4.0")
    (index / wheel.name).symlink_to(wheel)
    site = "Z:\\w\\home\\data\\accel\\webgpu"
    with serve_index(index) as served:
        served.slow_s_per_64k = 0
        steps = {"python": ["--python", "-c", "import sys, onnxruntime; print(sys.frozen, onnxruntime.__version__)"],
                 "enable": ["accel", "enable", "webgpu", "--yes", "--index-url", served.url],
                 "doctor": ["doctor", "--json"],
                 "detect": ["--python", "-m", "app.accel.detect", "--json", site],
                 "selftest": ["--selftest"]}
        script = "; ".join(f"wine {harness.DIST}/Hearth/Hearth.exe {shlex.join(argv)} >/w/{name}.out 2>/w/{name}.err;"
                           f" echo $? >/w/{name}.rc" for name, argv in steps.items())
        harness.run_captured(script, binds=[f"{work}:/w"], env=["HEARTH_HOME=Z:\\w\\home", "PIP_CONFIG_FILE=NUL"])

    def result(name: str) -> tuple[int, str]:
        out = (work / f"{name}.out").read_text(encoding="utf-8", errors="replace")
        err = (work / f"{name}.err").read_bytes().replace(b"\0", b"").decode("utf-8", "replace")
        code = int((work / f"{name}.rc").read_text())
        assert code == 0, f"{name}: exit {code}\n{out[-1500:]}\n{err[-3000:]}"
        return code, out

    assert result("python")[1].split() == ["True", importlib.metadata.version("onnxruntime")]
    result("enable")
    installed = work / "home" / "data" / "accel" / "webgpu"
    assert (installed / "onnxruntime_ep_webgpu" / "onnxruntime_providers_webgpu.dll").is_file()
    assert not (installed / "onnxruntime").exists()  # the bundle's module serves the plugin
    webgpu = next(p for p in json.loads(result("doctor")[1])["devices"]["providers"] if p["name"] == "webgpu")
    assert webgpu["installed"] and webgpu["registered"] and not webgpu["offered"], webgpu
    assert webgpu["reason"].startswith("no GPU that WebGPU can use"), webgpu
    seen = next(p for p in json.loads(result("detect")[1].strip().splitlines()[-1])["providers"]
                if p["name"] == "webgpu")
    assert seen["registered"] and seen["reason"] == webgpu["reason"]
    said = result("selftest")[1]
    assert "engine ok on cpu" in said and "embedder ok" in said, said


@needs_windows
def test_the_installer_installs_chats_in_the_window_and_uninstalls_keeping_conversations(harness: ModuleType) -> None:
    if not (ROOT / harness.DIST / "Hearth" / "Hearth.exe").is_file():
        pytest.fail("no Windows bundle: the bundle test runs first (python packaging/windows/wine.py bundle)")
    code = harness.main(["--compression", "none", "installer"])  # a minute less; bench/windows.py builds what ships
    report = json.loads((ROOT / harness.DIST / "installer-report.json").read_text(encoding="utf-8"))
    assert code == 0 and report["installer_roundtrip_passed"] and "Paris" in report["reply"], report


@needs_windows
def test_a_chat_on_windows_makes_no_network_connection(harness: ModuleType) -> None:
    """ORT GenAI's telemetry goes through WinHTTP on Windows; under Wine every socket ends in a Linux
    `connect`, which strace sees. A terminal chat with the demo model may only talk to itself (loopback,
    local sockets): nothing to the network. Wine's own session start (`wineboot.exe --init`) resolves the
    host's name, a DNS query no Windows machine makes for Hearth: each connection is traced to the program its
    process (or thread) was started as, and only Wine's programs in system32 are let through."""
    model = harness.model_env()[0].split("=", 1)[1]
    # --seccomp-bpf: the process stops only at the calls traced, not at every one (93 s under Wine without it, ~30)
    script = (f"strace -f --seccomp-bpf -qq -e trace=connect,execve,clone,clone3 -o /tmp/connects "
              f"wine {harness.PYTHON} main.py chat --model '{model}' --prompt 'What is the capital of France?' "
              "--max-new-tokens 16 --temperature 0; status=$?; cat /tmp/connects; exit $status")
    code, out = harness.run_captured(script, binds=harness.model_binds())
    assert code == 0 and "Paris" in out, out[-2000:]
    parent: dict[str, str] = {}
    program: dict[str, str] = {}
    for line in out.splitlines():
        pid, _, call = line.partition(" ")
        if clone := re.search(r"^\s*clone3?\(.*\)\s*=\s*(\d+)$", call):
            parent[clone.group(1)] = pid
        elif run := re.search(r'^\s*execve\("[^"]*", \[[^,]*, "([^"]*)"', call):
            program[pid] = run.group(1).replace("\\\\", "\\")  # strace doubles each backslash

    def started_as(pid: str) -> str:
        while pid not in program and pid in parent:
            pid = parent[pid]
        return program.get(pid, "?")

    assert any(name.lower().endswith("python.exe") for name in program.values()), out[-2000:]  # it traced
    inet = [line for line in out.splitlines() if "connect(" in line and "AF_INET" in line]
    outside = [(started_as(line.split()[0]), line) for line in inet if "127.0.0.1" not in line and "::1" not in line]
    assert [o for o in outside if not o[0].lower().startswith("c:\\windows\\system32\\")] == [], outside
