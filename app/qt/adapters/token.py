"""Checking and storing the Hugging Face access token on a worker thread.

Why a worker: the check asks the hub whose token it is (a network call, up to its timeout), and
reading the keyring can block on a locked keychain. The token travels only inside the job; it is
never put into a signal, a message or a log (an unexpected failure is named by its type only).

`TokenKeeper` signals (main thread):
    saved(str user, str storage): the token is valid and stored ("keyring" or "session").
    failed(str): why it was not stored, for people.
    status(bool): whether a token is stored now (the answer to `read_status`).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal, Slot

from app.qt.workers import Worker
from app.system import secrets


@dataclass(frozen=True)
class TokenRequest:
    token: str
    endpoint: str | None


@dataclass(frozen=True)
class _Saved:
    user: str
    storage: str


class TokenKeeper(QObject):
    """Token checks and keyring reads, one at a time on the "hearth-token" thread."""

    saved = Signal(str, str)
    failed = Signal(str)
    status = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker = Worker("hearth-token", self)
        self._worker.succeeded.connect(self._on_succeeded)
        self._worker.failed.connect(self._on_failed)

    def save(self, request: TokenRequest) -> None:
        def run() -> _Saved:
            user = secrets.check_token(request.token, request.endpoint)
            return _Saved(user, secrets.set_token(request.token))

        self._worker.submit(run, unexpected="The token could not be checked ({kind}). Try again.")

    def read_status(self) -> None:
        self._worker.submit(lambda: secrets.get_token() is not None,
                            unexpected="The keyring could not be read ({kind}).")

    @Slot(int, object)
    def _on_succeeded(self, _job: int, result: object) -> None:
        if isinstance(result, _Saved):
            self.saved.emit(result.user, result.storage)
        else:
            self.status.emit(bool(result))

    @Slot(int, str)
    def _on_failed(self, _job: int, message: str) -> None:
        self.failed.emit(message)

    def shutdown(self) -> None:
        """Wait for a token check in flight, then stop the thread."""
        self._worker.shutdown()
