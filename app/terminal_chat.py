"""`main.py chat`: a streaming chat in the terminal over the same engine client as the window."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from app.engine import protocol as p
from app.engine.client import EngineClient, EngineError

HELP = "Commands: /reset (forget the conversation), /system TEXT (set the system prompt), /quit"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--model", type=Path, help="model folder (default: the demo model, if built)")
    parser.add_argument("--prompt", help="answer this once and exit")
    parser.add_argument("--json", action="store_true", help="with --prompt: print one JSON object")
    parser.add_argument("--system", default="", help="system prompt")
    parser.add_argument("--device", action="append", dest="devices",
                        help="execution provider to try (repeatable, in order; default: best available)")
    parser.add_argument("--temperature", type=float, default=0.7, help="0 = greedy")
    parser.add_argument("--top-p", type=float, default=0.9)
    parser.add_argument("--top-k", type=int, default=40)
    parser.add_argument("--max-new-tokens", type=int, default=512)
    parser.add_argument("--repetition-penalty", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--threads", type=int, default=0, help="intra-op threads (0 = automatic)")


def _default_model() -> Path | None:
    from models.demo import demo_model_dir, is_complete

    demo = demo_model_dir()
    return demo if is_complete(demo) else None


def _stream(client: EngineClient, history: list[p.ChatMessage], sampling: p.Sampling, system: str,
            out: list[str]) -> p.Done | p.Error:
    """Run one turn, printing tokens (unless `out` collects them); Ctrl+C cancels the turn."""
    events = client.turn(history, sampling, system)
    cancelled = False
    while True:
        try:
            event = next(events)
        except KeyboardInterrupt:
            if not cancelled:
                client.cancel()
                cancelled = True
            continue
        if isinstance(event, p.Token):
            out.append(event.text)
        elif isinstance(event, p.Done | p.Error):
            return event


def main(args: argparse.Namespace) -> int:
    model = args.model or _default_model()
    if model is None:
        print("No model given and the demo model is not built yet. Run:  python main.py demo-model",
              file=sys.stderr)
        return 2
    sampling = p.Sampling(args.temperature, args.top_p, args.top_k, args.max_new_tokens,
                          args.repetition_penalty, args.seed)
    problems = sampling.problems()
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 2
    from app.hardware import supported_providers

    client = EngineClient()
    try:
        loaded = client.load(str(model), args.devices or supported_providers(), args.threads)
    except EngineError as exc:
        print(f"Could not load the model: {exc}", file=sys.stderr)
        client.close()
        return 1
    try:
        if args.prompt is not None:
            return _answer_once(client, args, sampling, loaded)
        return _interactive(client, args, sampling, loaded)
    finally:
        client.close()


def _answer_once(client: EngineClient, args: argparse.Namespace, sampling: p.Sampling, loaded: p.Loaded) -> int:
    pieces: list[str] = [] if args.json else _Printer()
    result = _stream(client, [p.ChatMessage("user", args.prompt)], sampling, args.system, pieces)
    if isinstance(result, p.Error):
        print(f"\nError: {result.message}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps({
            "text": "".join(pieces), "finish_reason": result.finish_reason,
            "prompt_tokens": result.prompt_tokens, "cached_tokens": result.cached_tokens,
            "generated_tokens": result.generated_tokens, "ttft_s": round(result.ttft_s, 4),
            "tokens_per_s": round(result.tokens_per_s, 2), "device": loaded.device,
            "dropped_messages": result.dropped_messages,
        }))
    else:
        print()
    return 0


class _Printer(list[str]):
    """A list that also writes each appended piece to the terminal as it arrives."""

    def append(self, text: str) -> None:
        super().append(text)
        sys.stdout.write(text)
        sys.stdout.flush()


def _interactive(client: EngineClient, args: argparse.Namespace, sampling: p.Sampling, loaded: p.Loaded) -> int:
    note = f" (fell back: {loaded.fallback_reason})" if loaded.fallback_reason else ""
    print(f"Hearth chat — {Path(loaded.model_dir).name} on {loaded.device}{note}. {HELP}")
    history: list[p.ChatMessage] = []
    system = args.system
    while True:
        try:
            line = input("\n> ")
        except (EOFError, KeyboardInterrupt):
            print()
            return 0
        text = line.strip()
        if not text:
            continue
        if text == "/quit":
            return 0
        if text == "/reset":
            history.clear()
            print("(conversation cleared)")
            continue
        if text.startswith("/system"):
            system = text[len("/system"):].strip()
            print(f"(system prompt {'set' if system else 'cleared'})")
            continue
        if text.startswith("/"):
            print(HELP)
            continue
        history.append(p.ChatMessage("user", text))
        pieces = _Printer()
        result = _stream(client, history, sampling, system, pieces)
        if isinstance(result, p.Error):
            print(f"\nError: {result.message}")
            history.pop()
            if result.code == "host_died":
                client.load(loaded.model_dir, [loaded.device], args.threads)
            continue
        history.append(p.ChatMessage("assistant", "".join(pieces)))
        tail = {"cancelled": " [stopped]", "length": " [length limit]"}.get(result.finish_reason, "")
        dropped = f" [{result.dropped_messages} old messages left out of context]" if result.dropped_messages else ""
        print(f"{tail}{dropped}\n  ({result.generated_tokens} tokens, {result.tokens_per_s:.1f} tok/s, "
              f"first token {result.ttft_s:.2f}s)")
