#!/usr/bin/env bash
# Build the server image: the demo model is built (once, into the cache) on this machine, staged
# into the build context, and baked into the image. Uses docker, or podman where there is no docker.
#   packaging/container/build.sh [IMAGE_NAME] [extra build arguments...]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
image=${1:-hearth-server}
shift || true
python=${PYTHON:-.venv/bin/python}
model=$("$python" main.py demo-model)
stage=packaging/container/demo-model
rm -rf "$stage"
cp -r "$model" "$stage"
tool=$(command -v docker || command -v podman || true)
if [ -z "$tool" ]; then
    echo "Neither docker nor podman is installed." >&2
    exit 1
fi
"$tool" build -f packaging/container/Dockerfile -t "$image" "$@" .
