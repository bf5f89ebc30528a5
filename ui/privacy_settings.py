"""Privacy & network: the Hugging Face access token, a mirror endpoint, and the offline switch.

Why the token is checked before it is stored: a mistyped or revoked token would otherwise surface
as a baffling "gated" error at the first download, minutes later. `check_token` asks the hub whose
token it is (on a worker thread: it is a network call), then `set_token` stores it in the OS
keyring, or for this session only where there is no keyring, and the person is told which. The
token never stays in the text field and is never written to a file or a log.

The page names the hub actually in use — the mirror setting, else `HF_ENDPOINT`, else
huggingface.co (`models.hub.resolve_endpoint`) — wherever it says where a request goes.

Offline mode is one switch (`Settings.offline`, applied with `app.system.offline.apply_offline_env`) that
turns off searching, downloading and the token check, so Hearth makes no connection at all.

The mirror and the switch are changed through the settings service (`app.qt.settings_service`), which
saves them and tells every part that follows them (`SettingsService.changed`).
"""

from __future__ import annotations

from urllib.parse import urlsplit

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from app.i18n import QT_TRANSLATE_NOOP
from app.qt.adapters.token import TokenKeeper, TokenRequest
from app.qt.i18n import translate
from app.qt.settings_service import SettingsService
from app.system import secrets
from app.system.offline import apply_offline_env, network_allowed
from models.hub.repo import endpoint_source, resolve_endpoint
from ui.dialogs import make_button
from ui.theme import error_colour, muted_colour

KEYRING_TEXT = QT_TRANSLATE_NOOP("PrivacySettings", "The token is kept in the OS keyring.")
SESSION_TEXT = QT_TRANSLATE_NOOP("PrivacySettings", "The token is kept for this session only: no keyring is available "
                                 "on this system, so Hearth will ask for it again next time. It is never written to a "
                                 "file.")
OFFLINE_TEXT = QT_TRANSLATE_NOOP("PrivacySettings", "Hearth never sends your conversations anywhere. Offline mode goes "
                                 "further: no searching, downloading or token checks, so Hearth makes no network "
                                 "connection at all. Installed models keep working.")


def validate_endpoint(text: str) -> str:
    """The endpoint to save ('' for the default hub); ValueError with a message for people."""
    text = text.strip().rstrip("/")
    if not text:
        return ""
    parts = urlsplit(text)
    if parts.scheme not in ("https", "http") or not parts.hostname or any(c.isspace() for c in text):
        raise ValueError(translate("PrivacySettings", "Enter the address of a Hugging Face mirror, like "
                                   "https://hf-mirror.com (with https://)."))
    if parts.query or parts.fragment or parts.username or parts.password:
        raise ValueError(translate("PrivacySettings", "Enter only the mirror's address, without a query, a fragment "
                                   "or a password in it."))
    return text


class PrivacySettings(QWidget):
    def __init__(self, service: SettingsService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.service = service
        self.settings = service.settings  # the shared object: read here, changed through the service
        self.keeper = TokenKeeper(self)
        self.keeper.saved.connect(self._on_saved)
        self.keeper.failed.connect(self._on_failed)
        self.keeper.status.connect(self._on_status)

        # Access token
        self.token_edit = QLineEdit(self)
        self.token_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.token_edit.setPlaceholderText(translate("PrivacySettings", "hf_…  (from huggingface.co/settings/tokens)"))
        self.token_edit.setAccessibleName(translate("PrivacySettings", "Hugging Face access token"))
        self.token_edit.returnPressed.connect(self.save_token)
        self.save_token_button = make_button(self, translate("PrivacySettings", "Check and save"),
                                             translate("PrivacySettings", "Check the access token and save it"),
                                             self.save_token)
        self.remove_token_button = make_button(self, translate("PrivacySettings", "Remove"),
                                               translate("PrivacySettings",
                                                         "Remove the saved access token"), self.remove_token)
        self.token_status = self._label(translate("PrivacySettings", "Access token status"))
        self.token_status.hide()
        token_box = QGroupBox(translate("PrivacySettings", "Hugging Face access token"), self)
        self.token_help = self._label(translate("PrivacySettings", "About the access token"))
        row = QHBoxLayout()
        row.addWidget(self.token_edit, 1)
        row.addWidget(self.save_token_button)
        row.addWidget(self.remove_token_button)
        token_layout = QVBoxLayout(token_box)
        token_layout.addWidget(self.token_help)
        token_layout.addLayout(row)
        token_layout.addWidget(self.token_status)

        # Endpoint
        self.endpoint_edit = QLineEdit(self.settings.hf_endpoint, self)
        self.endpoint_edit.setAccessibleName(translate("PrivacySettings", "Hugging Face mirror address"))
        self.endpoint_edit.returnPressed.connect(self.apply_endpoint)
        self.endpoint_button = make_button(self, translate("PrivacySettings", "Apply"),
                                           translate("PrivacySettings", "Use this mirror address"), self.apply_endpoint)
        self.endpoint_status = self._label(translate("PrivacySettings", "Mirror address status"))
        endpoint_box = QGroupBox(translate("PrivacySettings", "Mirror"), self)
        self.endpoint_help = self._label(translate("PrivacySettings", "About the mirror"))
        label = QLabel(translate("PrivacySettings", "Address"), endpoint_box)
        label.setBuddy(self.endpoint_edit)
        endpoint_row = QHBoxLayout()
        endpoint_row.addWidget(label)
        endpoint_row.addWidget(self.endpoint_edit, 1)
        endpoint_row.addWidget(self.endpoint_button)
        endpoint_layout = QVBoxLayout(endpoint_box)
        endpoint_layout.addWidget(self.endpoint_help)
        endpoint_layout.addLayout(endpoint_row)
        endpoint_layout.addWidget(self.endpoint_status)

        # Offline
        self.offline_check = QCheckBox(translate("PrivacySettings", "Offline mode: make no network connections"), self)
        self.offline_check.setAccessibleName(translate("PrivacySettings", "Offline mode"))
        self.offline_check.setChecked(self.settings.offline)
        self.offline_check.toggled.connect(self.set_offline)
        self.offline_help = self._label(translate("PrivacySettings", "Offline mode explanation"))
        self.offline_help.setText(translate("PrivacySettings", OFFLINE_TEXT))
        self.offline_status = self._label(translate("PrivacySettings", "Network status"))
        offline_box = QGroupBox(translate("PrivacySettings", "Network"), self)
        offline_layout = QVBoxLayout(offline_box)
        offline_layout.addWidget(self.offline_check)
        offline_layout.addWidget(self.offline_help)
        offline_layout.addWidget(self.offline_status)

        layout = QVBoxLayout(self)
        layout.addWidget(offline_box)
        layout.addWidget(token_box)
        layout.addWidget(endpoint_box)
        layout.addStretch(1)
        self._show_endpoint_status()
        self.refresh_network()
        self.keeper.read_status()

    def _label(self, name: str) -> QLabel:
        label = QLabel(self)
        label.setWordWrap(True)
        label.setAccessibleName(name)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    def _say(self, label: QLabel, text: str, *, error: bool = False) -> None:
        label.setText(text)
        label.setVisible(bool(text))
        label.setStyleSheet(f"color: {error_colour(self)};" if error else "")

    # ----- token ---------------------------------------------------------------------------------
    @Slot()
    def save_token(self) -> None:
        token = self.token_edit.text().strip()
        if not token:
            paste = translate("PrivacySettings", "Paste a token from huggingface.co/settings/tokens first.")
            self._say(self.token_status, paste, error=True)
            return
        allowed, reason = network_allowed(self.settings)
        if not allowed:
            cannot = translate("PrivacySettings", "The token cannot be checked with {0}: {1}.")
            self._say(self.token_status, cannot.format(self.hub_host(), reason), error=True)
            return
        self.save_token_button.setEnabled(False)
        self._say(self.token_status,
                  translate("PrivacySettings", "Checking the token with {0}…").format(self.hub_host()))
        self.keeper.save(TokenRequest(token, self.settings.hf_endpoint or None))

    @Slot(str, str)
    def _on_saved(self, user: str, storage: str) -> None:
        self.token_edit.clear()  # the token never lingers in the window
        self.save_token_button.setEnabled(network_allowed(self.settings)[0])
        self.remove_token_button.setEnabled(True)
        where = translate("PrivacySettings", KEYRING_TEXT if storage == "keyring" else SESSION_TEXT)
        self._say(self.token_status, translate("PrivacySettings", "Signed in as {0}. {1}").format(user, where))

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self.save_token_button.setEnabled(network_allowed(self.settings)[0])
        self._say(self.token_status, message, error=True)

    @Slot(bool)
    def _on_status(self, stored: bool) -> None:
        self.remove_token_button.setEnabled(stored)
        if stored and not self.token_status.text():
            self._say(self.token_status,
                      translate("PrivacySettings", "A token is saved. Paste a new one to replace it."))

    @Slot()
    def remove_token(self) -> None:
        secrets.clear_token()
        self.token_edit.clear()
        self.remove_token_button.setEnabled(False)
        self._say(self.token_status,
                  translate("PrivacySettings", "The access token was removed. Gated and private models need it again."))

    # ----- endpoint ------------------------------------------------------------------------------
    @Slot()
    def apply_endpoint(self) -> None:
        try:
            endpoint = validate_endpoint(self.endpoint_edit.text())
        except ValueError as exc:
            self._say(self.endpoint_status, str(exc), error=True)
            return
        self.endpoint_edit.setText(endpoint)
        self.service.update(hf_endpoint=endpoint)
        self._show_endpoint_status()

    def hub_in_use(self) -> str:
        """The address searches, downloads and token checks go to now."""
        return resolve_endpoint(self.settings.hf_endpoint or None)

    def hub_host(self) -> str:
        return urlsplit(self.hub_in_use()).netloc or self.hub_in_use()

    def _show_endpoint_status(self) -> None:
        endpoint = self.hub_in_use()
        source = endpoint_source(self.settings.hf_endpoint or None)
        without = resolve_endpoint(None)  # what an empty field means
        from_env = (translate("PrivacySettings", " (the HF_ENDPOINT environment variable)")
                    if endpoint_source(None) == "HF_ENDPOINT" else "")
        self.endpoint_edit.setPlaceholderText(without + (from_env or translate("PrivacySettings", " (the default)")))
        self.endpoint_help.setText(translate("PrivacySettings",
                                             "Where searches, downloads and token checks go. Leave it empty for "
                                             "{0}{1}; enter a mirror or a proxy of the hub where that is slow or "
                                             "blocked.").format(without, from_env))
        self.token_help.setText(translate("PrivacySettings",
                                          "Needed only for gated models (accept their licence on huggingface.co first) "
                                          "and private ones. A read-only token is enough. Hearth checks it with {0} "
                                          "before saving it.").format(self.hub_host()))
        if source == "setting":
            text = translate("PrivacySettings", "Searches and downloads go to {0} (the mirror address above).")
        elif source == "HF_ENDPOINT":
            text = translate("PrivacySettings", "Searches and downloads go to {0}, set by the HF_ENDPOINT environment "
                             "variable; a mirror address here takes its place.")
        else:
            text = translate("PrivacySettings", "Searches and downloads go to {0}.")
        text = text.format(endpoint)
        if endpoint.startswith("http://"):
            text += translate("PrivacySettings", " It is not encrypted (http): anyone on the way can see which models "
                              "you fetch. Downloads are still checked against their checksums.")
        self._say(self.endpoint_status, text)
        self.endpoint_status.setStyleSheet(f"color: {muted_colour(self)};")

    # ----- offline -------------------------------------------------------------------------------
    @Slot(bool)
    def set_offline(self, offline: bool) -> None:
        if offline == self.settings.offline:
            return
        self.service.update(offline=offline)
        apply_offline_env(self.settings)
        self.refresh_network()

    def refresh_network(self) -> None:
        """Say whether Hearth may connect now (also after the settings changed elsewhere)."""
        allowed, reason = network_allowed(self.settings)
        if allowed:
            text = translate("PrivacySettings", "Online: Hearth connects only when you search, download or check a "
                             "token.")
        elif self.settings.offline:
            text = translate("PrivacySettings", "Offline: searching, downloading and token checks are off.")
        else:
            text = translate("PrivacySettings", "Offline whatever this switch says: {0}. Unset it and restart Hearth "
                             "to search or download.").format(reason)
        self._say(self.offline_status, text)
        self.save_token_button.setEnabled(allowed)
        self.save_token_button.setToolTip(translate("PrivacySettings", "Check the access token and save it") if allowed
                                           else translate("PrivacySettings", "Not available: {0}.").format(reason))

    def shutdown(self) -> None:
        """Wait for a token check in flight, then stop the worker thread; call before the app quits."""
        self.keeper.shutdown()
