"""macOS, as far as this Linux machine can go: every runtime dependency resolves as a wheel for Apple silicon
(`pip download --platform macosx_14_0_arm64`), and the app bundle's minimum macOS (Info.plist's
LSMinimumSystemVersion in the spec) is not older than the newest macOS those wheels need.

The wheels are kept in the user cache dir: a later run checks them offline (`--no-index`) and only asks PyPI
again when pyproject.toml's dependencies changed. Without the cache and without PyPI it skips, saying so.
Nothing here ran on a Mac (packaging/README.md says what did).
"""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import platformdirs
import pytest

ROOT = Path(__file__).resolve().parents[2]
PLATFORM = "macosx_14_0_arm64"


def _resolved_for_macos(requirements: list[str], work: Path) -> list[str]:
    """Exact pins for macOS arm64, markers evaluated for macOS (pip's --platform keeps the host's markers;
    uv resolves for the target), from the uv that the Windows harness uses too."""
    uv = Path(sys.executable).parent / "uv"
    if not uv.exists():
        pytest.skip("uv is not installed in this environment (pip install uv): it resolves for another OS")
    source = work / "requirements.in"
    source.write_text("\n".join(requirements) + "\n", encoding="utf-8")
    done = subprocess.run([str(uv), "pip", "compile", "-q", "--no-header", "--no-annotate", str(source),
                           "--python-platform", "aarch64-apple-darwin", "--python-version", "3.11",
                           "--only-binary", ":all:"], capture_output=True, text=True, check=False,
                          env={**os.environ, "MACOSX_DEPLOYMENT_TARGET": "14.0"})  # uv's default is 13.0
    if done.returncode != 0:
        if "network" in done.stderr.lower() or "connect" in done.stderr.lower():
            pytest.skip(f"PyPI is unreachable and nothing is cached yet: {done.stderr.strip()[-300:]}")
        pytest.fail(f"the dependencies do not resolve for macOS arm64:\n{done.stderr}")
    return [line.strip() for line in done.stdout.splitlines() if "==" in line]


def test_every_runtime_dependency_has_a_macos_arm64_wheel(tmp_path: Path) -> None:
    requirements = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    key = hashlib.sha256("\n".join(requirements).encode()).hexdigest()[:16]
    wheels = Path(platformdirs.user_cache_dir("Hearth", appauthor=False)) / "macos-wheels" / key
    pins_file = wheels / "pins.txt"
    if pins_file.is_file():
        pins = pins_file.read_text(encoding="utf-8").split()
    else:
        pins = _resolved_for_macos(requirements, tmp_path)
    download = [sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:", "--platform",
                PLATFORM, "--python-version", "3.11", "--implementation", "cp", "-d", str(wheels), *pins]
    offline = subprocess.run([*download[:4], "--no-index", "--find-links", str(wheels), *download[4:]],
                             capture_output=True, text=True, check=False)
    if offline.returncode != 0:
        online = subprocess.run(download, capture_output=True, text=True, check=False)
        assert online.returncode == 0, f"no macOS arm64 wheel for something Hearth needs:\n{online.stderr[-2000:]}"
    pins_file.write_text("\n".join(pins), encoding="utf-8")

    names = {re.split(r"-\d", w.name, maxsplit=1)[0].lower().replace("_", "-") for w in wheels.glob("*.whl")}
    for needed in ("onnxruntime-genai", "onnxruntime", "pyside6-essentials", "numpy", "tokenizers", "keyring"):
        assert needed in names, f"{needed} is missing from the macOS wheels: {sorted(names)}"
    assert any(p.startswith("onnxruntime-genai==0.18.0") for p in pins)

    # The newest macOS any of them needs is the bundle's floor: Info.plist must not promise older.
    needs = [tuple(int(n) for n in m.groups()) for w in wheels.glob("*.whl")
             if (m := re.search(r"macosx_(\d+)_(\d+)_(?:arm64|universal2)", w.name))]
    spec = (ROOT / "packaging" / "pyinstaller" / "hearth.spec").read_text(encoding="utf-8")
    floor = re.search(r'"LSMinimumSystemVersion": "(\d+)\.(\d+)"', spec)
    assert floor is not None and needs
    assert max(needs) <= (int(floor.group(1)), int(floor.group(2))), (max(needs), floor.group(0))
