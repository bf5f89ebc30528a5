"""Build the Hearth bundle with PyInstaller, optionally with the demo model baked in.

    python packaging/build.py [--bake-demo] [--selftest]

PyInstaller bundles whatever the analysed imports reach in the environment it runs in, so it runs
in a clean virtual environment (build/bundle-venv) holding only Hearth's runtime dependencies and
PyInstaller, never the development one (torch, mypy, pillow...). Writes dist/Hearth/ (one folder;
the Windows and macOS installers wrap it), prints its size in MB and, with --selftest, runs
`Hearth --selftest` from the bundle. Exit code 0 only if all of that worked.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
VENV = ROOT / "build" / "bundle-venv"
PYINSTALLER = "pyinstaller==6.22.3"


def bundle_python() -> Path:
    """The clean build environment's interpreter, created or refreshed when pyproject.toml changed."""
    python = VENV / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    stamp = VENV / ".hearth-stamp"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    if not stamp.exists() or stamp.stat().st_mtime < (ROOT / "pyproject.toml").stat().st_mtime:
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--upgrade", "pip"], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", str(ROOT), PYINSTALLER], check=True)
        stamp.touch()
    return python


def folder_size_mb(folder: Path) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) / 2**20


def executable(bundle: Path) -> Path:
    if sys.platform == "win32":
        return bundle / "Hearth.exe"
    if sys.platform == "darwin" and (DIST / "Hearth.app").exists():
        return DIST / "Hearth.app" / "Contents" / "MacOS" / "Hearth"
    return bundle / "Hearth"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--bake-demo", action="store_true", help="include the demo model (built if needed)")
    parser.add_argument("--selftest", action="store_true", help="run the bundle's --selftest afterwards")
    args = parser.parse_args()
    env = {**os.environ, "ORT_DISABLE_TELEMETRY": "1"}
    if args.bake_demo:
        demo = subprocess.run([sys.executable, str(ROOT / "main.py"), "demo-model"], capture_output=True,
                              text=True, check=True, env=env).stdout.strip().splitlines()[-1]
        env["HEARTH_BAKE_DEMO"] = demo
    started = time.perf_counter()
    subprocess.run([str(bundle_python()), "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--distpath", str(DIST), "--workpath", str(ROOT / "build" / "pyinstaller"),
                    str(ROOT / "packaging" / "pyinstaller" / "hearth.spec")], check=True, env=env)
    bundle = DIST / "Hearth"
    print(f"bundle: {bundle} ({folder_size_mb(bundle):.0f} MB, built in {time.perf_counter() - started:.0f} s)")
    if args.selftest:
        started = time.perf_counter()
        result = subprocess.run([str(executable(bundle)), "--selftest"], env={**env, "QT_QPA_PLATFORM": "offscreen"},
                                check=False, timeout=300)
        print(f"selftest exit {result.returncode} in {time.perf_counter() - started:.1f} s")
        return result.returncode
    return 0


if __name__ == "__main__":
    sys.exit(main())
