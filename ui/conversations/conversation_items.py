"""The items of the conversation list: the model of `Conversation` values and the delegate that paints them.

Why a model and a painting delegate rather than a QListWidget of items: the window refreshes the list
after every message, and with a thousand conversations rebuilding items (or item widgets) costs tens of
milliseconds. Here a refresh is one model reset of plain frozen values, and rows have one height, so
the view lays out a thousand rows without measuring each.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import cmp_to_key
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QCollator,
    QDateTime,
    QLocale,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPainterPath, QPalette
from PySide6.QtWidgets import QApplication, QLineEdit, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from app.qt.i18n import translate
from app.store import Conversation
from ui.conversations.chat_drag import CHAT_MIME, chat_mime

ID_ROLE = Qt.ItemDataRole.UserRole + 1
PINNED_ROLE = Qt.ItemDataRole.UserRole + 2
WHEN_ROLE = Qt.ItemDataRole.UserRole + 3

_Index = QModelIndex | QPersistentModelIndex


def relative_time(timestamp: float, now: float) -> str:
    """'just now', '5 min ago', '2 h ago', 'yesterday', '3 d ago', then a date ('4 Mar', '4 Mar 2023')."""
    delta = now - timestamp
    if delta < 60:
        return translate("ConversationItems", "just now")  # also a clock that went backwards
    if delta < 3600:
        return translate("ConversationItems", "{0} min ago").format(int(delta // 60))
    if delta < 86400:
        return translate("ConversationItems", "{0} h ago").format(int(delta // 3600))
    if delta < 2 * 86400:
        return translate("ConversationItems", "yesterday")
    if delta < 7 * 86400:
        return translate("ConversationItems", "{0} d ago").format(int(delta // 86400))
    then = QDateTime.fromSecsSinceEpoch(int(timestamp)).date()
    # the day and the month's short name, in the order and words of the window's language (QLocale formats)
    if then.year() == QDateTime.fromSecsSinceEpoch(int(now)).date().year():
        return QLocale().toString(then, translate("ConversationItems", "d MMM"))
    return QLocale().toString(then, translate("ConversationItems", "d MMM yyyy"))


def date_time(timestamp: float) -> str:
    """A moment as the locale writes it, short: '11/28/26 7:37 PM' in the US, '28.11.26 19:37' in Germany."""
    return QLocale().toString(QDateTime.fromSecsSinceEpoch(int(timestamp)), QLocale.FormatType.ShortFormat)


def _display_title(title: str) -> str:
    return " ".join(title.split()) or translate("ConversationItems", "Untitled")


def _incognito(conv: Conversation) -> bool:
    return conv.settings.get("incognito") is True  # `app.chat.generation.GenerationSettings.incognito`


def _shown_title(conv: Conversation) -> str:
    """The title as listed: an incognito chat says so, as its window title does (`ui.wiring.incognito`)."""
    title = _display_title(conv.title)
    return translate("Incognito", "Incognito — {0}").format(title) if _incognito(conv) else title


class ConversationModel(QAbstractListModel):
    """Conversations in display order; the title is editable (an edit is reported, then shown at once).

    Signals:
        title_edited(int, str): the person committed a new title for the conversation with that id.
    """

    title_edited = Signal(int, str)

    def __init__(self, clock: Callable[[], float], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._clock = clock
        self.by_title = False  # else the latest activity first; pinned ones first either way
        self._rows: list[Conversation] = []
        self._row_of: dict[int, int] = {}
        self._now = clock()

    def set_conversations(self, conversations: Sequence[Conversation]) -> None:
        self.beginResetModel()
        self._rows = sorted(conversations, key=lambda c: (not c.pinned, -c.updated_at, -c.id))
        if self.by_title:  # the locale's alphabet: "Äpfel" beside "Apfel" in German, "Chat 2" before "Chat 10"
            collator = QCollator(QLocale())
            collator.setNumericMode(True)
            collator.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            self._rows.sort(key=cmp_to_key(lambda a, b: collator.compare(_display_title(a.title),
                                                                         _display_title(b.title))))
            self._rows.sort(key=lambda c: not c.pinned)
        self._row_of = {c.id: row for row, c in enumerate(self._rows)}
        self._now = self._clock()
        self.endResetModel()

    def refresh_times(self) -> None:
        """Re-read the clock so '2 min ago' becomes '3 min ago' (only the time column changes)."""
        self._now = self._clock()
        if self._rows:
            self.dataChanged.emit(self.index(0), self.index(len(self._rows) - 1), [WHEN_ROLE])

    def row_of(self, conversation_id: int | None) -> int | None:
        return None if conversation_id is None else self._row_of.get(conversation_id)

    def conversation(self, row: int) -> Conversation:
        return self._rows[row]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        conv = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return _shown_title(conv)
        if role == Qt.ItemDataRole.EditRole:
            return conv.title
        if role == ID_ROLE:
            return conv.id
        if role == PINNED_ROLE:
            return conv.pinned
        if role == WHEN_ROLE:
            return relative_time(conv.updated_at, self._now)
        if role == Qt.ItemDataRole.ToolTipRole:
            last = translate("ConversationItems", "Last activity {0}").format(date_time(conv.updated_at))
            pinned = "\n" + translate("ConversationItems", "Pinned") if conv.pinned else ""
            gone = "\n" + translate("Incognito", "A chat that uses no memory and is deleted when you leave it") \
                if _incognito(conv) else ""
            return f"{_shown_title(conv)}\n{last}{pinned}{gone}"
        if role == Qt.ItemDataRole.AccessibleTextRole:
            pinned = translate("ConversationItems", "pinned, ") if conv.pinned else ""
            return f"{_shown_title(conv)}, {pinned}{relative_time(conv.updated_at, self._now)}"
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable
                | Qt.ItemFlag.ItemNeverHasChildren | Qt.ItemFlag.ItemIsDragEnabled)

    def mimeTypes(self) -> list[str]:
        return [CHAT_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        """A chat dragged onto a project moves into it (`ui.conversations.chat_drag`)."""
        rows = [i.row() for i in indexes if i.isValid() and 0 <= i.row() < len(self._rows)]
        return chat_mime(self._rows[rows[0]].id) if rows else QMimeData()

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid() or not isinstance(value, str):
            return False
        conv = self._rows[index.row()]
        title = " ".join(value.split())
        if not title or title == conv.title:
            return False
        # Show the new title at once; the window's next set_conversations() confirms it.
        self._rows[index.row()] = replace(conv, title=title)
        self.dataChanged.emit(index, index)
        self.title_edited.emit(conv.id, title)
        return True


def _paint_pin(painter: QPainter, centre: QPointF, size: float, colour: Any) -> None:
    """A small push-pin, drawn rather than taken from a font: emoji fonts are not everywhere."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(centre)
    painter.rotate(40)
    s = size
    head = QPainterPath()
    head.addRoundedRect(QRectF(-0.2 * s, -0.5 * s, 0.4 * s, 0.4 * s), 0.08 * s, 0.08 * s)
    head.addRoundedRect(QRectF(-0.36 * s, -0.14 * s, 0.72 * s, 0.16 * s), 0.06 * s, 0.06 * s)
    painter.fillPath(head.simplified(), colour)
    pen = painter.pen()
    pen.setColor(colour)
    pen.setWidthF(max(1.0, 0.09 * s))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawLine(QPointF(0, 0), QPointF(0, 0.5 * s))
    painter.restore()


class ConversationDelegate(QStyledItemDelegate):
    """One line per conversation: [pin] title … relative time, in the palette's colours."""

    H_PAD = 8
    V_PAD = 7

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:
        return QSize(160, option.fontMetrics.height() + 2 * self.V_PAD)

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: _Index) -> QWidget:
        editor = QLineEdit(parent)
        editor.setAccessibleName(translate("ConversationDelegate", "Conversation title"))
        editor.setToolTip(translate("ConversationDelegate", "Enter to rename, Esc to cancel"))
        return editor

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        title = opt.text
        opt.text = ""
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)

        state = opt.state
        group = (QPalette.ColorGroup.Active if state & QStyle.StateFlag.State_Active
                 else QPalette.ColorGroup.Inactive)
        selected = bool(state & QStyle.StateFlag.State_Selected)
        text_colour = opt.palette.color(group, QPalette.ColorRole.HighlightedText if selected
                                        else QPalette.ColorRole.Text)
        muted_colour = text_colour if selected else opt.palette.color(group, QPalette.ColorRole.PlaceholderText)
        accent = text_colour if selected else opt.palette.color(group, QPalette.ColorRole.Highlight)

        rect = opt.rect.adjusted(self.H_PAD, 0, -self.H_PAD, 0)
        painter.save()
        if index.data(PINNED_ROLE):
            size = opt.fontMetrics.height() * 0.8
            _paint_pin(painter, QPointF(rect.left() + size / 2, rect.center().y() + 1), size, accent)
            rect.setLeft(rect.left() + int(size) + 6)

        small = QFont(opt.font)
        small.setPointSizeF(max(6.0, opt.font.pointSizeF() * 0.85))
        small_metrics = QFontMetrics(small)
        when = str(index.data(WHEN_ROLE) or "")
        when_width = small_metrics.horizontalAdvance(when)
        painter.setFont(small)
        painter.setPen(muted_colour)
        align = Qt.AlignmentFlag.AlignVCenter
        painter.drawText(rect, align | Qt.AlignmentFlag.AlignRight, when)

        rect.setRight(rect.right() - when_width - 8)
        painter.setFont(opt.font)
        painter.setPen(text_colour)
        elided = opt.fontMetrics.elidedText(title, Qt.TextElideMode.ElideRight, max(0, rect.width()))
        painter.drawText(rect, align | Qt.AlignmentFlag.AlignLeft, elided)
        painter.restore()
