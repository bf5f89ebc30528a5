"""`main.py demo-model` and `main.py embed-model`: build a model once into the cache and print its folder.

The window's first-run screen and its Documents section run these as child processes
(`ui.models.model_build`), reading the steps from stderr and the folder from the last line.
"""

from __future__ import annotations

import argparse
import sys


def demo(args: argparse.Namespace) -> int:
    from app.engine.verify import verify_model
    from app.system.paths import demo_model_dir
    from models.demo import ensure_demo_model
    from models.errors import ModelError

    try:
        folder = ensure_demo_model(demo_model_dir(), lambda message: print(message, file=sys.stderr), verify_model)
    except ModelError as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 1
    print(folder)
    return 0


def embed(args: argparse.Namespace) -> int:
    from app.system.paths import embed_model_dir
    from models.embed_model import ensure_embed_model
    from models.errors import ModelError

    try:
        folder = ensure_embed_model(embed_model_dir(), lambda message: print(message, file=sys.stderr))
    except ModelError as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 1
    print(folder)
    return 0
