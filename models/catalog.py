"""The curated model catalog (`resources/catalog.json`) and the pick for this machine.

A first-time user should not have to know what "int4-rtn-block-32" means: the catalog lists a few
chat models known to run in ONNX Runtime GenAI, with a variant per device and the numbers needed to
judge them offline (download size, parameters, context, licence, whether the repo is gated, and the
KV-cache shape for the memory estimate). Values that could not be checked against the hub are
listed in `approximate`, so the UI can say "about".

The file ships with the app and is validated on load like any input: a broken catalog is a bug in
a release, reported as a ModelError naming the entry, never a crash in the model picker.
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from models.errors import ModelError
from models.fit import (
    DEFAULT_CONTEXT,
    FitReport,
    HardwareLike,
    KvShape,
    assess,
    best_device,
    estimate_memory,
    gb,
    prepacks,
    runnable,
)
from models.speed import RECOMMEND_MIN_TOK_S, SpeedEstimate, bandwidth_of, estimate_speed, pace

CATALOG_VERSION = 1
DEVICES = frozenset({"cpu", "cuda", "dml", "webgpu", "trtrtx", "openvino", "npu"})
_APPROXIMABLE = frozenset({"parameters", "context_length", "license", "gated", "architecture"})
_REPO_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9][A-Za-z0-9._-]*")
_LANGUAGE = re.compile(r"[a-z]{2}")
_VERDICT_RANK = {"fits": 0, "tight": 1, "unknown": 2, "won't fit": 3}


@dataclass(frozen=True)
class CatalogVariant:
    """One downloadable build: `path` is the hub variant (folder, or `onnx/model*.onnx` file)."""

    path: str
    devices: tuple[str, ...]
    precision: str
    size: int  # bytes to download
    size_approximate: bool


@dataclass(frozen=True)
class CatalogEntry:
    id: str
    name: str
    repo_id: str
    description: str
    parameters: int
    context_length: int
    license: str
    gated: bool
    quality: int  # editorial ranking for recommendations, higher is better
    experimental: bool  # needs a synthesized genai_config.json; never recommended
    kv: KvShape
    approximate: tuple[str, ...]
    variants: tuple[CatalogVariant, ...]
    capabilities: tuple[str, ...] = ()  # "thinks" (writes its reasoning first), "sees" (takes images)
    # The languages it answers well in (ISO 639-1: "en", "de", "zh"…), from its model card; () when unknown.
    languages: tuple[str, ...] = ()

    def badges(self) -> str:
        """The capabilities in words, for the catalog and the picker ("" for a plain chat model)."""
        return " · ".join(CAPABILITY_WORDS[c] for c in self.capabilities)


@dataclass(frozen=True)
class Recommendation:
    entry: CatalogEntry
    variant: CatalogVariant
    device: str
    report: FitReport
    fits: bool  # False: nothing fits with headroom and this is the smallest model
    speed: SpeedEstimate | None = None  # None where the machine's bandwidth is unknown

    @property
    def reason(self) -> str:
        """One sentence for people: why this model."""
        if self.fits:
            rate = f" It should write {pace(self.speed)}." if self.speed else ""
            return (f"{self.entry.name} is the best model that fits this machine: it needs about "
                    f"{gb(self.report.needed)} of {gb(self.report.available)} {self.report.memory}.{rate}")
        return ("No model fits this machine with room to spare, so Hearth suggests the smallest, "
                f"{self.entry.name} (about {gb(self.report.needed)}). Close other apps before loading it.")


def catalog_path() -> Path:
    """`resources/catalog.json` from the source tree, or from the bundle when frozen (PyInstaller)."""
    bundle = getattr(sys, "_MEIPASS", None)
    root = Path(bundle) if getattr(sys, "frozen", False) and bundle else Path(__file__).resolve().parents[1]
    return root / "resources" / "catalog.json"


def _bad(where: str, what: str) -> ModelError:
    return ModelError("catalog_invalid", f"The model catalog is damaged ({where}: {what}). Reinstall Hearth.")


def _get(raw: dict[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    value = raw.get(key)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise _bad(where, f"'{key}' is missing or not a {getattr(kind, '__name__', kind)}")
    return value


def _positive(raw: dict[str, Any], key: str, where: str) -> int:
    value = _get(raw, key, int, where)
    if value <= 0:
        raise _bad(where, f"'{key}' must be positive")
    return int(value)


def _safe_path(path: str) -> bool:
    parts = path.split("/")
    return path == "" or (
        "\\" not in path and ":" not in path and not path.startswith("/")
        and all(p not in ("", ".", "..") for p in parts)
    )


def _variant(raw: Any, where: str) -> CatalogVariant:
    if not isinstance(raw, dict):
        raise _bad(where, "a variant is not an object")
    path = _get(raw, "path", str, where)
    if not _safe_path(path):
        raise _bad(where, f"unsafe variant path {path!r}")
    devices = _get(raw, "devices", list, where)
    if not devices or any(d not in DEVICES for d in devices):
        raise _bad(where, f"variant {path!r} has unknown devices {devices!r}")
    return CatalogVariant(
        path=path, devices=tuple(devices), precision=_get(raw, "precision", str, where),
        size=_positive(raw, "size", where), size_approximate=_get(raw, "size_approximate", bool, where),
    )


CAPABILITY_WORDS = {"thinks": "thinks", "sees": "sees images"}


def _entry(raw: Any, index: int) -> CatalogEntry:
    if not isinstance(raw, dict):
        raise _bad(f"entry {index}", "not an object")
    where = f"entry {raw.get('id', index)!s}"
    repo_id = _get(raw, "repo_id", str, where)
    if not _REPO_ID.fullmatch(repo_id):
        raise _bad(where, f"repo_id {repo_id!r} is not 'owner/name'")
    arch = _get(raw, "architecture", dict, where)
    approximate = _get(raw, "approximate", list, where)
    if any(a not in _APPROXIMABLE for a in approximate):
        raise _bad(where, f"'approximate' names unknown fields {approximate!r}")
    variants = tuple(_variant(v, where) for v in _get(raw, "variants", list, where))
    if not variants:
        raise _bad(where, "no variants")
    if len({v.path for v in variants}) != len(variants):
        raise _bad(where, "two variants share a path")
    return CatalogEntry(
        id=_get(raw, "id", str, where), name=_get(raw, "name", str, where), repo_id=repo_id,
        description=_get(raw, "description", str, where), parameters=_positive(raw, "parameters", where),
        context_length=_positive(raw, "context_length", where), license=_get(raw, "license", str, where),
        gated=_get(raw, "gated", bool, where), quality=_get(raw, "quality", int, where),
        experimental=_get(raw, "experimental", bool, where),
        kv=KvShape(_positive(arch, "layers", where), _positive(arch, "kv_heads", where),
                   _positive(arch, "head_size", where)),
        approximate=tuple(approximate), variants=variants, capabilities=_capabilities(raw, where),
        languages=_languages(raw, where),
    )


def _languages(raw: dict[str, Any], where: str) -> tuple[str, ...]:
    found = raw.get("languages", [])
    if not isinstance(found, list) or not all(isinstance(code, str) and _LANGUAGE.fullmatch(code) for code in found):
        raise _bad(where, f"'languages' must list ISO 639-1 codes such as \"de\", not {found!r}")
    return tuple(found)


def _capabilities(raw: dict[str, Any], where: str) -> tuple[str, ...]:
    found = raw.get("capabilities", [])
    if not isinstance(found, list) or any(c not in CAPABILITY_WORDS for c in found):
        raise _bad(where, f"'capabilities' must list some of {sorted(CAPABILITY_WORDS)}, not {found!r}")
    return tuple(found)


def parse_catalog(raw: Any) -> tuple[CatalogEntry, ...]:
    """Validate a decoded catalog; raises ModelError('catalog_invalid') naming the bad entry."""
    if not isinstance(raw, dict) or raw.get("version") != CATALOG_VERSION:
        raise _bad("top level", f"not a version-{CATALOG_VERSION} catalog")
    models = raw.get("models")
    if not isinstance(models, list) or not models:
        raise _bad("top level", "no models")
    entries = tuple(_entry(m, i) for i, m in enumerate(models))
    ids = [e.id for e in entries]
    if len(set(ids)) != len(ids):
        raise _bad("top level", "two entries share an id")
    return entries


def load_catalog(path: Path | None = None) -> tuple[CatalogEntry, ...]:
    """The catalog at `path` (default: the one shipped with Hearth, read once per process)."""
    return _load(path or catalog_path())


@lru_cache(maxsize=4)
def _load(path: Path) -> tuple[CatalogEntry, ...]:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ModelError("catalog_invalid", f"The model catalog {path} cannot be read ({exc}). "
                                            "Reinstall Hearth.") from exc
    return parse_catalog(raw)


def find_entry(repo_id: str, catalog: tuple[CatalogEntry, ...] | None = None) -> CatalogEntry | None:
    """The catalog entry of a repo (case-insensitive, as the hub treats repo ids), if any."""
    for entry in catalog if catalog is not None else load_catalog():
        if entry.repo_id.lower() == repo_id.lower():
            return entry
    return None


def fit_variant(entry: CatalogEntry, variant: CatalogVariant, hardware: HardwareLike, *,
                device: str | None = None, context: int = DEFAULT_CONTEXT) -> FitReport:
    """Badge a catalog variant on `device` (default: the best one this machine offers for it)."""
    chosen = device or best_device(variant, hardware.providers) or variant.devices[0]
    estimate = estimate_memory(variant.size, entry.kv, min(context, entry.context_length), chosen,
                               prepacks(variant.path, chosen))
    return assess(estimate, hardware)


def best_variant(entry: CatalogEntry, hardware: HardwareLike, *, context: int = DEFAULT_CONTEXT,
                 ) -> tuple[CatalogVariant, str, FitReport] | None:
    """The variant of `entry` to offer here: the best fit, then the device the person ranks first
    (a GPU when it has one), then the smaller download. None when nothing is runnable here."""
    providers = [p.lower() for p in hardware.providers] or ["cpu"]
    options = []
    for variant in entry.variants:
        if not runnable(variant, providers):
            continue
        device = best_device(variant, providers) or "cpu"
        report = fit_variant(entry, variant, hardware, device=device, context=context)
        order = providers.index(device) if device in providers else len(providers)
        options.append(((_VERDICT_RANK[report.verdict], order, variant.size), variant, device, report))
    if not options:
        return None
    _, variant, device, report = min(options, key=lambda o: o[0])
    return variant, device, report


def variant_speed(variant: CatalogVariant, device: str, hardware: HardwareLike) -> SpeedEstimate | None:
    """Predicted decode speed of a catalog variant on `device` here (None: bandwidth unknown)."""
    return estimate_speed(variant.size, device, bandwidth_of(hardware))


def recommend(hardware: HardwareLike, catalog: tuple[CatalogEntry, ...] | None = None, *,
              context: int = DEFAULT_CONTEXT) -> Recommendation:
    """The model to suggest for this machine: the highest-quality non-experimental model whose best
    variant fits with headroom; when none does, the one needing the least memory. Where the
    machine's bandwidth is known, only variants predicted to write at least 10 tokens a second are
    offered (a model that fits but writes a word every second is no recommendation)."""
    candidates: list[Recommendation] = []
    too_slow = 0
    for entry in catalog if catalog is not None else load_catalog():
        if entry.experimental:
            continue
        best = best_variant(entry, hardware, context=context)
        if best is not None:
            variant, device, report = best
            speed = variant_speed(variant, device, hardware)
            if speed is not None and speed.tokens_per_s < RECOMMEND_MIN_TOK_S:
                too_slow += 1
                continue
            candidates.append(Recommendation(entry, variant, device, report, report.verdict == "fits", speed))
    if not candidates and too_slow:
        raise ModelError("no_model", f"No model in the catalog is predicted to write {RECOMMEND_MIN_TOK_S:.0f} "
                                     "tokens a second on this computer.")
    if not candidates:
        raise ModelError("no_model", "No model in the catalog can run on this computer.")
    fitting = [c for c in candidates if c.fits]
    if fitting:
        return max(fitting, key=lambda c: (c.entry.quality, c.entry.parameters))
    return min(candidates, key=lambda c: (c.report.needed, -c.entry.quality))
