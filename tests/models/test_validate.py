from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import pytest

from models.errors import ModelError
from models.validate import MAX_ENTRIES, safe_relative, validate_model_folder
from tests.models.fake_onnx import onnx_bytes


def make_model(folder: Path, **decoder: object) -> Path:
    """A folder that passes validation: a well-formed graph, its config and both tokenizer files."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "model.onnx").write_bytes(onnx_bytes(500))
    (folder / "tokenizer.json").write_text('{"model": {"vocab": {}}}\n')
    (folder / "tokenizer_config.json").write_text('{"tokenizer_class": "GPT2Tokenizer"}')
    config = {"model": {"type": "llama", "context_length": 2048,
                        "decoder": {"filename": "model.onnx", "session_options": {}, **decoder}}}
    (folder / "genai_config.json").write_text(json.dumps(config))
    return folder


def edit_config(folder: Path, change: Any) -> None:
    config = json.loads((folder / "genai_config.json").read_text())
    change(config)
    (folder / "genai_config.json").write_text(json.dumps(config))


def refusal(folder: Path) -> ModelError:
    with pytest.raises(ModelError) as info:
        validate_model_folder(folder)
    return info.value


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
    assert refusal(make_model(tmp_path / "m", filename="../evil.onnx")).code == "model_unsafe"


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


def test_a_config_nested_thousands_deep_is_a_message(tmp_path: Path) -> None:
    folder = make_model(tmp_path / "m")
    (folder / "genai_config.json").write_text('{"model": ' + "[" * 5000 + "]" * 5000 + "}")
    assert "nests too deeply" in str(refusal(folder))


def test_kv_layout_is_read_from_the_search_section(tmp_path: Path) -> None:
    folder = make_model(tmp_path / "m")
    assert validate_model_folder(folder).shared_kv_buffer is False
    edit_config(folder, lambda c: c.update(search={"past_present_share_buffer": True}))
    assert validate_model_folder(folder).shared_kv_buffer is True


# ---- session and provider options ------------------------------------------------------------


BUILDER_SESSION_OPTIONS = {  # what onnxruntime_genai/models/builders/base.py writes, per target
    "cpu": {"log_id": "onnxruntime-genai", "provider_options": []},
    "cuda": {"log_id": "onnxruntime-genai", "ep.cuda.fpa_intb_gemm": "1",
             "optimization.disable_specified_optimizers": "MatMulNBitsFusion",
             "provider_options": [{"cuda": {"enable_cuda_graph": "0", "enable_skip_layer_norm_strict_mode": "1"}}]},
    "dml": {"log_id": "onnxruntime-genai", "provider_options": [{"dml": {"enable_graph_capture": "1"}}]},
    "webgpu": {"log_id": "onnxruntime-genai",
               "provider_options": [{"webgpu": {"enableGraphCapture": "0", "validationMode": "basic"}}]},
    "embedding": {"intra_op_num_threads": 1, "session.use_device_allocator_for_initializers": "1"},
}


@pytest.mark.parametrize("target", sorted(BUILDER_SESSION_OPTIONS))
def test_options_the_model_builder_writes_are_accepted(tmp_path: Path, target: str) -> None:
    folder = make_model(tmp_path / "m", session_options=BUILDER_SESSION_OPTIONS[target])
    assert validate_model_folder(folder).decoder_file == "model.onnx"


@pytest.mark.parametrize(("options", "named"), [
    ({"enable_profiling": "/tmp/trace"}, "'enable_profiling'"),
    ({"ep.context_enable": "1"}, "'ep.context_enable'"),
    ({"session.optimized_model_filepath": "x.onnx"}, "'session.optimized_model_filepath'"),
    ({"intra_op_num_threads": 5000}, "'intra_op_num_threads' to 5000"),
    ({"inter_op_num_threads": -1}, "'inter_op_num_threads' to -1"),
    ({"graph_optimization_level": "ORT_DISABLE_ALL"}, "'graph_optimization_level'"),
    ({"optimization.disable_specified_optimizers": "../x"}, "'optimization.disable_specified_optimizers'"),
    ({"provider_options": [{"qnn": {"backend_path": "libQnnHtp.so"}}]}, "provider 'qnn'"),
    ({"provider_options": [{"cuda": {"gpu_mem_limit": "1"}}]}, "cuda provider option 'gpu_mem_limit'"),
    ({"provider_options": [{"CUDAExecutionProvider": {"enable_cuda_graph": "yes"}}]}, "'enable_cuda_graph' to 'yes'"),
])
def test_other_session_options_are_refused_by_name(tmp_path: Path, options: dict[str, Any], named: str) -> None:
    error = refusal(make_model(tmp_path / "m", session_options=options))
    assert error.code == "model_unsafe" and named in str(error) and "model.decoder.session_options" in str(error)


def test_options_of_any_component_and_run_options_are_checked(tmp_path: Path) -> None:
    folder = make_model(tmp_path / "m")
    edit_config(folder, lambda c: c["model"].update(
        vision={"filename": "model.onnx", "session_options": {"enable_profiling": "v"}}))
    assert "model.vision.session_options" in str(refusal(folder))
    edit_config(folder, lambda c: c["model"].pop("vision"))
    edit_config(folder, lambda c: c["model"]["decoder"].update(
        pipeline=[{"stage": {"filename": "model.onnx", "session_options": {"enable_profiling": "p"}}}]))
    assert "model.decoder.pipeline[0].stage.session_options" in str(refusal(folder))
    edit_config(folder, lambda c: c["model"]["decoder"].update(pipeline=[], run_options={"x": "1"}))
    assert "run_options" in str(refusal(folder))


def test_a_repeated_key_cannot_hide_an_option(tmp_path: Path) -> None:
    """ORT GenAI applies both copies of a repeated key; json.loads would keep only the harmless one."""
    folder = make_model(tmp_path / "m")
    (folder / "genai_config.json").write_text(
        '{"model": {"type": "llama", "context_length": 64, "decoder": {"filename": "model.onnx",'
        ' "session_options": {"enable_profiling": "trace"}, "session_options": {}}}}')
    assert "'session_options' appears twice" in str(refusal(folder))


# ---- the files the runtime opens -------------------------------------------------------------


@pytest.mark.parametrize("name", ["tokenizer.json", "tokenizer_config.json"])
def test_a_missing_tokenizer_file_is_named(tmp_path: Path, name: str) -> None:
    folder = make_model(tmp_path / "m")
    (folder / name).unlink()
    error = refusal(folder)
    assert error.code == "model_invalid" and f"has no {name}" in str(error)


def test_a_cut_off_tokenizer_is_refused(tmp_path: Path) -> None:
    folder = make_model(tmp_path / "m")
    (folder / "tokenizer.json").write_text('{"model": {"vocab": {"a": 1, "b')
    assert "tokenizer.json of the model" in str(refusal(folder))


def test_a_tiktoken_tokenizer_needs_its_vocabulary_file(tmp_path: Path) -> None:
    folder = make_model(tmp_path / "m")
    (folder / "tokenizer.json").unlink()
    (folder / "tokenizer_module.json").write_text('{"tiktoken_file": "cl100k_base.tiktoken"}')
    assert "has no cl100k_base.tiktoken" in str(refusal(folder))
    (folder / "cl100k_base.tiktoken").write_text("IQ== 0\n")
    validate_model_folder(folder)
    (folder / "tokenizer_module.json").write_text('{"tiktoken_file": "../elsewhere.tiktoken"}')
    assert refusal(folder).code == "model_unsafe"


def test_a_cut_off_graph_is_refused(tmp_path: Path) -> None:
    folder = make_model(tmp_path / "m")
    whole = (folder / "model.onnx").read_bytes()
    (folder / "model.onnx").write_bytes(whole[: len(whole) // 2])
    assert "model.onnx is not a readable ONNX model" in str(refusal(folder))


def test_external_weights_must_be_there_and_whole(tmp_path: Path) -> None:
    folder = make_model(tmp_path / "m")
    (folder / "model.onnx").write_bytes(onnx_bytes(4096, external="model.onnx.data", offset=100))
    assert "model.onnx.data, which holds the weights of model.onnx, is missing" in str(refusal(folder))
    (folder / "model.onnx.data").write_bytes(os.urandom(4000))
    assert "model.onnx.data is cut short: model.onnx needs 4,196 bytes of it, the file has 4,000" in str(
        refusal(folder))
    (folder / "model.onnx.data").write_bytes(os.urandom(4196))
    validate_model_folder(folder)
    (folder / "model.onnx").write_bytes(onnx_bytes(4096, external="../secret.data"))
    assert refusal(folder).code == "model_unsafe"


# ---- links and size --------------------------------------------------------------------------


def test_a_link_loop_is_refused(tmp_path: Path) -> None:
    folder = make_model(tmp_path / "m")
    (folder / "loop").symlink_to("..", target_is_directory=True)
    error = refusal(folder)
    assert "loop in the model folder is a link to" in str(error) and error.code == "model_unsafe"  # `..` leaves
    (folder / "loop").unlink()
    (folder / "sub").mkdir()
    (folder / "sub" / "again").symlink_to("..", target_is_directory=True)
    assert "sub/again in the model folder is a link to a folder" in str(refusal(folder))
    (folder / "sub" / "again").unlink()
    (folder / "a").symlink_to("b")
    (folder / "b").symlink_to("a")
    assert re.search(r"^[ab] in the model folder is a link that loops", str(refusal(folder)))


def test_links_must_stay_inside_the_folder(tmp_path: Path) -> None:
    folder = make_model(tmp_path / "m")
    (tmp_path / "outside.bin").write_bytes(b"x")
    (folder / "extra.bin").symlink_to(tmp_path / "outside.bin")
    error = refusal(folder)
    assert error.code == "model_unsafe" and "extra.bin in the model folder is a link to" in str(error)
    (folder / "extra.bin").unlink()
    (folder / "tokenizer.json").rename(folder / "real-tokenizer.json")
    (folder / "tokenizer.json").symlink_to("real-tokenizer.json")  # a link inside is fine
    validate_model_folder(folder)


def test_a_folder_with_too_many_entries_is_not_a_model(tmp_path: Path) -> None:
    folder = make_model(tmp_path / "m")
    (folder / "many").mkdir()
    for i in range(MAX_ENTRIES):
        (folder / "many" / str(i)).touch()
    assert f"more than {MAX_ENTRIES} files" in str(refusal(folder))
