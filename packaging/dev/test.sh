#!/usr/bin/env bash
# Set everything up and run every check: ruff, mypy and the whole test suite (slow tests included:
# they use the real demo model, built once into the user cache dir), and beside it the Windows checks under Wine
# (packaging/windows/ci.sh: Linux x86-64 as root only, else it says it skipped), because pytest keeps one core
# busy and Wine the other. HEARTH_WINDOWS_CHECKS=0 leaves them out (README: "Windows, tested under Wine").
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
export QT_QPA_PLATFORM=offscreen
"$VENV_BIN/python" main.py demo-model
"$VENV_BIN/python" main.py embed-model  # the documents' embedding model (a few seconds, once)
"$VENV_BIN/python" main.py speech-model  # Whisper tiny.en for the voice tests (about 25 s, once)
windows="" windows_log=$(mktemp "${TMPDIR:-/tmp}/hearth-windows-checks.XXXXXX")
if [ "${HEARTH_WINDOWS_CHECKS:-1}" = 1 ] && command -v setsid >/dev/null; then
    setsid bash packaging/windows/ci.sh -q >"$windows_log" 2>&1 &
    windows=$!  # its own process group: ended with everything it started if this script stops early
    trap 'kill -TERM -- "-$windows" 2>/dev/null || true' EXIT
fi
"$VENV_BIN/ruff" check .
"$VENV_BIN/mypy"
"$VENV_BIN/lint-imports" --no-cache  # the layering contract: ui -> app -> models, never back
status=0
"$VENV_BIN/python" -m pytest "$@" || status=$?
if [ -n "$windows" ]; then
    echo "Waiting for the Windows checks (log: $windows_log)…" >&2
    windows_status=0
    wait "$windows" || windows_status=$?
    trap - EXIT
    tail -n 40 "$windows_log"
    [ "$windows_status" = 0 ] || { echo "The Windows checks failed (exit $windows_status)." >&2; status=1; }
fi
exit "$status"
