"""ONNX Runtime model packages: one folder holding a variant of a model per device, read by Hearth itself.

A package (onnxruntime-genai `docs/model_package.md`) is a folder with `manifest.json` whose component
`model` lists variants (`ep`, `device`, optional `variant_directory`), each a complete model folder, and
`shared_assets/sha256-<hex>/` folders that variants point at with `model.tokenizer_dir = "sha256:<hex>"`.
ORT GenAI 0.18 has `Config.from_package_ep`, but the published wheels refuse it (measured: "Model package
support requires building onnxruntime-genai against ONNX Runtime with the OrtModelPackageApi experimental
functions"). So Hearth reads the manifest, picks the variant for the device that is present, and loads that
variant as a plain folder, pointing `tokenizer_dir` at the shared asset by a relative path (which 0.18
accepts for plain folders; measured). Manifest-level `shared_assets` remapping is not supported.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from models.errors import ModelError

MANIFEST = "manifest.json"
# ONNX Runtime's EP names -> Hearth's device names (app.accel.catalog, models.fit).
_EP_DEVICES = {"cpu": "cpu", "cuda": "cuda", "dml": "dml", "webgpu": "webgpu", "openvino": "openvino",
               "nvtensorrtrtx": "trtrtx", "qnn": "qnn", "vitisai": "vitisai"}
_HEX = re.compile(r"[0-9a-fA-F]{8,128}")


@dataclass(frozen=True)
class PackageVariant:
    name: str
    device: str  # Hearth's device name for its EP
    hardware: str  # the manifest's `device` ("cpu", "gpu", "npu"), as written
    folder: Path
    tokenizer: Path  # where its tokenizer files are
    overlay: str  # JSON for `Config.overlay` ("" when the variant holds its own tokenizer)


def is_package(folder: Path) -> bool:
    """A package root: a manifest and no model of its own."""
    return (folder / MANIFEST).is_file() and not (folder / "genai_config.json").is_file()


def device_of(ep: str) -> str:
    name = ep.lower().removesuffix("executionprovider")
    return _EP_DEVICES.get(name, name)


def _bad(folder: Path, why: str) -> ModelError:
    return ModelError("model_invalid", f"The model package {folder.name} cannot be read: {why}.")


def _inside(root: Path, path: Path, folder: Path, what: str) -> Path:
    resolved = path.resolve()
    if resolved != root.resolve() and root.resolve() not in resolved.parents:
        raise _bad(folder, f"{what} points outside the package")
    return resolved


def _tokenizer(root: Path, variant_dir: Path) -> tuple[Path, str]:
    config: Any = json.loads((variant_dir / "genai_config.json").read_text(encoding="utf-8"))
    value = config.get("model", {}).get("tokenizer_dir", "") if isinstance(config, dict) else ""
    if not isinstance(value, str) or not value:
        return variant_dir, ""
    if value.startswith("sha256:"):
        digest, _, tail = value.removeprefix("sha256:").partition("/")
        if not _HEX.fullmatch(digest):
            raise _bad(root, f"tokenizer_dir {value!r} is not a sha256 reference")
        target = _inside(root, root / "shared_assets" / f"sha256-{digest}" / tail, root, "tokenizer_dir")
    else:
        target = _inside(root, variant_dir / value, root, "tokenizer_dir")
    relative = os.path.relpath(target, variant_dir.resolve())
    return target, json.dumps({"model": {"tokenizer_dir": relative}})


def read_package(folder: Path) -> tuple[PackageVariant, ...]:
    """The variants of the package at `folder`, in manifest order; ModelError when it cannot be read."""
    try:
        manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
        variants = manifest["components"]["model"]["variants"]
        if not isinstance(variants, dict) or not variants:
            raise TypeError("no variants")
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise _bad(folder, f"its manifest.json does not list the model's variants ({exc})") from exc
    out = []
    for name, spec in variants.items():
        if not isinstance(spec, dict) or not isinstance(spec.get("ep"), str):
            raise _bad(folder, f"variant {name!r} names no execution provider")
        directory = spec.get("variant_directory", name)
        variant_dir = _inside(folder, folder / str(directory), folder, f"variant {name!r}")
        if not variant_dir.exists():
            continue  # not downloaded: a package from the hub holds the variant for this computer only
        if not (variant_dir / "genai_config.json").is_file():
            raise _bad(folder, f"variant {name!r} has no genai_config.json")
        try:
            tokenizer, overlay = _tokenizer(folder, variant_dir)
        except (OSError, ValueError, AttributeError) as exc:
            raise _bad(folder, f"variant {name!r} has an unreadable genai_config.json ({exc})") from exc
        out.append(PackageVariant(str(name), device_of(spec["ep"]), str(spec.get("device", "")), variant_dir,
                                  tokenizer, overlay))
    if not out:
        raise _bad(folder, "none of the variants its manifest.json lists is in it")
    return tuple(out)


def variant_for(variants: tuple[PackageVariant, ...], device: str, cpu_builds: bool = False) -> PackageVariant | None:
    """The variant made for `device`; with `cpu_builds` (CUDA, DirectML run them) the CPU one otherwise."""
    exact = next((v for v in variants if v.device == device), None)
    if exact is not None or not cpu_builds:
        return exact
    return next((v for v in variants if v.device == "cpu"), None)


def validate_package(folder: Path) -> tuple[PackageVariant, ...]:
    """The package's variants, each checked as a model folder with its (shared) tokenizer, and every file in
    the package checked for native libraries: what an import runs before copying (ModelError otherwise)."""
    from models.validate import is_native_library, scan_folder, validate_model_folder

    try:
        files = scan_folder(folder)
    except OSError as exc:
        raise _bad(folder, f"its folder cannot be read ({exc.strerror or exc})") from exc
    for name in files:
        if is_native_library(name):
            raise ModelError("model_unsafe", f"The model package contains a native library ({name}); "
                                             "Hearth refuses models that ship executable code.")
    variants = read_package(folder)
    for variant in variants:
        validate_model_folder(variant.folder, variant.tokenizer)
    return variants

