"""The access token lives in the keyring, or for the session only when there is none (and the caller
is told); it is never written to a file or a log. `check_token` asks the (fake) hub whose it is."""

from __future__ import annotations

import logging
import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import keyring
import keyring.backends.fail
import keyring.backends.null
import keyring.errors
import pytest
from keyring.backend import KeyringBackend

import app.system.secrets as secrets
from app.settings import Settings
from app.system.secrets import (
    SERVICE,
    USER,
    TokenVault,
    check_token,
    clear_token,
    describe_storage,
    get_token,
    set_token,
)
from models.errors import ModelError
from tests.models.fakehub import FakeHub

ROOT = Path(__file__).resolve().parents[3]
TOKEN = "hf_TestTokenThatMustNeverLeak123"


class MemoryKeyring(KeyringBackend):
    """A keyring that keeps secrets in a dict: the happy path without touching the real OS keyring."""

    priority = 1

    def __init__(self) -> None:
        super().__init__()
        self.store: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.store.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.store[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        if self.store.pop((service, username), None) is None:
            raise keyring.errors.PasswordDeleteError("none stored")


class LockedKeyring(MemoryKeyring):
    """A keyring that exists but refuses writes (a locked collection, a denied prompt)."""

    def set_password(self, service: str, username: str, password: str) -> None:
        raise keyring.errors.PasswordSetError("locked")


@pytest.fixture
def use_backend(monkeypatch: pytest.MonkeyPatch) -> Iterator[type[None]]:
    """Give each test a fresh module vault and restore the process keyring afterwards."""
    saved = keyring.get_keyring()
    monkeypatch.setattr(secrets, "_vault", TokenVault())
    yield type(None)
    keyring.set_keyring(saved)


def test_token_in_the_keyring(use_backend: object) -> None:
    memory = MemoryKeyring()
    keyring.set_keyring(memory)
    assert set_token(f"  {TOKEN}\n") == "keyring"
    assert memory.store == {(SERVICE, USER): TOKEN}
    assert (SERVICE, USER) == ("Hearth", "huggingface")
    assert get_token() == TOKEN
    assert TokenVault().get() == TOKEN  # a new process (vault) finds it again
    assert "keyring" in describe_storage("keyring")
    clear_token()
    assert memory.store == {} and get_token() is None
    clear_token()  # clearing twice is fine


@pytest.mark.parametrize("backend", [keyring.backends.fail.Keyring(), keyring.backends.null.Keyring(),
                                     LockedKeyring()], ids=["fail", "null", "locked"])
def test_without_a_usable_keyring_the_token_lasts_for_the_session(use_backend: object,
                                                                  backend: KeyringBackend) -> None:
    keyring.set_keyring(backend)
    assert set_token(TOKEN) == "session"
    assert get_token() == TOKEN
    assert TokenVault().get() is None  # gone with the session
    message = describe_storage("session")
    assert "until Hearth quits" in message and "never written to a file" in message
    clear_token()
    assert get_token() is None


def test_a_session_token_gives_way_to_the_keyring(use_backend: object) -> None:
    keyring.set_keyring(LockedKeyring())
    assert set_token("hf_old") == "session"
    memory = MemoryKeyring()
    keyring.set_keyring(memory)
    assert set_token(TOKEN) == "keyring" and get_token() == TOKEN


@pytest.mark.parametrize("bad", ["", "   ", "hf_a b"])
def test_not_a_token(use_backend: object, bad: str) -> None:
    keyring.set_keyring(MemoryKeyring())
    with pytest.raises(ModelError) as info:
        set_token(bad)
    assert info.value.code == "token_invalid"


def test_fail_backend_from_the_environment_never_writes_the_token(tmp_path: Path) -> None:
    """With PYTHON_KEYRING_BACKEND set to the fail backend, in a fresh process: session only, and no
    file anywhere under the home or data folders contains the token."""
    home = tmp_path / "home"
    home.mkdir()
    env = {**os.environ, "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring", "HOME": str(home),
           "XDG_CONFIG_HOME": str(home / ".config"), "XDG_DATA_HOME": str(home / ".local/share"),
           "HEARTH_HOME": str(tmp_path / "hearth")}
    code = ("import logging, sys; logging.basicConfig(level=logging.DEBUG)\n"
            "from app.system.secrets import set_token, get_token\n"
            f"print(set_token({TOKEN!r}), get_token() == {TOKEN!r})")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                            timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["session", "True"]
    assert TOKEN not in result.stderr
    for path in tmp_path.rglob("*"):
        if path.is_file():
            assert TOKEN.encode() not in path.read_bytes(), path


def test_the_token_is_never_logged(use_backend: object, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    keyring.set_keyring(LockedKeyring())
    set_token(TOKEN)
    get_token()
    clear_token()
    assert caplog.records  # the failure to store was logged...
    assert TOKEN not in caplog.text  # ...without the token


def test_check_token_against_the_hub() -> None:
    with FakeHub() as hub:
        hub.add_token(TOKEN, "alice")
        assert check_token(f"{TOKEN}\n", hub.endpoint) == "alice"
        assert [s.authorization for s in hub.served("/api/whoami-v2", method="API")] == [f"Bearer {TOKEN}"]
        with pytest.raises(ModelError) as info:
            check_token("hf_wrong", hub.endpoint)
        assert info.value.code == "token_invalid"
        assert "huggingface.co/settings/tokens" in str(info.value)
        with pytest.raises(ModelError, match="No access token"):
            check_token("  ", hub.endpoint)


def test_check_token_offline_and_unreachable(monkeypatch: pytest.MonkeyPatch) -> None:
    with FakeHub() as hub:
        hub.add_token(TOKEN, "alice")
        with pytest.raises(ModelError) as info:
            check_token(TOKEN, hub.endpoint, settings=Settings(offline=True))
        assert info.value.code == "offline" and "Preferences → Privacy & network" in str(info.value)
        monkeypatch.setenv("HF_HUB_OFFLINE", "1")
        with pytest.raises(ModelError, match="offline mode"):
            check_token(TOKEN, hub.endpoint)
        assert hub.served("/api/whoami-v2", method="API") == []  # nothing was sent
    monkeypatch.delenv("HF_HUB_OFFLINE")
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    with pytest.raises(ModelError) as info:
        check_token(TOKEN, f"http://127.0.0.1:{port}")
    assert info.value.code == "network" and "internet connection" in str(info.value)
