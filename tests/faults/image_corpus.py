"""Hostile and unusual images, as the fourth fault campaign sent them and more: each is what a person might
attach or a client might post (named by what it is), drawn with Pillow then damaged as named."""

from __future__ import annotations

import io
import struct
import zlib
from collections.abc import Callable

from PIL import Image

from tests.app.images import DECODABLE, UNREADABLE, encoded, hostile


def _saved(fmt: str, mode: str = "RGB", size: tuple[int, int] = (32, 32), **options: object) -> bytes:
    out = io.BytesIO()
    Image.new(mode, size, "red" if mode in ("RGB", "RGBA", "CMYK") else 1).save(out, fmt, **options)
    return out.getvalue()


def _chunk(name: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + name + body + struct.pack(">I", zlib.crc32(name + body))


def _png(width: int, height: int, data: bytes = b"", depth: int = 8, colour: int = 2) -> bytes:
    header = struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header) + _chunk(b"IDAT", zlib.compress(data)) + \
        _chunk(b"IEND", b"")


def _animated_gif() -> bytes:
    out = io.BytesIO()
    frames = [Image.new("P", (24, 24), n) for n in range(5)]
    frames[0].save(out, "GIF", save_all=True, append_images=frames[1:], duration=50, loop=0)
    return out.getvalue()


EXTRA: dict[str, Callable[[], bytes]] = {
    "empty": lambda: b"",
    "png magic only": lambda: b"\x89PNG\r\n\x1a\n",
    "jpeg magic only": lambda: b"\xff\xd8\xff",
    "gif cut short": lambda: _saved("GIF", "P")[:20],
    "webp cut short": lambda: _saved("WEBP")[:30],
    "png zero width": lambda: _png(0, 10),
    "png one by 40000": lambda: _png(1, 40_000, b"\0" * (40_000 * 4)),
    "png of 64 megapixels, claimed": lambda: _png(8000, 8000),
    "png 16-bit colour": lambda: _saved("PNG", "I;16"),
    "png palette with transparency": lambda: _saved("PNG", "P", transparency=0),
    "png grey with alpha": lambda: _saved("PNG", "LA"),
    "jpeg grey": lambda: _saved("JPEG", "L"),
    "jpeg progressive 1000x800": lambda: _saved("JPEG", size=(1000, 800), progressive=True),
    "jpeg cut to its header": lambda: encoded(64, 48, fmt="JPEG")[:200],
    "jpeg with its scan damaged": lambda: (lambda b: b[:-40] + b"\x00" * 38 + b[-2:])(encoded(64, 48, fmt="JPEG")),
    "gif animated": _animated_gif,
    "webp lossless with alpha": lambda: _saved("WEBP", "RGBA", lossless=True),
    "text named gif": lambda: b"GIF89a" + b"hello " * 40,
    "html named webp": lambda: b"RIFF\x00\x00\x00\x00WEBP<html>" + b"x" * 100,
    "bmp (not taken)": lambda: _saved("BMP"),
}


def corpus() -> dict[str, bytes]:
    """Every case: the campaign's (`tests.app.images.hostile`) and the ones above."""
    cases = {kind: hostile(kind) for kind in (*DECODABLE, *UNREADABLE)}
    cases.update({name: make() for name, make in EXTRA.items()})
    return cases
