"""A model package on the hub (`manifest.json` at the repo root, a folder per device variant): one download
serves the device that is present.

The download takes the manifest, the variant folder for the first device Hearth would run (best first,
as the engine tries them; CUDA and DirectML also run a CPU variant, like `models.package.variant_for`),
and the package's `shared_assets/` (the tokenizer the variants point at with `sha256:<hex>`). The result
installs as a package folder holding that one variant: `models.package.read_package` skips variants whose
folder was not downloaded, so the engine loads it like any package.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from huggingface_hub import get_session, hf_hub_url, hf_raise_for_status
from huggingface_hub.utils._headers import build_hf_headers

from models.errors import ModelError
from models.hub.repo import RemoteFile, RepoSnapshot, Variant, hub_errors, hub_token, resolve_endpoint
from models.package import MANIFEST, device_of

SHARED = "shared_assets/"
_RUNS_CPU_BUILDS = frozenset({"cuda", "dml", "cpu"})  # app.accel.choice.RUNS_CPU_BUILDS (models/ sits below app/)
_MANIFEST_LIMIT = 1024 * 1024


def is_package_repo(snapshot: RepoSnapshot) -> bool:
    """A package repo: `manifest.json` at its root and no model of its own there."""
    paths = {f.path for f in snapshot.files}
    return MANIFEST in paths and "genai_config.json" not in paths


def fetch_manifest(snapshot: RepoSnapshot, *, token: str | None = None, endpoint: str | None = None) -> Any:
    """The package's manifest.json at the pinned commit (a small file, read into memory)."""
    entry = next(f for f in snapshot.files if f.path == MANIFEST)
    if entry.size > _MANIFEST_LIMIT:
        raise _bad(snapshot, f"its manifest.json is {entry.size:,} bytes")
    url = hf_hub_url(snapshot.repo_id, MANIFEST, revision=snapshot.revision, endpoint=resolve_endpoint(endpoint))
    with hub_errors(snapshot.repo_id):
        response = get_session().get(url, headers=build_hf_headers(token=hub_token(token), library_name="hearth"),
                                     follow_redirects=True)
        hf_raise_for_status(response)
    try:
        return json.loads(response.content[:_MANIFEST_LIMIT])
    except ValueError as exc:
        raise _bad(snapshot, f"its manifest.json is not JSON ({exc})") from exc


def _bad(snapshot: RepoSnapshot, why: str) -> ModelError:
    return ModelError("no_variant", f"{snapshot.repo_id} is a model package Hearth cannot read: {why}.")


def package_variants(snapshot: RepoSnapshot, manifest: Any) -> dict[str, tuple[str, str]]:
    """Variant name -> (Hearth's device for it, its folder in the repo), in manifest order."""
    try:
        variants = manifest["components"]["model"]["variants"]
        if not isinstance(variants, dict) or not variants:
            raise TypeError("no variants")
    except (KeyError, TypeError) as exc:
        raise _bad(snapshot, "its manifest.json does not list the model's variants") from exc
    out: dict[str, tuple[str, str]] = {}
    for name, spec in variants.items():
        if not isinstance(spec, dict) or not isinstance(spec.get("ep"), str):
            raise _bad(snapshot, f"variant {name!r} names no execution provider")
        folder = str(spec.get("variant_directory", name)).strip("/")
        out[str(name)] = (device_of(spec["ep"]), folder)
    return out


def choose(variants: dict[str, tuple[str, str]], devices: Sequence[str], wanted: str | None) -> str | None:
    """The variant to fetch: `wanted` (a name or folder), else the one for the first of `devices` (best
    first) that has a variant, a CPU variant counting for the devices that run CPU builds."""
    if wanted:
        wanted = wanted.strip("/")
        return next((n for n, (_d, folder) in variants.items() if wanted in (n, folder)), None)
    for device in devices:
        found = next((n for n, (d, _f) in variants.items() if d == device), None)
        if found is None and device in _RUNS_CPU_BUILDS:
            found = next((n for n, (d, _f) in variants.items() if d == "cpu"), None)
        if found is not None:
            return found
    return None


def package_variant(snapshot: RepoSnapshot, manifest: Any, devices: Sequence[str], wanted: str | None) -> Variant:
    """The files to fetch for one variant of the package: the manifest, its folder and the shared assets."""
    variants = package_variants(snapshot, manifest)
    name = choose(variants, devices, wanted)
    if name is None:
        listed = ", ".join(f"{n} ({d})" for n, (d, _f) in variants.items())
        what = f"no variant {wanted!r}" if wanted else f"no variant for this computer ({', '.join(devices)})"
        raise ModelError("no_variant", f"The model package {snapshot.repo_id} has {what}; it has {listed}.")
    folder = variants[name][1]
    files: list[RemoteFile] = [f for f in snapshot.files if f.path == MANIFEST or f.path.startswith(SHARED)
                               or (folder and f.path.startswith(folder + "/"))]
    if not any(f.path == f"{folder}/genai_config.json" for f in files):
        raise _bad(snapshot, f"variant {name!r} has no genai_config.json in {folder or '(root)'}")
    files.sort(key=lambda f: f.path)
    return Variant(snapshot.repo_id, snapshot.revision, "package", folder, tuple(files), sum(f.size for f in files))
