"""How fast will a model variant write here: decode tokens a second, predicted from memory bandwidth.

Writing one token reads every weight once (the KV cache of a short conversation is small beside
them), so decode on a CPU is bound by memory bandwidth: tok/s ≈ efficiency × bandwidth ÷ weight
bytes. `EFFICIENCY` is calibrated on Hearth's own measurements (bench/vs_llamacpp.py: the share of
the triad bandwidth decode reaches, on an idle 2-core Xeon), so it carries what the formula leaves
out: ORT's int4 kernels (93 % of decode time, bench/ort_profile.py) do not reach memory speed on two
cores, and a small model pays per-layer overhead that bandwidth does not explain. The bandwidth is
the machine's own (`app.accel.bandwidth`, a triad measured once) for the CPU; for a GPU variant it is
`GPU_BANDWIDTH_GBS`, a floor every discrete GPU with enough memory for an LLM exceeds, so a GPU
prediction says "at least".

The verdicts: "fast" from 30 tok/s (MLPerf's interactive target is 30 ms a token), "usable" from
10 (faster than people read), "slow" below. `app.conversation.speed_words` forms the words every view
shows, translated, so the model picker, the catalog and the first-run screen say the same thing.

Pure arithmetic on plain values, like `models.fit`: no Qt, no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

SpeedVerdict = Literal["fast", "usable", "slow"]

EFFICIENCY = 0.44  # decode rate × weight bytes ÷ triad bandwidth: 0.51 (1B shape) and 0.37 (135M demo) measured
GPU_BANDWIDTH_GBS = 100.0  # GB/s: below any discrete GPU with 4 GB or more (GTX 1050: 112)
FAST_TOK_S = 30.0
USABLE_TOK_S = 10.0
RECOMMEND_MIN_TOK_S = USABLE_TOK_S  # the first-run screen recommends only what is at least usable


@dataclass(frozen=True)
class SpeedEstimate:
    tokens_per_s: float
    verdict: SpeedVerdict
    bandwidth_gbs: float
    weight_bytes: int
    device: str
    at_least: bool  # a GPU floor: the real speed is likely higher
    measured: bool = False  # the speed its last reply was written at here, not a forecast


def predict_decode(weight_bytes: int, bandwidth_gbs: float, efficiency: float = EFFICIENCY) -> float:
    """Predicted decode tokens a second of a model with `weight_bytes` of weights."""
    if weight_bytes <= 0 or bandwidth_gbs <= 0:
        raise ValueError("weight bytes and bandwidth must be positive")
    return efficiency * bandwidth_gbs * 1e9 / weight_bytes


def verdict_for(tokens_per_s: float) -> SpeedVerdict:
    if tokens_per_s >= FAST_TOK_S:
        return "fast"
    if tokens_per_s >= USABLE_TOK_S:
        return "usable"
    return "slow"


def estimate_speed(weight_bytes: int, device: str, cpu_bandwidth_gbs: float | None) -> SpeedEstimate | None:
    """The speed of a variant on `device`; None when the CPU's bandwidth is not known (not measured).
    A discrete GPU's runtime (CUDA, TensorRT-RTX, DirectML) is judged on the GPU floor; WebGPU may be an
    integrated GPU reading the same RAM, so the RAM's bandwidth is its floor ("at least"); NPUs share RAM."""
    at_least = device in ("cuda", "dml", "trtrtx", "webgpu")
    bandwidth = GPU_BANDWIDTH_GBS if device in ("cuda", "dml", "trtrtx") else cpu_bandwidth_gbs
    if bandwidth is None or bandwidth <= 0 or weight_bytes <= 0:
        return None
    rate = predict_decode(weight_bytes, bandwidth)
    return SpeedEstimate(rate, verdict_for(rate), bandwidth, weight_bytes, device, at_least)


def measured_speed(tokens_per_s: float, device: str) -> SpeedEstimate:
    """A model's speed as its last reply here was written: what the picker says once there is one (a forecast
    of 60 tokens a second beside a measured 16 told the person two things)."""
    return SpeedEstimate(tokens_per_s, verdict_for(tokens_per_s), 0.0, 0, device, False, measured=True)


def pace(estimate: SpeedEstimate) -> str:
    """'about 12 tokens a second' ('at least …' for a GPU floor, 'measured …' once a reply was written)."""
    rate = estimate.tokens_per_s
    amount = f"{rate:.0f}" if rate >= 2 else f"{rate:.1f}"
    said = "measured" if estimate.measured else "at least" if estimate.at_least else "about"
    return f"{said} {amount} tokens a second"


def bandwidth_of(hardware: object) -> float | None:
    """The measured CPU bandwidth of an `app.accel.hardware.Hardware`-like object (None where it has none)."""
    value = getattr(hardware, "memory_bandwidth_gbs", None)
    return float(value) if isinstance(value, int | float) and value > 0 else None
