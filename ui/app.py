"""The GUI application: start-up and shutdown as a readable script.

`run_gui` first makes sure this is the only Hearth for this data folder (`app.system.single_instance`): a second
launch asks the first to come forward and exits 0. Then, around the Qt event loop:

Init order (`start`): paths → logging → settings (and the offline switch) → store → engine bridge → controller →
downloads (unfinished ones offered again) → models access → window → hardware probe → the model to load → the local
server (if it was on). Shutdown (`stop`) is the reverse: the window keeps its geometry, the Models window's workers
stop, the running download pauses (its bytes are kept), the local server drains and stops, a comparison keeps both
replies, the controller saves a reply still streaming (as interrupted) and waits for the engine host to end, incognito
chats are deleted, the store closes, logging closes, and the single-instance lock goes. Tests call `start`/`stop`.

Which model at start: `--model DIR`, else the last model used, else the demo model if it is built, else first run.

SIGINT and SIGTERM (Ctrl+C in the terminal, `kill`, a session logout) quit the event loop, so the shutdown above
runs as when the window is closed (`ui.quit_signals`). A conversation database that cannot be opened (newer,
damaged, a folder, a read-only home) is a StoreError, shown in one dialog.
"""

from __future__ import annotations

import logging
import sqlite3
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication, QMessageBox

from app.chat.generation import PresetStore, new_chat_defaults
from app.chat.values import model_ref
from app.conversation.thinking import ThinkingPrefs
from app.docs.service import Documents
from app.engine.protocol import SPECULATIVE_MODES
from app.engine.verify import verify_model
from app.qt import i18n
from app.qt.adapters.downloads import DownloadBridge
from app.qt.chat_controller import ChatController
from app.qt.chat_projects import ChatProjects
from app.qt.docs_controller import DocumentsController
from app.qt.engine_switch import EngineSwitch
from app.qt.i18n import translate
from app.qt.model_session import ModelSession
from app.qt.remote_session import RemoteSession
from app.qt.settings_service import SettingsService
from app.qt.turn_runner import Engine
from app.remote.servers import RemoteServers
from app.settings import Settings, load_settings
from app.store import Store, StoreError
from app.system import crash
from app.system.logs import setup_logging
from app.system.offline import apply_offline_env, network_allowed
from app.system.paths import Paths, make_private_roots, resolve_paths, speech_model_dir
from app.system.secrets import get_token
from app.system.single_instance import SingleInstance, acquire
from app.voice.service import LazySpeech, RecordingTranscripts
from models.fit import HardwareLike
from models.hub.download import Downloader
from models.installed import list_installed
from models.private import private_file
from ui.conversations.conversation_files import ConversationFiles
from ui.crash_dialog import CrashNotifier
from ui.features.server_panel import ServerControl, attach_local_server
from ui.first_paint import FirstPaint
from ui.icons import app_icon
from ui.main_window import MainWindow
from ui.models.models_access import ModelsAccess, models_dir_of
from ui.pane_widths import fit_panes
from ui.quit_signals import quit_on_signals
from ui.theme import ThemeManager, theme_preference
from ui.wiring.compare import CompareWiring, connect_compare
from ui.wiring.documents import connect_documents
from ui.wiring.images import ImageDraft, connect_images
from ui.wiring.incognito import connect_incognito, delete_at_quit
from ui.wiring.memory import MemoryMenu, connect_memory
from ui.wiring.projects import connect_projects
from ui.wiring.thinking import connect_thinking
from ui.wiring.voice import VoiceControls, connect_voice

if TYPE_CHECKING:
    from app.qt.chat_tools import ChatTools

log = logging.getLogger("hearth.app")


@dataclass
class Hearth:
    """The running application's parts, in the order they were made."""

    paths: Paths
    log_handler: logging.Handler
    settings: SettingsService
    store: Store
    engine: Engine
    controller: ChatController
    downloads: DownloadBridge
    models: ModelsAccess
    window: MainWindow
    remotes: RemoteSession | None = None
    instance: SingleInstance | None = None
    server: ServerControl | None = None
    documents: DocumentsController | None = None
    images: ImageDraft | None = None
    tools: ChatTools | None = None
    voice: VoiceControls | None = None
    first_frame: FirstPaint | None = None  # the engine host and the demo build start after it
    memory: MemoryMenu | None = None
    projects: ChatProjects | None = None
    compare: CompareWiring | None = None


class FocusRelay(QObject):
    """Hands "come forward" requests from the single-instance listener thread to the GUI thread.

    `requested.emit` is the listener's callback: the signal is queued to the window's slot, which
    runs on the main thread (a lambda would run on the listener's thread and touch widgets there).

    Signals: requested(list): the arguments of the later launch.
    """

    requested = Signal(list)


def initial_model(requested: Path | None, settings: Settings) -> Path | None:
    """The model to load at start, or None for the first-run screen."""
    from app.system.paths import demo_model_dir
    from models.demo import is_complete

    if requested is not None:
        return requested
    last = model_ref(settings.last_model) if settings.last_model else None
    if isinstance(last, Path) and last.is_dir():  # a remote model waits to be chosen: no traffic at start
        return last
    demo = demo_model_dir()
    return demo if is_complete(demo) else None


def start(model: Path | None, *, theme: ThemeManager | None = None,
          engine_factory: Callable[[], Engine] | None = None, hardware: HardwareLike | None = None,
          build_demo: bool = False) -> Hearth:
    """Build everything and show the window; raises StoreError if the conversations can't be opened.
    `hardware` stands in for probing this machine (tests). `build_demo`: when no model is installed
    at all, the first-run screen starts building the demo model at once, with its progress bar (the
    first start from the README's `start.sh`, which opens the window before the ~100 s build)."""
    paths = resolve_paths()
    make_private_roots(paths)
    handler = setup_logging("hearth")
    log.info("starting; data in %s", paths.data)
    loaded = load_settings(paths.settings_file)
    service = SettingsService(paths.settings_file, loaded.settings)
    settings = service.settings
    apply_offline_env(settings)
    try:
        store = Store.open(paths.conversations_db)
    except BaseException:
        logging.getLogger("hearth").removeHandler(handler)
        handler.close()
        raise
    if engine_factory is not None:
        engine = engine_factory()
    else:
        from app.qt.engine_bridge import EngineBridge

        engine = EngineBridge()
    remotes = RemoteSession(RemoteServers(paths.data), lambda: network_allowed(service.settings))
    switch = EngineSwitch(engine, remotes.bridge)  # the chat's engine: the local host or a remote server
    model_session = ModelSession(switch, providers=tuple(settings.providers),
                                 failed_devices=settings.failed_devices, intra_op_threads=settings.intra_op_threads,
                                 context_limit=settings.context_limit, device_overrides=settings.device_overrides)
    controller = ChatController(switch, store, model_session)
    presets = PresetStore(paths.presets_file)
    # A model whose genai_config.json Hearth had to write is test-loaded before it counts as installed.
    downloader = Downloader(models_dir_of(settings, paths), endpoint=settings.hf_endpoint or None,
                            verify=verify_model)
    downloads = DownloadBridge(downloader, token_provider=get_token)
    unfinished = downloads.restore_unfinished()
    models = ModelsAccess(service, paths, downloads, hardware=hardware, eject=controller.eject_model,
                          in_use=lambda: controller.model.path if controller.model is not None else None)
    follow_settings(controller, presets, settings, NEW_CHAT | {"auto_titles"})
    follow_speculative(engine, settings)
    window = MainWindow(controller, presets, state_file=_private_file(paths.data / "window.ini"),
                        theme=theme, models=models, files=ConversationFiles(store), settings=service,
                        remotes=remotes)
    hearth = Hearth(paths, handler, service, store, engine, controller, downloads, models, window, remotes)
    speech = LazySpeech(speech_model_dir)  # one speech process for dictation and recordings, on first use
    hearth.documents = start_documents(window, controller, speech)
    hearth.projects = connect_projects(window, store, hearth.documents)  # instructions first, memories after
    hearth.memory = connect_memory(window, store, service, hearth.documents, hearth.projects)
    connect_thinking(window, ThinkingPrefs(paths.data / "thinking.json"))
    hearth.images = connect_images(window)
    hearth.tools = start_tools(window, controller, paths, lambda: network_allowed(service.settings))
    hearth.voice = connect_voice(window, service, speech=speech)  # its button last in the row, beside Send
    hearth.compare = connect_compare(window, switch, store, presets, engine_factory, remotes)
    connect_incognito(window, store)  # the incognito chats a crash left are deleted; File → New incognito chat
    service.save_failed.connect(window.notices.error)  # these connections run on the main thread, as it emits
    if theme is not None:
        manager = theme
        manager.set_preference(theme_preference(settings.theme))
        service.changed.connect(lambda changed, names: manager.set_preference(theme_preference(changed.theme))
                                if "theme" in names else None)
    model_session.loaded.connect(lambda info: service.update(last_model=info.path))
    model_session.failed_devices_changed.connect(lambda failed: service.update(failed_devices=failed))
    model_session.device_overrides_changed.connect(lambda chosen: service.update(device_overrides=chosen))
    service.changed.connect(lambda changed, names: follow_settings(controller, presets, changed, names))
    service.changed.connect(lambda changed, names: follow_speculative(engine, changed) if "speculative" in names
                            else None)
    controller.conversation_opened.connect(lambda cid: service.update(last_conversation=cid))
    # a reply's decode speed against the forecast: the memory speed behind every forecast is measured again
    controller.turns.usage_changed.connect(lambda _cid, usage: models.decode_measured(controller.model,
                                                                                     usage.tokens_per_s))
    if unfinished:
        n = len(unfinished)
        left = translate("App", "%n download(s) left unfinished when Hearth last closed; they are paused and go on "
                                "from where they stopped when you resume them.", None, n)
        window.show_notice(left, "info", translate("App", "Show downloads"), lambda: window.open_models("downloads"))
    for problem in loaded.problems:
        window.show_notice(problem, "warning")
    if store.recovered:
        log.info("%d interrupted replies recovered", store.recovered)
        n = store.recovered
        window.show_notice(translate("App", "%n reply(s) still being written when Hearth last closed; what was saved "
                                     "is kept and marked as interrupted.", None, n), "info")
    hearth.first_frame = first_frame = FirstPaint(window)
    window.show()
    fit_panes(window)  # every feature has added its buttons: their words decide the panes' least widths
    if settings.reopen_last and any(c.id == settings.last_conversation for c in controller.conversations()):
        controller.open_conversation(settings.last_conversation)
    models.probe_hardware()
    chosen = initial_model(model, settings)
    if chosen is None:
        window.show_first_run()
        if build_demo and not list_installed(models_dir_of(settings, paths)):
            first_frame.after(window.first_run.use_demo)
    else:
        model_session.hold()  # the window says "Loading…" in its first frame; the host starts after it
        first_frame.after(model_session.release)
        controller.load_model(chosen)
    hearth.server = attach_local_server(window, getattr(engine, "client", None), paths.data / "local-server.json",
                                        models_dir_of(settings, paths), lambda text: window.show_notice(text, "error"),
                                        controller.turns)
    return hearth


def _private_file(path: Path) -> Path:
    """The window's own state file, owner-only (QSettings would create it 0644)."""
    try:
        return private_file(path)
    except OSError:
        return path  # a read-only home: the window opens anyway and says so elsewhere


def start_documents(window: MainWindow, controller: ChatController,
                    speech: LazySpeech | None = None) -> DocumentsController | None:
    """The documents: their store, the indexing thread, the turn runner's grounding, the window's parts;
    recordings are transcribed by `speech`. A documents database that cannot be opened leaves the rest of
    Hearth working, with a notice."""
    try:
        documents = Documents(transcripts=RecordingTranscripts(speech) if speech is not None else None)
    except (OSError, sqlite3.Error, StoreError) as exc:
        window.show_notice(translate("App", "Documents are unavailable: the documents database could not be opened "
                                            "({0}).").format(exc), "warning")
        return None
    turns, models = controller.turns, controller.models
    docs = DocumentsController(documents, lambda: turns.busy, lambda: models.info, controller.notices, window)
    controller.draft_saved.connect(docs.adopt_draft)
    connect_documents(window, docs)
    docs.resume()
    return docs


def start_tools(window: MainWindow, controller: ChatController, paths: Paths,
                network: Callable[[], tuple[bool, str]]) -> ChatTools:
    """Tools in the chat: the built-in ones and the person's MCP servers, each call asked first."""
    from app.qt.chat_tools import ChatTools
    from app.tools.approvals import Approvals
    from app.tools.builtin import ToolContext
    from app.tools.setup import window_toolbox
    from ui.wiring.tools import connect_tools

    toolbox, approvals = window_toolbox(paths.data, network), Approvals(paths.data / "tool_approvals.json")
    for problem in (*toolbox.problems, approvals.problem):  # a damaged file was set aside: said once
        if problem:
            window.show_notice(problem, "warning")
    tools = ChatTools(toolbox, approvals, lambda cid: ToolContext(cid, paths.conversations_db, paths.documents_db),
                      controller.notices, window, read_ahead=True)
    tools.attach(controller.turns)
    connect_tools(window, tools)
    return tools


NEW_CHAT = frozenset({"default_preset", "default_system_prompt", "default_max_tokens"})


def follow_settings(controller: ChatController, presets: PresetStore, settings: Settings,
                    names: frozenset[str]) -> None:
    """Hand the controller what the preferences decide: the defaults for new chats, model titles."""
    if names & NEW_CHAT:
        controller.set_new_chat_defaults(new_chat_defaults(presets.get(settings.default_preset),
                                                           settings.default_system_prompt, settings.default_max_tokens))
    if "auto_titles" in names:
        controller.titles.enabled = settings.auto_titles


def follow_speculative(engine: object, settings: Settings) -> None:
    """Preferences' speculative decoding for the turns of this computer's engine (`app.engine.host.speculative`)."""
    from app.engine.client import EngineClient

    client = getattr(engine, "client", None)
    if isinstance(client, EngineClient) and settings.speculative in SPECULATIVE_MODES:
        client.speculative = settings.speculative


def attach_single_instance(hearth: Hearth, instance: SingleInstance) -> FocusRelay:
    """Bring the window forward whenever another launch asks; `stop` closes the instance."""
    relay = FocusRelay(hearth.window)
    relay.requested.connect(hearth.window.bring_to_front)
    instance.set_callback(relay.requested.emit)
    hearth.instance = instance
    return relay


def stop(hearth: Hearth) -> None:
    """The reverse of `start`: window state, the Models window's and Preferences' workers, the downloads, the engine
    (waiting for the host), store, logging, and last the single-instance lock."""
    hearth.window.save_state()
    hearth.models.shutdown()
    hearth.window.dialogs.shutdown()
    hearth.window.close()
    hearth.downloads.shutdown()
    if hearth.server is not None:
        hearth.server.shutdown()
    if hearth.documents is not None:
        hearth.documents.shutdown()
        hearth.documents.documents.close()
    if hearth.images is not None:
        hearth.images.shutdown()
    if hearth.voice is not None:
        hearth.voice.shutdown()
    if hearth.compare is not None:
        hearth.compare.compare.shutdown()  # both replies kept; a second model's engine ends
    hearth.controller.shutdown()
    if hearth.tools is not None:
        hearth.tools.shutdown()  # after the reply was kept: its running tool and the MCP servers stop
    if hearth.remotes is not None:
        hearth.remotes.shutdown()
    delete_at_quit(hearth.store)  # the incognito chats end with Hearth
    hearth.store.close()
    log.info("stopped")
    logging.getLogger("hearth").removeHandler(hearth.log_handler)
    hearth.log_handler.close()
    if hearth.instance is not None:
        hearth.instance.close()


def run_gui(model: Path | None, *, build_demo: bool = False) -> int:
    """Run the window until it is closed; returns the process exit code (0 at once when Hearth is
    already running for this data folder: that one comes to the front instead)."""
    crash.install()  # before anything starts: an exception while starting reaches the log too
    try:
        instance = acquire("Hearth", scope=str(resolve_paths().data), argv=sys.argv[1:])
    except OSError as exc:  # no private runtime folder (odd permissions): run, just without the lock
        log.warning("single instance check unavailable: %s", exc)
        instance = None
    else:
        if instance is None:
            return 0
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    i18n.install(app, load_settings(resolve_paths().settings_file).settings.language)  # before any widget
    app.setApplicationName("Hearth")
    app.setApplicationDisplayName("Hearth")
    app.setWindowIcon(app_icon())
    theme = ThemeManager(app)
    crashes = CrashNotifier()  # exceptions in slots and threads: the log and a dialog, from the start on
    with quit_on_signals(app):
        try:
            hearth = start(model, theme=theme, build_demo=build_demo)
        except StoreError as exc:
            log.error("the conversations cannot be opened: %s", exc)
            QMessageBox.critical(None, translate("App", "Hearth can't open your conversations"),
                                 translate("App", "{0}\n\nHearth will close so nothing is lost. If the file came from "
                                                  "a newer Hearth, update this one; otherwise move the file aside and "
                                                  "start again.").format(exc))
            if instance is not None:
                instance.close()
            crashes.close()
            return 1
        if instance is not None:
            attach_single_instance(hearth, instance)
        crashes.attach(hearth.window)
        log.info("running; closing the window, SIGINT or SIGTERM quits")
        code = app.exec()
        crashes.close()
        stop(hearth)
    return code
