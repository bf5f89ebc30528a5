"""The HTML that Qt's importer turns into a message's frames (see `ui.chat.chat_document`).

Structure: root ⟶ group frames (`GROUP_SIZE` messages each) ⟶ bubble frame (background, outer margins:
user bubble, highlight) ⟶ content frame (margins act as padding) ⟶ the message HTML
(`ui.chat.message_html`). Each frame is a `-qt-table-type: frame` table. The empty blocks that Qt puts
after every frame are shrunk to 2 px with a 1-px zero-width space.
"""

from __future__ import annotations

from PySide6.QtGui import QFont

from ui.theme import Theme

GROUP_SIZE = 32

_SHRINK = '<span style="font-size:1px">&#8203;</span>'
# (outer left margin, outer right margin, padding) of a message box, by role
_BOX = {"user": (56, 0, 10), "assistant": (0, 0, 4)}


def box_html(role: str, html: str, theme: Theme, font: QFont) -> str:
    """One message's bubble and content frames around its `html`, in the conversation's `font`."""
    left, right, pad = _BOX.get(role, _BOX["assistant"])
    bg = f' bgcolor="{theme.user_bubble}"' if role == "user" else ""
    size = f"{font.pointSizeF():g}pt" if font.pointSizeF() > 0 else f"{font.pixelSize()}px"
    return (f'<table border="0"{bg} style="-qt-table-type: frame; margin-top:7px; margin-bottom:7px; '
            f'margin-left:{left}px; margin-right:{right}px"><tr><td style="border:none; font-size:1px">'
            f'<table border="0" style="-qt-table-type: frame; margin-top:{pad}px; margin-bottom:{pad}px; '
            f'margin-left:{pad}px; margin-right:{pad}px"><tr><td style="border:none; font-size:{size}">'
            f"{html}</td></tr></table>{_SHRINK}</td></tr></table>{_SHRINK}")


def group_html(boxes: str) -> str:
    """A group frame around up to `GROUP_SIZE` message boxes."""
    return (f'<table border="0" style="-qt-table-type: frame"><tr><td style="border:none; font-size:1px">'
            f"{boxes}</td></tr></table>{_SHRINK}")


def box_inset(role: str) -> int:
    """How much narrower a message's content is than the conversation (its margins and padding)."""
    left, right, pad = _BOX.get(role, _BOX["assistant"])
    return left + right + 2 * pad
