"""The demo model with a 32k context, for the coding agents' sessions (tests/agents, bench/api.py).

Claude Code's default prompt is ~19.7k tokens in the demo model's tokenizer, opencode's and Codex's
~7–9k: none fits the demo model's 8,192 with room for a reply. This copy reads the same weights
(`model.onnx.data` linked, not copied) through a graph whose rotary tables run to 32,768 positions
(`cos_cache` / `sin_cache` written out from the frequencies of the demo's own first rows) and a
`genai_config.json` that says so. Past 8k positions the model was never trained: its replies there are
no better than its weights, which is all a protocol test asks of it.

It goes into the user cache once (`<cache>/long-context-model/`, 9 MB besides the link), in a second.
Needs `onnx` (the demo extra, which builds the demo model too).

    .venv/bin/python bench/long_context_model.py     # build (or confirm); prints the folder
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.system.paths import demo_model_dir, resolve_paths
from models.cache_build import build_lock, install, is_built
from models.demo import ensure_demo_model

QUICK = None  # a library for bench/api.py and the tests, not a benchmark of its own
CONTEXT = 32768
NAME = "smollm2-135m-32k"
MANIFEST = "hearth-long-context.json"
RECIPE = f"{NAME}|rotary tables to {CONTEXT}|v1"
COPIED = ("tokenizer.json", "tokenizer_config.json", "chat_template.jinja")


def long_context_dir() -> Path:
    return resolve_paths().cache / "long-context-model" / NAME


def ensure_long_context_model(progress: object = print) -> Path:
    """The folder of the 32k copy, built from the demo model (built first if missing) when not there yet."""
    target = long_context_dir()
    if is_built(target, MANIFEST, RECIPE):
        return target
    demo = ensure_demo_model(demo_model_dir(), print)
    with build_lock(target):
        if is_built(target, MANIFEST, RECIPE):
            return target
        staged = Path(tempfile.mkdtemp(prefix=".building-", dir=target.parent))
        try:
            _build(demo, staged)
            install(staged, target, MANIFEST, RECIPE, source=str(demo))
        finally:
            shutil.rmtree(staged, ignore_errors=True)
    return target


def _build(demo: Path, out: Path) -> None:
    import numpy as np
    import onnx
    from onnx import numpy_helper

    graph = onnx.load(str(demo / "model.onnx"), load_external_data=False)
    tables = {t.name: t for t in graph.graph.initializer if t.name in ("cos_cache", "sin_cache")}
    cos = numpy_helper.to_array(tables["cos_cache"], base_dir=str(demo)).astype(np.float64)
    sin = numpy_helper.to_array(tables["sin_cache"], base_dir=str(demo)).astype(np.float64)
    frequencies = np.arctan2(sin[1], cos[1])  # row p holds cos(p·f): row 1 gives f (each below π)
    angles = np.arange(CONTEXT, dtype=np.float64)[:, None] * frequencies[None, :]
    assert np.allclose(np.cos(angles[: len(cos)]), cos, atol=1e-3), "the demo's rotary tables are not cos(p·f)"
    for name, values in (("cos_cache", np.cos(angles)), ("sin_cache", np.sin(angles))):
        tables[name].CopyFrom(numpy_helper.from_array(values.astype(np.float32), name))  # inside model.onnx
    onnx.save(graph, str(out / "model.onnx"))
    try:
        os.link(demo / "model.onnx.data", out / "model.onnx.data")
    except OSError:  # another file system
        shutil.copy2(demo / "model.onnx.data", out / "model.onnx.data")
    for name in COPIED:
        if (demo / name).exists():
            shutil.copy2(demo / name, out / name)
    config = json.loads((demo / "genai_config.json").read_text(encoding="utf-8"))
    config["model"]["context_length"] = CONTEXT
    config["search"]["max_length"] = CONTEXT
    (out / "genai_config.json").write_text(json.dumps(config, indent=4), encoding="utf-8")


if __name__ == "__main__":
    print(ensure_long_context_model())
