"""The model picker at the top of the chat (Ctrl+L): switch, eject, add a remote server.

Why a menu and not a dialog: switching is a glance and a click, like LM Studio's and Jan's model
bar. The menu is built from `app.conversation.model_choices` each time it opens (the demo model, installed models,
the remote models each server listed), each line with its size, device and hint; the model loaded now
is checked. Choosing one swaps safely (`ChatController.load_model`: the current model answers until
the new one is ready; a failure keeps it). A remote model asks for the person's yes once per server
(`ask_consent`) before it is loaded, and while it is current a badge says where the messages go.

Dialogs are module-level functions (`ask_consent`, `ask_server`) so tests can replace them.

`ModelSwitcher` signals:
    manage_requested(): the person wants the Models window.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QToolButton,
    QWidget,
)

from app.accel.catalog import short_name
from app.accel.detect import Detection
from app.accel.install import FEATURES, approx_download
from app.accel.wheels import can_install
from app.conversation.model_choices import ModelChoice, find
from app.conversation.thread import ModelInfo
from app.qt.chat_controller import ChatController
from app.qt.i18n import translate
from app.qt.remote_session import RemoteSession
from app.remote.refs import on_this_computer, where_it_runs
from app.remote.servers import RemoteServer
from models.fit import gb
from models.vision_format import folder_badges
from ui.dialogs import show_error
from ui.models.accel_dialog import AccelDialog

SUGGESTION = "model-suggestion"
REFUSED = "device-refused"  # the notice that a chosen device cannot run the model


def ask_consent(parent: QWidget, choice: ModelChoice) -> bool:
    """The once-per-server yes before any message goes to a remote server."""
    answer = QMessageBox.question(
        parent, translate("ModelSwitcher", "Send your messages to another computer?"),
        translate("ModelSwitcher", "{0} runs on {1}. Everything you send in a chat with it — your messages, the "
                                   "conversation before them and the system prompt — leaves this computer and is "
                                   "processed there.\n\nSend messages to {1}?").format(choice.name, choice.host),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Cancel)
    return answer == QMessageBox.StandardButton.Yes


def ask_server(parent: QWidget) -> tuple[str, str, str] | None:
    """(base URL, name, API key) of a server to add, or None."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(translate("ModelSwitcher", "Add a remote server"))
    url, name, key = QLineEdit(dialog), QLineEdit(dialog), QLineEdit(dialog)
    url.setPlaceholderText("http://gpu-box:8000/v1")
    name.setPlaceholderText(translate("ModelSwitcher", "optional: a name for it"))
    key.setPlaceholderText(translate("ModelSwitcher", "optional: kept in your system's keyring"))
    key.setEchoMode(QLineEdit.EchoMode.Password)
    labels = (translate("ModelSwitcher", "Server address"), translate("ModelSwitcher", "Name"),
              translate("ModelSwitcher", "API key"))
    for field, label in zip((url, name, key), labels, strict=True):
        field.setAccessibleName(label)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    form = QFormLayout(dialog)
    form.addRow(QLabel(translate("ModelSwitcher",
                                 "Any server that speaks OpenAI's chat API: vLLM, llama.cpp's server, Ollama, LM "
                                 "Studio, Foundry Local, or another Hearth's `serve`."), dialog))
    form.addRow(translate("ModelSwitcher", "Address:"), url)
    form.addRow(translate("ModelSwitcher", "Name:"), name)
    form.addRow(translate("ModelSwitcher", "API key:"), key)
    form.addRow(buttons)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return url.text(), name.text(), key.text()


def shown_label(choice: ModelChoice) -> str:
    """The words a model goes by in the window (the demo model's label is translated)."""
    return translate("ModelChoice", choice.label) if choice.kind == "demo" else choice.label


def line_text(choice: ModelChoice) -> str:
    """A menu line: "name — 2.7 GB · this computer (CPU) · fits in memory"."""
    facts = [f for f in (choice.size, choice.device if not choice.remote else "", choice.hint) if f]
    label = shown_label(choice)
    return f"{label} — {' · '.join(facts)}" if facts else label


def short_state(reason: str, limit: int = 30) -> str:
    """A device's state for its line in "Run … on": the reason's first clause, cut at a word near `limit`
    ("not installed: enable NVIDIA acceleration to use …" → "not installed"); the whole reason is the tip."""
    head = reason
    for mark in (":", " (", ";", " — ", ", "):
        head = head.split(mark)[0]
    head = head.strip().rstrip(".")
    if len(head) <= limit:
        return head
    return head[:limit].rsplit(" ", 1)[0] + "…"


class ModelSwitcher(QWidget):
    """The model's name as a menu button, a remote badge, and Eject (see the module doc)."""

    manage_requested = Signal()

    def __init__(self, controller: ChatController, local: Callable[[], list[ModelChoice]],
                 remotes: RemoteSession | None, notify: Callable[..., None], dismiss: Callable[[str], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.local = local
        self.remotes = remotes
        self.notify = notify
        """Show a notice (`ChatPane.show_notice`); `dismiss` takes one back by its key."""
        self.dismiss = dismiss
        self._suggested, self._pending = "", False
        self.detection: Detection | None = None  # this machine's providers, once probed (`set_detection`)
        self.setAccessibleName(translate("ModelSwitcher", "Model picker"))
        self.button = QToolButton(self)
        self.button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.button.setAccessibleName(translate("ModelSwitcher", "Model"))
        self.button.setAutoRaise(True)  # flat: the row costs the conversation as little height as it can
        self.button.setToolTip(translate("ModelSwitcher", "Choose the model for this chat (Ctrl+L)"))
        self.menu = QMenu(self)
        self.menu.setAccessibleName(translate("ModelSwitcher", "Models"))
        self.menu.aboutToShow.connect(self.rebuild)
        self.button.setMenu(self.menu)
        self.badge = QLabel(self)
        self.badge.setAccessibleName(translate("ModelSwitcher", "Where the model runs"))
        self.badge.setWordWrap(False)
        self.badge.hide()
        self.eject_button = QToolButton(self)
        self.eject_button.setText(translate("ModelSwitcher", "Eject"))
        self.eject_button.setAutoRaise(True)
        self.eject_button.setAccessibleName(translate("ModelSwitcher", "Eject the model"))
        self.eject_button.setToolTip(translate("ModelSwitcher", "Unload the model and give its memory back"))
        self.eject_button.clicked.connect(self.eject)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 2, 8, 0)
        layout.setSpacing(8)
        layout.addWidget(self.button)
        layout.addWidget(self.badge)
        layout.addWidget(self.eject_button)  # beside the model's name: on a wide window, not a screen away
        layout.addStretch(1)
        m = controller.models
        m.loading.connect(lambda name: self._show(translate("ModelSwitcher", "Loading {0}…").format(name)))
        m.loaded.connect(self._on_loaded)
        m.failed.connect(lambda _message, _kept: self._show())
        m.crashed.connect(lambda _message: self._show())
        m.unloaded.connect(self._show)
        controller.conversation_opened.connect(self._on_conversation_opened)
        controller.model_suggested.connect(self._on_model_suggested)
        if remotes is not None:
            remotes.failed.connect(lambda text: show_error(self,
                                                           translate("ModelSwitcher", "Cannot add the server"), text))
            remotes.added.connect(self._on_server_added)
        self._show()

    def choices(self) -> list[ModelChoice]:
        """Every model the picker offers now: local first, then each server's."""
        remote = self.remotes.choices() if self.remotes is not None else []
        return self.local() + remote

    # ---- showing ---------------------------------------------------------------------------------

    def _show(self, loading: str = "") -> None:
        info: ModelInfo | None = self.controller.model
        text = loading or (info.name if info is not None else translate("ModelSwitcher", "No model loaded"))
        self.button.setText(text)
        self.button.setAccessibleDescription(text)
        self.eject_button.setEnabled(info is not None)
        remote = info is not None and bool(info.host)
        if remote and info is not None:
            self.badge.setText(translate("ModelSwitcher",
                                         "Runs on {0} — {1}").format(info.host, where_it_runs(info.host)))
            if on_this_computer(info.host):
                tip = translate("ModelSwitcher", "{0} is served by another program on this computer ({1}): what you "
                                                 "send goes to it, not to Hearth's engine.")
            else:
                tip = translate("ModelSwitcher", "{0} is not on this computer: what you send is processed on {1}.")
            self.badge.setToolTip(tip.format(info.name, info.host))
        self.badge.setVisible(remote)

    @Slot(object)
    def _on_loaded(self, info: ModelInfo) -> None:
        self._show()
        self._tell_refused_device(info)
        if info.name == self._suggested:  # the chat's own model is loaded: no offer needed
            self._pending = False
            self.dismiss(SUGGESTION)
        elif self._pending:
            self._pending = False
            self._offer(self._suggested)

    def _tell_refused_device(self, info: ModelInfo) -> None:
        """The device chosen for this model could not run it: say so, and why, rather than run elsewhere quietly."""
        chosen = self.controller.models.device_overrides.get(info.path, "")
        if info.host or not chosen or chosen in ("auto", info.device):
            self.dismiss(REFUSED)  # an earlier refusal is out of date
            return
        why = next((n.reason for n in (*info.failures, *info.not_used) if n.provider == chosen), "")
        text = translate("ModelSwitcher", "{0} cannot run {1} here{2}: it runs on the {3}.").format(
            short_name(chosen), info.name, f" ({why})" if why else "", short_name(info.device))
        self.notify(text, "warning", translate("ModelSwitcher", "Let Hearth choose"),
                    lambda: self.controller.models.set_device(Path(info.path), "auto"), chat=False, key=REFUSED)

    @Slot()
    def rebuild(self) -> None:
        """Fill the menu from the current choices (called each time it opens)."""
        self.menu.clear()
        current = self.controller.model.path if self.controller.model is not None else None
        choices = self.choices()
        local = [c for c in choices if not c.remote]
        remote = [c for c in choices if c.remote]
        self.menu.addSection(translate("ModelSwitcher", "On this computer"))
        for choice in local:
            self._add(choice, current)
        if not local:
            self.menu.addAction(translate("ModelSwitcher",
                                          "No models yet: get one in the Models window")).setEnabled(False)
        if remote or self.remotes is not None:
            self.menu.addSection(translate("ModelSwitcher", "Remote servers"))
        for choice in remote:
            self._add(choice, current)
        if self.remotes is not None:
            self.menu.addAction(translate("ModelSwitcher", "Add a remote server…"), self.add_server)
        info = self.controller.model
        if info is not None and not info.host:
            self._add_device_menu(info)
        self.menu.addSeparator()
        eject = self.menu.addAction(translate("ModelSwitcher", "Eject the model (free its memory)"), self.eject)
        eject.setEnabled(self.controller.model is not None)
        self.menu.addAction(translate("ModelSwitcher", "Manage models…"), self.manage_requested.emit)

    def _add(self, choice: ModelChoice, current: str | None) -> None:
        action = self.menu.addAction(line_text(choice))
        action.setCheckable(True)
        action.setChecked(str(choice.ref) == current)
        action.setEnabled(choice.available)
        action.setToolTip(choice.why_not or choice.hint or str(choice.ref))
        action.setData(str(choice.ref))
        action.triggered.connect(lambda _checked=False, c=choice: self.choose(c))

    def _add_device_menu(self, info: ModelInfo) -> None:
        """Where the loaded model runs and why, and a submenu to choose its device (remembered per model)."""
        self.menu.addSeparator()
        story = info.device_story(translate).splitlines()
        where = self.menu.addAction(story[0])
        where.setEnabled(False)
        where.setToolTip("\n".join(story))
        able = folder_badges(Path(info.path))  # what it can do beyond text: said here, where models are chosen
        sees, thinks = "sees images" in able, "thinks" in able
        if sees and thinks:
            can_text = translate("ModelSwitcher", "It sees images and thinks.")
        elif sees or thinks:
            can_text = (translate("ModelSwitcher", "It sees images.") if sees else
                        translate("ModelSwitcher", "It thinks."))
        else:
            can_text = translate("ModelSwitcher", "It answers in text: it does not think first nor see images.")
        can = self.menu.addAction(can_text)
        can.setEnabled(False)
        devices = self.menu.addMenu(translate("ModelSwitcher", "Run {0} on").format(info.name))
        devices.setToolTipsVisible(True)
        chosen = self.controller.models.device_overrides.get(info.path, "")
        rows = [("auto", translate("ModelSwitcher", "Automatic (Hearth chooses)"), "", True),
                (info.device, short_name(info.device), info.why, True)]
        rows += [(n.provider, f"{short_name(n.provider)} — {short_state(n.reason)}", n.reason, n.possible)
                 for n in info.not_used]
        failed = translate("ModelSwitcher", "failed")
        rows += [(f.provider, f"{short_name(f.provider)} — {failed}",
                  translate("ModelSwitcher", "Failed: {0}").format(f.reason), True) for f in info.failures]
        if info.device != "cpu" and all(row[0] != "cpu" for row in rows):
            rows.append(("cpu", "CPU", "", True))
        for state in self.detection.providers if self.detection is not None else ():
            if state.installable and state.name in FEATURES and can_install():
                feature = FEATURES[state.name]
                size = gb(approx_download(state.name))
                offer = self.menu.addAction(translate("ModelSwitcher",
                                                      "Enable {0} (about {1} download)…").format(feature.label, size))
                offer.setToolTip(state.reason)
                offer.triggered.connect(lambda _c=False, name=state.name: self.enable(name))
        for name, text, tip, possible in rows:
            action = devices.addAction(text)
            action.setCheckable(True)
            action.setChecked(name == (chosen or "auto"))
            action.setEnabled(possible or name == chosen)  # what cannot run here is not offered (unless chosen)
            action.setToolTip(tip)
            action.triggered.connect(lambda _c=False, d=name: self.controller.models.set_device(Path(info.path), d))

    def set_detection(self, detection: Detection | None) -> None:
        """What this machine offers (`app.accel.detect`): the menu offers to enable what a device here needs."""
        self.detection = detection

    def enable(self, feature: str) -> AccelDialog:
        """Open the dialog that downloads and installs an accelerator; once installed the model loads again."""
        dialog = AccelDialog(feature, self, on_installed=lambda: self.accel_installed(feature))
        dialog.show()
        return dialog

    def accel_installed(self, feature: str) -> None:
        """An accelerator was installed: no longer offered, and the model loads again in a new engine host,
        which activates and registers it (the window's detection was made before the install)."""
        if self.detection is not None:
            self.detection = replace(self.detection, providers=tuple(
                replace(s, installed=True, installable=False, reason="installed: the model loads again to use it")
                if s.name == feature else s for s in self.detection.providers))
        self.controller.models.reload()

    def open_menu(self) -> None:
        """Ctrl+L: open the list under the button."""
        self.button.showMenu()

    # ---- actions ---------------------------------------------------------------------------------

    def choose(self, choice: ModelChoice) -> None:
        """Load `choice` (asking first, once per server, before a remote one)."""
        info = self.controller.model
        if info is not None and info.path == str(choice.ref):
            return
        if choice.remote and not choice.consented:
            if self.remotes is None or not ask_consent(self, choice):
                return
            self.remotes.consent(choice.server_id)
        self.controller.load_model(choice.ref)

    @Slot()
    def eject(self) -> None:
        self.controller.eject_model()

    @Slot(int)
    def _on_conversation_opened(self, _conversation_id: int) -> None:
        self._suggested, self._pending = "", False

    @Slot(str)
    def _on_model_suggested(self, name: str) -> None:
        """A conversation answered by another model was opened: offer to load that one. With no model
        loaded yet (at start), the offer waits for the first load, and is dropped if that is the one."""
        self._suggested = name
        self._pending = self.controller.model is None
        if not self._pending:
            self._offer(name)

    def _offer(self, name: str) -> None:
        choice = find(self.choices(), name)
        model = self.controller.model
        now = translate("ModelSwitcher", " {0} is loaded now.").format(model.name) if model is not None else ""
        if choice is None:
            gone = translate("ModelSwitcher", "This chat was answered by {0}, which is no longer available.{1}")
            self.notify(gone.format(name, now), "info", key=SUGGESTION)
        elif choice.available:
            self.notify(translate("ModelSwitcher", "This chat was answered by {0}.{1}").format(choice.name, now),
                        "info", translate("ModelSwitcher", "Load {0}").format(choice.name),
                        lambda: self.choose(choice), key=SUGGESTION)

    @Slot(object)
    def _on_server_added(self, server: RemoteServer) -> None:
        n = len(server.models)
        added = translate("ModelSwitcher", "Added {0} ({1}): it offers %Ln model(s). Choose one in the model picker at "
                                           "the top (Ctrl+L).", None, n)
        self.notify(added.format(server.name, server.host), "info")

    @Slot()
    def add_server(self) -> None:
        answer = ask_server(self)
        if answer is not None and self.remotes is not None:
            self.remotes.add(*answer)
