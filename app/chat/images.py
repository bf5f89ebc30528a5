"""Images a person sends with a message: checked, kept with the conversations, read back for each turn.

- What is taken: PNG, JPEG, WebP and GIF (its first frame is what the processors read), recognised by
  their first bytes, not their names, and decoded whole by Pillow (`app.chat.image_safety`: a pixel cap, a
  PNG or JPEG in RGB kept as it is, anything else re-encoded); at most `MAX_PER_MESSAGE` a message and
  `MAX_IMAGE_BYTES` each — `store_image` says why an image is not taken, before anything is sent.
- Where: `<data>/images/<sha256>.<ext>`, private like the conversations, written atomically before
  the message that shows it is committed (a crash leaves at most an unused file, never a message that
  points at nothing); the same image sent twice is stored once.
- The message records its images in its provenance (`Provenance.images`, each `{"file", "name", "bytes",
  "width", "height"}`): names, not paths, so exports and other computers' data folders carry no folder names.
- `turn_images` gives a message's images as the engine wants them (base64, each checked again as it is read:
  a file that cannot be decoded, say one stored before that check or damaged on disk, is left out and counted,
  so it never stops a conversation); `encoded_images` the files as they are (exports), `data_url` as OpenAI's
  `image_url` parts do.
"""

from __future__ import annotations

import base64
import hashlib
import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.chat.image_safety import kind_of, safe_image
from app.chat.provenance import Provenance
from app.chat.values import ChatMessage
from app.system.paths import resolve_paths
from models.atomic import write_bytes_atomic
from models.private import private_dir

log = logging.getLogger("hearth.images")

MAX_PER_MESSAGE = 4
KINDS = {"png": "image/png", "jpg": "image/jpeg", "webp": "image/webp", "gif": "image/gif"}


@dataclass(frozen=True)
class StoredImage:
    file: str  # "<sha256>.<ext>" in the images folder
    name: str  # what the person called it ("" for a pasted image)
    bytes: int
    width: int = 0
    height: int = 0

    def record(self) -> dict[str, Any]:
        return {"file": self.file, "name": self.name, "bytes": self.bytes, "width": self.width,
                "height": self.height}


def images_dir(data: Path | None = None) -> Path:
    return (data or resolve_paths().data) / "images"


def store_image(data: bytes, name: str = "", folder: Path | None = None) -> StoredImage:
    """Keep the image in the data folder (once per content), as ORT GenAI may read it (`safe_image`: decoded,
    re-encoded when it must be); ValueError with the reason if it can't be sent."""
    safe = safe_image(data, name or "The image")
    file = _keep(safe.data, folder)
    return StoredImage(file, name, len(safe.data), safe.width, safe.height)


def _keep(data: bytes, folder: Path | None) -> str:
    target = private_dir(folder or images_dir())
    file = f"{hashlib.sha256(data).hexdigest()}.{kind_of(data)}"
    if not (target / file).is_file():
        write_bytes_atomic(target / file, data)
    return file


def images_of(provenance: Provenance | None) -> list[dict[str, Any]]:
    """A message's image records (checked: a damaged record is left out)."""
    found = provenance.images if provenance else ()
    return [i for i in found if isinstance(i.get("file"), str)]


def image_path(record: Mapping[str, Any], folder: Path | None = None) -> Path | None:
    """Where an image record's file is; None when the name is not one this module writes (no ../)."""
    file = str(record.get("file", ""))
    stem, _, ext = file.partition(".")
    if len(stem) != 64 or not all(c in "0123456789abcdef" for c in stem) or ext not in KINDS:
        return None
    return (folder or images_dir()) / file


def encoded_images(provenance: Provenance | None, folder: Path | None = None) -> tuple[str, ...]:
    """The message's image files as they are, base64 (exports); a file gone missing is left out (and logged)."""
    out: list[str] = []
    for record in images_of(provenance):
        data = _read(record, folder)
        if data is not None:
            out.append(base64.b64encode(data).decode("ascii"))
    return tuple(out)


def turn_images(provenance: Provenance | None, folder: Path | None = None) -> tuple[tuple[str, ...], int]:
    """The message's images for the engine (base64, each decoded here first: `safe_image`), and how many were
    left out because they are missing or cannot be read (logged; the turn goes on without them). A file found
    safe as it is is not decoded again while it stays the same (`_AS_IS`): every turn and every measure of the
    context meter reads the conversation's images on the window's thread."""
    out: list[str] = []
    records = images_of(provenance)
    for record in records:
        path = image_path(record, folder)
        try:
            if path is None:
                raise OSError("not an image file name")
            seen = path.stat()
            data = path.read_bytes()
        except OSError as exc:
            log.warning("an image of a message could not be read: %s", exc)
            continue
        key = (path.name, seen.st_size, seen.st_mtime_ns)
        try:
            safe = data if key in _AS_IS else safe_image(data).data
        except ValueError as exc:
            log.warning("an image of a message was left out: %s", exc)
            continue
        if safe is data:
            if len(_AS_IS) >= 1024:
                _AS_IS.clear()
            _AS_IS.add(key)
        out.append(base64.b64encode(safe).decode("ascii"))
    return tuple(out), len(records) - len(out)


_AS_IS: set[tuple[str, int, int]] = set()  # image files (name, size, mtime) `safe_image` passed unchanged


def _read(record: Mapping[str, Any], folder: Path | None) -> bytes | None:
    path = image_path(record, folder)
    try:
        if path is None:
            raise OSError("not an image file name")
        return path.read_bytes()
    except OSError as exc:
        log.warning("an image of a message could not be read: %s", exc)
        return None


def data_url(encoded: str) -> str:
    """An image (base64) as a data URL, its type read from its first bytes."""
    head = base64.b64decode(encoded[:32] + "=" * (-len(encoded[:32]) % 4), validate=False)
    return f"data:{KINDS.get(kind_of(head) or 'png', 'image/png')};base64,{encoded}"


def provenance_for(images: Sequence[StoredImage]) -> Provenance | None:
    return Provenance(images=tuple(i.record() for i in images)) if images else None


def openai_message(message: ChatMessage) -> dict[str, Any]:
    """A message as OpenAI's chat API takes it: its images as `image_url` parts (remote engines)."""
    if not message.images:
        return {"role": message.role, "content": message.content}
    parts: list[dict[str, Any]] = [{"type": "image_url", "image_url": {"url": data_url(i)}} for i in message.images]
    return {"role": message.role, "content": [*parts, {"type": "text", "text": message.content}]}


def images_for_json(provenances: Sequence[Provenance | None], folder: Path | None = None) -> dict[str, str]:
    """The images messages show, by file name, base64: the JSON export carries them, so an import on
    another computer has them too."""
    out: dict[str, str] = {}
    for provenance in provenances:
        for record, encoded in zip(images_of(provenance), encoded_images(provenance, folder), strict=False):
            out[str(record["file"])] = encoded
    return out


def restore_images(images: object, folder: Path | None = None) -> int:
    """Put an export's images back into the images folder; only files whose name is their content's
    sha256 and type are written (anything else in the file is ignored). How many were written."""
    if not isinstance(images, dict):
        return 0
    written = 0
    for file, encoded in images.items():
        try:
            data = base64.b64decode(str(encoded), validate=True)
        except ValueError:
            continue
        if image_path({"file": file}) is None or file != f"{hashlib.sha256(data).hexdigest()}.{kind_of(data)}":
            continue
        _keep(data, folder)  # as it was exported: the turn checks it as it reads it (`turn_images`)
        written += 1
    return written
