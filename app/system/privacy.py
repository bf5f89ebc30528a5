"""Switch off the telemetry of ONNX Runtime, ORT GenAI and huggingface_hub.

Both ONNX Runtime and ORT GenAI send telemetry by default (they only stay quiet when a CI variable
is set, so CI alone never notices). The environment variables must be in place before either
library is imported, so every process calls `disable_telemetry_env()` first thing, and the engine
host calls `disable_library_telemetry()` once ORT GenAI is imported.

`onnxruntime.disable_telemetry_events()` is deliberately not called: it switches the telemetry of
the onnxruntime *Python* module, whose pybind library carries its own copy of ONNX Runtime. ORT GenAI
never uses that copy; it loads `onnxruntime/capi/libonnxruntime.so`, which `ORT_DISABLE_TELEMETRY`
switches off (tests/app/system/test_privacy.py proves no telemetry store is created). Not importing it
also keeps 31 MB out of the installers.
"""

from __future__ import annotations

import os

TELEMETRY_ENV = {
    "ORT_DISABLE_TELEMETRY": "1",
    "HF_HUB_DISABLE_TELEMETRY": "1",
    "DO_NOT_TRACK": "1",
}


def disable_telemetry_env() -> None:
    """Set the opt-out variables; call before importing onnxruntime or onnxruntime_genai."""
    os.environ.update(TELEMETRY_ENV)


def disable_library_telemetry() -> None:
    """ORT GenAI's own switch, on top of the environment variable (either alone measured 0 lookups)."""
    import onnxruntime_genai as og

    og.disable_telemetry_events()


def telemetry_disabled() -> bool:
    """True when every opt-out variable is set in this process."""
    return all(os.environ.get(k) == v for k, v in TELEMETRY_ENV.items())
