"""Bad model folders, imported as a person would (copied or linked) or downloaded: each is refused
with a message that names what is wrong, and nothing is left half-installed — no model, no staging
files, no manifest or link written for a refused folder.

Each folder starts as the real demo model (SmolLM2 int4, loadable by ORT GenAI) with one fault put
in: a missing tokenizer file, an unsafe session option, a custom-ops library, a graph or its weights
cut short. Link loops and links out of the folder are put in a small well-formed folder instead: if
a regression let `copytree` follow `loop -> ..`, it copies the folder hundreds of times over, and
that must cost kilobytes, not the 80 MB of demo weights each time.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from models.errors import ModelError
from models.hub.download import DownloadRequest
from models.importing import import_model
from models.installed import MANIFEST_NAME, list_installed
from tests.models.fakehub import FakeHub
from tests.models.test_download import DATA, VARIANT, assert_nothing_installed, config, downloader, genai_files
from tests.models.test_validate import make_model

pytestmark = pytest.mark.faults

WEIGHTS = "model.onnx.data"


@pytest.fixture(scope="module")
def pristine(demo_model: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One private copy of the demo model per module: the weights are hard-linked from here, never
    from the shared cache, and never written through (faults replace files instead)."""
    folder = tmp_path_factory.mktemp("pristine") / "model"
    shutil.copytree(demo_model, folder, ignore=shutil.ignore_patterns("hearth-demo.json"))
    return folder


def source_from(pristine: Path, folder: Path) -> Path:
    """The demo model at `folder`: small files copied, the 80 MB weights hard-linked (copied where
    the file system has no hard links)."""
    folder.mkdir(parents=True)
    for item in pristine.iterdir():
        if item.name == WEIGHTS:
            try:
                os.link(item, folder / item.name)
            except OSError:
                shutil.copyfile(item, folder / item.name)
        else:
            shutil.copyfile(item, folder / item.name)
    return folder


def replace(path: Path, data: bytes) -> None:
    """Write a new file in place of `path` (never through a hard link to the pristine copy)."""
    path.unlink()
    path.write_bytes(data)


def set_config(folder: Path, change: Callable[[dict[str, Any]], None]) -> None:
    config = json.loads((folder / "genai_config.json").read_text(encoding="utf-8"))
    change(config)
    replace(folder / "genai_config.json", json.dumps(config).encode())


def cut(name: str, keep: int) -> Callable[[Path], None]:
    def fault(folder: Path) -> None:
        replace(folder / name, (folder / name).read_bytes()[:keep])
    return fault


def session_option(name: str, value: Any) -> Callable[[Path], None]:
    return lambda folder: set_config(folder, lambda c: c["model"]["decoder"]["session_options"].update({name: value}))


def link(name: str, target: str) -> Callable[[Path], None]:
    return lambda folder: (folder / name).symlink_to(target, target_is_directory=target.endswith(".."))


def link_out(folder: Path) -> None:
    outside = folder.parent / "outside-tokenizer.json"
    shutil.copyfile(folder / "tokenizer.json", outside)
    (folder / "tokenizer.json").unlink()
    (folder / "tokenizer.json").symlink_to(outside)


def subfolder_loop(folder: Path) -> None:
    (folder / "sub").mkdir()
    (folder / "sub" / "again").symlink_to("..", target_is_directory=True)


Fault = tuple[Callable[[Path], None], str, str]  # put the fault in, expected code, words of the message
FILE_FAULTS: dict[str, Fault] = {
    "no tokenizer.json": (lambda f: (f / "tokenizer.json").unlink(), "model_invalid", "has no tokenizer.json"),
    "no tokenizer_config.json": (lambda f: (f / "tokenizer_config.json").unlink(), "model_invalid",
                                 "has no tokenizer_config.json"),
    "cut-off tokenizer.json": (cut("tokenizer.json", 100_000), "model_invalid", "tokenizer.json of the model"),
    "profiling": (session_option("enable_profiling", "hearth_trace"), "model_unsafe",
                  "session option 'enable_profiling'"),
    "compiled-model cache": (session_option("ep.context_enable", "1"), "model_unsafe",
                             "session option 'ep.context_enable'"),
    "5000 threads": (session_option("intra_op_num_threads", 5000), "model_unsafe",
                     "'intra_op_num_threads' to 5000"),
    "custom ops": (session_option("custom_ops_library", "libevil.so"), "model_unsafe", "custom-operator library"),
    "cut-off graph": (cut("model.onnx", 100_000), "model_invalid", "model.onnx is not a readable ONNX model"),
    "cut-off weights": (cut(WEIGHTS, 40_000_000), "model_invalid", f"{WEIGHTS} is cut short"),
}
LINK_FAULTS: dict[str, Fault] = {
    "loop -> ..": (link("loop", ".."), "model_unsafe", "loop in the model folder is a link to"),
    "sub/again -> ..": (subfolder_loop, "model_invalid", "sub/again in the model folder is a link to a folder"),
    "a -> b -> a": (lambda f: (link("a", "b")(f), link("b", "a")(f)), "model_invalid", "is a link that loops"),
    "link out": (link_out, "model_unsafe", "tokenizer.json in the model folder is a link to"),
}


def assert_nothing_imported(models: Path, source: Path) -> None:
    assert list_installed(models) == []
    leftovers = [p for p in models.rglob("*") if not p.is_dir() or p.is_symlink()] if models.exists() else []
    assert leftovers == []
    assert not (source / MANIFEST_NAME).exists()


def assert_refused(source: Path, models: Path, fault: Fault, how: str) -> None:
    inject, code, message = fault
    inject(source)
    with pytest.raises(ModelError) as refused:
        import_model(source, models, link=how == "link")
    assert (refused.value.code, message in str(refused.value)) == (code, True), str(refused.value)
    assert_nothing_imported(models, source)


@pytest.mark.slow
@pytest.mark.parametrize("how", ["copy", "link"])
@pytest.mark.parametrize("fault", list(FILE_FAULTS))
def test_a_bad_demo_model_is_refused_by_name_and_nothing_is_installed(pristine: Path, tmp_path: Path, fault: str,
                                                                      how: str) -> None:
    source = source_from(pristine, tmp_path / "source" / "model")
    assert_refused(source, tmp_path / "models", FILE_FAULTS[fault], how)


@pytest.mark.parametrize("how", ["copy", "link"])
@pytest.mark.parametrize("fault", list(LINK_FAULTS))
def test_a_link_that_loops_or_leaves_is_refused_and_nothing_is_copied(tmp_path: Path, fault: str, how: str) -> None:
    source = make_model(tmp_path / "source" / "model")
    assert_refused(source, tmp_path / "models", LINK_FAULTS[fault], how)


@pytest.mark.slow
def test_the_folder_without_a_fault_imports(pristine: Path, tmp_path: Path) -> None:
    """The faults above are the only reason for those refusals: the same folder, intact, imports."""
    source = source_from(pristine, tmp_path / "source" / "model")
    installed = import_model(source, tmp_path / "models")
    assert [m.name for m in list_installed(tmp_path / "models")] == [installed.name] == ["model"]
    assert (installed.path / WEIGHTS).stat().st_size == (pristine / WEIGHTS).stat().st_size


@pytest.mark.parametrize(("drop", "options", "code", "message"), [
    ("tokenizer.json", {}, "model_invalid", "has no tokenizer.json"),
    ("tokenizer_config.json", {}, "model_invalid", "has no tokenizer_config.json"),
    ("", {"enable_profiling": "trace"}, "model_unsafe", "session option 'enable_profiling'"),
], ids=["no tokenizer.json", "no tokenizer_config.json", "profiling"])
def test_a_downloaded_repo_is_checked_like_an_import(drop: str, options: dict[str, Any], code: str,
                                                     message: str) -> None:
    """The same checks through the real huggingface_hub client and the fake hub: an incomplete repo is
    not installed (so not listed), and an unsafe config is refused before the weights are fetched."""
    files = genai_files(config(session_options=options))
    files.pop(f"{VARIANT}/{drop}", None)
    with FakeHub() as hub:
        hub.add_repo("org/faulty", files)
        with pytest.raises(ModelError) as refused:
            downloader(hub).download(DownloadRequest("org/faulty", VARIANT))
        fetched_weights = hub.served(DATA) != []
    assert (refused.value.code, message in str(refused.value)) == (code, True), str(refused.value)
    assert fetched_weights is (code != "model_unsafe")
    assert_nothing_installed()
