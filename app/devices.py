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


def failed_before(tried: Sequence[str], device: str) -> tuple[str, ...]:
    """The providers the engine tried and gave up on before loading on `device` (the ones ahead of it
    in `tried`); empty when `device` is not among them."""
    lowered = [p.lower() for p in tried]
    if device.lower() not in lowered:
        return ()
    return tuple(tried[:lowered.index(device.lower())])


def providers_for(model: str, providers: Sequence[str], failed: Mapping[str, Sequence[str]],
                  ) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(providers to try, providers skipped) for `model`: `providers` minus those that failed for it.
    Never empty: when everything is skipped the CPU is tried (ORT GenAI always has it)."""
    skip = {p.lower() for p in failed.get(model, ())} - {"cpu"}
    to_try = tuple(p for p in providers if p.lower() not in skip)
    skipped = tuple(p for p in providers if p.lower() in skip)
    return (to_try or ("cpu",)), skipped


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
