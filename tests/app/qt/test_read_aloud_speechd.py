"""Read aloud on a real speech-dispatcher (espeak-ng), where one speaks here: its stop is asynchronous, and a
reply that starts reading right after a stop must still show the voice speaking (Stop reading visible). And on a
speech-dispatcher that never answers (a socket of the test's own), as one that lost its audio output did on the
CI machine: nothing the window asks of the voice may wait on it.

Skipped where Qt has no speech-dispatcher plugin, or (the real one) where no speech-dispatcher voice speaks
(bench/README.md says how to set one up). The mock engine stops synchronously and cannot show this
(tests/ui/chat/test_read_aloud_window.py)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtTextToSpeech import QTextToSpeech
from pytestqt.qtbot import QtBot

from app.qt import voice_engine
from app.qt.read_aloud import ReadAloud

SENTENCE = "Here is a sentence long enough to be still speaking when it is stopped. And"


@pytest.fixture()
def reader(qtbot: QtBot) -> Iterator[ReadAloud]:
    if "speechd" not in QTextToSpeech.availableEngines():
        pytest.skip("no speech-dispatcher here")
    reader = ReadAloud("speechd")
    reader.prepare()
    if reader.engine is None or reader.engine.state() == QTextToSpeech.State.Error:
        pytest.skip("speech-dispatcher does not start here")
    try:
        with qtbot.waitSignal(reader.speaking_changed, timeout=10_000):
            reader.read("Hello.")
    except qtbot.TimeoutError:
        pytest.skip("speech-dispatcher does not speak here (no audio output)")
    yield reader
    reader.close()  # its thread ends (tests/app/qt/test_voice_engine.py), unless the server stopped answering


def test_a_reply_read_right_after_a_stop_is_seen_speaking(qtbot: QtBot, reader: ReadAloud) -> None:
    assert reader.engine is not None
    for reply_id in range(3):
        heard: list[str] = []
        reader.sentence_started.connect(heard.append)
        with qtbot.waitSignal(reader.speaking_changed, timeout=10_000, check_params_cb=lambda on: on):
            reader.follow(reply_id)  # stops the voice still reading the last one, then reads the new reply
            reader.stream_text(reply_id, SENTENCE)
        assert reader.speaking and heard == [SENTENCE.removesuffix(" And")]
        assert reader.engine.state() == QTextToSpeech.State.Speaking
        reader.sentence_started.disconnect(heard.append)


def test_sentences_go_to_the_voice_one_at_a_time_and_it_stays_speaking_between_them(
        qtbot: QtBot, reader: ReadAloud) -> None:
    assert reader.engine is not None
    reader.stop()  # the fixture's greeting silenced (or already over)
    qtbot.waitUntil(lambda: reader.engine is not None and reader.engine.state() == QTextToSpeech.State.Ready,
                    timeout=10_000)
    began: list[object] = []  # the voice's Speaking signals: one as each sentence begins
    reader.engine.stateChanged.connect(lambda state: began.append(state) if state == QTextToSpeech.State.Speaking
                                       else None)
    said: list[tuple[str, int]] = []
    reader.sentence_started.connect(lambda sentence: said.append((sentence, len(began))))
    changes: list[bool] = []
    reader.speaking_changed.connect(changes.append)
    with qtbot.waitSignal(reader.speaking_changed, timeout=30_000, check_params_cb=lambda on: not on):
        reader.read("Bees make honey. They also make wax.")
    # the second announced once the voice had begun (and ended) the first (Qt's enqueue gave the engine both at
    # once, each announced at once, and the voice went quiet between them: Stop reading flickered)
    assert said == [("Bees make honey.", 0), ("They also make wax.", 1)]
    assert changes == [True, False]


# A speech-dispatcher that takes the connection and answers nothing. It must outlive this process: libspeechd
# crashes when the server hangs up during its handshake (strlen of the reply it never got), and the engine's
# thread, stuck in that handshake, would do so then. So it leaves its parent (which the test waits for) and
# ends when its stdin closes: the write end is held, never closed, by this process until it exits.
SILENT_SERVER = """
import os, socket, sys
server = socket.socket(socket.AF_UNIX)
server.bind(sys.argv[1])
server.listen()
if os.fork():
    os._exit(0)
sys.stdin.read()
"""
_held_open: list[int] = []


def test_a_voice_server_that_never_answers_holds_up_nothing(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if "speechd" not in QTextToSpeech.availableEngines():
        pytest.skip("no speech-dispatcher plugin here")
    address = tmp_path / "speechd.sock"
    until_we_end, held = os.pipe()
    subprocess.run([sys.executable, "-c", SILENT_SERVER, str(address)], stdin=until_we_end, check=True, timeout=60)
    os.close(until_we_end)
    _held_open.append(held)
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{address}")
    monkeypatch.setattr(voice_engine, "START_WAIT_MS", 1_000)
    reader = ReadAloud("speechd")
    said: list[str] = []
    reader.unavailable.connect(said.append)
    began = time.monotonic()
    reader.prepare()
    reader.read("Nobody will hear this. Nor this.")
    assert reader.stop()
    reader.read("Or this.")
    assert time.monotonic() - began < 2.0  # each call returned (a call on the engine would never have)
    with qtbot.waitSignal(reader.unavailable, timeout=10_000):
        pass
    assert said == ["Reading aloud failed: the voice engine 'speechd' did not start within 1 s"]
    assert reader.engine is None and not reader.speaking
    reader.close()  # its thread, stuck, is left to itself
