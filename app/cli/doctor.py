"""`main.py doctor`: what Hearth sees of this machine and itself, for bug reports.

The devices part is `app.accel.detect` run here (plugins registered in this process, as the engine host
does): every provider considered, whether it is installed, registered, which devices it lists, whether it
is offered and why; the one chosen and why; and for the last model used, the device it would run on and
why the others would not be used (`app.accel.choice`, the engine host's own rule).
"""

from __future__ import annotations

import argparse
import importlib.metadata
import json
from pathlib import Path
from typing import Any

from app.system.paths import resolve_paths
from app.system.privacy import telemetry_disabled


def _version(package: str) -> str:
    try:
        return importlib.metadata.version(package)
    except importlib.metadata.PackageNotFoundError:
        return "not installed"


def _model_plan(detection: Any, last_model: str, overrides: dict[str, str], failed: dict[str, list[str]]
                ) -> dict[str, Any] | None:
    from app.accel.choice import built_for, plan, weights_size
    from models.package import is_package

    folder = Path(last_model) if last_model else None
    if folder is None or not ((folder / "genai_config.json").is_file() or is_package(folder)):
        return None
    chosen = plan(detection, built_for(folder), override=overrides.get(last_model, ""),
                  failed=dict.fromkeys(failed.get(last_model, []), ""), weights=weights_size(folder))
    return {"model": last_model, "built_for": list(built_for(folder)), "override": overrides.get(last_model, ""),
            "runs_on": chosen.order[0], "why": chosen.why_first, "order": list(chosen.order),
            "not_used": [{"provider": n.provider, "reason": n.reason} for n in chosen.not_used]}


def report(measure_again: bool = False) -> dict[str, Any]:
    """What `doctor` prints; `measure_again`: the memory speed measured now, replacing the figure kept."""
    from app.accel.install import activate

    paths = resolve_paths()
    sites = activate(paths)  # before anything imports ORT GenAI (app.accel.hardware does): the CUDA flavour first

    from app.accel.detect import detect
    from app.accel.hardware import probe
    from app.settings import load_settings
    from app.system.privacy import disable_library_telemetry, disable_telemetry_env

    disable_telemetry_env()
    disable_library_telemetry()
    detection = detect(sites)
    settings = load_settings(paths.settings_file).settings
    if measure_again:
        from app.accel import bandwidth
        from app.accel.hardware import probe as plain_probe

        bandwidth.measure_again(paths.cache, plain_probe(measure_bandwidth=False).identity, keep_best=False)
    hardware = probe(detection=detection).as_dict()
    del hardware["detection"]
    return {
        "hardware": hardware,
        "devices": detection.as_dict(),
        "last_model": _model_plan(detection, settings.last_model, settings.device_overrides,
                                  settings.failed_devices),
        "versions": {
            "hearth": _version("hearth"),
            "onnxruntime": _version("onnxruntime"),
            "onnxruntime-genai": _version("onnxruntime-genai"),
            "onnxruntime-genai-cuda": _version("onnxruntime-genai-cuda"),
            "PySide6": _version("PySide6-Essentials"),
        },
        "accelerators_installed": [site.name for site in sites],
        "built_models": _built_models(),
        "voice": _voice(),
        "telemetry_disabled": telemetry_disabled(),
        "paths": {"data": str(paths.data), "cache": str(paths.cache), "logs": str(paths.logs),
                  "models": str(paths.models_dir)},
    }


def _built_models() -> dict[str, dict[str, Any]]:
    """Whether the demo model, the documents' embedding model and the speech model are built (checked against
    their manifests), and where."""
    from app.system.paths import demo_model_dir, embed_model_dir, speech_model_dir
    from models import demo, embed_model, speech_model

    return {name: {"built": complete(folder), "path": str(folder)}
            for name, folder, complete in (("demo", demo_model_dir(), demo.is_complete),
                                           ("embedding", embed_model_dir(), embed_model.is_complete),
                                           ("speech", speech_model_dir(), speech_model.is_complete))}


def _voice() -> dict[str, Any]:
    """The microphones and text-to-speech engines Qt finds (`app.qt.voice_probe`, in a child process)."""
    import os
    import subprocess

    from app.accel.python import command

    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    try:
        done = subprocess.run(command("-m", "app.qt.voice_probe"), capture_output=True, text=True, timeout=30,
                              env=env, check=False)
        found: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    except (OSError, subprocess.TimeoutExpired, ValueError, IndexError):
        return {"inputs": [], "default_input": "", "tts_engines": {}, "problem": "the voice check did not finish"}
    return found


def _voice_lines(voice: dict[str, Any]) -> list[str]:
    if voice["problem"]:
        return [f"Voice:              {voice['problem']}"]
    inputs = ", ".join(voice["inputs"]) or "none found (dictation needs a microphone)"
    engines = [f"{name} ({len(e['voices'])} voices)" if e["works"] else f"{name} (not working: {e['problem']})"
               for name, e in voice["tts_engines"].items()]
    return [f"Microphones:        {inputs}",
            f"Voices:             {', '.join(engines) or 'none (Linux: install speech-dispatcher or flite)'}"]


def _built_lines(data: dict[str, Any]) -> list[str]:
    how = {"demo": "main.py demo-model, or Use the demo model in the window",
           "embedding": "main.py embed-model, or attach a file in the window",
           "speech": "main.py speech-model"}
    return [f"{name.capitalize() + ' model:':<20}" + (f"built ({model['path']})" if model["built"]
                                                    else f"not built yet ({how[name]})")
            for name, model in data["built_models"].items()]


def _device_lines(data: dict[str, Any]) -> list[str]:
    devices = data["devices"]
    lines = ["Devices considered:"]
    for p in devices["providers"]:
        flags = ", ".join(word for word, on in (("installed", p["installed"]), ("registered", p["registered"]))
                          if on) or "not installed"
        mark = "offered" if p["offered"] else "not offered"
        lines.append(f"  {p['name']:<9}{mark:<12}({flags}) {p['reason']}")
    lines.append(f"Chosen:             {devices['chosen'].upper()} — {devices['chosen_reason']}")
    last = data.get("last_model")
    if last:
        lines.append(f"Last model:         {Path(last['model']).name} runs on {last['runs_on'].upper()}: {last['why']}"
                     + (f" (your choice: {last['override']})" if last["override"] else ""))
        lines += [f"  {n['provider']:<9}not used: {n['reason']}" for n in last["not_used"]]
    return lines


def _speed_line(hw: dict[str, Any]) -> str:
    if not hw.get("memory_bandwidth_gbs"):
        return "Memory speed:       not measured"
    if hw.get("memory_bandwidth_busy"):
        return (f"Memory speed:       {hw['memory_bandwidth_gbs']:.1f} GB/s, measured while the computer was busy "
                "(likely more: `doctor --measure-again` when it is quiet)")
    return f"Memory speed:       {hw['memory_bandwidth_gbs']:.1f} GB/s (measured)"


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
        _speed_line(hw),
        f"GPUs:               {gpus}",
        f"Devices (EPs):      {', '.join(hw['providers'])}",
        *_device_lines(data),
        *(f"{name + ':':<19} {version}" for name, version in data["versions"].items()),  # a long name keeps a space
        *_built_lines(data),
        *_voice_lines(data["voice"]),
        f"Telemetry:          {'disabled' if data['telemetry_disabled'] else 'NOT disabled'}",
        *(f"{name.capitalize() + ' dir:':<20}{path}" for name, path in data["paths"].items()),
    ]
    return "\n".join(lines)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the report as one JSON object")
    parser.add_argument("--measure-again", action="store_true",
                        help="measure the memory speed now (best when the computer is quiet) and keep that figure")


def main(args: argparse.Namespace) -> int:
    data = report(args.measure_again)
    print(json.dumps(data, indent=2) if args.json else render_text(data))
    return 0
