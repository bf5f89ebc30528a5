"""The window's local server: File → Local server…, the switch, the key, the status-bar indicator."""

from __future__ import annotations

import json
import socket
from pathlib import Path

import httpx2 as httpx
import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from app.api.service import ServerSettings, load_server_settings
from app.engine.client import EngineClient
from tests.app.fake_engine import FakeEngine
from tests.ui.window_helpers import Start
from ui.features.server_panel import ServerControl, ServerDialog, ServerIndicator


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_the_server_is_off_by_default_and_in_the_file_menu(launch: Start) -> None:
    hearth = launch()
    assert hearth.server is not None and not hearth.server.running
    indicator = hearth.window.statusBar().findChild(ServerIndicator)
    assert indicator is not None and not indicator.isVisible()
    file_menu = hearth.window.menuBar().actions()[0].menu()
    assert "&Local server…" in [a.text() for a in file_menu.actions()]  # type: ignore[union-attr]


def test_switching_it_on_serves_counts_requests_and_switching_off_stops(
        launch: Start, engine: FakeEngine, qtbot: QtBot, tmp_path: Path) -> None:
    engine.client = EngineClient()  # type: ignore[attr-defined]  # a real client with no model: /health is 503
    hearth = launch()
    control = hearth.server
    assert control is not None
    indicator = hearth.window.statusBar().findChild(ServerIndicator)
    assert indicator is not None
    dialog = ServerDialog(control, hearth.window)
    port = free_port()
    dialog.port.setValue(port)
    dialog.enabled.setChecked(True)
    assert dialog.address.text() == f"http://127.0.0.1:{port}/v1"
    assert not dialog.network.isEnabled()  # other computers only with a key
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert control.running and indicator.isVisible()
    assert indicator.text() == f"API http://127.0.0.1:{port} · 0 requests"
    answer = httpx.get(f"http://127.0.0.1:{port}/health")
    assert answer.status_code == 503 and answer.json()["status"] == "loading"  # no model in this fake
    assert httpx.get(f"http://127.0.0.1:{port}/v1/models").status_code == 200
    qtbot.waitUntil(lambda: indicator.text().endswith("· 1 request"), timeout=3000)
    with socket.create_connection(("127.0.0.1", port)) as held:  # a request in progress counts at once
        held.sendall(b"POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                     b"Content-Length: 100\r\n\r\n")  # and its body is still on the way
        qtbot.waitUntil(lambda: indicator.text().endswith("· 2 requests"), timeout=3000)
    saved = load_server_settings(hearth.paths.data / "local-server.json")
    assert saved == ServerSettings(True, port, "", False)
    control.apply(ServerSettings(False, port))
    assert not control.running and not indicator.isVisible()
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"http://127.0.0.1:{port}/health")


def test_a_key_can_be_made_copied_and_opens_the_network_switch(qtbot: QtBot, tmp_path: Path) -> None:
    control = ServerControl(EngineClient(), tmp_path / "local-server.json")
    dialog = ServerDialog(control)
    qtbot.addWidget(dialog)
    dialog.new_key_button.click()
    key = dialog.key.text()
    assert key.startswith("hearth-") and len(key) > 30 and dialog.key.isReadOnly()
    dialog.copy_button.click()
    assert QGuiApplication.clipboard().text() == key
    assert dialog.network.isEnabled()
    dialog.network.setChecked(True)
    assert dialog.chosen().host == "0.0.0.0"
    dialog.clear_key_button.click()
    assert not dialog.network.isChecked() and dialog.chosen().host == "127.0.0.1"


def test_a_key_is_required_once_set_and_a_taken_port_is_reported(qtbot: QtBot, tmp_path: Path) -> None:
    control = ServerControl(EngineClient(), tmp_path / "local-server.json")
    port = free_port()
    try:
        assert control.apply(ServerSettings(True, port, "k3y"))
        assert httpx.get(f"http://127.0.0.1:{port}/v1/models").status_code == 401
        assert httpx.get(f"http://127.0.0.1:{port}/v1/models", headers={"Authorization": "Bearer k3y"}).is_success
        other = ServerControl(EngineClient(), tmp_path / "other.json")
        with qtbot.waitSignal(other.failed) as failure:
            assert not other.apply(ServerSettings(True, port))
        assert f"Port {port} is in use" in failure.args[0]
    finally:
        control.shutdown()
    assert json.loads((tmp_path / "local-server.json").read_text())["key"] == "k3y"


def test_a_damaged_settings_file_means_off(tmp_path: Path) -> None:
    path = tmp_path / "local-server.json"
    path.write_text('{"enabled": "yes", "port": 99999, "key": 5}')
    assert load_server_settings(path) == ServerSettings()
    path.write_text("garbage")
    assert load_server_settings(path) == ServerSettings()


def test_connect_a_coding_tool_from_the_local_server_dialog(
        launch: Start, engine: FakeEngine, qtbot: QtBot, tmp_path: Path) -> None:
    """What `main.py connect` prints, in the window: for each tool, Copy, and Write its file (a copy kept)."""
    from ui.features.connect_tool import ConnectToolDialog

    engine.client = EngineClient()  # type: ignore[attr-defined]  # a real client with no model
    hearth = launch()
    control = hearth.server
    assert control is not None
    dialog = ServerDialog(control, hearth.window)
    assert not dialog.connect_button.isEnabled()  # nothing to connect to while the server is off
    port = free_port()
    dialog.port.setValue(port)
    dialog.enabled.setChecked(True)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert control.running
    again = ServerDialog(control, hearth.window)
    assert again.connect_button.isEnabled()
    again.connect_button.click()  # as a click opens it (then closed: the one below writes into tmp_path)
    [opened] = [d for d in again.findChildren(ConnectToolDialog) if d.isVisible()]
    opened.close()
    connect = again.connect_tool(home=tmp_path)  # its files go here, not into the real home
    assert isinstance(connect, ConnectToolDialog)
    qtbot.waitUntil(lambda: connect.write_button.isEnabled(), timeout=10_000)
    assert [connect.tool.itemText(i) for i in range(connect.tool.count())] == [
        "Claude Code", "Codex", "opencode", "Continue"]
    assert f"ANTHROPIC_BASE_URL=http://127.0.0.1:{port}" in connect.text.toPlainText()
    connect.tool.setCurrentIndex(1)
    assert 'model_provider = "hearth"' in connect.text.toPlainText()
    assert f'base_url = "http://127.0.0.1:{port}/v1"' in connect.text.toPlainText()
    connect.copy_button.click()
    assert QGuiApplication.clipboard().text() == connect.text.toPlainText()
    written = tmp_path / ".codex" / "hearth.config.toml"
    written.parent.mkdir(parents=True)
    written.write_text("# mine\n", encoding="utf-8")
    connect.write_button.click()
    assert written.read_text(encoding="utf-8").startswith('model_provider = "hearth"')
    assert f"Wrote {written}" in connect.status.text() and "the file before" in connect.status.text()
    assert [p.read_text() for p in written.parent.glob("hearth.config.toml.hearth-backup-*")] == ["# mine\n"]
    connect.tool.setCurrentIndex(3)  # Continue: written only where there is no file yet
    (tmp_path / ".continue").mkdir()
    (tmp_path / ".continue" / "config.yaml").write_text("models: []\n", encoding="utf-8")
    connect.write_button.click()
    assert connect.status.text().startswith("Not written:") and "does not merge YAML" in connect.status.text()
    connect.close()
    control.apply(ServerSettings(False, port))
