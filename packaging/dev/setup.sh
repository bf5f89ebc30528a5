#!/usr/bin/env bash
# Set up a development checkout: a virtual environment in .venv with Hearth and its demo and test
# extras, plus the system libraries Qt needs on a bare Debian/Ubuntu (for a real X11 window, not
# only the offscreen platform the tests use). Idempotent and quick when nothing changed. Sourced by
# start.sh and test.sh, which then use $VENV_BIN (.venv/bin, or .venv/Scripts from Git Bash on Windows).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

# The first Python 3.11+ found: python3, python, or Windows' launcher `py`.
if [ -z "${PYTHON:-}" ]; then
    for candidate in python3 python py; do
        if command -v "$candidate" >/dev/null 2>&1 \
            && "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1; then
            PYTHON=$candidate
            break
        fi
    done
fi
if [ -z "${PYTHON:-}" ]; then
    echo "Hearth needs Python 3.11 or newer, and none was found as python3, python or py." >&2
    echo "Install it from python.org (or your package manager), or set PYTHON=/path/to/python." >&2
    exit 1
fi
if ! "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
    echo "Hearth needs Python 3.11 or newer (found $("$PYTHON" --version 2>&1))." >&2
    exit 1
fi

# Libraries Qt loads on a minimal Debian/Ubuntu: EGL/GL, fonts and D-Bus for every platform, the
# xcb ones for a real X11 window (app/system/display.py names the same list when one is missing at start);
# strace is for the privacy test; espeak-ng speaks the voice tests' and bench/voice.py's sentences.
if [ "$(uname -s)" = Linux ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    missing=()
    for pkg in libegl1 libgl1 libfontconfig1 libxkbcommon0 libglib2.0-0 libdbus-1-3 \
               libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render-util0 \
               libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0 libx11-xcb1 strace espeak-ng; do
        dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null
    fi
fi

if [ -d .venv/Scripts ]; then VENV_BIN=.venv/Scripts; else VENV_BIN=.venv/bin; fi
if [ ! -x "$VENV_BIN/python" ] && [ ! -x "$VENV_BIN/python.exe" ]; then
    "$PYTHON" -m venv .venv
    if [ -d .venv/Scripts ]; then VENV_BIN=.venv/Scripts; fi
fi
export VENV_BIN
stamp=.venv/.hearth-installed
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
    echo "Installing Hearth and its dependencies into .venv (the first time: about 1.5 GB, mostly torch" \
         "for building the demo model; a few minutes)…" >&2
    "$VENV_BIN/python" -m pip install --quiet --upgrade pip
    "$VENV_BIN/python" -m pip install --quiet -e '.[demo,test]'
    touch "$stamp"
fi

# On a machine where nvidia-smi lists an NVIDIA GPU, the CUDA flavour of ONNX Runtime GenAI replaces the
# CPU wheels (same module names; forced, since an editable reinstall above brings the CPU files back).
cuda=$("$VENV_BIN/python" -m app.accel.flavour 2>/dev/null || true)
if [ -n "$cuda" ] && ! "$VENV_BIN/python" -c \
        'import onnxruntime_genai as og, sys; sys.exit(0 if og.is_cuda_available() else 1)' 2>/dev/null; then
    echo "nvidia-smi found an NVIDIA GPU: installing ONNX Runtime GenAI for CUDA (about 1.6 GB)…" >&2
    # shellcheck disable=SC2086  # the requirements are separate words
    "$VENV_BIN/python" -m pip install --quiet $cuda
    "$VENV_BIN/python" -m pip install --quiet --force-reinstall --no-deps onnxruntime-genai-cuda==0.18.0 onnxruntime-gpu
fi
