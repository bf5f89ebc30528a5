"""What the model picker at the top of the chat offers: the demo model, installed models, remote models.

Why apart from the widget: the list is plain data read from disk (manifests, the demo model's folder,
`remotes.json`), with the size, the device and a hint for each, so it is tested without a screen and
the Models window's Installed tab reads the same names. Nothing here touches the network: remote
models are the ones their server listed when it was added or last used.

`hint_text` is the one place where the picker's fit/speed hint is put together (the speed's own words come
from `app.conversation.speed_words`, as in the Models window).
"""

from __future__ import annotations

import dataclasses
import json
import logging
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from app.accel.choice import built_for, plan
from app.accel.detect import Detection
from app.chat.values import ModelRef, RemoteRef
from app.conversation.speed_words import speed_words
from app.i18n import QT_TRANSLATE_NOOP, Translate, untranslated
from app.remote.refs import where_it_runs
from app.remote.servers import DEFAULT_CONTEXT, RemoteServer
from models.demo import is_complete
from models.fit import FitReport, HardwareLike, KvShape, MiB, fit_files, gb, kv_shape_from_config, weights_bytes
from models.half_cache import bits_as_run
from models.installed import list_installed
from models.speed import SpeedEstimate, bandwidth_of, estimate_speed, measured_speed
from models.vision_format import folder_badges

log = logging.getLogger("hearth.models")
Kind = Literal["demo", "installed", "remote"]
_VERDICT = {"fits": QT_TRANSLATE_NOOP("ModelChoice", "fits in memory"),
            "tight": QT_TRANSLATE_NOOP("ModelChoice", "tight fit: close other apps"),
            "won't fit": QT_TRANSLATE_NOOP("ModelChoice", "probably too big here"), "unknown": ""}
DEMO_LABEL = QT_TRANSLATE_NOOP("ModelChoice", "Demo model (SmolLM2 135M, offline)")


@dataclass(frozen=True)
class ModelChoice:
    """One line of the picker. `ref` is what `ChatController.load_model` takes (a folder, or a remote model);
    `name` is what the model is called once loaded (`ModelInfo.name`), and what a conversation keeps."""

    ref: ModelRef
    name: str
    kind: Kind
    size: str = ""
    device: str = ""
    hint: str = ""
    host: str = ""
    server_id: str = ""
    consented: bool = True
    available: bool = True
    why_not: str = ""

    @property
    def remote(self) -> bool:
        return self.kind == "remote"

    @property
    def label(self) -> str:
        """What the picker calls it: the demo model says so (its folder name means little to a person)."""
        return DEMO_LABEL if self.kind == "demo" else self.name


def best_device(hardware: HardwareLike | None, folder: Path | None = None) -> str:
    """The device a local model will most likely run on here ("cpu" when unknown): the engine host's own
    rule (`app.accel.choice.plan`) when the machine's detection is known, else the first of CUDA and
    DirectML it offers (both run CPU builds)."""
    detection = getattr(hardware, "detection", None)
    if isinstance(detection, Detection) and folder is not None:
        return plan(detection, built_for(folder)).order[0]
    providers = tuple(hardware.providers) if hardware is not None else ()
    return next((d for d in ("cuda", "dml") if d in providers), "cpu")


def hint_text(report: FitReport | None, remote_host: str = "", speed: SpeedEstimate | None = None,
              badges: str = "", translate: Translate = untranslated) -> str:
    """The picker's hint for a model: what it can do ("sees images", "thinks"), whether it fits this machine
    and how fast it will write, or where a remote one runs."""
    if remote_host:
        return translate("ModelChoice", "runs on {0} — {1}").format(remote_host, where_it_runs(remote_host))
    verdict = _VERDICT[report.verdict] if report is not None else ""
    parts = [badges, translate("ModelChoice", verdict) if verdict else "", speed_words(speed, translate)]
    return " · ".join(part for part in parts if part)


def _kv(folder: Path, hardware: HardwareLike | None, device: str | None) -> KvShape | None:
    """The model's KV shape and the type its cache holds as it is run here (an int8 cache is a quarter of a
    float32 one; a float16 one, where memory is what limits, half: `models.half_cache`)."""
    try:
        shape = kv_shape_from_config(json.loads((folder / "genai_config.json").read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return None
    on_cpu = device in (None, "cpu")
    ram = hardware.ram_total_mb * MiB if on_cpu and hardware is not None and hardware.ram_total_mb else None
    return dataclasses.replace(shape, bits=bits_as_run(folder, ram) or 0) if shape is not None else None


def _local(ref: Path, kind: Kind, files: Iterable[tuple[str, int]], hardware: HardwareLike | None,
           measured: Mapping[str, float], translate: Translate) -> ModelChoice:
    files = list(files)
    device = best_device(hardware, ref)
    report = fit_files(files, _kv(ref, hardware, device), hardware, device=device) if hardware is not None else None
    rate = measured.get(str(ref))
    speed = (measured_speed(rate, device) if rate else
             estimate_speed(weights_bytes(files), device, bandwidth_of(hardware)))
    return ModelChoice(ref, ref.name, kind, gb(sum(size for _p, size in files)),
                       translate("ModelChoice", "this computer ({0})").format(device.upper()),
                       hint_text(report, speed=speed, badges=folder_badges(ref), translate=translate))


def local_choices(models_dir: Path, demo_dir: Path | None, hardware: HardwareLike | None,
                  loaded: Path | None = None, measured: Mapping[str, float] | None = None,
                  translate: Translate = untranslated) -> list[ModelChoice]:
    """The demo model (when built) and every installed model, demo first; and `loaded`, the folder of the
    model loaded now, when it is neither (a folder given on the command line, the demo model built in
    another cache): the model someone is talking to is always in the list. A demo build is called one.
    `measured`: the decode speed of a model's last reply here, by folder, said instead of the forecast."""
    measured = measured or {}
    choices: list[ModelChoice] = []
    if demo_dir is not None and is_complete(demo_dir):
        files = [(f.name, f.stat().st_size) for f in demo_dir.iterdir() if f.is_file()]
        choices.append(_local(demo_dir, "demo", files, hardware, measured, translate))
    for model in list_installed(models_dir):
        files = [(f.path, f.size) for f in model.manifest.files]
        choices.append(_local(model.path, "installed", files, hardware, measured, translate))
    if loaded is not None and loaded.is_dir() and all(str(c.ref) != str(loaded) for c in choices):
        files = [(str(f.relative_to(loaded)), f.stat().st_size) for f in loaded.rglob("*") if f.is_file()]
        demo = is_complete(loaded)
        kind: Kind = "demo" if demo else "installed"
        choices.insert(0 if demo else len(choices), _local(loaded, kind, files, hardware, measured, translate))
    return choices


def decode_forecast(folder: Path, device: str, hardware: HardwareLike | None) -> SpeedEstimate | None:
    """How fast the model in `folder` should write on `device` (what its picker line says), or None."""
    try:
        files = [(str(f.relative_to(folder)), f.stat().st_size) for f in folder.rglob("*") if f.is_file()]
    except OSError:
        return None
    return estimate_speed(weights_bytes(files), device, bandwidth_of(hardware))


def remote_choices(servers: Sequence[RemoteServer], network: tuple[bool, str],
                   translate: Translate = untranslated) -> list[ModelChoice]:
    """Every model of every server; none can be used while the network is off (the offline switch)."""
    allowed, why = network
    off = "" if allowed else translate("ModelChoice", "Off: {0}.").format(why)
    context = translate("ModelChoice", "{0:,} tokens of context")
    return [ModelChoice(RemoteRef(s.id, m.id), f"{m.id} on {s.name}", "remote",
                        device=s.host, hint=hint_text(None, s.host, translate=translate), host=s.host, server_id=s.id,
                        consented=s.consented, available=allowed, why_not=off,
                        size=context.format(m.context_length or s.context_length or DEFAULT_CONTEXT))
            for s in servers for m in s.models]


def find(choices: Iterable[ModelChoice], name: str) -> ModelChoice | None:
    """The choice a conversation's model name (or a ref) stands for, or None (deleted, removed)."""
    return next((c for c in choices if name in (c.name, str(c.ref))), None)
