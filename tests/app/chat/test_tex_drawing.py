"""Formulas drawn in the drawing process: answered on another thread, and nothing lost when it dies."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator

import pytest

from app.chat import tex_drawing
from app.chat.tex_math import MathSvg
from tests.processes import is_running, kill_hard


@pytest.fixture(autouse=True)
def drawing_process() -> Iterator[None]:
    yield
    tex_drawing.stop()  # the process this test started, if any


def draw(latex: str) -> tuple[MathSvg | None, bool, threading.Thread]:
    done = threading.Event()
    got: list[tuple[MathSvg | None, bool, threading.Thread]] = []

    def answer(result: MathSvg | None, drawn: bool) -> None:
        got.append((result, drawn, threading.current_thread()))
        done.set()

    tex_drawing.draw_later((latex, False, 16.0, "#000000"), answer)
    assert done.wait(120)
    return got[0]


def test_a_formula_is_drawn_in_another_process_and_answered_off_the_callers_thread() -> None:
    result, drawn, thread = draw("x^2 + y^2")
    assert drawn and result is not None and result.width > 0
    assert thread is not threading.current_thread()
    pid = tex_drawing.process_id()
    assert pid != os.getpid() and is_running(pid)
    assert draw("\\foo")[:2] == (None, True)  # does not parse: said so, not dropped
    tex_drawing.stop()
    deadline = time.monotonic() + 60
    while is_running(pid) and time.monotonic() < deadline:  # it ends by itself once told
        time.sleep(0.01)
    assert not is_running(pid)
    assert tex_drawing.process_id() != pid  # a new one when needed


def test_a_killed_drawing_process_loses_no_formula() -> None:
    pid = tex_drawing.process_id()
    kill_hard(pid)
    for latex in ("a^2", "b^2", "c^2"):  # the first may meet the dead process: drawn here, then a new one
        result, drawn, _thread = draw(latex)
        assert drawn and result is not None
    assert tex_drawing.process_id() != pid
