"""Every file dialog Hearth opens (open, save, choose a folder), through one place that makes Qt's own
dialog readable.

Why: where the platform has no native dialog (a plain X11 session, Xvfb, some desktops without a portal)
Qt draws its own, whose detail columns are sized for sample strings of its own ("10/29/81 02:02PM") and
not for the locale's dates ("28 11 2026 15:21" was cut to "28 11 2…6 15:21") nor the file types ("plain
text document" in 64 px). Here the size, type and date columns fit what they show and the name takes
the rest. A native dialog (Windows, macOS, a desktop portal) is left as the platform draws it.

The functions are module-level so tests can replace them: `monkeypatch.setattr(file_dialogs, ...)`.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QFileDialog, QHeaderView, QTreeView, QWidget

_SIZE, _TYPE, _DATE = 1, 2, 3  # QFileSystemModel's columns


def file_dialog(parent: QWidget | None, caption: str, directory: str, filters: str = "",
                mode: QFileDialog.FileMode = QFileDialog.FileMode.ExistingFile) -> QFileDialog:
    """A QFileDialog whose own detail view, when Qt draws one, shows whole dates and types."""
    dialog = QFileDialog(parent, caption, directory, filters)
    dialog.setFileMode(mode)
    tree = dialog.findChild(QTreeView, "treeView")
    if tree is not None:  # Qt's own dialog: the platform's native one has no such view
        header = tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (_SIZE, _TYPE, _DATE):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        dialog.resize(max(dialog.width(), 760), max(dialog.height(), 460))
    return dialog


def _run(dialog: QFileDialog) -> list[str]:
    return dialog.selectedFiles() if dialog.exec() == QDialog.DialogCode.Accepted else []


def open_file_names(parent: QWidget | None, caption: str, directory: str, filters: str = "") -> list[str]:
    """The files chosen, or [] when cancelled."""
    return _run(file_dialog(parent, caption, directory, filters, QFileDialog.FileMode.ExistingFiles))


def open_file_name(parent: QWidget | None, caption: str, directory: str, filters: str = "") -> str:
    """The file chosen, or '' when cancelled."""
    return next(iter(_run(file_dialog(parent, caption, directory, filters))), "")


def save_file_name(parent: QWidget | None, caption: str, directory: str, filters: str = "",
                   selected: str = "") -> tuple[str, str]:
    """The path to write and the filter chosen, or ('', '') when cancelled."""
    dialog = file_dialog(parent, caption, directory, filters, QFileDialog.FileMode.AnyFile)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    if selected:
        dialog.selectNameFilter(selected)
    chosen = _run(dialog)
    return (chosen[0], dialog.selectedNameFilter()) if chosen else ("", "")


def existing_directory(parent: QWidget | None, caption: str, directory: str) -> str:
    """The folder chosen, or '' when cancelled."""
    dialog = file_dialog(parent, caption, directory, mode=QFileDialog.FileMode.Directory)
    dialog.setOption(QFileDialog.Option.ShowDirsOnly)
    return next(iter(_run(dialog)), "")
