"""Remote engines and model switching on the demo model, measured side by side in one run.

- remote_vs_sdk_stream: decode tokens/s of a streamed chat as Hearth's remote client sees it
  (`app.remote.engine.RemoteEngine`: the openai SDK on its event-loop thread, events through a
  `TurnHandle`, first token to last) ÷ the openai SDK reading the same `main.py serve` stream directly
  in the caller's thread, same prompt, same seed, alternating rounds, median of the per-round ratios
  (goal ≥ 0.97).
- switch_s: time to switch the real window between two local models (the demo model and a copy of it),
  from the pick to the new model answering, median over the rounds; max_stall_ms_switch: the longest
  gap between ticks of a 5 ms main-thread QTimer during the switches (as `bench/ui.py` measures).

Prints a few human lines, then, last, one JSON line.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/remote.py [--rounds 5] [--max-tokens 128]
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from openai import OpenAI
from PySide6.QtWidgets import QApplication

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage, RemoteRef
from app.engine import protocol as p
from app.remote.engine import RemoteEngine
from app.remote.servers import RemoteServers
from app.system.paths import demo_model_dir
from bench.api import free_port, running, say
from bench.ui import Ticker, home, wait
from models.demo import ensure_demo_model
from models.importing import import_model
from ui import app as ui_app

ROOT = Path(__file__).resolve().parents[1]
PROMPT = "Write a very long story about a lighthouse keeper and the sea, with many chapters."
SEED = 7


def decode_rate(stamps: list[float]) -> float:
    """Tokens/s from the first content chunk to the last (the time to the first one left out)."""
    return (len(stamps) - 1) / (stamps[-1] - stamps[0]) if len(stamps) > 1 and stamps[-1] > stamps[0] else 0.0


def hearth_client(engine: RemoteEngine, max_tokens: int) -> tuple[float, int]:
    handle = engine.turn([ChatMessage("user", PROMPT)], Sampling(temperature=1.0, top_p=1.0, seed=SEED,
                                                                    max_new_tokens=max_tokens))
    stamps: list[float] = []
    while True:
        event = handle.next_event(60)
        if isinstance(event, p.Token):
            stamps.append(time.perf_counter())
        elif isinstance(event, p.Error):
            raise RuntimeError(event.message)
        elif isinstance(event, p.Done) or event is None:
            return decode_rate(stamps), len(stamps)


def sdk_direct(client: OpenAI, model: str, max_tokens: int) -> tuple[float, int]:
    stamps: list[float] = []
    with client.chat.completions.create(model=model, stream=True, temperature=1.0, top_p=1.0, seed=SEED,
                                        max_tokens=max_tokens,
                                        messages=[{"role": "user", "content": PROMPT}]) as stream:
        for chunk in stream:
            if chunk.choices and chunk.choices[0].delta.content:
                stamps.append(time.perf_counter())
    return decode_rate(stamps), len(stamps)


def remote_vs_sdk(model: Path, rounds: int, max_tokens: int) -> list[float]:
    port = free_port()
    ratios: list[float] = []
    with tempfile.TemporaryDirectory(prefix="hearth-bench-") as tmp, \
            running([sys.executable, str(ROOT / "main.py"), "serve", "--model", str(model), "--port", str(port)],
                    "/health", port) as url:
        servers = RemoteServers(Path(tmp))
        server, _ = servers.add(url, "bench")
        servers.set_consented(server.id)
        engine = RemoteEngine(servers)
        sdk = OpenAI(base_url=f"{url}/v1", api_key="none", max_retries=0, timeout=60.0)
        try:
            served = engine.list_models(server)[0].id
            engine.load(str(RemoteRef(server.id, served)))
            hearth_client(engine, 8)  # warm both paths once
            sdk_direct(sdk, served, 8)
            for n in range(rounds):
                if n % 2 == 0:
                    ours = hearth_client(engine, max_tokens)
                    theirs = sdk_direct(sdk, served, max_tokens)
                else:
                    theirs = sdk_direct(sdk, served, max_tokens)
                    ours = hearth_client(engine, max_tokens)
                ratios.append(ours[0] / theirs[0])
                say(f"round {n + 1}: Hearth's client {ours[0]:.1f} tok/s ({ours[1]} chunks), the SDK directly "
                    f"{theirs[0]:.1f} tok/s ({theirs[1]} chunks): {ratios[-1]:.3f}")
        finally:
            sdk.close()
            engine.close()
    return ratios


def switches(app: QApplication, model: Path, rounds: int) -> tuple[list[float], float]:
    """Seconds per switch between the demo model and a copy in the real window, and the longest stall."""
    with home() as root:
        copy = import_model(model, root / "data" / "models", name="demo-copy").path
        hearth = ui_app.start(model)
        chat = hearth.controller
        wait(app, lambda: chat.model is not None)
        ticker = Ticker()
        times: list[float] = []
        ticker.start()
        for n in range(rounds):
            target = copy if n % 2 == 0 else model
            started = time.perf_counter()
            chat.load_model(target)
            wait(app, lambda: chat.model is not None and chat.model.path == str(target))  # noqa: B023
            times.append(time.perf_counter() - started)
            say(f"switch {n + 1} to {target.name}: {times[-1]:.2f} s")
        stall = ticker.stop()[0]
        ui_app.stop(hearth)
        shutil.rmtree(copy, ignore_errors=True)
    return times, stall


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--max-tokens", type=int, default=128)
    parser.add_argument("--quick", action="store_true", help="one round, tiny replies: checks the bench runs")
    args = parser.parse_args()
    if args.quick:
        args.rounds, args.max_tokens = 1, 8
    model = ensure_demo_model(demo_model_dir(), say)
    ratios = remote_vs_sdk(model, args.rounds, args.max_tokens)
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    times, stall = switches(app, model, args.rounds)
    print(json.dumps({
        "remote_vs_sdk_stream": round(statistics.median(ratios), 3),
        "remote_vs_sdk_rounds": [round(r, 3) for r in ratios],
        "switch_s": round(statistics.median(times), 2),
        "max_stall_ms_switch": round(stall, 1),
        "goals": {"remote_vs_sdk_stream": ">= 0.97", "max_stall_ms_switch": "< 50 (as bench/ui.py)"},
    }))


if __name__ == "__main__":
    main()
