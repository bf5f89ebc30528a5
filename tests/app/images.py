"""Images for the tests: real encoded files (PNG, JPEG, GIF), drawn with Qt."""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QByteArray
from PySide6.QtGui import QColor, QImage


def encoded(width: int = 64, height: int = 48, colour: tuple[int, int, int] = (200, 30, 30),
            fmt: str = "PNG") -> bytes:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor(*colour))
    for x in range(0, width, 8):  # a pattern, so images of one colour differ by more than their size
        for y in range(height):
            image.setPixelColor(x, y, QColor(255 - colour[0], 255 - colour[1], 255 - colour[2]))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QBuffer.OpenModeFlag.WriteOnly)
    assert image.save(buffer, fmt)
    return bytes(data.data())


def hostile(kind: str) -> bytes:
    """Images that ORT GenAI's own decoder cannot take (each one ended the engine host before Hearth decoded
    images itself), or that only Pillow's caps stop: drawn with Pillow, then damaged as named."""
    import io
    import struct
    import zlib

    from PIL import Image

    def saved(fmt: str, mode: str = "RGB", size: tuple[int, int] = (32, 32), **options: object) -> bytes:
        out = io.BytesIO()
        picture = Image.new(mode, size, "red" if mode in ("RGB", "RGBA", "CMYK") else 1)
        picture.save(out, fmt, **options)
        return out.getvalue()

    if kind == "gif":
        return saved("GIF", "P")
    if kind == "webp":
        return saved("WEBP")
    if kind == "jpeg_cut":
        whole = encoded(64, 48, fmt="JPEG")
        return whole[: len(whole) // 2]
    if kind == "text_as_png":
        return b"\x89PNG\r\n\x1a\n" + b"this is text, not an image\n" * 20
    if kind == "png_bad_crc":
        whole = bytearray(saved("PNG"))
        whole[-20] ^= 0xFF  # inside the IDAT chunk's data: its CRC no longer matches
        return bytes(whole)
    if kind == "png_bomb":  # a valid PNG header claiming 100,000 × 100,000 pixels
        def chunk(name: bytes, body: bytes) -> bytes:
            return struct.pack(">I", len(body)) + name + body + struct.pack(">I", zlib.crc32(name + body))
        header = struct.pack(">IIBBBBB", 100_000, 100_000, 8, 2, 0, 0, 0)
        return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\0" * 64)) + \
            chunk(b"IEND", b"")
    if kind == "cmyk_jpeg":
        return saved("JPEG", "CMYK")
    if kind == "progressive_jpeg":
        return saved("JPEG", progressive=True)
    if kind == "rgba_png":
        return saved("PNG", "RGBA")
    if kind == "grey_png_16":
        return saved("PNG", "I;16")
    raise ValueError(kind)


DECODABLE = ("gif", "webp", "cmyk_jpeg", "progressive_jpeg", "rgba_png", "grey_png_16")
UNREADABLE = ("jpeg_cut", "text_as_png", "png_bad_crc", "png_bomb")
