"""Preferences (Ctrl+,): what holds for every chat, as opposed to the panel of the open chat.

Pages: General (open the last conversation at start, titles written by the model), Appearance
(theme, text size), New chats (the preset, system prompt and longest reply a new chat starts with),
Models (the folder), Privacy & network (the access token, the mirror and offline mode: the one place
for them, `ui.privacy_settings`; the Models window links here). Close closes it.

Every control applies at once through the `SettingsService` (no OK button to forget), and shows what
the service holds whenever it changes, whoever changed it. A value that can't be used is said under
its field and not applied; a save that fails is said at the bottom of the dialog (and in the window).

No signals: everything goes through the service.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Slot
from PySide6.QtGui import QHideEvent, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.chat.generation import PresetStore
from app.i18n import LANGUAGES, QT_TRANSLATE_NOOP
from app.qt.i18n import translate
from app.qt.settings_service import SettingsService
from app.settings import TEXT_SIZES, Settings
from ui import file_dialogs
from ui.privacy_settings import PrivacySettings
from ui.theme import DARK, LIGHT
from ui.voice_settings import VoiceSettings

THEMES = (("system", QT_TRANSLATE_NOOP("Preferences", "Follow the system")),
          ("light", QT_TRANSLATE_NOOP("Preferences", "Light")), ("dark", QT_TRANSLATE_NOOP("Preferences", "Dark")))
SPECULATIVE = (("auto", QT_TRANSLATE_NOOP("Preferences", "Auto")), ("on", QT_TRANSLATE_NOOP("Preferences", "On")),
               ("off", QT_TRANSLATE_NOOP("Preferences", "Off")))
PROMPT_DEBOUNCE_MS = 500
SYSTEM_SIZE = TEXT_SIZES[0] - 1  # the spin box's lowest step, shown as "System size"


def ask_folder(parent: QWidget, current: Path) -> Path | None:
    """Ask for the models folder (module-level so tests can replace it); None if cancelled."""
    chosen = file_dialogs.existing_directory(parent, translate("Preferences", "Choose the models folder"),
                                             str(current))
    return Path(chosen) if chosen else None


def _page(tabs: QTabWidget, title: str) -> QFormLayout:
    """A page that scrolls when the dialog is small, with a form to fill."""
    inner = QWidget()
    form = QFormLayout(inner)
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
    scroll = QScrollArea(tabs)
    scroll.setWidgetResizable(True)
    scroll.setWidget(inner)
    tabs.addTab(scroll, title)
    return form


def _note(text: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    label.setWordWrap(True)
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    return label


class Preferences(QDialog):
    """The preferences of this Hearth (see the module doc)."""

    def __init__(self, service: SettingsService, presets: PresetStore, *, models_dir: Callable[[], Path],
                 change_models_dir: Callable[[Path], str | None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Preferences", "Preferences"))
        self.setAccessibleName(translate("Preferences", "Preferences"))
        self.setModal(False)
        self.resize(600, 480)
        self._service = service
        self._presets = presets
        self._models_dir = models_dir
        self._change_models_dir = change_models_dir
        self.tabs = QTabWidget(self)
        self.tabs.setAccessibleName(translate("Preferences", "Preferences sections"))
        self.tabs.tabBar().setAccessibleName(translate("Preferences", "Preferences sections"))

        self._general_page()

        look = _page(self.tabs, translate("Preferences", "&Appearance"))
        self.theme_combo = QComboBox(self)
        self.theme_combo.setAccessibleName(translate("Preferences", "Theme"))
        for key, text in THEMES:
            self.theme_combo.addItem(translate("Preferences", text), key)
        self.theme_combo.activated.connect(lambda row: self._apply(theme=self.theme_combo.itemData(row)))
        self.size_spin = QSpinBox(self)
        self.size_spin.setAccessibleName(translate("Preferences", "Text size"))
        self.size_spin.setRange(SYSTEM_SIZE, TEXT_SIZES[-1])
        self.size_spin.setSpecialValueText(translate("Preferences", "System size"))
        self.size_spin.setSuffix(translate("Preferences", " pt"))
        self.size_spin.valueChanged.connect(
            lambda value: self._apply(text_size=0 if value == SYSTEM_SIZE else value))
        look.addRow(translate("Preferences", "Theme"), self.theme_combo)
        look.addRow(translate("Preferences", "Text size"), self.size_spin)
        look.addRow(_note(translate("Preferences",
                                    "The text size applies to the conversation and the message box."), self))

        new = _page(self.tabs, translate("Preferences", "&New chats"))
        self.preset_combo = QComboBox(self)
        self.preset_combo.setAccessibleName(translate("Preferences", "Preset for new chats"))
        self.preset_combo.addItems(presets.names())
        self.preset_combo.activated.connect(lambda row: self._apply(default_preset=self.preset_combo.itemText(row)))
        self.max_tokens_edit = QLineEdit(self)
        self.max_tokens_edit.setAccessibleName(translate("Preferences", "Max new tokens for new chats"))
        self.max_tokens_edit.editingFinished.connect(self._apply_max_tokens)
        self.max_tokens_hint = self._hint(translate("Preferences", "Max new tokens problem"))
        self.prompt_edit = QPlainTextEdit(self)
        self.prompt_edit.setAccessibleName(translate("Preferences", "System prompt for new chats"))
        self.prompt_edit.setPlaceholderText(translate("Preferences",
                                                      "For example: You are a concise assistant. Answer in English."))
        self.prompt_edit.setTabChangesFocus(True)
        self.prompt_edit.setMinimumHeight(80)
        self._prompt_timer = QTimer(self, singleShot=True, interval=PROMPT_DEBOUNCE_MS)
        self._prompt_timer.timeout.connect(self._apply_prompt)
        self.prompt_edit.textChanged.connect(self._prompt_timer.start)
        new.addRow(_note(translate("Preferences",
                                   "A new chat starts with these values; the settings panel of a chat changes that "
                                   "chat only, and says where it differs from them."), self))
        new.addRow(translate("Preferences", "Preset"), self.preset_combo)
        new.addRow(translate("Preferences", "Max new tokens"), self.max_tokens_edit)
        new.addRow("", self.max_tokens_hint)
        new.addRow(translate("Preferences", "System prompt"), self.prompt_edit)

        models = _page(self.tabs, translate("Preferences", "&Models"))
        self.folder_label = QLabel(self)
        self.folder_label.setWordWrap(True)
        self.folder_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.folder_label.setAccessibleName(translate("Preferences", "Models folder"))
        self.folder_button = QPushButton(translate("Preferences", "Change…"), self)
        self.folder_button.setAccessibleName(translate("Preferences", "Change the models folder"))
        self.folder_button.clicked.connect(self._choose_folder)
        self.folder_hint = self._hint(translate("Preferences", "Models folder problem"))
        row = QHBoxLayout()
        row.addWidget(self.folder_label, 1)
        row.addWidget(self.folder_button)
        models.addRow(translate("Preferences", "Folder"), row)
        models.addRow("", self.folder_hint)
        models.addRow(_note(translate("Preferences", "Models in the previous folder stay where they are."), self))
        self.voice = VoiceSettings(service, self)
        voice_scroll = QScrollArea(self.tabs)
        voice_scroll.setWidgetResizable(True)
        voice_scroll.setWidget(self.voice)
        self.tabs.addTab(voice_scroll, QCoreApplication.translate("Voice", "&Voice"))

        # Privacy & network, in one place: the access token, the mirror and offline mode (the Models window
        # links here); the panel changes them through the service.
        self.privacy = PrivacySettings(service, self)
        scroll = QScrollArea(self.tabs)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.privacy)
        self.privacy_page = self.tabs.addTab(scroll, translate("Preferences", "&Privacy && network"))
        self.offline_check, self.endpoint_edit = self.privacy.offline_check, self.privacy.endpoint_edit

        self.save_problem = self._hint(translate("Preferences", "Settings not saved"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)  # every change is applied already: Close only closes
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.save_problem)
        layout.addWidget(buttons)
        service.changed.connect(self._on_changed)
        service.save_failed.connect(lambda text: self._say(self.save_problem, text))
        self.show_settings(service.settings)

    def _general_page(self) -> None:
        general = _page(self.tabs, translate("Preferences", "&General"))
        self.reopen_check = QCheckBox(translate("Preferences", "Open the last conversation when Hearth starts"), self)
        self.reopen_check.toggled.connect(lambda on: self._apply(reopen_last=on))
        self.titles_check = QCheckBox(translate("Preferences",
                                                "Let the model name new conversations (after the first reply, when "
                                                "idle)"), self)
        self.titles_check.toggled.connect(lambda on: self._apply(auto_titles=on))
        general.addRow(self.reopen_check)
        general.addRow(self.titles_check)
        self.language_combo = QComboBox(self)
        self.language_combo.setAccessibleName(translate("Preferences", "Language"))
        self.language_combo.addItem(translate("Preferences", "Follow the system"), "")
        for code, name in LANGUAGES.items():
            self.language_combo.addItem(name, code)  # each language in its own words: findable in any of them
        self.language_combo.activated.connect(lambda row: self._apply(language=self.language_combo.itemData(row)))
        general.addRow(translate("Preferences", "Language"), self.language_combo)
        general.addRow(_note(translate("Preferences", "Hearth speaks the new language after a restart."), self))
        self.speculative_combo = self._speculative_rows(general)

    def _speculative_rows(self, page: QFormLayout) -> QComboBox:
        combo = QComboBox(self)
        combo.setAccessibleName(translate("Preferences", "Speculative decoding"))
        for key, text in SPECULATIVE:
            combo.addItem(translate("Preferences", text), key)
        combo.activated.connect(lambda row: self._apply(speculative=combo.itemData(row)))
        page.addRow(translate("Preferences", "Speculative decoding"), combo)
        page.addRow(_note(translate("Preferences",
                                    "Greedy replies (temperature 0, the Precise preset) that repeat the conversation — "
                                    "quotes, a rewritten passage, edited code — come faster: words that followed the "
                                    "same words earlier are checked several at once. Auto stops when the guesses do "
                                    "not pay off."), self))
        return combo

    # ---- showing what the service holds ----------------------------------------------------------

    def show_settings(self, s: Settings) -> None:
        """Show `s` in every control, without applying anything back."""
        controls: list[QWidget] = [self.reopen_check, self.titles_check, self.theme_combo, self.size_spin,
                                   self.preset_combo, self.offline_check,  # the privacy panel's check too
                                   self.speculative_combo, self.language_combo]
        blocked = [c.blockSignals(True) for c in controls]
        try:
            names = self._presets.names()  # presets saved in a chat's panel since the dialog was made
            if [self.preset_combo.itemText(i) for i in range(self.preset_combo.count())] != names:
                self.preset_combo.clear()
                self.preset_combo.addItems(names)
            self.reopen_check.setChecked(s.reopen_last)
            self.titles_check.setChecked(s.auto_titles)
            self.speculative_combo.setCurrentIndex(max(0, self.speculative_combo.findData(s.speculative)))
            self.theme_combo.setCurrentIndex(max(0, self.theme_combo.findData(s.theme)))
            self.language_combo.setCurrentIndex(max(0, self.language_combo.findData(s.language)))
            self.size_spin.setValue(s.text_size or SYSTEM_SIZE)
            self.preset_combo.setCurrentIndex(self.preset_combo.findText(s.default_preset))
            self.offline_check.setChecked(s.offline)
        finally:
            for control, was in zip(controls, blocked, strict=True):
                control.blockSignals(was)
        if not self.max_tokens_edit.hasFocus():
            self.max_tokens_edit.setText(str(s.default_max_tokens))
        if self.prompt_edit.toPlainText() != s.default_system_prompt and not self._prompt_timer.isActive():
            blocked_prompt = self.prompt_edit.blockSignals(True)
            self.prompt_edit.setPlainText(s.default_system_prompt)
            self.prompt_edit.blockSignals(blocked_prompt)
        if not self.endpoint_edit.hasFocus():
            self.endpoint_edit.setText(s.hf_endpoint)
        self.privacy.refresh_network()
        self.voice.show_settings(s)
        self.folder_label.setText(str(self._models_dir()))

    @Slot(object, object)
    def _on_changed(self, settings: Settings, _names: frozenset[str]) -> None:
        self.show_settings(settings)

    # ---- applying --------------------------------------------------------------------------------

    def _apply(self, **changes: object) -> bool:
        """Hand the change to the service; False (said under the field by the caller) if refused."""
        try:
            self._service.update(**changes)
        except ValueError:
            return False
        return True

    def _apply_max_tokens(self) -> None:
        text = self.max_tokens_edit.text().strip()
        value = int(text) if text.isdigit() else -1
        if value == self._service.settings.default_max_tokens:
            self._say(self.max_tokens_hint, "")
            return
        try:
            self._service.update(default_max_tokens=value)
        except ValueError as exc:
            whole = translate("Preferences", "Enter a whole number, for example 512.")
            self._say(self.max_tokens_hint, str(exc) if text.isdigit() else whole)
        else:
            self._say(self.max_tokens_hint, "")

    def _apply_prompt(self) -> None:
        self._apply(default_system_prompt=self.prompt_edit.toPlainText())

    def _choose_folder(self) -> None:
        folder = ask_folder(self, self._models_dir())
        if folder is None or folder == self._models_dir():
            return
        problem = self._change_models_dir(folder)
        self._say(self.folder_hint, problem or "")
        self.folder_label.setText(str(self._models_dir()))

    # ---- hints -----------------------------------------------------------------------------------

    def _hint(self, name: str) -> QLabel:
        label = QLabel(self)
        label.setWordWrap(True)
        label.setAccessibleName(name)
        dark = self.palette().color(QPalette.ColorRole.Window).lightness() < 128
        label.setStyleSheet(f"color: {(DARK if dark else LIGHT).error};")
        label.hide()
        return label

    @staticmethod
    def _say(label: QLabel, text: str) -> None:
        label.setText(text)
        label.setVisible(bool(text))

    def flush(self) -> None:
        """Apply a system prompt still being typed (the dialog closes, or Hearth quits)."""
        if self._prompt_timer.isActive():
            self._prompt_timer.stop()
            self._apply_prompt()

    def showEvent(self, event: QShowEvent) -> None:
        self.show_settings(self._service.settings)
        # every tab's name in view (German's are long: no scroll arrows hiding "Stimme")
        self.setMinimumWidth(self.tabs.tabBar().sizeHint().width() + 2 * self.tabs.x() + 8)
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        self.flush()
        super().hideEvent(event)

    def show_privacy(self) -> None:
        self.tabs.setCurrentIndex(self.privacy_page)

    def shutdown(self) -> None:
        """Stop the token check's and the microphone list's worker threads (on quit)."""
        self.privacy.shutdown()
        self.voice.shutdown()
