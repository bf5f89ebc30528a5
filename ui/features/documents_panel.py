"""The Documents section of the sidebar: libraries with size, state and progress; add, re-index, remove,
pause and cancel; a tick per library says whether the open conversation uses it.

Skipped files are listed with their reasons in each library's tooltip. A library's context menu (right
click, or the Menu key) lets it follow symbolic links out of its folder, which are skipped unless the
person allows them (`app.docs.indexer.walk`). The panel only shows what
`app.qt.docs_controller.DocumentsController` says and calls its methods; indexing never runs here.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt, Slot
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.docs.db import Library
from app.docs.indexer import LINKS_OUT_HINT, Progress
from app.i18n import QT_TRANSLATE_NOOP
from app.qt.docs_controller import DocumentsController
from app.qt.i18n import translate
from ui import file_dialogs
from ui.empty_hint import paint_empty_hint
from ui.features.embedder_build import EmbedderBuild

SKIPPED_SHOWN = 15


def describe(lib: Library, progress: Progress | None) -> str:
    """One line: the library, then its progress while indexing, else its size."""
    attached = lib.kind == "file" or lib.conversation_id is not None
    name = translate("DocumentsPanel", "{0} (attached)").format(lib.name) if attached else lib.name
    if progress is not None and progress.state == "cancelled":
        stopped = translate("DocumentsPanel", "{0} — stopped at {1}/{2} files; Re-index goes on from there")
        return stopped.format(name, progress.files_done, progress.files_total)
    if progress is not None and progress.state != "done":
        eta = (translate("DocumentsPanel", ", ~{0:.0f} s left").format(progress.eta_s)
               if progress.eta_s is not None else "")
        state = {"indexing": translate("DocumentsPanel", "indexing"), "paused": translate("DocumentsPanel", "paused"),
                 "waiting": translate("DocumentsPanel", "waiting for the reply"),
                 "scanning": translate("DocumentsPanel", "looking for files")}.get(progress.state, progress.state)
        chunks = progress.chunks_done
        passages = translate("DocumentsPanel", "%Ln passage(s)", None, chunks)
        detail = f" ({progress.detail})" if progress.detail else ""  # a recording: how far it was heard
        return translate("DocumentsPanel", "{0} — {1}: {2}/{3} files, {4}{5}").format(
            name, state, progress.files_done, progress.files_total, passages, eta) + detail
    files, chunks = lib.files, lib.chunks
    size = translate("DocumentsPanel", "%Ln file(s)", None, files) + ", " + \
        translate("DocumentsPanel", "%Ln passage(s)", None, chunks)
    skipped = translate("DocumentsPanel", ", {0} skipped").format(lib.skipped) if lib.skipped else ""
    return f"{name} — {size}{skipped}"


class _LibraryList(QListWidget):
    """The libraries, or what to do when there are none."""

    EMPTY_TEXT = QT_TRANSLATE_NOOP("DocumentsPanel", "No documents yet.\nAdd a folder for every chat, or attach a file "
                                   "to this one.")

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        paint_empty_hint(self, translate("DocumentsPanel", self.EMPTY_TEXT))


class DocumentsPanel(QWidget):
    def __init__(self, documents: DocumentsController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(translate("DocumentsPanel", "Documents"))
        self._docs = documents
        self._conversation: int | None = None
        title = QLabel(translate("DocumentsPanel", "<b>Documents</b>"), self)
        self.list = _LibraryList(self)
        self.list.setAccessibleName(translate("DocumentsPanel", "Libraries"))
        self.list.setWordWrap(True)
        self.list.itemChanged.connect(self._on_item_changed)
        self.list.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.customContextMenuRequested.connect(self._menu)
        self.add_button = self._button(translate("DocumentsPanel", "Add…"),
                                       translate("DocumentsPanel", "Add a folder of documents that any chat can use"),
                                       self._choose_folder)
        self.add_button.setAccessibleName(translate("DocumentsPanel", "Add folder"))
        self.reindex_button = self._button(translate("DocumentsPanel", "Re-index"),
                                           translate("DocumentsPanel", "Read again what changed in this library"),
                                           self._reindex)
        self.remove_button = self._button(translate("DocumentsPanel", "Remove"),
                                          translate("DocumentsPanel", "Forget this library's index (your files stay)"),
                                          self._remove)
        self.pause_button = self._button(translate("DocumentsPanel", "Pause"),
                                         translate("DocumentsPanel", "Pause indexing"), self._toggle_pause)
        self.pause_button.setCheckable(True)
        self.cancel_button = self._button(translate("DocumentsPanel", "Cancel"),
                                          translate("DocumentsPanel", "Stop indexing; what is indexed so far is kept"),
                                          documents.cancel)
        buttons = QGridLayout()  # two columns: they fit the sidebar at its narrowest
        buttons.setContentsMargins(0, 0, 0, 0)
        for n, button in enumerate((self.add_button, self.reindex_button, self.remove_button, self.pause_button,
                                    self.cancel_button)):
            buttons.addWidget(button, n // 2, n % 2)
        buttons.setColumnStretch(2, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(title)
        layout.addWidget(self.list, 1)
        self.setup = EmbedderBuild(self)
        layout.addWidget(self.setup)
        layout.addLayout(buttons)
        documents.libraries_changed.connect(self.refresh)
        documents.progress.connect(self._on_progress)
        self.refresh()

    def _button(self, text: str, tip: str, slot: object) -> QToolButton:
        button = QToolButton(self)
        button.setText(text)
        button.setAccessibleName(text.rstrip("…"))
        button.setToolTip(tip)
        button.clicked.connect(slot)
        return button

    def set_conversation(self, conversation_id: int | None) -> None:
        self._conversation = conversation_id or None
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        current = self._selected()
        used = self._docs.used(self._conversation)
        self.list.blockSignals(True)
        self.list.clear()
        for lib in self._docs.libraries(self._conversation):
            item = QListWidgetItem(describe(lib, self._docs.states.get(lib.id)), self.list)
            item.setData(Qt.ItemDataRole.UserRole, lib.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if lib.id in used else Qt.CheckState.Unchecked)
            item.setToolTip(self._tooltip(lib))
            if lib.id == current:
                self.list.setCurrentItem(item)
        self.list.blockSignals(False)
        self._update_buttons()

    def _tooltip(self, lib: Library) -> str:
        lines = [lib.root, translate("DocumentsPanel", "Ticked: this chat's questions are answered from it.")]
        if lib.links_out:
            lines.append(translate("DocumentsPanel", "Links out of the folder are followed (right click to stop)."))
        skipped = self._docs.skipped(lib.id)
        if skipped:
            lines.append(translate("DocumentsPanel", "Skipped ({0}):").format(len(skipped)))
            lines += [f"  {Path(path).name}: {reason}" for path, reason in skipped[:SKIPPED_SHOWN]]
            if len(skipped) > SKIPPED_SHOWN:
                more = translate("DocumentsPanel", "  … and {0} more (main.py docs list --skipped)")
                lines.append(more.format(len(skipped) - SKIPPED_SHOWN))
            if any(LINKS_OUT_HINT in reason for _path, reason in skipped):
                lines.append(translate("DocumentsPanel", "Right click the library (or press the Menu key) to follow "
                                       "links out of its folder."))
        return "\n".join(lines)

    def _selected(self) -> int | None:
        item = self.list.currentItem()
        return int(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def _item(self, library_id: int) -> QListWidgetItem | None:
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == library_id:
                return item
        return None

    def _update_buttons(self) -> None:
        chosen = self._selected() is not None
        self.reindex_button.setEnabled(chosen)
        self.remove_button.setEnabled(chosen)
        indexing = any(progress.state not in ("done", "cancelled") for progress in self._docs.states.values())
        self.pause_button.setEnabled(indexing or self.pause_button.isChecked())  # nothing to pause or cancel
        self.cancel_button.setEnabled(indexing)

    @Slot(object)
    def _on_progress(self, progress: Progress) -> None:
        item = self._item(progress.library_id)
        if item is None:
            return
        if progress.state in ("done", "cancelled"):
            self.refresh()  # the sizes changed
            return
        lib = self._docs.library(progress.library_id)
        if lib is not None:
            item.setText(describe(lib, progress))
        self._update_buttons()

    def _on_item_changed(self, item: QListWidgetItem) -> None:
        library_id = int(item.data(Qt.ItemDataRole.UserRole))
        self._docs.set_used(self._conversation, library_id, item.checkState() == Qt.CheckState.Checked)

    def library_menu(self, library_id: int) -> QMenu:
        """The library's menu: one checkable entry, whether links out of its folder are followed."""
        lib = self._docs.library(library_id)
        menu = QMenu(self)
        action = menu.addAction(translate("DocumentsPanel", "Follow links out of this folder"))
        action.setCheckable(True)
        action.setChecked(lib is not None and lib.links_out)
        action.setEnabled(lib is not None and lib.kind == "folder")
        action.setToolTip(translate("DocumentsPanel",
                                    "Index the files that symbolic links in this folder point to elsewhere on the "
                                    "computer"))
        action.toggled.connect(lambda allowed: self._docs.set_links_out(library_id, allowed))
        return menu

    @Slot(QPoint)
    def _menu(self, where: QPoint) -> None:
        item = self.list.itemAt(where) or self.list.currentItem()
        if item is not None:
            self.library_menu(int(item.data(Qt.ItemDataRole.UserRole))).exec(self.list.viewport().mapToGlobal(where))

    def _choose_folder(self) -> None:
        folder = file_dialogs.existing_directory(self, translate("DocumentsPanel", "Add a folder of documents"),
                                                 str(Path.home()))
        if folder:
            self._docs.add_folder(Path(folder), self._conversation, new_chat=self._conversation is None)

    def _reindex(self) -> None:
        chosen = self._selected()
        if chosen is not None:
            self._docs.reindex(chosen)
            self._docs.need_embedder(chosen)

    def _remove(self) -> None:
        chosen = self._selected()
        if chosen is not None:
            self._docs.remove(chosen)

    def _toggle_pause(self, paused: bool) -> None:
        self.pause_button.setText(translate("DocumentsPanel",
                                            "Resume") if paused else translate("DocumentsPanel", "Pause"))
        self._docs.pause(paused)
