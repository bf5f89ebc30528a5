#!/usr/bin/env bash
# Set everything up and start Hearth. The first run builds the offline demo model (about a
# minute, cached in the user cache dir), so there is always a model to chat with.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
.venv/bin/python main.py demo-model >/dev/null
exec .venv/bin/python main.py "$@"
