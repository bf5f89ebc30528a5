"""What only means something on Windows: run with `python packaging/windows/wine.py test` (Windows
CPython under Wine 10 here; the same file runs on a real Windows machine). Elsewhere they skip, saying so.
"""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(sys.platform != "win32",
                                reason="Windows only: python packaging/windows/wine.py test runs it under Wine")


def test_data_goes_where_windows_keeps_per_user_data(monkeypatch: pytest.MonkeyPatch) -> None:
    from app.system.paths import resolve_paths

    monkeypatch.delenv("HEARTH_HOME")
    paths = resolve_paths()
    local = Path(os.environ["LOCALAPPDATA"])
    assert paths.data == local / "Hearth" and paths.cache == local / "Hearth" / "Cache"
    assert paths.logs == local / "Hearth" / "Logs" and paths.data.drive.endswith(":")


def under_wine() -> bool:
    """Whether this Windows is Wine (its ntdll exports wine_get_version)."""
    import ctypes

    return hasattr(ctypes.WinDLL("ntdll"), "wine_get_version")


def test_data_is_kept_in_the_users_profile_which_only_they_can_open(monkeypatch: pytest.MonkeyPatch) -> None:
    """0600/0700 mean nothing on Windows (models.private skips them there): what protects conversations is
    the profile folder's ACL (the user, SYSTEM and Administrators), which %LOCALAPPDATA% inherits. Wine does
    not enforce ACLs, so here this checks where the data goes; a real Windows machine proves the ACL."""
    from app.system.paths import resolve_paths
    from models.private import private_dir

    monkeypatch.delenv("HEARTH_HOME")
    data = resolve_paths().data
    assert data.is_relative_to(Path(os.environ["USERPROFILE"])), (data, os.environ["USERPROFILE"])
    assert private_dir(Path(os.environ["TEMP"]) / "hearth-private-check").is_dir()  # no chmod error on Windows


def test_a_user_folder_with_spaces_and_accents_holds_everything(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """A person called Zoë Ødegård whose profile folder has a space: store, settings, logs all work."""
    from app.settings import Settings, load_settings, save_settings
    from app.store import Store
    from app.system.logs import setup_logging
    from app.system.paths import resolve_paths

    home = tmp_path / "Zoë Ødegård" / "Hearth data"
    monkeypatch.setenv("HEARTH_HOME", str(home))
    paths = resolve_paths()
    save_settings(paths.settings_file, Settings(last_model=r"C:\Users\Zoë Ødegård\Models\phi-4"))
    assert load_settings(paths.settings_file).settings.last_model == r"C:\Users\Zoë Ødegård\Models\phi-4"
    with Store.open(paths.conversations_db) as store:
        conversation = store.create_conversation("naïve café ☕")
        store.add_message(conversation.id, "user", "Grüß Gott", None)
        assert store.thread(conversation.id)[0].content == "Grüß Gott"
    handler = setup_logging("hearth")
    try:
        import logging

        logging.getLogger("hearth").info("hello from Zoë")
        handler.flush()
        assert "hello from Zoë" in (paths.logs / "hearth.log").read_text(encoding="utf-8")
    finally:
        logging.getLogger("hearth").removeHandler(handler)
        handler.close()


def test_the_store_runs_in_wal_mode_and_its_files_can_be_replaced_while_open(tmp_path: Path) -> None:
    """Windows refuses to delete a file another handle has open unless it was opened to share delete;
    atomic replaces (settings, exports) go through os.replace, which Windows allows over a closed file."""
    from app.store import Store

    db = tmp_path / "conversations.sqlite3"
    with Store.open(db) as store:
        store.create_conversation("kept")
        mode = sqlite3.connect(db).execute("PRAGMA journal_mode").fetchone()[0]
        assert mode == "wal"
        target, new = tmp_path / "settings.json", tmp_path / "settings.json.tmp"
        target.write_text("{}", encoding="utf-8")
        new.write_text('{"theme": "dark"}', encoding="utf-8")
        os.replace(new, target)
        assert target.read_text(encoding="utf-8") == '{"theme": "dark"}'
    with Store.open(db) as store:
        assert [c.title for c in store.list_conversations()] == ["kept"]


def test_the_token_goes_to_the_windows_credential_manager_or_hearth_says_it_cannot() -> None:
    """keyring's Windows backend (Credential Manager, through pywin32-ctypes) keeps the token; where it
    cannot, Hearth keeps it for the session and says so instead of writing it to a file."""
    import keyring

    from app.system.secrets import TokenVault, describe_storage

    backend = keyring.get_keyring()  # the Windows backend, alone or in keyring's chain
    modules = [type(b).__module__ for b in getattr(backend, "backends", [backend])]
    assert "keyring.backends.Windows" in modules, modules
    vault = TokenVault(user="hearth-test-wine")
    storage = vault.set("hf_abcdefghijklmnop")
    try:
        assert storage == "keyring" and vault.get() == "hf_abcdefghijklmnop"
        assert "keyring" in describe_storage(storage)
    finally:
        vault.clear()
    assert TokenVault(user="hearth-test-wine").get() is None


def test_a_long_model_path_is_read(tmp_path: Path) -> None:
    """Paths past MAX_PATH (260): Python 3.11 opens them when Windows allows long paths; Wine always does,
    so here this proves Hearth's own code adds no limit (a real Windows machine without LongPathsEnabled
    may still refuse)."""
    from models.private import private_dir

    deep = tmp_path
    while len(str(deep)) < 300:
        deep = deep / "a-rather-long-folder-name-for-a-model"
    private_dir(deep)
    (deep / "genai_config.json").write_text("{}", encoding="utf-8")
    assert (deep / "genai_config.json").read_text(encoding="utf-8") == "{}"


def test_the_terminal_chat_stops_on_ctrl_break(tmp_path: Path) -> None:
    """Windows has no SIGINT for a child's process group: a console program started in a new process
    group gets CTRL_BREAK_EVENT instead. The terminal chat ends cleanly, engine host included."""
    from app.system.paths import demo_model_dir

    env = {**os.environ, "HEARTH_HOME": str(tmp_path / "home"), "PYTHONUNBUFFERED": "1"}
    chat = subprocess.Popen([sys.executable, "main.py", "chat", "--model", str(demo_model_dir())], env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            creationflags=subprocess.CREATE_NEW_PROCESS_GROUP)
    try:
        assert chat.stdout is not None
        seen = b""
        while b"> " not in seen and chat.poll() is None:  # the prompt: the model is loaded
            seen += chat.stdout.read1(4096)
        try:
            chat.send_signal(signal.CTRL_BREAK_EVENT)  # type: ignore[attr-defined]
        except (OSError, SystemError) as exc:
            if under_wine():
                pytest.skip(f"Wine cannot deliver console control events to a program with no Windows console "
                            f"(GenerateConsoleCtrlEvent: {exc}); only a real Windows console proves this")
            raise
        code = chat.wait(timeout=120)
    finally:
        if chat.poll() is None:
            chat.kill()
            chat.wait()
        for pipe in (chat.stdin, chat.stdout):
            if pipe is not None:
                pipe.close()
    assert code in (0, 1, 130, 3221225786), (code, seen[-500:])  # 0xC000013A: STATUS_CONTROL_C_EXIT
