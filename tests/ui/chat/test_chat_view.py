"""The chat view: streaming into a long conversation, following the stream, actions, theme, pictures."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import shiboken6
from PySide6.QtCore import QObject, QPoint, Qt, QUrl
from PySide6.QtGui import QGuiApplication, QTextCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.chat.provenance import Provenance
from tests.ui.widget_shots import SHOTS_DIR, app_theme, distinct_colours
from ui.chat.chat_view import ChatView
from ui.chat.message_html import MessageView
from ui.theme import DARK, LIGHT, ThemeManager

PROVENANCE = Provenance(model="SmolLM2-135M-Instruct", device="cpu",
                        parameters={"temperature": 0.7, "top_p": 0.9, "top_k": 40, "seed": 42},
                        prompt_tokens=1204, cached_tokens=1100, generated_tokens=342, ttft_s=0.213, tokens_per_s=48.27,
                        finish_reason="stop")
TOUR = """# Markdown tour

Some **bold**, *italic*, `inline code` and a [link](https://example.com).

## A list

- first item
- second item
  - nested item

### A table

| Name | Size | Notes |
|------|-----:|:-----:|
| alpha | 12 | fine |
| beta | 3,400 | *big* |

> A block quote: quiet, indented,
> and spanning two lines.

```python
def fib(n: int) -> int:
    \"\"\"Return the n-th Fibonacci number.\"\"\"
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b  # step
    return a
```

That's all.
"""


def history(count: int) -> list[MessageView]:
    return [MessageView(i, "user", f"Question {i}?") if i % 2 == 0
            else MessageView(i, "assistant", f"Answer {i} with `code`:\n\n```python\nx = {i}\n```",
                             provenance=Provenance(model="demo"))
            for i in range(count)]


@pytest.fixture
def opened() -> list[QUrl]:
    return []


@pytest.fixture
def view(qtbot: QtBot, opened: list[QUrl]) -> Iterator[ChatView]:
    widget = ChatView(theme=LIGHT, open_url=opened.append)
    widget.resize(800, 600)
    qtbot.addWidget(widget)
    with qtbot.waitExposed(widget):
        widget.show()
    yield widget
    widget.close()


def frame_text(view: ChatView, message_id: int) -> str:
    frame = view.frame_of(message_id)
    cursor = QTextCursor(view.browser.document())
    cursor.setPosition(frame.firstPosition())
    cursor.setPosition(frame.lastPosition(), QTextCursor.MoveMode.KeepAnchor)
    return cursor.selection().toPlainText()


def anchor_hrefs(view: ChatView) -> list[str]:
    hrefs: list[str] = []
    block = view.browser.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            href = it.fragment().charFormat().anchorHref()
            if href and href not in hrefs:
                hrefs.append(href)
            it += 1
        block = block.next()
    return hrefs


def click_anchor(qtbot: QtBot, view: ChatView, href: str) -> None:
    """Click a link the way a person does: find it, scroll it into view, press and release on it."""
    doc = view.browser.document()
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().anchorHref() == href:
                start, end = QTextCursor(doc), QTextCursor(doc)
                start.setPosition(fragment.position())
                end.setPosition(fragment.position() + fragment.length())
                view.browser.setTextCursor(end)
                view.browser.ensureCursorVisible()
                left, right = view.browser.cursorRect(start), view.browser.cursorRect(end)
                middle = QPoint((left.center().x() + right.center().x()) // 2, left.center().y())
                QTest.mouseClick(view.browser.viewport(), Qt.MouseButton.LeftButton, pos=middle)
                return
            it += 1
        block = block.next()
    raise AssertionError(f"no link {href!r} in {anchor_hrefs(view)}")


def test_streaming_into_500_messages_touches_only_the_reply(view: ChatView) -> None:
    view.set_messages(history(500))
    first_frame, first_text = view.frame_of(0), frame_text(view, 0)
    counts_before = dict(view.render_counts)
    doc = view.browser.document()
    view.begin_streaming(MessageView(500, "assistant", ""))
    before = doc.toPlainText()
    changes: list[int] = []
    doc.contentsChange.connect(lambda position, _removed, _added: changes.append(position))
    for i in range(200):
        view.append_to_streaming(f"token{i} ")
    # the reply is drawn by one inline object: the conversation's text is not edited at all
    assert changes == [] and doc.toPlainText() == before
    assert view.frame_of(0) is first_frame and shiboken6.isValid(first_frame)  # not rebuilt
    assert frame_text(view, 0) == first_text
    # the others were not rendered again, but for the reply before, which lost its "Regenerate" link
    assert {k: v for k, v in view.render_counts.items() if k < 499} == {k: v for k, v in counts_before.items()
                                                                        if k < 499}
    assert view.render_counts[499] == counts_before[499] + 1
    assert view.render_counts[500] >= 200
    view.finish_streaming(MessageView(500, "assistant", "token0 token1", provenance=Provenance(model="demo")))
    assert "token0 token1" in frame_text(view, 500) and view.frame_of(0) is first_frame


def test_streaming_status_shows_until_the_text_comes(view: ChatView) -> None:
    view.set_messages(history(4))
    view.set_streaming_status("Reading your message… 10 %")  # nothing streams: nothing to show it on
    assert view.live_text() == ""
    view.begin_streaming(MessageView(4, "assistant", ""))
    view.set_streaming_status("Waiting for the engine (1 request ahead)…")
    assert view.live_text() == "Waiting for the engine (1 request ahead)…"
    view.set_streaming_status("Reading your message… 42 %")
    assert view.live_text() == "Reading your message… 42 %"
    view.set_theme(DARK)  # rendered again: the same reply, still without text, keeps its status
    assert view.live_text() == "Reading your message… 42 %"
    view.append_to_streaming("Hello")
    assert view.live_text() == "Hello"
    view.finish_streaming(MessageView(4, "assistant", "Hello"))
    assert view.live_text() == "" and "Reading" not in view.browser.toPlainText()
    view.begin_streaming(MessageView(5, "assistant", ""))
    view.set_streaming_status("Waiting for the engine (1 request ahead)…")
    view.set_messages([*history(4), MessageView(6, "assistant", "", "streaming")])  # another reply streams
    assert view.live_text() == ""


def test_follows_the_stream_stops_when_scrolled_up_and_resumes_at_the_bottom(view: ChatView) -> None:
    bar = view.browser.verticalScrollBar()
    view.set_messages(history(40))
    view.begin_streaming(MessageView(40, "assistant", ""))
    for i in range(30):
        view.append_to_streaming(f"line {i}\n\n")
    assert bar.maximum() > 0 and bar.value() == bar.maximum() and view.is_following
    bar.setValue(bar.maximum() // 3)  # the person scrolls up
    assert not view.is_following
    held = bar.value()
    old_maximum = bar.maximum()
    for i in range(20):
        view.append_to_streaming(f"more {i}\n\n")
    assert bar.maximum() > old_maximum and bar.value() == held  # stayed where the person is reading
    bar.setValue(bar.maximum())  # back to the bottom
    assert view.is_following
    for i in range(20):
        view.append_to_streaming(f"again {i}\n\n")
    assert bar.value() == bar.maximum()
    view.finish_streaming(MessageView(40, "assistant", "done"))
    assert bar.value() == bar.maximum()


def test_jump_to_latest_button_appears_when_scrolled_up(qtbot: QtBot, view: ChatView) -> None:
    view.set_messages(history(60))
    jump = next(w for w in view.findChildren(QObject) if w.property("accessibleName") == "Jump to latest message")
    assert not jump.isVisible()
    view.browser.verticalScrollBar().setValue(0)
    assert jump.isVisible()
    qtbot.mouseClick(jump, Qt.MouseButton.LeftButton)
    assert view.is_following and not jump.isVisible()


def test_copy_code_button_puts_the_code_on_the_clipboard(qtbot: QtBot, view: ChatView) -> None:
    view.set_messages([MessageView(1, "user", "code please"),
                       MessageView(2, "assistant", "Two blocks:\n\n```python\nprint('one')\n```\n\n"
                                                   "```sh\necho two\n```")])
    QGuiApplication.clipboard().clear()
    click_anchor(qtbot, view, "hearth:copy-code/2/1")
    assert QGuiApplication.clipboard().text() == "echo two"
    click_anchor(qtbot, view, "hearth:copy-code/2/0")
    assert QGuiApplication.clipboard().text() == "print('one')"


def test_action_links_emit_their_signals_with_the_message_id(qtbot: QtBot, view: ChatView) -> None:
    view.set_messages([MessageView(10, "user", "Hi"),
                       MessageView(11, "assistant", "A reply that was cut", "complete",
                                   Provenance(finish_reason="length"), 1, 3, True)])
    with qtbot.waitSignal(view.edit_requested) as edit:
        click_anchor(qtbot, view, "hearth:edit/10")
    with qtbot.waitSignal(view.regenerate_requested) as regenerate:
        click_anchor(qtbot, view, "hearth:regenerate/11")
    with qtbot.waitSignal(view.continue_requested) as cont:
        click_anchor(qtbot, view, "hearth:continue/11")
    with qtbot.waitSignal(view.version_requested) as older:
        click_anchor(qtbot, view, "hearth:version/11/-1")
    with qtbot.waitSignal(view.version_requested) as newer:
        click_anchor(qtbot, view, "hearth:version/11/1")
    with qtbot.waitSignal(view.copy_requested) as copy:
        click_anchor(qtbot, view, "hearth:copy/11")
    assert (edit.args, regenerate.args, cont.args, copy.args) == ([10], [11], [11], [11])
    assert (older.args, newer.args) == ([11, -1], [11, 1])
    assert QGuiApplication.clipboard().text() == "A reply that was cut"
    assert "2/3" in frame_text(view, 11)


def test_regenerate_is_offered_on_the_last_reply_only(view: ChatView) -> None:
    view.set_messages([MessageView(1, "user", "a"), MessageView(2, "assistant", "b")])
    assert "hearth:regenerate/2" in anchor_hrefs(view)
    view.add_message(MessageView(3, "user", "c"))
    view.begin_streaming(MessageView(4, "assistant", ""))
    assert not any(h.startswith("hearth:regenerate") for h in anchor_hrefs(view))
    view.append_to_streaming("d")
    view.finish_streaming(MessageView(4, "assistant", "d"))
    assert [h for h in anchor_hrefs(view) if h.startswith("hearth:regenerate")] == ["hearth:regenerate/4"]
    assert "hearth:continue/4" not in anchor_hrefs(view)  # only when the reply hit the length limit


def test_provenance_line_shows_the_numbers(view: ChatView) -> None:
    view.set_messages([MessageView(1, "user", "q"), MessageView(2, "assistant", "answer", "complete", PROVENANCE)])
    text = frame_text(view, 2)
    assert "SmolLM2-135M-Instruct · 342 tokens · finished" in text  # at a glance; the rest behind Details
    assert "tok/s" not in text and "temp" not in text
    assert "hearth:details/2" in anchor_hrefs(view)
    view.browser.anchorClicked.emit(QUrl("hearth:details/2"))
    text = frame_text(view, 2)
    for part in ("SmolLM2-135M-Instruct", "CPU", "temp 0.7", "top-p 0.9", "top-k 40", "seed 42",
                 "342 tokens (prompt 1,204, 1,100 cached)", "first token 0.21 s", "48.3 tok/s", "finished"):
        assert part in text
    assert "Hide details" in text
    assert "tok/s" not in frame_text(view, 1)  # user messages carry none


@pytest.mark.parametrize(("status", "marker"), [("interrupted", "Interrupted"), ("cancelled", "Stopped"),
                                                ("error", "failed: out of memory")])
def test_status_markers_are_visible(view: ChatView, status: str, marker: str) -> None:
    view.set_messages([MessageView(1, "assistant", "partial", status, Provenance(error="out of memory"))])
    assert marker in frame_text(view, 1)


def test_links_open_only_when_clicked_and_only_for_the_web(qtbot: QtBot, view: ChatView,
                                                           opened: list[QUrl]) -> None:
    view.set_messages([MessageView(1, "assistant", "[site](https://example.com/x) ![pic](http://e.com/p.png) "
                                                   "[bad](javascript:alert(1))")])
    assert opened == []
    assert "javascript:alert(1)" not in anchor_hrefs(view)
    click_anchor(qtbot, view, "https://example.com/x")
    assert [u.toString() for u in opened] == ["https://example.com/x"]
    view.browser.anchorClicked.emit(QUrl("file:///etc/passwd"))
    assert len(opened) == 1


def test_scroll_to_message_brings_it_up_and_tints_it_briefly(qtbot: QtBot, view: ChatView) -> None:
    view.set_messages(history(200))
    bubble = view.frame_of(121).parentFrame()
    assert view.scroll_to_message(121)
    top = view.browser.document().documentLayout().frameBoundingRect(bubble).top()
    assert abs(view.browser.verticalScrollBar().value() - top) <= 10 and not view.is_following
    assert bubble.frameFormat().background().color().name() == LIGHT.find_highlight
    qtbot.waitUntil(lambda: bubble.frameFormat().background().style() == Qt.BrushStyle.NoBrush, timeout=3000)
    assert not view.scroll_to_message(999)


def test_theme_change_renders_again_with_the_new_colours(qtbot: QtBot, view: ChatView) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    manager = ThemeManager(app, "light")
    manager.theme_changed.connect(view.set_theme)
    view.set_messages([MessageView(1, "user", "hello"), MessageView(2, "assistant", "`x`")])
    with app_theme(LIGHT):
        manager.set_preference("dark")
        assert view.theme is DARK and app.palette().base().color().name() == DARK.base
        assert view.frame_of(1).parentFrame().frameFormat().background().color().name() == DARK.user_bubble
        view.begin_streaming(MessageView(3, "assistant", "so far"))
        manager.set_preference("light")
        assert view.frame_of(1).parentFrame().frameFormat().background().color().name() == LIGHT.user_bubble
        view.append_to_streaming(" and more")
        view.finish_streaming(MessageView(3, "assistant", "so far and more"))
        assert "so far and more" in frame_text(view, 3)


def test_theme_follows_the_os_while_the_preference_is_system(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    with app_theme(LIGHT):
        manager = ThemeManager(app, "system")
        assert manager.theme is LIGHT  # offscreen reports no scheme: light
        monkeypatch.setattr("ui.theme.system_is_dark", lambda: True)
        with qtbot.waitSignal(manager.theme_changed) as changed:
            app.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
        assert changed.args == [DARK] and app.palette().window().color().name() == DARK.window
        manager.set_preference("light")  # a fixed choice no longer follows the OS
        with qtbot.assertNotEmitted(manager.theme_changed):
            app.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
        assert manager.theme is LIGHT


def test_copied_selection_has_no_layout_characters(view: ChatView) -> None:
    view.set_messages([MessageView(1, "user", "first"), MessageView(2, "assistant", "second")])
    view.begin_streaming(MessageView(3, "assistant", "third"))
    view.browser.selectAll()
    text = view.browser.createMimeDataFromSelection().text()
    assert "first" in text and "second" in text
    assert "\u200b" not in text and "\ufffc" not in text


def test_controls_have_accessible_names(view: ChatView) -> None:
    assert view.browser.accessibleName() == "Conversation"
    names = {w.property("accessibleName") for w in view.findChildren(QObject)}
    assert {"Jump to latest message", "Notification"} <= names


@pytest.mark.parametrize("theme", [LIGHT, DARK], ids=["light", "dark"])
def test_screenshot_of_a_markdown_conversation(qtbot: QtBot, theme: object) -> None:
    assert theme in (LIGHT, DARK)
    SHOTS_DIR.mkdir(parents=True, exist_ok=True)
    with app_theme(theme):  # type: ignore[arg-type]
        widget = ChatView(theme=theme)  # type: ignore[arg-type]
        widget.resize(900, 1250)
        qtbot.addWidget(widget)
        with qtbot.waitExposed(widget):
            widget.show()
        widget.set_messages([
            MessageView(1, "user", "Can you show me **Markdown**? Include a `table` and some Python."),
            MessageView(2, "assistant", TOUR, "complete", PROVENANCE, 1, 2),
            MessageView(3, "user", "Thanks! Now a short one."),
            MessageView(4, "assistant", "Sure — here is a *short* answer that was", "cancelled",
                        Provenance(model="SmolLM2-135M-Instruct", device="cpu", generated_tokens=9,
                                   finish_reason="cancelled")),
        ])
        widget.browser.verticalScrollBar().setValue(0)
        image = widget.grab().toImage()
        image.save(str(SHOTS_DIR / f"chat_view_{theme.name}.png"))  # type: ignore[attr-defined]
        widget.close()
    assert distinct_colours(image) > 20
    assert image.pixelColor(3, 3).name() == theme.base  # type: ignore[attr-defined]
