"""How fast does a model that sees answer about an image? Measured on the Qwen2.5-VL built here
(`bench/vision_model.py`: the real graphs, random weights, 224×224 → 64 image tokens).

- image_preprocess_s: the model's processor turning a prompt and one photo-sized JPEG into the model's
  inputs (decode, resize, normalise, patches, tokens), in this process, median of the rounds;
- image_ttft_s: time to the first token of a one-image turn through the engine host, as the window and
  the API run it (the image sent base64 over the pipe, processed, read by the vision tower and the
  decoder), from the request to the first `token` event, median of the rounds;
- text_ttft_s: the same turn without the image, for scale (image_ttft_ratio = image ÷ text).

Prints a few human lines, then, last, one JSON line. `--quick`: one small image, two rounds.

    .venv/bin/python bench/vision.py [--rounds 5] [--quick]
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import statistics
import sys
import time
from pathlib import Path

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.system.privacy import disable_telemetry_env

disable_telemetry_env()

from app.engine import protocol as p  # noqa: E402
from app.engine.client import EngineClient  # noqa: E402
from app.engine.host.vision import placeholders  # noqa: E402
from bench.vision_model import ensure_vision_model  # noqa: E402
from tests.app.images import encoded  # noqa: E402

QUESTION = "What is in this picture?"


def first_token_s(client: EngineClient, message: ChatMessage) -> float:
    began = time.perf_counter()
    first = 0.0
    for event in client.turn([message], Sampling(temperature=0, max_new_tokens=4)).events():
        if isinstance(event, p.Token) and not first:
            first = time.perf_counter() - began
        elif isinstance(event, p.Error):
            raise RuntimeError(event.message)
        elif isinstance(event, p.Done):
            break
    return first


def preprocess_s(model_dir: Path, image: bytes, rounds: int) -> float:
    import onnxruntime_genai as og

    model = og.Model(str(model_dir))
    processor = model.create_multimodal_processor()
    tokenizer = og.Tokenizer(model)
    prompt = tokenizer.apply_chat_template(json.dumps([{"role": "user", "content": placeholders(
        "qwen2_5_vl", 1, 1) + QUESTION}]), add_generation_prompt=True)
    times = []
    for _ in range(rounds):
        began = time.perf_counter()
        processor(prompt, images=og.Images.open_bytes(image))
        times.append(time.perf_counter() - began)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--quick", action="store_true", help="one small image, two rounds (CI)")
    args = parser.parse_args()
    rounds = 2 if args.quick else args.rounds
    model_dir = ensure_vision_model()
    image = encoded(320, 240, fmt="JPEG") if args.quick else encoded(1920, 1080, fmt="JPEG")
    print(f"model: {model_dir.name}; image: {len(image) / 1024:.0f} KB JPEG")

    pre = preprocess_s(model_dir, image, rounds)
    print(f"processor: {1000 * pre:.1f} ms")
    client = EngineClient()
    try:
        client.load(str(model_dir))
        with_image = ChatMessage("user", QUESTION, (base64.b64encode(image).decode("ascii"),))
        text_only = ChatMessage("user", QUESTION)
        first_token_s(client, with_image)  # warm-up: the first run of each graph allocates
        image_times, text_times = [], []
        for _ in range(rounds):  # alternate, so both see the same machine load
            image_times.append(first_token_s(client, with_image))
            text_times.append(first_token_s(client, text_only))
    finally:
        client.close()
    image_ttft, text_ttft = statistics.median(image_times), statistics.median(text_times)
    print(f"first token: {1000 * image_ttft:.0f} ms with the image, {1000 * text_ttft:.0f} ms without")
    print(json.dumps({"image_ttft_s": round(image_ttft, 4), "image_preprocess_s": round(pre, 4),
                      "text_ttft_s": round(text_ttft, 4), "image_ttft_ratio": round(image_ttft / text_ttft, 2),
                      "image_bytes": len(image), "rounds": rounds, "quick": args.quick}))


if __name__ == "__main__":
    main()
