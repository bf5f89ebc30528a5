"""Light and dark themes that follow the operating system.

Why this module exists: the widgets take their colours from the application palette, but the chat
view draws rich text (HTML) whose colours are baked in when a message is rendered — bubbles, code
blocks, muted provenance text. Both must come from one place, and both must change together when the
person switches their OS between light and dark, so a `Theme` carries the palette and the chat
colours, and `ThemeManager` applies it app-wide (one palette for the application, never one per
widget) and tells the views to re-render.

The choice itself goes through Qt 6's colour scheme: a fixed "light" or "dark" is requested with
`QStyleHints.setColorScheme` (so what the platform draws, title bars and native dialogs, follows it
where the platform supports the request) and "system" unsets the request, so the OS decides again
and `colorSchemeChanged` follows it. Platforms that ignore the request (offscreen, a bare X11 session)
still get the chosen palette.

`ThemeManager` signals:
    theme_changed(Theme): emitted after the new palette was applied to the application; views that
        bake colours into rendered HTML (the chat view) re-render on it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from PySide6.QtCore import QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPalette, QPen
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleOption, QStyleOptionComplex, QWidget

Preference = Literal["system", "light", "dark"]


@dataclass(frozen=True)
class Theme:
    """Every colour the UI needs, as '#rrggbb' strings (HTML and QColor both accept them)."""

    name: Literal["light", "dark"]
    window: str
    base: str
    text: str
    muted: str
    border: str
    control: str  # the edge of a checkbox, a text field, a meter: 3:1 against the window and the base
    accent: str
    accent_text: str
    link: str
    user_bubble: str
    code_bg: str
    code_header_bg: str
    code_border: str
    inline_code_bg: str
    quote_bar: str
    quote_text: str
    table_border: str
    table_header_bg: str
    find_highlight: str
    error: str
    pygments_style: str

    @property
    def is_dark(self) -> bool:
        return self.name == "dark"

    def palette(self) -> QPalette:
        """A complete QPalette (active, inactive and disabled groups) for the widgets."""
        pal = QPalette()
        role = QPalette.ColorRole
        colours = {
            role.Window: self.window,
            role.WindowText: self.text,
            role.Base: self.base,
            role.AlternateBase: self.code_bg,
            role.Text: self.text,
            role.Button: self.window,
            role.ButtonText: self.text,
            role.BrightText: "#ffffff",
            role.Highlight: self.accent,
            role.HighlightedText: self.accent_text,
            role.Link: self.link,
            role.LinkVisited: self.link,
            role.ToolTipBase: self.base,
            role.ToolTipText: self.text,
            role.PlaceholderText: self.muted,
            role.Light: self.base,
            role.Midlight: self.code_bg,
            role.Mid: self.border,
            role.Dark: self.control,  # `ControlEdges` draws the controls' edges with it
            role.Shadow: "#000000",
        }
        for colour_role, value in colours.items():
            pal.setColor(colour_role, QColor(value))
        disabled = QPalette.ColorGroup.Disabled
        for colour_role in (role.Text, role.WindowText, role.ButtonText):
            pal.setColor(disabled, colour_role, QColor(self.muted))
        pal.setColor(disabled, role.Highlight, QColor(self.border))
        return pal


LIGHT = Theme(
    name="light",
    window="#f3f4f6",
    base="#ffffff",
    text="#1f2328",
    muted="#59636e",  # 4.5:1 on every light background small text sits on (the user's bubble included)
    border="#d0d7de",
    control="#818b98",
    accent="#0969da",
    accent_text="#ffffff",
    link="#0969da",
    user_bubble="#eaf1fb",
    code_bg="#f6f8fa",
    code_header_bg="#eaeef2",
    code_border="#d0d7de",
    inline_code_bg="#eceff2",
    quote_bar="#d0d7de",
    quote_text="#57606a",
    table_border="#d0d7de",
    table_header_bg="#f6f8fa",
    find_highlight="#fff1a8",
    error="#cf222e",
    pygments_style="default",
)

DARK = Theme(
    name="dark",
    window="#202226",
    base="#18191c",
    text="#e3e5e8",
    muted="#9ea5ae",  # 4.5:1 on the find highlight too (the dimmest surface small text sits on)
    border="#3d434b",
    control="#6e7681",
    accent="#1f6feb",  # white on it 4.6:1 (a selected chat's title and time), 3.4:1 against the window (rings)
    accent_text="#ffffff",
    link="#78a9ff",
    user_bubble="#262c36",
    code_bg="#0f1114",
    code_header_bg="#22262c",
    code_border="#3d434b",
    inline_code_bg="#2b2f36",
    quote_bar="#4b525b",
    quote_text="#aab1ba",
    table_border="#3d434b",
    table_header_bg="#22262c",
    find_highlight="#41370f",
    error="#ff7b72",
    pygments_style="github-dark",
)


def contrast(a: str | QColor, b: str | QColor) -> float:
    """The WCAG 2 contrast ratio of two colours (1 to 21)."""
    def luminance(colour: QColor) -> float:
        channels = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
                    for c in (colour.redF(), colour.greenF(), colour.blueF())]
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    high, low = sorted((luminance(QColor(a)), luminance(QColor(b))), reverse=True)
    return (high + 0.05) / (low + 0.05)


FOCUS_RING = 2  # pixels: the ring around the control the keyboard is on


class ControlEdges(QProxyStyle):
    """Fusion, with the edges of checkboxes, radio buttons, text fields and progress bars drawn in the
    palette's Dark role (`Theme.control`). Why: Fusion draws them a shade darker than the window,
    which on a dark window is all but invisible (1.1:1), and the palette has no role for it.

    Also a focus ring that can be seen: a control reached with the keyboard (Tab) gets a 2-pixel ring in
    the Highlight colour, where Fusion only tints a button's edge or dots a checkbox's label."""

    _EDGED = (QStyle.PrimitiveElement.PE_IndicatorCheckBox, QStyle.PrimitiveElement.PE_IndicatorRadioButton,
              QStyle.PrimitiveElement.PE_FrameLineEdit)
    _RINGED_CONTROLS = (QStyle.ControlElement.CE_PushButton,)
    _RINGED_COMPLEX = (QStyle.ComplexControl.CC_ToolButton, QStyle.ComplexControl.CC_ComboBox)

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption, painter: QPainter,
                      widget: QWidget | None = None) -> None:
        if element == QStyle.PrimitiveElement.PE_FrameFocusRect:
            _ring(painter, option)  # checkbox and radio labels, list rows: instead of Fusion's dotted line
            return
        super().drawPrimitive(element, option, painter, widget)
        if element in self._EDGED:
            _edge(painter, option, round_=element == QStyle.PrimitiveElement.PE_IndicatorRadioButton)

    def drawControl(self, element: QStyle.ControlElement, option: QStyleOption, painter: QPainter,
                    widget: QWidget | None = None) -> None:
        super().drawControl(element, option, painter, widget)
        if element == QStyle.ControlElement.CE_ProgressBarGroove:
            _edge(painter, option)
        elif element in self._RINGED_CONTROLS and _keyboard_focus(option):
            _ring(painter, option)

    def drawComplexControl(self, control: QStyle.ComplexControl, option: QStyleOptionComplex, painter: QPainter,
                           widget: QWidget | None = None) -> None:
        super().drawComplexControl(control, option, painter, widget)
        if control in self._RINGED_COMPLEX and _keyboard_focus(option):
            _ring(painter, option)


def _keyboard_focus(option: QStyleOption) -> bool:
    state = option.state
    return bool(state & QStyle.StateFlag.State_HasFocus) and bool(state & QStyle.StateFlag.State_KeyboardFocusChange)


def _ring(painter: QPainter, option: QStyleOption) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(option.palette.color(QPalette.ColorRole.Highlight), FOCUS_RING))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    half = FOCUS_RING / 2
    painter.drawRoundedRect(QRectF(option.rect).adjusted(half, half, -half, -half), 3, 3)
    painter.restore()


def _edge(painter: QPainter, option: QStyleOption, round_: bool = False) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(option.palette.color(QPalette.ColorRole.Dark), 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    rect = QRectF(option.rect).adjusted(0.5, 0.5, -0.5, -0.5)  # on the pixel grid
    if round_:
        painter.drawEllipse(rect)
    else:
        painter.drawRoundedRect(rect, 2, 2)
    painter.restore()


def theme_preference(name: str) -> Preference:
    """The preference a setting names ("system" for anything else)."""
    return "light" if name == "light" else "dark" if name == "dark" else "system"


def system_is_dark() -> bool:
    """True when the OS asks for a dark appearance (Unknown counts as light)."""
    return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark


def theme_for(preference: Preference) -> Theme:
    """The theme a preference stands for right now ('system' asks the OS)."""
    if preference == "dark" or (preference == "system" and system_is_dark()):
        return DARK
    return LIGHT


class ThemeManager(QObject):
    """Applies the theme to the whole application and follows the OS while the preference is 'system'.

    Signals:
        theme_changed(Theme): the palette was just applied; re-render anything that baked colours in.
    """

    theme_changed = Signal(object)

    def __init__(self, app: QApplication, preference: Preference = "system", *,
                 use_fusion: bool = True, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._app = app
        self._preference: Preference = preference
        self._theme = theme_for(preference)
        if use_fusion:
            # Native styles on Windows and macOS ignore parts of a custom palette; Fusion honours all
            # of it, so light and dark look the same everywhere.
            app.setStyle(ControlEdges("Fusion"))
        self._request(preference)
        app.setPalette(self._theme.palette())
        app.styleHints().colorSchemeChanged.connect(self._on_scheme_changed)

    @property
    def theme(self) -> Theme:
        return self._theme

    @property
    def preference(self) -> Preference:
        return self._preference

    def set_preference(self, preference: Preference) -> None:
        """Switch between following the OS and a fixed light or dark theme (from the settings)."""
        self._preference = preference
        self._request(preference)
        self._apply(theme_for(preference))

    def _request(self, preference: Preference) -> None:
        """Ask the platform for the scheme (or, for "system", let the OS decide again)."""
        hints = self._app.styleHints()
        if preference == "system":
            hints.unsetColorScheme()
        else:
            hints.setColorScheme(Qt.ColorScheme.Dark if preference == "dark" else Qt.ColorScheme.Light)

    def _on_scheme_changed(self, _scheme: Qt.ColorScheme) -> None:
        if self._preference == "system":
            self._apply(theme_for("system"))

    def _apply(self, theme: Theme) -> None:
        if theme == self._theme:
            return
        self._theme = theme
        self._app.setPalette(theme.palette())
        self.theme_changed.emit(theme)


def is_dark(widget: QWidget | None = None) -> bool:
    """Whether the application's theme is dark (the app palette: a style sheet changes the widget's own)."""
    del widget  # the theme is app-wide (ui.theme.ThemeManager)
    return QGuiApplication.palette().color(QPalette.ColorRole.Window).lightness() < 128


def error_colour(widget: QWidget) -> str:
    return (DARK if is_dark(widget) else LIGHT).error


def muted_colour(widget: QWidget) -> str:
    """The theme's muted colour, for labels drawn with a style sheet (it had a lighter grey of its own)."""
    return (DARK if is_dark(widget) else LIGHT).muted
