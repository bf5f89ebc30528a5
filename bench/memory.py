"""Memory benchmark: whether the right memory is found among 200, and what memory adds to the time to first token.

Prints one JSON line:
- `recall_at_3`: the share of the 50 questions (bench/data/memory_set.json, written for this bench: each asks
  about one of 50 memories, among 150 others about the same kind of person) whose memory is among the top 3
  of `MemoryRecall.ranked` (hybrid: the embedding model and BM25 fused); `recall_at_3_bm25`: by words alone,
  as before the embedding model is built; `recall_at_3_vector`: by meaning alone. `given_rate`: the share
  whose memory a turn is actually given (`recall`: relevant enough, at most 4, within the budget);
  `given_per_turn`: the memories a question is given.
- `ttft_memory_ratio`: a new chat's time to first token with memory on (finding the memories, then the engine
  reading them with the question) ÷ off, the same questions on the demo model, on and off alternated so a busy
  machine weighs on both (goal ≤ 1.1); `followup_ttft_memory_ratio`: the same for the chat's second message,
  where the engine reuses what it read of the first unless new memories changed the system prompt (the first
  message's are kept while they hold every memory found: `same_block`).
- `..._read_ahead`: the same as the window sends them: each message is read ahead while it is typed (the
  context meter measures the draft with the memories it will be given, `draft_system_prompt`), then sent after
  a pause (`PAUSE_S`); the memories found for the draft are found again at Send from `MemoryRecall`'s last answer.
- `recall_ms`: the mean time to find a question's memories (embedding the question, BM25, fusion);
  `first_recall_ms`: the first time, which embeds the 200 memories (kept after that).

`--quick`: 10 questions and 3 chats each way, seconds (the full run: 50 and 20); it checks the bench runs.
"""

from __future__ import annotations

import argparse
import itertools
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.chat.parameters import Sampling  # noqa: E402
from app.chat.values import ChatMessage  # noqa: E402
from app.docs.embedder import Embedder, EmbedderError  # noqa: E402
from app.docs.memory_recall import MemoryRecall, memory_prompt, same_block  # noqa: E402
from app.engine import protocol as p  # noqa: E402
from app.engine.client import EngineClient  # noqa: E402
from app.store import Store  # noqa: E402
from app.store.memories import Memories, Memory  # noqa: E402
from app.system.paths import demo_model_dir, embed_model_dir  # noqa: E402

DATA = ROOT / "bench" / "data" / "memory_set.json"
SYSTEM = "You are a helpful assistant. Answer briefly."
SAMPLING = Sampling(temperature=0.0, max_new_tokens=24)
CHATS = 20  # chats each way (two messages each): enough for a steady mean, minutes on a busy machine
PAUSE_S = 3.0  # a person finishing a message after a pause in typing: the engine reads the draft meanwhile


def recall_figures(memories: Memories, ids: list[int], questions: list[dict[str, object]],
                   recall: MemoryRecall, words: MemoryRecall, vectors: MemoryRecall) -> dict[str, float]:
    top3 = top3_words = top3_vectors = given = 0
    given_counts: list[int] = []
    times: list[float] = []
    for q in questions:
        text, wanted = str(q["question"]), ids[int(str(q["memory"]))]
        started = time.perf_counter()
        chosen = recall.recall(memories, text)
        times.append(time.perf_counter() - started)
        given += wanted in [m.id for m in chosen]
        given_counts.append(len(chosen))
        top3 += wanted in [m.id for m, _ in recall.ranked(memories, text)[:3]]
        top3_words += wanted in [m.id for m, _ in words.ranked(memories, text)[:3]]
        top3_vectors += wanted in [m.id for m, _ in vectors.ranked(memories, text)[:3]]
    n = len(questions)
    return {"recall_at_3": round(top3 / n, 3), "recall_at_3_bm25": round(top3_words / n, 3),
            "recall_at_3_vector": round(top3_vectors / n, 3),
            "given_rate": round(given / n, 3), "given_per_turn": round(statistics.mean(given_counts), 2),
            "recall_ms": round(1000 * statistics.mean(times), 2)}


def exchange(client: EngineClient, system: str, history: list[ChatMessage]) -> tuple[float, str]:
    """(seconds to the first token, the reply) of one turn."""
    started, first, pieces = time.perf_counter(), 0.0, []
    for event in client.turn(history, SAMPLING, system).events():
        if isinstance(event, p.Token):
            first = first or time.perf_counter()
            pieces.append(event.text)
        elif isinstance(event, p.Error):
            raise RuntimeError(event.message)
    return (first or time.perf_counter()) - started, "".join(pieces)


def chat_ttft(client: EngineClient, memories: Memories, recall: MemoryRecall, first: str, second: str,
              on: bool, pause_s: float = 0.0) -> tuple[float, float]:
    """A new chat's first and second message: each one's time to first token from Send, finding memories included.
    With `pause_s`, each message is read ahead as the window's context meter does while it is typed (the draft
    measured with the system prompt it will be sent with, then the pause of a person finishing it)."""
    given: list[Memory] = []

    def send(history: list[ChatMessage]) -> tuple[float, str]:
        nonlocal given
        question = history[-1].content
        if pause_s:
            ahead = same_block(recall.recall(memories, question), given) if on else []
            client.measure(history, SAMPLING, memory_prompt(SYSTEM, ahead), read_ahead=True)
            time.sleep(pause_s)
        started = time.perf_counter()
        given = same_block(recall.recall(memories, question), given) if on else []
        found_s = time.perf_counter() - started
        ttft, reply = exchange(client, memory_prompt(SYSTEM, given), history)
        return found_s + ttft, reply

    ttft_1, reply = send([ChatMessage("user", first)])
    ttft_2, _ = send([ChatMessage("user", first), ChatMessage("assistant", reply), ChatMessage("user", second)])
    return ttft_1, ttft_2


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="10 questions, 3 chats each way")
    args = parser.parse_args()
    data = json.loads(DATA.read_text(encoding="utf-8"))
    questions = data["questions"][:10] if args.quick else data["questions"]
    try:
        embedder: Embedder | None = Embedder(embed_model_dir())
    except EmbedderError as exc:
        print(f"(no embedding model: words only; {exc})", file=sys.stderr)
        embedder = None
    with tempfile.TemporaryDirectory() as tmp:
        store = Store.open(Path(tmp) / "conversations.sqlite3")
        ids = [store.memories.add(text).id for text in data["memories"]]
        recall, words = MemoryRecall(lambda: embedder), MemoryRecall()
        vectors = MemoryRecall(lambda: embedder, words=False)
        out: dict[str, object] = {"memories": len(ids), "questions": len(questions),
                                  "embedding_model": embedder is not None}
        started = time.perf_counter()
        recall.recall(store.memories, "warm up")
        out["first_recall_ms"] = round(1000 * (time.perf_counter() - started), 1)  # embeds all 200 memories
        out.update(recall_figures(store.memories, ids, questions, recall, words, vectors))
        client = EngineClient()
        try:
            client.load(str(demo_model_dir()))
            pairs = [(str(a["question"]), str(b["question"])) for a, b in itertools.pairwise(questions)]
            pairs = pairs[:3] if args.quick else pairs[:CHATS]
            exchange(client, SYSTEM, [ChatMessage("user", "Hello")])  # the first turn's one-off costs, for neither
            for suffix, pause in (("", 0.0), ("_read_ahead", 0.5 if args.quick else PAUSE_S)):
                timings: dict[bool, list[tuple[float, float]]] = {True: [], False: []}
                for n, (first, second) in enumerate(pairs):
                    for on in ((True, False) if n % 2 else (False, True)):
                        timings[on].append(chat_ttft(client, store.memories, recall, first, second, on, pause))
                for key, at in (("ttft_memory_ratio", 0), ("followup_ttft_memory_ratio", 1)):
                    on_s, off_s = (statistics.mean(t[at] for t in timings[flag]) for flag in (True, False))
                    out[key + suffix] = round(on_s / off_s, 3)
                    out[key.replace("ratio", "ms") + suffix] = {"on": round(1000 * on_s, 1),
                                                                "off": round(1000 * off_s, 1)}
        finally:
            client.close()
            store.close()
    print(json.dumps(out))


if __name__ == "__main__":
    main()
