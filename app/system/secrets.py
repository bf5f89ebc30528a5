"""The Hugging Face access token: kept in the OS keyring, never in a file or a log.

A token opens private and gated repositories on the person's account, so it is stored only where
the operating system protects secrets (Keychain, Credential Manager, Secret Service), under service
"Hearth", user "huggingface". Where no usable keyring exists (a bare Linux session, a CI box), the
token is kept in memory for this session only and `set_token` says so, so the window can tell the
person it will be asked for again. Backends that would write the secret to a plain file (the
`keyrings.alt` family) or drop it silently (the null backend) do not count as usable.

`check_token` asks the hub whose token it is (`HfApi.whoami`), to catch a mistyped or revoked
token when it is entered instead of at the first gated download.
"""

from __future__ import annotations

import logging
import os
import threading
from typing import TYPE_CHECKING, Literal

import keyring
import keyring.errors
from keyring.backend import KeyringBackend

from models.errors import ModelError

if TYPE_CHECKING:  # offline mode imports the hub client (0.2 s): only when a token is checked
    from app.system.offline import OfflineSwitch

log = logging.getLogger("hearth.secrets")

SERVICE = "Hearth"
USER = "huggingface"
TokenStorage = Literal["keyring", "session"]
_PLAINTEXT_MODULES = ("keyrings.alt", "keyring.backends.null", "keyring.backends.fail")


class TokenVault:
    """The token in the keyring, or for this session when there is none. `backend` is for tests;
    by default the keyring library picks the OS backend (or `PYTHON_KEYRING_BACKEND`). `user` names the
    secret under service "Hearth" (a remote server's API key has one of its own)."""

    def __init__(self, backend: KeyringBackend | None = None, user: str = USER) -> None:
        self._backend = backend
        self._user = user
        self._session: str | None = None
        self._lock = threading.Lock()

    def _keyring(self) -> KeyringBackend | None:
        """The backend if it can keep a secret safely, else None."""
        try:
            backend = self._backend or keyring.get_keyring()
        except (keyring.errors.KeyringError, RuntimeError, ImportError) as exc:
            log.info("no keyring backend: %s", type(exc).__name__)
            return None
        modules = [type(b).__module__ for b in getattr(backend, "backends", [backend])]
        if not modules or all(m.startswith(_PLAINTEXT_MODULES) for m in modules):
            return None
        return backend

    def set(self, token: str) -> TokenStorage:
        """Store `token`; 'keyring' when the OS keeps it, 'session' when it lasts until Hearth quits."""
        token = token.strip()
        if not token or any(c.isspace() for c in token):
            raise ModelError("token_invalid", "That is not an access token: paste the token from "
                                              "huggingface.co/settings/tokens, without spaces.")
        backend = self._keyring()
        with self._lock:
            self._session = None
            if backend is not None:
                try:
                    backend.set_password(SERVICE, self._user, token)
                    if backend.get_password(SERVICE, self._user) == token:  # a backend may drop it silently
                        return "keyring"
                except (keyring.errors.KeyringError, OSError, RuntimeError) as exc:
                    log.warning("could not store the token in the keyring: %s", type(exc).__name__)
            self._session = token
            return "session"

    def get(self) -> str | None:
        with self._lock:
            if self._session is not None:
                return self._session
        backend = self._keyring()
        if backend is None:
            return None
        try:
            return backend.get_password(SERVICE, self._user) or None
        except (keyring.errors.KeyringError, OSError, RuntimeError) as exc:
            log.warning("could not read the token from the keyring: %s", type(exc).__name__)
            return None

    def clear(self) -> None:
        """Forget the token everywhere it may be (no error when there was none)."""
        with self._lock:
            self._session = None
        backend = self._keyring()
        if backend is None:
            return
        try:
            backend.delete_password(SERVICE, self._user)
        except keyring.errors.PasswordDeleteError:
            pass  # none was stored
        except (keyring.errors.KeyringError, OSError, RuntimeError) as exc:
            log.warning("could not delete the token from the keyring: %s", type(exc).__name__)


_vault = TokenVault()


def set_token(token: str) -> TokenStorage:
    """Store the Hugging Face token; see `describe_storage` for what to tell the person."""
    return _vault.set(token)


def get_token() -> str | None:
    return _vault.get()


def clear_token() -> None:
    _vault.clear()


def env_token() -> str | None:
    """`HF_TOKEN` from the environment. The terminal falls back to it, for one command, where no token
    is saved: without a keyring it has no other way into gated repositories. It is never stored."""
    return os.environ.get("HF_TOKEN", "").strip() or None


def describe_storage(storage: TokenStorage) -> str:
    if storage == "keyring":
        return "The access token is saved in your system's keyring."
    return ("No system keyring is available, so the access token is kept only until Hearth quits; you will "
            "be asked for it again next time. It is never written to a file.")


def check_token(token: str, endpoint: str | None = None, *, settings: OfflineSwitch | None = None,
                timeout: float = 20.0) -> str:
    """The hub user name the token belongs to; ModelError for a bad token or an unreachable hub."""
    import httpx2
    from huggingface_hub import HfApi
    from huggingface_hub.errors import HfHubHTTPError, OfflineModeIsEnabled

    from models.hub.repo import resolve_endpoint
    from models.hub.search import ensure_online

    if settings is not None:
        from app.system.offline import require_network

        require_network(settings, "check the access token")
    ensure_online("check the access token")
    base = resolve_endpoint(endpoint)
    token = token.strip()
    if not token:
        raise ModelError("token_invalid", "No access token was entered. Paste one from "
                                          "huggingface.co/settings/tokens.")
    api = HfApi(endpoint=base, token=False, library_name="hearth")
    try:
        info = api.whoami(token)
    except OfflineModeIsEnabled as exc:
        raise ModelError("offline", "Hearth is in offline mode, so it cannot check the access token.") from exc
    except HfHubHTTPError as exc:
        status = exc.response.status_code
        if status in (401, 403):
            raise ModelError(
                "token_invalid",
                "Hugging Face did not accept this access token: it is mistyped, expired or revoked. Create "
                "a new one at huggingface.co/settings/tokens and paste it again.",
            ) from exc
        raise ModelError("hub_error", f"The hub at {base} could not check the token ({status}). "
                                      "Try again later.") from exc
    except httpx2.TransportError as exc:
        raise ModelError(
            "network",
            f"Cannot reach the hub at {base} to check the token ({type(exc).__name__}). Check your internet "
            "connection or proxy, then try again.",
        ) from exc
    name = info.get("name") if isinstance(info, dict) else None
    if not isinstance(name, str) or not name:
        raise ModelError("hub_error", f"The hub at {base} did not say whose token this is. Try again later.")
    return name
