"""For `bench/ui.py`: math in the window (a library of bench/ui.py, not a bench of its own).

- math_render_ms: a reply with 20 formulas (inline and display, in paragraphs, a list, a table and a block
  quote) shown in the real chat view and painted, no formula drawn before: the first paint, where formulas
  still being drawn (on a worker) show as their source; `math_shown_ms` until every formula is drawn and
  painted (the drawing process already running); `plain_render_ms` the same reply with each formula a word,
  and `math_render_warm_ms` the math reply again with its pictures kept (a conversation opened again), side
  by side.
- max_stall_ms_math: the window's longest main-thread stall while that reply streams a piece every 2 ms
  from a scripted engine (only the window's work is measured; goal < 50, as for text), no formula drawn
  before, the drawing process started; `max_stall_ms_math_plain` the same for the reply without formulas,
  streamed alternately in the same window (what the machine's load alone gives).
- first_formula_ms: a fresh Python process, from nothing to its first formula drawn: the drawing process
  (`app.chat.tex_drawing`) starts and imports ziamath once per session, with the first formula shown.
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtWidgets import QApplication

QUICK = None  # a library of bench/ui.py

FORMULAS = (
    "$E = mc^2$", "$a^2 + b^2 = c^2$", "\\(f'(x) = 2x\\)", "$\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}$",
    "$\\int_0^1 x^2\\,dx = \\frac{1}{3}$", "\\(\\alpha + \\beta = \\gamma\\)", "$O(n \\log n)$", "$\\sqrt{2}$",
    "$x_{n+1} = x_n - \\frac{f(x_n)}{f'(x_n)}$", "$\\lim_{x \\to 0} \\frac{\\sin x}{x} = 1$", "$\\pi r^2$",
    "$\\binom{n}{k}$", "$P(A \\mid B)$", "$\\nabla \\cdot \\mathbf{E} = \\frac{\\rho}{\\varepsilon_0}$", "$e^{i\\pi}$",
    "$\\det A$")
DISPLAY = ("\\[\nx = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\n\\]",
           "$$\nR(\\theta) = \\begin{pmatrix} \\cos\\theta & -\\sin\\theta \\\\ \\sin\\theta & \\cos\\theta "
           "\\end{pmatrix}\n$$",
           "$$\nf(x) = \\frac{1}{\\sigma\\sqrt{2\\pi}} e^{-\\frac{(x-\\mu)^2}{2\\sigma^2}}\n$$",
           "\\[\n\\begin{aligned} (a+b)^2 &= a^2 + 2ab + b^2 \\\\ (a-b)^2 &= a^2 - 2ab + b^2 \\end{aligned}\n\\]")


def reply() -> str:
    """20 formulas (16 inline, 4 display) in the places models put them."""
    f, d = FORMULAS, DISPLAY
    return (f"Energy and mass: {f[0]}, and Pythagoras: {f[1]}. The derivative is {f[2]}.\n\n"
            f"The quadratic formula:\n{d[0]}\nwhere the discriminant decides.\n\n"
            f"- the sum {f[3]}\n- the integral {f[4]}\n- angles {f[5]}\n\n"
            f"| cost | formula |\n|---|---|\n| sorting | {f[6]} |\n| a diagonal | {f[7]} |\n\n"
            f"Newton's step {f[8]} converges fast; a classic limit is {f[9]}, and a circle's area {f[10]}.\n\n"
            f"{d[1]}\n\n> Choose {f[11]} ways; Bayes gives {f[12]}.\n\n"
            f"Gauss: {f[13]}, Euler: {f[14]}, and {f[15]} for a matrix A.\n\n"
            f"The normal density is\n{d[2]}\n\nand the two squares:\n\n{d[3]}\n")


def plain(text: str) -> str:
    """The same reply with each formula a word: what the same text costs without math."""
    return re.sub(r"\$\$[\s\S]+?\$\$|\\\[[\s\S]+?\\\]", "formula", re.sub(r"\$[^$\n]+\$|\\\(.+?\\\)", "formula", text))


def render_ms(app: QApplication, rounds: int) -> dict[str, float]:
    """Median ms to show and paint the math reply (no picture drawn before; then until every formula is
    shown), the plain one, and the math one again with its pictures kept; alternated, so all see the same
    machine load."""
    import statistics

    from app.chat.tex_drawing import process_id
    from ui.chat.chat_view import ChatView
    from ui.chat.math_images import forget_pictures
    from ui.chat.message_html import MessageView
    from ui.theme import LIGHT

    process_id()  # the drawing process started (first_formula_ms measures that)
    view = ChatView(theme=LIGHT)
    view.resize(1000, 1400)
    view.show()
    app.processEvents()
    times: dict[str, list[float]] = {k: [] for k in ("math_render_ms", "math_shown_ms", "plain_render_ms",
                                                     "math_render_warm_ms")}
    texts = {"math_render_ms": reply(), "plain_render_ms": plain(reply()), "math_render_warm_ms": reply()}
    for i in range(rounds):
        for key, text in texts.items():
            if key == "math_render_ms":
                forget_pictures()
            view.set_messages([MessageView(1, "user", "Some math, please.")])  # a different document first
            app.processEvents()
            start = time.perf_counter()
            view.set_messages([MessageView(1, "user", "Some math, please."), MessageView(2 + i, "assistant", text)])
            view.browser.verticalScrollBar().setValue(0)
            view.repaint()  # the first paint
            times[key].append((time.perf_counter() - start) * 1000)
            if key == "math_render_ms":
                while view.drawing_formulas:
                    app.processEvents()
                    time.sleep(0.001)
                view.repaint()
                times["math_shown_ms"].append((time.perf_counter() - start) * 1000)
    view.close()
    return {k: round(statistics.median(v), 1) for k, v in times.items()}


def streaming_stalls(app: QApplication, model: Path, rounds: int) -> dict[str, tuple[float, float]]:
    """{"math", "math_plain"}: the longest main-loop gap (ms) and the main thread's CPU in it while the math
    reply streams, and the plain one, alternately in one window (the worst of `rounds` each)."""
    from app.chat.tex_drawing import process_id
    from bench._ui_media import _settle, _stream
    from bench.ui import ManualEngine, Ticker, home, wait
    from ui import app as ui_app
    from ui.chat.math_images import forget_pictures

    process_id()  # the drawing process started: first_formula_ms measures that apart
    out: dict[str, tuple[float, float]] = {"math": (0.0, 0.0), "math_plain": (0.0, 0.0)}
    with home():
        engine = ManualEngine()
        hearth = ui_app.start(model, engine_factory=lambda: engine)
        window, chat = hearth.window, hearth.controller
        window.resize(1100, 750)
        wait(app, lambda: chat.model is not None)
        wait(app, lambda: window.models is None or window.models.hardware is not None)
        _settle(app, 1.0)
        finished: list[object] = []
        chat.turns.reply_finished.connect(lambda *_a: finished.append(1))
        ticker = Ticker()
        for _ in range(rounds):
            for key, text in (("math", reply()), ("math_plain", plain(reply()))):
                forget_pictures()
                finished.clear()
                chat.new_conversation()
                window.composer.set_text("Some math, please.")
                window.composer.submit()
                app.processEvents()
                ticker.start()
                _stream(app, engine, [text[i:i + 4] for i in range(0, len(text), 4)], finished)  # ~a token each
                _settle(app)
                out[key] = max(out[key], ticker.stop())
        assert "hearth-math:" in window.chat_view.browser.toHtml() or not window.chat_view.drawing_formulas
        ui_app.stop(hearth)
    return out


def first_formula_ms() -> float:
    """A fresh process's first formula, in ms: the drawing process started, ziamath imported there (it reads
    its font), the formula drawn and answered. The process runs `python -c`, a light main module like
    Hearth's main.py (a spawned child imports its parent's main module again)."""
    code = ("import threading, time; t = time.perf_counter(); from app.chat import tex_drawing; "
            "done = threading.Event(); tex_drawing.draw_later(('x^2', False, 16.0, '#000000'), "
            "lambda result, drawn: done.set()); assert done.wait(300); print((time.perf_counter() - t) * 1000); "
            "tex_drawing.stop()")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parents[1])
    return round(float(out.stdout.strip().splitlines()[-1]), 1)


def math_figures(app: QApplication, model: Path, rounds: int) -> dict[str, float]:
    """Every figure above, by name (stalls and CPU in ms)."""
    figures: dict[str, float] = {"first_formula_ms": first_formula_ms()}
    figures.update(render_ms(app, rounds))
    for key, (wall, cpu) in streaming_stalls(app, model, max(1, rounds // 2)).items():
        figures.update({f"max_stall_ms_{key}": round(wall, 1), f"stall_cpu_ms_{key}": round(cpu, 1)})
    f = figures
    print(f"a reply with 20 formulas: first paint {f['math_render_ms']:.0f} ms, every formula shown after "
          f"{f['math_shown_ms']:.0f} ms ({f['math_render_warm_ms']:.0f} ms with its pictures kept, "
          f"{f['plain_render_ms']:.0f} ms as plain words); streaming it, longest stall {f['max_stall_ms_math']:.1f} ms "
          f"({f['stall_cpu_ms_math']:.1f} ms of it main-thread CPU; {f['max_stall_ms_math_plain']:.1f} ms as plain "
          f"words); a session's first formula {f['first_formula_ms']:.0f} ms")
    return figures
