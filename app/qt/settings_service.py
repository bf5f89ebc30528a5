"""One owner for the settings: every change goes through `SettingsService.update`.

Why: widgets used to change the shared `Settings` object and save the file themselves, so the rest
of the application heard of a change only if someone remembered to call it, and a failed save became
a log line or a traceback. Now a change is checked value by value (`app.settings.problem`), applied,
saved atomically (`save_settings`: a temp file and a rename), and announced with `changed`; the
window, the theme, the controller and the Models window subscribe.

A save that fails (a read-only or full disk) keeps the change for this session and says so with
`save_failed`, in the SettingsError's words (where, why, what to do); the window shows it as a notice.

Validation stays the hand-written table in `app.settings` rather than a library such as pydantic:
loading must reset only the fields that are bad and keep the rest (a model class rejects the whole
object, or needs a wrapper per field to do this), the checks are a few lines each, and pydantic is
not a dependency of Hearth.

No other part writes the file: the privacy panel (Preferences) and the models folder change go
through `update` too (a test reads every `save_settings` call site).

`SettingsService` signals:
    changed(object Settings, object frozenset[str]): the settings (the one shared object) and the
        names of the fields that changed.
    save_failed(str): the settings could not be saved; the sentence is for people.
"""

from __future__ import annotations

import copy
import logging
from dataclasses import fields
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.settings import Settings, SettingsError, problem, save_settings

log = logging.getLogger("hearth.settings")
NAMES = frozenset(f.name for f in fields(Settings))


class SettingsService(QObject):
    """The settings of this Hearth (see the module doc for the signals)."""

    changed = Signal(object, object)
    save_failed = Signal(str)

    def __init__(self, path: Path, settings: Settings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self._settings = settings if settings is not None else Settings()

    @property
    def settings(self) -> Settings:
        """The current settings: read them; change them only with `update`."""
        return self._settings

    def update(self, **changes: Any) -> bool:
        """Check every value, apply them together, save, then emit `changed` with the names that changed.

        ValueError (its text is for people) when a value can't be used: then nothing changes. Returns
        False when the save failed (`save_failed` said why; the change lasts until Hearth closes),
        True otherwise (also when nothing changed).
        """
        problems = [reason for name, value in changes.items() if (reason := problem(name, value)) is not None]
        if problems:
            raise ValueError(" ".join(problems))
        names = frozenset(name for name, value in changes.items() if getattr(self._settings, name) != value)
        if not names:
            return True
        for name in names:
            setattr(self._settings, name, copy.deepcopy(changes[name]))
        saved = self.save()
        self.changed.emit(self._settings, names)
        return saved

    def save(self) -> bool:
        """Write the settings as they are now; False (and `save_failed`) when the disk refuses."""
        try:
            save_settings(self.path, self._settings)
        except SettingsError as exc:
            log.warning("settings not saved: %s", exc)
            self.save_failed.emit(str(exc))
            return False
        return True
