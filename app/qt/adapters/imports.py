"""Importing a model folder on a worker thread: validate, copy or link, test-load.

Why a worker: an imported folder is untrusted input, so it is validated, copied (or linked) and
test-loaded (`app.engine.verify.verify_model`: a host process loads it and generates one token),
which takes seconds to minutes for a big model.

`ModelImporter` signals (main thread):
    imported(InstalledModel): the model is installed.
    failed(str): a message for people; nothing was imported.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot

from app.qt.workers import Worker
from models.errors import ModelError
from models.importing import import_model
from models.installed import InstalledModel


def verify_folder(folder: Path) -> None:
    """Load the model in a host process and generate one token; ModelError if it does not run."""
    from app.engine.client import EngineError
    from app.engine.verify import verify_model

    try:
        verify_model(folder)
    except EngineError as exc:
        raise ModelError("model_broken", f"The model passed the file checks but does not run: {exc} "
                                         "It was not imported.") from exc


@dataclass(frozen=True)
class ImportRequest:
    source: Path
    models_dir: Path
    link: bool


class ModelImporter(QObject):
    """Imports one folder at a time on the "hearth-import" thread; `shutdown()` before quitting."""

    imported = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker = Worker("hearth-import", self)
        self._worker.succeeded.connect(self._on_succeeded)
        self._worker.failed.connect(self._on_failed)

    def start(self, request: ImportRequest) -> None:
        def run() -> InstalledModel:
            # verify_folder is looked up when the job runs, so tests can replace it
            return import_model(request.source, request.models_dir, link=request.link, verify=verify_folder)

        self._worker.submit(run, unexpected=f"Importing {request.source} failed unexpectedly ({{error}}). "
                                            "Nothing was imported.")

    @Slot(int, object)
    def _on_succeeded(self, _job: int, model: object) -> None:
        self.imported.emit(model)

    @Slot(int, str)
    def _on_failed(self, _job: int, message: str) -> None:
        self.failed.emit(message)

    def shutdown(self) -> None:
        """Wait for an import in flight, then stop the thread."""
        self._worker.shutdown()
