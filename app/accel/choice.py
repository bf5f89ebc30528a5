"""The device one model runs on, and why every other provider is not used for it.

Pure: the machine's `Detection`, what the model folder was built for, the person's override for it, the
providers that failed for it before and its size in, an ordered list of providers to try (ending with
the CPU) and a reason for each provider left out. The engine host tries the list in order and falls back;
the reasons travel with the `loaded` event so the picker and `doctor` can say "CPU — CUDA: no NVIDIA GPU
found; WebGPU: no variant for it (built for the CPU)".

Which model builds a provider runs (measured or documented, never guessed): CUDA and DirectML run the
CPU int4 builds as well as their own (MatMulNBits and GroupQueryAttention have kernels there); the
plugins run the builds made for them (`-e webgpu`, `-e NvTensorRtRtx`, OpenVINO exports). An override
lifts the variant rule: the person asked, and a failure still falls back to the CPU with its reason.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from app.accel.catalog import BY_NAME, short_name
from app.accel.detect import Detection
from models.errors import ModelError
from models.fit import variant_traits
from models.package import is_package, read_package

# ORT GenAI's provider names in genai_config.json (lower case, no "ExecutionProvider") -> Hearth's names.
_CONFIG_NAMES = {"cuda": "cuda", "dml": "dml", "webgpu": "webgpu", "openvino": "openvino",
                 "nvtensorrtrtx": "trtrtx", "qnn": "qnn", "vitisai": "vitisai", "ryzenai": "vitisai"}
RUNS_CPU_BUILDS = frozenset({"cuda", "dml", "cpu"})
MiB = 1024**2


@dataclass(frozen=True)
class NotUsed:
    provider: str
    reason: str
    possible: bool = True  # False: no device or provider for it here, so choosing it cannot work


@dataclass(frozen=True)
class ModelPlan:
    order: tuple[str, ...]  # providers to try, best first; always ends with "cpu"
    not_used: tuple[NotUsed, ...]
    why_first: str  # why the first of `order` leads


def built_for(model_dir: Path) -> tuple[str, ...]:
    """The providers a model folder was built for, from its genai_config.json ('cpu' when it names none);
    for a model package (`models.package`), the devices of its variants."""
    if is_package(model_dir):
        try:
            return tuple(dict.fromkeys(v.device for v in read_package(model_dir))) or ("cpu",)
        except ModelError:
            return ("cpu",)
    try:
        decoder = json.loads((model_dir / "genai_config.json").read_text(encoding="utf-8"))["model"]["decoder"]
        entries = decoder["session_options"].get("provider_options", [])
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return ("cpu",)
    names: list[str] = []
    for entry in entries if isinstance(entries, list) else []:
        for key in entry if isinstance(entry, dict) else {}:
            name = _CONFIG_NAMES.get(str(key).lower().removesuffix("executionprovider"))
            if name and name not in names:
                names.append(name)
    if not names and isinstance(graph := decoder.get("filename"), str):
        # A config that names no provider: a CPU build from the builder, or one Hearth synthesized for a
        # transformers.js export (models.synthesize), whose file name says what it was made for
        # (`onnx/model_q4f16.onnx`: WebGPU), as the hub listing said before the download (models.fit).
        names = [d for d in variant_traits(graph, "onnx").devices if d in BY_NAME]
    return tuple(names) or ("cpu",)


def _graph_file(model_dir: Path) -> str:
    try:
        config = json.loads((model_dir / "genai_config.json").read_text(encoding="utf-8"))
        graph = config["model"]["decoder"]["filename"]
    except (OSError, ValueError, KeyError, TypeError):
        return ""
    return graph if isinstance(graph, str) else ""


def weights_size(model_dir: Path) -> int:
    """Bytes of the model's graph and weights (what must fit in the device's memory): the folder's ONNX files
    and their data, or where the decoder lies in a sub-folder (a transformers.js export holding one file per
    precision, `onnx/model_q4f16.onnx`), that graph and its own data files only."""
    if is_package(model_dir):  # the largest of its variants: the one that must fit
        try:
            return max((weights_size(v.folder) for v in read_package(model_dir)), default=0)
        except ModelError:
            return 0
    graph = _graph_file(model_dir)
    folder, prefix = (model_dir / graph).parent, Path(graph).name
    if "/" not in graph.strip("/"):
        folder, prefix = model_dir, ""
    try:
        return sum(f.stat().st_size for f in folder.iterdir()
                   if ".onnx" in f.name and f.name.startswith(prefix) and f.is_file())
    except OSError:
        return 0


def plan(detection: Detection, built: Sequence[str], *, override: str = "",
         failed: Mapping[str, str] | None = None, weights: int = 0) -> ModelPlan:
    """Providers to try for a model built for `built`, with a reason for each one left out."""
    failed = {k.lower(): v for k, v in (failed or {}).items()}
    override = override.lower()
    order: list[str] = []
    not_used: list[NotUsed] = []
    for state in detection.providers:
        name = state.name
        if name == "cpu":
            continue
        label = BY_NAME[name].label
        reason = ""
        if not state.offered:  # never tried, even when chosen: it has no device here
            reason = state.reason
        elif name in failed:
            reason = f"failed for this model before: {failed[name]}" if failed[name] else "failed for this model before"
        elif override != name and name not in built and not (name in RUNS_CPU_BUILDS and "cpu" in built):
            reason = f"no variant for it: this model was built for {', '.join(built)}"
        else:
            memories = [d.memory_mb for d in state.devices if d.memory_mb]
            if weights and memories and weights > max(memories) * MiB and override != name:
                reason = f"memory: the model's weights ({weights / 1e9:.1f} GB) exceed the {label}'s " \
                         f"{max(memories) * MiB / 1e9:.1f} GB"
        if override and name != override and not reason:  # a device that could run it keeps its own reason else
            reason = f"you chose {BY_NAME[override].label if override in BY_NAME else override} for this model"
        if reason:
            not_used.append(NotUsed(name, reason, state.offered))
        else:
            order.append(name)
    order.append("cpu")
    first = order[0]
    if first == "cpu":
        chosen = next((n.reason for n in not_used if n.provider == override), "it is not known to Hearth")
        # A device here that would run this model once its provider is installed: say so, not "no other device".
        ready = next((s for s in detection.providers if s.installable and (
            s.name in built or (s.name in RUNS_CPU_BUILDS and "cpu" in built))), None)
        why = f"{short_name(ready.name)} is {ready.reason}" if ready and not override else \
            "no other device can run this model here" if not override else \
            "you chose the CPU for this model" if override == "cpu" else \
            f"you chose {short_name(override)}, which cannot run it here: {chosen}"
    elif override == first:
        why = "you chose it for this model"
    else:
        lead = detection.state(first)
        why = f"the best device that can run this model ({lead.reason if lead else first})"
    return ModelPlan(tuple(order), tuple(not_used), why)
