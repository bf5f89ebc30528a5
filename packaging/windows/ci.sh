#!/usr/bin/env bash
# The Windows checks, run under Wine 10 on this Linux machine (packaging/windows/wine.py): the Windows test
# subset on the official Windows CPython, the bundle built with PyInstaller and its self-test, the installer
# compiled, installed, used through its window and uninstalled, and a traced chat with no network
# connection, as pytest tests (tests/packaging/test_windows_harness.py). packaging/dev/test.sh runs it beside the
# Linux suite with HEARTH_WINDOWS_CHECKS=1, once .venv and the demo model it needs are there. The harness's cache (a
# Debian 13 root with Wine, the Windows Python and wheels, Inno Setup) is built into the user cache dir when
# missing: about 6 minutes on a fresh machine, seconds on the next run.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
VENV_BIN=${VENV_BIN:-.venv/bin}
if [ "$(uname -s)" != Linux ] || [ "$(id -u)" != 0 ]; then
    echo "packaging/windows/ci.sh: the Wine harness needs Linux and root (chroot, mounts): skipped." >&2
    exit 0
fi
if [ "$(uname -m)" != x86_64 ] || ! unshare --mount --pid --fork true 2>/dev/null; then
    echo "packaging/windows/ci.sh: the Wine harness needs x86-64 and private mount and PID namespaces (unshare):" \
         "skipped." >&2
    exit 0
fi
# Only what is missing: Debian's npm conflicts with a Node.js from NodeSource, which brings its own npm (asked for
# together, apt refused both and the checks failed on a fresh machine).
missing=()
command -v debootstrap >/dev/null || missing+=(debootstrap)
command -v npm >/dev/null || missing+=(npm)
if [ ${#missing[@]} -gt 0 ]; then
    apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null
fi
started=$(date +%s)
"$VENV_BIN/python" packaging/windows/wine.py build
echo "Windows harness ready in $(( $(date +%s) - started )) s" >&2
HEARTH_WINDOWS=1 "$VENV_BIN/python" -m pytest -p no:cacheprovider --durations=0 tests/packaging/test_windows_harness.py "$@"
echo "Windows checks done in $(( $(date +%s) - started )) s" >&2
