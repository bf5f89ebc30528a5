#!/usr/bin/env bash
# Set up a development checkout: a virtual environment in .venv with Hearth and its demo and test
# extras, plus the few system libraries Qt needs on a bare Debian/Ubuntu. Idempotent and quick
# when nothing changed. Sourced by start.sh and test.sh.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

PYTHON=${PYTHON:-python3}
if ! "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
    echo "Hearth needs Python 3.11 or newer (found $("$PYTHON" --version 2>&1))." >&2
    exit 1
fi

# Qt's offscreen and xcb platforms need these on a minimal Linux; strace is for the privacy test.
if [ "$(uname -s)" = Linux ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    missing=()
    for pkg in libegl1 libgl1 libfontconfig1 libxkbcommon0 libglib2.0-0 libdbus-1-3 strace; do
        dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null
    fi
fi

[ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
stamp=.venv/.hearth-installed
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
    .venv/bin/python -m pip install --quiet --upgrade pip
    .venv/bin/python -m pip install --quiet -e '.[demo,test]'
    touch "$stamp"
fi
