"""The images of a person's message in the conversation: thumbnails under its text, each a link that opens
the full image (`hearth:image/<message id>/<n>`).

The conversation's browser loads nothing but these (`hearth-image:<file>`, from the images folder, never
a path or the network: see `ui.chat.chat_view`), decoded at thumbnail size (`QImageReader.setScaledSize`, so a
large photo costs a fraction of its full decode) and kept in a small cache.
"""

from __future__ import annotations

import html
from collections import OrderedDict

from PySide6.QtCore import QSize, Qt, QUrl
from PySide6.QtGui import QImage, QImageReader

from app.chat.images import image_path, images_of
from app.chat.provenance import Provenance
from app.qt.i18n import translate
from ui.theme import Theme

SCHEME = "hearth-image"
THUMB = 120  # the longest side of a thumbnail in the conversation, in pixels
_CACHE: OrderedDict[str, QImage] = OrderedDict()
_CACHE_SIZE = 64


def images_html(message_id: int, provenance: Provenance | None, theme: Theme) -> str:
    records = images_of(provenance)
    if not records:
        return ""
    links = []
    for n, record in enumerate(records):
        name = html.escape(str(record.get("name") or translate("ImageHtml", "image")), quote=True)
        title = html.escape(translate("ImageHtml", "{0}: open the full image"), quote=True).format(name)
        links.append(f'<a href="hearth:image/{message_id}/{n}" title="{title}">'
                     f'<img src="{SCHEME}:{html.escape(str(record["file"]), quote=True)}" /></a>')
    return (f'<p style="margin-top:4px; margin-bottom:4px; color:{theme.muted}">' + "&nbsp;&nbsp;".join(links)
            + "</p>")


def thumbnail(name: QUrl | str, side: int = THUMB) -> QImage | None:
    """The thumbnail a `hearth-image:` URL names, or None (another scheme, a bad name, a missing file)."""
    url = name if isinstance(name, QUrl) else QUrl(name)
    if url.scheme() != SCHEME:
        return None
    file = url.path()
    if file in _CACHE:
        _CACHE.move_to_end(file)
        return _CACHE[file]
    path = image_path({"file": file})
    if path is None or not path.is_file():
        return None
    image = read_scaled(str(path), side)
    if image is None:
        return None
    _CACHE[file] = image
    while len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)
    return image


def read_scaled(path: str, side: int) -> QImage | None:
    """Decode an image file at most `side` pixels on its longest side (the decoder scales as it reads)."""
    reader = QImageReader(path)
    reader.setAutoTransform(True)
    size = reader.size()
    if size.isValid() and max(size.width(), size.height()) > side:
        reader.setScaledSize(size.scaled(QSize(side, side), Qt.AspectRatioMode.KeepAspectRatio))
    image = reader.read()
    return None if image.isNull() else image
