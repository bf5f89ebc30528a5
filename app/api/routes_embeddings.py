"""OpenAI embeddings: `POST /v1/embeddings` with the documents' embedding model (all-MiniLM-L6-v2).

The model is the one the documents feature indexes with (`app.docs.embedder`), loaded on first use
in this process (about 25 MB), and it runs here, beside the engine host, not in it: ONNX Runtime and
the tokenizer release the GIL, so embedding does not stall the event loop or the chat model. It
is listed in `/v1/models` with `"type": "embedding"`.

- `input`: one text or a list of up to 2048; token arrays and empty strings get a 400. A text is
  read up to 256 tokens (the model's window, as sentence-transformers reads it); the rest is ignored.
- `encoding_format` `float` or `base64` (little-endian float32, what the openai SDK asks for by
  default); `dimensions` keeps the first N of the 384 components and normalises them again, as
  OpenAI does for its v3 models. MiniLM was not trained for shortening (it is not a Matryoshka
  model), so shortened vectors rank less well than whole ones.
- A request takes a place in the server's queue like a generating one (429 when full, 503 while
  shutting down). Its batches run on a thread the route watches every 0.25 s, as a generating route
  watches its turn: a client that left stops it, and so does the end of a shutdown's drain, within one
  batch of 16 texts (five abandoned batches of 2,048 texts kept a server busy 15 minutes, and a SIGTERM
  waited 14 of them).
"""

from __future__ import annotations

import asyncio
import base64
import threading
import time
from collections.abc import Callable
from typing import Annotated, Any, Literal

import numpy as np
from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field

from app.api.catalog import embedding_card
from app.api.errors import ApiError
from app.api.routes_openai import state_of
from app.api.state import ServerState
from app.docs.embedder import EmbedCancelled, Embedder, EmbedderError, Vectors
from app.system.paths import embed_model_dir
from models.embed_model import DIMENSION, NAME

router = APIRouter()
MAX_INPUTS = 2048  # OpenAI's limit per request
WATCH_S = 0.25  # how often a running batch checks its client and the shutdown


class EmbeddingsRequest(BaseModel):
    model_config = ConfigDict(extra="ignore")

    model: str = ""
    input: str | Annotated[list[str], Field(min_length=1, max_length=MAX_INPUTS)] | list[int] | list[list[int]]
    encoding_format: Literal["float", "base64"] = "float"
    dimensions: Annotated[int, Field(ge=1, le=DIMENSION)] | None = None

    def texts(self) -> list[str]:
        texts = [self.input] if isinstance(self.input, str) else self.input
        if not texts or not all(isinstance(t, str) for t in texts):
            raise ApiError(400, "input must be a text or a list of texts; token arrays are not supported here.",
                           "invalid_request", "input")
        if not all(texts):
            raise ApiError(400, "input must not contain empty strings.", "invalid_request", "input")
        return texts  # type: ignore[return-value]


class _Loaded:
    """The embedding model, loaded once per process on first use (from any thread)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._embedder: Embedder | None = None

    def get(self) -> Embedder:
        with self._lock:
            if self._embedder is None:
                self._embedder = Embedder(embed_model_dir())
            return self._embedder


_MODEL = _Loaded()


def _embed(texts: list[str], cancelled: Callable[[], bool]) -> tuple[Vectors, int]:
    embedder = _MODEL.get()
    return embedder.embed(texts, cancelled=cancelled), embedder.count_tokens(texts)


async def _watched(request: Request, state: ServerState, texts: list[str]) -> tuple[Vectors, int]:
    """`_embed` on a thread, stopped between batches when the client leaves or the shutdown's drain ends."""
    stop = threading.Event()
    work = asyncio.ensure_future(asyncio.to_thread(_embed, texts, stop.is_set))
    try:
        while not (await asyncio.wait({work}, timeout=WATCH_S))[0]:
            deadline = state.drain_deadline()
            if (deadline is not None and time.monotonic() >= deadline) or await request.is_disconnected():
                stop.set()
        return work.result()
    except EmbedCancelled:
        if state.draining_since is not None:
            raise ApiError(503, "The server is shutting down.", "shutting_down",
                           headers={"Retry-After": "5"}) from None
        raise ApiError(499, "The client closed the request.", "client_closed_request") from None
    finally:
        stop.set()  # also when this route itself is cancelled: the thread ends within a batch


def _shorten(vectors: Vectors, dimensions: int | None) -> Vectors:
    if dimensions is None or dimensions == vectors.shape[1]:
        return vectors
    cut = vectors[:, :dimensions]
    norms = np.linalg.norm(cut, axis=1, keepdims=True)
    shortened: Vectors = (cut / np.maximum(norms, 1e-12)).astype(np.float32)
    return shortened


def _encoded(vector: Vectors, encoding: str) -> list[float] | str:
    if encoding == "base64":
        return base64.b64encode(vector.astype("<f4").tobytes()).decode("ascii")
    return vector.tolist()  # type: ignore[no-any-return]


@router.post("/v1/embeddings", response_model=None)
async def embeddings(body: EmbeddingsRequest, request: Request) -> JSONResponse:
    state = state_of(request)
    if body.model and body.model != NAME:
        raise ApiError(404, f"The model {body.model!r} cannot embed here; embeddings come from {NAME!r}.",
                       "model_not_found", "model")
    if embedding_card() is None:
        raise ApiError(404, f"The embedding model {NAME!r} is not built on this computer. "
                       "Build it with:  python main.py embed-model", "model_not_found", "model")
    texts = body.texts()
    with state.admit():
        try:
            vectors, tokens = await _watched(request, state, texts)
        except EmbedderError as exc:
            raise ApiError(503, str(exc), "model_not_loaded") from None
    vectors = _shorten(vectors, body.dimensions)
    data: list[dict[str, Any]] = [{"object": "embedding", "index": i, "embedding": _encoded(v, body.encoding_format)}
                                  for i, v in enumerate(vectors)]
    # JSONResponse: json.dumps straight away (FastAPI's encoder walks every float one by one).
    return JSONResponse({"object": "list", "data": data, "model": NAME,
                         "usage": {"prompt_tokens": tokens, "total_tokens": tokens}})
