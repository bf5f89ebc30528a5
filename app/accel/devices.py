"""Which execution providers to try for a model, remembering those that failed for it.

Why: the engine host tries the providers in order and falls back (CUDA → CPU) when one fails to
load the model. A failure like "out of GPU memory" or "no kernel for this operator" repeats on every
load of that model, and costs seconds each time; so a provider that failed for a model is skipped
for that model from then on, and the status bar says so ("CPU (CUDA skipped: …)") with a way to try
every device again. The memory is plain data (`Settings.failed_devices`, model path → providers).
The CPU is never skipped: it is the last resort.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

FailedDevices = dict[str, list[str]]

# The device names Hearth accepts (`--device`, the settings' `providers`), as ORT GenAI spells its
# execution providers in lower case, with what each means.
DEVICE_NAMES: Mapping[str, str] = {
    "cuda": "NVIDIA GPUs (CUDA)",
    "trtrtx": "NVIDIA RTX GPUs (TensorRT-RTX plugin)",
    "dml": "GPUs on Windows (DirectML)",
    "webgpu": "GPUs through WebGPU: Vulkan, Direct3D 12, Metal on Apple silicon (plugin)",
    "openvino": "Intel CPUs, GPUs and NPUs (OpenVINO plugin)",
    "qnn": "Snapdragon NPUs (QNN plugin)",
    "cpu": "the processor; always available",
}


def unknown_devices(names: Sequence[str]) -> list[str]:
    """The names in `names` that are not Hearth device names (case does not matter)."""
    return [n for n in names if n.lower() not in DEVICE_NAMES]


def device_help(available: Sequence[str]) -> str:
    """Hearth's device names, one a line, marking those this build of ONNX Runtime GenAI supports."""
    here = {a.lower() for a in available}
    return "\n".join(f"  {name:<7} {meaning}{'' if name in here else ' (not in this build)'}"
                     for name, meaning in DEVICE_NAMES.items())


def with_override(overrides: Mapping[str, str], model: str, device: str) -> dict[str, str]:
    """`overrides` with `model` set to run on `device` ("" or "auto": Hearth chooses again)."""
    new = dict(overrides)
    if device.lower() in ("", "auto"):
        new.pop(model, None)
    else:
        new[model] = device.lower()
    return new


def to_skip(model: str, failed: Mapping[str, Sequence[str]]) -> tuple[str, ...]:
    """The providers to leave out when loading `model`: those that failed for it before (never the CPU)."""
    return tuple(p for p in failed.get(model, ()) if p.lower() != "cpu")


def remember(failed: Mapping[str, Sequence[str]], model: str, devices: Sequence[str]) -> FailedDevices:
    """`failed` with `devices` added for `model` (a new mapping; the CPU is never recorded)."""
    new = {k: list(v) for k, v in failed.items()}
    known = new.setdefault(model, [])
    for device in devices:
        if device.lower() != "cpu" and device.lower() not in (k.lower() for k in known):
            known.append(device)
    if not known:
        del new[model]
    return new
