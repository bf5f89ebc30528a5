"""The model picker at the top of the chat, with the scripted engine: the demo model and an installed
copy with size, device and hint; switching while idle, and during a reply (stopped, then loaded); a
failing model keeps the one before; eject; each conversation's model offered again when it is opened;
the Installed tab's demo row, "In use" mark and the question before deleting the model in use."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from app.engine import protocol as p
from app.system.paths import demo_model_dir, resolve_paths
from models.importing import import_model
from models.installed import list_installed
from tests.app.fake_engine import FakeEngine
from tests.ui.model_fixtures import model_folder
from tests.ui.window_helpers import Start, send, shot
from ui.models import installed_models
from ui.models.model_switcher import ModelSwitcher


def actions(switcher: ModelSwitcher) -> dict[str, QAction]:
    """The menu's model lines by ref, as they are when it opens."""
    switcher.rebuild()
    return {str(a.data()): a for a in switcher.menu.actions() if a.data()}


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    return import_model(model_folder(tmp_path / "copy-model"), resolve_paths().models_dir).path


def test_picker_lists_switches_ejects_and_offers_each_chats_model(qtbot: QtBot, launch: Start, engine: FakeEngine,
                                                                   copy: Path) -> None:
    demo = demo_model_dir()
    hearth = launch(model=demo)
    window, controller, switcher = hearth.window, hearth.controller, hearth.window.switcher
    window.show()
    lines = actions(switcher)
    assert set(lines) == {str(demo), str(copy)} and lines[str(demo)].isChecked()
    assert "this computer (CPU)" in lines[str(copy)].text() and " MB" in lines[str(demo)].text()
    assert "fits in memory" in lines[str(demo)].text()  # the hint from models/fit.py on the 16 GB test machine
    assert demo.name in switcher.button.text() and not switcher.badge.isVisible()
    engine.enqueue("Hello from the demo model.")
    send(qtbot, window, "first chat")
    first = controller.current_conversation
    assert first is not None

    with qtbot.waitSignal(controller.models.loaded):
        actions(switcher)[str(copy)].trigger()
    assert controller.model is not None and controller.model.path == str(copy)
    assert "copy-model" in switcher.button.text()
    assert actions(switcher)[str(copy)].isChecked()
    controller.new_conversation()
    engine.enqueue("Hello from the copy.")
    send(qtbot, window, "second chat")

    controller.open_conversation(first)  # answered by the demo model: Hearth offers it back
    assert f"answered by {demo.name}" in window.notice_bar.text_label.text()
    with qtbot.waitSignal(controller.models.loaded):
        window.notice_bar.action_button.click()
    assert controller.model is not None and controller.model.path == str(demo)
    shot(window, "model-picker")

    switcher.eject_button.click()
    assert controller.model is None and ("unload", None) in engine.requests
    assert "No model loaded" in switcher.button.text() and not switcher.eject_button.isEnabled()
    assert "ejected" in window.status.model_label.text() and not controller.can_send


def test_a_switch_during_a_reply_stops_it_then_loads_and_a_failure_keeps_the_model(
        qtbot: QtBot, launch: Start, engine: FakeEngine, copy: Path) -> None:
    demo = demo_model_dir()
    hearth = launch(model=demo)
    window, controller, switcher = hearth.window, hearth.controller, hearth.window.switcher
    engine.interval_ms = 50
    engine.enqueue([f" word{i}" for i in range(200)])
    controller.send("a long answer please")
    qtbot.waitUntil(lambda: engine.running is not None and engine.running.emitted > 2, timeout=5000)
    loads = len(engine.requested("load"))
    actions(switcher)[str(copy)].trigger()
    assert len(engine.requested("load")) == loads  # not while the reply is written: it is stopped first
    qtbot.waitUntil(lambda: controller.model is not None and controller.model.path == str(copy), timeout=5000)
    reply = controller.thread_items()[-1].message
    assert reply.status == "cancelled" and reply.content.startswith(" word0")  # what was written is kept

    engine.fail_load = p.Error("load_failed", "Not enough memory for this model.")
    with qtbot.waitSignal(controller.models.failed):
        actions(switcher)[str(demo)].trigger()
    assert controller.model is not None and controller.model.path == str(copy)
    assert "copy-model" in switcher.button.text()
    assert "Not enough memory" in window.notice_bar.text_label.text() and "still loaded" in \
        window.notice_bar.text_label.text()


def test_installed_tab_lists_the_demo_marks_the_model_in_use_and_asks_before_deleting_it(
        qtbot: QtBot, launch: Start, engine: FakeEngine, copy: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    hearth = launch(model=copy)
    window, controller = hearth.window, hearth.controller
    assert hearth.models is not None
    panel = hearth.models.open("installed", window).installed
    rows = {panel.tree.topLevelItem(i).text(0): panel.tree.topLevelItem(i) for i in  # type: ignore[union-attr]
            range(panel.tree.topLevelItemCount())}
    assert set(rows) == {demo_model_dir().name, "copy-model"}
    assert rows["copy-model"].text(5) == "In use" and rows[demo_model_dir().name].text(5) == ""
    assert "demo" in rows[demo_model_dir().name].text(2)
    panel.tree.setCurrentItem(rows[demo_model_dir().name])
    assert panel.use_button.isEnabled() and not panel.delete_button.isEnabled()  # the demo is not deleted here
    with qtbot.waitSignal(controller.models.loaded):
        panel.use_button.click()
    row = next(panel.tree.topLevelItem(i) for i in range(panel.tree.topLevelItemCount())
               if panel.tree.topLevelItem(i).text(0) == demo_model_dir().name)  # type: ignore[union-attr]
    assert row is not None and row.text(5) == "In use"  # the tab follows the model in use

    with qtbot.waitSignal(controller.models.loaded):
        controller.load_model(copy)
    asked: list[str] = []
    monkeypatch.setattr(installed_models, "ask_confirm", lambda parent, title, text: asked.append(text) or True)
    panel.tree.setCurrentItem(next(panel.tree.topLevelItem(i) for i in range(panel.tree.topLevelItemCount())
                                   if panel.tree.topLevelItem(i).text(0) == "copy-model"))  # type: ignore[union-attr]
    panel.delete_button.click()
    assert asked and "loaded and answering" in asked[0] and "unloads it first" in asked[0]
    assert controller.model is None and ("unload", None) in engine.requests
    assert list_installed(resolve_paths().models_dir) == []


def test_the_picker_says_where_the_model_runs_and_a_device_can_be_chosen_for_it(
        qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    demo = demo_model_dir()
    engine.not_used = (p.DeviceFailure("webgpu", "no variant for it: this model was built for cpu"),
                       p.DeviceFailure("cuda", "no NVIDIA GPU found", possible=False))
    engine.why = "the best device here"
    hearth = launch(model=demo)
    window, controller, switcher = hearth.window, hearth.controller, hearth.window.switcher
    switcher.rebuild()
    texts = [a.text() for a in switcher.menu.actions()]
    assert "Runs on CPU: the best device here." in texts
    assert "It answers in text: it does not think first nor see images." in texts  # what the model can do
    submenu = next(a.menu() for a in switcher.menu.actions() if a.text() == f"Run {demo.name} on")
    rows = {a.text().split(" — ")[0]: a for a in submenu.actions()}
    assert list(rows) == ["Automatic (Hearth chooses)", "CPU", "WebGPU", "CUDA"]
    assert rows["Automatic (Hearth chooses)"].isChecked()
    assert "no NVIDIA GPU found" in rows["CUDA"].text()
    assert not rows["CUDA"].isEnabled() and rows["CUDA"].toolTip() == "no NVIDIA GPU found"  # no GPU: not offered
    assert rows["WebGPU"].isEnabled()  # another build could still be tried on it
    with qtbot.waitSignal(controller.models.loaded):
        rows["WebGPU"].trigger()
    assert engine.prefer == "webgpu"
    assert hearth.settings.settings.device_overrides == {str(demo): "webgpu"}
    assert "you chose it" in window.status.model_label.toolTip()


def test_a_chosen_device_that_cannot_run_the_model_says_so_and_the_others_keep_their_reasons(
        qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    """CUDA chosen (on another machine, or before its GPU went) on a machine without one: the model runs on the
    CPU and a notice says why, with a way back to Hearth's choice; the other devices keep their own reasons."""
    demo = demo_model_dir()
    engine.not_used = (p.DeviceFailure("cuda", "no NVIDIA GPU found", possible=False),
                       p.DeviceFailure("dml", "Windows only", possible=False))
    hearth = launch(model=demo)
    window, controller, switcher = hearth.window, hearth.controller, hearth.window.switcher
    with qtbot.waitSignal(controller.models.loaded):
        controller.models.set_device(demo, "cuda")
    bar = window.chat.notice_bar
    assert bar.text() == f"CUDA cannot run {demo.name} here (no NVIDIA GPU found): it runs on the CPU.", bar.text()
    switcher.rebuild()
    submenu = next(a.menu() for a in switcher.menu.actions() if a.text() == f"Run {demo.name} on")
    rows = {a.text(): a for a in submenu.actions()}
    assert "DirectML — Windows only" in rows, list(rows)  # not "— you chose CUDA"
    cuda = rows["CUDA — no NVIDIA GPU found"]
    assert cuda.isChecked() and cuda.isEnabled()  # the choice shows, so it can be taken back
    with qtbot.waitSignal(controller.models.loaded):
        bar.action_button.click()  # "Let Hearth choose"
    assert controller.models.device_overrides == {} and engine.prefer == ""


def test_the_demo_model_loaded_from_another_cache_is_listed_as_the_demo_model(
        qtbot: QtBot, launch: Start, engine: FakeEngine, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The model someone is talking to is in "On this computer" even when it is not where the picker looks
    (the demo model built in another cache and given on the command line): never "No models yet"."""
    from app.conversation.model_choices import DEMO_LABEL

    demo = demo_model_dir()
    monkeypatch.setenv("HEARTH_DEMO_DIR", str(tmp_path / "no-demo"))  # this Hearth's own cache has none
    hearth = launch(model=demo)
    switcher = hearth.window.switcher
    lines = actions(switcher)
    assert set(lines) == {str(demo)}
    line = lines[str(demo)]
    assert line.text().startswith(f"{DEMO_LABEL} — ") and " MB" in line.text()
    assert line.isCheckable() and line.isChecked() and line.isEnabled()
    texts = [a.text() for a in switcher.menu.actions()]
    assert not any(t.startswith("No models yet") for t in texts)
    loads = len(engine.requested("load"))
    line.trigger()  # chosen again: it is the one loaded, nothing reloads
    assert len(engine.requested("load")) == loads


def test_the_run_on_menu_is_narrow_and_keeps_each_reason_in_the_tip(
        qtbot: QtBot, launch: Start, engine: FakeEngine) -> None:
    """Each device line is its name and a short state; the whole reason is its tooltip, so
    the submenu fits beside the picker on a 1400 px screen (it was wider than the screen)."""
    cuda = "not installed: enable NVIDIA acceleration to use NVIDIA GeForce RTX 4070 Laptop GPU (8,188 MB)"
    qnn = "onnxruntime-qnn has no build for this platform"
    engine.not_used = (p.DeviceFailure("cuda", cuda), p.DeviceFailure("qnn", qnn),
                       p.DeviceFailure("webgpu", "no GPU that WebGPU can use (Vulkan, Direct3D 12 or Metal) found"))
    engine.failures = (p.DeviceFailure("dml", "DirectML device lost while creating the session (0x887A0005)"),)
    demo = demo_model_dir()
    hearth = launch(model=demo)
    switcher = hearth.window.switcher
    switcher.rebuild()
    submenu = next(a.menu() for a in switcher.menu.actions() if a.text() == f"Run {demo.name} on")
    rows = {a.text().split(" — ")[0]: a for a in submenu.actions()}
    assert rows["CUDA"].text() == "CUDA — not installed"
    assert rows["CUDA"].toolTip() == cuda and submenu.toolTipsVisible()
    assert rows["QNN"].text() == "QNN — onnxruntime-qnn has no build…" and rows["QNN"].toolTip() == qnn
    assert rows["WebGPU"].text() == "WebGPU — no GPU that WebGPU can use"
    assert rows["DirectML"].text() == "DirectML — failed" and "device lost" in rows["DirectML"].toolTip()
    assert all(len(a.text()) <= 40 for a in submenu.actions())
    assert submenu.sizeHint().width() < 400, submenu.sizeHint().width()
