"""The Tool servers dialog with a real MCP server (a fault server written with the SDK): add, test
(state and tools shown), turn off, forget an "always allowed" tool, remove."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.tools.approvals import Approvals
from app.tools.mcp_config import McpServers
from app.tools.mcp_hub import McpHub
from app.tools.spec import CallRecord
from tests.app.tools.test_mcp import FAULTS, MemoryVault
from tests.ui.widget_shots import SHOTS_DIR
from ui.features.tools_page import ServerForm, ToolServersDialog


@pytest.fixture()
def hub(tmp_path: Path) -> Iterator[McpHub]:
    running = McpHub(McpServers(tmp_path, vault=MemoryVault), start_timeout=30)  # type: ignore[arg-type]
    yield running
    running.close()


def test_add_test_turn_off_and_remove_a_server(qtbot: QtBot, hub: McpHub, tmp_path: Path) -> None:
    approvals = Approvals(tmp_path / "approvals.json")
    approvals.allow_always(CallRecord("echo", {}, "faulty"))
    dialog = ToolServersDialog(hub, approvals)
    qtbot.addWidget(dialog)
    assert "No tool servers yet" in dialog.details.toPlainText()
    form = ServerForm(dialog)
    form.name_edit.setText("faulty")
    form.command_edit.setText(f"{sys.executable} {FAULTS} ok")
    form._check()
    assert form.server is not None and form.server.command == sys.executable
    hub.config.put(form.server)
    dialog.refresh()
    assert dialog.list.count() == 1 and "faulty — stopped" in dialog.list.item(0).text()
    dialog.test_button.click()
    qtbot.waitUntil(lambda: "ready with 4 tools" in dialog.details.toPlainText(), timeout=60_000)
    assert "• echo — Say the text back." in dialog.details.toPlainText()
    SHOTS_DIR.mkdir(parents=True, exist_ok=True)
    dialog.grab().save(str(SHOTS_DIR / "tool_servers_dialog.png"))
    dialog.toggle_button.click()
    assert "(off)" in dialog.list.item(0).text() and hub.status("faulty").state != "ready"
    assert dialog.allowed.count() == 1
    dialog.allowed.setCurrentRow(0)
    dialog.forget_button.click()
    assert dialog.allowed.count() == 0 and approvals.always() == []
    dialog.remove_button.click()
    assert dialog.list.count() == 0 and hub.config.all() == []


def test_the_form_says_what_is_wrong(qtbot: QtBot, hub: McpHub) -> None:
    form = ServerForm(ToolServersDialog(hub, Approvals(None)))
    qtbot.addWidget(form)
    form.name_edit.setText("both")
    form.command_edit.setText("uvx thing")
    form.url_edit.setText("https://example.com/mcp")
    form._check()
    assert form.server is None and "either a command" in form.problem.text()


def test_a_preset_carries_its_tool_set_and_one_without_keeps_the_chats(qtbot: QtBot, tmp_path: Path) -> None:
    from dataclasses import replace

    from app.chat.generation import GenerationSettings, PresetStore
    from ui.chat.settings_panel import SettingsPanel

    presets = PresetStore(tmp_path / "presets.json")
    presets.save("Clock", replace(GenerationSettings(), tools=("current_time",), tool_choice="required"))
    panel = SettingsPanel(presets)
    qtbot.addWidget(panel)
    chat = replace(GenerationSettings(), tools=("calculator",))
    panel.set_values(chat)
    assert panel.preset_combo.currentText() == "Balanced"  # a preset without tools still matches
    combo = panel.preset_combo
    with qtbot.waitSignal(panel.changed, check_params_cb=lambda s: s.tools == ("current_time",)):
        combo.activated.emit(combo.findText("Clock"))
    with qtbot.waitSignal(panel.changed) as blocker:
        combo.activated.emit(combo.findText("Precise"))
    assert blocker.args is not None and blocker.args[0].tools == ("current_time",)  # kept: Precise has none


def test_the_server_just_added_or_imported_is_the_one_chosen(qtbot: QtBot, hub: McpHub, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Test tested the first server in the list, not the one just added; an import said nothing of what came in."""
    from PySide6.QtWidgets import QDialog, QMessageBox

    from app.tools.mcp_config import make_server
    from ui import file_dialogs

    hub.config.put(make_server("alpha", command="alpha-server"))
    dialog = ToolServersDialog(hub, Approvals(tmp_path / "approvals.json"))
    qtbot.addWidget(dialog)

    def added(form: ServerForm) -> QDialog.DialogCode:
        form.name_edit.setText("zulu")
        form.command_edit.setText("zulu-server --port 1")
        form._check()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(ServerForm, "exec", added)
    dialog.add_button.click()
    assert dialog._selected() is not None and dialog._selected().name == "zulu"  # type: ignore[union-attr]
    config = tmp_path / "mcp.json"
    config.write_text('{"mcpServers": {"time": {"command": "uvx", "args": ["mcp-server-time"]}, '
                      '"fetch": {"command": "uvx", "args": ["mcp-server-fetch"], "env": {"A": "1"}}}}')
    monkeypatch.setattr(file_dialogs, "open_file_name", lambda *_a, **_k: str(config))
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda _parent, _title, text: said.append(text))
    dialog.import_button.click()
    assert said and said[0].startswith("Imported 2 servers: "), said
    chosen = dialog._selected()
    assert chosen is not None and chosen.name in ("time", "fetch") and chosen.name in said[0]


def test_a_servers_environment_is_shown_edited_and_checked(qtbot: QtBot, hub: McpHub) -> None:
    """An imported server's `env` was kept but never shown; the form's fields show their whole examples."""
    from app.tools.mcp_config import make_server

    server = make_server("fetch", command="uvx", args=["mcp-server-fetch"], env={"A": "1"})
    form = ServerForm(None, server)  # type: ignore[arg-type]
    qtbot.addWidget(form)
    assert form.env_edit.toPlainText() == "A=1"
    for field in (form.command_edit, form.url_edit, form.key_edit):
        assert field.minimumWidth() > field.fontMetrics().horizontalAdvance(field.placeholderText())
    form.env_edit.setPlainText("A=2\nPATH_EXTRA=/opt/x=y\n")
    form._check()
    assert form.server is not None and form.server.env == {"A": "2", "PATH_EXTRA": "/opt/x=y"}
    form.server = None
    form.env_edit.setPlainText("not a pair")
    form._check()
    assert form.server is None and "NAME=value" in form.problem.text()
