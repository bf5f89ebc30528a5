"""Memory → Memories…: every memory the person or the model saved, to add, edit, turn off and delete.

One list: each row a memory, its box ticked while it is used (unticked: kept, never given to a reply),
its text edited in place (F2 or a double click), Delete removes the chosen one. "Forget everything"
deletes them all after asking; Export and Import carry them as one JSON file (`app.store.memory_archive`).
The store writes each change at once (committed before the list shows it).
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.qt.i18n import translate
from app.store import Store, StoreError
from app.store.memories import Memory
from app.store.memory_archive import import_memories, memories_to_json
from ui import file_dialogs
from ui.dialogs import ask_confirm, show_error

_ID = Qt.ItemDataRole.UserRole


class MemoryPanel(QDialog):
    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self.setWindowTitle(translate("MemoryPanel", "Memories"))
        self.resize(560, 420)
        intro = QLabel(translate("MemoryPanel", "Facts Hearth gives the model when they matter to what you ask, in "
                                 "every chat with memory on. They stay on this computer. Untick one to keep it "
                                 "without using it."), self)
        intro.setWordWrap(True)
        self.new_text = QLineEdit(self)
        self.new_text.setPlaceholderText(translate("MemoryPanel",
                                                   "Something to remember, e.g. I write Python on Linux"))
        self.new_text.setAccessibleName(translate("MemoryPanel", "New memory"))
        self.add_button = QPushButton(translate("MemoryPanel", "&Remember"), self)
        self.add_button.setEnabled(False)
        self.new_text.textChanged.connect(lambda text: self.add_button.setEnabled(bool(text.strip())))
        self.new_text.returnPressed.connect(self.add)
        self.add_button.clicked.connect(self.add)
        row = QHBoxLayout()
        row.addWidget(self.new_text, 1)
        row.addWidget(self.add_button)
        self.list = QListWidget(self)
        self.list.setAccessibleName(translate("MemoryPanel", "Memories"))
        self.list.setEditTriggers(QListWidget.EditTrigger.DoubleClicked | QListWidget.EditTrigger.EditKeyPressed)
        self.list.itemChanged.connect(self._item_changed)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        edit = QPushButton(translate("MemoryPanel", "&Edit"), self)
        edit.clicked.connect(self._edit_chosen)
        self.delete_button = QPushButton(translate("MemoryPanel", "&Delete"), self)
        self.delete_button.clicked.connect(self.delete_chosen)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.list, self.delete_chosen,
                  context=Qt.ShortcutContext.WidgetShortcut)
        forget = QPushButton(translate("MemoryPanel", "&Forget everything…"), self)
        forget.clicked.connect(self.forget_everything)
        export = QPushButton(translate("MemoryPanel", "E&xport…"), self)
        export.clicked.connect(self._export)
        import_ = QPushButton(translate("MemoryPanel", "&Import…"), self)
        import_.clicked.connect(self._import)
        actions = QHBoxLayout()
        for button in (edit, self.delete_button, forget, export, import_):
            actions.addWidget(button)
        actions.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(row)
        layout.addWidget(self.list, 1)
        layout.addLayout(actions)
        layout.addWidget(self.status)
        layout.addWidget(buttons)
        self.refresh()

    def refresh(self) -> None:
        """The list as the store holds it (the model's `remember` calls write from another connection)."""
        self.list.blockSignals(True)
        self.list.clear()
        names = self._project_names()
        for memory in self._store.memories.all():
            self.list.addItem(self._item(memory, names.get(memory.project_id or 0, "")))
        self.list.blockSignals(False)
        count = self.list.count()
        self.status.setText(translate("MemoryPanel", "%n memory(s).", None, count) if count else
                            translate("MemoryPanel", "No memories yet."))

    def _project_names(self) -> dict[int, str]:
        return {p.id: p.name for p in self._store.projects.all()}

    def _item(self, memory: Memory, project: str) -> QListWidgetItem:
        """A memory's line; one of a project's (`project`, its name) says so in its tooltip and is in italics."""
        item = QListWidgetItem(memory.text)
        item.setData(_ID, memory.id)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Checked if memory.enabled else Qt.CheckState.Unchecked)
        notes = [translate("MemoryPanel", "Proposed by the model; you allowed it")] if memory.source == "model" else []
        if project:
            notes.append(translate("MemoryPanel", "Only for the chats of the project {0}").format(project))
            font = item.font()
            font.setItalic(True)
            item.setFont(font)
        if notes:
            item.setToolTip("\n".join(notes))
        return item

    def start_new(self) -> None:
        """"Remember…": the panel with the cursor in the new memory's field."""
        self.show()
        self.raise_()
        self.activateWindow()
        self.new_text.setFocus()

    def add(self) -> Memory | None:
        try:
            memory = self._store.memories.add(self.new_text.text())
        except (ValueError, StoreError) as exc:
            self.status.setText(str(exc))
            return None
        self.new_text.clear()
        self.refresh()
        return memory

    def _item_changed(self, item: QListWidgetItem) -> None:
        memory_id = int(item.data(_ID))
        try:
            memory = self._store.memories.get(memory_id)
            if item.text().strip() != memory.text:
                memory = self._store.memories.set_text(memory_id, item.text())
            enabled = item.checkState() == Qt.CheckState.Checked
            if enabled != memory.enabled:
                self._store.memories.set_enabled(memory_id, enabled)
        except (ValueError, StoreError) as exc:
            show_error(self, translate("MemoryPanel", "Memory not changed"), str(exc))
        self.refresh()

    def _edit_chosen(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.list.editItem(item)

    def delete_chosen(self) -> None:
        item = self.list.currentItem()
        if item is None:
            return
        row = self.list.row(item)
        self._store.memories.delete(int(item.data(_ID)))
        self.refresh()
        self.list.setCurrentRow(min(row, self.list.count() - 1))

    def forget_everything(self, confirmed: bool = False) -> int:
        count = self.list.count()
        if not count or not (confirmed or ask_confirm(
                self, translate("MemoryPanel", "Forget everything?"),
                translate("MemoryPanel", "Delete %n memory(s) for good? Replies already written keep their text.", None,
                          count),
                translate("MemoryPanel", "Forget everything"))):
            return 0
        gone = self._store.memories.forget_all()
        self.refresh()
        return gone

    def _export(self) -> None:
        name, _ = file_dialogs.save_file_name(self, translate("MemoryPanel", "Export memories"), "memories.json",
                                              translate("MemoryPanel", "JSON (*.json)"))
        if name:
            try:
                kept = memories_to_json(self._store.memories.all(), self._project_names())
                Path(name).write_text(json.dumps(kept, indent=1), encoding="utf-8")
            except OSError as exc:
                show_error(self, translate("MemoryPanel", "Memories not exported"), str(exc))

    def _import(self) -> None:
        name = file_dialogs.open_file_name(self, translate("MemoryPanel", "Import memories"), "",
                                           translate("MemoryPanel", "JSON (*.json)"))
        if not name:
            return
        try:
            added = import_memories(self._store.memories, json.loads(Path(name).read_text(encoding="utf-8")),
                                    lambda project: p.id if (p := self._store.projects.find(project)) else None)
        except (OSError, ValueError, StoreError) as exc:
            show_error(self, translate("MemoryPanel", "Memories not imported"), str(exc))
            return
        self.refresh()
        self.status.setText(translate("MemoryPanel", "%n memory(s) added.", None, added))
