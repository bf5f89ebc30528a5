"""Images in the window: the Image button, images pasted or dropped on the message box, their thumbnails
above it (each with ×), the limits said before sending, and the full image on a thumbnail's click.

The images are checked, stored (`app.chat.images`) and made into thumbnails on a worker thread: a large photo
never stalls the window. With a model that does not see, the button stays in its place, drawn faded, and
says why (its tooltip; a click, like an image pasted, dropped or attached by any route — the Attach button and
a pasted path hand their images here, `Composer.images_given` — answers with why and offers the models that
do); the draft's images go with the next message the person sends (`ChatController.note_drafts_with`).
`connect_images` is called once by `ui.app.start`.
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QEvent, QObject, QSize, Qt
from PySide6.QtGui import QDropEvent, QGuiApplication, QIcon, QImage, QKeyEvent, QKeySequence, QPalette, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.chat.images import (
    MAX_PER_MESSAGE,
    StoredImage,
    image_path,
    images_of,
    provenance_for,
    store_image,
)
from app.i18n import QT_TRANSLATE_NOOP
from app.qt.i18n import translate
from app.qt.workers import Worker
from models.catalog import load_catalog
from models.errors import ModelError
from models.fit import gb
from ui import file_dialogs
from ui.chat.image_html import read_scaled
from ui.main_window import MainWindow
from ui.wiring.documents import IMAGE_SUFFIXES

THUMB = 56
IMAGE_FILTER = QT_TRANSLATE_NOOP("Images", "Images (*.png *.jpg *.jpeg *.webp *.gif)")


@dataclass(frozen=True)
class Prepared:
    image: StoredImage
    thumb: QImage
    encoded: str  # base64, as the engine reads it: the draft's measure uses it (made here, off the main thread)


def prepare(data: bytes, name: str) -> Prepared:
    """On the worker: check and store the image (decoded by Pillow first, kept as the engine may read it:
    `app.chat.image_safety`), and make its thumbnail (ValueError: why it is refused)."""
    stored = store_image(data, name)
    path = image_path(stored.record())
    assert path is not None
    kept = path.read_bytes()
    thumb = read_scaled(str(path), THUMB)
    return Prepared(stored, thumb if thumb is not None else QImage(), base64.b64encode(kept).decode("ascii"))


def png_of(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QBuffer.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stubs say bytes; PySide6 6.11 takes only str
    return bytes(data.data())


class ImageDraft(QWidget):
    """The images the next message will show, as thumbnails with ×, and a line with the limits."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window.composer)
        self.setAccessibleName(translate("ImageDraft", "Images to send"))
        self._window = window
        self.images: list[StoredImage] = []
        self._encoded: dict[str, str] = {}  # by StoredImage.file
        self._row = QHBoxLayout()
        self._row.setContentsMargins(0, 0, 0, 0)
        self.note = QLabel(self)
        self.note.setForegroundRole(QPalette.ColorRole.PlaceholderText)  # as the composer's count (mid was faint)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 0)
        layout.addLayout(self._row)
        layout.addWidget(self.note, 1)
        self._worker = Worker("images", self)
        self._worker.succeeded.connect(self._on_prepared)
        self._worker.failed.connect(lambda _job, text: window.show_notice(text, "error"))
        self._pending = 0
        self.paste_and_drop: QObject | None = None
        self.image_button: QToolButton | None = None
        self.hide()

    @property
    def full(self) -> bool:
        return len(self.images) + self._pending >= MAX_PER_MESSAGE

    def add(self, data: bytes, name: str = "") -> None:
        if self.full:
            most = MAX_PER_MESSAGE
            at_most = translate("ImageDraft", "A message can show the model at most %n image(s).", None, most)
            self._window.show_notice(at_most, "warning")
            return
        self._pending += 1
        self._worker.submit(lambda: prepare(data, name), expected=(ValueError, OSError),
                            unexpected=translate("ImageDraft", "The image could not be read ({error})."))

    def add_file(self, path: Path) -> None:
        try:
            data = path.read_bytes()
        except OSError as exc:
            unreadable = translate("ImageDraft", "{0} could not be read: {1}.")
            self._window.show_notice(unreadable.format(path.name, exc.strerror or exc), "error")
            return
        self.add(data, path.name)

    def _on_prepared(self, _job: int, prepared: object) -> None:
        self._pending = max(0, self._pending - 1)
        assert isinstance(prepared, Prepared)
        self.images.append(prepared.image)
        self._encoded[prepared.image.file] = prepared.encoded
        button = QToolButton(self)
        button.setIcon(QIcon(QPixmap.fromImage(prepared.thumb)))
        button.setIconSize(QSize(THUMB, THUMB))
        label = prepared.image.name or translate("ImageDraft", "pasted image")
        button.setToolTip(translate("ImageDraft", "{0}: click to leave it out").format(label))
        button.setAccessibleName(translate("ImageDraft", "Remove {0}").format(label))
        button.clicked.connect(lambda: self._remove(prepared.image, button))
        self._row.addWidget(button)
        self._refresh()

    def _remove(self, image: StoredImage, button: QToolButton) -> None:
        if image in self.images:
            self.images.remove(image)
        button.deleteLater()
        self._refresh()

    def clear(self) -> None:
        self.images.clear()
        while self._row.count():
            item = self._row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self._refresh()

    def encoded(self) -> tuple[str, ...]:
        """The draft's images, base64, in order (the composer's count measures the message with them)."""
        return tuple(self._encoded[i.file] for i in self.images if i.file in self._encoded)

    def _refresh(self) -> None:
        self._encoded = {i.file: self._encoded[i.file] for i in self.images if i.file in self._encoded}
        self._window.composer.set_draft_images(len(self.images))
        size = gb(sum(i.bytes for i in self.images))  # "8 kB", not "0.0 MB"
        note = translate("ImageDraft", "{0} of {1} images · {2} · sent with your next message")
        self.note.setText(note.format(len(self.images), MAX_PER_MESSAGE, size) if self.images else "")
        self.setVisible(bool(self.images))

    def shutdown(self) -> None:
        self._worker.shutdown()


class _PasteAndDrop(QObject):
    """Images pasted into the message box or dropped on it go to the draft (when the model sees; else the
    person is told why); anything else goes on to the box (and the documents' own handling)."""

    def __init__(self, window: MainWindow, draft: ImageDraft, may: Callable[[], bool],
                 refused: Callable[[], None]) -> None:
        super().__init__(window)
        self._draft, self._may, self._refused = draft, may, refused
        editor = window.composer.input
        editor.installEventFilter(self)
        editor.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                and event.matches(QKeySequence.StandardKey.Paste):
            image = QGuiApplication.clipboard().image()
            if not image.isNull():
                if self._may():
                    self._draft.add(png_of(image))
                else:
                    self._refuse()
                return True
        if event.type() == QEvent.Type.Drop and isinstance(event, QDropEvent):
            files = [Path(u.toLocalFile()) for u in event.mimeData().urls() if u.isLocalFile()]
            images = [f for f in files if f.suffix.lower() in IMAGE_SUFFIXES]
            if images and len(images) == len(files):
                if self._may():
                    for path in images:
                        self._draft.add_file(path)
                else:
                    self._refuse()
                event.acceptProposedAction()
                return True
        return False

    def _refuse(self) -> None:
        self._refused()


class ImageDialog(QDialog):
    """One of the person's images, whole (scaled down to the screen if larger)."""

    def __init__(self, path: Path, name: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWindowTitle(name or translate("ImageDialog", "Image"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        label = QLabel(self)
        pixmap = QPixmap(str(path))
        label.setPixmap(pixmap if not pixmap.isNull() else QPixmap())
        if pixmap.isNull():
            label.setText(translate("ImageDialog", "This image could not be read."))
        scroll = QScrollArea(self)
        scroll.setWidget(label)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll)
        screen = parent.screen().availableGeometry()
        self.resize(min(pixmap.width() + 40, screen.width() * 9 // 10), min(pixmap.height() + 40,
                                                                             screen.height() * 9 // 10))


def seeing_in_catalog() -> str:
    """The catalog's models that see, as ' (in the catalog: Phi-3.5 Vision, …)' ("" if none)."""
    try:
        names = [e.name for e in load_catalog() if "sees" in e.capabilities]
    except ModelError:
        return ""
    return translate("Images", " (in the catalog: {0})").format(", ".join(names)) if names else ""


def _faded(icon: QIcon, side: int) -> QIcon:
    """The icon as a disabled button draws it, on a button that stays enabled (its tooltip and click explain)."""
    return QIcon(icon.pixmap(side, side, QIcon.Mode.Disabled))


def connect_images(window: MainWindow) -> ImageDraft:
    controller = window.controller
    draft = ImageDraft(window)
    layout = window.composer.layout()
    assert isinstance(layout, QVBoxLayout)
    layout.insertWidget(layout.indexOf(window.composer.box), draft)
    button = QToolButton(window.composer.box)
    draft.image_button = button
    button.setText(translate("Images", "Image"))  # read by screen readers and shown where the theme has no icon
    icon = QIcon.fromTheme("insert-image", button.style().standardIcon(
        QStyle.StandardPixmap.SP_FileDialogContentsView))
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)  # the row is narrow in a small window
    button.setAccessibleName(translate("Images", "Attach an image"))
    window.composer.add_tool_button(button)

    def model_sees() -> bool:
        info = controller.models.info
        return info is not None and info.sees_images

    def refresh() -> None:
        # Always in the row: a model that does not see gets the button faded (still enabled, so that its
        # tooltip shows and a click explains) rather than no button, which would leave the person guessing.
        sees = model_sees()
        button.setIcon(icon if sees else _faded(icon, THUMB // 2))
        if sees:
            button.setToolTip(translate("Images",
                                        "Show the model an image: PNG, JPEG, WebP or GIF, up to {0} a message (you can "
                                        "also paste or drop one here)").format(MAX_PER_MESSAGE))
        else:
            button.setToolTip(translate("Images", "{0} Click to see the models that do.").format(not_seeing()))
        button.setAccessibleDescription(button.toolTip())

    def not_seeing() -> str:
        info = controller.models.info
        if info is None and controller.models.is_loading:
            return translate("Images", "The model is still loading: images need a model that sees them.")
        return (translate("Images", "No model is loaded: images need a model that sees them.") if info is None else
                translate("Images", '{0} does not see images: choose one marked "sees images"{1}.').format(
                    info.name, seeing_in_catalog()))

    def does_not_see() -> None:
        window.show_notice(not_seeing(),
                           "info", translate("Images", "Show models"), lambda: window.open_models("get", "sees"))

    def clicked() -> None:
        if not model_sees():
            does_not_see()
            return
        chosen = file_dialogs.open_file_names(window, translate("Images", "Show the model an image"),
                                              str(Path.home()), translate("Images", IMAGE_FILTER))
        for path in chosen:
            draft.add_file(Path(path))

    def open_image(message_id: int, index: int) -> None:
        for item in controller.thread_items():
            if item.message.id == message_id:
                records = images_of(item.message.provenance)
                if 0 <= index < len(records):
                    path = image_path(records[index])
                    if path is not None:
                        ImageDialog(path, str(records[index].get("name", "")), window).open()
                return

    def given(paths: list[Path]) -> None:  # image files attached (the Attach button, a pasted path, a drop)
        if not model_sees():
            does_not_see()
            return
        for path in paths:
            draft.add_file(path)

    button.clicked.connect(clicked)
    window.composer.images_given.connect(given)
    # kept: a filter whose Python side is collected would crash Qt
    draft.paste_and_drop = _PasteAndDrop(window, draft, model_sees, does_not_see)
    controller.note_drafts_with(lambda: provenance_for(draft.images))
    controller.meter.measure_draft_with(draft.encoded)
    controller.message_added.connect(lambda _cid, item: draft.clear() if item.message.role == "user" else None)
    controller.models.loaded.connect(lambda _info: refresh())
    controller.models.unloaded.connect(refresh)
    controller.models.loading.connect(lambda _name: refresh())
    controller.models.failed.connect(lambda _why, _fatal: refresh())
    window.chat_view.image_requested.connect(open_image)
    refresh()
    return draft
