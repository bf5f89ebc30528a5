#!/usr/bin/env bash
# Set everything up and run every check: ruff, mypy and the whole test suite (slow tests included:
# they use the real demo model, built once into the user cache dir), in two processes side by side on a 2-core
# machine: the suite in front, and beside it the Windows checks under Wine (packaging/windows/ci.sh: Linux x86-64
# as root only, else it says it skipped) followed by the Linux bundle's build, the benches' quick modes and the
# voice tests, the suite's longest self-contained parts, so neither core waits while the other works through them.
# HEARTH_WINDOWS_CHECKS=0 leaves the Windows checks out (README: "Windows, tested under Wine"); arguments naming
# tests run just those, in front.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
export QT_QPA_PLATFORM=offscreen
"$VENV_BIN/python" main.py demo-model
"$VENV_BIN/python" main.py embed-model  # the documents' embedding model (a few seconds, once)
"$VENV_BIN/python" main.py speech-model  # Whisper tiny.en for the voice tests (about 25 s, once)
BESIDE=(tests/packaging/test_bundle.py tests/bench tests/voice)
split=1
for arg in "$@"; do case $arg in -*) ;; *) split=0 ;; esac; done  # tests named: run them, as asked
beside="" beside_log=$(mktemp "${TMPDIR:-/tmp}/hearth-beside.XXXXXX")
if [ "$split" = 1 ] && command -v setsid >/dev/null; then
    windows=0
    [ "${HEARTH_WINDOWS_CHECKS:-1}" = 1 ] && windows=1
    # its own process group: ended with everything it started if this script stops early
    setsid bash -c 'status=0
        if [ "$1" = 1 ]; then bash packaging/windows/ci.sh -q || { echo "The Windows checks failed."; status=1; }; fi
        shift; "$VENV_BIN/python" -m pytest -p no:cacheprovider --durations=15 "$@" || status=1
        exit "$status"' beside "$windows" "$@" "${BESIDE[@]}" >"$beside_log" 2>&1 &
    beside=$!
    trap 'kill -TERM -- "-$beside" 2>/dev/null || true' EXIT
fi
"$VENV_BIN/ruff" check .
"$VENV_BIN/mypy"
"$VENV_BIN/lint-imports" --no-cache  # the layering contract: ui -> app -> models, never back
status=0
if [ -n "$beside" ]; then
    "$VENV_BIN/python" -m pytest --durations=25 "$@" "${BESIDE[@]/#/--ignore=}" || status=$?
    echo "Waiting for the Windows checks, the bundle and the benches (log: $beside_log)…" >&2
    beside_status=0
    wait "$beside" || beside_status=$?
    trap - EXIT
    if [ "$beside_status" = 0 ]; then
        tail -n 30 "$beside_log"
    else
        cat "$beside_log"
        echo "The checks beside the suite failed (exit $beside_status)." >&2
        status=1
    fi
else
    "$VENV_BIN/python" -m pytest "$@" || status=$?
fi
exit "$status"
