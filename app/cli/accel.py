"""`main.py accel`: list, enable (download, verify, install; resumable) and remove accelerators.

`enable` asks before downloading (the size comes from the package index: the one network request made
before the yes), shows progress, and Ctrl+C pauses: the bytes stay, and the same command resumes.
"""

from __future__ import annotations

import argparse
import signal
import sys
import threading
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.accel.detect import Detection, ProviderState

NAMES = ["cuda", "webgpu", "openvino", "qnn", "trtrtx"]  # app.accel.install.FEATURES, without importing it here


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="accel_command", required=True)
    sub.add_parser("list", help="the accelerators Hearth can install, which are installed, and whether this "
                                "computer has hardware for them")
    enable = sub.add_parser("enable", help="download and install one (asks first; Ctrl+C pauses, run again to resume)")
    enable.add_argument("feature", choices=NAMES)
    enable.add_argument("--yes", action="store_true", help="do not ask before downloading")
    enable.add_argument("--index-url", default="", help="a package index other than PyPI (a mirror)")
    remove = sub.add_parser("remove", help="uninstall one")
    remove.add_argument("feature", choices=NAMES)


def _detection() -> Detection:
    """This machine's providers, as the engine host sees them (the installed accelerators first on sys.path)."""
    from app.accel.install import activate

    sites = activate()  # before anything imports ORT GenAI
    from app.accel.detect import detect
    from app.system.privacy import disable_library_telemetry, disable_telemetry_env

    disable_telemetry_env()
    disable_library_telemetry()
    return detect(sites)


def hardware_note(state: ProviderState | None) -> str:
    """What this computer has for a provider, in words: its device, the hardware it would use once installed,
    or that Hearth found none that needs it."""
    from app.accel.catalog import BY_NAME, available_here

    if state is None:
        return ""
    spec = BY_NAME[state.name]
    if state.offered or state.installable or state.installed or not available_here(spec):
        return state.reason
    return f"Hearth found no hardware here that needs it ({spec.no_device})"


def _gb(n: int) -> str:
    from models.fit import gb

    return gb(n)


def main(args: argparse.Namespace) -> int:
    from app.accel.install import FEATURES, Installer
    from app.accel.wheels import PYPI, WheelError
    from models.hub.download_control import DownloadControl

    installer = Installer(index_url=args.index_url or PYPI) if args.accel_command == "enable" else Installer()
    if args.accel_command == "list":
        unfinished = installer.unfinished()
        detection = _detection()
        print(f"{'':<9}{'in Hearth':<17}{'accelerator':<40}on this computer")
        for name, feature in FEATURES.items():
            state = "installed" if installer.installed(name) else "download paused" if name in unfinished else "-"
            print(f"{name:<9}{state:<17}{feature.label:<40}{hardware_note(detection.state(name))}")
        return 0
    feature = FEATURES[args.feature]
    if args.accel_command == "remove":
        installer.remove(feature.name)
        print(f"{feature.label} removed.")
        return 0
    from app.accel.catalog import BY_NAME, available_here

    if not available_here(BY_NAME[feature.name]):  # no request to the index for what it cannot have
        print(f"Error: {BY_NAME[feature.name].package} has no build for this platform.", file=sys.stderr)
        return 1
    here = _detection().state(feature.name)
    if here is not None and not (here.offered or here.installable or here.installed):
        print(f"Note: {hardware_note(here)}. It can be installed, but models will keep running where they run now.",
              file=sys.stderr)
    try:
        wheels = installer.plan(feature.name)
    except WheelError as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 1
    total = sum(w.size for w in wheels)
    if not wheels:
        print(f"{feature.label}: everything it needs is already installed in this environment.")
        return 0
    if not args.yes:
        answer = input(f"Enable {feature.label}: {_gb(total)} download ({len(wheels)} packages). Continue? [y/N] ")
        if answer.strip().lower() not in ("y", "yes"):
            installer.discard(feature.name)
            return 1
    control = DownloadControl()
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, lambda *_: control.pause())

    def report(done: int, all_bytes: int) -> None:
        print(f"\r{feature.label}: {_gb(done)} of {_gb(all_bytes)}", end="", file=sys.stderr, flush=True)

    try:
        outcome = installer.run(feature.name, control, report)
    except WheelError as exc:
        print(f"\nError: {exc}", file=sys.stderr)
        return 1
    print(file=sys.stderr)
    if outcome == "paused":
        print("Paused; run the same command again to resume.", file=sys.stderr)
        return 130
    print(f"{feature.label} installed. A model loaded from now on can use it (see `main.py doctor`).")
    return 0
