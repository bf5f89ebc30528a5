"""Draw Hearth's icon (a flame over a hearth arch) and write every size the installers need.

Run once when the design changes: `python packaging/make_icons.py`; the files in resources/icons
are committed. PNG via Qt; .ico and .icns via Pillow (a build-time tool only).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QLinearGradient, QPainter, QPainterPath

OUT = Path(__file__).resolve().parents[1] / "resources" / "icons"


def draw(size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = size / 256
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#2b2118"))
    p.drawRoundedRect(QRectF(8 * s, 8 * s, 240 * s, 240 * s), 52 * s, 52 * s)
    # the hearth: a warm arch
    arch = QPainterPath()
    arch.moveTo(52 * s, 214 * s)
    arch.lineTo(52 * s, 120 * s)
    arch.arcTo(QRectF(52 * s, 48 * s, 152 * s, 144 * s), 180, -180)
    arch.lineTo(204 * s, 214 * s)
    arch.closeSubpath()
    p.setBrush(QColor("#4a3526"))
    p.drawPath(arch)
    # the flame
    flame = QPainterPath()
    flame.moveTo(128 * s, 70 * s)
    flame.cubicTo(QPointF(176 * s, 120 * s), QPointF(170 * s, 200 * s), QPointF(128 * s, 200 * s))
    flame.cubicTo(QPointF(86 * s, 200 * s), QPointF(80 * s, 150 * s), QPointF(110 * s, 118 * s))
    flame.cubicTo(QPointF(112 * s, 140 * s), QPointF(122 * s, 148 * s), QPointF(128 * s, 150 * s))
    flame.cubicTo(QPointF(118 * s, 120 * s), QPointF(122 * s, 92 * s), QPointF(128 * s, 70 * s))
    gradient = QLinearGradient(QPointF(128 * s, 70 * s), QPointF(128 * s, 200 * s))
    gradient.setColorAt(0, QColor("#ffd36b"))
    gradient.setColorAt(1, QColor("#f0662a"))
    p.setBrush(gradient)
    p.drawPath(flame)
    p.setBrush(QColor("#e9dccb"))
    p.drawRoundedRect(QRectF(40 * s, 206 * s, 176 * s, 16 * s), 6 * s, 6 * s)
    p.end()
    return image


def main() -> int:
    app = QGuiApplication(sys.argv)  # noqa: F841  (QPainter on QImage needs a GUI application)
    OUT.mkdir(parents=True, exist_ok=True)
    draw(512).save(str(OUT / "hearth.png"))
    for size in (16, 32, 64, 128, 256):
        draw(size).save(str(OUT / f"hearth-{size}.png"))
    from PIL import Image

    big = Image.open(OUT / "hearth.png")
    big.save(OUT / "hearth.ico", sizes=[(16, 16), (32, 32), (48, 48), (64, 64), (128, 128), (256, 256)])
    big.save(OUT / "hearth.icns")
    return 0


if __name__ == "__main__":
    sys.exit(main())
