"""Privacy & network: the token is checked against the fake hub's whoami before it is stored (in a
memory keyring, or for the session with the fail backend, and the person is told which); the mirror
address is validated; the offline switch is saved and applied to the environment."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import keyring.backends.fail
import pytest
from huggingface_hub import constants
from pytestqt.qtbot import QtBot

import app.system.secrets as secrets
from app.qt.settings_service import SettingsService
from app.settings import Settings, load_settings
from app.system.paths import resolve_paths
from tests.app.system.test_secrets import TOKEN, MemoryKeyring
from tests.models.fakehub import FakeHub
from tests.ui.widget_shots import SHOTS_DIR, app_theme
from ui.privacy_settings import KEYRING_TEXT, SESSION_TEXT, PrivacySettings, validate_endpoint
from ui.theme import LIGHT


@pytest.fixture
def hub() -> Iterator[FakeHub]:
    with FakeHub() as server:
        server.add_token(TOKEN, "alice")
        yield server


@pytest.fixture(autouse=True)
def clean_offline_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """The offline switch writes the environment and huggingface_hub's flag: put both back after."""
    for name in ("HF_HUB_OFFLINE", "HEARTH_OFFLINE"):
        monkeypatch.setenv(name, "0")
        monkeypatch.delenv(name)
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", False)


def make(qtbot: QtBot, settings: Settings) -> PrivacySettings:
    widget = PrivacySettings(SettingsService(resolve_paths().settings_file, settings))
    qtbot.addWidget(widget)
    widget.show()
    return widget


@pytest.fixture
def memory(monkeypatch: pytest.MonkeyPatch) -> MemoryKeyring:
    backend = MemoryKeyring()
    monkeypatch.setattr(secrets, "_vault", secrets.TokenVault(backend))
    return backend


def test_token_is_checked_then_kept_in_the_keyring(qtbot: QtBot, hub: FakeHub, memory: MemoryKeyring) -> None:
    panel = make(qtbot, Settings(hf_endpoint=hub.endpoint))
    try:
        panel.token_edit.setText("hf_wrong")
        panel.save_token_button.click()
        qtbot.waitUntil(lambda: "did not accept this access token" in panel.token_status.text(), timeout=10_000)
        assert memory.store == {} and panel.save_token_button.isEnabled()

        panel.token_edit.setText(f"  {TOKEN} ")
        panel.save_token_button.click()
        qtbot.waitUntil(lambda: "Signed in as alice" in panel.token_status.text(), timeout=10_000)
        assert KEYRING_TEXT in panel.token_status.text()
        assert memory.store == {("Hearth", "huggingface"): TOKEN}
        assert panel.token_edit.text() == "" and panel.remove_token_button.isEnabled()
        assert hub.served("/api/whoami-v2", method="API")[-1].authorization == f"Bearer {TOKEN}"
        home = Path(os.environ["HEARTH_HOME"])
        assert not [p for p in home.rglob("*") if p.is_file() and TOKEN.encode() in p.read_bytes()]  # no file has it

        panel.remove_token_button.click()
        assert memory.store == {} and "removed" in panel.token_status.text()
    finally:
        panel.shutdown()


def test_without_a_keyring_the_token_lasts_for_the_session(qtbot: QtBot, hub: FakeHub,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(secrets, "_vault", secrets.TokenVault(keyring.backends.fail.Keyring()))
    panel = make(qtbot, Settings(hf_endpoint=hub.endpoint))
    try:
        panel.token_edit.setText(TOKEN)
        qtbot.keyClick(panel.token_edit, "\r")
        qtbot.waitUntil(lambda: "Signed in as alice" in panel.token_status.text(), timeout=10_000)
        assert SESSION_TEXT in panel.token_status.text() and "session only" in panel.token_status.text()
        assert secrets.get_token() == TOKEN
    finally:
        panel.shutdown()


def test_offline_switch_is_saved_and_applied(qtbot: QtBot, hub: FakeHub, memory: MemoryKeyring) -> None:
    settings = Settings(hf_endpoint=hub.endpoint)
    panel = make(qtbot, settings)
    try:
        assert "Offline mode" in panel.offline_check.text() and "no network connection" in panel.offline_help.text()
        with qtbot.waitSignal(panel.service.changed):
            panel.offline_check.click()
        assert settings.offline and load_settings(resolve_paths().settings_file).settings.offline
        assert os.environ.get("HF_HUB_OFFLINE") == "1" and constants.HF_HUB_OFFLINE
        assert not panel.save_token_button.isEnabled() and "offline mode is on" in panel.save_token_button.toolTip()
        panel.token_edit.setText(TOKEN)
        panel.save_token()
        assert "cannot be checked" in panel.token_status.text() and hub.served("/api/whoami-v2", method="API") == []
        panel.offline_check.click()
        assert not load_settings(resolve_paths().settings_file).settings.offline
        assert "HF_HUB_OFFLINE" not in os.environ and panel.save_token_button.isEnabled()
    finally:
        panel.shutdown()


def test_mirror_address_is_validated_and_saved(qtbot: QtBot, memory: MemoryKeyring) -> None:
    settings = Settings()
    panel = make(qtbot, settings)
    try:
        panel.endpoint_edit.setText("hf-mirror.com")
        panel.endpoint_button.click()
        assert "with https://" in panel.endpoint_status.text() and settings.hf_endpoint == ""
        panel.endpoint_edit.setText("https://hf-mirror.com/")
        with qtbot.waitSignal(panel.service.changed):
            panel.endpoint_button.click()
        assert settings.hf_endpoint == "https://hf-mirror.com" == panel.endpoint_edit.text()
        assert load_settings(resolve_paths().settings_file).settings.hf_endpoint == "https://hf-mirror.com"
        assert "go to https://hf-mirror.com" in panel.endpoint_status.text()
    finally:
        panel.shutdown()


@pytest.mark.parametrize("text", ["ftp://mirror", "https://", "https://user:pw@mirror.example", "http://a b",
                                  "https://mirror.example/?x=1"])
def test_bad_mirror_addresses(text: str) -> None:
    with pytest.raises(ValueError):
        validate_endpoint(text)


def test_good_mirror_addresses() -> None:
    assert validate_endpoint("") == ""
    assert validate_endpoint(" http://127.0.0.1:8080/ ") == "http://127.0.0.1:8080"
    assert validate_endpoint("https://hf-mirror.com/sub") == "https://hf-mirror.com/sub"


def test_the_page_names_the_hub_in_use(qtbot: QtBot, hub: FakeHub, memory: MemoryKeyring,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """HF_ENDPOINT, not huggingface.co, when it is set and no mirror is; the mirror when one is."""
    monkeypatch.setenv("HF_ENDPOINT", hub.endpoint)
    settings = Settings()
    panel = make(qtbot, settings)
    try:
        status = panel.endpoint_status.text()
        assert f"go to {hub.endpoint}" in status and "HF_ENDPOINT" in status and "huggingface.co" not in status
        assert panel.endpoint_edit.placeholderText().startswith(hub.endpoint)
        host = hub.endpoint.split("://", 1)[1]
        assert f"checks it with {host}" in panel.token_help.text()
        panel.token_edit.setText(TOKEN)
        panel.save_token_button.click()
        assert f"Checking the token with {host}" in panel.token_status.text()
        qtbot.waitUntil(lambda: "Signed in as alice" in panel.token_status.text(), timeout=10_000)
        assert hub.served("/api/whoami-v2", method="API")  # the check went where the page said

        panel.endpoint_edit.setText("https://hf-mirror.example")
        with qtbot.waitSignal(panel.service.changed):
            panel.endpoint_button.click()
        status = panel.endpoint_status.text()
        assert "go to https://hf-mirror.example (the mirror address above)" in status and hub.endpoint not in status
        assert "checks it with hf-mirror.example" in panel.token_help.text()
        with app_theme(LIGHT):
            panel.resize(640, 560)
            SHOTS_DIR.mkdir(parents=True, exist_ok=True)
            panel.grab().save(str(SHOTS_DIR / "privacy_mirror.png"))
    finally:
        panel.shutdown()
