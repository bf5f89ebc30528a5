"""Offline mode: one switch (`Settings.offline`) that turns off every network feature.

Hearth promises no network traffic the person did not ask for; offline mode makes that a guarantee
they can see. Every network feature (search, downloads, the token check) asks `require_network`
first and gets a message saying what is off and where to turn it back on.

The switch also reaches code that does not know about settings: `apply_offline_env` sets
`HF_HUB_OFFLINE=1` (inherited by every child process, and checked at call time by `models.hub.search`)
and huggingface_hub's own module flag, which the library otherwise reads only once at import — so
turning offline mode off again takes effect without a restart. A `HF_HUB_OFFLINE` the person set
in their environment is respected and never cleared.
"""

from __future__ import annotations

import os
import sys
from typing import Protocol

from models.hub.search import OFFLINE_MARK, OFFLINE_SWITCH_PLACE, env_offline, offline_error

ENV = "HF_HUB_OFFLINE"


class OfflineSwitch(Protocol):
    """What offline mode reads of the settings (`app.settings.Settings`, a floor above this one)."""

    @property
    def offline(self) -> bool: ...


def _user_env_offline() -> bool:
    """HF_HUB_OFFLINE set by the person, not by Hearth's switch."""
    return env_offline() and os.environ.get(OFFLINE_MARK) != "1"


def network_allowed(settings: OfflineSwitch) -> tuple[bool, str]:
    """Whether network features may run, and if not, why (a short phrase for people)."""
    if settings.offline:
        return False, f"offline mode is on ({OFFLINE_SWITCH_PLACE})"
    if _user_env_offline():
        return False, "the HF_HUB_OFFLINE environment variable is set"
    return True, ""


def require_network(settings: OfflineSwitch, action: str) -> None:
    """Raise ModelError('offline') when `action` (e.g. "search for models") may not use the network."""
    allowed, _ = network_allowed(settings)
    if not allowed:
        raise offline_error(action, from_setting=settings.offline)


def apply_offline_env(settings: OfflineSwitch) -> None:
    """Make this process and its children follow the switch; call at start and whenever it changes."""
    if settings.offline:
        if not _user_env_offline():
            os.environ[OFFLINE_MARK] = "1"
        os.environ[ENV] = "1"
    elif os.environ.pop(OFFLINE_MARK, None) == "1":
        os.environ.pop(ENV, None)
    if "huggingface_hub.constants" in sys.modules:  # imported already: it read the variable at import
        from huggingface_hub import constants

        constants.HF_HUB_OFFLINE = env_offline()
