"""The one reader every import uses: each refusal says its own sentence, and nothing large is read."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ui.conversations import json_file
from ui.conversations.json_file import Refusals, Refused, read_json_file

REFUSALS = Refusals(too_large="big {0}", unreadable="unreadable {0}: {1}", not_text="binary {0}",
                    not_json="bad {0} at {1}:{2} ({3})", too_deep="deep {0}")


def test_a_whole_file_is_read(tmp_path: Path) -> None:
    path = tmp_path / "ok.json"
    path.write_text('{"title": "Café"}', encoding="utf-8")
    assert read_json_file(path, REFUSALS) == {"title": "Café"}


def test_each_refusal_says_its_own_sentence(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    binary, broken, deep, big = (tmp_path / n for n in ("binary.json", "broken.json", "deep.json", "big.json"))
    binary.write_bytes(b"\xff\xfe\x00garbage")
    broken.write_text('{"a": 1,\n "b": }', encoding="utf-8")
    deep.write_text("[" * 200_000 + "]" * 200_000, encoding="utf-8")
    big.write_text("[]", encoding="utf-8")
    os.truncate(big, json_file.MAX_IMPORT_BYTES + 1)  # sparse: no disk spent
    messages = []
    for path in (binary, broken, deep, big, tmp_path / "missing.json"):
        with pytest.raises(Refused) as refused:
            read_json_file(path, REFUSALS)
        messages.append(str(refused.value))
    assert messages[:4] == ["binary binary.json", "bad broken.json at 2:7 (Expecting value)", "deep deep.json",
                            "big big.json"]
    assert messages[4].startswith(f"unreadable {tmp_path / 'missing.json'}: No such file")
