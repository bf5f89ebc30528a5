"""The main window's way to the Models window, and what this machine can run.

Why not build the Models window with the main window: it starts three worker threads and needs the
machine's hardware (memory, GPUs, the providers ORT GenAI offers), and most sessions never open it.
So it is made on first use and then kept (closing it only hides it, so a search or a scroll position
survives). The hardware is probed once, on a plain thread, because `app.accel.hardware.probe` runs
nvidia-smi, which can take seconds; the first-run screen shows its recommendation when it arrives.
Downloads belong to the `DownloadBridge` the application owns, not to this object or the window.
Settings changed anywhere (Preferences, or the Models window's own panels) reach the downloads and
the Models window through the `SettingsService`.

`ModelsAccess` signals:
    use_requested(object): the `Path` of an installed model the person wants to chat with.
    hardware_known(object): this machine's `HardwareLike`, once probed (emitted on the main thread).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QWidget

from app.conversation.model_choices import ModelChoice, decode_forecast, local_choices
from app.conversation.thread import ModelInfo
from app.qt.adapters.downloads import DownloadBridge
from app.qt.i18n import translate
from app.qt.settings_service import SettingsService
from app.settings import Settings
from app.system.offline import apply_offline_env, network_allowed
from app.system.paths import Paths, demo_model_dir
from models.catalog import Recommendation, recommend
from models.errors import ModelError
from models.fit import HardwareLike
from ui.models.installed_models import InstalledHooks
from ui.models.models_window import ModelsWindow, default_hardware

log = logging.getLogger("hearth.ui")
NETWORK = frozenset({"offline", "hf_endpoint"})


def models_dir_of(settings: Settings, paths: Paths) -> Path:
    """Where installed models live: the person's choice, else the default in the data folder."""
    return Path(settings.models_dir).expanduser() if settings.models_dir else paths.models_dir


class ModelsAccess(QObject):
    """Opens the (one) Models window and knows this machine's hardware (see the module doc)."""

    use_requested = Signal(object)
    privacy_requested = Signal()  # the Models window's link to Preferences → Privacy & network
    hardware_known = Signal(object)
    _probed = Signal(object)  # from the probe thread; queued to the main thread

    def __init__(self, service: SettingsService, paths: Paths, bridge: DownloadBridge, *,
                 in_use: Callable[[], str | None] = lambda: None, eject: Callable[[], None] = lambda: None,
                 hardware: HardwareLike | None = None, parent: QObject | None = None) -> None:
        """`in_use`: the folder of the model loaded now (marked "in use", deleted only after asking);
        `eject`: unload it (before the model in use is deleted)."""
        super().__init__(parent)
        self.service = service
        self.settings = service.settings
        self.paths = paths
        self.bridge = bridge
        self.window: ModelsWindow | None = None
        self._hardware = hardware
        self._probe: threading.Thread | None = None
        self._measure: threading.Thread | None = None  # measuring the memory speed again
        self._measuring = False
        self._checked: set[str] = set()  # models whose decode speed was held against the forecast
        self._measured: dict[str, float] = {}  # a model's last reply's decode speed here, by folder
        self._probed.connect(self._on_probed)
        self._hooks = InstalledHooks(in_use, eject, self.change_models_dir)
        service.changed.connect(self._on_settings_changed)

    @property
    def hardware(self) -> HardwareLike | None:
        """This machine, or None while it is being probed."""
        return self._hardware

    @property
    def models_dir(self) -> Path:
        return models_dir_of(self.settings, self.paths)

    def probe_hardware(self) -> None:
        """Find out what this machine offers, off the main thread; answered by `hardware_known`.
        With hardware given to the constructor it is answered at once."""
        if self._hardware is not None:
            self._on_probed(self._hardware)
            return
        if self._probe is not None:
            return
        self._probe = threading.Thread(target=self._run_probe, name="hearth-hardware-probe", daemon=True)
        self._probe.start()

    def measure_again(self, keep_best: bool = True) -> None:
        """Measure the memory speed again, off the main thread (`app.accel.bandwidth.measure_again`); answered by
        `hardware_known` with the figure kept. `keep_best`: a busy measurement does not lower a better figure
        ("Measure again" in the Models window asks for what it measures)."""
        from app.accel import bandwidth  # numpy: not at start
        from app.accel.hardware import Hardware, with_bandwidth

        hardware = self._hardware
        if not isinstance(hardware, Hardware) or self._measuring:
            return
        identity = hardware.identity
        self._measuring = True

        def run() -> None:
            try:
                measured = bandwidth.measure_again(self.paths.cache, identity, keep_best=keep_best)
            finally:
                self._measuring = False
            self._probed.emit(with_bandwidth(hardware, measured))

        self._measure = threading.Thread(target=run, name="hearth-bandwidth", daemon=True)
        self._measure.start()

    def decode_measured(self, info: ModelInfo | None, tokens_per_s: float | None) -> None:
        """A reply's decode speed: when it and the forecast made from the memory speed disagree by more than 2×,
        or that speed was measured while the computer was busy, it is measured again now the reply is over
        (once per model and run: a reply's figure varies, a triad costs a second). The picker says the speed
        measured from then on."""
        if info is not None and not info.host and tokens_per_s:
            self._measured[info.path] = tokens_per_s
        if (info is None or info.host or info.device != "cpu" or not tokens_per_s or self._hardware is None
                or info.path in self._checked):
            return
        self._checked.add(info.path)
        forecast = decode_forecast(Path(info.path), info.device, self._hardware)
        busy = bool(getattr(self._hardware, "memory_bandwidth_busy", False))
        if busy or (forecast is not None and not 0.5 <= tokens_per_s / forecast.tokens_per_s <= 2):
            log.info("decode %.1f tok/s against a forecast of %s: measuring the memory speed again", tokens_per_s,
                     f"{forecast.tokens_per_s:.1f}" if forecast is not None else "none")
            self.measure_again()

    def recommendation(self) -> Recommendation | None:
        """The catalog's pick for this machine; None until the hardware is known or if nothing runs here."""
        if self._hardware is None:
            return None
        try:
            return recommend(self._hardware)
        except ModelError as exc:
            log.info("no recommendation: %s", exc)
            return None

    def open(self, tab: str, parent: QWidget, only: str | None = None) -> ModelsWindow:
        """Show the Models window on `tab` ("get", "downloads" or "installed"), in front; `only`: the catalog
        shows just the models with that capability ("sees")."""
        if self.window is None:
            self.window = ModelsWindow(self.service, self.paths, self.bridge, installed=self._hooks,
                                       hardware=self._hardware, parent=parent)
            self.window.use_requested.connect(self.use_requested)
            self.window.picker.catalog_view.measure_requested.connect(lambda: self.measure_again(keep_best=False))
            self.window.privacy_requested.connect(self.privacy_requested)
        self.window.show_tab(tab)
        self.window.show_models_that(only)
        self.window.show()
        self.window.raise_()
        self.window.activateWindow()
        return self.window

    def choices(self) -> list[ModelChoice]:
        """The local models the chat's picker offers: the demo model, the installed ones, the one loaded now."""
        in_use = self._hooks.in_use()
        return local_choices(self.models_dir, demo_model_dir(), self._hardware, Path(in_use) if in_use else None,
                             self._measured, translate)

    def refresh_installed(self) -> None:
        """Show the Installed tab again (the model in use changed)."""
        if self.window is not None:
            self.window.installed.refresh()

    def change_models_dir(self, folder: Path) -> str | None:
        """Keep models in `folder` from now on (Preferences); why not, for the person, or None."""
        try:
            folder.mkdir(parents=True, exist_ok=True)
            probe = folder / ".hearth-write-test"
            probe.write_bytes(b"")
            probe.unlink()
        except OSError as exc:
            return translate("ModelsAccess", "Hearth cannot write to {0} ({1}). Choose a folder you can write "
                             "to.").format(folder, exc.strerror or exc)
        try:
            self.bridge.set_models_dir(folder)
        except ModelError as exc:
            return str(exc)
        self.service.update(models_dir=str(folder))
        return None

    def shutdown(self) -> None:
        """Stop the Models window's worker threads and wait for the probe and a measurement of the memory speed,
        which write into the cache folder (the downloads go on: the bridge is shut down by the application after
        this)."""
        if self.window is not None:
            self.window.shutdown()
        for thread in (self._probe, self._measure):
            if thread is not None:
                thread.join(timeout=10)

    @Slot(object, object)
    def _on_settings_changed(self, settings: Settings, names: frozenset[str]) -> None:
        """Make the downloads and the Models window follow the network settings and the models folder
        (the Models window's own changes among them: its panels change them through the service)."""
        if names & NETWORK:
            apply_offline_env(settings)
            self.bridge.set_endpoint(settings.hf_endpoint or None)
            if not network_allowed(settings)[0]:
                self.bridge.pause_all()
        if self.window is not None and names & (NETWORK | {"models_dir"}):
            self.window.follow_settings(names)

    # ---- the probe thread --------------------------------------------------------------------------

    def _run_probe(self) -> None:
        try:
            hardware = default_hardware(self.settings)
        except Exception:  # a probe that fails only costs the recommendation
            log.exception("hardware probe failed")
            return
        self._probed.emit(hardware)

    @Slot(object)
    def _on_probed(self, hardware: HardwareLike) -> None:
        self._hardware = hardware
        self.bridge.set_devices(hardware.providers)  # a model package's download takes this machine's variant
        if self.window is not None:
            self.window.set_hardware(hardware)
        self.hardware_known.emit(hardware)
