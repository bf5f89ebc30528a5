"""Icons from the platform's style and from Hearth's own resources, never from emoji or symbol glyphs.

Why: a glyph such as ⚠ or ⛔ is drawn by whatever font has it, and on a machine without an emoji or
symbol font (a fresh Windows Server, a minimal Linux) it shows as an empty box. QStyle's standard
icons are drawn by the style itself (Fusion ships its own), and the few Hearth-specific ones are
small SVG files in resources/icons.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Literal

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QStyle, QWidget

NoticeKind = Literal["info", "warning", "error"]
_STANDARD = {
    "info": QStyle.StandardPixmap.SP_MessageBoxInformation,
    "warning": QStyle.StandardPixmap.SP_MessageBoxWarning,
    "error": QStyle.StandardPixmap.SP_MessageBoxCritical,
    "close": QStyle.StandardPixmap.SP_TitleBarCloseButton,
}


def resources_dir() -> Path:
    """Hearth's resources: next to the code in a checkout, in the bundle when frozen."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parents[1] / "resources"


def standard_icon(name: Literal["info", "warning", "error", "close"], widget: QWidget | None = None) -> QIcon:
    """The style's icon for a notice kind or the close action."""
    style = widget.style() if widget is not None else QApplication.style()
    return style.standardIcon(_STANDARD[name], None, widget)


def resource_icon(name: str) -> QIcon:
    """`resources/icons/<name>.svg` as an icon (null if the file is missing: no crash over an icon)."""
    return QIcon(str(resources_dir() / "icons" / f"{name}.svg"))


def app_icon() -> QIcon:
    """The Hearth icon in every size shipped in resources/icons (an empty icon if they are missing)."""
    icon = QIcon()
    for size in (16, 32, 64, 128, 256):
        path = resources_dir() / "icons" / f"hearth-{size}.png"
        if path.is_file():
            icon.addFile(str(path))
    return icon
