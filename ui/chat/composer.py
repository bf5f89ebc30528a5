"""Where the person writes: a growing text box with Send and Stop.

Enter sends, Shift+Enter starts a new line, Esc stops a reply being written (or leaves edit mode).
Send is disabled while the box is empty, while a reply is being written, while no model is ready and
while a setting of the chat can't be used (`set_blocked`: a line above the box says why), and the
placeholder says which. The placeholder is repainted at every change of state: PySide6 6.11 does not
repaint a visible empty editor after `setPlaceholderText`, so a stale "Loading…" stayed.

A long message, or one with images (`set_draft_images`: hundreds of tokens each), shows how much of the
context it would use as it is typed: `draft_changed` asks (after a pause), `set_draft_size` answers. Every
draft is announced so (the engine reads it ahead while the person types), and an emptied box at once. Editing
an earlier message uses the same box: a banner says so, and sending makes a new version of that message.

`Composer` signals:
    send_requested(str): the text to send as a new message.
    edit_submitted(int, str): the id of the message being edited and its new text.
    stop_requested(): Stop (button or Esc) while a reply is being written.
    draft_changed(str): the text paused being typed ("" at once when the box is emptied); measure it
        (`set_draft_size`, shown for a long text or one with images).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLocale, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.qt.context_meter import DraftSize
from app.qt.i18n import translate
from ui.chat.message_input import MessageInput
from ui.theme import DARK, LIGHT
from ui.wrap_label import WrapLabel

LONG_CHARS = 200  # from here on the box says how many tokens the message is
DRAFT_PAUSE_MS = 400


class Composer(QWidget):
    send_requested = Signal(str)
    edit_submitted = Signal(int, str)
    stop_requested = Signal()
    draft_changed = Signal(str)
    images_given = Signal(list)  # image files given to the box as attachments (Attach, a path): the images' to take

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._generating = False
        self._elsewhere = ""  # the title of another chat whose reply is being written (`set_generating`)
        self._ready = False
        self._not_ready_reason = translate("Composer", "Load a model to start chatting")
        self._editing: int | None = None
        self._blocked = ""
        self._draft_timer = QTimer(self, singleShot=True, interval=DRAFT_PAUSE_MS)
        self._draft_timer.timeout.connect(lambda: self.draft_changed.emit(self.text()))
        self._draft_images = 0
        self._escape_handlers: list[Callable[[], bool]] = []

        self.blocked_label = WrapLabel("", self)
        self.blocked_label.setAccessibleName(translate("Composer", "Why Send is off"))
        self.blocked_label.hide()
        self.count_label = QLabel(self)
        self.count_label.setAccessibleName(translate("Composer", "Message size"))
        self.count_label.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.count_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.count_label.hide()

        self.edit_banner = QWidget(self)
        editing = translate("Composer", "Editing your message — sending it makes a new version and answers it again.")
        self.edit_label = QLabel(editing, self.edit_banner)
        self.edit_label.setWordWrap(True)
        self.edit_label.setAccessibleName(translate("Composer", "Edit mode"))
        self.cancel_edit_button = QToolButton(self.edit_banner)
        self.cancel_edit_button.setText(translate("Composer", "Cancel edit"))
        self.cancel_edit_button.setAccessibleName(translate("Composer", "Cancel edit"))
        self.cancel_edit_button.setToolTip(translate("Composer", "Keep the message as it was (Esc)"))
        self.cancel_edit_button.clicked.connect(self.cancel_edit)
        banner = QHBoxLayout(self.edit_banner)
        banner.setContentsMargins(4, 0, 4, 0)
        banner.addWidget(self.edit_label, 1)
        banner.addWidget(self.cancel_edit_button)
        self.edit_banner.hide()

        self.box = QFrame(self)
        self.box.setObjectName("composer_box")
        self.input = MessageInput(self.handle_escape, self.box)
        self.input.setAccessibleName(translate("Composer", "Message"))
        self.input.setAccessibleDescription(translate("Composer",
                                                      "Enter sends, Shift+Enter starts a new line, Esc stops a reply"))
        self.input.textChanged.connect(self._update)
        self.input.textChanged.connect(self._on_text_changed)
        self.input.submit.connect(self.submit)

        self.send_button = QPushButton(translate("Composer", "Send"), self.box)
        self.send_button.setAccessibleName(translate("Composer", "Send message"))
        self.send_button.setToolTip(translate("Composer", "Send (Enter)"))
        self.send_button.setDefault(True)
        self.send_button.clicked.connect(self.submit)
        self.stop_button = QPushButton(translate("Composer", "Stop"), self.box)
        self.stop_button.setAccessibleName(translate("Composer", "Stop generating"))
        self.stop_button.setToolTip(translate("Composer", "Stop the reply (Esc); what was written is kept"))
        self.stop_button.clicked.connect(self.stop_requested)
        self.stop_button.hide()

        # The editor takes the box's whole width; its buttons (Attach, Image, Tools, Think…) sit in a row
        # under it with Send on the right, so a narrow window never squeezes the text. Where that row is wider
        # than the box (a small window, longer words in a translation), the buttons with an icon show only it
        # and Send moves up beside the editor (`_fit_row`), rather than squeezing every button below its label.
        self._grid = QGridLayout(self.box)
        self._grid.setContentsMargins(10, 6, 6, 6)
        self._grid.setHorizontalSpacing(6)
        self._grid.setVerticalSpacing(4)
        self._buttons = QHBoxLayout()
        self._buttons.setSpacing(6)
        self._buttons.addStretch(1)
        self._sending = QHBoxLayout()
        self._sending.addWidget(self.send_button)
        self._sending.addWidget(self.stop_button)
        self._compacted: list[QToolButton] = []  # shown as their icon alone for want of room (`_fit_row`)
        self._narrow: bool | None = None
        self._place(narrow=False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 4, 12, 10)
        self._layout = layout
        layout.setSpacing(4)
        layout.addWidget(self.edit_banner)
        layout.addWidget(self.blocked_label)
        layout.addWidget(self.box)
        layout.addWidget(self.count_label)
        self.setFocusProxy(self.input)
        self._update()

    def add_tool_button(self, button: QToolButton) -> None:
        """A button in the row under the message, after the ones added before it (the documents' Attach)."""
        self._buttons.insertWidget(self._buttons.count() - 1, button)  # before the stretch
        self._fit_row()

    def add_tool_button_widget(self, widget: QWidget) -> None:
        """Another widget in the row under the message (dictation's level meter), before the stretch."""
        self._buttons.insertWidget(self._buttons.count() - 1, widget)
        self._fit_row()

    def add_escape_handler(self, handler: Callable[[], bool], first: bool = False) -> None:
        """Esc asks `handler` first (dictation cancels listening; with `first`, before the others: a voice
        conversation ends); it returns whether it did something."""
        self._escape_handlers.insert(0 if first else len(self._escape_handlers), handler)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_row()

    def _fit_row(self) -> None:
        """All the buttons at their size: in one row under the editor with Send where they fit, else those with an
        icon show only it (their name stays their tooltip) and Send stands beside the editor."""
        for button in self._compacted:
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self._compacted = []
        margins = self._grid.contentsMargins()
        room = self.box.width() - margins.left() - margins.right()
        for row in (self._buttons, self._sending):
            row.invalidate()  # a nested layout keeps the size it measured before the buttons' styles changed
        narrow = (self._buttons.sizeHint().width() + self._grid.horizontalSpacing()
                  + self._sending.sizeHint().width() > room)
        if narrow:
            self._compacted = [b for b in self.tool_buttons() if not b.icon().isNull()
                               and b.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextBesideIcon]
            for button in self._compacted:
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        self._place(narrow)
        self._grid.activate()  # laid out now, not at the next event loop turn: what measures the panes sees it

    def _place(self, narrow: bool) -> None:
        if narrow == self._narrow:
            return
        self._narrow = narrow
        for item in (self.input, self._buttons, self._sending):
            if isinstance(item, QWidget):
                self._grid.removeWidget(item)
            else:
                self._grid.removeItem(item)
        bottom = Qt.AlignmentFlag.AlignBottom
        if narrow:  # Send beside the editor, the other buttons under both
            self._grid.addWidget(self.input, 0, 0)
            self._grid.addLayout(self._sending, 0, 1, bottom)
            self._grid.addLayout(self._buttons, 1, 0, 1, 2)
        else:
            self._grid.addWidget(self.input, 0, 0, 1, 2)
            self._grid.addLayout(self._buttons, 1, 0)
            self._grid.addLayout(self._sending, 1, 1)
        self._grid.setColumnStretch(0, 1)

    def tool_buttons(self) -> list[QToolButton]:
        """The buttons under the message, left to right (not Send or Stop)."""
        items = (self._buttons.itemAt(i) for i in range(self._buttons.count()))
        return [w for item in items if item is not None and isinstance(w := item.widget(), QToolButton)]

    # ---- state from the window -------------------------------------------------------------------

    @property
    def editing(self) -> int | None:
        """The id of the message being edited, or None."""
        return self._editing

    @property
    def generating(self) -> bool:
        return self._generating

    def set_generating(self, generating: bool, elsewhere: str = "") -> None:
        """Whether this chat's reply is being written (Stop shows); `elsewhere`: the title of another chat whose
        reply is being written meanwhile (Send is off, and the box says why: its Stop is that chat's)."""
        self._generating = generating
        self._elsewhere = "" if generating else elsewhere
        self.stop_button.setVisible(generating)
        self.send_button.setVisible(not generating)
        self._update()

    def set_ready(self, ready: bool, reason: str = "") -> None:
        """Whether a model can answer; `reason` is shown as the placeholder when it can't."""
        self._ready = ready
        self._not_ready_reason = reason or translate("Composer", "Load a model to start chatting")
        self._update()

    def set_blocked(self, reason: str) -> None:
        """A setting of this chat can't be used: Send is off and `reason` says why ("" lifts it)."""
        self._blocked = reason
        self.blocked_label.setText(translate("Composer", "Send is off — {0}").format(reason) if reason else "")
        self.blocked_label.setToolTip(translate("Composer",
                                                "Fix it in the settings of this chat (Ctrl+.)") if reason else "")
        self.blocked_label.setVisible(bool(reason))
        self._update()

    @property
    def blocked(self) -> str:
        return self._blocked

    def set_draft_size(self, size: DraftSize) -> None:
        """How much of the context the message would use (ignored if the text changed since)."""
        if size.text != self.text() or not self._measured():
            return
        percent = round(100 * size.fraction)
        draft, images = size.draft_tokens, self._draft_images
        tokens = translate("Composer", "%Ln token(s)", None, draft)
        if images:
            tokens = translate("Composer", "{0} with %Ln image(s)", None, images).format(tokens)
        text = translate("Composer", "≈ {0} · the chat would then use {1} of {2} ({3} % of the context)")
        locale = QLocale()
        self.count_label.setText(text.format(tokens, locale.toString(size.with_draft),
                                             locale.toString(size.context_length), percent))
        self.count_label.setToolTip(translate("Composer",
                                              "How much of the model's context this conversation would use with this "
                                              "message"))
        self.count_label.show()

    def set_side_margin(self, pixels: int) -> None:
        """Line the box up with the conversation's text column (a wide window centres it)."""
        side = max(12, pixels - 4)
        self._layout.setContentsMargins(side, 4, side, 10)

    def set_text_size(self, points: int) -> None:
        """The text size of the box (0: the application's)."""
        font = QFont(self.font())
        if points:
            font.setPointSize(points)
        self.input.setFont(font)
        self.input.updateGeometry()

    def set_draft_images(self, images: int) -> None:
        """The draft has this many images: the message is measured again, with them."""
        self._draft_images = images
        self._on_text_changed()

    def _measured(self) -> bool:
        return len(self.text()) >= LONG_CHARS or self._draft_images > 0

    def _on_text_changed(self) -> None:
        # Every draft is measured when typing pauses (the engine reads it ahead meanwhile, `ContextMeter`); only a
        # long one, or one with images, shows its size. An emptied box (sent, cleared) says so at once.
        if not self._measured():
            self.count_label.hide()
        if self.text().strip() or self._draft_images:
            self._draft_timer.start()
        else:
            self._draft_timer.stop()
            self.draft_changed.emit("")

    def set_theme_colours(self, base: str, border: str) -> None:
        self.box.setStyleSheet(
            f"QFrame#composer_box {{ background: {base}; border: 1px solid {border}; border-radius: 10px; }}")
        self.input.setStyleSheet(f"QPlainTextEdit {{ background: {base}; }}")
        error = (DARK if QColor(base).lightness() < 128 else LIGHT).error
        self.blocked_label.setStyleSheet(f"color: {error};")

    def text(self) -> str:
        return self.input.toPlainText()

    def set_text(self, text: str) -> None:
        self.input.setPlainText(text)
        cursor = self.input.textCursor()
        cursor.movePosition(cursor.MoveOperation.End)
        self.input.setTextCursor(cursor)

    def clear(self) -> None:
        self.input.clear()

    def begin_edit(self, message_id: int, text: str) -> None:
        """Put an earlier message in the box; the next send makes a new version of it."""
        self._editing = message_id
        self.set_text(text)
        self.edit_banner.show()
        self.send_button.setText(translate("Composer", "Send edit"))
        self.input.setFocus(Qt.FocusReason.OtherFocusReason)
        self._update()

    def cancel_edit(self) -> None:
        if self._editing is None:
            return
        self._editing = None
        self.edit_banner.hide()
        self.send_button.setText(translate("Composer", "Send"))
        self.clear()
        self._update()

    def finish_edit(self) -> None:
        """The edit was sent: leave edit mode and empty the box."""
        self._editing = None
        self.edit_banner.hide()
        self.send_button.setText(translate("Composer", "Send"))
        self.clear()

    def can_submit(self) -> bool:
        return (self._ready and not self._generating and not self._elsewhere and not self._blocked
                and bool(self.text().strip()))

    # ---- actions ---------------------------------------------------------------------------------

    def submit(self) -> None:
        if not self.can_submit():
            return
        text = self.text().strip()
        if self._editing is not None:
            self.edit_submitted.emit(self._editing, text)
        else:
            self.send_requested.emit(text)

    def handle_escape(self) -> bool:
        """Esc cancels dictation, stops a reply being written, else leaves edit mode; False when there was
        nothing to do."""
        if any(handler() for handler in self._escape_handlers):
            return True
        if self._generating:
            self.stop_requested.emit()
            return True
        if self._editing is not None:
            self.cancel_edit()
            return True
        return False

    def _update(self) -> None:
        if not self._ready:
            placeholder = self._not_ready_reason
        elif self._generating:
            placeholder = translate("Composer", "Writing a reply… press Esc or Stop to stop it")
        elif self._elsewhere:
            placeholder = translate("Composer", "Another chat is writing a reply (“{0}”): you can send when it ends, "
                                    "or open that chat to stop it").format(self._elsewhere)
        else:
            placeholder = translate("Composer", "Message the model (Enter to send, Shift+Enter for a new line)")
        self.input.set_hint(placeholder)
        self.send_button.setEnabled(self.can_submit())
        if not self._ready:
            self.send_button.setToolTip(self._not_ready_reason)
        elif self._blocked:
            self.send_button.setToolTip(translate("Composer", "Send is off: {0}").format(self._blocked))
        elif self._elsewhere:
            self.send_button.setToolTip(translate("Composer", "Send is off while another chat (“{0}”) is writing a "
                                                  "reply").format(self._elsewhere))
        elif not self.text().strip():
            self.send_button.setToolTip(translate("Composer", "Type a message first"))
        else:
            self.send_button.setToolTip(translate("Composer", "Send (Enter)"))
