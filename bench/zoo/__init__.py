"""The zoo: tiny models of the families people download (Qwen3, Llama 3.2, Gemma 3, DeepSeek-R1-Distill,
gpt-oss, and Gemma 3 4B that sees: "gemma3-vision", `bench.zoo.seeing`), each with its real architecture scaled
down, its real tokenizer and full chat template, random seeded weights, exported with ORT GenAI's builder and
laid out as its hub repo is. Built once into the user cache (`<cache>/zoo/<family>/`, a few seconds to a minute
each); needs torch and transformers (the dev venv has them; the app never does).

    zoo_model("qwen3")   # -> the variant folder Hearth loads or imports (built first if needed)
    zoo_repo("qwen3")    # -> the repo's root, as a download of the whole repo would lay it out

    .venv/bin/python -m bench.zoo [FAMILY ...]   # build (or confirm) and print the folders
    .venv/bin/python -m bench.zoo.build FAMILY   # build one in this process (what zoo_repo runs)
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from bench.zoo.recipes import FAMILIES, SEEING, Family

QUICK = None  # a library for bench/families.py and the tests, not a benchmark of its own


def zoo_root() -> Path:
    """`HEARTH_ZOO_DIR` (the tests point it at the user cache), else `<cache>/zoo`."""
    chosen = os.environ.get("HEARTH_ZOO_DIR")
    if chosen:
        return Path(chosen)
    from app.system.paths import resolve_paths

    return resolve_paths().cache / "zoo"


def family(name: str) -> Family:
    try:
        return {**FAMILIES, **SEEING}[name]
    except KeyError:
        raise KeyError(f"no zoo family {name!r}; there are {', '.join([*FAMILIES, *SEEING])}") from None


def zoo_repo(name: str, log=print) -> Path:  # type: ignore[no-untyped-def]
    """The family's repo folder, built first when missing or out of date (in a process of its own: the
    build imports torch and transformers, which a test process or the app has no use for)."""
    from bench.zoo.build import is_current
    from models.cache_build import build_lock

    chosen = family(name)
    root = zoo_root()
    folder = root / chosen.name
    if is_current(chosen, folder):
        return folder
    with build_lock(folder):
        if not is_current(chosen, folder):  # another process may have built it while this one waited
            log(f"zoo: building the {chosen.name} model into {folder} (once; under a minute)…")
            project = str(Path(__file__).resolve().parents[2])
            env = {**os.environ, "HEARTH_ZOO_DIR": str(root),
                   "PYTHONPATH": os.pathsep.join(p for p in (project, os.environ.get("PYTHONPATH", "")) if p)}
            result = subprocess.run([sys.executable, "-m", "bench.zoo.build", chosen.name], env=env,
                                    capture_output=True, text=True, check=False)
            if result.returncode != 0 or not is_current(chosen, folder):
                tail = "\n".join((result.stderr or result.stdout).strip().splitlines()[-15:])
                raise RuntimeError(f"building the zoo's {chosen.name} failed:\n{tail}")
    return folder


def zoo_model(name: str, log=print) -> Path:  # type: ignore[no-untyped-def]
    """The folder of the family's build inside its repo layout (what Hearth loads or imports)."""
    chosen = family(name)
    repo = zoo_repo(name, log)
    return repo / chosen.variant if chosen.variant else repo


__all__ = ["FAMILIES", "SEEING", "Family", "zoo_model", "zoo_repo", "zoo_root"]
