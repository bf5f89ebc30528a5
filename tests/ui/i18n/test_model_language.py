"""Which models answer well in the window's language: the catalog says (its `languages`), the hints repeat it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale

from models.catalog import load_catalog
from ui.models.model_format import language_hint


@pytest.fixture
def japanese() -> Iterator[None]:
    before = QLocale()
    QLocale.setDefault(QLocale("ja_JP"))
    yield
    QLocale.setDefault(before)


def test_the_catalog_says_which_languages_each_model_answers_well_in() -> None:
    entries = {e.id: e for e in load_catalog()}
    assert all(e.languages and "en" in e.languages for e in entries.values())
    assert "ja" in entries["qwen3-8b"].languages and entries["smollm2-135m"].languages == ("en",)


def test_the_hint_names_the_windows_language(japanese: None) -> None:
    assert language_hint(("en", "zh", "ja")) == "Answers well in 日本語."
    assert language_hint(("en",)) == "Answers best in English; weak in 日本語."
    assert language_hint(()) == ""  # the catalog does not say: no guess


def test_no_hint_in_english() -> None:
    assert language_hint(("en",)) == ""  # the window's English (tests/ui/conftest.py): every model speaks it
