"""The model the chat runs on: loading, safe swaps, devices that failed, and the engine's death.

Why apart from the chat controller: which model is loaded, on which device and why, is a concern of
its own (the window's status bar, the model picker and the controller all read it), with rules of
its own (a failed load keeps the model that was working; a provider that failed for a model is
skipped for it next time; a host that died unasked is reported at once, also while idle).

Signals (plain data):
- `loading(str)`: a model is being loaded (its name).
- `loaded(ModelInfo)`: it is ready; `failures` say which devices it fell back past, and why.
- `failed(str, bool)`: a load failed (message for people; True when the previous model is still
  loaded and answering).
- `crashed(str)`: the engine stopped unasked; the text says why in words.
- `unloaded()`: the model was ejected on request (its memory is given back).
- `failed_devices_changed(dict)`: the providers remembered as failing, per model path.
- `device_overrides_changed(dict)`: the device the person chose per model path (persisted by the owner).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance, Slot

from app.accel import devices
from app.chat.values import ModelRef, model_name, model_ref
from app.conversation.thread import ModelInfo
from app.engine import protocol as p
from app.remote.refs import RemoteLoaded

log = logging.getLogger("hearth.model")


class ModelEngine(Protocol):
    """What the model session needs of `app.qt.engine_bridge.EngineBridge`."""

    loaded: SignalInstance
    load_failed: SignalInstance
    host_died: SignalInstance

    def load(self, model_dir: str, providers: Sequence[str] = (), intra_op_threads: int = 0,
             context_limit: int = 0, avoid: Sequence[str] = (), prefer: str = "") -> None: ...
    def unload(self) -> None: ...


class ModelSession(QObject):
    loading = Signal(str)
    loaded = Signal(object)
    failed = Signal(str, bool)
    crashed = Signal(str)
    unloaded = Signal()
    failed_devices_changed = Signal(object)
    device_overrides_changed = Signal(object)

    def __init__(self, engine: ModelEngine, *, providers: tuple[str, ...] = (),
                 failed_devices: Mapping[str, Sequence[str]] | None = None, intra_op_threads: int = 0,
                 context_limit: int = 0, device_overrides: Mapping[str, str] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._engine = engine
        self._providers = providers
        self._failed_devices = {k: list(v) for k, v in (failed_devices or {}).items()}
        self._overrides = dict(device_overrides or {})
        self._threads = intra_op_threads
        self._context_limit = context_limit
        self._skipped: tuple[str, ...] = ()
        self._info: ModelInfo | None = None
        self._path: ModelRef | None = None  # the model asked for last (loaded, loading or failed)
        self._loading: ModelRef | None = None
        self.gate: Callable[[ModelRef], bool] | None = None
        self._held: list[Callable[[], None]] | None = None  # engine loads waiting for `release`
        engine.loaded.connect(self._on_loaded)
        engine.load_failed.connect(self._on_failed)
        engine.host_died.connect(self._on_died)

    @property
    def info(self) -> ModelInfo | None:
        """The model answering now, or None."""
        return self._info

    @property
    def is_loading(self) -> bool:
        return self._loading is not None

    @property
    def failed_devices(self) -> devices.FailedDevices:
        """Providers that failed per model path; they are skipped when that model loads again."""
        return {k: list(v) for k, v in self._failed_devices.items()}

    @property
    def device_overrides(self) -> dict[str, str]:
        """The device the person chose, per model folder (absent: Hearth chooses, `app.accel.choice`)."""
        return dict(self._overrides)

    def set_device(self, path: Path, device: str) -> None:
        """Run the model folder `path` on `device` from now on ("" or "auto" give the choice back to Hearth);
        loads it again at once when it is the model answering."""
        overrides = devices.with_override(self._overrides, str(path), device)
        if overrides != self._overrides:
            self._overrides = overrides
            self.device_overrides_changed.emit(self.device_overrides)
        if self._info is not None and self._info.path == str(path):
            self.load(path)

    def load(self, ref: ModelRef) -> None:
        """Load a model (a folder, or a remote server's model); the current model answers until it is ready.

        When a `gate` is set and returns False (a reply is being written), the load is left to the
        gate's owner, which calls `load` again when the moment is right.
        """
        if self.gate is not None and not self.gate(ref):
            return
        self._path = self._loading = ref
        self._skipped = devices.to_skip(str(ref), self._failed_devices)
        self.loading.emit(model_name(ref))
        args = (str(ref), self._providers, self._threads, self._context_limit, self._skipped,
                self._overrides.get(str(ref), ""))
        if self._held is not None:
            self._held.append(lambda: self._engine.load(*args))
        else:
            self._engine.load(*args)

    def hold(self) -> None:
        """Say a load has begun but start the engine's work only at `release`: at start-up the engine host
        starts after the window's first frame, which it would otherwise leave black on a busy machine."""
        if self._held is None:
            self._held = []

    def release(self) -> None:
        held, self._held = self._held or [], None
        for start in held:
            start()

    def reload(self) -> None:
        """Load the model again: the one answering, else the last one asked for (the retry after the
        engine stopped, or after a load failed with no model left)."""
        ref = model_ref(self._info.path) if self._info is not None else self._path
        if ref is not None:
            self.load(ref)

    def try_all_devices(self) -> None:
        """Forget every provider remembered as failing (a driver may have been fixed) and load the
        current model again with all of them."""
        if self._failed_devices:
            self._failed_devices = {}
            self.failed_devices_changed.emit(self.failed_devices)
        self.reload()

    def unload(self) -> None:
        """End the engine and give the model's memory back (eject)."""
        had = self._info is not None
        self._info = None
        self._engine.unload()
        if had:
            self.unloaded.emit()

    @Slot(object)
    def _on_loaded(self, loaded: p.Loaded) -> None:
        if self._loading is not None and str(self._loading) != loaded.model_dir:
            return  # an older load finished after a newer one was asked for
        ref = self._loading or model_ref(loaded.model_dir)
        self._loading = None
        failed = tuple(f.provider for f in loaded.failures)
        name, host = (loaded.name, loaded.host) if isinstance(loaded, RemoteLoaded) else (model_name(ref), "")
        self._info = ModelInfo(name, loaded.model_dir, loaded.device, loaded.failures,
                               loaded.context_length, failed, self._skipped, host, loaded.not_used, loaded.why)
        log.info("model %s loaded on %s", model_name(ref), loaded.device)
        if failed:
            log.info("%s failed for this model and will be skipped next time", ", ".join(failed))
            self._failed_devices = devices.remember(self._failed_devices, str(ref), failed)
            self.failed_devices_changed.emit(self.failed_devices)
        self.loaded.emit(self._info)

    @Slot(object)
    def _on_failed(self, failure: p.Error) -> None:
        self._loading = None
        log.warning("model load failed: %s", failure.code)
        self.failed.emit(failure.message, self._info is not None)

    @Slot(str)
    def _on_died(self, message: str) -> None:
        if self._info is not None and self._loading is None:
            self._path = model_ref(self._info.path)  # "Load the model again" means the one that stopped
        self._info = None
        self.crashed.emit(message)
