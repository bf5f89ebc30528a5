"""The main window's secondary windows: About, the keyboard shortcuts and Preferences.

Why together: each is made on first use, then only shown and brought forward (a second Ctrl+, does
not stack a second Preferences), and what they need (the installed models' licences, the settings
service, the Models window's folder) is gathered here rather than in the window.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QWidget

from app.chat.generation import PresetStore
from app.qt.i18n import translate
from app.qt.settings_service import SettingsService
from ui.about_dialog import AboutDialog, installed_model_notices
from ui.help_overlay import ShortcutHelp
from ui.models.models_access import ModelsAccess
from ui.preferences import Preferences
from ui.window_actions import help_rows


def _bring_forward(widget: QWidget) -> None:
    widget.show()
    widget.raise_()
    widget.activateWindow()


class WindowDialogs:
    """Opens (or brings forward) the window's About, shortcut help and Preferences."""

    def __init__(self, window: QWidget, presets: PresetStore, models: ModelsAccess | None,
                 settings: SettingsService | None) -> None:
        self._window = window
        self._presets = presets
        self._models = models
        self._settings = settings
        self.about: AboutDialog | None = None
        self.help: ShortcutHelp | None = None
        self.preferences: Preferences | None = None

    def show_about(self) -> None:
        """The About box, with the licence of every installed model (read when it opens: they change)."""
        if self.about is not None:
            _bring_forward(self.about)
            return
        notices = installed_model_notices(self._models.models_dir) if self._models is not None else []
        self.about = AboutDialog(self._window, models=notices)
        self.about.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.about.destroyed.connect(self._forget_about)
        self.about.open()

    @Slot()
    def _forget_about(self) -> None:
        self.about = None

    def show_help(self) -> None:
        if self.help is None:
            self.help = ShortcutHelp(help_rows(), self._window)
        self.help.show()
        self.help.raise_()

    def show_preferences(self) -> Preferences | None:
        """Preferences (None where this window has no settings service: a bare window in a test)."""
        if self._settings is None:
            return None
        if self.preferences is None:
            self.preferences = Preferences(self._settings, self._presets, models_dir=self._models_dir,
                                           change_models_dir=self._change_models_dir, parent=self._window)
        _bring_forward(self.preferences)
        return self.preferences

    def _models_dir(self) -> Path:
        if self._models is not None:
            return self._models.models_dir
        assert self._settings is not None
        return Path(self._settings.settings.models_dir or ".")

    def _change_models_dir(self, folder: Path) -> str | None:
        if self._models is None:
            return translate("WindowDialogs", "The models folder can be changed only where Hearth manages models.")
        return self._models.change_models_dir(folder)

    def show_privacy(self) -> None:
        """Preferences on its Privacy & network page (the Models window's link opens it)."""
        preferences = self.show_preferences()
        if preferences is not None:
            preferences.show_privacy()

    def shutdown(self) -> None:
        """Stop what the dialogs run on other threads (the token check); on quit."""
        if self.preferences is not None:
            self.preferences.shutdown()


