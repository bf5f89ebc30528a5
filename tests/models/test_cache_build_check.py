"""A cached build is checked by its files' hashes once per process, then trusted while no file changed: a
damaged file (same size, new bytes) or a missing one is still found."""

from __future__ import annotations

from pathlib import Path

import pytest

from models import cache_build
from models.cache_build import install, is_built


def test_checked_once_then_by_stat_and_a_damaged_file_is_still_found(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    staged, target = tmp_path / "staged", tmp_path / "model"
    staged.mkdir()
    (staged / "weights.bin").write_bytes(b"\x01" * 4096)
    (staged / "config.json").write_text("{}", encoding="utf-8")
    install(staged, target, "built.json", "recipe-1")
    hashed: list[str] = []
    real_hash = cache_build.file_sha256
    monkeypatch.setattr(cache_build, "file_sha256", lambda path: hashed.append(path.name) or real_hash(path))

    assert is_built(target, "built.json", "recipe-1")
    assert sorted(hashed) == ["config.json", "weights.bin"]
    assert is_built(target, "built.json", "recipe-1") and len(hashed) == 2  # trusted: nothing changed
    assert not is_built(target, "built.json", "recipe-2")  # another recipe is never this build

    (target / "weights.bin").write_bytes(b"\x02" * 4096)  # same size, other bytes
    assert not is_built(target, "built.json", "recipe-1")
    (target / "weights.bin").write_bytes(b"\x01" * 4096)
    assert is_built(target, "built.json", "recipe-1")
    (target / "config.json").unlink()
    assert not is_built(target, "built.json", "recipe-1")


def test_the_graph_copies_hearth_makes_at_load_are_not_part_of_the_build(tmp_path: Path) -> None:
    """The float16 cache's copy (`models.half_cache`), written beside the demo where memory is short (a container
    under 0.9 GB): the demo then read as "not built yet", `serve` refused to start and the window rebuilt it."""
    staged, target = tmp_path / "staged", tmp_path / "model"
    staged.mkdir()
    (staged / "model.onnx").write_bytes(b"\x01" * 64)
    install(staged, target, "hearth-demo.json", "recipe-1")
    (target / "hearth-half-model.onnx").write_bytes(b"\x02" * 64)
    (target / "hearth-model.onnx").write_bytes(b"\x03" * 64)  # `models.embedding_rank`'s
    assert is_built(target, "hearth-demo.json", "recipe-1")
    (target / "other.onnx").write_bytes(b"\x04" * 64)  # a file the build did not make
    assert not is_built(target, "hearth-demo.json", "recipe-1")
