"""The Models window: Get models | Downloads | Installed, in one place; a link in the tab row opens the
privacy and network settings, which live in Preferences (the one place for them).

Why a separate, non-modal window: downloads take minutes and a person keeps chatting meanwhile; the
window can be closed and reopened without stopping anything, because the downloads belong to the
`DownloadBridge` the main window owns (and shuts down on quit), not to this window.

The window reads the shared `Settings` and changes them (endpoint, offline switch) through the settings
service, which saves them and tells every part that follows them; the models folder moves through
`InstalledHooks.change_models_dir` (the application's `ModelsAccess`, which moves the downloads too).

Open it from the main window:

    bridge = DownloadBridge(Downloader(models_dir, endpoint=settings.hf_endpoint or None),
                            token_provider=get_token)
    bridge.restore_unfinished()                      # once at start: offers interrupted downloads
    window = ModelsWindow(service, paths, bridge, installed=InstalledHooks(...), parent=main_window)
    window.use_requested.connect(main_window.load_model)   # Path of the model folder
    window.show_tab("get"); window.show(); window.raise_(); window.activateWindow()
    ...on quit: window.shutdown(); bridge.shutdown()

`ModelsWindow` signals:
    use_requested(object): the `Path` of an installed model to load and chat with.
    privacy_requested(): the person wants the privacy and network settings (Preferences).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtWidgets import QDialog, QPushButton, QTabWidget, QVBoxLayout, QWidget

from app.qt.adapters.downloads import DownloadBridge
from app.qt.i18n import translate
from app.qt.settings_service import SettingsService
from app.settings import Settings
from app.system.paths import Paths
from models.catalog import CatalogEntry
from models.fit import HardwareLike
from models.hub.download_queue import JobUpdate
from ui.models.downloads_panel import DownloadsPanel
from ui.models.installed_models import InstalledHooks, InstalledModelsPanel
from ui.models.model_picker import ModelPicker

TABS = ("get", "downloads", "installed")
DEFAULT_SIZE = (980, 640)  # the catalog's seven columns fit without scrolling sideways (a test holds it)


def default_hardware(settings: Settings) -> HardwareLike:
    """This machine, with the person's provider choice applied (as the engine will use it)."""
    from app.accel.detect import detect_in_child
    from app.accel.hardware import probe
    from app.accel.install import installed_sites

    hardware = probe(detection=detect_in_child(installed_sites()))
    if settings.providers:
        hardware = dataclasses.replace(hardware, providers=tuple(settings.providers))
    return hardware


class ModelsWindow(QDialog):
    use_requested = Signal(object)
    privacy_requested = Signal()

    def __init__(self, service: SettingsService, paths: Paths, bridge: DownloadBridge, *,
                 installed: InstalledHooks | None = None,
                 hardware: HardwareLike | None = None, catalog: tuple[CatalogEntry, ...] | None = None,
                 token_provider: Callable[[], str | None] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ModelsWindow", "Models"))
        self.setAccessibleName(translate("ModelsWindow", "Models"))
        self.setModal(False)
        self.resize(*DEFAULT_SIZE)
        self.settings = settings = service.settings
        self.bridge = bridge
        if token_provider is None:
            from app.system.secrets import get_token

            token_provider = get_token
        self.picker = ModelPicker(settings, bridge, hardware or default_hardware(settings), catalog=catalog,
                                  token_provider=token_provider, parent=self)
        self.downloads = DownloadsPanel(bridge, self)
        self.installed = InstalledModelsPanel(settings, paths, bridge, self, hooks=installed)
        self._service = service

        self.tabs = QTabWidget(self)
        self.tabs.setAccessibleName(translate("ModelsWindow", "Models"))
        self.tabs.addTab(self.picker, translate("ModelsWindow", "&Get models"))
        self.tabs.addTab(self.downloads, translate("ModelsWindow", "&Downloads"))
        self.tabs.addTab(self.installed, translate("ModelsWindow", "&Installed"))
        self.privacy_link = QPushButton(translate("ModelsWindow", "&Privacy && network…"), self.tabs)
        self.privacy_link.setFlat(True)
        self.privacy_link.setAccessibleName(translate("ModelsWindow", "Privacy and network settings"))
        self.privacy_link.setToolTip(translate("ModelsWindow",
                                               "The access token, a mirror and offline mode (in Preferences)"))
        self.privacy_link.clicked.connect(self.privacy_requested)
        self.tabs.setCornerWidget(self.privacy_link, Qt.Corner.TopRightCorner)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)

        self.picker.download_started.connect(self._on_download_started)
        self.picker.use_requested.connect(self.use_requested)
        self.picker.offline_requested.connect(lambda: self._service.update(offline=True))
        self.downloads.use_requested.connect(self.use_requested)
        self.downloads.count_changed.connect(self._on_count)
        self.installed.use_requested.connect(self.use_requested)
        bridge.job_changed.connect(self._on_job)
        self._on_count(sum(1 for j in bridge.jobs() if j.state in ("queued", "running", "paused")))
        app = QCoreApplication.instance()
        if app is not None:  # a safety net: the worker threads must end before Qt tears down
            app.aboutToQuit.connect(self.shutdown)

    def set_hardware(self, hardware: HardwareLike) -> None:
        """This computer measured again (its memory speed): the catalog's fits, speeds and pick follow."""
        self.picker.hardware = hardware
        self.picker.catalog_view.set_hardware(hardware)

    def show_tab(self, name: str) -> None:
        """Switch to "get", "downloads" or "installed"."""
        self.tabs.setCurrentIndex(TABS.index(name))
        if self.isHidden():  # opened again: the search box matches the list under it
            self.picker.sync_search_box()

    def show_models_that(self, capability: str | None) -> None:
        """The catalog narrowed to the models with `capability` ("sees": the Image button's "Show models"), on
        its page, or all of the catalog (None)."""
        self.picker.catalog_view.show_only(capability)
        if capability is not None:
            self.picker.show_catalog()

    def shutdown(self) -> None:
        """Stop this window's worker threads (each waits for a request in flight). The downloads go on:
        they belong to the bridge, whose `shutdown` the main window calls on quit."""
        self.picker.shutdown()
        self.installed.shutdown()

    @Slot(int)
    def _on_download_started(self, _job_id: int) -> None:
        self.show_tab("downloads")

    @Slot(int)
    def _on_count(self, unfinished: int) -> None:
        self.tabs.setTabText(1, translate("ModelsWindow", "&Downloads ({0})").format(unfinished) if unfinished else
                             translate("ModelsWindow", "&Downloads"))

    @Slot(object)
    def _on_job(self, update: JobUpdate) -> None:
        if update.state == "installed":
            self.installed.refresh()

    def follow_settings(self, names: frozenset[str]) -> None:
        """Show changed settings (from Preferences or this window): the network state and the models folder.
        `ModelsAccess` calls it on the settings service's `changed`."""
        if names & {"offline", "hf_endpoint"}:
            self.picker.refresh_network()
        if "models_dir" in names:
            self.installed.refresh()
