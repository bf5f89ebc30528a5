"""The model files' pages ORT keeps mapped after loading are handed back, and nothing else changes. Each test
loads its own copy of the demo model's weights: the kernel leaves a page another process maps too, and other
processes (the Windows checks beside the suite) may map the shared demo model."""

from __future__ import annotations

import mmap
import os
import re
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from app.chat.parameters import Sampling
from app.chat.values import ChatMessage
from app.engine import protocol as p
from app.engine.client import EngineClient
from app.engine.host.loading import load_model
from app.engine.host.page_out import page_out_model_files
from tests.app.reasoning_formats import linked_copy

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="MADV_PAGEOUT is Linux's")
MAPPING = re.compile(r"[0-9a-f]+-[0-9a-f]+ ")


def resident_kb(files: set[Path], pid: str = "self") -> int:
    """Resident kB of a process's mappings of `files` (real paths), from /proc/PID/smaps."""
    total, mapped = 0, False
    for line in Path(f"/proc/{pid}/smaps").read_text().splitlines():
        if MAPPING.match(line):
            fields = line.split(maxsplit=5)
            mapped = len(fields) == 6 and Path(fields[5]) in files
        elif mapped and line.startswith("Rss:"):
            total += int(line.split()[1])
    return total


@pytest.fixture()
def own_model(demo_model: Path, tmp_path: Path) -> Path:
    """The demo model with weights of its own (a copy: a hard link would share the pages)."""
    folder = linked_copy(demo_model, tmp_path / "model", "model.onnx.data")
    shutil.copyfile(demo_model / "model.onnx.data", folder / "model.onnx.data")
    with (folder / "model.onnx.data").open("rb+") as written:
        os.fsync(written.fileno())  # on disk: the kernel does not take a page still to be written
    return folder


def greedy(model: object, count: int = 24) -> list[int]:
    import onnxruntime_genai as og

    params = og.GeneratorParams(model)
    params.set_search_options(max_length=256, do_sample=False)
    generator = og.Generator(model, params)
    generator.append_tokens(np.arange(200, 240, dtype=np.int32))
    tokens = []
    for _ in range(count):
        generator.generate_next_token()
        tokens.append(int(generator.get_next_tokens()[0]))
    return tokens


def test_the_weights_file_pages_go_and_the_model_answers_the_same(own_model: Path) -> None:
    import onnxruntime_genai as og

    data = {(own_model / "model.onnx.data").resolve()}
    model = og.Model(str(own_model))  # as ORT leaves it
    before = resident_kb(data)
    assert before >= 4096, "the demo model's scales stay mapped after loading (16 MB measured)"
    expected = greedy(model)
    assert page_out_model_files(own_model) > 0
    assert resident_kb(data) < before / 4
    assert greedy(model) == expected
    del model


def test_loading_hands_the_pages_back(own_model: Path) -> None:
    model, device, _ = load_model(own_model, ("cpu",), 2)
    assert device == "cpu"
    assert resident_kb({(own_model / "model.onnx.data").resolve()}) < 4096
    del model


@pytest.fixture()
def host() -> Iterator[EngineClient]:
    """A real engine host with nothing loaded yet (the suite's `engine` is the scripted fake)."""
    client = EngineClient()
    try:
        yield client
    finally:
        client.close()


def test_pages_shared_at_load_are_handed_back_after_the_first_turn(own_model: Path, host: EngineClient) -> None:
    """A reload starts the new host while the old one still maps the weights: the kernel keeps shared pages."""
    data = (own_model / "model.onnx.data").resolve()
    with data.open("rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as shared:
        sum(shared[i] for i in range(0, len(shared), 4096))  # another process holds every page
        host.load(str(own_model), ("cpu",))
        assert resident_kb({data}, str(host.pid)) >= 4096  # kept: shared at load
    events = list(host.turn([ChatMessage("user", "Hi.")], Sampling(temperature=0, max_new_tokens=4)).events(60))
    assert isinstance(events[-1], p.Done)
    assert resident_kb({data}, str(host.pid)) < 4096


def test_only_the_model_folder_s_files_and_through_links(tmp_path: Path) -> None:
    blob, other = tmp_path / "blobs" / "abc123", tmp_path / "elsewhere.bin"
    blob.parent.mkdir()
    for path in (blob, other):
        path.write_bytes(b"\x01" * (4 << 20))
    snapshot = tmp_path / "snapshot"
    snapshot.mkdir()
    (snapshot / "model.onnx.data").symlink_to(blob)  # as a Hugging Face snapshot links its files
    with blob.open("rb") as a, other.open("rb") as b:
        maps = [mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_COPY) for f in (a, b)]
    try:
        for m in maps:
            sum(m[i] for i in range(0, len(m), 4096))  # every page read: resident
        assert resident_kb({blob}) >= 4000 and resident_kb({other}) >= 4000
        assert page_out_model_files(snapshot) == 4 << 20
        assert resident_kb({blob}) < 1024
        assert resident_kb({other}) >= 4000
        assert maps[0][:4] == b"\x01" * 4  # read again from the file
    finally:
        for m in maps:
            m.close()
