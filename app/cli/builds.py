"""`main.py demo-model`, `embed-model` and `speech-model`: build a model once into the cache and print its folder.

The window's first-run screen and its Documents section run these as child processes
(`ui.models.model_build`), reading the steps from stderr and the folder from the last line.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

Say = Callable[[str], None]


def demo(args: argparse.Namespace) -> int:
    from app.engine.verify import verify_model
    from app.system.paths import demo_model_dir
    from models.demo import ensure_demo_model

    return _build(lambda say: ensure_demo_model(demo_model_dir(), say, verify_model))


def embed(args: argparse.Namespace) -> int:
    from app.system.paths import embed_model_dir
    from models.embed_model import ensure_embed_model

    return _build(lambda say: ensure_embed_model(embed_model_dir(), say))


def speech(args: argparse.Namespace) -> int:
    from app.system.paths import speech_model_dir
    from models.speech_model import ensure_speech_model

    return _build(lambda say: ensure_speech_model(speech_model_dir(), say))


def _build(make: Callable[[Say], Path]) -> int:
    """Run a build with its steps on stderr; its folder on stdout, or the reason it failed."""
    from models.errors import ModelError

    try:
        folder = make(lambda message: print(message, file=sys.stderr))
    except ModelError as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 1
    print(folder)
    return 0
