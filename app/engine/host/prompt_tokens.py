"""Prompt text to token ids: ORT GenAI's tokenizer, or Hugging Face's `tokenizers` where the two split a model's
text differently.

Measured on gpt-oss's o200k tokenizer (`tests/families/test_templates.py`): ORT GenAI 0.18 splits `" {\\n\\n//"`
(every tool listing of its harmony template has it) into `" {\\n\\n"` + `"//"`, where tiktoken's pattern, and so
Hugging Face's `tokenizers` and the model's training, keep one token (` ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*`). So at load
the probe prompts (`app.engine.host.templating`) are encoded both ways; where any differs, prompts are encoded with
`tokenizers` from the model's own tokenizer.json, and the log says so. Replies are still decoded by ORT GenAI.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)


class PromptEncoder:
    def __init__(self, tokenizer: Any, model_dir: Path, probes: Iterable[str]) -> None:
        self._ort = tokenizer
        self._hf: Any = None
        file = model_dir / "tokenizer.json"
        if not file.is_file():
            return
        try:
            from tokenizers import Tokenizer

            reference = Tokenizer.from_file(str(file))
        except Exception as exc:  # a tokenizer.json only ORT GenAI reads: keep its encoding
            log.info("tokenizers cannot read %s (%s); prompts are encoded by ORT GenAI.", file, exc)
            return
        for text in probes:
            ours = [int(t) for t in tokenizer.encode(text)]
            theirs = reference.encode(text, add_special_tokens=False).ids
            if ours != theirs:
                self._hf = reference
                log.warning("ORT GenAI's tokenizer splits the prompts of %s differently from Hugging Face's "
                            "(%d tokens against %d on a probe): Hearth encodes its prompts with tokenizers.",
                            model_dir.name, len(ours), len(theirs))
                return

    @property
    def engine(self) -> str:
        return "tokenizers" if self._hf is not None else "ort"

    def encode(self, text: str) -> list[int]:
        if self._hf is not None:
            return list(self._hf.encode(text, add_special_tokens=False).ids)
        return [int(t) for t in self._ort.encode(text)]
