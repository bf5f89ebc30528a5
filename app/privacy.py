"""Switch off the telemetry of ONNX Runtime, ORT GenAI and huggingface_hub.

Both ONNX Runtime and ORT GenAI send telemetry by default (they only stay quiet when a CI variable
is set, so CI alone never notices). The environment variables must be in place before either
library is imported, so every process calls `disable_telemetry_env()` first thing, and calls
`disable_library_telemetry()` once the libraries are imported.
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
    """Call the libraries' own switches (either alone measured 0 lookups; we do both)."""
    import onnxruntime
    import onnxruntime_genai as og

    onnxruntime.disable_telemetry_events()
    og.disable_telemetry_events()


def telemetry_disabled() -> bool:
    """True when every opt-out variable is set in this process."""
    return all(os.environ.get(k) == v for k, v in TELEMETRY_ENV.items())
