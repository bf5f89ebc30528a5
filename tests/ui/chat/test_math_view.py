"""Math in the real chat view: forty replies as models write them, the look of a formula (theme, size,
scale, baseline), copying, and a reply with math streaming."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage, QTextCursor, QTextDocument, QTextFormat
from pytestqt.qtbot import QtBot

from app.chat import tex_drawing
from tests.math_corpus import CASES, Case
from tests.ui.widget_shots import SHOTS_DIR, app_theme
from ui.chat import math_images
from ui.chat.chat_view import ChatView
from ui.chat.markdown import MarkdownRenderer
from ui.chat.math_images import MathStyle, forget_pictures, image_html, pixmap
from ui.chat.message_html import MessageView
from ui.theme import DARK, LIGHT, Theme


@pytest.fixture(scope="module", autouse=True)
def drawing_process() -> Iterator[None]:
    yield
    tex_drawing.stop()  # the process that drew this module's formulas


@pytest.fixture
def view(qtbot: QtBot) -> Iterator[ChatView]:
    widget = ChatView(theme=LIGHT)
    widget.resize(800, 600)
    qtbot.addWidget(widget)
    with qtbot.waitExposed(widget):
        widget.show()
    yield widget
    widget.close()


def formulas_in(doc: QTextDocument) -> list[tuple[int, str, str]]:
    """(position, name, source) of each formula's image, in order."""
    found = []
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            fmt = fragment.charFormat()
            if fmt.isImageFormat() and fmt.toImageFormat().name().startswith("hearth-math:"):
                found.append((fragment.position(), fmt.toImageFormat().name(),
                              str(fmt.property(QTextFormat.Property.ImageAltText))))
            it += 1
        block = block.next()
    return found


def drawn(qtbot: QtBot, view: ChatView) -> QTextDocument:
    """The view's document once its formulas are drawn (on a worker) and shown."""
    qtbot.waitUntil(lambda: not view.drawing_formulas, timeout=30_000)
    return view.browser.document()


def show(qtbot: QtBot, view: ChatView, reply: str) -> QTextDocument:
    view.set_messages([MessageView(1, "user", "Explain, with math."), MessageView(2, "assistant", reply)])
    return drawn(qtbot, view)


def ink(image: QImage, x0: int = 0, x1: int | None = None) -> list[tuple[int, int, QColor]]:
    """The opaque-ish pixels of an image (x, y, colour) between two columns."""
    out = []
    for y in range(image.height()):
        for x in range(x0, image.width() if x1 is None else x1):
            colour = image.pixelColor(x, y)
            if colour.alpha() > 250:
                out.append((x, y, colour))
    return out


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_forty_replies_show_their_math(qtbot: QtBot, view: ChatView, case: Case) -> None:
    doc = show(qtbot, view, case.reply)
    assert tuple(source for _pos, _name, source in formulas_in(doc)) == case.formulas
    assert all(pixmap(name) is not None for _pos, name, _source in formulas_in(doc))
    text = doc.toPlainText()
    for words in (*case.text, *case.source):
        assert words in text
    for source in case.source:  # the formula as written, in the inline code style
        at = doc.find(source)
        assert not at.isNull() and at.charFormat().background().color().name() == LIGHT.inline_code_bg


def drawn_in(name: str, colour: str) -> bool:
    """Whether every well-covered pixel of a formula's picture has this colour (± rounding)."""
    image = pixmap(name)
    assert image is not None
    pixels = image.toImage()
    want = QColor(colour)
    covered = [pixels.pixelColor(x, y) for y in range(pixels.height()) for x in range(pixels.width())
               if pixels.pixelColor(x, y).alpha() > 160]
    return bool(covered) and all(max(abs(c.red() - want.red()), abs(c.green() - want.green()),
                                     abs(c.blue() - want.blue())) <= 2 for c in covered)


def test_a_formula_takes_the_theme_colour_and_the_text_size(qtbot: QtBot, view: ChatView) -> None:
    (_pos, light, _src), = formulas_in(show(qtbot, view, "Consider $x + y = z$ here."))
    assert drawn_in(light, LIGHT.text)
    view.set_theme(DARK)
    (_pos, dark, _src), = formulas_in(drawn(qtbot, view))
    assert dark != light and drawn_in(dark, DARK.text) and not drawn_in(dark, LIGHT.text)
    width = pixmap(dark).width()  # type: ignore[union-attr]
    view.set_text_size(view.browser.document().defaultFont().pointSize() * 2)
    (_pos, bigger, _src), = formulas_in(drawn(qtbot, view))
    assert pixmap(bigger).width() == pytest.approx(2 * width, rel=0.15)  # type: ignore[union-attr]


def test_a_formula_inside_a_block_quote_takes_the_quote_colour(qtbot: QtBot, view: ChatView) -> None:
    (_pos, name, _src), = formulas_in(show(qtbot, view, "> quoted $a^2$"))
    assert drawn_in(name, LIGHT.quote_text) and not drawn_in(name, LIGHT.text)


def test_a_high_dpi_screen_gets_twice_the_pixels_at_the_same_size(qtbot: QtBot) -> None:
    style = MathStyle(16.0, 4.0, 14.0, 4.0, 1.0)
    one = image_html("\\frac{a}{b}", False, "#000000", style, "$\\frac{a}{b}$")
    two = image_html("\\frac{a}{b}", False, "#000000", MathStyle(16.0, 4.0, 14.0, 4.0, 2.0), "$\\frac{a}{b}$")
    assert one is not None and two is not None
    size = one[one.index("width="):one.index(" alt=")]
    assert size == two[two.index("width="):two.index(" alt=")]  # the same place in the text
    name_one, name_two = one.split('"')[1], two.split('"')[1]
    small, big = pixmap(name_one), pixmap(name_two)
    assert small is not None and big is not None and big.devicePixelRatio() == 2.0
    assert (big.width(), big.height()) == (2 * small.width(), 2 * small.height())
    assert pixmap(name_two) is big  # drawn once


HIGH_DPI = """
import sys
from PySide6.QtWidgets import QApplication
from app.chat import tex_drawing
from ui.chat.chat_view import ChatView
from ui.chat.math_images import pixmap
from ui.chat.message_html import MessageView

def main():
    app = QApplication([])
    view = ChatView()
    view.show()
    view.set_messages([MessageView(1, "assistant", "Area $\\\\pi r^2$.")])
    while view.drawing_formulas:
        app.processEvents()
    html = view.browser.toHtml()
    name = html[html.index('src="hearth-math:') + 5:].split('"')[0]
    image = pixmap(name)
    print(view.devicePixelRatioF(), image.devicePixelRatio(), image.width(), image.deviceIndependentSize().width())
    tex_drawing.stop()

if __name__ == "__main__":
    main()
"""


def test_a_window_at_twice_the_scale_gets_formulas_drawn_at_twice_the_pixels(tmp_path: Path) -> None:
    script = tmp_path / "high_dpi.py"
    script.write_text(HIGH_DPI, encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": "2"}
    out = subprocess.run([sys.executable, str(script)], env=env, capture_output=True, text=True, timeout=300,
                         cwd=Path(__file__).resolve().parents[3], check=True)
    scale, picture_scale, pixels, size = map(float, out.stdout.split())
    assert scale == picture_scale == 2.0 and pixels == 2 * size


def test_an_inline_formula_sits_on_the_text_baseline(qtbot: QtBot, view: ChatView) -> None:
    view.set_text_size(36)
    doc = show(qtbot, view, "xx $x$ and $\\frac{a}{b}$ xx")  # a tall formula on the line too
    (position, _name, _src), _fraction = formulas_in(doc)
    image = view.browser.viewport().grab().toImage()

    def lowest_ink(start: int, end: int) -> int:
        left, right = QTextCursor(doc), QTextCursor(doc)
        left.setPosition(start)
        right.setPosition(end)
        line = view.browser.cursorRect(left)
        x0, x1 = line.right() + 1, view.browser.cursorRect(right).left()
        dark = [y for _x, y, c in ink(image, x0, x1) if c.lightness() < 128 and line.top() <= y <= line.bottom()]
        assert dark
        return max(dark)

    text_bottom, math_bottom = lowest_ink(position - 3, position - 1), lowest_ink(position, position + 1)

    assert abs(text_bottom - math_bottom) <= 2  # "x" in the text and the formula's "x" end on one line


def test_formulas_are_drawn_off_the_window_thread_and_shown_as_source_meanwhile(qtbot: QtBot, view: ChatView) -> None:
    forget_pictures()
    view.set_messages([MessageView(1, "assistant", "The area $\\pi r^2$ of a circle.")])
    doc = view.browser.document()
    assert view.drawing_formulas and formulas_in(doc) == []  # the window did not wait for the drawing
    assert "The area $\\pi r^2$ of a circle." in doc.toPlainText()
    assert [source for *_, source in formulas_in(drawn(qtbot, view))] == ["$\\pi r^2$"]


def test_copying_a_selection_gives_the_latex(qtbot: QtBot, view: ChatView) -> None:
    show(qtbot, view, "Energy $E = mc^2$ and \\(\\alpha\\) too.")
    view.browser.selectAll()
    data = view.browser.createMimeDataFromSelection()
    assert "Energy $E = mc^2$ and \\(\\alpha\\) too." in data.text()
    assert "\ufffc" not in data.text()
    assert "hearth-math:" not in data.html() and "$E = mc^2$" in data.html()


REPLY = ("First the sum $\\sum_{k=1}^n k$ of the numbers.\n\n"
         "Then the quadratic formula:\n\\[\nx = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\n\\]\n\n"
         "And a display $$e^{i\\pi} + 1 = 0$$ with $x^2$ again.\n\n"
         "Prices stay text: $5 and $10.\n\n"
         "Last, $\\int_0^1 x\\,dx = \\frac{1}{2}$.")
DISTINCT = 5  # the formulas of REPLY ($x^2$ is inside the quadratic's block, not a formula of its own)


def test_streaming_math_renders_the_last_block_and_shows_a_cut_formula_as_text(
        qtbot: QtBot, view: ChatView, monkeypatch: pytest.MonkeyPatch) -> None:
    view.set_messages([MessageView(1, "user", "Math, please.")])
    rendered: list[str] = []
    render = MarkdownRenderer.render
    monkeypatch.setattr(MarkdownRenderer, "render",
                        lambda self, text, *a: (rendered.append(text), render(self, text, *a))[1])
    forget_pictures()
    asked: list[tuple[str, ...]] = []  # the formulas sent to the drawing process
    draw_later = math_images.draw_later
    monkeypatch.setattr(math_images, "draw_later", lambda args, done: (asked.append(args), draw_later(args, done)))
    view.begin_streaming(MessageView(2, "assistant", ""))
    seen_cut = False
    for i in range(0, len(REPLY), 3):
        view.append_to_streaming(REPLY[i:i + 3])
        drawn(qtbot, view)  # the formula that just closed is drawn before the next piece, as in real time
        so_far = REPLY[:i + 3]
        if "\\frac{-b" in so_far and "\\]" not in so_far:  # the display formula is open
            assert "x = \\frac{-b" in view.live_text()  # an open formula shows as text
            seen_cut = True
    assert seen_cut
    blocks = REPLY.split("\n\n")
    assert max(len(t) for t in rendered) <= max(len(b) for b in blocks) + 2  # never the whole reply again
    assert len(asked) == len(set(asked)) == DISTINCT  # each formula drawn once, nothing drawn on the way
    view.finish_streaming(MessageView(2, "assistant", REPLY))
    assert rendered[-1] == REPLY  # the final render, whole
    assert len(formulas_in(drawn(qtbot, view))) == DISTINCT
    assert len(asked) == DISTINCT


@pytest.mark.parametrize("theme", [LIGHT, DARK], ids=["light", "dark"])
def test_screenshot_of_math(qtbot: QtBot, theme: Theme) -> None:
    SHOTS_DIR.mkdir(parents=True, exist_ok=True)
    with app_theme(theme):
        widget = ChatView(theme=theme)
        widget.resize(900, 1400)
        qtbot.addWidget(widget)
        with qtbot.waitExposed(widget):
            widget.show()
        reply = "\n\n".join(c.reply for c in CASES if c.name in (
            "quadratic_brackets", "table", "block_quote", "list_with_display", "matrix", "unknown_command",
            "prices", "heading", "normal_density"))
        widget.set_messages([MessageView(1, "user", "Show me some math."), MessageView(2, "assistant", reply)])
        drawn(qtbot, widget)
        widget.browser.verticalScrollBar().setValue(0)
        image = widget.grab().toImage()
        image.save(str(SHOTS_DIR / f"chat_math_{theme.name}.png"))
        widget.close()
    assert image.pixelColor(3, 3).name() == theme.base
