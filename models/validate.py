"""Check a model folder before ONNX Runtime GenAI ever opens it.

Model folders are untrusted input. ORT GenAI dlopens a `custom_ops_library` named in
`genai_config.json` (measured: even one inside the model folder, so a downloaded model could run
native code), so such configs are refused, as are native libraries anywhere in the folder and file
names that point outside it. Missing and empty files are caught here with a message a person can
act on, instead of a native error from deep inside the runtime.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from models.errors import ModelError

NATIVE_SUFFIXES = (".dll", ".so", ".dylib", ".pyd", ".exe")


@dataclass(frozen=True)
class ModelSummary:
    folder: Path
    model_type: str
    context_length: int
    decoder_file: str
    shared_kv_buffer: bool  # KV preallocated for max_length (search.past_present_share_buffer)


def _walk_config(node: Any, path: str = "") -> list[tuple[str, Any]]:
    """All (dotted key, value) pairs of a nested JSON value."""
    out: list[tuple[str, Any]] = []
    if isinstance(node, dict):
        for key, value in node.items():
            sub = f"{path}.{key}" if path else str(key)
            out.append((sub, value))
            out.extend(_walk_config(value, sub))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            out.extend(_walk_config(value, f"{path}[{i}]"))
    return out


def is_native_library(name: str) -> bool:
    lower = name.lower()
    return lower.endswith(NATIVE_SUFFIXES) or ".so." in lower


def safe_relative(folder: Path, name: str) -> Path:
    """Resolve `name` inside `folder`, refusing anything that escapes it."""
    if not name or "\\" in name or name.startswith("/") or ":" in name:
        raise ModelError("model_unsafe", f"The model names a file outside its folder: {name!r}.")
    target = (folder / name).resolve()
    if not target.is_relative_to(folder.resolve()):
        raise ModelError("model_unsafe", f"The model names a file outside its folder: {name!r}.")
    return target


def validate_model_folder(folder: Path) -> ModelSummary:
    """Raise ModelError with a clear message if `folder` is not a safe, complete ORT GenAI model."""
    if not folder.exists():
        raise ModelError("model_not_found", f"The model folder {folder} does not exist.")
    if not folder.is_dir():
        raise ModelError("model_not_found", f"{folder} is a file, not a model folder.")
    config_path = folder / "genai_config.json"
    if not config_path.is_file():
        raise ModelError(
            "model_invalid",
            f"{folder} has no genai_config.json, so it is not an ONNX Runtime GenAI model. "
            "Choose the folder that contains genai_config.json.",
        )
    try:
        config = json.loads(config_path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ModelError("model_invalid", f"genai_config.json in {folder} cannot be read: {exc}.") from exc
    if not isinstance(config, dict) or not isinstance(config.get("model"), dict):
        raise ModelError("model_invalid", f"genai_config.json in {folder} has no 'model' section.")

    for key, value in _walk_config(config):
        if key.rsplit(".", 1)[-1] == "custom_ops_library":
            raise ModelError(
                "model_unsafe",
                "This model asks to load a native custom-operator library "
                f"({value!r}). Hearth refuses such models because that library could run any code.",
            )
    for entry in folder.rglob("*"):
        if entry.is_file() and is_native_library(entry.name):
            raise ModelError(
                "model_unsafe",
                f"The model folder contains a native library ({entry.relative_to(folder)}); "
                "Hearth refuses models that ship executable code.",
            )

    model = config["model"]
    decoder = model.get("decoder")
    if not isinstance(decoder, dict) or not isinstance(decoder.get("filename"), str):
        raise ModelError("model_invalid", "genai_config.json does not name the decoder's .onnx file.")
    for key, value in _walk_config(config):
        if key.endswith("filename") and isinstance(value, str):
            target = safe_relative(folder, value)
            if not target.is_file():
                raise ModelError(
                    "model_invalid",
                    f"The model file {value} is missing from {folder}. The download may be incomplete.",
                )
            if target.stat().st_size == 0:
                raise ModelError("model_invalid", f"The model file {value} is empty.")
    context = model.get("context_length")
    if not isinstance(context, int) or context <= 0:
        raise ModelError("model_invalid", "genai_config.json has no valid context_length.")
    search = config.get("search")
    return ModelSummary(
        folder=folder,
        model_type=str(model.get("type", "unknown")),
        context_length=context,
        decoder_file=decoder["filename"],
        shared_kv_buffer=isinstance(search, dict) and bool(search.get("past_present_share_buffer", False)),
    )
