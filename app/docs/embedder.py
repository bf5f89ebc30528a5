"""Sentence embeddings on ONNX Runtime: the exported all-MiniLM-L6-v2 graph and its `tokenizers` tokenizer.

The graph already pools and normalises (models/embed_model.py), so a vector's dot product with
another is their cosine similarity. Texts are embedded in batches sorted by length, padded to the
longest of the batch, which is what makes the ONNX path fast on short chunks. ORT's `run` and the
Rust tokenizer both release the GIL, so a worker thread embedding a library leaves the window free.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from models.embed_model import DIMENSION, GRAPH, MAX_TOKENS, TOKENIZER

Vectors = npt.NDArray[np.float32]
BATCH = 16
BATCH_CHARS = 4096  # measured: 16 passages of 640 characters took the indexer past 1 GB


class EmbedderError(Exception):
    """The embedding model is missing or cannot be loaded (the message says what to do)."""


class EmbedCancelled(Exception):
    """`embed` was stopped between two batches (`cancelled` said so)."""


class Embedder:
    """Turns texts into unit vectors. Thread-safe: ORT sessions and tokenizers may be shared."""

    dimension = DIMENSION

    def __init__(self, folder: Path, threads: int = 0) -> None:
        try:
            import onnxruntime as ort
            from tokenizers import Tokenizer
        except ImportError as exc:  # pragma: no cover - both are runtime dependencies
            raise EmbedderError(f"The documents feature needs {exc.name}; reinstall Hearth.") from exc
        if not (folder / GRAPH).is_file():
            raise EmbedderError(f"The embedding model is not built yet ({folder}). Run:  python main.py embed-model")
        options = ort.SessionOptions()
        # Half the cores at most: indexing shares the machine with the engine and the window.
        options.intra_op_num_threads = threads or max(1, (os.cpu_count() or 2) // 2)
        options.inter_op_num_threads = 1
        options.log_severity_level = 3
        options.enable_cpu_mem_arena = False
        try:
            self._session = ort.InferenceSession(str(folder / GRAPH), options, providers=["CPUExecutionProvider"])
            tokenizer = Tokenizer.from_file(str(folder / TOKENIZER))
        except Exception as exc:
            raise EmbedderError(f"The embedding model in {folder} could not be loaded: {exc}. "
                                "Run  python main.py embed-model  to rebuild it.") from exc
        tokenizer.enable_truncation(MAX_TOKENS)
        tokenizer.enable_padding()  # to the longest of each batch (tokenizer.json pads to 128 otherwise)
        self._tokenizer = tokenizer

    def embed(self, texts: Sequence[str], batch: int = BATCH,
              cancelled: Callable[[], bool] = lambda: False) -> Vectors:
        """One float32 row of length `dimension` per text, in the order given; `EmbedCancelled` when
        `cancelled()` says so between two batches (a request whose client left, a server shutting down).

        A batch holds up to `batch` texts and `BATCH_CHARS` characters counted at its longest text (the
        padded size): long passages go in smaller batches, which keeps the attention's memory bounded."""
        out = np.zeros((len(texts), DIMENSION), dtype=np.float32)
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        picked: list[int] = []
        for i in order:
            if picked and (len(picked) >= batch or (len(picked) + 1) * len(texts[i]) > BATCH_CHARS):
                if cancelled():
                    raise EmbedCancelled
                out[picked] = self._run([texts[j] for j in picked])
                picked = []
            picked.append(i)
        if picked:
            out[picked] = self._run([texts[j] for j in picked])
        return out

    def count_tokens(self, texts: Sequence[str]) -> int:
        """The tokens the model reads for these texts (each cut at MAX_TOKENS), padding left out."""
        return sum(sum(e.attention_mask) for e in self._tokenizer.encode_batch(list(texts)))

    def embed_one(self, text: str) -> Vectors:
        return self._run([text])[0]  # type: ignore[no-any-return]

    def _run(self, texts: list[str]) -> Vectors:
        encodings = self._tokenizer.encode_batch(texts)

        def column(name: str) -> npt.NDArray[np.int64]:
            return np.array([getattr(e, name) for e in encodings], dtype=np.int64)

        feeds: dict[str, Any] = {"input_ids": column("ids"), "attention_mask": column("attention_mask"),
                                 "token_type_ids": column("type_ids")}
        result = self._session.run(["embedding"], feeds)[0]
        return np.asarray(result, dtype=np.float32)
