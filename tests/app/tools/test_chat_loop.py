"""The window's tool loop around the turn runner, with a scripted engine: every rule of a call."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.chat.generation import GenerationSettings
from app.chat.values import ChatMessage
from app.conversation.thread import ThreadItem
from app.qt.chat_controller import ChatController
from app.qt.chat_tools import ChatTools
from app.store import Store
from app.store.export import to_markdown
from app.tools.approvals import Approvals
from app.tools.builtin import ToolContext
from app.tools.spec import CallRecord, ToolSpec, calls_of
from app.tools.toolbox import Toolbox
from tests.app.fake_engine import FakeEngine
from tests.app.qt.chat_helpers import loaded, make

CALL = '<tool_call>{"name": "calculator", "arguments": {"expression": "17*23"}}</tool_call>'


@pytest.fixture()
def store(tmp_path: Path) -> Iterator[Store]:
    with Store.open(tmp_path / "chats.sqlite3") as s:
        yield s


@pytest.fixture()
def chat(qtbot: QtBot, engine: FakeEngine, store: Store) -> Iterator[ChatController]:
    with loaded(qtbot, engine, store) as controller:
        controller.set_settings(replace(GenerationSettings(), tools=("calculator", "current_time")))
        yield controller


@pytest.fixture()
def tools(chat: ChatController, tmp_path: Path) -> Iterator[ChatTools]:
    loop = ChatTools(Toolbox(), Approvals(tmp_path / "approvals.json"), lambda cid: ToolContext(cid), chat.notices)
    loop.attach(chat.turns)
    yield loop
    loop.shutdown()


def ask(qtbot: QtBot, chat: ChatController, tools: ChatTools, text: str) -> CallRecord:
    """Send `text` and return the call that waits for an answer."""
    with qtbot.waitSignal(tools.call_changed, timeout=5000) as blocker:
        assert chat.send(text)
    assert blocker.args is not None
    record = blocker.args[2]
    assert isinstance(record, CallRecord) and record.status == "pending"
    return record


def finished(qtbot: QtBot, chat: ChatController, action: object) -> ThreadItem:
    with qtbot.waitSignal(chat.turns.reply_finished, timeout=5000) as blocker:
        assert callable(action)
        action()
    assert blocker.args is not None
    return blocker.args[1]


def test_an_allowed_call_runs_and_the_model_answers_from_its_result(
        qtbot: QtBot, chat: ChatController, tools: ChatTools, engine: FakeEngine, store: Store) -> None:
    engine.enqueue(CALL)
    engine.enqueue("It is 391.")
    record = ask(qtbot, chat, tools, "What is 17*23?")
    assert record.tool == "calculator" and record.arguments == {"expression": "17*23"}
    reply_id = chat.turns.live.message_id if chat.turns.live is not None else -1
    # saved as it happens, as the text is: after a crash now the reply would still show the call
    qtbot.waitUntil(lambda: bool(calls_of(store.get_message(reply_id).provenance)), timeout=5000)
    saved = store.get_message(reply_id).provenance
    assert saved is not None and [(c["tool"], c["status"]) for c in saved.tool_calls] == [("calculator", "pending")]
    assert [c.status for c in calls_of(saved)] == ["cancelled"]  # as a restart would read it: it never ran
    first = engine.requested("turn")[0]
    assert first.guidance is not None and first.guidance.kind == "lark_grammar" and first.system_prompt == ""
    assert "calculator" in first.messages[0].content  # the tools are described to a template without them
    reply = finished(qtbot, chat, lambda: tools.answer(record.id, "once"))
    assert reply.message.content == "It is 391." and reply.message.status == "complete"
    second = engine.requested("turn")[1]
    assert second.messages[-1] == ChatMessage("user", "<tool_response>\n391\n</tool_response>")
    kept = calls_of(store.get_message(reply.message.id).provenance)
    assert [(c.tool, c.status, c.result) for c in kept] == [("calculator", "ok", "391")]
    conversation = store.get_conversation(reply.message.conversation_id)
    exported = to_markdown(conversation, store.thread(conversation.id))
    assert "calculator" in exported and "391" in exported


def test_a_denied_call_sends_the_refusal_back(
        qtbot: QtBot, chat: ChatController, tools: ChatTools, engine: FakeEngine) -> None:
    engine.enqueue(CALL)
    engine.enqueue("I can't compute it then.")
    record = ask(qtbot, chat, tools, "What is 17*23?")
    reply = finished(qtbot, chat, lambda: tools.answer(record.id, "deny"))
    assert reply.message.content == "I can't compute it then."
    assert "declined" in engine.requested("turn")[1].messages[-1].content
    assert calls_of(reply.message.provenance)[0].status == "denied"


def test_stop_while_a_call_waits_ends_the_turn(
        qtbot: QtBot, chat: ChatController, tools: ChatTools, engine: FakeEngine) -> None:
    engine.enqueue(CALL)
    ask(qtbot, chat, tools, "What is 17*23?")
    reply = finished(qtbot, chat, chat.stop)
    assert reply.message.status == "cancelled" and not chat.busy
    assert calls_of(reply.message.provenance)[0].status == "cancelled"
    assert len(engine.requested("turn")) == 1


def test_always_allow_is_remembered_and_the_next_call_runs_unasked(
        qtbot: QtBot, chat: ChatController, tools: ChatTools, engine: FakeEngine, tmp_path: Path) -> None:
    engine.enqueue(CALL)
    engine.enqueue("391.")
    record = ask(qtbot, chat, tools, "17*23?")
    finished(qtbot, chat, lambda: tools.answer(record.id, "always"))
    assert Approvals(tmp_path / "approvals.json").always() == ["built-in/calculator"]
    engine.enqueue(CALL)
    engine.enqueue("Still 391.")
    reply = finished(qtbot, chat, lambda: chat.send("And again?"))
    assert reply.message.content == "Still 391."
    # the earlier call and its result went back to the model with the history
    third = engine.requested("turn")[2]
    assert any("<tool_response>\n391\n</tool_response>" in m.content for m in third.messages[:-1])


def test_a_chat_without_tools_is_unchanged(
        qtbot: QtBot, chat: ChatController, tools: ChatTools, engine: FakeEngine) -> None:
    chat.set_settings(GenerationSettings())
    engine.enqueue(CALL)  # the same text is just words without tools
    reply = finished(qtbot, chat, lambda: chat.send("hi"))
    assert reply.message.content == CALL
    assert engine.requested("turn")[0].guidance is None


class SlowServers:
    """A tool server whose one tool runs until it is stopped (what a slow MCP tool looks like here)."""

    def __init__(self) -> None:
        self.stopped = threading.Event()
        self.up = False  # `running`: started by an earlier reply
        self.listed = 0  # how often its tools were asked for (a real server would start on the first)

    def names(self) -> list[str]:
        return ["slowpoke"]

    def running(self, server: str) -> bool:
        return self.up

    def uses_network(self, server: str) -> bool:
        return False

    def tools(self, server: str) -> list[ToolSpec]:
        self.listed += 1
        return [ToolSpec("wait", "Wait a long time.", {"type": "object", "properties": {}}, "slowpoke")]

    def call(self, spec: ToolSpec, arguments: dict[str, object], cancel: threading.Event, timeout: float) -> str:
        if not cancel.wait(60):
            return "finished"
        self.stopped.set()
        raise InterruptedError

    def close(self) -> None:
        pass


def test_stop_while_a_slow_tool_runs_stops_the_tool_and_the_turn(
        qtbot: QtBot, chat: ChatController, engine: FakeEngine, tmp_path: Path) -> None:
    servers = SlowServers()
    loop = ChatTools(Toolbox(servers), Approvals(tmp_path / "a.json"), lambda cid: ToolContext(cid), chat.notices)
    loop.attach(chat.turns)
    chat.set_settings(replace(GenerationSettings(), tools=("server:slowpoke",)))
    engine.enqueue('<tool_call>{"name": "wait", "arguments": {}}</tool_call>')
    record = ask(qtbot, chat, loop, "Take your time.")
    with qtbot.waitSignal(loop.call_changed, check_params_cb=lambda *a: a[2].status == "running", timeout=5000):
        loop.answer(record.id, "once")
    reply = finished(qtbot, chat, chat.stop)
    assert reply.message.status == "cancelled" and not chat.busy
    assert calls_of(reply.message.provenance)[0].status == "cancelled"
    assert servers.stopped.wait(5)  # the tool itself was told to stop
    loop.shutdown()


def test_the_pdf_page_lists_the_calls(qtbot: QtBot, chat: ChatController, tools: ChatTools, engine: FakeEngine,
                                      store: Store) -> None:
    from ui.conversations.export_pdf import document_html

    engine.enqueue(CALL)
    engine.enqueue("It is 391.")
    record = ask(qtbot, chat, tools, "What is 17*23?")
    reply = finished(qtbot, chat, lambda: tools.answer(record.id, "once"))
    cid = reply.message.conversation_id
    page = document_html(store.get_conversation(cid), store.thread(cid), "today")
    assert "<b>Tool calls</b>" in page and "<b>calculator</b>" in page and "ok: 391" in page


def test_a_chat_with_tools_reads_its_tool_listing_before_the_person_sends(
        qtbot: QtBot, chat: ChatController, engine: FakeEngine, tmp_path: Path) -> None:
    """The window's read-ahead (`ChatTools.warm`): a chat given tools (or opened with them) sends its first
    step (the tool listing, the grammar) to the engine and stops it at its first token, once per chat
    state; a message sent while it reads stops it and is answered as usual."""
    loop = ChatTools(Toolbox(), Approvals(tmp_path / "approvals.json"), lambda cid: ToolContext(cid), chat.notices,
                     read_ahead=True)
    loop.attach(chat.turns)
    try:
        chat.set_settings(chat.settings())
        warm = engine.requested("turn")
        assert len(warm) == 1 and warm[0].guidance is not None and warm[0].guidance.kind == "lark_grammar"
        assert "calculator" in warm[0].messages[0].content and not any(m.role == "user" for m in warm[0].messages)
        qtbot.waitUntil(lambda: ("cancel", warm[0].id) in engine.requests and engine.running is None, timeout=5000)
        chat.set_settings(chat.settings())
        assert len(engine.requested("turn")) == 1  # the same chat state is read once
        chat.set_settings(replace(chat.settings(), tools=("calculator",)))
        again = engine.requested("turn")[-1]
        assert len(engine.requested("turn")) == 2 and "current_time" not in str(again.guidance)
        engine.enqueue("Hello there.")
        reply = finished(qtbot, chat, lambda: chat.send("Hi"))
        assert ("cancel", again.id) in engine.requests  # the read-ahead stopped for the message
        assert reply.message.content == "Hello there." and engine.requested("turn")[-1].guidance == again.guidance
    finally:
        loop.shutdown()


def test_a_chat_with_a_tool_server_reads_its_listing_ahead_only_once_the_server_runs(
        qtbot: QtBot, chat: ChatController, engine: FakeEngine, tmp_path: Path) -> None:
    """The read-ahead never starts a tool server (that waits for a reply that needs it); once one runs
    (an earlier reply started it), a chat with its tools reads its listing ahead like built-in tools."""
    servers = SlowServers()
    loop = ChatTools(Toolbox(servers), Approvals(tmp_path / "a.json"), lambda cid: ToolContext(cid), chat.notices,
                     read_ahead=True)
    loop.attach(chat.turns)
    try:
        chat.set_settings(replace(GenerationSettings(), tools=("server:slowpoke",)))
        assert engine.requested("turn") == [] and servers.listed == 0
        servers.up = True
        chat.set_settings(replace(chat.settings(), tool_choice="required"))
        warm = engine.requested("turn")
        assert len(warm) == 1 and '"wait"' in warm[0].messages[0].content and warm[0].guidance is not None
        qtbot.waitUntil(lambda: ("cancel", warm[0].id) in engine.requests and engine.running is None, timeout=5000)
    finally:
        loop.shutdown()


def test_gpt_oss_calls_in_its_commentary_channel_after_thinking_and_answers_from_the_result(
        qtbot: QtBot, engine: FakeEngine, store: Store, tmp_path: Path) -> None:
    """gpt-oss (all of harmony's markers in its tokenizer): its step is guided by the harmony grammar, the call it
    writes after its thinking (as the host rewrites the analysis channel) runs, and the next step gets the call
    back structured. Refused before, "Tools are off for this model"."""
    from app.tools.harmony_tools import MARKERS

    folder = tmp_path / "gpt-oss"
    folder.mkdir()
    (folder / "tokenizer.json").write_text(json.dumps({"added_tokens": [
        {"id": 200000 + n, "content": marker, "special": True} for n, marker in enumerate(MARKERS)]}),
        encoding="utf-8")
    (folder / "chat_template.jinja").write_text(  # the part of harmony's template that says it renders tools
        "{% for t in tools %}{{ t.function.name }}{% endfor %}{% for m in messages %}{{ m.tool_calls }}{% endfor %}",
        encoding="utf-8")
    controller = make(engine, store)
    with qtbot.waitSignal(controller.models.loaded):
        controller.load_model(folder)
    loop = ChatTools(Toolbox(), Approvals(tmp_path / "approvals.json"), lambda cid: ToolContext(cid),
                     controller.notices)
    loop.attach(controller.turns)
    try:
        controller.set_settings(replace(GenerationSettings(), tools=("calculator",)))
        engine.enqueue('<think>\nI should multiply.\n</think>\n\n<|channel|>commentary to=functions.calculator '
                       '<|constrain|>json<|message|>{"expression": "17*23"}')
        engine.enqueue("It is 391.")
        record = ask(qtbot, controller, loop, "What is 17*23?")
        assert record.tool == "calculator" and record.arguments == {"expression": "17*23"}
        first = engine.requested("turn")[0]
        assert first.guidance is not None and "commentary to=functions." in first.guidance.data
        item = finished(qtbot, controller, lambda: loop.answer(record.id, "once"))
        assert item.message.content.endswith("It is 391.")
        follow = engine.requested("turn")[1]
        call = next(m for m in follow.messages if m.tool_calls)
        assert call.tool_calls[0].name == "calculator" and follow.messages[-1].role == "tool"
    finally:
        loop.shutdown()
        controller.shutdown()


def test_the_context_meter_counts_a_chats_tool_listing_before_during_and_after_a_reply(
        qtbot: QtBot, chat: ChatController, tools: ChatTools, engine: FakeEngine) -> None:
    """One consistent number in a chat with tools: the draft's count, the reply's figure and the count after it
    all carry the tool listing (it jumped from 765 while the reply was written to 477 after it)."""
    used: list[int | None] = []
    chat.meter.usage_changed.connect(lambda usage: used.append(usage.used_tokens))
    chat.meter.measure_draft("What is 17 times 23?")
    draft = engine.requested("measure")[-1]
    listing = draft.tools or draft.messages[0].content  # in the template's tools, or the system message
    assert "calculator" in listing and draft.messages[-1].content == "What is 17 times 23?"
    engine.enqueue("It is 391.")
    finished(qtbot, chat, lambda: chat.send("What is 17 times 23?"))
    turn = engine.requested("turn")[-1]
    qtbot.waitUntil(lambda: any(m.continue_last for m in engine.requested("measure")), timeout=5000)
    after = next(m for m in engine.requested("measure") if m.continue_last)  # the count after it
    assert after.tools == turn.tools and "calculator" in after.tools + after.messages[0].content
    assert [m.content for m in after.messages[:-1]] == [m.content for m in turn.messages]
    size = len(listing.split())
    qtbot.waitUntil(lambda: bool(used) and used[-1] is not None and used[-1] >= size, timeout=5000)


def test_while_a_call_is_written_the_reply_says_which_and_how_far(
        qtbot: QtBot, chat: ChatController, tools: ChatTools, engine: FakeEngine) -> None:
    """The arguments of a guided call are held back from the reply (the call gets a card): the reply said
    "Reading your message… 95 % (about 0 s left)" meanwhile, for half a minute on a slow model."""
    statuses: list[str] = []
    chat.turns.reply_status.connect(lambda _cid, _rid, text: statuses.append(text))
    engine.enqueue([CALL[:10], CALL[10:30], CALL[30:60], CALL[60:]])
    engine.enqueue("It is 391.")
    record = ask(qtbot, chat, tools, "What is 17*23?")
    preparing = [s for s in statuses if s.startswith("Preparing")]
    assert preparing and preparing[-1].startswith("Preparing a call to calculator… (")
    assert len({s for s in preparing}) > 1  # how far it got, as it goes
    last_reading = max((i for i, s in enumerate(statuses) if s.startswith("Reading")), default=-1)
    assert last_reading < statuses.index(preparing[0])  # never "Reading your message…" after the call began
    finished(qtbot, chat, lambda: tools.answer(record.id, "once"))
