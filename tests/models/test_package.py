"""ORT model packages (one folder, a variant per device), read by Hearth: small fixture packages made of the
demo model's files, and the engine loading the variant for the device that is present."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import onnxruntime_genai as og
import pytest

from app.accel.choice import built_for
from app.chat.parameters import Sampling
from models.errors import ModelError
from models.package import is_package, read_package, variant_for

TOKENIZER = ("tokenizer.json", "tokenizer_config.json")
DIGEST = "ab" * 32


def link(source: Path, target: Path) -> None:
    """A hard link, or a copy (Hearth refuses symbolic links)."""
    try:
        os.link(source, target)
    except OSError:
        shutil.copy2(source, target)


def variant(demo: Path, folder: Path, provider: str, shared_tokenizer: bool) -> None:
    folder.mkdir(parents=True)
    for item in demo.iterdir():
        if item.name != "genai_config.json" and not (shared_tokenizer and item.name in TOKENIZER):
            link(item, folder / item.name)
    config = json.loads((demo / "genai_config.json").read_text())
    config["model"]["decoder"]["session_options"]["provider_options"] = [{provider: {}}] if provider != "cpu" else []
    if shared_tokenizer:
        config["model"]["tokenizer_dir"] = f"sha256:{DIGEST}"
    (folder / "genai_config.json").write_text(json.dumps(config))


def make_package(root: Path, demo: Path, manifest: dict[str, object] | None = None) -> Path:
    """A package with a WebGPU and a CPU variant of the demo model sharing one tokenizer."""
    root.mkdir(parents=True)
    shared = root / "shared_assets" / f"sha256-{DIGEST}"
    shared.mkdir(parents=True)
    for name in TOKENIZER:
        link(demo / name, shared / name)
    variant(demo, root / "webgpu-int4", "webgpu", shared_tokenizer=True)
    variant(demo, root / "builds" / "cpu", "cpu", shared_tokenizer=True)
    variants = {"webgpu-int4": {"ep": "WebGpuExecutionProvider", "device": "gpu"},
                "cpu-int4": {"ep": "CPUExecutionProvider", "device": "cpu", "variant_directory": "builds/cpu"}}
    default = {"schema_version": "1.0", "components": {"model": {"variants": variants}}}
    (root / "manifest.json").write_text(json.dumps(manifest or default))
    return root


def test_a_package_lists_its_variants_per_device(tmp_path: Path, demo_model: Path) -> None:
    package = make_package(tmp_path / "pkg", demo_model)
    assert is_package(package) and not is_package(demo_model)
    variants = read_package(package)
    assert [(v.name, v.device, v.hardware) for v in variants] == [("webgpu-int4", "webgpu", "gpu"),
                                                                    ("cpu-int4", "cpu", "cpu")]
    cpu = variant_for(variants, "cpu")
    assert cpu is not None and cpu.folder == (package / "builds" / "cpu").resolve()
    assert cpu.tokenizer == (package / "shared_assets" / f"sha256-{DIGEST}").resolve()
    assert json.loads(cpu.overlay) == {"model": {"tokenizer_dir": f"../../shared_assets/sha256-{DIGEST}"}}
    assert variant_for(variants, "cuda") is None and variant_for(variants, "cuda", cpu_builds=True) == cpu
    assert built_for(package) == ("webgpu", "cpu")


def test_a_package_that_points_outside_itself_or_lists_nothing_is_refused(tmp_path: Path, demo_model: Path) -> None:
    outside = {"x": {"ep": "CPUExecutionProvider", "variant_directory": "../.."}}
    escaping = {"components": {"model": {"variants": outside}}}
    with pytest.raises(ModelError, match="points outside the package"):
        read_package(make_package(tmp_path / "a", demo_model, escaping))
    with pytest.raises(ModelError, match="does not list the model's variants"):
        read_package(make_package(tmp_path / "b", demo_model, {"components": {}}))
    bad = make_package(tmp_path / "c", demo_model)
    config = json.loads((bad / "webgpu-int4" / "genai_config.json").read_text())
    config["model"]["tokenizer_dir"] = "sha256:not-hex"
    (bad / "webgpu-int4" / "genai_config.json").write_text(json.dumps(config))
    with pytest.raises(ModelError, match="is not a sha256 reference"):
        read_package(bad)


def test_the_published_ort_genai_wheel_cannot_open_packages_itself(tmp_path: Path, demo_model: Path) -> None:
    """Why Hearth reads packages itself; when a release can, this fails and `models.package` can go."""
    with pytest.raises(Exception, match="OrtModelPackageApi"):
        og.Config.from_package_ep(str(make_package(tmp_path / "pkg", demo_model)), "cpu")


def test_the_engine_loads_the_variant_for_the_device_that_is_present(tmp_path: Path, demo_model: Path) -> None:
    from app.engine.client import EngineClient
    from tests.app.engine_turns import collect, user

    package = make_package(tmp_path / "pkg", demo_model)
    client = EngineClient()
    try:
        loaded = client.load(str(package))
        text, _events, done = collect(client.turn([user("Say hello.")], Sampling(max_new_tokens=8,
                                                                                           temperature=0)))
    finally:
        client.close()
    assert loaded.device == "cpu" and loaded.failures == ()  # WebGPU has no device here: never tried
    assert {f.provider: f.reason for f in loaded.not_used}["webgpu"].startswith("no GPU that WebGPU can use")
    assert done.generated_tokens > 0 and text  # the shared tokenizer was found


def test_a_package_is_imported_as_one_model_and_checked_variant_by_variant(tmp_path: Path, demo_model: Path) -> None:
    """`models import` / the window's Import take a package folder (it has no genai_config.json of its own):
    every variant is checked with its shared tokenizer, and the package is copied whole."""
    from app.accel.choice import weights_size
    from models.importing import import_model
    from models.installed import list_installed

    models = tmp_path / "models"
    installed = import_model(make_package(tmp_path / "pkg", demo_model), models, name="demo-package")
    assert [m.name for m in list_installed(models)] == ["demo-package"]
    assert is_package(installed.path) and built_for(installed.path) == ("webgpu", "cpu")
    assert weights_size(installed.path) == sum(f.stat().st_size for f in demo_model.glob("*.onnx*"))
    assert {f.path for f in installed.manifest.files} >= {
        "manifest.json", f"shared_assets/sha256-{DIGEST}/tokenizer.json", "webgpu-int4/genai_config.json",
        "builds/cpu/model.onnx"}
    from app.accel.detect import Facts, decide
    from app.cli.doctor import _model_plan

    told = _model_plan(decide(Facts("linux-x86_64", False, False, ())), str(installed.path), {}, {})
    assert told is not None and told["built_for"] == ["webgpu", "cpu"] and told["runs_on"] == "cpu"  # doctor

    no_tokenizer = make_package(tmp_path / "broken", demo_model)
    (no_tokenizer / "shared_assets" / f"sha256-{DIGEST}" / "tokenizer.json").unlink()
    with pytest.raises(ModelError, match="tokenizer"):
        import_model(no_tokenizer, models, name="broken")
    unsafe = make_package(tmp_path / "unsafe", demo_model)
    (unsafe / "shared_assets" / "helper.so").write_bytes(b"\x7fELF")
    with pytest.raises(ModelError, match="native library"):
        import_model(unsafe, models, name="unsafe")
    assert [m.name for m in list_installed(models)] == ["demo-package"]  # nothing half-imported
