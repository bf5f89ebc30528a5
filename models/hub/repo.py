"""What a Hugging Face repository offers: its pinned file list and the variants Hearth can run.

Everything here goes through the real `huggingface_hub.HfApi`, with the endpoint passed explicitly
(the library reads `HF_ENDPOINT` once at import; a setting changed later must still win). The file
list is pinned to a commit sha so a resumed download never mixes bytes of two revisions, and every
name in it is checked before anything is fetched: repositories are untrusted input.

Two layouts are runnable (see the ORT GenAI notes, section 3): GenAI-ready folders that hold a
`genai_config.json` (one folder per variant), and onnx-community/transformers.js exports with
`onnx/model*.onnx` files (their `.onnx_data` companions plus the root tokenizer/config files).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Literal

import httpx2
from huggingface_hub import HfApi
from huggingface_hub.errors import (
    GatedRepoError,
    HfHubHTTPError,
    OfflineModeIsEnabled,
    RemoteEntryNotFoundError,
    RepositoryNotFoundError,
    RevisionNotFoundError,
)
from huggingface_hub.hf_api import RepoFile

from models.errors import ModelError
from models.validate import is_native_library

DEFAULT_ENDPOINT = "https://huggingface.co"
GENAI_CONFIG = "genai_config.json"
# Root files a transformers.js export needs next to its onnx/ graph (tokenizer, chat template, config).
ONNX_COMPANIONS = frozenset({
    "config.json", "generation_config.json", "tokenizer.json", "tokenizer_config.json",
    "special_tokens_map.json", "added_tokens.json", "vocab.json", "merges.txt", "tokenizer.model",
    "chat_template.jinja", "chat_template.json",
})
_ONNX_MODEL = re.compile(r"onnx/(model[^/]*)\.onnx")
_WINDOWS_RESERVED = re.compile(r"(con|prn|aux|nul|com\d|lpt\d)(\..*)?", re.IGNORECASE)
_SKIPPED = frozenset({".gitattributes"})

VariantKind = Literal["genai", "onnx", "package", "whisper"]  # package: models.hub.package_hub
# whisper: a transformers.js Whisper (Optimum's three graphs), made runnable by models.whisper_tfjs
WHISPER_GRAPHS = ("onnx/encoder_model.onnx", "onnx/decoder_model.onnx", "onnx/decoder_with_past_model.onnx")


@dataclass(frozen=True)
class RemoteFile:
    """One file of a pinned revision. `sha256` is set for LFS files; small files carry only their git
    blob id, which is a sha1 over a `blob <size>\\0` header and the content."""

    path: str
    size: int
    git_oid: str
    sha256: str | None

    @property
    def is_lfs(self) -> bool:
        return self.sha256 is not None


@dataclass(frozen=True)
class RepoSnapshot:
    repo_id: str
    revision: str  # the commit sha every URL is pinned to
    files: tuple[RemoteFile, ...]


@dataclass(frozen=True)
class Variant:
    """A runnable model inside a repo. `path` is the variant folder ("" for the repo root) of a
    GenAI-ready layout, or the `onnx/model*.onnx` file of a transformers.js export. `strip` is the
    prefix removed from repo paths when installing, so the installed folder is the model root."""

    repo_id: str
    revision: str
    kind: VariantKind
    path: str
    files: tuple[RemoteFile, ...]
    size: int

    @property
    def strip(self) -> str:
        return f"{self.path}/" if self.kind == "genai" and self.path else ""

    def local_path(self, file: RemoteFile) -> str:
        return file.path[len(self.strip):] if self.strip else file.path


# Where the window keeps what messages ask for: tabs of the Models window (File → Models…). One
# place, so a message cannot point somewhere else than the window has it (tests check the tab names).
PRIVACY_PLACE = "Preferences → Privacy & network"
MODELS_FOLDER_PLACE = "Models → Installed"


def endpoint_source(setting: str | None = None) -> str:
    """Why `resolve_endpoint` answers what it does: "setting", "HF_ENDPOINT" or "default"."""
    if setting:
        return "setting"
    return "HF_ENDPOINT" if os.environ.get("HF_ENDPOINT") else "default"


def resolve_endpoint(setting: str | None = None) -> str:
    """The hub to talk to: the app setting, else `HF_ENDPOINT` read now (not at import), else the hub."""
    endpoint = setting or os.environ.get("HF_ENDPOINT") or DEFAULT_ENDPOINT
    return endpoint.rstrip("/")


def hub_token(token: str | None) -> str | bool:
    """`None` becomes False so a token saved by other tools is never sent without the user asking."""
    return token if token else False


def check_repo_path(path: str) -> None:
    """Refuse a repo file name that could escape the model folder or carries native code.

    The checks are syntactic so they work before any file exists; `validate.safe_relative` is applied
    again to the real destination when a file is written.
    """
    parts = path.split("/")
    bad = (
        not path
        or len(path) > 400
        or "\\" in path
        or ":" in path
        or path.startswith("/")
        or any(ord(c) < 32 for c in path)
        or any(p in ("", ".", "..") for p in parts)
        or any(_WINDOWS_RESERVED.fullmatch(p) or p.endswith((" ", ".")) for p in parts)
    )
    if bad:
        raise ModelError(
            "model_unsafe",
            f"The repository lists a file named {path!r}, which could be written outside the model "
            "folder. Hearth refuses this repository; choose another model.",
        )
    if is_native_library(path):
        raise ModelError(
            "model_unsafe",
            f"The repository contains a native library ({path}). Hearth refuses models that ship "
            "executable code; choose another model.",
        )


def _for_each_surface(code: str, text: str, window: str, terminal: str) -> ModelError:
    """A ModelError whose `{how}` says where to enter a token: in the window, or in a terminal."""
    return ModelError(code, text.format(how=window), terminal=text.format(how=terminal))


def _sent_token(exc: HfHubHTTPError) -> bool:
    """Whether the refused request carried an access token (read from the request itself)."""
    try:
        return "authorization" in exc.response.request.headers
    except RuntimeError:  # a response built without its request
        return False


def _token_error(repo_id: str, exc: HfHubHTTPError) -> ModelError | None:
    """The message for a refusal that is about the access token, else None. Three cases differ in
    what the person must do: no token sent to a gated repo, a token the hub rejects (401 "Invalid
    credentials", for any repo), and a valid token whose account has no access to a gated repo (403)."""
    sent = _sent_token(exc)
    if isinstance(exc, GatedRepoError) and not sent:
        return _for_each_surface(
            "hub_gated",
            f"{repo_id} is gated: its files need a Hugging Face access token, and none is set. Accept its "
            f"licence on huggingface.co/{repo_id}, then {{how}} and try again.",
            f"add your access token under {PRIVACY_PLACE}",
            "log in with `main.py models login` (or set HF_TOKEN for one command)",
        )
    if isinstance(exc, GatedRepoError):
        return ModelError(
            "hub_gated_no_access",
            f"Your Hugging Face account has no access to {repo_id} yet: accept its licence on "
            f"huggingface.co/{repo_id} (some repositories also wait for their authors' approval), then try "
            "again. A fine-grained token also needs permission to read gated repositories.",
        )
    if sent and exc.response.status_code == 401:
        return _for_each_surface(
            "token_rejected",
            "The hub did not accept your access token: it is mistyped, expired or revoked. Create a new "
            "one at huggingface.co/settings/tokens and {how}.",
            f"enter it under {PRIVACY_PLACE}",
            "log in with it: `main.py models login` (or correct HF_TOKEN if you set it)",
        )
    return None


@contextmanager
def hub_errors(repo_id: str) -> Iterator[None]:
    """Turn huggingface_hub and network errors into messages a person can act on."""
    try:
        yield
    except HfHubHTTPError as exc:
        raise _hub_error(repo_id, exc) from exc
    except OfflineModeIsEnabled as exc:
        raise ModelError("hub_offline", "Hearth is in offline mode (HF_HUB_OFFLINE is set).") from exc
    except httpx2.TransportError as exc:
        raise ModelError(
            "network",
            f"Cannot reach the hub for {repo_id} ({type(exc).__name__}). Check your internet connection "
            "or proxy, then try again.",
        ) from exc


def _hub_error(repo_id: str, exc: HfHubHTTPError) -> ModelError:
    token_problem = _token_error(repo_id, exc)
    if token_problem is not None:
        return token_problem
    if isinstance(exc, RepositoryNotFoundError):
        return _for_each_surface(
            "hub_not_found",
            f"{repo_id} was not found on the hub. Check the name; a private repository needs an access "
            "token: {how}.",
            f"add it under {PRIVACY_PLACE}",
            "log in with `main.py models login`",
        )
    if isinstance(exc, RevisionNotFoundError):
        return ModelError("hub_not_found", f"{repo_id} has no such revision. Pick another version.")
    if isinstance(exc, RemoteEntryNotFoundError):
        return ModelError(
            "hub_not_found", f"A file of {repo_id} is missing on the hub; the repository may have changed."
        )
    return ModelError(
        "hub_error", f"The hub refused the request for {repo_id} ({exc.response.status_code}). Try again later."
    )


def make_api(endpoint: str | None = None, token: str | None = None) -> HfApi:
    return HfApi(endpoint=resolve_endpoint(endpoint), token=hub_token(token), library_name="hearth")


def fetch_snapshot(
    repo_id: str, revision: str | None = None, *, token: str | None = None, endpoint: str | None = None
) -> RepoSnapshot:
    """Resolve `revision` to a commit sha and list every file with its size and hashes.

    Raises ModelError for unsafe names or native libraries anywhere in the repo.
    """
    api = make_api(endpoint, token)
    with hub_errors(repo_id):
        info = api.model_info(repo_id, revision=revision, token=hub_token(token))
        sha = info.sha
        if not sha:
            raise ModelError("hub_error", f"The hub did not say which commit {repo_id} is at. Try again.")
        entries = list(api.list_repo_tree(repo_id, recursive=True, revision=sha, token=hub_token(token)))
    files: list[RemoteFile] = []
    for entry in entries:
        if not isinstance(entry, RepoFile):
            continue
        check_repo_path(entry.path)
        if entry.path in _SKIPPED:
            continue
        sha256 = entry.lfs.sha256 if entry.lfs is not None else None
        files.append(RemoteFile(path=entry.path, size=int(entry.size), git_oid=entry.blob_id, sha256=sha256))
    files.sort(key=lambda f: f.path)
    return RepoSnapshot(repo_id=repo_id, revision=sha, files=tuple(files))


def _parent(path: str) -> str:
    return path.rsplit("/", 1)[0] if "/" in path else ""


def variants_of(snapshot: RepoSnapshot) -> list[Variant]:
    """The runnable variants of a listed repo (pure: no network)."""
    by_path = {f.path: f for f in snapshot.files}
    out: list[Variant] = []

    def add(kind: VariantKind, path: str, files: list[RemoteFile]) -> None:
        files.sort(key=lambda f: f.path)
        out.append(Variant(snapshot.repo_id, snapshot.revision, kind, path, tuple(files),
                           sum(f.size for f in files)))

    for f in snapshot.files:
        if f.path == GENAI_CONFIG or f.path.endswith("/" + GENAI_CONFIG):
            folder = _parent(f.path)
            add("genai", folder, [g for g in snapshot.files if _parent(g.path) == folder])
    for f in snapshot.files:
        m = _ONNX_MODEL.fullmatch(f.path)
        if m is None:
            continue
        data = re.compile(re.escape(f.path) + r"(_data(_\d+)?|\.data)")
        files = [f, *(g for g in snapshot.files if data.fullmatch(g.path))]
        files += [by_path[name] for name in sorted(ONNX_COMPANIONS) if name in by_path]
        add("onnx", f.path, files)
    if all(name in by_path for name in (*WHISPER_GRAPHS, "config.json")):
        graphs = [g for g in snapshot.files if any(g.path == name or g.path.startswith(name + "_data")
                                                   for name in WHISPER_GRAPHS)]
        add("whisper", "onnx", [*graphs, *(by_path[name] for name in sorted(ONNX_COMPANIONS) if name in by_path)])
    return out


def find_variant(snapshot: RepoSnapshot, path: str | None) -> Variant:
    """The variant named `path`, or the only one when `path` is None; a clear error otherwise."""
    found = variants_of(snapshot)
    if not found:
        raise ModelError(
            "no_variant",
            f"{snapshot.repo_id} has no model Hearth can run: no folder with a genai_config.json and no "
            "onnx/model*.onnx export. Choose an ONNX model.",
        )
    if path is None:
        if len(found) == 1:
            return found[0]
        names = ", ".join(v.path or "(root)" for v in found)
        raise ModelError("variant_required", f"{snapshot.repo_id} has several variants ({names}); pick one.")
    wanted = path.strip("/")
    for variant in found:
        if variant.path == wanted:
            return variant
    # The catalog may name the folder of one device's builds ("onnxruntime/webgpu"), where the hub names the
    # build inside it, not known in advance here: it is that build when it is the only one under the folder.
    under = [v for v in found if wanted and v.path.startswith(wanted + "/")]
    if len(under) == 1:
        return under[0]
    raise ModelError("no_variant", f"{snapshot.repo_id} has no variant {path!r}. Pick one from the list.")


def list_variants(
    repo_id: str, revision: str | None = None, *, token: str | None = None, endpoint: str | None = None
) -> list[Variant]:
    """Runnable variants of `repo_id` with their download size and the files to fetch."""
    return variants_of(fetch_snapshot(repo_id, revision, token=token, endpoint=endpoint))
