"""Opening a model in the engine host: the first device that loads it, with how many threads.

A model folder is tried on each provider in order (the best first, `app.accel.choice`); each failure is
kept with its reason, so the person is told why a device was not used. A model package
(`models.package`) loads, per provider, the variant made for it (`app.engine.host.opening`).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import onnxruntime_genai as og

from app.accel.hardware import ram_total_bytes
from app.accel.threads import thread_count
from app.chat.values import DeviceFailure
from app.engine.host.page_out import page_out_model_files
from app.engine.protocol import first_line
from models import half_cache
from models.embedding_rank import text_turn_overlay

log = logging.getLogger(__name__)

# Hearth's device names -> the names ORT GenAI's append_provider dispatches on (app.accel.catalog).
_GENAI_NAMES = {"webgpu": "WebGPU", "openvino": "OpenVINO", "trtrtx": "NvTensorRtRtx", "dml": "dml", "cuda": "cuda",
                "qnn": "QNN"}


class LoadError(Exception):
    pass


@dataclass(frozen=True)
class LoadInfo:
    model_type: str
    device: str
    context_length: int
    failures: tuple[DeviceFailure, ...]
    load_s: float


def load_sized(model_dir: Path, providers: Sequence[str], intra_op_threads: int, overlay: str = "",
               ) -> tuple[og.Model, str, list[DeviceFailure], bool]:
    """`load_model`, with a float16 KV cache on the CPU where memory is what limits (`models.half_cache`; other
    devices' builds differ): (model, device, the providers that failed, whether its cache is float16). A graph
    ONNX Runtime refuses in float16 loads as it was, with its float32 cache."""
    on_cpu = [*providers, "cpu"][0].lower() == "cpu"
    half = half_cache.overlay(model_dir, ram_total_bytes()) if on_cpu else ""
    try:
        return (*load_model(model_dir, providers, intra_op_threads, overlay, half), bool(half))
    except LoadError as exc:
        if not half:
            raise
        log.warning("%s did not load with a float16 KV cache (%s); loading it with its float32 cache.",
                    model_dir.name, exc)
    return (*load_model(model_dir, providers, intra_op_threads, overlay), False)


def load_model(model_dir: Path, providers: Sequence[str], intra_op_threads: int, overlay: str = "",
               half_cache: str = "") -> tuple[og.Model, str, list[DeviceFailure]]:
    """The model on the first of `providers` that loads it: (model, device, the providers that failed);
    `half_cache`: the overlay that gives it a float16 KV cache (`models.half_cache`)."""
    config = og.Config(str(model_dir))
    config.overlay(json.dumps(
        {"model": {"decoder": {"session_options": {"intra_op_num_threads": thread_count(intra_op_threads)}}}}
    ))
    if overlay:  # a model package's variant: where its shared tokenizer is (models.package)
        config.overlay(overlay)
    text_turns = text_turn_overlay(model_dir)  # Gemma 3 that sees: a message without an image must run too
    if text_turns:
        config.overlay(text_turns)
    if half_cache:
        config.overlay(half_cache)
    failures: list[DeviceFailure] = []
    for provider in providers or ("cpu",):
        config.clear_providers()
        if provider.lower() != "cpu":
            config.append_provider(_GENAI_NAMES.get(provider.lower(), provider))
        try:
            model = og.Model(config)
        except Exception as exc:  # ORT raises RuntimeError or OrtException; both mean "not here".
            failures.append(DeviceFailure(provider, first_line(exc)))
            continue
        page_out_model_files(model_dir)  # what loading read and no kernel reads again
        return model, provider.lower(), failures
    raise LoadError("The model could not be loaded on any device. "
                    + " | ".join(f"{f.provider}: {f.reason}" for f in failures))
