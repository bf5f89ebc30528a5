"""Small pieces the model views share: fit badges, device names, durations and colours by theme.

Why a module: the picker, the downloads list and the installed list must say the same thing the
same way ("Fits" on a green badge, "CUDA (NVIDIA)", "about 3 min left"), in both themes. Colours are
picked from the widget's palette (dark or light), because badges are drawn with style sheets that do
not follow the palette by themselves.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QWidget

from models.fit import FitReport
from ui.theme import is_dark

VERDICT_TEXT = {"fits": "Fits", "tight": "Tight fit", "won't fit": "Won't fit", "unknown": "Fit unknown"}
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


def duration(seconds: float | None) -> str:
    """'about 3 min', '12 s', '1 h 05 min'; '' when unknown."""
    if seconds is None:
        return ""
    s = max(int(seconds), 0)
    if s < 60:
        return f"{s} s"
    if s < 3600:
        return f"about {round(s / 60)} min"
    return f"{s // 3600} h {s % 3600 // 60:02d} min"


def count(n: int) -> str:
    """Downloads and likes as people read them: 950, 12.3k, 4.1M."""
    if n >= 1_000_000:
        return f"{n / 1e6:.1f}M"
    if n >= 10_000:
        return f"{n / 1e3:.0f}k"
    if n >= 1_000:
        return f"{n / 1e3:.1f}k"
    return str(n)


def parameters(n: int) -> str:
    return f"{n / 1e9:.1f}B" if n >= 1e9 else f"{n / 1e6:.0f}M"


class FitBadge(QLabel):
    """A coloured "Fits / Tight fit / Won't fit" label whose tooltip shows the numbers behind it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.verdict = "none"
        self.set_report(None)

    def set_report(self, report: FitReport | None, *, text: str | None = None, tooltip: str = "") -> None:
        """Show `report`; without one, `text` (e.g. "Not for this computer") on a neutral badge."""
        self.verdict = report.verdict if report is not None else "none"
        label = VERDICT_TEXT[report.verdict] if report is not None else (text or "")
        self.setText(label)
        tip = report.tooltip if report is not None else tooltip
        self.setToolTip(tip)
        self.setAccessibleName(f"Fit: {label}")
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
