"""Prove the Windows installer the way a person uses it: install, start, uninstall, data kept.

    python packaging/windows/smoke_installer.py dist/Hearth-<version>-windows-x64-setup.exe [--window]

1. Silent per-user install (no elevation) into %LOCALAPPDATA%\\Programs\\Hearth, with a Start-menu
   entry; the uninstall entry is under HKEY_CURRENT_USER.
2. The *installed* Hearth.exe passes `--selftest` (bundled demo model, no outside help).
3. With `--window` (a desktop: Windows, or Xvfb under the Wine harness): the installed Hearth.exe is started
   as from the Start menu, its window shows, the demo model answers a question typed into it
   (window_smoke.py: SendInput), a screenshot is saved, the window is closed. The cold start (launch to a
   usable window) is measured.
4. A silent uninstall removes the program and its shortcut but keeps the person's data folder
   (%LOCALAPPDATA%\\Hearth: the conversation just had is still in it); `/DELETEUSERDATA` then removes it.
Exit code 0 only if every step held; `--report FILE` writes the figures as JSON (bench/windows.py).
CI runs it on windows-latest after build_installer.py, and here under packaging/windows/wine.py installer.
"""

from __future__ import annotations

import argparse
import json
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


def hearth_processes() -> list[int]:
    """The running Hearth.exe processes (the window and its engine host); [] without psutil."""
    try:
        import psutil
    except ImportError:
        return []
    return [p.pid for p in psutil.process_iter(["name"]) if (p.info["name"] or "").lower() == f"{APP_NAME}.exe".lower()]


def check(ok: bool, what: str) -> None:
    print(("ok   " if ok else "FAIL ") + what, flush=True)
    if not ok:
        raise SystemExit(1)


def main(setup: Path, window: bool = False, report: Path | None = None) -> int:
    paths = install_paths(os.environ)
    figures: dict[str, object] = {"installer_mb": round(setup.stat().st_size / 2**20, 1)}
    log = setup.parent / "install.log"  # beside the setup (dist/), not in the working folder
    code = subprocess.run([str(setup), *SILENT, f"/LOG={log}"], check=False).returncode
    if code != 0:
        print(log.read_text(encoding="utf-8", errors="replace"))
    check(code == 0, f"silent per-user install (exit {code})")
    check(paths["exe"].is_file(), f"{paths['exe']} installed")
    check(paths["shortcut"].is_file(), f"Start-menu entry {paths['shortcut']}")

    env = {k: v for k, v in os.environ.items() if k not in ("HEARTH_DEMO_DIR", "HEARTH_HOME")}
    env.update({"QT_QPA_PLATFORM": "offscreen", "ORT_DISABLE_TELEMETRY": "1"})
    selftest = subprocess.run([str(paths["exe"]), "--selftest"], env=env, check=False, timeout=600,
                              stdout=sys.stdout, stderr=sys.stderr)
    check(selftest.returncode == 0, f"installed Hearth --selftest (exit {selftest.returncode})")

    kept = paths["data"] / "conversations.sqlite3"
    if window:
        from window_smoke import chat_in_window

        run = chat_in_window(paths["exe"], paths["data"], Path(setup).parent / "installed-window.png")
        figures.update(installed_cold_start_s=round(run.cold_start_s, 1), reply=run.reply,
                       screenshot=str(run.screenshot) if run.screenshot else None)
        check(bool(run.reply.strip()), f"the installed window answered in {run.cold_start_s:.1f} s: {run.reply[:60]!r}")
        check(wait_until(lambda: not hearth_processes(), 60), "every Hearth process (the engine host too) ended "
              f"with the window (left: {hearth_processes()})")
    else:
        kept.parent.mkdir(parents=True, exist_ok=True)
        kept.write_bytes(b"a conversation the person wants to keep\n")
    subprocess.run([str(paths["uninstaller"]), *SILENT], check=True)
    check(wait_until(lambda: not paths["program"].exists()), "silent uninstall removed the program folder")
    check(not paths["shortcut"].exists(), "uninstall removed the Start-menu entry")
    check(kept.is_file(), "uninstall kept the person's conversations")

    subprocess.run([str(setup), *SILENT], check=True)
    subprocess.run([str(paths["uninstaller"]), *SILENT, "/DELETEUSERDATA"], check=True)
    gone = wait_until(lambda: not paths["data"].exists())
    left = sorted(str(p.relative_to(paths["data"])) for p in paths["data"].rglob("*")) if not gone else []
    check(gone, f"uninstall /DELETEUSERDATA removed the data folder{f' (left: {left})' if left else ''}")
    figures["installer_roundtrip_passed"] = True
    if report is not None:
        report.write_text(json.dumps(figures), encoding="utf-8")
    return 0


if __name__ == "__main__":
    if sys.platform != "win32":
        sys.exit("smoke_installer.py runs on Windows (here: python packaging/windows/wine.py installer)")
    parser = argparse.ArgumentParser(description="Install, use and uninstall Hearth, silently.")
    parser.add_argument("setup", type=Path)
    parser.add_argument("--window", action="store_true", help="also chat in the installed window (needs a desktop)")
    parser.add_argument("--report", type=Path, help="write the figures here as JSON")
    options = parser.parse_args()
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.exit(main(options.setup.resolve(), options.window, options.report))
