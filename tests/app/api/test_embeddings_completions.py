"""`/v1/embeddings` (the documents' embedding model) and `/v1/completions` (a plain prompt) through the
official `openai` SDK against `main.py serve`, as RAG tools and editors use them."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import openai
import pytest

from app.docs.embedder import Embedder
from tests.app.api.conftest import Served

pytestmark = pytest.mark.slow

MODEL = "smollm2-135m-instruct-int4"
EMBEDDER = "all-minilm-l6-v2"
CAT = "The cat sat on the mat and purred."
KITTEN = "A kitten was sitting on the rug, purring."
TAXES = "Quarterly tax filings are due at the end of the month."


def cosine(a: list[float], b: list[float]) -> float:
    return float(np.dot(a, b) / (np.linalg.norm(a) * np.linalg.norm(b)))


def test_the_embedding_model_is_listed_as_one(server: Served, embed_model: Path) -> None:
    listed = {m.id: (m.model_extra or {}).get("type") for m in server.client().models.list().data}
    assert listed[EMBEDDER] == "embedding" and listed[MODEL] == "llm"
    assert server.client().models.retrieve(EMBEDDER).id == EMBEDDER


def test_similar_texts_are_closer_than_unrelated_ones(server: Served, embed_model: Path) -> None:
    reply = server.client().embeddings.create(model=EMBEDDER, input=[CAT, KITTEN, TAXES])  # SDK default: base64
    vectors = [d.embedding for d in sorted(reply.data, key=lambda d: d.index)]
    assert [len(v) for v in vectors] == [384] * 3 and reply.model == EMBEDDER
    assert cosine(vectors[0], vectors[1]) > cosine(vectors[0], vectors[2]) + 0.3
    assert reply.usage.prompt_tokens > 20 and reply.usage.total_tokens == reply.usage.prompt_tokens
    direct = Embedder(embed_model).embed([CAT, KITTEN, TAXES])  # the documents' model, the same vectors
    assert np.allclose(vectors, direct, atol=1e-5)
    floats = server.client().embeddings.create(model=EMBEDDER, input=[CAT, KITTEN, TAXES], encoding_format="float")
    assert np.allclose([d.embedding for d in floats.data], vectors, atol=1e-6)


def test_dimensions_shortens_and_normalises(server: Served, embed_model: Path) -> None:
    reply = server.client().embeddings.create(model=EMBEDDER, input=[CAT, KITTEN, TAXES], dimensions=128)
    vectors = [d.embedding for d in reply.data]
    assert [len(v) for v in vectors] == [128] * 3
    assert all(abs(np.linalg.norm(v) - 1) < 1e-4 for v in vectors)
    assert cosine(vectors[0], vectors[1]) > cosine(vectors[0], vectors[2])


def test_a_batch_keeps_its_order(server: Served, embed_model: Path) -> None:
    texts = [f"Sentence number {i} is about {'cats' if i % 2 else 'taxes'}." for i in range(40)]
    batch = server.client().embeddings.create(model=EMBEDDER, input=texts)
    assert [d.index for d in batch.data] == list(range(40))
    one = server.client().embeddings.create(model=EMBEDDER, input=texts[17])
    assert cosine(batch.data[17].embedding, one.data[0].embedding) > 0.99  # padding in a batch moves int8 a little


@pytest.mark.parametrize(("body", "status", "param"), [
    ({"model": EMBEDDER}, 400, "input"),
    ({"model": EMBEDDER, "input": []}, 400, "input"),
    ({"model": EMBEDDER, "input": ""}, 400, "input"),
    ({"model": EMBEDDER, "input": [1, 2, 3]}, 400, "input"),
    ({"model": EMBEDDER, "input": "hi", "dimensions": 1000}, 400, "dimensions"),
    ({"model": EMBEDDER, "input": "hi", "encoding_format": "int8"}, 400, "encoding_format"),
    ({"model": EMBEDDER, "input": ["x"] * 2049}, 400, "input"),
    ({"model": MODEL, "input": "hi"}, 404, "model"),
])
def test_bad_embedding_requests_get_openai_shaped_4xx(server: Served, embed_model: Path, body: dict[str, object],
                                                      status: int, param: str) -> None:
    with server.http() as http:
        answer = http.post("/v1/embeddings", json=body)
    assert answer.status_code == status, answer.text
    error = answer.json()["error"]
    assert error["message"] and error["param"] is not None and error["param"].startswith(param)


def test_a_completion_continues_the_prompt_as_it_is(server: Served) -> None:
    client = server.client()
    reply = client.completions.create(model=MODEL, prompt="The capital of France is", max_tokens=8, temperature=0)
    assert reply.object == "text_completion" and reply.id.startswith("cmpl-") and reply.model == MODEL
    assert reply.choices[0].finish_reason in ("stop", "length") and reply.choices[0].text
    assert reply.usage is not None and reply.usage.prompt_tokens == 5  # the five words, no chat template around them
    chat = client.chat.completions.create(model=MODEL, max_tokens=1, temperature=0,
                                          messages=[{"role": "user", "content": "The capital of France is"}])
    assert chat.usage is not None and chat.usage.prompt_tokens > reply.usage.prompt_tokens + 10


def test_a_completion_streams_the_same_text(server: Served) -> None:
    client = server.client()

    def elsewhere() -> None:  # both replies then read the whole prompt (a cached prefix rounds differently)
        client.completions.create(model=MODEL, prompt="Zebras", max_tokens=1, temperature=0)

    pieces, finish, usage = [], None, None
    elsewhere()
    for chunk in client.completions.create(model=MODEL, prompt="Once upon a time", max_tokens=24, temperature=0,
                                           stream=True, stream_options={"include_usage": True}):
        usage = chunk.usage or usage
        for choice in chunk.choices:
            pieces.append(choice.text)
            finish = choice.finish_reason or finish
    elsewhere()
    whole = client.completions.create(model=MODEL, prompt="Once upon a time", max_tokens=24, temperature=0)
    assert len([p for p in pieces if p]) >= 3 and "".join(pieces) == whole.choices[0].text
    assert finish == "length" and usage is not None and usage.completion_tokens == 24


@pytest.mark.parametrize(("body", "param"), [
    ({"model": MODEL}, "prompt"),
    ({"model": MODEL, "prompt": ""}, "prompt"),
    ({"model": MODEL, "prompt": ["a", "b"]}, "prompt"),
    ({"model": MODEL, "prompt": "hi", "suffix": "end"}, "suffix"),
    ({"model": MODEL, "prompt": "hi", "echo": True}, "echo"),
    ({"model": MODEL, "prompt": "hi", "n": 2}, "n"),
    ({"model": MODEL, "prompt": "hi", "max_tokens": 0}, "max_tokens"),
])
def test_bad_completion_requests_get_openai_shaped_4xx(server: Served, body: dict[str, object], param: str) -> None:
    with server.http() as http:
        answer = http.post("/v1/completions", json=body)
    assert answer.status_code == 400, answer.text
    assert answer.json()["error"]["param"].startswith(param)
    with pytest.raises(openai.BadRequestError):
        server.client().completions.create(model=MODEL, prompt="x " * 20000, max_tokens=4)
