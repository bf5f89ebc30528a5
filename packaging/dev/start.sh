#!/usr/bin/env bash
# Set everything up and start Hearth. The window opens as soon as Hearth is installed; when no model
# is installed it builds the offline demo model right there, with a progress bar (about a minute and a
# half the first time, cached in the user cache folder), so there is always a model to chat with.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
# The documents' embedding model (exported once into the cache in a few seconds; without it the window
# still works and says what to run when a file is attached).
"$VENV_BIN/python" main.py embed-model >/dev/null || echo "Documents are unavailable until the embedding model is built." >&2
exec "$VENV_BIN/python" main.py --build-demo "$@"
