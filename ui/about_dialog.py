"""The About dialog: who Hearth is, what it runs on, and whose work it ships.

Versions come from installed metadata (`app.system.version`), so the dialog tells the truth about the
build it is in, frozen or not; "Copy" puts them on the clipboard for a bug report.

Notices are what the licences of the shipped parts ask for: Qt (LGPL-3.0: notice, licence
texts, where the source is), ONNX Runtime and ORT GenAI (MIT, plus their own third-party notices,
read from the installed packages), Python, every other Python package in the bundle (the licence
files in its metadata), and each model the person has: the demo model's from resources, the
others' from the caller (`ModelNotice`). Long texts are read only when selected.
"""

from __future__ import annotations

import contextlib
import importlib.metadata
import importlib.util
import platform
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QFontDatabase, QGuiApplication, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.qt.i18n import translate
from app.system.version import (
    APP_NAME,
    DIST_NAME,
    GENAI_DISTRIBUTIONS,
    app_version,
    dependency_closure,
    normalise,
    runtime_versions,
)
from ui.icons import resources_dir

# Distributions with a notice of their own above the generic package list.
_OWN_NOTICE = {DIST_NAME, "onnxruntime", *GENAI_DISTRIBUTIONS}
_LICENCE_FILE = re.compile(r"(licen[cs]e|copying|notice|authors)", re.IGNORECASE)


@dataclass(frozen=True)
class Notice:
    """One entry of the notices list; `load` reads its text when the entry is shown."""

    title: str
    licence: str
    load: Callable[[], str]


@dataclass(frozen=True)
class ModelNotice:
    """An installed model's licence, as the caller knows it (catalog licence, LICENSE file text)."""

    name: str
    licence: str
    text: str = ""
    source: str = ""  # where it came from, e.g. the Hugging Face repo


def _read(path: Path) -> Callable[[], str]:
    def load() -> str:
        try:
            return path.read_text(encoding="utf-8", errors="replace")
        except OSError as exc:
            return translate("AboutDialog", "(could not read {0}: {1})").format(path.name, exc.strerror)
    return load


def bundled_notices(folder: Path) -> list[Notice]:
    """The notices in resources/licenses: each file is `title`, `licence`, blank line, text."""
    notices = []
    for path in sorted(folder.glob("*.txt")):
        try:
            title, licence, *_ = path.read_text(encoding="utf-8").splitlines()
        except (OSError, ValueError):
            continue

        def body(path: Path = path) -> str:
            return "\n".join(_read(path)().splitlines()[3:])
        notices.append(Notice(title.strip(), licence.strip(), body))
    order = ("Hearth", "Qt", "GNU Lesser", "GNU General", "ONNX", "Python", "SmolLM2")
    return sorted(notices, key=lambda n: next((i for i, p in enumerate(order) if n.title.startswith(p)), len(order)))


def _package_folder(name: str) -> Path | None:
    """Where an importable package lives, found without importing it (ORT stays out of the GUI)."""
    try:
        spec = importlib.util.find_spec(name)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.origin:
        return None
    return Path(spec.origin).parent


def runtime_notices() -> list[Notice]:
    """The third-party notices ONNX Runtime and ORT GenAI ship inside their packages."""
    notices = []
    for package, title in (("onnxruntime_genai", "ONNX Runtime GenAI"), ("onnxruntime", "ONNX Runtime")):
        folder = _package_folder(package)
        if folder is not None and (folder / "ThirdPartyNotices.txt").is_file():
            notices.append(Notice(translate("AboutDialog", "{0}: third-party notices").format(title),
                                  translate("AboutDialog", "various"), _read(folder / "ThirdPartyNotices.txt")))
    return notices


def shipped_distributions(root: str = DIST_NAME) -> list[importlib.metadata.Distribution]:
    """Every installed distribution `root` depends on, directly or not (extras left out)."""
    return [importlib.metadata.distribution(name) for name in dependency_closure(root)]


def _licence_of(dist: importlib.metadata.Distribution) -> str:
    meta = dist.metadata
    for field in ("License-Expression", "License"):  # get_all: no KeyError/None games when absent
        for value in meta.get_all(field) or []:
            if isinstance(value, str) and value.strip() and len(value) < 100 and "\n" not in value.strip():
                return value.strip()
    classifiers = [c.split(" :: ")[-1] for c in meta.get_all("Classifier") or [] if c.startswith("License ::")]
    return ", ".join(classifiers) or translate("AboutDialog", "see the package")


def package_notices(dists: Iterable[importlib.metadata.Distribution]) -> list[Notice]:
    """A notice per Python package: its licence and the licence files in its metadata."""
    notices = []
    for dist in dists:
        name = dist.metadata["Name"]
        if normalise(name) in _OWN_NOTICE:
            continue
        files = [f for f in dist.files or [] if _LICENCE_FILE.search(f.name) and ".dist-info" in str(f)]

        def load(dist: importlib.metadata.Distribution = dist, files: list[importlib.metadata.PackagePath] = files,
                 licence: str = _licence_of(dist)) -> str:
            texts = [f"{dist.metadata['Name']} {dist.version}\n"
                     + translate("AboutDialog", "Licence: {0}").format(licence) + "\n"]
            texts += [f"--- {f.name} ---\n{dist.read_text(str(f).split('/', 1)[-1]) or ''}" for f in files]
            return "\n".join(texts)
        notices.append(Notice(f"{name} {dist.version}", _licence_of(dist), load))
    return notices


def installed_model_notices(models_dir: Path, max_chars: int = 200_000) -> list[ModelNotice]:
    """A notice per installed model: the licence the curated catalog gives its repo, and the text of
    a LICENSE file the download brought along, if any. Imported models have only what they carry."""
    from models.catalog import find_entry, load_catalog
    from models.errors import ModelError
    from models.installed import list_installed

    try:
        catalog = load_catalog()
    except ModelError:
        catalog = ()
    notices = []
    for model in list_installed(models_dir):
        repo = model.manifest.repo_id
        entry = find_entry(repo, catalog) if repo else None
        licence_files = sorted(p for p in model.path.iterdir() if p.is_file() and _LICENCE_FILE.match(p.name))
        text = ""
        if licence_files:
            with contextlib.suppress(OSError):
                text = licence_files[0].read_text(encoding="utf-8", errors="replace")[:max_chars]
        licence = entry.license if entry else translate("AboutDialog", "see the model's page")
        notices.append(ModelNotice(model.name, licence, text,
                                   f"https://huggingface.co/{repo}" if repo and "/" in repo else repo))
    return notices


def _constant(text: str) -> Callable[[], str]:
    return lambda: text


def model_notices(models: Sequence[ModelNotice]) -> list[Notice]:
    notices = []
    for model in models:
        header = f"{model.name}\n" + translate("AboutDialog", "Licence: {0}").format(model.licence)
        if model.source:
            header += "\n" + translate("AboutDialog", "Source: {0}").format(model.source)
        text = f"{header}\n\n{model.text}" if model.text else header
        title = translate("AboutDialog", "Model: {0}").format(model.name)
        notices.append(Notice(title, model.licence, _constant(text)))
    return notices


def version_rows() -> list[tuple[str, str]]:
    """Hearth, ORT GenAI, ONNX Runtime, Python, Qt, PySide6 and the system, for the Versions tab."""
    rows = runtime_versions()
    rows += [("Qt", qVersion()), ("PySide6", PySide6.__version__),
             (translate("AboutDialog", "System"),
              f"{platform.system()} {platform.release()} ({platform.machine()})")]
    return rows


class AboutDialog(QDialog):
    """Hearth's About box: name, icon, version, runtime versions and third-party notices."""

    def __init__(self, parent: QWidget | None = None, *, models: Sequence[ModelNotice] = (),
                 resources: Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("AboutDialog", "About {0}").format(APP_NAME))
        self.setObjectName("aboutDialog")
        self.resize(720, 520)
        resources = resources or resources_dir()

        icon = QLabel()
        pixmap = QPixmap(str(resources / "icons" / "hearth-64.png"))
        if not pixmap.isNull():
            icon.setPixmap(pixmap)
        title = QLabel(translate("AboutDialog",
                                 "<h2>{0}</h2><p>Version {1}<br>Private, local LLM chat. Nothing you type leaves this "
                                 "computer.</p>").format(APP_NAME, app_version()))
        title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        header = QHBoxLayout()
        header.addWidget(icon)
        header.addWidget(title, 1)

        self.rows = version_rows()
        self.versions = QTableWidget(len(self.rows), 2)
        self.versions.setHorizontalHeaderLabels([translate("AboutDialog",
                                                           "Component"), translate("AboutDialog", "Version")])
        self.versions.verticalHeader().setVisible(False)
        self.versions.horizontalHeader().setStretchLastSection(True)
        self.versions.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, (name, version) in enumerate(self.rows):
            self.versions.setItem(row, 0, QTableWidgetItem(name))
            self.versions.setItem(row, 1, QTableWidgetItem(version))
        self.versions.resizeColumnToContents(0)
        copy = QPushButton(translate("AboutDialog", "Copy"))
        copy.setToolTip(translate("AboutDialog", "Copy these versions, e.g. for a bug report"))
        copy.clicked.connect(self.copy_versions)
        versions_tab = QWidget()
        versions_layout = QVBoxLayout(versions_tab)
        versions_layout.addWidget(self.versions)
        versions_layout.addWidget(copy, 0, Qt.AlignmentFlag.AlignRight)

        self.notices = (bundled_notices(resources / "licenses") + runtime_notices() + model_notices(models)
                        + package_notices(shipped_distributions()))
        self.notice_list = QListWidget()
        self.notice_list.addItems([f"{n.title} — {n.licence}" for n in self.notices])
        self.notice_text = QPlainTextEdit()
        self.notice_text.setReadOnly(True)
        self.notice_text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.notice_list.currentRowChanged.connect(self.show_notice)
        splitter = QSplitter()
        splitter.addWidget(self.notice_list)
        splitter.addWidget(self.notice_text)
        splitter.setSizes([260, 460])

        self.tabs = QTabWidget()
        self.tabs.addTab(versions_tab, translate("AboutDialog", "Versions"))
        self.tabs.addTab(splitter, translate("AboutDialog", "Licences"))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
        if self.notices:
            self.notice_list.setCurrentRow(0)

    def show_notice(self, row: int) -> None:
        if 0 <= row < len(self.notices):
            self.notice_text.setPlainText(self.notices[row].load())

    def versions_text(self) -> str:
        return "\n".join(f"{name}: {version}" for name, version in self.rows)

    def copy_versions(self) -> None:
        QGuiApplication.clipboard().setText(self.versions_text())
