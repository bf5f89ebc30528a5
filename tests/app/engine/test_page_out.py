"""The model files' pages ORT keeps mapped after loading are handed back, and nothing else changes."""

from __future__ import annotations

import mmap
import re
import sys
from pathlib import Path

import numpy as np
import pytest

from app.engine.loading import load_model
from app.engine.page_out import page_out_model_files

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="MADV_PAGEOUT is Linux's")
MAPPING = re.compile(r"[0-9a-f]+-[0-9a-f]+ ")


def resident_kb(files: set[Path]) -> int:
    """Resident kB of this process's mappings of `files` (real paths), from /proc/self/smaps."""
    total, mapped = 0, False
    for line in Path("/proc/self/smaps").read_text().splitlines():
        if MAPPING.match(line):
            fields = line.split(maxsplit=5)
            mapped = len(fields) == 6 and Path(fields[5]) in files
        elif mapped and line.startswith("Rss:"):
            total += int(line.split()[1])
    return total


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


def test_the_weights_file_pages_go_and_the_model_answers_the_same(demo_model: Path) -> None:
    import onnxruntime_genai as og

    data = {(demo_model / "model.onnx.data").resolve()}
    model = og.Model(str(demo_model))  # as ORT leaves it
    before = resident_kb(data)
    assert before >= 4096, "the demo model's scales stay mapped after loading (16 MB measured)"
    expected = greedy(model)
    assert page_out_model_files(demo_model) > 0
    assert resident_kb(data) < before / 4
    assert greedy(model) == expected
    del model


def test_loading_hands_the_pages_back(demo_model: Path) -> None:
    model, device, _ = load_model(demo_model, ("cpu",), 2)
    assert device == "cpu"
    assert resident_kb({(demo_model / "model.onnx.data").resolve()}) < 4096
    del model


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
