"""How fast a model writes here, in the window's words: `models.speed`'s estimate said through a `Translate`.

`models.speed` keeps the English wording for the terminal and `doctor` (the models layer cannot reach the
translations); the window, the picker and the Models window say it with these, translated (`app.i18n`).
"""

from __future__ import annotations

from app.i18n import QT_TRANSLATE_NOOP, Translate, untranslated
from models.speed import SpeedEstimate

_VERDICTS = {"fast": QT_TRANSLATE_NOOP("Speed", "fast"), "usable": QT_TRANSLATE_NOOP("Speed", "usable"),
             "slow": QT_TRANSLATE_NOOP("Speed", "slow")}


def _amount(estimate: SpeedEstimate) -> str:
    rate = estimate.tokens_per_s
    return f"{rate:.0f}" if rate >= 2 else f"{rate:.1f}"


def pace_words(estimate: SpeedEstimate, translate: Translate = untranslated) -> str:
    """'about 12 tokens a second' ('at least' for a GPU floor, 'measured' once a reply was written here)."""
    if estimate.measured:
        text = translate("Speed", "measured {0} tokens a second")
    elif estimate.at_least:
        text = translate("Speed", "at least {0} tokens a second")
    else:
        text = translate("Speed", "about {0} tokens a second")
    return text.format(_amount(estimate))


def speed_words(estimate: SpeedEstimate | None, translate: Translate = untranslated) -> str:
    """'usable — about 12 tokens a second' ('' when unknown): the one wording the picker and the Models
    window use."""
    if estimate is None:
        return ""
    return f"{translate('Speed', _VERDICTS[estimate.verdict])} — {pace_words(estimate, translate)}"


def short_speed_words(estimate: SpeedEstimate | None, translate: Translate = untranslated) -> str:
    """'usable · ≈ 12 tok/s' ('≥' for a GPU floor; '' when unknown): a table's column, which must fit beside
    six others in the Models window (the whole wording is then the cell's tooltip)."""
    if estimate is None:
        return ""
    text = translate("Speed", "{0} · ≥ {1} tok/s") if estimate.at_least else translate("Speed", "{0} · ≈ {1} tok/s")
    return text.format(translate("Speed", _VERDICTS[estimate.verdict]), _amount(estimate))


def speed_tooltip(estimate: SpeedEstimate, translate: Translate = untranslated) -> str:
    """Where the figure comes from: the last reply's measured speed, or the weights read per token."""
    if estimate.measured:
        return translate("Speed", "The speed its last reply was written at on this computer. 10 or more reads "
                                  "comfortably.")
    source = (translate("Speed", "an assumed floor for GPU memory") if estimate.at_least
              else translate("Speed", "this machine's memory, measured"))
    return translate("Speed", "Writing reads all {0} GB of weights for every word piece: at {1} GB/s ({2}) that is "
                              "about {3} tokens a second. 10 or more reads comfortably.").format(
        f"{estimate.weight_bytes / 1e9:.1f}", f"{estimate.bandwidth_gbs:.0f}", source, round(estimate.tokens_per_s))
