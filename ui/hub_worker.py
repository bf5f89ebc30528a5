"""The model picker's network work, on a worker thread: hub searches and a repo's variant list.

Why a worker object: a search or a file listing can take seconds (or the 20 s timeout on a dead
proxy), and the window must keep painting and reacting meanwhile. Requests arrive as queued signals
at `@Slot` methods of `HubWorker`, which lives on its own QThread (`HubThread`); answers leave as
signals carrying frozen dataclasses. Each request has an id, so the picker can drop the answer to a
search the person has already replaced with another. The memory estimate of every variant (`fit`)
is computed here too, because it needs each variant's config, read from the hub.

`HubWorker` signals:
    searched(int, SearchPage): a page of search results for request id.
    listed(int, list[VariantRow]): the variants of a repo, with their fit, for request id.
    failed(int, str): request id and a message for people (what happened, why, what to do).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QThread, Signal, Slot

from models.errors import ModelError
from models.fit import FitReport, HardwareLike, KvShape, best_device, devices_of, fit_files, runnable, variant_traits
from models.hub import Variant, list_variants
from models.search import SearchPage, SortKey, fetch_variant_config, fit_hub_variant, search_models

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
        rows.append(VariantRow(v, devices_of(v), traits.precision, device, ok, report))

    def rank(row: VariantRow) -> tuple[int, int, int]:
        order = providers.index(row.device) if row.device in providers else len(providers)
        return (0 if row.runnable else 1, order, row.variant.size)

    return sorted(rows, key=rank)


class HubWorker(QObject):
    searched = Signal(int, object)
    listed = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, token_provider: Callable[[], str | None]) -> None:
        super().__init__()
        self._token_provider = token_provider

    def _token(self) -> str | None:
        try:
            return self._token_provider()
        except Exception:  # a broken keyring must not stop a public search
            return None

    @Slot(object)
    def search(self, request: SearchRequest) -> None:
        try:
            page: SearchPage = search_models(request.query, sort=request.sort, limit=PAGE_SIZE,
                                             cursor=request.cursor, endpoint=request.endpoint,
                                             token=self._token())
        except ModelError as exc:
            self.failed.emit(request.request_id, str(exc))
            return
        except Exception as exc:  # never die silently on a worker thread
            self.failed.emit(request.request_id, f"The search failed unexpectedly ({exc}). Try again.")
            return
        self.searched.emit(request.request_id, page)

    @Slot(object)
    def list_variants(self, request: VariantsRequest) -> None:
        token = self._token()

        def config_of(variant: Variant) -> dict[str, object] | None:
            try:
                return fetch_variant_config(variant, endpoint=request.endpoint, token=token)
            except ModelError:
                return None  # the badge then says the cache size is unknown

        try:
            variants = list_variants(request.repo_id, token=token, endpoint=request.endpoint)
            rows = variant_rows(variants, request.hardware, request.kv, config_of)
        except ModelError as exc:
            self.failed.emit(request.request_id, str(exc))
            return
        except Exception as exc:
            self.failed.emit(request.request_id, f"Listing {request.repo_id} failed unexpectedly ({exc}). "
                                                 "Try again.")
            return
        self.listed.emit(request.request_id, rows)


class HubThread(QObject):
    """Owns the worker's QThread. Call `shutdown()` before the application quits."""

    search_requested = Signal(object)
    variants_requested = Signal(object)

    def __init__(self, token_provider: Callable[[], str | None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("hearth-hub")
        self.worker = HubWorker(token_provider)
        self.worker.moveToThread(self._thread)
        self.search_requested.connect(self.worker.search)
        self.variants_requested.connect(self.worker.list_variants)
        self._thread.start()

    def shutdown(self) -> None:
        """Let a request in flight finish (network calls time out within 20 s), then stop."""
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait()
