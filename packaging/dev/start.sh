#!/usr/bin/env bash
# Set everything up and start Hearth. The window opens as soon as Hearth is installed; when no model
# is installed it builds the offline demo model right there, with a progress bar (about a minute and a
# half the first time, cached in the user cache folder), so there is always a model to chat with.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
exec "$VENV_BIN/python" main.py --build-demo "$@"
