"""How much does streaming into a long conversation cost, compared with an empty one?

Streams the same 200 token-appends into a ChatView holding 500 finished messages and into an empty
one, in the same run, and prints one JSON line: {"append_cost_ratio": full / empty, ...}. The design
goal is a ratio of at most about 1.2: an append re-renders only the streaming reply, so its cost must
not grow with the conversation. The time counted is the append and the event processing it causes
(layout, scrolling, painting), as CPU time of this process, median of several alternated rounds.

    QT_QPA_PLATFORM=offscreen python bench/ui_append.py
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from ui.chat_view import ChatView, MessageView
from ui.theme import LIGHT

HISTORY = 500
APPENDS = 200
ROUNDS = 7

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


def history(count: int) -> list[MessageView]:
    return [MessageView(i, "user", f"Question {i}: how does *this* work?") if i % 2 == 0
            else MessageView(i, "assistant", _REPLY, "complete", {"model": "demo", "tokens_per_s": 40.0})
            for i in range(count)]


def tokens() -> list[str]:
    words = ("The quick brown fox jumps over the lazy dog, and then `code` appears. " * 40).split(" ")
    return [w + " " for w in words[:APPENDS - 30]] + ["\n\n```python\n"] + [f"x{i} = {i}\n" for i in range(29)]


# The reply already fills the screen when the timed appends begin, so that both views scroll on
# every new line: the only difference left between them is the 500 messages above.
_PREFIX = "".join(f"Line {i} of a long answer that already fills the screen.\n\n" for i in range(40))


def stream_once(app: QApplication, view: ChatView, pieces: list[str], message_id: int) -> float:
    """CPU seconds to stream all pieces, each followed by the event processing (layout, paint) it
    causes. CPU time of this process, so that other work on the machine does not blur the ratio."""
    view.begin_streaming(MessageView(message_id, "assistant", _PREFIX))
    app.processEvents()
    start = time.process_time()
    for piece in pieces:
        view.append_to_streaming(piece)
        app.processEvents()
    elapsed = time.process_time() - start
    view.finish_streaming(MessageView(message_id, "assistant", "done", "complete"))
    app.processEvents()
    return elapsed


def main() -> None:
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    views = {"empty": ChatView(theme=LIGHT), "full": ChatView(theme=LIGHT)}
    histories = {"empty": [], "full": history(HISTORY)}
    for view in views.values():
        view.resize(900, 700)
        view.show()
    pieces = tokens()
    times: dict[str, list[float]] = {"empty": [], "full": []}
    for _ in range(ROUNDS):  # alternate, so both see the same machine load
        for name, view in views.items():
            view.set_messages(histories[name])  # the same start every round
            app.processEvents()
            times[name].append(stream_once(app, view, pieces, HISTORY + 1))
    empty, full = statistics.median(times["empty"]), statistics.median(times["full"])
    print(json.dumps({"append_cost_ratio": round(full / empty, 3), "history": HISTORY, "appends": len(pieces),
                      "ms_per_append_full": round(1000 * full / len(pieces), 3),
                      "ms_per_append_empty": round(1000 * empty / len(pieces), 3)}))


if __name__ == "__main__":
    main()
