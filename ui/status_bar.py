"""The window's status line and its notice bar.

`StatusBar` answers "what is running and how well": the model and its device (and, after a fallback,
why it is not on the device asked for: "CPU (CUDA failed: …)", with a menu to try every device again),
how much of the context the conversation uses, and the speed of the last reply. `NoticeBar` is the
one place where the window tells the person something that needs reading (an error, a warning,
"3 earlier messages won't fit", "Deleted — Undo"), with at most one action button; it never opens a
modal dialog. A notice may carry a key (`key`), so its sender can take it back (`dismiss`) without
reading its words or its button's label.

`StatusBar` signals:
    retry_devices_requested(): the person chose "Try all devices again" (forget remembered failures).

`NoticeBar` signals:
    action_triggered(): the action button was pressed (the bar hides itself first).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal

from PySide6.QtCore import QLocale, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QProgressBar,
    QSizePolicy,
    QStatusBar,
    QToolButton,
    QWidget,
)

from app.chat.values import DeviceFailure
from app.conversation.thread import ModelInfo, Usage
from app.i18n import QT_TRANSLATE_NOOP
from app.qt.i18n import translate
from ui.icons import standard_icon
from ui.theme import LIGHT, Theme

Kind = Literal["info", "warning", "error"]
_KIND_NAME = {"info": QT_TRANSLATE_NOOP("NoticeBar", "Information"),
              "warning": QT_TRANSLATE_NOOP("NoticeBar", "Warning"), "error": QT_TRANSLATE_NOOP("NoticeBar", "Error")}
ICON_SIZE = 16
DEVICE_TEXT_CHARS = 70
MARGIN = 8  # the status line's own margin at both ends


def failure_text(failures: Sequence[DeviceFailure]) -> str:
    """The devices a model fell back past, as people read it: "CUDA failed: no driver; DML failed: …"."""
    failed = translate("StatusBar", "{0} failed: {1}")
    return "; ".join(failed.format(f.provider.upper(), f.reason) for f in failures)


def device_problem(info: ModelInfo) -> tuple[str, str]:
    """(short text, tooltip) saying why the model is not on the device first asked for; ("", "") if it is."""
    device = info.device.upper()
    if info.failures:
        why = failure_text(info.failures)
        short = why if len(why) <= DEVICE_TEXT_CHARS else why[:DEVICE_TEXT_CHARS - 1].rstrip() + "…"
        return (f"{device} ({short})",
                translate("StatusBar", "{0}\n\nHearth skips the failed devices for this model from now on. Use this "
                          "menu to try all devices again (after a driver update, say).").format(why))
    if info.skipped_devices:
        names = ", ".join(d.upper() for d in info.skipped_devices)
        return (translate("StatusBar", "{0} ({1} skipped: failed before)").format(device, names),
                translate("StatusBar", "{0} failed the last time this model was loaded, so Hearth went straight to "
                          "{1}. Use this menu to try all devices again.").format(names, device))
    return "", ""


class ElidedLabel(QLabel):
    """A one-line label that gives way when the window is narrow: its text ends in "…" (the whole text
    is in its tooltip then) instead of pushing the window wider or being cut mid-letter."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self._tip = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("……") + 8)

    def setText(self, text: str) -> None:
        super().setText(text)
        self._update_tip()

    def setToolTip(self, tip: str) -> None:
        self._tip = tip
        self._update_tip()

    def sizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance(self.text()) + 4, super().sizeHint().height())

    def shown_text(self) -> str:
        """What the label shows at its width now."""
        width = self.contentsRect().width()
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, width)

    def _update_tip(self) -> None:
        whole = self.text() if self.shown_text() != self.text() else ""
        super().setToolTip("\n".join(t for t in (whole, self._tip) if t))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._update_tip()

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self.contentsRect(), int(self.alignment() | Qt.AlignmentFlag.AlignVCenter),
                         self.shown_text())


class StatusBar(QStatusBar):
    """Model · device, a fallback warning with its menu, a context meter and the last reply's speed."""

    retry_devices_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeGripEnabled(False)
        self.setContentsMargins(MARGIN, 0, MARGIN, 0)  # nothing touches the window's edges
        self.model_label = ElidedLabel(translate("StatusBar", "No model loaded"), self)
        self.model_label.setAccessibleName(translate("StatusBar", "Model and device"))
        self.device_menu = QMenu(self)
        self.retry_devices_action = self.device_menu.addAction(translate("StatusBar", "Try all devices again"))
        self.retry_devices_action.triggered.connect(self.retry_devices_requested)
        self.fallback_button = QToolButton(self)
        self.fallback_button.setAccessibleName(translate("StatusBar", "Device fallback"))
        self.fallback_button.setAutoRaise(True)
        self.fallback_button.setIcon(standard_icon("warning", self))
        self.fallback_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.fallback_button.setMenu(self.device_menu)
        self.fallback_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.fallback_button.hide()
        self.context_meter = QProgressBar(self)
        self.context_meter.setAccessibleName(translate("StatusBar", "Context used"))
        self.context_meter.setFixedWidth(190)
        self.context_meter.setMaximumHeight(16)
        self.context_meter.setTextVisible(True)
        self.context_meter.hide()
        self.speed_label = ElidedLabel("", self)
        self.speed_label.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.speed_label.setAccessibleName(translate("StatusBar", "Speed of the last reply"))
        self.addWidget(self.model_label, 1)
        self.addWidget(self.fallback_button)
        self.addPermanentWidget(self.speed_label, 1)
        self.addPermanentWidget(self.context_meter)

    def set_loading(self, name: str) -> None:
        self.model_label.setText(translate("StatusBar", "Loading {0}…").format(name))
        self.fallback_button.hide()

    def set_model(self, info: ModelInfo | None, problem: str = "") -> None:
        """Show the loaded model and device; None with `problem` when there is none."""
        if info is None:
            self.model_label.setText(problem or translate("StatusBar", "No model loaded"))
            self.model_label.setToolTip("")
            self.fallback_button.hide()
            self.context_meter.hide()
            return
        self.model_label.setText(f"{info.name} · {info.device.upper()}")
        n = info.context_length
        context = translate("StatusBar", "Context: %Ln token(s)", None, n)
        self.model_label.setToolTip(f"{info.path}\n{context}\n{info.device_story(translate)}")
        text, tooltip = device_problem(info)
        self.fallback_button.setText(text)
        self.fallback_button.setToolTip(tooltip)
        self.fallback_button.setAccessibleDescription(tooltip)
        self.fallback_button.setVisible(bool(text))

    def set_usage(self, usage: Usage) -> None:
        """The open conversation's figures; "—" for what it has none of (a new chat, no reply yet)."""
        if usage.context_length:
            used = usage.used_tokens
            self.context_meter.setRange(0, usage.context_length)
            self.context_meter.setValue(min(used or 0, usage.context_length))
            length = usage.context_length
            tokens = translate("StatusBar", "%Ln token(s)", None, length)
            self.context_meter.setFormat(f"{'—' if used is None else QLocale().toString(used)} / {tokens}")
            self.context_meter.setToolTip(translate("StatusBar",
                                                    "How much of the model's context this conversation uses"))
            self.context_meter.show()
        if usage.tokens_per_s is not None:
            locale = QLocale()
            ttft = (translate("StatusBar", " · first token {0} s").format(locale.toString(usage.ttft_s, "f", 2))
                    if usage.ttft_s is not None else "")
            speed = locale.toString(usage.tokens_per_s, "f", 1)
            self.speed_label.setText(translate("StatusBar", "{0} tok/s{1}").format(speed, ttft))
            self.speed_label.setToolTip(translate("StatusBar", "Speed of the last reply in this conversation"))
        else:
            self.speed_label.setText("—")
            self.speed_label.setToolTip(translate("StatusBar", "No reply in this conversation yet"))

    def speed_text(self) -> str:
        return self.speed_label.text()


class NoticeBar(QFrame):
    """A one-line message above the conversation, with an optional action and a close button."""

    action_triggered = Signal()

    def __init__(self, parent: QWidget | None = None, *, name: str = "") -> None:
        super().__init__(parent)
        name = name or translate("NoticeBar", "Notice")
        self.setObjectName("notice")
        self.setAccessibleName(name)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._theme = LIGHT
        self._kind: Kind = "info"
        self._callback: Callable[[], object] | None = None
        self._key = ""
        self.icon = QLabel(self)
        self.text_label = QLabel(self)
        self.text_label.setWordWrap(True)
        self.text_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text_label.setAccessibleName(translate("NoticeBar", "{0} text").format(name))
        self.action_button = QToolButton(self)
        self.action_button.setAccessibleName(translate("NoticeBar", "{0} action").format(name))
        self.action_button.clicked.connect(self._on_action)
        self.close_button = QToolButton(self)
        self.close_button.setIcon(standard_icon("close", self))
        self.close_button.setAutoRaise(True)
        self.close_button.setAccessibleName(translate("NoticeBar", "Dismiss {0}").format(name.lower()))
        self.close_button.setToolTip(translate("NoticeBar", "Dismiss"))
        self.close_button.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(22, 12, 18, 6)  # inside the style sheet's margin
        layout.addWidget(self.icon, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.text_label, 1)
        layout.addWidget(self.action_button)
        layout.addWidget(self.close_button)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self._style()

    def show_message(self, text: str, kind: Kind = "info", action: str = "",
                     callback: Callable[[], object] | None = None, timeout_ms: int = 0, *, key: str = "") -> None:
        """Show `text`; `action` labels a button that calls `callback`; `timeout_ms` hides it later;
        `key` names the notice for `dismiss`."""
        self._kind = kind
        self._key = key
        self._callback = callback
        self.icon.setPixmap(standard_icon(kind, self).pixmap(ICON_SIZE, ICON_SIZE))
        self.icon.setAccessibleName(translate("NoticeBar", _KIND_NAME[kind]))
        self.text_label.setText(text)
        self.setToolTip("")
        self.action_button.setVisible(bool(action))
        self.action_button.setText(action)
        self.action_button.setAccessibleName(action or f"{self.accessibleName()} action")
        self._style()
        self.show()
        if timeout_ms:
            self._timer.start(timeout_ms)
        else:
            self._timer.stop()

    def text(self) -> str:
        return self.text_label.text() if self.isVisible() else ""

    @property
    def hides_by_itself(self) -> bool:
        """Whether the notice shown goes by itself (an info notice's timer runs; errors stay)."""
        return self._timer.isActive()

    @property
    def key(self) -> str:
        """The key of the notice showing now; "" when none shows or it has none."""
        return self._key if not self.isHidden() else ""

    def dismiss(self, key: str) -> None:
        """Hide the notice if the one showing is `key` (another notice stays)."""
        if key and self.key == key:
            self.hide()

    def _on_action(self) -> None:
        callback = self._callback
        self.hide()
        if callback is not None:
            callback()
        self.action_triggered.emit()

    def _style(self) -> None:
        t = self._theme
        accent = {"info": t.accent, "warning": "#bf8700" if not t.is_dark else "#d29922", "error": t.error}
        colour = accent[self._kind]
        self.setStyleSheet(
            f"QFrame#notice {{ margin: 6px 12px 0px 12px; background: {t.base}; border: 1px solid {t.border};"
            f" border-left: 4px solid {colour}; border-radius: 4px; }} QFrame#notice QLabel {{ color: {t.text}; }}")
