"""Documents in the window: the Attach button, files dropped or a path pasted on the composer, the chat's
attachments as chips above the message box, the Documents section in the sidebar, and a citation's
passage (with "Open file") on click.

Kept out of the chat pane and the main window so those stay about chatting; `connect_documents` is
called once by `ui.app.start`.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QDropEvent, QGuiApplication, QIcon, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.docs.grounding import Source
from app.qt.docs_controller import DocumentsController
from app.qt.i18n import translate
from app.qt.turn_filters import TurnFilter
from ui import file_dialogs
from ui.chat.chat_pane import UNDO_MS
from ui.features.attachment_chips import AttachmentChips
from ui.features.documents_panel import DocumentsPanel
from ui.main_window import MainWindow

PASTE_UNDO_MS = 15_000  # how long a pasted path's attachment offers to be text instead
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp", ".gif")  # files the Image route takes (`ui.wiring.images`)


def _local_paths(urls: list[QUrl]) -> list[Path]:
    return [Path(u.toLocalFile()) for u in urls if u.isLocalFile() and u.toLocalFile()]


def pasted_path(text: str) -> Path | None:
    """`text` when it is the path of an existing file or folder (quotes and file:// allowed), else None."""
    candidate = text.strip().strip("'\"")
    if candidate.startswith("file://"):
        candidate = QUrl(candidate).toLocalFile()
    if not candidate or "\n" in candidate or len(candidate) > 4096:
        return None
    path = Path(candidate).expanduser()
    return path if path.is_absolute() and path.exists() else None


class _ComposerFiles(QObject):
    """Turns files dropped on the message box, or a path pasted into it, into attachments (a pasted path
    can still go in as text: the notice offers it)."""

    def __init__(self, window: MainWindow, documents: DocumentsController, chips: AttachmentChips) -> None:
        super().__init__(window)
        self._window = window
        self._documents = documents
        self._chips = chips
        editor = window.composer.input
        editor.setAcceptDrops(True)
        editor.installEventFilter(self)
        editor.viewport().installEventFilter(self)

    def attach(self, paths: list[Path], pasted: str = "") -> None:
        images = [p for p in paths if p.is_file() and p.suffix.lower() in IMAGE_SUFFIXES]
        if images:  # for the model to see, not documents to search (their text is none): the images' route
            self._window.composer.images_given.emit(images)
        conversation = self._window.controller.current_conversation
        for path in (p for p in paths if p not in images):
            library_id = self._documents.attach(conversation, path)
            if library_id is None:
                continue
            self._chips.attached(library_id)
            if pasted:
                self._window.show_notice(translate("ComposerFiles", "Attached {0} to this chat.").format(path.name),
                                         "info", translate("ComposerFiles", "Paste as text instead"),
                                         partial(self._as_text, library_id, pasted), PASTE_UNDO_MS, chat=True)
            else:
                # no "(indexing in the background)": it stayed after indexing ended; the chip says how far it got
                attached = translate("ComposerFiles", "Attached {0}: this chat's questions now use it.")
                self._window.show_notice(attached.format(path.name), "info", chat=True)

    def _as_text(self, library_id: int, text: str) -> None:
        self._chips.forget(library_id)
        self._documents.remove(library_id)
        self._window.composer.input.insertPlainText(text)
        self._window.composer.input.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove) and isinstance(event, QDropEvent):
            if _local_paths(event.mimeData().urls()):
                event.acceptProposedAction()
                return True
        elif kind == QEvent.Type.Drop and isinstance(event, QDropEvent):
            paths = _local_paths(event.mimeData().urls())
            if paths:
                event.acceptProposedAction()
                self.attach(paths)
                return True
        elif (kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
              and event.matches(QKeySequence.StandardKey.Paste)):
            text = QGuiApplication.clipboard().text()
            path = pasted_path(text)
            if path is not None:
                self.attach([path], pasted=text)
                return True
        return False


class SourceDialog(QDialog):
    """The passage a citation points to, where it is, and a button that opens the file."""

    def __init__(self, source: Source, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # a dialog per click: none is kept once closed
        self.setWindowTitle(translate("SourceDialog", "Source [{0}]").format(source.n))
        self.setAccessibleName(translate("SourceDialog", "Source passage"))
        self.source = source
        where = QLabel(translate("SourceDialog",
                                 "<b>[{0}] {1}</b><br>{2}").format(source.n, source.where(), source.path), self)
        where.setWordWrap(True)
        self.passage = QPlainTextEdit(source.text, self)
        self.passage.setReadOnly(True)
        self.passage.setAccessibleName(translate("SourceDialog", "Passage"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.open_button = QPushButton(translate("SourceDialog", "Open file"), self)
        self.open_button.setEnabled(Path(source.path).is_file())
        self.open_button.setToolTip(translate("SourceDialog", "Open the file in the program your system uses for it"))
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.open_button.clicked.connect(lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(source.path)))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(where)
        layout.addWidget(self.passage, 1)
        layout.addWidget(buttons)
        self.resize(560, 380)


def connect_documents(window: MainWindow, documents: DocumentsController) -> DocumentsPanel:
    """Put the documents into the window and their grounding into each turn; returns the sidebar's Documents
    section."""
    window.controller.filters.add("documents", TurnFilter(turn=documents.ground_turn))
    panel = DocumentsPanel(documents, window)
    window.sidebar.add_section(panel)
    chips = AttachmentChips(documents, window.composer)
    layout = window.composer.layout()
    assert isinstance(layout, QVBoxLayout)
    layout.insertWidget(layout.indexOf(window.composer.box), chips)
    window.controller.note_drafts_with(chips.take_unsent)
    window.controller.conversation_opened.connect(chips.set_conversation)
    window.controller.draft_saved.connect(chips.draft_saved)

    def removed(library_id: int, root: str) -> None:
        conversation = window.controller.current_conversation

        def undo() -> None:
            again = documents.attach(conversation, Path(root))
            if again is not None:
                chips.attached(again)
        window.show_notice(translate("Documents", "Took {0} out of this chat.").format(Path(root).name),
                           "info", translate("Documents", "Undo"), undo, UNDO_MS, chat=True)

    chips.removed.connect(removed)
    files = _ComposerFiles(window, documents, chips)
    button = QToolButton(window.composer.box)
    button.setText(translate("Documents", "Attach"))
    button.setAccessibleName(translate("Documents", "Attach files"))
    button.setIcon(QIcon.fromTheme("mail-attachment", button.style().standardIcon(QStyle.StandardPixmap.SP_FileIcon)))
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)  # only the icon in a narrow window
    button.setToolTip(translate("Documents",
                                "Attach a file to this chat: its questions are answered from it, with sources (you can "
                                "also drop files here or paste a path)"))

    def choose() -> None:
        chosen = file_dialogs.open_file_names(window, translate("Documents", "Attach files to this chat"),
                                              str(Path.home()))
        files.attach([Path(p) for p in chosen])

    button.clicked.connect(choose)
    window.composer.add_tool_button(button)
    window.controller.conversation_opened.connect(panel.set_conversation)
    window.controller.conversations_changed.connect(lambda: panel.set_conversation(
        window.controller.current_conversation))
    window.chat_view.source_requested.connect(lambda source: SourceDialog(source, window).open())
    documents.embedder_needed.connect(panel.setup.start)
    documents.shutting_down.connect(panel.setup.cancel)
    panel.setup.built.connect(documents.embedder_built)
    panel.setup.failed.connect(lambda text: window.notices.say(text, "warning"))
    return panel
