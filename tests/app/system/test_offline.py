"""Offline mode is one switch: it blocks every network feature with a message that says where to turn
it off, reaches child processes through HF_HUB_OFFLINE, and never clears the person's own variable."""

from __future__ import annotations

import os

import pytest
from huggingface_hub import constants

from app.settings import Settings
from app.system.offline import apply_offline_env, network_allowed, require_network
from models.errors import ModelError


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("HF_HUB_OFFLINE", raising=False)
    monkeypatch.delenv("HEARTH_OFFLINE", raising=False)
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", False)


def test_online_by_default() -> None:
    assert network_allowed(Settings()) == (True, "")
    require_network(Settings(), "search for models")  # no error


def test_the_switch_blocks_with_a_message_that_says_what_to_do() -> None:
    allowed, reason = network_allowed(Settings(offline=True))
    assert not allowed and "Preferences → Privacy & network" in reason
    with pytest.raises(ModelError) as info:
        require_network(Settings(offline=True), "download models")
    assert info.value.code == "offline"
    assert str(info.value) == (
        "Hearth is in offline mode: it makes no network connections, so it cannot download models. "
        "Turn offline mode off in Preferences → Privacy & network to download models.")


def test_apply_sets_and_clears_the_environment_and_the_library_flag() -> None:
    apply_offline_env(Settings(offline=True))
    assert os.environ["HF_HUB_OFFLINE"] == "1" and constants.HF_HUB_OFFLINE is True
    apply_offline_env(Settings(offline=False))
    assert "HF_HUB_OFFLINE" not in os.environ and constants.HF_HUB_OFFLINE is False
    assert network_allowed(Settings()) == (True, "")


def test_the_persons_own_variable_is_respected(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    allowed, reason = network_allowed(Settings())
    assert not allowed and "HF_HUB_OFFLINE" in reason
    with pytest.raises(ModelError, match="Unset the HF_HUB_OFFLINE environment variable"):
        require_network(Settings(), "search for models")
    apply_offline_env(Settings(offline=True))
    apply_offline_env(Settings(offline=False))
    assert os.environ["HF_HUB_OFFLINE"] == "1"  # not ours to clear
    assert constants.HF_HUB_OFFLINE is True
