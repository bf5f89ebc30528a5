"""How responsive is the real window? Four numbers, measured side by side in one run.

- max_stall_ms_streaming: the longest gap between ticks of a 5 ms main-thread QTimer while the demo
  model streams a reply through the real window (goal < 50).
- max_stall_ms_prefill: the same while the window sends a ~2,000-token prompt and the engine prefills
  it (the user message is rendered, committed and prefilled; goal < 50).
- append_cost_ratio: CPU time to stream the same 200 token updates through the window (controller,
  store partial saves, chat view, layout and paint) into a 500-message conversation ÷ into an empty
  one (goal ≤ 1.2). A scripted engine delivers the tokens, so only the window's work is timed. The
  reply starts with a screenful of text in both (see `_SCREENFUL`); `append_cost_ratio_from_empty_reply`
  is the same without it, where only the long conversation scrolls from the first line.
- startup_ratio: time from `ui.app.start` to the window shown and idle with 1,000 stored
  conversations ÷ with none (goal ≤ 1.3).
- max_stall_ms_thinking, max_stall_ms_thinking_open, max_stall_ms_image_attach, max_stall_ms_image_send
  (goal < 50 each): the same while a reply streams 1,500 words of thinking (folded, then opened as it starts),
  while a 4000×3000 JPEG is attached, and while it is sent and its thumbnail shown (`bench/_ui_media.py`, a
  scripted engine: only the window is measured; _listening, _voice_start (the reading voice made), _speaking:
  `_ui_voice.py`; _compare: two compared replies streaming at once from two demo-model hosts, `_ui_compare.py`).
- math_render_ms, max_stall_ms_math (< 50), the figures beside them: 20 formulas shown, streamed (`_ui_math.py`).
- second_turn_ttft_ratio: the first token of a chat's second message with model titles on ÷ off
  (goal ≤ 1.2), the demo model answering in the real window. The title is written between the two
  messages; the demo model is too small to be asked for titles in real use, so the bench lets it, to
  measure what a title costs the conversation's cache.
- followup_cached_share (goal ≥ 0.95), window_visible_s (≤ 2), model_ready_s (≤ 3): a follow-up's prompt read
  from the cache after an idle pause, and a cold start of `main.py` (`bench/_ui_followup.py` says how).

Prints a few human lines, then, last, one JSON line.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/ui.py [--rounds 5]
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from app.chat.parameters import Sampling
from app.chat.provenance import Provenance
from app.chat.values import ChatMessage, Guidance

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.system.privacy import disable_telemetry_env

disable_telemetry_env()

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.chat.generation import GenerationSettings  # noqa: E402
from app.engine import protocol as p  # noqa: E402
from app.qt import titles  # noqa: E402
from app.qt.engine_bridge import EngineSignals  # noqa: E402
from app.settings import Settings, save_settings  # noqa: E402
from app.store import Store  # noqa: E402
from app.system.paths import demo_model_dir, resolve_paths  # noqa: E402
from bench._ui_followup import cold_starts, followup_share  # noqa: E402
from bench._ui_math import math_figures  # noqa: E402
from bench._ui_media import media_stalls  # noqa: E402
from models.demo import ensure_demo_model  # noqa: E402
from ui import app as ui_app  # noqa: E402

HISTORY = 500
APPENDS = 200
CONVERSATIONS = 1000
STREAM_TOKENS = 200
PREFILL_WORDS = 510  # about 2,000 tokens
_REPLY = """Here is an answer with **bold**, `code` and a list:

- one
- two

| a | b |
|---|---|
| 1 | 2 |

```python
def add(a, b):
    return a + b
```
"""


class ManualEngine(EngineSignals):
    """The bridge's interface, answering at once; the bench emits the tokens itself (`id` is the turn's)."""

    def __init__(self) -> None:
        super().__init__()
        self.id = ""
        self._ids = itertools.count(1)

    def load(self, model_dir: str, providers: Sequence[str] = (), intra_op_threads: int = 0,
             context_limit: int = 0, avoid: Sequence[str] = (), prefer: str = "") -> None:
        QTimer.singleShot(0, lambda: self.loaded.emit(p.Loaded("load", model_dir, "llama", "cpu", 1 << 20, 0.0)))

    def unload(self) -> None:
        pass

    def start_turn(self, messages: Sequence[ChatMessage], sampling: Sampling, system_prompt: str = "",
                   continue_last: bool = False, guidance: Guidance | None = None, tools: str = "") -> str:
        self.id = request_id = f"turn-{next(self._ids)}"
        QTimer.singleShot(0, lambda: self.started.emit(p.Started(request_id, 100, 0, 0, sampling.max_new_tokens,
                                                                 1 << 20)))
        return request_id

    def measure(self, messages: Sequence[ChatMessage], sampling: Sampling, system_prompt: str = "",
                continue_last: bool = False, read_ahead: bool = False, tools: str = "") -> str:
        request_id = f"measure-{next(self._ids)}"
        QTimer.singleShot(0, lambda: self.measured.emit(p.Measured(request_id, 100, 0, sampling.max_new_tokens,
                                                                   1 << 20)))
        return request_id

    def cancel(self, turn_id: str) -> None:
        pass

    def shutdown(self) -> None:
        pass


@contextmanager
def home() -> Iterator[Path]:
    """A fresh HEARTH_HOME for one scenario."""
    with tempfile.TemporaryDirectory(prefix="hearth-bench-") as tmp:
        old = os.environ.get("HEARTH_HOME")
        os.environ["HEARTH_HOME"] = tmp
        try:
            yield Path(tmp)
        finally:
            if old is None:
                os.environ.pop("HEARTH_HOME", None)
            else:
                os.environ["HEARTH_HOME"] = old


def wait(app: QApplication, until: Callable[[], bool], timeout_s: float = 120.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not until():
        if time.monotonic() > deadline:
            raise TimeoutError("the window did not get there in time")
        app.processEvents()
        time.sleep(0.002)


class Ticker:
    """A 5 ms QTimer on the main thread; the longest gap between its ticks is the worst stall.

    Each tick also notes the main thread's CPU time, so a stall can be told apart: our own work on the
    main thread (CPU time close to the gap) or the OS running other threads (CPU time close to zero).
    """

    def __init__(self) -> None:
        self.ticks: list[tuple[float, float]] = []
        self.timer = QTimer()
        self.timer.setInterval(5)
        self.timer.timeout.connect(lambda: self.ticks.append((time.perf_counter(), time.thread_time())))

    def start(self) -> None:
        self.ticks.clear()
        self.timer.start()

    def stop(self) -> tuple[float, float]:
        """The longest gap (ms) and the main thread's CPU time within it (ms)."""
        self.timer.stop()
        gaps = [(b[0] - a[0], b[1] - a[1]) for a, b in itertools.pairwise(self.ticks)]
        wall, cpu = max(gaps, default=(0.0, 0.0))
        return wall * 1000, cpu * 1000


def stalls(app: QApplication, model: Path) -> tuple[tuple[float, float], tuple[float, float]]:
    """Longest main-loop gaps and the CPU in them (ms) while the demo model streams, and prefills."""
    with home():
        hearth = ui_app.start(model)
        window, chat = hearth.window, hearth.controller
        window.resize(1100, 750)
        wait(app, lambda: chat.model is not None)
        ticker = Ticker()
        finished: list[object] = []
        chat.turns.reply_finished.connect(lambda *_a: finished.append(1))
        started: list[object] = []
        chat.turns.reply_started.connect(lambda *_a: started.append(1))

        chat.set_settings(GenerationSettings(temperature=0.0, max_new_tokens=STREAM_TOKENS))
        window.composer.set_text("Write a long story about a lighthouse keeper and the sea.")
        window.composer.submit()
        wait(app, lambda: bool(started))
        ticker.start()
        wait(app, lambda: bool(finished))
        streaming = ticker.stop()
        reply = chat.thread_items()[-1].message.provenance or Provenance()
        print(f"streamed {reply.generated_tokens} tokens at {reply.tokens_per_s} tok/s: "
              f"longest stall {streaming[0]:.1f} ms ({streaming[1]:.1f} ms of it main-thread CPU)")

        chat.new_conversation()
        chat.set_settings(GenerationSettings(temperature=0.0, max_new_tokens=4))
        window.composer.set_text(" ".join(f"word{i}" for i in range(PREFILL_WORDS)))
        finished.clear()
        ticker.start()
        window.composer.submit()
        wait(app, lambda: bool(finished))
        prefill = ticker.stop()
        reply = chat.thread_items()[-1].message.provenance or Provenance()
        print(f"prefilled {reply.prompt_tokens} prompt tokens (first token after {reply.ttft_s} s): "
              f"longest stall {prefill[0]:.1f} ms ({prefill[1]:.1f} ms of it main-thread CPU)")
        ui_app.stop(hearth)
    return streaming, prefill


def fill_history(count: int) -> None:
    with Store.open() as store:
        conversation = store.create_conversation("Long chat")
        parent: int | None = None
        for i in range(count):
            if i % 2 == 0:
                parent = store.add_message(conversation.id, "user", f"Question {i}: how does *this* work?", parent).id
            else:
                parent = store.add_message(conversation.id, "assistant", _REPLY, parent).id


# Streamed (untimed) before the timed updates so that the reply already fills the screen in both
# conversations and both views scroll on every new line: what is left to
# compare is the cost of the 500 messages above, not "the view started scrolling".
_SCREENFUL = "".join(f"Line {i} of a long answer that already fills the screen.\n\n" for i in range(40))


def append_cost(app: QApplication, model: Path, history: int, rounds: int, screenful: bool = True) -> list[float]:
    """CPU seconds to stream APPENDS token updates through the window, one figure per round."""
    pieces = [w + " " for w in ("The quick brown fox jumps over the lazy dog, and `code` appears. " * 30)
              .split(" ")[:APPENDS - 30]] + ["\n\n```python\n"] + [f"x{i} = {i}\n" for i in range(29)]
    times: list[float] = []
    with home():
        if history:
            fill_history(history)
        engine = ManualEngine()
        hearth = ui_app.start(model, engine_factory=lambda: engine)
        window, chat = hearth.window, hearth.controller
        window.resize(1100, 750)
        wait(app, lambda: chat.model is not None)
        for _ in range(rounds):
            if history:
                chat.open_conversation(chat.conversations()[0].id)  # each round adds one exchange
            else:
                chat.new_conversation()
            app.processEvents()
            window.composer.set_text("Tell me more.")
            window.composer.submit()
            app.processEvents()
            if screenful:
                engine.tokens.emit(engine.id, _SCREENFUL)
                app.processEvents()
            start = time.process_time()
            for piece in pieces:
                engine.tokens.emit(engine.id, piece)
                app.processEvents()
            times.append(time.process_time() - start)
            engine.done.emit(p.Done(engine.id, "stop", 100, 0, len(pieces), 0.01, 50.0))
            app.processEvents()
        ui_app.stop(hearth)
    return times


def startup(app: QApplication, model: Path, conversations: int, rounds: int) -> list[float]:
    """Seconds from `start` to the window shown and idle, one figure per round."""
    times: list[float] = []
    with home():
        if conversations:
            with Store.open() as store:
                for i in range(conversations):
                    c = store.create_conversation(f"Conversation {i} about something")
                    q = store.add_message(c.id, "user", f"Question {i}", None)
                    store.add_message(c.id, "assistant", "An answer.", q.id)
        for _ in range(rounds):
            engine = ManualEngine()
            begin = time.perf_counter()
            hearth = ui_app.start(model, engine_factory=lambda: engine)  # noqa: B023 (called at once)
            app.processEvents()
            times.append(time.perf_counter() - begin)
            assert hearth.window.conversation_list.conversation_count() == conversations
            ui_app.stop(hearth)
            app.processEvents()
    return times


def second_turn_ttft(app: QApplication, model: Path, with_titles: bool) -> tuple[float, int]:
    """The second message's time to first token (s) and its cached prompt tokens, titles on or off."""
    with home():
        save_settings(resolve_paths().settings_file, Settings(auto_titles=with_titles))
        hearth = ui_app.start(model)
        window, chat = hearth.window, hearth.controller
        wait(app, lambda: chat.model is not None)
        chat.set_settings(GenerationSettings(temperature=0.0, max_new_tokens=24))
        asked: list[int] = []
        write = chat.titles.writer.write
        chat.titles.writer.write = lambda cid, *rest: (asked.append(cid), write(cid, *rest))  # type: ignore[method-assign]
        for text in ("hi\nTell me about the sea, the tides and the waves.", "And the moon?"):
            finished: list[object] = []
            chat.turns.reply_finished.connect(lambda *_a, done=finished: done.append(1))
            window.composer.set_text(text)
            window.composer.submit()
            wait(app, lambda done=finished: bool(done))
            if with_titles and not asked:
                wait(app, lambda: bool(asked))
            wait(app, lambda: not chat.titles.running)
        reply = chat.thread_items()[-1].message.provenance or Provenance()
        ui_app.stop(hearth)
    return float(reply.ttft_s or 0.0), int(reply.cached_tokens or 0)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--quick", action="store_true", help="tiny sizes, seconds: checks the bench runs")
    args = parser.parse_args()
    if args.quick:
        global HISTORY, APPENDS, CONVERSATIONS, STREAM_TOKENS, PREFILL_WORDS
        HISTORY, APPENDS, CONVERSATIONS, STREAM_TOKENS, PREFILL_WORDS = 6, 40, 10, 8, 30
        args.rounds = 1
    model = ensure_demo_model(demo_model_dir(), print)
    os.environ.setdefault("HEARTH_DEMO_DIR", str(demo_model_dir()))
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)

    streaming, prefill = stalls(app, model)
    media = media_stalls(app, words=100, side=(400, 300)) if args.quick else media_stalls(app)
    print("longest stalls (ms, main-thread CPU in them): " + ", ".join(
        f"{k} {wall:.1f} ({cpu:.1f})" for k, (wall, cpu) in media.items()))

    ratios: dict[bool, float] = {}
    for screenful in (True, False):
        full: list[float] = []
        empty: list[float] = []
        for _ in range(min(2, args.rounds)):  # alternate, so both see the same machine load
            full += append_cost(app, model, HISTORY, max(1, args.rounds // 2 + 1), screenful)
            empty += append_cost(app, model, 0, max(1, args.rounds // 2 + 1), screenful)
        ratios[screenful] = statistics.median(full) / statistics.median(empty)
        start = "a reply that fills the screen" if screenful else "an empty reply"
        print(f"{APPENDS} token updates from {start}: {1000 * statistics.median(full) / APPENDS:.2f} ms each with "
              f"{HISTORY} messages above, {1000 * statistics.median(empty) / APPENDS:.2f} ms each in an empty chat")

    big: list[float] = []
    none: list[float] = []
    for _ in range(min(2, args.rounds)):
        big += startup(app, model, CONVERSATIONS, args.rounds)
        none += startup(app, model, 0, args.rounds)
    startup_ratio = statistics.median(big) / statistics.median(none)
    print(f"window shown in {1000 * statistics.median(big):.0f} ms with {CONVERSATIONS} conversations, "
          f"{1000 * statistics.median(none):.0f} ms with none")

    titles.MIN_PARAMETERS = 0  # the demo model writes titles here (see the module's docstring)
    ttft: dict[bool, list[float]] = {True: [], False: []}
    for _ in range(max(1, args.rounds // 2 + 1)):  # alternate, so both see the same machine load
        for with_titles in (True, False):
            seconds, cached = second_turn_ttft(app, model, with_titles)
            ttft[with_titles].append(seconds)
            print(f"second message, titles {'on' if with_titles else 'off'}: first token after "
                  f"{1000 * seconds:.0f} ms ({cached} prompt tokens cached)")
    ttft_ratio = statistics.median(ttft[True]) / statistics.median(ttft[False])

    with home():
        share, prompt, cached = followup_share(app, model, wait, 1.0 if args.quick else 10.0, 24 if args.quick else 320)
    print(f"follow-up after a pause: {cached} of its {prompt} prompt tokens read from the cache")
    first, *starts = cold_starts(model, 1 if args.quick else 4)
    visible, ready = (statistics.median(s[0] for s in starts), statistics.median(s[1] for s in starts)) \
        if starts else first
    print(f"cold start: window painted after {visible:.2f} s, model ready after {ready:.2f} s (the first start: "
          f"{first[0]:.2f} s and {first[1]:.2f} s)")

    print(json.dumps({
        "max_stall_ms_streaming": round(streaming[0], 1),
        "max_stall_ms_prefill": round(prefill[0], 1),
        "stall_cpu_ms_streaming": round(streaming[1], 1),
        "stall_cpu_ms_prefill": round(prefill[1], 1),
        **{f"max_stall_ms_{k}": round(wall, 1) for k, (wall, _cpu) in media.items()},
        **{f"stall_cpu_ms_{k}": round(cpu, 1) for k, (_wall, cpu) in media.items()},
        **math_figures(app, model, args.rounds),  # prints its own line first
        "append_cost_ratio": round(ratios[True], 3),
        "append_cost_ratio_from_empty_reply": round(ratios[False], 3),
        "startup_ratio": round(startup_ratio, 3),
        "second_turn_ttft_ratio": round(ttft_ratio, 3),
        "followup_cached_share": round(share, 3),
        "followup_uncached_tokens": prompt - cached,
        "window_visible_s": round(visible, 2),
        "model_ready_s": round(ready, 2),
        "goals": {"max_stall_ms": "< 50", "append_cost_ratio": "<= 1.2", "startup_ratio": "<= 1.3",
                  "second_turn_ttft_ratio": "<= 1.2", "followup_cached_share": ">= 0.95",
                  "window_visible_s": "<= 2", "model_ready_s": "<= 3"},
    }))


if __name__ == "__main__":
    main()
