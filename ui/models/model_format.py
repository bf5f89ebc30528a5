"""Small pieces the model views share: fit badges, device names, durations and colours by theme.

Why a module: the picker, the downloads list and the installed list must say the same thing the
same way ("Fits" on a green badge, "CUDA (NVIDIA)", "about 3 min left"), in both themes. Colours are
picked from the widget's palette (dark or light), because badges are drawn with style sheets that do
not follow the palette by themselves.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale
from PySide6.QtWidgets import QLabel, QWidget

from app.i18n import QT_TRANSLATE_NOOP
from app.qt.i18n import translate
from models.fit import FitReport
from ui.theme import is_dark

VERDICT_TEXT = {"fits": QT_TRANSLATE_NOOP("FitBadge", "Fits"), "tight": QT_TRANSLATE_NOOP("FitBadge", "Tight fit"),
                "won't fit": QT_TRANSLATE_NOOP("FitBadge", "Won't fit"),
                "unknown": QT_TRANSLATE_NOOP("FitBadge", "Fit unknown")}
# (background, text) for the light and the dark theme
_BADGE = {
    "fits": (("#dafbe1", "#116329"), ("#12361f", "#7ee787")),
    "tight": (("#fff8c5", "#7d4e00"), ("#3b2e0a", "#e3b341")),
    "won't fit": (("#ffebe9", "#a40e26"), ("#3d1418", "#ff9492")),
    "unknown": (("#eaeef2", "#424a53"), ("#2b2f36", "#b7bdc5")),
    "none": (("#eaeef2", "#424a53"), ("#2b2f36", "#b7bdc5")),
}
DEVICE_NAMES = {"cpu": "CPU", "cuda": "CUDA (NVIDIA)", "dml": "DirectML", "webgpu": "WebGPU (plugin)",
                "trtrtx": "TensorRT-RTX (NVIDIA RTX)", "openvino": "OpenVINO (Intel)", "npu": "NPU",
                "qnn": "Snapdragon NPU (QNN)", "vitisai": "AMD NPU (VitisAI)"}


def device_names(devices: tuple[str, ...] | list[str]) -> str:
    return ", ".join(DEVICE_NAMES.get(d, d) for d in devices)


def verdict_text(verdict: str) -> str:
    """A fit verdict ("fits", "tight"…) as the badge says it."""
    return translate("FitBadge", VERDICT_TEXT[verdict])


def language_hint(languages: tuple[str, ...]) -> str:
    """Whether a catalog model answers well in the window's language (QLocale's; "" in English, or when the
    catalog does not say): a small model that writes only English is no use for a question in Japanese."""
    locale = QLocale()
    code = locale.name().split("_")[0]
    if code in ("en", "C") or not languages:
        return ""
    name = locale.nativeLanguageName() or code
    if code in languages:
        return translate("ModelFormat", "Answers well in {0}.").format(name)
    return translate("ModelFormat", "Answers best in English; weak in {0}.").format(name)


def duration(seconds: float | None) -> str:
    """'about 3 min', '12 s', '1 h 05 min' (in the window's language); '' when unknown."""
    if seconds is None:
        return ""
    s = max(int(seconds), 0)
    if s < 60:
        return translate("ModelFormat", "{0} s").format(s)
    if s < 3600:
        return translate("ModelFormat", "about {0} min").format(round(s / 60))
    return translate("ModelFormat", "{0} h {1} min").format(s // 3600, f"{s % 3600 // 60:02d}")


def count(n: int) -> str:
    """Downloads and likes as people read them: 950, 12.3k, 4.1M (the decimal sign of the locale)."""
    locale = QLocale()
    if n >= 1_000_000:
        return translate("ModelFormat", "{0}M").format(locale.toString(n / 1e6, "f", 1))
    if n >= 10_000:
        return translate("ModelFormat", "{0}k").format(locale.toString(n / 1e3, "f", 0))
    if n >= 1_000:
        return translate("ModelFormat", "{0}k").format(locale.toString(n / 1e3, "f", 1))
    return locale.toString(n)


def parameters(n: int) -> str:
    """A model's parameter count: 1.2B, 135M."""
    locale = QLocale()
    if n >= 1e9:
        return translate("ModelFormat", "{0}B").format(locale.toString(n / 1e9, "f", 1))
    return translate("ModelFormat", "{0}M").format(locale.toString(n / 1e6, "f", 0))


class FitBadge(QLabel):
    """A coloured "Fits / Tight fit / Won't fit" label whose tooltip shows the numbers behind it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.verdict = "none"
        self.set_report(None)

    def set_report(self, report: FitReport | None, *, text: str | None = None, tooltip: str = "") -> None:
        """Show `report`; without one, `text` (e.g. "Not for this computer") on a neutral badge."""
        self.verdict = report.verdict if report is not None else "none"
        label = verdict_text(report.verdict) if report is not None else (text or "")
        self.setText(label)
        tip = report.tooltip if report is not None else tooltip
        self.setToolTip(tip)
        self.setAccessibleName(translate("FitBadge", "Fit: {0}").format(label))
        self.setAccessibleDescription(tip)
        self.restyle()

    def restyle(self) -> None:
        background, text = _BADGE[self.verdict][1 if is_dark() else 0]
        sheet = (f"QLabel {{ background: {background}; color: {text}; border-radius: 4px; "
                 "padding: 1px 6px; }")
        if sheet != self.styleSheet():  # setting a sheet changes the palette: never loop
            self.setStyleSheet(sheet)

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self.restyle()


def badge_colours(verdict: str, dark: bool) -> tuple[str, str]:
    """(background, text) of a verdict's badge, for item views that cannot hold a FitBadge."""
    return _BADGE.get(verdict, _BADGE["none"])[1 if dark else 0]
