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
