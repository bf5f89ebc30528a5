"""The Qt side of the application core: QObjects the window drives (the chat controller, the model
session, the engine bridge, workers, adapters). The only package in `app` that imports PySide6, and
only QtCore (the import contract "app knows Qt only in app.qt")."""
