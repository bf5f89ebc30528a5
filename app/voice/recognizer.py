"""Whisper on ORT GenAI: one window of at most 30 s of 16 kHz audio to text. Runs in the speech host only.

The pipeline is upstream's (`examples/python/whisper.py` in onnxruntime-genai): the model's multimodal
processor turns audio into log-mel features and the decoder prompt into ids, a greedy Generator writes the
text. The audio goes in as a 16-bit WAV in memory (`og.Audios.open_bytes`): nothing touches the disk.

The decoder prompt: `<|startofprev|>` and the caller's prompt (names, spelling; Whisper reads at most 223
tokens of it), then `<|startoftranscript|>`, the language and task for a multilingual model (an English-only
model takes neither), `<|notimestamps|>`. A reply that repeats itself (Whisper's known failure on noise) is
stopped and kept up to where the loop began.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import numpy as np

from app.voice.audio import pcm16_wav
from app.voice.errors import Cancelled

MAX_PROMPT_TOKENS = 223  # Whisper's decoder sees 448 positions; half of them (less one) for the previous text
_LOOP_PERIODS = range(1, 33)  # a reply whose last tokens repeat with a period of up to 32 tokens …
_LOOP_TOKENS = 24  # … over at least this many tokens, three times, is looping


class Recognizer:
    def __init__(self, folder: Path, threads: int, languages: tuple[str, ...]) -> None:
        import onnxruntime_genai as og

        config = og.Config(str(folder))
        options = {"session_options": {"intra_op_num_threads": threads}}
        config.overlay(json.dumps({"model": {"encoder": options, "decoder": options}}))
        self._og = og
        self.model = og.Model(config)
        self.processor = self.model.create_multimodal_processor()
        self.tokenizer = og.Tokenizer(self.model)
        self.languages = languages

    def _prompt(self, language: str | None, previous: str) -> str:
        head = ""
        if previous.strip():
            ids = list(self.tokenizer.encode(" " + previous.strip()))[-MAX_PROMPT_TOKENS:]
            head = "<|startofprev|>" + self.tokenizer.decode(np.asarray(ids, dtype=np.int32))
        if len(self.languages) == 1:  # English-only: no language or task token
            return f"{head}<|startoftranscript|><|notimestamps|>"
        return f"{head}<|startoftranscript|><|{language or 'en'}|><|transcribe|><|notimestamps|>"

    def transcribe(self, samples: np.ndarray, language: str | None, previous: str,
                   stop: Callable[[], bool]) -> str:
        """The text of one window; raises Cancelled when `stop()` turns true between tokens."""
        og = self._og
        inputs = self.processor([self._prompt(language, previous)], audios=og.Audios.open_bytes(pcm16_wav(samples)))
        prompt_length = int(inputs["input_ids"].as_numpy().shape[-1])
        params = og.GeneratorParams(self.model)
        params.set_search_options(do_sample=False, max_length=448, batch_size=1)
        generator = og.Generator(self.model, params)
        generator.set_inputs(inputs)
        while not generator.is_done():
            if stop():
                raise Cancelled
            generator.generate_next_token()
            written = generator.get_sequence(0)[prompt_length:]
            end = looping(list(written))
            if end is not None:
                return str(self.processor.decode(written[:end])).strip()
        return str(self.processor.decode(generator.get_sequence(0)[prompt_length:])).strip()


def looping(tokens: list[int]) -> int | None:
    """Where a loop at the end of `tokens` began (its first round kept), or None when it does not loop."""
    for period in _LOOP_PERIODS:
        span = max(3 * period, _LOOP_TOKENS)
        if len(tokens) < span:
            return None
        tail = tokens[-span:]
        if all(tail[i] == tail[i - period] for i in range(period, span)):
            return len(tokens) - span + period
    return None
