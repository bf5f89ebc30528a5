"""`main.py doctor`: what Hearth sees of this machine and itself, for bug reports."""

from __future__ import annotations

import importlib.metadata
import json
from typing import Any

from app.hardware import probe
from app.paths import resolve_paths
from app.privacy import telemetry_disabled


def _version(package: str) -> str:
    try:
        return importlib.metadata.version(package)
    except importlib.metadata.PackageNotFoundError:
        return "not installed"


def report() -> dict[str, Any]:
    paths = resolve_paths()
    return {
        "hardware": probe().as_dict(),
        "versions": {
            "hearth": _version("hearth"),
            "onnxruntime": _version("onnxruntime"),
            "onnxruntime-genai": _version("onnxruntime-genai"),
            "PySide6": _version("PySide6-Essentials"),
        },
        "telemetry_disabled": telemetry_disabled(),
        "paths": {"data": str(paths.data), "cache": str(paths.cache), "logs": str(paths.logs),
                  "models": str(paths.models_dir)},
    }


def render_text(data: dict[str, Any]) -> str:
    hw = data["hardware"]
    ram = f"{hw['ram_total_mb']:,} MB total" if hw["ram_total_mb"] else "unknown"
    if hw["ram_available_mb"]:
        ram += f", {hw['ram_available_mb']:,} MB available"
    gpus = ", ".join(f"{g['name']} ({g['memory_mb']} MB)" for g in hw["gpus"]) or "none found"
    lines = [
        f"OS:                 {hw['os']} ({hw['arch']})",
        f"CPU:                {hw['cpu']}, {hw['logical_cores']} logical cores",
        f"RAM:                {ram}",
        f"Memory speed:       {hw['memory_bandwidth_gbs']:.1f} GB/s (measured)" if hw.get("memory_bandwidth_gbs")
        else "Memory speed:       not measured",
        f"GPUs:               {gpus}",
        f"Devices (EPs):      {', '.join(hw['providers'])}",
        *(f"{name + ':':<20}{version}" for name, version in data["versions"].items()),
        f"Telemetry:          {'disabled' if data['telemetry_disabled'] else 'NOT disabled'}",
        *(f"{name.capitalize() + ' dir:':<20}{path}" for name, path in data["paths"].items()),
    ]
    return "\n".join(lines)


def main(as_json: bool) -> int:
    data = report()
    print(json.dumps(data, indent=2) if as_json else render_text(data))
    return 0
