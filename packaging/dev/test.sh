#!/usr/bin/env bash
# Set everything up and run every check: ruff, mypy and the whole test suite (slow tests included:
# they use the real demo model, built once into the user cache dir).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
export QT_QPA_PLATFORM=offscreen
"$VENV_BIN/python" main.py demo-model
"$VENV_BIN/python" main.py embed-model  # the documents' embedding model (a few seconds, once)
"$VENV_BIN/ruff" check .
"$VENV_BIN/mypy"
"$VENV_BIN/lint-imports" --no-cache  # the layering contract: ui -> app -> models, never back
"$VENV_BIN/python" -m pytest "$@"
