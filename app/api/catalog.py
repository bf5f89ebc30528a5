"""The models the server lists and their stable ids.

Ids are the installed model's folder name (what `main.py models list` shows) and, for the demo
model, its folder name `smollm2-135m-instruct-int4`: stable across restarts and machines. What a model's
files say it can do with tools is `app.tools.traits`.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from app.system.paths import demo_model_dir, embed_model_dir
from models import embed_model
from models.demo import MANIFEST as DEMO_MANIFEST
from models.installed import list_installed


@dataclass(frozen=True)
class ModelCard:
    id: str
    path: Path
    created: int
    owned_by: str


def _created(folder: Path) -> int:
    try:
        return int(folder.stat().st_mtime)
    except OSError:
        return int(time.time())


def list_models(models_dir: Path) -> list[ModelCard]:
    """The demo model (when built) and every installed model."""
    cards: list[ModelCard] = []
    demo = demo_model_dir()
    if (demo / DEMO_MANIFEST).is_file():  # not `is_complete`: that hashes 90 MB on every listing
        cards.append(ModelCard(demo.name, demo, _created(demo), "hearth-demo"))
    for model in list_installed(models_dir):
        owner = model.manifest.repo_id.split("/", 1)[0] if "/" in model.manifest.repo_id else "local"
        cards.append(ModelCard(model.name, model.path, _created(model.path), owner))
    return cards


def embedding_card() -> ModelCard | None:
    """The documents' embedding model, served by `/v1/embeddings`, when it is built."""
    folder = embed_model_dir()
    if not (folder / embed_model.MANIFEST).is_file() or not (folder / embed_model.GRAPH).is_file():
        return None
    return ModelCard(embed_model.NAME, folder, _created(folder), "sentence-transformers")


def card_for_folder(folder: Path, models_dir: Path) -> ModelCard:
    """The card of a model folder: its listed card when it is listed, else one named after the folder."""
    resolved = folder.resolve()
    for card in list_models(models_dir):
        if card.path.resolve() == resolved:
            return card
    return ModelCard(folder.name, folder, _created(folder), "local")


def resolve_model(name_or_dir: str, models_dir: Path) -> Path | None:
    """`--model NAME|DIR`: a listed id, else an existing folder; None when neither."""
    for card in list_models(models_dir):
        if card.id == name_or_dir:
            return card.path
    folder = Path(name_or_dir).expanduser()
    return folder if folder.is_dir() else None
