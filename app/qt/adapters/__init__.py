"""Qt adapters: the window's way into blocking work, as signals with plain data on the main thread.

Each adapter wraps one piece of `models/` or `app/` that blocks (a hub search, a download, an
import with its test load, a token check) and turns it into requests and answer signals; none
knows a widget. They live together here, not in the widget modules, so `ui/` holds widgets only
and every thread is started and stopped the same way (`app.qt.workers.Worker`; the download queue
has its own plain thread, which `downloads.DownloadBridge` coalesces into signals).
The engine's bridge sits beside them (`app.qt.engine_bridge`).
"""
