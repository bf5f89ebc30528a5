"""The open chat's attachments as chips above the message box, and the ones sent with a message under it.

A chip names one file attached to this chat (its tooltip says where it is and how far indexing got);
its × takes the file out of the chat, with Undo. The attachments made since the person's last message
go with the next one: `take_unsent` is what that message records, and `ui.chat.message_html.attachments_html`
shows it in the message, so the transcript says which message brought which file.

Why apart from `ui.wiring.documents`: that module connects the documents to the window; this one is a
widget with its own small state (which attachments are not sent yet), tested alone.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import QHBoxLayout, QLabel, QStyle, QToolButton, QWidget

from app.chat.provenance import Provenance
from app.docs.db import Library
from app.qt.docs_controller import DocumentsController
from app.qt.i18n import translate
from ui.features.documents_panel import describe


class AttachmentChips(QWidget):
    """The files attached to the open chat, each a chip with ×; hidden when there are none.

    Signals: `removed(int library_id, str path)`: the person took a file out of the chat (the window
    offers Undo)."""

    removed = Signal(int, str)

    def __init__(self, documents: DocumentsController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(translate("AttachmentChips", "Files attached to this chat"))
        self._docs = documents
        self._conversation: int | None = None
        self._unsent: dict[int, list[int]] = {}  # conversation (0: the new chat) -> attachments not sent yet
        self.label = QLabel(translate("AttachmentChips", "Attached:"), self)
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(8, 4, 8, 0)
        self._row.setSpacing(6)
        self._row.addWidget(self.label)
        self._row.addStretch(1)
        self.chips: dict[int, QToolButton] = {}
        documents.libraries_changed.connect(self.refresh)
        documents.progress.connect(lambda _progress: self.refresh())
        self.hide()

    def set_conversation(self, conversation_id: int | None) -> None:
        self._conversation = conversation_id or None
        self.refresh()

    def draft_saved(self, conversation_id: int) -> None:
        """The new chat became `conversation_id`: its attachments not sent yet go with it."""
        self._unsent[conversation_id] = self._unsent.pop(0, [])
        self.set_conversation(conversation_id)

    def attached(self, library_id: int) -> None:
        """A file was attached to the open chat: it goes with the next message."""
        self._unsent.setdefault(self._conversation or 0, []).append(library_id)
        self.refresh()

    def take_unsent(self) -> Provenance | None:
        """The provenance of the message being sent: the files attached since the last one (then forgotten)."""
        ids = self._unsent.pop(self._conversation or 0, [])
        files = [lib for i in ids if (lib := self._docs.library(i)) is not None]
        return Provenance(attachments=tuple({"name": lib.name, "path": lib.root} for lib in files)) if files else None

    def attachments(self) -> list[Library]:
        used = self._docs.used(self._conversation)
        return [lib for lib in self._docs.libraries(self._conversation)
                if lib.conversation_id is not None and lib.id in used]

    @Slot()
    def refresh(self) -> None:
        shown = self.attachments()
        for library_id in set(self.chips) - {lib.id for lib in shown}:
            self.chips.pop(library_id).deleteLater()
        for lib in shown:
            chip = self.chips.get(lib.id)
            if chip is None:
                chip = self.chips[lib.id] = self._chip(lib)
                self._row.insertWidget(self._row.count() - 1, chip)
            chip.setToolTip(translate("AttachmentChips",
                                      "{0}\n{1}\nThis chat's questions are answered from it. Click to take it out of "
                                      "the chat.").format(describe(lib, self._docs.states.get(lib.id)), lib.root))
        self.setVisible(bool(shown))

    def _chip(self, lib: Library) -> QToolButton:
        chip = QToolButton(self)
        chip.setText(f"{lib.name}  ×")
        chip.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_FileIcon))
        chip.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        chip.setAutoRaise(False)
        chip.setAccessibleName(translate("AttachmentChips", "Remove {0} from this chat").format(lib.name))
        chip.clicked.connect(lambda: self._remove(lib.id, lib.root))
        return chip

    def forget(self, library_id: int) -> None:
        """The attachment goes out of the chat: it is not listed with the next message either."""
        for ids in self._unsent.values():
            if library_id in ids:
                ids.remove(library_id)

    def _remove(self, library_id: int, root: str) -> None:
        self.forget(library_id)
        self._docs.remove(library_id)
        self.removed.emit(library_id, str(Path(root)))
