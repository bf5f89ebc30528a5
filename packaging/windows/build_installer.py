"""Build Hearth's Windows installer (Inno Setup) from the bundle in dist/Hearth.

    python packaging/windows/build_installer.py [--bundle dist/Hearth] [--output dist]

Run after `python packaging/build.py --bake-demo --selftest` on Windows. Everything the script
needs to know (version, AppId, publisher) comes from pyproject.toml and app/system/version.py, so a
release is a version bump in one place. Prints the installer's path; exit code 0 only if ISCC
succeeded and the file exists.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from app.system.version import (  # noqa: E402
    APP_NAME,
    BUNDLE_ID,
    PUBLISHER,
    WINDOWS_APP_ID,
    dotted,
    numeric_version,
    pyproject_version,
)

SCRIPT = Path(__file__).resolve().parent / "hearth.iss"


def installer_name(version: str) -> str:
    return f"{APP_NAME}-{version}-windows-x64-setup"


def inno_defines(version: str, bundle: Path, output: Path, *, under_wine: bool = False) -> dict[str, str]:
    """The /D defines hearth.iss expects.

    Inno Setup reads `{` as the start of a constant, so the AppId GUID's opening brace is doubled.
    `under_wine` (packaging/windows/wine.py) lowers the Windows version the setup asks for to what Wine
    shows it, and spells out the per-user program folder Wine cannot expand (hearth.iss says why); nothing
    else differs from the installer that ships.
    """
    wine = {"MinWindows": "6.2", "InstallRoot": "{localappdata}\\Programs"} if under_wine else {}
    return {**wine,
        "AppVersion": version,
        "FileVersion": dotted(numeric_version(version, 4)),
        "AppId": "{" + WINDOWS_APP_ID,
        "Publisher": PUBLISHER,
        "BundleId": BUNDLE_ID,
        "BundleDir": str(bundle.resolve()),
        "RepoDir": str(ROOT),
        "OutputDir": str(output.resolve()),
        "OutputName": installer_name(version),
    }


def find_iscc(environ: dict[str, str] | None = None) -> Path | None:
    """ISCC.exe on PATH or where the Inno Setup 6 installer (or Chocolatey) puts it."""
    env = os.environ if environ is None else environ
    found = shutil.which("iscc") or shutil.which("ISCC.exe")
    if found:
        return Path(found)
    for base in ("PROGRAMFILES(X86)", "PROGRAMFILES", "LOCALAPPDATA"):
        root = env.get(base)
        if root:
            for sub in ("Inno Setup 6", r"Programs\Inno Setup 6"):
                candidate = Path(root) / sub / "ISCC.exe"
                if candidate.is_file():
                    return candidate
    return None


def iscc_command(iscc: Path, defines: dict[str, str], script: Path = SCRIPT) -> list[str]:
    return [str(iscc), "/Qp", *(f"/D{key}={value}" for key, value in defines.items()), str(script)]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / APP_NAME)
    parser.add_argument("--output", type=Path, default=ROOT / "dist")
    parser.add_argument("--under-wine", action="store_true", help="for the Wine harness (see hearth.iss)")
    parser.add_argument("--compression", help="Inno Setup's Compression= (default: hearth.iss's, what ships)")
    args = parser.parse_args()
    if not (args.bundle / f"{APP_NAME}.exe").is_file():
        print(f"No {APP_NAME}.exe in {args.bundle}: run packaging/build.py first.", file=sys.stderr)
        return 1
    iscc = find_iscc()
    if iscc is None:
        print("Inno Setup 6 (ISCC.exe) not found: `choco install innosetup` or https://jrsoftware.org/isdl.php",
              file=sys.stderr)
        return 1
    version = pyproject_version(ROOT / "pyproject.toml")
    defines = inno_defines(version, args.bundle, args.output, under_wine=args.under_wine)
    if args.compression:
        defines["Compression"] = args.compression
    result = subprocess.run(iscc_command(iscc, defines), check=False)
    setup = args.output / f"{installer_name(version)}.exe"
    if result.returncode != 0 or not setup.is_file():
        print(f"ISCC failed (exit {result.returncode})", file=sys.stderr)
        return result.returncode or 1
    print(f"installer: {setup} ({setup.stat().st_size / 2**20:.0f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
