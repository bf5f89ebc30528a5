from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.chat.generation import BUILTIN_PRESETS, GenerationSettings, PresetStore


def test_settings_round_trip_and_sampling() -> None:
    settings = GenerationSettings(temperature=0.0, top_k=5, seed=42, system_prompt="Be kind.")
    assert GenerationSettings.from_dict(json.loads(json.dumps(settings.to_dict()))) == settings
    sampling = settings.sampling()
    assert (sampling.temperature, sampling.top_k, sampling.seed) == (0.0, 5, 42)


@pytest.mark.parametrize("data", [None, [], {"temperature": "hot"}, {"top_k": 2.5, "seed": True},
                                  {"temperature": 99}])
def test_bad_stored_values_fall_back(data: object) -> None:
    settings = GenerationSettings.from_dict(data)
    assert settings.problems() == []
    assert settings.temperature == 0.7 and settings.seed is None


def test_presets_save_list_delete_and_survive_reopen(tmp_path: Path) -> None:
    store = PresetStore(tmp_path / "presets.json")
    store.save("Terse", GenerationSettings(max_new_tokens=64))
    assert store.names() == [*BUILTIN_PRESETS, "Terse"]
    again = PresetStore(tmp_path / "presets.json")
    assert again.get("Terse") == GenerationSettings(max_new_tokens=64)
    again.delete("Terse")
    assert PresetStore(tmp_path / "presets.json").get("Terse") is None


def test_builtins_are_protected_and_names_required(tmp_path: Path) -> None:
    store = PresetStore(tmp_path / "presets.json")
    with pytest.raises(ValueError, match="built-in"):
        store.save("Precise", GenerationSettings())
    with pytest.raises(ValueError, match="built-in"):
        store.delete("Balanced")
    with pytest.raises(ValueError, match="name"):
        store.save("  ", GenerationSettings())


def test_garbage_presets_file_is_ignored(tmp_path: Path) -> None:
    path = tmp_path / "presets.json"
    path.write_bytes(b"\xff{{")
    store = PresetStore(path)
    assert store.names() == list(BUILTIN_PRESETS)
