"""Fixtures for the app tests: a real SQLite store with a stepping clock, and an engine client with the
real demo model loaded (closed, host and all, after the test)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.engine.client import EngineClient
from app.store import Store
from tests.app.store_clock import Clock


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def store(tmp_path: Path, clock: Clock) -> Iterator[Store]:
    with Store.open(tmp_path / "conv.sqlite3", clock=clock) as opened:
        yield opened


@pytest.fixture()
def client(demo_model: Path) -> Iterator[EngineClient]:
    c = EngineClient()
    c.load(str(demo_model))
    yield c
    c.close()


@pytest.fixture(scope="session")
def exact_demo_model(demo_model: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo model's twin with fp32 compute (`accuracy_level` 1 on every MatMulNBits node).

    The demo model is built with accuracy level 4 (int8 activations: faster), whose kernels round a
    prompt read at once differently from one read a token at a time, by up to ~2 logits
    (bench/build_options.py, `max_logit_gap`). So a follow-up served from the KV cache matches a
    fresh run only approximately there; to prove the cache logic exact, tests also run on this
    twin, where the two agree to 1e-4. The weights are the same file (the builder writes identical
    weights for levels 1 and 4; only the node attribute differs), so the twin is made in a second.
    """
    import onnx

    twin = tmp_path_factory.mktemp("demo-level1")
    for item in demo_model.iterdir():
        if item.name != "model.onnx":  # a hard link, or a copy (Hearth refuses symbolic links)
            try:
                os.link(item, twin / item.name)
            except OSError:
                shutil.copy2(item, twin / item.name)
    graph = onnx.load(str(demo_model / "model.onnx"), load_external_data=False)
    for node in graph.graph.node:
        for attribute in node.attribute:
            if node.op_type == "MatMulNBits" and attribute.name == "accuracy_level":
                attribute.i = 1
    onnx.save(graph, str(twin / "model.onnx"))
    return twin
