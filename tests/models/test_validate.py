from __future__ import annotations

import json
from pathlib import Path

import pytest

from models.errors import ModelError
from models.validate import safe_relative, validate_model_folder


def make_model(folder: Path, **decoder: object) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "model.onnx").write_bytes(b"onnx")
    config = {"model": {"type": "llama", "context_length": 2048,
                        "decoder": {"filename": "model.onnx", "session_options": {}, **decoder}}}
    (folder / "genai_config.json").write_text(json.dumps(config))
    return folder


def test_a_complete_folder_is_summarised(tmp_path: Path) -> None:
    summary = validate_model_folder(make_model(tmp_path / "m"))
    assert (summary.model_type, summary.context_length, summary.decoder_file) == ("llama", 2048, "model.onnx")


@pytest.mark.parametrize("name", ["../outside.onnx", "/etc/passwd", "C:\\x.onnx", "sub\\..\\..\\x", "a/../../x"])
def test_names_that_escape_are_refused(tmp_path: Path, name: str) -> None:
    with pytest.raises(ModelError) as info:
        safe_relative(tmp_path, name)
    assert info.value.code == "model_unsafe"


def test_decoder_file_outside_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "evil.onnx").write_bytes(b"x")
    with pytest.raises(ModelError) as info:
        validate_model_folder(make_model(tmp_path / "m", filename="../evil.onnx"))
    assert info.value.code == "model_unsafe"


def test_custom_ops_anywhere_in_config_is_refused(tmp_path: Path) -> None:
    folder = make_model(tmp_path / "m", session_options={"custom_ops_library": "ops.so"})
    with pytest.raises(ModelError, match="custom-operator"):
        validate_model_folder(folder)


def test_versioned_shared_object_is_refused(tmp_path: Path) -> None:
    folder = make_model(tmp_path / "m")
    (folder / "sub").mkdir()
    (folder / "sub" / "libx.so.1").write_bytes(b"\x7fELF")
    with pytest.raises(ModelError, match="native library"):
        validate_model_folder(folder)


def test_missing_and_empty_files_are_named(tmp_path: Path) -> None:
    folder = make_model(tmp_path / "m")
    (folder / "model.onnx").write_bytes(b"")
    with pytest.raises(ModelError, match=r"model\.onnx is empty"):
        validate_model_folder(folder)
    (folder / "model.onnx").unlink()
    with pytest.raises(ModelError, match="missing"):
        validate_model_folder(folder)


def test_config_garbage_is_reported(tmp_path: Path) -> None:
    folder = make_model(tmp_path / "m")
    (folder / "genai_config.json").write_text("{oops")
    with pytest.raises(ModelError, match="cannot be read"):
        validate_model_folder(folder)


def test_kv_layout_is_read_from_the_search_section(tmp_path: Path) -> None:
    folder = make_model(tmp_path / "m")
    assert validate_model_folder(folder).shared_kv_buffer is False
    config = json.loads((folder / "genai_config.json").read_text())
    config["search"] = {"past_present_share_buffer": True}
    (folder / "genai_config.json").write_text(json.dumps(config))
    assert validate_model_folder(folder).shared_kv_buffer is True
