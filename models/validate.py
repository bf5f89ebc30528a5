"""Check a model folder before ONNX Runtime GenAI ever opens it.

Model folders are untrusted input, downloaded or imported alike:
- ORT GenAI dlopens a `custom_ops_library` named in `genai_config.json` (measured: even one inside
  the model folder, so a downloaded model could run native code); such configs are refused, as are
  native libraries anywhere in the folder and file names that point outside it.
- Session options are an open door too: `enable_profiling` makes every run write a trace file at a
  path the config chooses (measured: 60 MB for a 200-token reply), others compile caches to disk or
  set thread counts that stall the machine. Only the options the ORT GenAI model builder and
  `models.synthesize` write are allowed (`models.session_options`); anything else is refused by name.
- Links are followed by copies and by the runtime: a link that leaves the folder, loops or names a
  folder is refused, and so is a folder with more entries than any model has.
- Everything the runtime opens must be there and whole: the config, the .onnx files it names, the
  external weights they point into (a cut-off download is caught by size), and the tokenizer files
  ORT GenAI reads (`tokenizer_config.json`, plus `tokenizer.json` or the tiktoken file the tokenizer
  config names). A missing file is named in the message instead of a native error from deep inside
  the runtime, or a crash of the engine host.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

from models.errors import ModelError
from models.onnx_graph import read_graph_io
from models.session_options import check_session_options

NATIVE_SUFFIXES = (".dll", ".so", ".dylib", ".pyd", ".exe")
MAX_ENTRIES = 10_000  # files and folders; the largest GenAI repos have a few hundred
MAX_DEPTH = 16
MAX_JSON_BYTES = 16 * 1024**2  # genai_config.json and tokenizer_config.json are a few kB
INCOMPLETE = "The download or copy is incomplete: get the whole model folder again."


@dataclass(frozen=True)
class ModelSummary:
    folder: Path
    model_type: str
    context_length: int
    decoder_file: str
    shared_kv_buffer: bool  # KV preallocated for max_length (search.past_present_share_buffer)


def _walk_config(root: Any) -> list[tuple[str, Any]]:
    """All (dotted key, value) pairs of a nested JSON value, parents before children. Iterative: a
    config nested a thousand deep must give a message, not a RecursionError."""
    out: list[tuple[str, Any]] = []
    pending: list[tuple[str, Any]] = [("", root)]
    while pending:
        path, node = pending.pop()
        children: list[tuple[str, Any]] = []
        if isinstance(node, dict):
            children = [(f"{path}.{key}" if path else str(key), value) for key, value in node.items()]
            out.extend(children)
        elif isinstance(node, list):
            children = [(f"{path}[{i}]", value) for i, value in enumerate(node)]
        pending.extend(reversed(children))
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


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object that names no key twice. ORT GenAI's parser acts on every copy of a repeated
    key while Python keeps only the last, so a repeated key could hide an option from these checks."""
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"the key {key!r} appears twice in one object")
        out[key] = value
    return out


def read_json_object(path: Path, what: str) -> dict[str, Any]:
    """A JSON object from `path`; ModelError (naming `what`) if it is missing, huge or garbage."""
    if not path.is_file():
        raise ModelError("model_invalid", f"The model in {path.parent} has no {path.name}, which {what}. "
                                          f"{INCOMPLETE}")
    try:
        if path.stat().st_size > MAX_JSON_BYTES:
            raise ValueError("it is far too large")
        data = json.loads(path.read_text(encoding="utf-8"), object_pairs_hook=_unique_keys)
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        reason = "it nests too deeply" if isinstance(exc, RecursionError) else exc
        raise ModelError("model_invalid", f"{path.name} in {path.parent} cannot be read ({reason}).") from exc
    if not isinstance(data, dict):
        raise ModelError("model_invalid", f"{path.name} in {path.parent} is not a JSON object.")
    return data


def scan_folder(folder: Path) -> list[str]:
    """The files under `folder` (relative, "/"-separated), walked without following links.

    A link may name a file inside the folder. One that leaves the folder, loops, dangles or names a
    folder is refused: copying the folder would follow it (`loop -> ..` copies until the disk is full).
    """
    base = folder.resolve()
    files: list[str] = []
    count = 0
    pending: list[tuple[Path, int]] = [(folder, 0)]
    while pending:
        current, depth = pending.pop()
        if depth > MAX_DEPTH:
            raise ModelError("model_invalid", f"{folder} nests folders more than {MAX_DEPTH} deep; "
                                              "it is not a model folder.")
        with os.scandir(current) as entries:
            for entry in entries:
                count += 1
                if count > MAX_ENTRIES:
                    raise ModelError("model_invalid", f"{folder} holds more than {MAX_ENTRIES} files and folders; "
                                                      "it is not a model folder. Choose the folder that contains "
                                                      "genai_config.json.")
                path = Path(entry.path)
                rel = path.relative_to(folder).as_posix()
                if entry.is_symlink():
                    _check_link(path, rel, base)
                    files.append(rel)
                elif entry.is_dir(follow_symlinks=False):
                    pending.append((path, depth + 1))
                elif entry.is_file(follow_symlinks=False):
                    files.append(rel)
    return files


def _check_link(path: Path, rel: str, base: Path) -> None:
    try:
        target = path.resolve(strict=True)
    except (OSError, RuntimeError) as exc:  # RuntimeError: a loop (Python 3.11/3.12)
        raise ModelError("model_invalid", f"{rel} in the model folder is a link that loops or leads nowhere "
                                          f"({exc}). Replace it with the file itself.") from exc
    if not target.is_relative_to(base):
        raise ModelError("model_unsafe", f"{rel} in the model folder is a link to {target}, outside the folder. "
                                         "Hearth takes only models whose files are inside their folder: copy the "
                                         "real files in (a Hugging Face cache folder is made of such links; "
                                         "download the model with Hearth instead).")
    if target.is_dir():
        raise ModelError("model_invalid", f"{rel} in the model folder is a link to a folder; copying it could "
                                          "loop forever. Replace it with the files themselves.")


def _looks_whole(path: Path) -> bool:
    """A JSON object file that is not cut short: '{' first and '}' last. Cheap on a 30 MB tokenizer,
    which a full parse is not (it runs before every load)."""
    with path.open("rb") as fh:
        head = fh.read(64).lstrip()
        fh.seek(max(0, path.stat().st_size - 64))
        tail = fh.read().rstrip()
    return head.startswith(b"{") and tail.endswith(b"}")


def _check_tokenizer(folder: Path) -> None:
    """The files ORT GenAI's tokenizer (onnxruntime-extensions) opens: tokenizer_config.json, always
    (measured: "Failed to open a json file" without it); then tokenizer.json, or the tiktoken file
    named by tokenizer_config.json or tokenizer_module.json."""
    config = read_json_object(folder / "tokenizer_config.json", "ONNX Runtime GenAI needs to read its tokenizer")
    if (folder / "tokenizer_module.json").is_file():
        config |= read_json_object(folder / "tokenizer_module.json", "adds to the tokenizer's settings")
    tiktoken = config.get("tiktoken_file")
    if isinstance(tiktoken, str) and tiktoken:
        vocab = safe_relative(folder, tiktoken)
        name = tiktoken
    else:
        vocab = folder / "tokenizer.json"
        name = "tokenizer.json"
    if not vocab.is_file():
        raise ModelError("model_invalid", f"The model in {folder} has no {name}, so Hearth cannot turn text into "
                                          f"tokens for it. {INCOMPLETE}")
    if vocab.stat().st_size == 0 or (name == "tokenizer.json" and not _looks_whole(vocab)):
        raise ModelError("model_invalid", f"{name} of the model in {folder} is empty or cut short. {INCOMPLETE}")


def _check_model_file(folder: Path, name: str) -> None:
    """A file the config names: present, not empty, and for a graph, whole with all its weights."""
    target = safe_relative(folder, name)
    if not target.is_file():
        raise ModelError("model_invalid", f"The model file {name} is missing from {folder}. {INCOMPLETE}")
    if target.stat().st_size == 0:
        raise ModelError("model_invalid", f"The model file {name} is empty. {INCOMPLETE}")
    if not name.lower().endswith(".onnx"):
        return
    for location, needed in read_graph_io(target).external.items():
        data_name = (PurePosixPath(name).parent / location).as_posix()
        data = safe_relative(folder, data_name)
        size = data.stat().st_size if data.is_file() else -1
        if size < 0:
            raise ModelError("model_invalid", f"{data_name}, which holds the weights of {name}, is missing from "
                                              f"{folder}. {INCOMPLETE}")
        if size < needed:
            raise ModelError("model_invalid", f"{data_name} is cut short: {name} needs {needed:,} bytes of it, "
                                              f"the file has {size:,}. {INCOMPLETE}")


def validate_model_folder(folder: Path, tokenizer_dir: Path | None = None) -> ModelSummary:
    """Raise ModelError with a clear message if `folder` is not a safe, complete ORT GenAI model
    (`tokenizer_dir`: where its tokenizer is, when not beside it: a model package's shared asset)."""
    if not folder.exists():
        raise ModelError("model_not_found", f"The model folder {folder} does not exist.")
    if not folder.is_dir():
        raise ModelError("model_not_found", f"{folder} is a file, not a model folder.")
    try:
        files = scan_folder(folder)
    except OSError as exc:
        raise ModelError("model_invalid", f"Hearth cannot read the folder {folder} ({exc.strerror or exc}).") from exc
    for name in files:
        if is_native_library(name):
            raise ModelError("model_unsafe", f"The model folder contains a native library ({name}); "
                                             "Hearth refuses models that ship executable code.")
    if not (folder / "genai_config.json").is_file():
        raise ModelError(
            "model_invalid",
            f"{folder} has no genai_config.json, so it is not an ONNX Runtime GenAI model. "
            "Choose the folder that contains genai_config.json.",
        )
    config = read_json_object(folder / "genai_config.json", "describes an ONNX Runtime GenAI model")
    if not isinstance(config.get("model"), dict):
        raise ModelError("model_invalid", f"genai_config.json in {folder} has no 'model' section.")
    entries = _walk_config(config)
    for key, value in entries:
        if key.rsplit(".", 1)[-1] == "custom_ops_library":
            raise ModelError(
                "model_unsafe",
                "This model asks to load a native custom-operator library "
                f"({value!r}). Hearth refuses such models because that library could run any code.",
            )
    check_session_options(config)

    model = config["model"]
    decoder = model.get("decoder")
    if not isinstance(decoder, dict) or not isinstance(decoder.get("filename"), str):
        raise ModelError("model_invalid", "genai_config.json does not name the decoder's .onnx file.")
    for key, value in entries:
        if key.endswith("filename") and isinstance(value, str):
            _check_model_file(folder, value)
    _check_tokenizer(tokenizer_dir or folder)
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
