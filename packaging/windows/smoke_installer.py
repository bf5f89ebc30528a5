"""Prove the Windows installer the way a person uses it: install, start, uninstall, data kept.

    python packaging/windows/smoke_installer.py dist/Hearth-<version>-windows-x64-setup.exe

1. Silent per-user install (no elevation) into %LOCALAPPDATA%\\Programs\\Hearth, with a Start-menu
   entry; the uninstall entry is under HKEY_CURRENT_USER.
2. The *installed* Hearth.exe passes `--selftest` (bundled demo model, no outside help).
3. A silent uninstall removes the program and its shortcut but keeps the person's data folder
   (%LOCALAPPDATA%\\Hearth); `/DELETEUSERDATA` then removes it.
Exit code 0 only if every step held. CI runs it on windows-latest after build_installer.py.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable, Mapping
from pathlib import Path

APP_NAME = "Hearth"
SILENT = ["/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART"]


def install_paths(env: Mapping[str, str]) -> dict[str, Path]:
    """Where a per-user install puts things, for this user's environment."""
    local = Path(env["LOCALAPPDATA"])
    return {
        "program": local / "Programs" / APP_NAME,
        "exe": local / "Programs" / APP_NAME / f"{APP_NAME}.exe",
        "uninstaller": local / "Programs" / APP_NAME / "unins000.exe",
        "shortcut": Path(env["APPDATA"]) / "Microsoft" / "Windows" / "Start Menu" / "Programs" / f"{APP_NAME}.lnk",
        "data": local / APP_NAME,
    }


def wait_until(condition: Callable[[], bool], timeout: float = 120.0, step: float = 1.0) -> bool:
    """Poll `condition()`: the uninstaller finishes in a second process after its first one exits."""
    deadline = time.monotonic() + timeout
    while True:
        if condition():
            return True
        if time.monotonic() >= deadline:
            return False
        time.sleep(step)


def check(ok: bool, what: str) -> None:
    print(("ok   " if ok else "FAIL ") + what, flush=True)
    if not ok:
        raise SystemExit(1)


def main(setup: Path) -> int:
    paths = install_paths(os.environ)
    code = subprocess.run([str(setup), *SILENT, "/LOG=install.log"], check=False).returncode
    if code != 0:
        print(Path("install.log").read_text(encoding="utf-8", errors="replace"))
    check(code == 0, f"silent per-user install (exit {code})")
    check(paths["exe"].is_file(), f"{paths['exe']} installed")
    check(paths["shortcut"].is_file(), f"Start-menu entry {paths['shortcut']}")

    env = {k: v for k, v in os.environ.items() if k not in ("HEARTH_DEMO_DIR", "HEARTH_HOME")}
    env.update({"QT_QPA_PLATFORM": "offscreen", "ORT_DISABLE_TELEMETRY": "1"})
    selftest = subprocess.run([str(paths["exe"]), "--selftest"], env=env, check=False, timeout=600,
                              stdout=sys.stdout, stderr=sys.stderr)
    check(selftest.returncode == 0, f"installed Hearth --selftest (exit {selftest.returncode})")

    marker = paths["data"] / "data" / "smoke-test-conversations.txt"
    marker.parent.mkdir(parents=True, exist_ok=True)
    marker.write_text("a conversation the person wants to keep\n", encoding="utf-8")
    subprocess.run([str(paths["uninstaller"]), *SILENT], check=True)
    check(wait_until(lambda: not paths["program"].exists()), "silent uninstall removed the program folder")
    check(not paths["shortcut"].exists(), "uninstall removed the Start-menu entry")
    check(marker.is_file(), "uninstall kept the person's data")

    subprocess.run([str(setup), *SILENT], check=True)
    subprocess.run([str(paths["uninstaller"]), *SILENT, "/DELETEUSERDATA"], check=True)
    check(wait_until(lambda: not paths["data"].exists()), "uninstall /DELETEUSERDATA removed the data folder")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.platform != "win32":
        sys.exit("usage (Windows): smoke_installer.py <setup.exe>")
    sys.exit(main(Path(sys.argv[1]).resolve()))
