"""The model picker's network work, on a worker thread: hub searches and a repo's variant list.

Why a worker: a search or a file listing can take seconds (or the 20 s timeout on a dead proxy),
and the window must keep painting and reacting meanwhile. `HubClient` runs each request on its
`Worker` thread; answers arrive on the main thread as signals carrying frozen dataclasses. Each
request has an id, so the picker can drop the answer to a search the person has already replaced
with another. The memory estimate of every variant (`fit`) is computed here too, because it needs
each variant's config, read from the hub.

`HubClient` signals:
    searched(int, SearchPage): a page of search results for request id.
    listed(int, list[VariantRow]): the variants of a repo, with their fit, for request id.
    failed(int, str): request id and a message for people (what happened, why, what to do).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal, Slot

from app.qt.workers import Worker
from models.errors import ModelError
from models.fit import FitReport, HardwareLike, KvShape, best_device, devices_of, fit_files, runnable, variant_traits
from models.hub.repo import Variant, list_variants
from models.hub.search import SearchPage, SortKey, fetch_variant_config, fit_hub_variant, search_models
from models.speed import SpeedEstimate, bandwidth_of, estimate_speed

PAGE_SIZE = 30


@dataclass(frozen=True)
class SearchRequest:
    request_id: int
    query: str
    sort: SortKey
    cursor: str | None
    endpoint: str | None


@dataclass(frozen=True)
class VariantsRequest:
    request_id: int
    repo_id: str
    endpoint: str | None
    hardware: HardwareLike
    kv: KvShape | None = None  # known for catalog models: no config needs fetching


@dataclass(frozen=True)
class VariantRow:
    """A variant as the picker shows it."""

    variant: Variant
    devices: tuple[str, ...]
    precision: str
    device: str | None  # where it would run here; None when this machine cannot run it
    runnable: bool
    report: FitReport
    speed: SpeedEstimate | None = None  # predicted decode speed here; None when unknown or not runnable


def variant_rows(variants: list[Variant], hardware: HardwareLike, kv: KvShape | None,
                 config_of: Callable[[Variant], dict[str, object] | None]) -> list[VariantRow]:
    """Badge each variant; runnable ones first (best device first, then the smaller download)."""
    providers = [p.lower() for p in hardware.providers] or ["cpu"]
    rows = []
    for v in variants:
        ok = runnable(v, providers)
        device = best_device(v, providers) if ok else None
        if kv is not None:
            report = fit_files(((f.path, f.size) for f in v.files), kv, hardware, device=device or "cpu")
        else:
            report = fit_hub_variant(v, hardware, config=config_of(v) if ok else None)
        traits = variant_traits(v.path, v.kind)
        speed = estimate_speed(report.estimate.weights, device, bandwidth_of(hardware)) if device else None
        rows.append(VariantRow(v, devices_of(v), traits.precision, device, ok, report, speed))

    def rank(row: VariantRow) -> tuple[int, int, int]:
        order = providers.index(row.device) if row.device in providers else len(providers)
        return (0 if row.runnable else 1, order, row.variant.size)

    return sorted(rows, key=rank)


class HubClient(QObject):
    """Searches and variant listings on the "hearth-hub" thread. Call `shutdown()` before the
    application quits (it lets a request in flight finish: network calls time out within 20 s)."""

    searched = Signal(int, object)
    listed = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, token_provider: Callable[[], str | None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._token_provider = token_provider
        self._pending: dict[int, tuple[str, int]] = {}  # worker job -> (kind, request id)
        self._worker = Worker("hearth-hub", self)
        self._worker.succeeded.connect(self._on_succeeded)
        self._worker.failed.connect(self._on_failed)

    def _token(self) -> str | None:
        try:
            return self._token_provider()
        except Exception:  # a broken keyring must not stop a public search
            return None

    def search(self, request: SearchRequest) -> None:
        def run() -> SearchPage:
            return search_models(request.query, sort=request.sort, limit=PAGE_SIZE, cursor=request.cursor,
                                 endpoint=request.endpoint, token=self._token())

        job = self._worker.submit(run, unexpected="The search failed unexpectedly ({error}). Try again.")
        self._pending[job] = ("search", request.request_id)

    def list_variants(self, request: VariantsRequest) -> None:
        def run() -> list[VariantRow]:
            token = self._token()

            def config_of(variant: Variant) -> dict[str, object] | None:
                try:
                    return fetch_variant_config(variant, endpoint=request.endpoint, token=token)
                except ModelError:
                    return None  # the badge then says the cache size is unknown

            variants = list_variants(request.repo_id, token=token, endpoint=request.endpoint)
            return variant_rows(variants, request.hardware, request.kv, config_of)

        job = self._worker.submit(run, unexpected=f"Listing {request.repo_id} failed unexpectedly ({{error}}). "
                                                  "Try again.")
        self._pending[job] = ("variants", request.request_id)

    @Slot(int, object)
    def _on_succeeded(self, job: int, result: object) -> None:
        kind, request_id = self._pending.pop(job)
        (self.searched if kind == "search" else self.listed).emit(request_id, result)

    @Slot(int, str)
    def _on_failed(self, job: int, message: str) -> None:
        _, request_id = self._pending.pop(job)
        self.failed.emit(request_id, message)

    def shutdown(self) -> None:
        self._worker.shutdown()
