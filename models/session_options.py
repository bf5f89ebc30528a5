"""The ONNX Runtime session and provider options a model's `genai_config.json` may set.

ORT GenAI passes every `session_options` entry of a config to ONNX Runtime: named ones such as
`enable_profiling` (a trace file written at a path the config chooses, on every run), thread counts,
and any other name as a raw session config entry (`ep.context_enable` writes a compiled model next
to the graph, `session.optimized_model_filepath`-style keys write files, ...). Provider options reach
the execution provider the same way (QNN's `backend_path` loads a native library). A model repository
is untrusted input, so only what the ORT GenAI model builder (`onnxruntime_genai/models/builders/
base.py`, 0.18) and `models.synthesize` write is allowed, with the values they write; everything else
is refused with its name. `run_options` are refused for the same reason: the builder writes none.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Mapping
from typing import Any

from models.errors import ModelError

FLAG = frozenset({"0", "1"})


def _flag(value: Any) -> bool:
    return value in FLAG


def _thread_count(value: Any) -> bool:
    """0 (ONNX Runtime decides) up to the cores this computer has."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= (os.cpu_count() or 1)


def _optimizer_names(value: Any) -> bool:
    """Graph optimizers to switch off (`MatMulNBitsFusion`): names only, never a path."""
    return isinstance(value, str) and re.fullmatch(r"[A-Za-z0-9_]+(,[A-Za-z0-9_]+)*", value) is not None


SESSION_OPTIONS: Mapping[str, Callable[[Any], bool]] = {
    "log_id": lambda value: isinstance(value, str) and len(value) <= 100,
    "intra_op_num_threads": _thread_count,
    "inter_op_num_threads": _thread_count,
    "ep.cuda.fpa_intb_gemm": _flag,
    "optimization.disable_specified_optimizers": _optimizer_names,
    "session.use_device_allocator_for_initializers": _flag,
}
# Provider (normalized as ORT GenAI does: lower case, no "ExecutionProvider") -> option -> values.
PROVIDER_OPTIONS: Mapping[str, Mapping[str, frozenset[str]]] = {
    "cpu": {},
    "cuda": {"enable_cuda_graph": FLAG, "enable_skip_layer_norm_strict_mode": FLAG},
    "dml": {"enable_graph_capture": FLAG},
    "webgpu": {"enableGraphCapture": FLAG, "validationMode": frozenset({"disabled", "basic", "wgpuOnly", "full"})},
    "nvtensorrtrtx": {"enable_cuda_graph": FLAG},
    "openvino": {"device_type": frozenset({"CPU", "GPU", "NPU"})},  # OpenVINO exports pin their device
    "coreml": {},
}


def _refuse(what: str, where: str) -> ModelError:
    return ModelError("model_unsafe", f"This model's genai_config.json sets {what} ({where}), which Hearth does not "
                                      "allow: such options can make ONNX Runtime write files, load code or tie up "
                                      "the computer. Hearth runs only models whose options it knows to be safe.")


def _normalize_provider(name: str) -> str:
    lower = name.lower()
    return lower.removesuffix("executionprovider") if lower != "executionprovider" else lower


def _check_providers(value: Any, where: str) -> None:
    if not isinstance(value, list):
        raise _refuse("provider_options to something other than a list", where)
    for entry in value:
        if not isinstance(entry, dict) or len(entry) != 1:
            raise _refuse("a provider_options entry that is not one provider", where)
        (provider, options), = entry.items()
        allowed = PROVIDER_OPTIONS.get(_normalize_provider(provider))
        if allowed is None:
            raise _refuse(f"options for the execution provider '{provider}'", where)
        if not isinstance(options, dict):
            raise _refuse(f"options for '{provider}' that are not an object", where)
        for option, setting in options.items():
            if option not in allowed:
                raise _refuse(f"the {provider} provider option '{option}'", where)
            if setting not in allowed[option]:
                raise _refuse(f"the {provider} provider option '{option}' to {setting!r}", where)


def _check_session(options: Any, where: str) -> None:
    if not isinstance(options, dict):
        raise _refuse("session_options to something other than an object", where)
    for name, value in options.items():
        if name == "provider_options":
            _check_providers(value, f"{where}.provider_options")
        elif name not in SESSION_OPTIONS:
            raise _refuse(f"the session option '{name}'", where)
        elif not SESSION_OPTIONS[name](value):
            raise _refuse(f"the session option '{name}' to {value!r}", where)


def check_session_options(config: Any) -> None:
    """Raise ModelError ("model_unsafe", naming the option) unless every `session_options` and
    `run_options` object anywhere in `config` (decoder, encoder, vision, embedding, pipeline
    stages, ...) holds only allowed options."""
    pending: list[tuple[str, Any]] = [("", config)]
    while pending:
        path, node = pending.pop()
        if isinstance(node, list):
            pending.extend((f"{path}[{i}]", value) for i, value in enumerate(node))
        if not isinstance(node, dict):
            continue
        for key, value in node.items():
            where = f"{path}.{key}" if path else str(key)
            if key == "session_options":
                _check_session(value, where)
            elif key == "run_options" and value != {}:
                raise _refuse("run_options", where)
            else:
                pending.append((where, value))
