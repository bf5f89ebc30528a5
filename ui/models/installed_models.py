"""Installed models: what is on disk, how big, where it came from; use, delete, reveal and import.

Imports run on a worker thread (`app.qt.adapters.imports.ModelImporter`: validation, copy or link, and
a test load take seconds to minutes); the list refreshes when it answers.

Dialogs are small module-level functions (`ask_confirm`, `ask_import_folder`, `ask_import_mode`,
`ask_models_folder`, `show_error`, `open_folder`) so tests can replace them.

`InstalledModelsPanel` signals:
    use_requested(object): the `Path` of the model the person wants to chat with.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from PySide6.QtCore import Qt, QUrl, Signal, Slot
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.i18n import QT_TRANSLATE_NOOP
from app.qt.adapters.downloads import DownloadBridge
from app.qt.adapters.imports import ImportRequest, ModelImporter
from app.qt.i18n import translate
from app.settings import Settings
from app.system.paths import Paths, demo_model_dir
from models.demo import is_complete
from models.errors import ModelError
from models.fit import gb
from models.importing import remove_model
from models.installed import InstalledModel, list_installed
from ui import file_dialogs
from ui.dialogs import ask_confirm, make_button, show_error
from ui.theme import error_colour, muted_colour

ImportMode = Literal["copy", "link"]
COLUMNS = (QT_TRANSLATE_NOOP("Columns", "Name"), QT_TRANSLATE_NOOP("Columns", "Size on disk"),
           QT_TRANSLATE_NOOP("Columns", "Source"), QT_TRANSLATE_NOOP("Columns", "Variant"),
           QT_TRANSLATE_NOOP("Columns", "Installed"), QT_TRANSLATE_NOOP("Columns", "Status"))
DEMO_ROW = -1  # the demo model's row: no manifest, built into the cache, never deleted here


# -- dialogs and the desktop, module-level so tests can replace them --------------------------------


def ask_import_folder(parent: QWidget) -> Path | None:
    chosen = file_dialogs.existing_directory(parent, translate("InstalledModels", "Import a model folder"),
                                             str(Path.home()))
    return Path(chosen) if chosen else None


def ask_import_mode(parent: QWidget, folder: Path) -> ImportMode | None:
    box = QMessageBox(QMessageBox.Icon.Question, translate("InstalledModels", "Import a model"),
                      translate("InstalledModels", "Copy {0} into Hearth's models folder, or use it where it "
                                "is?").format(folder.name), parent=parent)
    box.setInformativeText(translate("InstalledModels",
                                     "A copy is independent of the original. Using it in place saves the disk space, "
                                     "but the model stops working if the folder is moved or deleted."))
    copy = box.addButton(translate("InstalledModels", "Copy"), QMessageBox.ButtonRole.AcceptRole)
    link = box.addButton(translate("InstalledModels", "Use in place"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    clicked = box.clickedButton()
    return "copy" if clicked is copy else "link" if clicked is link else None


def ask_models_folder(parent: QWidget, current: Path) -> Path | None:
    chosen = file_dialogs.existing_directory(parent, translate("InstalledModels", "Choose the models folder"),
                                             str(current))
    return Path(chosen) if chosen else None


def open_folder(folder: Path) -> bool:
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))


def source_text(model: InstalledModel) -> str:
    m = model.manifest
    if m.variant_kind == "link":
        return translate("InstalledModelsPanel", "linked: {0}").format(m.variant)
    if m.variant_kind == "import":
        return translate("InstalledModelsPanel", "imported")
    return f"{m.repo_id}@{m.revision[:8]}"


@dataclass(frozen=True)
class InstalledHooks:
    """What the Installed page asks of the application: the folder of the model loaded now, how to
    unload it (before deleting it), and how to move the models folder (None, or why not, for the person)."""

    in_use: Callable[[], str | None] = lambda: None
    eject: Callable[[], None] = lambda: None
    change_models_dir: Callable[[Path], str | None] = lambda _folder: translate(
        "InstalledHooks", "The models folder can't be changed here.")


class InstalledModelsPanel(QWidget):
    use_requested = Signal(object)

    def __init__(self, settings: Settings, paths: Paths, bridge: DownloadBridge | None = None,
                 parent: QWidget | None = None, *, hooks: InstalledHooks | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.paths = paths
        self.bridge = bridge
        self.models: list[InstalledModel] = []
        self.hooks = hooks or InstalledHooks()
        self.importer = ModelImporter(self)
        self.importer.imported.connect(self._on_imported)
        self.importer.failed.connect(self._on_import_failed)

        self.folder_label = QLabel(self)
        self.folder_label.setAccessibleName(translate("InstalledModelsPanel", "Models folder"))
        self.folder_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.change_button = make_button(self, translate("InstalledModelsPanel", "Change…"),
                                         translate("InstalledModelsPanel", "Change the models folder"),
                                         self.change_folder)
        self.tree = QTreeWidget(self)
        self.tree.setHeaderLabels([translate("Columns", c) for c in COLUMNS])
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        self.tree.setAccessibleName(translate("InstalledModelsPanel", "Installed models"))
        self.tree.currentItemChanged.connect(self._update_buttons)
        self.tree.itemActivated.connect(self.use_selected)
        self.empty_label = QLabel(translate("InstalledModelsPanel",
                                            "No models installed yet. Download one under Get models, or import a "
                                            "folder that holds an ONNX Runtime GenAI model."), self)
        self.empty_label.setWordWrap(True)
        self.use_button = make_button(self, translate("InstalledModelsPanel", "Use"),
                                      translate("InstalledModelsPanel", "Chat with the selected model"),
                                      self.use_selected)
        self.delete_button = make_button(self, translate("InstalledModelsPanel", "Delete…"),
                                         translate("InstalledModelsPanel",
                                                   "Delete the selected model"), self.delete_selected)
        self.reveal_button = make_button(self, translate("InstalledModelsPanel", "Show in file manager"),
                                         translate("InstalledModelsPanel", "Show the selected model's folder in the "
                                                                           "file manager"), self.reveal_selected)
        self.import_button = make_button(self, translate("InstalledModelsPanel", "Import folder…"),
                                         translate("InstalledModelsPanel",
                                                   "Import a model folder from disk"), self.import_folder)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setAccessibleName(translate("InstalledModelsPanel", "Installed models status"))
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder_label, 1)
        folder_row.addWidget(self.change_button)
        buttons = QHBoxLayout()
        for button in (self.use_button, self.delete_button, self.reveal_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.import_button)
        layout = QVBoxLayout(self)
        layout.addLayout(folder_row)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        self.refresh()


    @property
    def models_dir(self) -> Path:
        return Path(self.settings.models_dir).expanduser() if self.settings.models_dir else self.paths.models_dir

    # ----- the list ------------------------------------------------------------------------------
    @Slot()
    def refresh(self) -> None:
        """Read the models folder again (after a download, an import or a delete, or a model loaded)."""
        current = self.selected()
        self.models = list_installed(self.models_dir)
        self.folder_label.setText(translate("InstalledModelsPanel", "Models folder: {0}").format(self.models_dir))
        self.tree.clear()
        in_use = self.hooks.in_use()
        demo = demo_model_dir()
        if is_complete(demo):
            size = gb(sum(f.stat().st_size for f in demo.iterdir() if f.is_file()))
            item = QTreeWidgetItem([demo.name,
                                    size, translate("InstalledModelsPanel", "the demo model (built in)"), "", "",
                                    translate("InstalledModelsPanel", "In use") if in_use == str(demo) else ""])
            item.setData(0, Qt.ItemDataRole.UserRole, DEMO_ROW)
            item.setToolTip(0, str(demo))
            self.tree.addTopLevelItem(item)
        for index, model in enumerate(self.models):
            m = model.manifest
            size = translate("InstalledModelsPanel", "in place") if m.variant_kind == "link" else gb(m.size_on_disk)
            root = translate("InstalledModelsPanel", "(repository root)")
            variant = "" if m.variant_kind in ("link", "import") else (m.variant or root)
            item = QTreeWidgetItem([model.name, size, source_text(model), variant, m.installed_at[:10],
                                    translate("InstalledModelsPanel", "In use") if in_use == str(model.path) else ""])
            item.setData(0, Qt.ItemDataRole.UserRole, index)
            item.setToolTip(0, str(model.path))
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.tree.addTopLevelItem(item)
            if current is not None and model.name == current.name:
                self.tree.setCurrentItem(item)
        first = self.tree.topLevelItem(0)
        if self.tree.currentItem() is None and first is not None:
            self.tree.setCurrentItem(first)
        for column in range(len(COLUMNS)):
            self.tree.resizeColumnToContents(column)
        self.empty_label.setVisible(self.tree.topLevelItemCount() == 0)
        self._update_buttons()

    def selected(self) -> InstalledModel | None:
        item = self.tree.currentItem()
        index = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else DEMO_ROW
        return self.models[index] if index != DEMO_ROW else None

    def selected_path(self) -> Path | None:
        """The folder of the selected row (the demo model's too)."""
        item = self.tree.currentItem()
        if item is None:
            return None
        model = self.selected()
        return model.path if model is not None else demo_model_dir()

    @Slot()
    def _update_buttons(self) -> None:
        has = self.selected_path() is not None
        for button in (self.use_button, self.reveal_button):
            button.setEnabled(has)
        self.delete_button.setEnabled(self.selected() is not None)

    def _say(self, text: str, *, error: bool = False) -> None:
        self.status.setText(text)
        self.status.setStyleSheet(f"color: {error_colour(self) if error else muted_colour(self)};")

    # ----- actions -------------------------------------------------------------------------------
    @Slot()
    def use_selected(self) -> None:
        path = self.selected_path()
        if path is not None:
            self.use_requested.emit(path)

    @Slot()
    def delete_selected(self) -> None:
        model = self.selected()
        if model is None:
            return
        if model.manifest.variant_kind == "link":
            question = translate("InstalledModelsPanel", "Remove {0} from Hearth? Its files in {1} are kept; no "
                                 "space is freed.").format(model.name, model.manifest.variant)
        else:
            question = translate("InstalledModelsPanel", "Delete {0}? This frees {1} of disk space; downloading it "
                                 "again takes as long as the first time.").format(
                model.name, gb(model.manifest.size_on_disk))
        loaded = self.hooks.in_use() == str(model.path)
        if loaded:
            question = translate("InstalledModelsPanel", "{0} is loaded and answering in the chat now. Hearth "
                                 "unloads it first.").format(model.name) + " " + question
        if not ask_confirm(self, translate("InstalledModelsPanel", "Delete model"), question):
            return
        if loaded:
            self.hooks.eject()
        try:
            freed = remove_model(model, self.models_dir)
        except (OSError, ModelError) as exc:
            show_error(self, translate("InstalledModelsPanel", "Cannot delete the model"),
                       translate("InstalledModelsPanel", "{0} could not be deleted ({1}). It may be in use: load "
                                                         "another model, then try again.").format(model.name, exc))
            self.refresh()
            return
        self.refresh()
        if freed:
            self._say(translate("InstalledModelsPanel", "Deleted {0}; freed {1}.").format(model.name, gb(freed)))
        else:
            kept = translate("InstalledModelsPanel", "Removed {0} from Hearth; its files were kept.")
            self._say(kept.format(model.name))

    @Slot()
    def reveal_selected(self) -> None:
        path = self.selected_path()
        if path is not None and not open_folder(path):
            self._say(translate("InstalledModelsPanel", "No file manager could open {0}.").format(path), error=True)

    @Slot()
    def import_folder(self) -> None:
        folder = ask_import_folder(self)
        if folder is None:
            return
        mode = ask_import_mode(self, folder)
        if mode is None:
            return
        self.import_button.setEnabled(False)
        self._say(translate("InstalledModelsPanel", "Checking {0} and test-loading it (this can take a minute for a "
                                                    "big model)…").format(folder.name))
        self.importer.start(ImportRequest(folder, self.models_dir, mode == "link"))

    @Slot(object)
    def _on_imported(self, model: InstalledModel) -> None:
        self.import_button.setEnabled(True)
        self.refresh()
        for row in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(row)
            if item is not None and item.text(0) == model.name:
                self.tree.setCurrentItem(item)
        if model.manifest.variant_kind == "link":
            done = translate("InstalledModelsPanel", "Linked {0}; it loaded and generated a token. Select it and "
                             "press Use to chat.")
        else:
            done = translate("InstalledModelsPanel", "Imported {0}; it loaded and generated a token. Select it and "
                             "press Use to chat.")
        self._say(done.format(model.name))

    @Slot(str)
    def _on_import_failed(self, message: str) -> None:
        self.import_button.setEnabled(True)
        self._say(message, error=True)

    @Slot()
    def change_folder(self) -> None:
        folder = ask_models_folder(self, self.models_dir)
        if folder is None or folder == self.models_dir:
            return
        problem = self.hooks.change_models_dir(folder)
        if problem is not None:
            show_error(self, translate("InstalledModelsPanel", "Cannot change the models folder"), problem)
            return
        self.refresh()
        self._say(translate("InstalledModelsPanel",
                            "Models in the previous folder stay where they are; import them from there to use them "
                            "again."))

    def shutdown(self) -> None:
        """Wait for an import in flight, then stop the worker thread; call before the app quits."""
        self.importer.shutdown()
