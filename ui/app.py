"""The GUI application: start-up and shutdown as a readable script.

Init order (`start`): paths → logging → settings → store → engine bridge → controller → window →
the model to load. Shutdown (`stop`) is the reverse: the window keeps its geometry, the controller
saves a reply still streaming (as interrupted) and waits for the engine host to end, the store closes,
logging closes. `run_gui` wraps both around the Qt event loop; tests call `start`/`stop` themselves.

Which model at start: `--model DIR`, else the last model used, else the demo model if it is built,
else the first-run screen.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from app.chat_controller import ChatController, Engine, ModelInfo
from app.generation import PresetStore
from app.hardware import supported_providers
from app.logs import setup_logging
from app.paths import Paths, resolve_paths
from app.settings import Settings, load_settings, save_settings
from app.store import Store, StoreError
from ui.main_window import MainWindow
from ui.theme import ThemeManager

log = logging.getLogger("hearth.app")


@dataclass
class Hearth:
    """The running application's parts, in the order they were made."""

    paths: Paths
    log_handler: logging.Handler
    settings: Settings
    store: Store
    engine: Engine
    controller: ChatController
    window: MainWindow


def initial_model(requested: Path | None, settings: Settings) -> Path | None:
    """The model to load at start, or None for the first-run screen."""
    from models.demo import demo_model_dir, is_complete

    if requested is not None:
        return requested
    if settings.last_model and Path(settings.last_model).is_dir():
        return Path(settings.last_model)
    demo = demo_model_dir()
    return demo if is_complete(demo) else None


def start(model: Path | None, *, theme: ThemeManager | None = None,
          engine_factory: Callable[[], Engine] | None = None) -> Hearth:
    """Build everything and show the window; raises StoreError if the conversations can't be opened."""
    paths = resolve_paths()
    handler = setup_logging("hearth")
    log.info("starting; data in %s", paths.data)
    loaded = load_settings(paths.settings_file)
    settings = loaded.settings
    try:
        store = Store.open(paths.conversations_db)
    except BaseException:
        logging.getLogger("hearth").removeHandler(handler)
        handler.close()
        raise
    if engine_factory is not None:
        engine = engine_factory()
    else:
        from app.engine.bridge import EngineBridge

        engine = EngineBridge()
    providers = tuple(settings.providers) or supported_providers()
    controller = ChatController(engine, store, providers=providers, intra_op_threads=settings.intra_op_threads,
                                context_limit=settings.context_limit)
    window = MainWindow(controller, PresetStore(paths.presets_file), state_file=paths.data / "window.ini",
                        theme=theme)
    hearth = Hearth(paths, handler, settings, store, engine, controller, window)
    controller.model_loaded.connect(lambda info: _remember_model(hearth, info))
    for problem in loaded.problems:
        window.show_notice(problem, "warning")
    if store.recovered:
        log.info("%d interrupted replies recovered", store.recovered)
        noun = "reply was" if store.recovered == 1 else "replies were"
        window.show_notice(f"{store.recovered} {noun} still being written when Hearth last closed; "
                           "what was saved is kept and marked as interrupted.", "info")
    window.show()
    chosen = initial_model(model, settings)
    if chosen is None:
        window.show_first_run()
    else:
        controller.load_model(chosen)
    return hearth


def _remember_model(hearth: Hearth, info: ModelInfo) -> None:
    if hearth.settings.last_model == info.path:
        return
    hearth.settings.last_model = info.path
    try:
        save_settings(hearth.paths.settings_file, hearth.settings)
    except OSError as exc:
        log.warning("could not save settings: %s", exc)


def stop(hearth: Hearth) -> None:
    """The reverse of `start`: window state, then the engine (waiting for the host), store, logging."""
    hearth.window.save_state()
    hearth.window.close()
    hearth.controller.shutdown()
    hearth.store.close()
    log.info("stopped")
    logging.getLogger("hearth").removeHandler(hearth.log_handler)
    hearth.log_handler.close()


def app_icon() -> QIcon:
    """The Hearth icon in every size shipped in resources/icons (an empty icon if they are missing)."""
    icon = QIcon()
    base = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parents[1]))
    for size in (16, 32, 64, 128, 256):
        path = base / "resources" / "icons" / f"hearth-{size}.png"
        if path.is_file():
            icon.addFile(str(path))
    return icon


def run_gui(model: Path | None) -> int:
    """Run the window until it is closed; returns the process exit code."""
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    app.setApplicationName("Hearth")
    app.setApplicationDisplayName("Hearth")
    app.setWindowIcon(app_icon())
    theme = ThemeManager(app)
    try:
        hearth = start(model, theme=theme)
    except StoreError as exc:
        QMessageBox.critical(None, "Hearth can't open your conversations",
                             f"{exc}\n\nHearth will close so nothing is lost. If the file came from a newer "
                             "Hearth, update this one; otherwise move the file aside and start again.")
        return 1
    code = app.exec()
    stop(hearth)
    return code
