"""The catalog's entries point at repo layouts Hearth was tested against: each entry a zoo family stands for
resolves, in the zoo's copy of that hub repo's layout, to the variant its path names (through the same
`models.hub` code a download uses), with every file a runnable build needs, and the folder it would install
passes validation. The entries no zoo model stands for are named, each with the reason."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from bench.zoo import family as zoo_family
from bench.zoo import zoo_repo
from models.catalog import load_catalog
from models.hub.checksum import file_sha256
from models.hub.repo import RemoteFile, RepoSnapshot, find_variant
from models.validate import validate_model_folder

pytestmark = pytest.mark.slow

COVERED = {"qwen3-8b": "qwen3", "llama-3.2-1b": "llama3.2", "deepseek-r1-distill-qwen-1.5b": "deepseek-r1",
           "gemma-3-4b": "gemma3-vision"}
NOT_COVERED = {  # why no zoo model stands for these (yet)
    "phi-4-mini": "no package carries Phi-4-mini's tokenizer",
    "phi-3.5-mini": "no package carries Phi-3's tokenizer", "phi-3-mini-128k": "no package carries Phi-3's tokenizer",
    "phi-3-mini-4k": "no package carries Phi-3's tokenizer",
    "phi-4-multimodal": "a model that sees (its vision and audio graphs are not the builder's)",
    "phi-3.5-vision": "a model that sees (its vision graph is not the builder's)",
    "llama-3.2-3b": "the 1B's layout and tokenizer in another repo: the zoo builds the 1B",
    "qwen2.5-0.5b": "AMD's Quark export, not the ORT GenAI builder's",
    "qwen3-4b-webgpu": "a transformers.js export (Optimum, not the builder)",
    "qwen2.5-0.5b-onnx-community": "a transformers.js export (Optimum, not the builder)",
    "smollm2-135m": "a transformers.js export (Optimum, not the builder)",
}
RUNNABLE = {"genai_config.json", "model.onnx", "model.onnx.data", "tokenizer.json", "tokenizer_config.json"}
SEES = {"genai_config.json", "processor_config.json", "tokenizer.json", "tokenizer_config.json",
        *(f"gemma-3-{part}.onnx{data}" for part in ("text", "embedding", "vision") for data in ("", ".data"))}


def snapshot_of(repo: Path, repo_id: str) -> RepoSnapshot:
    """The zoo repo as the hub lists a repo (every file, LFS hashes on the large ones), Hearth's manifest aside."""
    files = tuple(RemoteFile(p.relative_to(repo).as_posix(), p.stat().st_size, "0" * 40,
                             file_sha256(p) if p.stat().st_size > 1_000_000 else None)
                  for p in sorted(repo.rglob("*")) if p.is_file() and not p.name.startswith("hearth-"))
    return RepoSnapshot(repo_id, "0" * 40, files)


def test_every_catalog_entry_is_covered_or_says_why_not() -> None:
    assert set(COVERED) | set(NOT_COVERED) == {e.id for e in load_catalog()}  # a new entry must be placed
    assert not set(COVERED) & set(NOT_COVERED)


@pytest.mark.parametrize("entry_id", sorted(COVERED))
def test_the_entrys_variants_resolve_in_the_zoos_layout_to_a_whole_build(
        entry_id: str, zoo: Callable[[str], Path], tmp_path: Path) -> None:
    entry = next(e for e in load_catalog() if e.id == entry_id)
    family = zoo_family(COVERED[entry_id])
    assert entry.repo_id == family.repo_id
    zoo(family.name)  # built
    snapshot = snapshot_of(zoo_repo(family.name), entry.repo_id)
    cpu = [v for v in entry.variants if "cpu" in v.devices]
    assert cpu, entry_id
    for variant in cpu:
        found = find_variant(snapshot, variant.path)
        assert found.kind == "genai" and found.path == family.variant
        local = {found.local_path(f) for f in found.files}
        needed = SEES if "sees" in entry.capabilities else RUNNABLE
        assert local >= needed, needed - local
    folder = zoo_repo(family.name) / family.variant
    summary = validate_model_folder(folder)
    assert summary.context_length == entry.context_length or "context_length" in entry.approximate
