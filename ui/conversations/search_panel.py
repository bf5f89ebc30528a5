"""Search across every conversation: a query field over a list of matching messages.

Why the search function is injected: the panel does not know about the store (or threads); the window
passes `store.search`, and tests can pass any callable. Searching runs as the person types, after a
150 ms pause, so a burst of keys costs one query. Each hit shows its conversation's title and the
snippet with the matched words in bold; the snippet is escaped by `SearchHit.snippet_html()`, so
message text can never inject markup.

Opening a hit: a click, Enter on a selected hit, or Enter in the query field (opens the first hit).
Down in the query field moves into the results.

`SearchPanel` signals:
    open_requested(int, int): the conversation id and message id of the hit the person opened.
"""

from __future__ import annotations

import html
import logging
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QDateTime,
    QEvent,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAbstractTextDocumentLayout, QKeyEvent, QPainter, QPalette, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QLabel,
    QLineEdit,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from app.i18n import QT_TRANSLATE_NOOP
from app.qt.i18n import translate
from app.store import SearchHit
from ui.conversations.conversation_items import date_time

log = logging.getLogger("hearth.ui.search")

DEBOUNCE_MS = 150
HIT_ROLE = Qt.ItemDataRole.UserRole + 1
_ROLE_NAMES = {"user": QT_TRANSLATE_NOOP("SearchPanel", "You"),
               "assistant": QT_TRANSLATE_NOOP("SearchPanel", "Assistant"),
               "system": QT_TRANSLATE_NOOP("SearchPanel", "System prompt")}


def _role_name(role: str) -> str:
    return translate("SearchPanel", _ROLE_NAMES[role]) if role in _ROLE_NAMES else role


_ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
_Index = QModelIndex | QPersistentModelIndex


class HitModel(QAbstractListModel):
    """The hits of the last search, as plain `SearchHit` values."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._hits: list[SearchHit] = []

    def set_hits(self, hits: Sequence[SearchHit]) -> None:
        self.beginResetModel()
        self._hits = list(hits)
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self._hits)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._hits):
            return None
        hit = self._hits[index.row()]
        if role == HIT_ROLE:
            return hit
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return f"{hit.conversation_title or translate('SearchPanel', 'Untitled')}: {hit.snippet_text('', '')}"
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{_role_name(hit.role)}, {date_time(hit.created_at)}"
        return None


class HitDelegate(QStyledItemDelegate):
    """Paints a hit as rich text: the title line, then the snippet with matches in bold."""

    PAD = 6

    def _document(self, option: QStyleOptionViewItem, hit: SearchHit, width: int, muted: str) -> QTextDocument:
        doc = QTextDocument()
        doc.setDocumentMargin(0)
        doc.setDefaultFont(option.font)
        # The title line is muted and never bold, so bold means one thing in the item: a match.
        title = html.escape(" ".join(hit.conversation_title.split()) or translate("SearchPanel", "Untitled"))
        who = _role_name(hit.role)
        when = QLocale().toString(QDateTime.fromSecsSinceEpoch(int(hit.created_at)).date(),
                                  QLocale.FormatType.ShortFormat)
        doc.setHtml(
            f'<div style="color:{muted}; font-size:small">{title} · {who} · {when}</div>'
            f'<div style="margin-top:2px">{hit.snippet_html()}</div>'
        )
        doc.setTextWidth(max(40, width))
        return doc

    def _width(self, option: QStyleOptionViewItem) -> int:
        width = option.rect.width()
        if width <= 0 and isinstance(option.widget, QListView):
            width = option.widget.viewport().width()
        return width - 2 * self.PAD

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:
        hit = index.data(HIT_ROLE)
        if not isinstance(hit, SearchHit):
            return super().sizeHint(option, index)
        doc = self._document(option, hit, self._width(option), "#000000")
        return QSize(int(doc.idealWidth()) + 2 * self.PAD, int(doc.size().height()) + 2 * self.PAD)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        hit = index.data(HIT_ROLE)
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        if not isinstance(hit, SearchHit):
            return
        group = (QPalette.ColorGroup.Active if opt.state & QStyle.StateFlag.State_Active
                 else QPalette.ColorGroup.Inactive)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        text = opt.palette.color(group, QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        muted = text if selected else opt.palette.color(group, QPalette.ColorRole.PlaceholderText)
        doc = self._document(opt, hit, opt.rect.width() - 2 * self.PAD, muted.name())
        context = QAbstractTextDocumentLayout.PaintContext()
        context.palette.setColor(QPalette.ColorRole.Text, text)
        painter.save()
        painter.translate(opt.rect.left() + self.PAD, opt.rect.top() + self.PAD)
        painter.setClipRect(0, 0, opt.rect.width() - 2 * self.PAD, opt.rect.height() - 2 * self.PAD)
        doc.documentLayout().draw(painter, context)
        painter.restore()


class SearchPanel(QWidget):
    """A query field, a status line ("3 results", "No results…") and the hits (see module doc)."""

    open_requested = Signal(int, int)

    def __init__(self, search: Callable[[str], list[SearchHit]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.search = search  # what a query finds: the projects' wiring narrows it to one project
        self._searched_for: str | None = None

        self.query_edit = QLineEdit(self)
        self.query_edit.setAccessibleName(translate("SearchPanel", "Search messages"))
        self.query_edit.setPlaceholderText(translate("SearchPanel", "Search all conversations"))
        self.query_edit.setToolTip(translate("SearchPanel",
                                             "Every word must match; end a word with * to match its beginning (hel*)"))
        self.query_edit.setClearButtonEnabled(True)
        self.query_edit.textChanged.connect(self._on_text_changed)
        self.query_edit.installEventFilter(self)

        self.status_label = QLabel(self)
        self.status_label.setAccessibleName(translate("SearchPanel", "Search status"))
        self.status_label.setWordWrap(True)
        self.status_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)

        self.model = HitModel(self)
        self.results = QListView(self)
        self.results.setModel(self.model)
        self.results.setItemDelegate(HitDelegate(self.results))
        self.results.setAccessibleName(translate("SearchPanel", "Search results"))
        self.results.setWordWrap(True)
        self.results.setResizeMode(QListView.ResizeMode.Adjust)
        self.results.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.results.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.results.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.results.clicked.connect(self._open)
        self.results.installEventFilter(self)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DEBOUNCE_MS)
        self._timer.timeout.connect(self._on_pause)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(6)
        layout.addWidget(self.query_edit)
        layout.addWidget(self.status_label)
        layout.addWidget(self.results, 1)
        layout.addStretch(0)  # takes the space only while the results list is hidden
        self.setFocusProxy(self.query_edit)
        self._set_status()

    # -- public API -----------------------------------------------------------------------------

    def focus_query(self) -> None:
        """Put the cursor in the query field with its text selected, ready to type over."""
        self.query_edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.query_edit.selectAll()

    def run_search(self) -> None:
        """Search now for the current query, even if it did not change (the store may have)."""
        self._timer.stop()
        query = self.query_edit.text()
        self._searched_for = query
        if not query.strip():
            self.model.set_hits([])
            self._set_status()
            return
        try:
            hits = self.search(query)
        except Exception as exc:  # an injected callable; a failed search must not take the window down
            log.exception("search failed")
            self.model.set_hits([])
            self._set_status(translate("SearchPanel", "Search failed: {0}").format(exc))
            return
        self.model.set_hits(hits)
        self._set_status()

    # -- internals ------------------------------------------------------------------------------

    def _set_status(self, error: str | None = None) -> None:
        count = self.model.rowCount()
        query = self.query_edit.text().strip()
        if error is not None:
            text = error
        elif not query:
            text = translate("SearchPanel", "Type to search every conversation.")
        elif count == 0:
            text = translate("SearchPanel", "No results for “{0}”.").format(query)
        else:
            text = translate("SearchPanel", "%Ln result(s)", None, count)
        self.status_label.setText(text)
        self.results.setVisible(count > 0)

    def _on_text_changed(self) -> None:
        self._timer.start()

    def _on_pause(self) -> None:
        if self.query_edit.text() != self._searched_for:  # typed and undone: nothing new to search
            self.run_search()

    def _open(self, index: QModelIndex) -> None:
        hit = index.data(HIT_ROLE)
        if isinstance(hit, SearchHit):
            self.open_requested.emit(hit.conversation_id, hit.message_id)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return super().eventFilter(watched, event)
        key = event.key()
        if watched is self.query_edit and key in _ENTER_KEYS:
            if self._timer.isActive() or self.query_edit.text() != self._searched_for:
                self.run_search()
            index = self.results.currentIndex()
            self._open(index if index.isValid() else self.model.index(0))
            return True
        if watched is self.query_edit and key == Qt.Key.Key_Down and self.model.rowCount():
            self.results.setFocus(Qt.FocusReason.TabFocusReason)
            if not self.results.currentIndex().isValid():
                self.results.setCurrentIndex(self.model.index(0))
            return True
        if watched is self.results and key in _ENTER_KEYS:
            self._open(self.results.currentIndex())
            return True
        return super().eventFilter(watched, event)
