"""Turn dist/Hearth.app into a DMG: verify its signature, notarize and staple when credentials exist.

    python packaging/macos/package_dmg.py [--app dist/Hearth.app] [--output dist] [--require-notarization]

Signing itself happens while PyInstaller builds the .app (packaging/pyinstaller/hearth.spec): with
HEARTH_CODESIGN_IDENTITY set ("Developer ID Application: Name (TEAMID)") every binary is signed
inside-out with the hardened runtime, a timestamp and packaging/macos/entitlements.plist; without it
PyInstaller signs ad hoc, which lets the app run on the Mac that built it (Apple silicon refuses
unsigned code) but not pass Gatekeeper elsewhere.

Notarization (only with an identity) uses an App Store Connect API key (APPLE_API_KEY_PATH,
APPLE_API_KEY_ID, APPLE_API_ISSUER) or an Apple ID (APPLE_ID, APPLE_TEAM_ID, APPLE_APP_PASSWORD).
The .app is notarized and stapled first, so it still opens offline once copied out of the DMG;
then the DMG is built, signed, notarized and stapled. Apple silicon only: ORT GenAI publishes no
Intel-Mac wheels.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from app.system.version import APP_NAME, pyproject_version  # noqa: E402


def dmg_name(version: str) -> str:
    return f"{APP_NAME}-{version}-macos-arm64.dmg"


def notary_credentials(env: Mapping[str, str]) -> list[str] | None:
    """`notarytool` credential arguments from the environment, or None when none are configured."""
    if env.get("APPLE_API_KEY_PATH") and env.get("APPLE_API_KEY_ID"):
        args = ["--key", env["APPLE_API_KEY_PATH"], "--key-id", env["APPLE_API_KEY_ID"]]
        return args + (["--issuer", env["APPLE_API_ISSUER"]] if env.get("APPLE_API_ISSUER") else [])
    if env.get("APPLE_ID") and env.get("APPLE_TEAM_ID") and env.get("APPLE_APP_PASSWORD"):
        return ["--apple-id", env["APPLE_ID"], "--team-id", env["APPLE_TEAM_ID"],
                "--password", env["APPLE_APP_PASSWORD"]]
    return None


def dmg_commands(app: Path, staging: Path, dmg: Path) -> list[list[str]]:
    """Copy the .app (symlinks and signatures intact) beside an Applications link; make a compressed DMG."""
    return [
        ["ditto", str(app), str(staging / app.name)],
        ["ln", "-s", "/Applications", str(staging / "Applications")],
        ["hdiutil", "create", "-volname", APP_NAME, "-srcfolder", str(staging), "-fs", "HFS+", "-format", "UDZO",
         "-ov", str(dmg)],
    ]


def run(command: Sequence[str]) -> str:
    """Run a command that carries no secret, echoing it; raise if it fails."""
    print("+ " + " ".join(command), flush=True)
    result = subprocess.run(list(command), capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise SystemExit(f"{command[0]} failed (exit {result.returncode}): {result.stderr.strip() or result.stdout}")
    return result.stdout


def notarize(path: Path, credentials: list[str]) -> None:
    """Submit, wait, and fail with Apple's log unless the verdict is Accepted; then staple."""
    raw = subprocess.run(["xcrun", "notarytool", "submit", str(path), *credentials, "--wait",
                          "--output-format", "json"], capture_output=True, text=True, check=False)
    try:
        verdict = json.loads(raw.stdout or "{}")
    except ValueError:
        verdict = {}
    if verdict.get("status") != "Accepted":
        if verdict.get("id"):
            subprocess.run(["xcrun", "notarytool", "log", verdict["id"], *credentials], check=False)
        raise SystemExit(f"notarization of {path.name} failed: {verdict or raw.stderr.strip()}")
    run(["xcrun", "stapler", "staple", str(path)])
    run(["xcrun", "stapler", "validate", str(path)])


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--app", type=Path, default=ROOT / "dist" / f"{APP_NAME}.app")
    parser.add_argument("--output", type=Path, default=ROOT / "dist")
    parser.add_argument("--require-notarization", action="store_true",
                        help="fail unless an identity and notarization credentials are configured (releases)")
    args = parser.parse_args()
    if shutil.which("hdiutil") is None:
        print("hdiutil not found: this script runs on macOS.", file=sys.stderr)
        return 1
    identity = os.environ.get("HEARTH_CODESIGN_IDENTITY", "")
    credentials = notary_credentials(os.environ) if identity else None
    if args.require_notarization and credentials is None:
        print("A release needs HEARTH_CODESIGN_IDENTITY and notarization credentials.", file=sys.stderr)
        return 1
    if not args.app.is_dir():
        print(f"{args.app} not found: run packaging/build.py first.", file=sys.stderr)
        return 1

    run(["codesign", "--verify", "--deep", "--strict", "--verbose=2", str(args.app)])
    details = subprocess.run(["codesign", "-dvv", str(args.app)], capture_output=True, text=True, check=True).stderr
    if identity and "runtime" not in details:
        raise SystemExit("signed with an identity but without the hardened runtime: notarization would fail")
    print("signature: " + ("Developer ID, hardened runtime" if identity else "ad hoc (this Mac only)"))

    if credentials is not None:
        with tempfile.TemporaryDirectory() as tmp:
            archive = Path(tmp) / f"{APP_NAME}.zip"
            run(["ditto", "-c", "-k", "--keepParent", str(args.app), str(archive)])
            notarize(archive, credentials)
        run(["xcrun", "stapler", "staple", str(args.app)])

    args.output.mkdir(parents=True, exist_ok=True)
    dmg = args.output / dmg_name(pyproject_version(ROOT / "pyproject.toml"))
    with tempfile.TemporaryDirectory() as tmp:
        for command in dmg_commands(args.app, Path(tmp), dmg):
            run(command)
    if identity:
        run(["codesign", "--sign", identity, "--timestamp", str(dmg)])
    if credentials is not None:
        notarize(dmg, credentials)
        run(["spctl", "--assess", "--type", "open", "--context", "context:primary-signature", "--verbose=2", str(dmg)])
    print(f"dmg: {dmg} ({dmg.stat().st_size / 2**20:.0f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
