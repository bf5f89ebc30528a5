"""The "Get models" view: the curated catalog first, a Hugging Face search, and a repo's variants.

Three pages in a stack: the catalog with the model recommended for this computer
(`ui.models.catalog_view`), search results, and a repository's variants (`ui.models.variant_page`). The search is
for what the catalog lacks: ONNX chat models on the hub, most downloaded or most recently updated,
a page at a time ("Load more" follows the hub's cursor rather than fetching every page again).

Searches and variant listings run on `app.qt.adapters.hub.HubClient`; the GUI never waits on the network.
Offline mode (`app.system.offline.network_allowed`) greys out every control that would connect and says
why; the catalog keeps working, because it ships with Hearth.

`ModelPicker` signals:
    download_started(int): the job id of a download this view just queued.
    use_requested(object): the `Path` of an installed variant the person wants to chat with.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QStackedWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.i18n import QT_TRANSLATE_NOOP
from app.qt.adapters.downloads import DownloadBridge
from app.qt.adapters.hub import HubClient, SearchRequest, VariantRow, VariantsRequest
from app.qt.i18n import translate
from app.settings import Settings
from app.system.offline import network_allowed
from models.catalog import CatalogEntry, load_catalog
from models.fit import HardwareLike
from models.hub.search import OFFLINE_SEARCH, SearchPage, SearchResult, SortKey
from models.installed import list_installed
from ui.models.catalog_view import CatalogView, gated_tip, make_button, make_tree, privacy_place
from ui.models.model_format import badge_colours, count
from ui.models.variant_page import VariantPage
from ui.theme import error_colour, is_dark

ROLE = Qt.ItemDataRole.UserRole
SORTS: tuple[tuple[str, SortKey], ...] = ((QT_TRANSLATE_NOOP("ModelPicker", "Most downloaded"), "downloads"),
                                          (QT_TRANSLATE_NOOP("ModelPicker", "Recently updated"), "recent"))
RESULT_COLUMNS = (QT_TRANSLATE_NOOP("Columns", "Repository"), QT_TRANSLATE_NOOP("Columns", "Downloads"),
                  QT_TRANSLATE_NOOP("Columns", "Likes"), QT_TRANSLATE_NOOP("Columns", "Updated"),
                  QT_TRANSLATE_NOOP("Columns", "Notes"))


class ModelPicker(QWidget):
    download_started = Signal(int)
    use_requested = Signal(object)
    offline_requested = Signal()  # "Work offline" after a search found no network

    def __init__(self, settings: Settings, bridge: DownloadBridge, hardware: HardwareLike, *,
                 catalog: tuple[CatalogEntry, ...] | None = None,
                 token_provider: Callable[[], str | None] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.bridge = bridge
        self.hardware = hardware
        self.catalog = catalog if catalog is not None else load_catalog()
        self.hub = HubClient(token_provider or (lambda: None), self)
        self.hub.searched.connect(self._on_searched)
        self.hub.listed.connect(self._on_listed)
        self.hub.failed.connect(self._on_failed)
        self._request_id = 0
        self._search: SearchRequest | None = None
        self._next_cursor: str | None = None
        self._variants: VariantsRequest | None = None
        self._back_to = 0

        self.offline_label = QLabel(self)
        self.offline_label.setWordWrap(True)
        self.offline_label.setAccessibleName(translate("ModelPicker", "Network features are off"))
        self.offline_label.setObjectName("offline")
        self.search_edit = QLineEdit(self)
        search = translate("ModelPicker", "Search Hugging Face for ONNX chat models, e.g. phi, qwen, llama")
        self.search_edit.setPlaceholderText(search)
        self.search_edit.setAccessibleName(translate("ModelPicker", "Search Hugging Face"))
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.returnPressed.connect(self.search)
        self.sort_combo = QComboBox(self)
        self.sort_combo.setAccessibleName(translate("ModelPicker", "Sort results by"))
        for text, key in SORTS:
            self.sort_combo.addItem(translate("ModelPicker", text), key)
        self.sort_combo.activated.connect(self._on_sort)
        self.search_button = make_button(self, translate("ModelPicker", "Search"),
                                         translate("ModelPicker", "Search Hugging Face"), self.search)

        self.stack = QStackedWidget(self)
        self.catalog_view = CatalogView(self.catalog, hardware, self)
        self.catalog_view.download_requested.connect(self._download)
        self.catalog_view.variants_requested.connect(self._open_catalog_entry)
        self.stack.addWidget(self.catalog_view)
        self.stack.addWidget(self._build_results())
        self.variant_page = VariantPage(self)
        self.variant_page.back_requested.connect(self._back)
        self.variant_page.retry_requested.connect(self._retry_variants)
        self.variant_page.download_requested.connect(self._download)
        self.variant_page.use_requested.connect(self._use_installed)
        self.stack.addWidget(self.variant_page)

        search_row = QHBoxLayout()
        search_row.addWidget(self.search_edit, 1)
        search_row.addWidget(self.sort_combo)
        search_row.addWidget(self.search_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.offline_label)
        layout.addLayout(search_row)
        layout.addWidget(self.stack, 1)
        self.refresh_network()

    # ----- building ------------------------------------------------------------------------------
    def _build_results(self) -> QWidget:
        page = QWidget(self)
        self.catalog_back = make_button(page, translate("ModelPicker", "← Catalog"),
                                        translate("ModelPicker", "Back to the curated models"), self.show_catalog)
        self.results_label = QLabel(page)
        self.results_label.setAccessibleName(translate("ModelPicker", "Search results"))
        self.results_tree = make_tree(page, RESULT_COLUMNS, translate("ModelPicker", "Search results"))
        self.results_tree.itemActivated.connect(self._open_result_item)
        self.results_tree.currentItemChanged.connect(self._update_result_buttons)
        self.results_status = QLabel(page)
        self.results_status.setWordWrap(True)
        self.results_status.setAccessibleName(translate("ModelPicker", "Search status"))
        self.load_more = make_button(page, translate("ModelPicker", "Load more"),
                                     translate("ModelPicker", "Load more search results"), self._load_more)
        self.open_result = make_button(page, translate("ModelPicker", "Show variants…"),
                                       translate("ModelPicker", "Show the variants of the selected repository"),
                                       self._open_selected_result)
        top = QHBoxLayout()
        top.addWidget(self.catalog_back)
        top.addWidget(self.results_label, 1)
        self.offline_button = make_button(page, translate("ModelPicker", "Work offline"),
                                          translate("ModelPicker", "Turn on offline mode: Hearth stops trying to reach "
                                                                   "the hub"), self.offline_requested.emit)
        self.offline_button.hide()
        bottom = QHBoxLayout()
        bottom.addWidget(self.results_status, 1)
        bottom.addWidget(self.offline_button)
        bottom.addWidget(self.load_more)
        bottom.addWidget(self.open_result)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.results_tree, 1)
        layout.addLayout(bottom)
        return page

    # ----- network state -------------------------------------------------------------------------
    def refresh_network(self) -> None:
        """Re-read `network_allowed(settings)`: call after the offline switch or endpoint changed."""
        allowed, reason = network_allowed(self.settings)
        background, text = badge_colours("tight", is_dark(self))
        self.offline_label.setStyleSheet(f"QLabel#offline {{ background: {background}; color: {text}; "
                                         "border-radius: 6px; padding: 6px 10px; }")
        self.offline_label.setVisible(not allowed)
        self.offline_label.setText(translate("ModelPicker",
                                             "Searching and downloading are turned off: {0}. The curated list below "
                                             "works offline; models already installed keep working.").format(reason))
        tip = "" if allowed else translate("ModelPicker", "Not available: {0}.").format(reason)
        for widget in (self.search_edit, self.sort_combo, self.search_button, self.load_more, self.open_result):
            widget.setToolTip(tip or widget.accessibleName())
        self.search_edit.setEnabled(allowed)
        self.sort_combo.setEnabled(allowed)
        self.search_button.setEnabled(allowed)
        self.catalog_view.set_network(allowed, reason)
        self.variant_page.set_network(allowed, reason)
        self._update_result_buttons()

    def _online(self) -> bool:
        return network_allowed(self.settings)[0]

    def _endpoint(self) -> str | None:
        return self.settings.hf_endpoint or None

    # ----- catalog -------------------------------------------------------------------------------
    @Slot()
    def show_catalog(self) -> None:
        self.stack.setCurrentIndex(0)
        self.sync_search_box()

    def sync_search_box(self) -> None:
        """The box says what the list shows: nothing over the catalog, the query over its results (a word
        typed and never searched, or searched before "← Catalog", is not left in it on reopening)."""
        if self.stack.currentIndex() == 0:
            self.search_edit.clear()
        elif self.stack.currentIndex() == 1 and self._search is not None:
            self.search_edit.setText(self._search.query)

    @Slot(object)
    def _open_catalog_entry(self, entry: CatalogEntry) -> None:
        gated = translate("ModelPicker", " Gated: accept its licence on huggingface.co and add your access token "
                          "under {0} first.").format(privacy_place()) if entry.gated else ""
        about = translate("ModelPicker", "{0} Licence: {1}.{2}").format(entry.description, entry.license, gated)
        self.open_repo(entry.repo_id, about, entry, back_to=0)

    # ----- search --------------------------------------------------------------------------------
    @Slot()
    def search(self) -> None:
        """Search the hub for the text in the box (empty: every ONNX chat model), first page."""
        if not self._online():
            return
        self._request_id += 1
        sort: SortKey = self.sort_combo.currentData()
        self._search = SearchRequest(self._request_id, self.search_edit.text().strip(), sort, None, self._endpoint())
        self.results_tree.clear()
        query = self._search.query
        self.results_label.setText(translate("ModelPicker", "Results for “{0}”").format(query) if query else
                                   translate("ModelPicker", "All ONNX chat models"))
        self._set_results_status(translate("ModelPicker", "Searching…"))
        self.offline_button.hide()
        self.load_more.setEnabled(False)
        self.stack.setCurrentIndex(1)
        self.hub.search(self._search)

    @Slot()
    def _on_sort(self) -> None:
        if self.stack.currentIndex() == 1:
            self.search()

    @Slot()
    def _load_more(self) -> None:
        if self._search is None or self._next_cursor is None or not self._online():
            return
        self._request_id += 1
        self._search = SearchRequest(self._request_id, self._search.query, self._search.sort, self._next_cursor,
                                     self._search.endpoint)
        self._set_results_status(translate("ModelPicker", "Loading more…"))
        self.load_more.setEnabled(False)
        self.hub.search(self._search)

    @Slot(int, object)
    def _on_searched(self, request_id: int, page: SearchPage) -> None:
        if self._search is None or request_id != self._search.request_id:
            return  # the answer to a search the person already replaced
        for result in page.results:
            self.results_tree.addTopLevelItem(self._result_item(result))
        first = self.results_tree.topLevelItem(0)
        if self.results_tree.currentItem() is None and first is not None:
            self.results_tree.setCurrentItem(first)
        self._next_cursor = page.next_cursor
        shown = self.results_tree.topLevelItemCount()
        if shown == 0:
            self._set_results_status(translate("ModelPicker", "No ONNX chat model matches. Try fewer or other words."))
        else:
            more = translate("ModelPicker", " More on the hub.") if page.next_cursor else ""
            self._set_results_status(translate("ModelPicker", "%Ln model(s) shown.{0}", None, shown).format(more))
        self._update_result_buttons()

    def _result_item(self, result: SearchResult) -> QTreeWidgetItem:
        notes = []
        if result.gated:
            notes.append(translate("ModelPicker", "gated"))
        if result.genai_ready:
            notes.append("ONNX Runtime GenAI")
        updated = result.last_modified.strftime("%Y-%m-%d") if result.last_modified else ""
        item = QTreeWidgetItem([result.repo_id, count(result.downloads), count(result.likes), updated,
                                ", ".join(notes)])
        item.setData(0, ROLE, result.repo_id)
        item.setData(1, ROLE, result.gated)
        if result.gated:
            item.setToolTip(4, gated_tip())
        for column in (1, 2):
            item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return item

    def _set_results_status(self, text: str, error: bool = False) -> None:
        self.results_status.setText(text)
        self.results_status.setStyleSheet(f"color: {error_colour(self)};" if error else "")
        self.results_status.setAccessibleDescription(text)

    @Slot()
    def _update_result_buttons(self) -> None:
        online = self._online()
        self.load_more.setEnabled(online and self._next_cursor is not None)
        self.open_result.setEnabled(online and self.results_tree.currentItem() is not None)

    @Slot(QTreeWidgetItem, int)
    def _open_result_item(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        self.results_tree.setCurrentItem(item)
        self._open_selected_result()

    @Slot()
    def _open_selected_result(self) -> None:
        item = self.results_tree.currentItem()
        if item is None or not self._online():
            return
        curated = next((e for e in self.catalog if e.id == item.data(4, ROLE)), None)
        if curated is not None:
            self._open_catalog_entry(curated)
            self._back_to = 1
            return
        repo_id = str(item.data(0, ROLE))
        gated = bool(item.data(1, ROLE))
        info = gated_tip() if gated else ""
        self.open_repo(repo_id, info, None, back_to=1)

    # ----- a repo's variants ---------------------------------------------------------------------
    def open_repo(self, repo_id: str, info: str = "", entry: CatalogEntry | None = None, *,
                  back_to: int | None = None) -> None:
        """Show the variants of `repo_id` (listed on the worker thread)."""
        if back_to is not None:
            self._back_to = back_to
        self._request_id += 1
        self._variants = VariantsRequest(self._request_id, repo_id, self._endpoint(), self.hardware,
                                         entry.kv if entry is not None else None)
        self.variant_page.show_loading(repo_id, info)
        self.stack.setCurrentWidget(self.variant_page)
        self.hub.list_variants(self._variants)
        self.variant_page.back_button.setFocus()

    @Slot()
    def _retry_variants(self) -> None:
        if self._variants is not None and self._online():
            self._request_id += 1
            self._variants = VariantsRequest(self._request_id, self._variants.repo_id, self._endpoint(),
                                             self.hardware, self._variants.kv)
            self.variant_page.show_loading(self._variants.repo_id, self.variant_page.info.text())
            self.hub.list_variants(self._variants)

    @Slot()
    def _back(self) -> None:
        self.stack.setCurrentIndex(self._back_to)

    @Slot(int, object)
    def _on_listed(self, request_id: int, rows: list[VariantRow]) -> None:
        if self._variants is None or request_id != self._variants.request_id:
            return
        repo_id = self._variants.repo_id
        installed = {m.manifest.variant for m in list_installed(self.bridge.downloader.models_dir)
                     if m.manifest.repo_id.lower() == repo_id.lower()}
        self.variant_page.show_rows(rows, installed)

    @Slot(int, str)
    def _on_failed(self, request_id: int, message: str) -> None:
        if self._variants is not None and request_id == self._variants.request_id:
            self.variant_page.show_error(message)
        elif self._search is not None and request_id == self._search.request_id:
            offline = message.startswith(OFFLINE_SEARCH)
            if offline:
                matches = self._catalog_matches(self._search.query)
                for entry in matches:
                    item = QTreeWidgetItem([entry.repo_id,
                                            "", "", "", translate("ModelPicker", "in Hearth's curated list")])
                    item.setData(0, ROLE, entry.repo_id)
                    item.setData(1, ROLE, entry.gated)
                    item.setData(4, ROLE, entry.id)  # opened as the catalog's row is: its words and shape
                    self.results_tree.addTopLevelItem(item)
                n = len(matches)
                listed = (translate("ModelPicker", " Listed: the %n curated model(s) that match.", None, n) if n else
                          translate("ModelPicker", " No curated model matches."))
                message = f"{message}{listed}"
            self._set_results_status(message, error=True)
            self.offline_button.setVisible(offline)
            self._update_result_buttons()

    def _catalog_matches(self, query: str) -> list[CatalogEntry]:
        words = query.lower().split()
        return [e for e in self.catalog
                if all(w in f"{e.name} {e.repo_id} {e.description}".lower() for w in words)]

    # ----- downloads -----------------------------------------------------------------------------
    @Slot(str, str)
    def _download(self, repo_id: str, variant: str) -> None:
        if not self._online():
            return
        try:
            job_id = self.bridge.submit(repo_id, variant)
        except RuntimeError:
            return  # the app is shutting down
        self.download_started.emit(job_id)

    @Slot(str, str)
    def _use_installed(self, repo_id: str, variant: str) -> None:
        for model in list_installed(self.bridge.downloader.models_dir):
            if model.manifest.repo_id.lower() == repo_id.lower() and model.manifest.variant == variant:
                self.use_requested.emit(model.path)
                return

    def shutdown(self) -> None:
        """Stop the worker thread (waits for a request in flight); call before the app quits."""
        self.hub.shutdown()
