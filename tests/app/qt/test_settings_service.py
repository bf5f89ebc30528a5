"""The settings service: every change checked, saved atomically and announced; a failed save said."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.qt.settings_service import SettingsService
from app.settings import Settings, load_settings


def test_update_saves_and_names_what_changed(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "data" / "settings.json"
    service = SettingsService(path, Settings())
    with qtbot.waitSignal(service.changed) as blocker:
        assert service.update(theme="dark", text_size=14, offline=False)
    assert blocker.args == [service.settings, frozenset({"theme", "text_size"})]  # offline was already off
    assert load_settings(path).settings == Settings(theme="dark", text_size=14)
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]  # no temp file left behind
    with qtbot.assertNotEmitted(service.changed):
        assert service.update(theme="dark")


def test_an_invalid_value_changes_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    service = SettingsService(path, Settings())
    with qtbot.assertNotEmitted(service.changed), pytest.raises(ValueError) as raised:
        service.update(theme="dark", text_size=400)
    assert "text size is between 8 and 32" in str(raised.value)
    assert service.settings.theme == "system" and not path.exists()
    with pytest.raises(ValueError, match="no setting called 'colour'"):
        service.update(colour="red")
    for bad in ({"default_max_tokens": 0}, {"theme": "blue"}, {"reopen_last": "yes"}, {"default_preset": " "}):
        with pytest.raises(ValueError):
            service.update(**bad)


def test_a_failed_save_keeps_the_change_and_says_where_and_why(qtbot: QtBot, tmp_path: Path) -> None:
    blocker_file = tmp_path / "not-a-folder"
    blocker_file.write_text("")
    service = SettingsService(blocker_file / "settings.json", Settings())
    with qtbot.waitSignal(service.save_failed) as failed, qtbot.waitSignal(service.changed):
        assert not service.update(offline=True)
    message = failed.args[0] if failed.args else ""
    assert message.startswith(f"Hearth could not save its settings to {blocker_file / 'settings.json'}")
    assert "lasts only until Hearth closes" in message and "Traceback" not in message
    assert service.settings.offline  # for this session


def test_only_the_service_writes_the_settings_file() -> None:
    """Widgets change settings through `SettingsService.update`, never by saving the file themselves."""
    root = Path(__file__).resolve().parents[3]
    writers = sorted(str(f.relative_to(root)) for folder in ("app", "ui") for f in (root / folder).rglob("*.py")
                     if "save_settings(" in f.read_text(encoding="utf-8"))
    assert writers == ["app/qt/settings_service.py", "app/settings.py"]


def test_new_fields_load_leniently(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"theme": "purple", "text_size": 12, "default_max_tokens": -3,
                                "reopen_last": False, "last_conversation": 7}))
    result = load_settings(path)
    assert result.settings == Settings(text_size=12, reopen_last=False, last_conversation=7)
    assert len(result.problems) == 2
