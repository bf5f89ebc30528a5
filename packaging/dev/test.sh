#!/usr/bin/env bash
# Set everything up and run every check: ruff, mypy and the whole test suite (slow tests included:
# they use the real demo model, built once into the user cache dir).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
export QT_QPA_PLATFORM=offscreen
.venv/bin/python main.py demo-model
.venv/bin/ruff check .
.venv/bin/mypy
.venv/bin/lint-imports --no-cache  # the layering contract: ui -> app -> models, never back
.venv/bin/python -m pytest "$@"
