"""`main.py serve`: the local API without a window, the model loaded once at start.

The server listens at once and `/health` answers 503 until the model has loaded (a container
platform's startup probe waits for 200). It refuses an address other computers can reach unless an
API key is set (`--api-key` or `HEARTH_API_KEY`). Logs go to stderr (one line per request, never a
prompt) as well as to the rotating log file.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from app.system.logs import FORMAT, logs_to_file, setup_logging

if TYPE_CHECKING:
    from app.engine.client import EngineClient

DEFAULT_PORT = 8080
EXIT_USAGE = 2
SHUTDOWN_ENGINE_S = 0.5  # after the drain: SIGTERM to exit stays within 5 s even mid token step


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--model", help="installed model name or model folder (default: the demo model)")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (default 127.0.0.1; any other needs an API key)")
    parser.add_argument("--port", type=int, default=None, help=f"port (default: $PORT, else {DEFAULT_PORT})")
    parser.add_argument("--api-key", default=None, help="key clients must send (default: $HEARTH_API_KEY)")
    parser.add_argument("--queue", type=int, default=16,
                        help="requests that may wait behind the one being answered; more get 429 (default 16)")
    parser.add_argument("--max-tokens", type=int, default=2048,
                        help="reply budget when a request names none (default 2048)")
    parser.add_argument("--device", action="append", dest="devices",
                        help="execution provider to try (repeatable, in order; default: best available)")
    parser.add_argument("--threads", type=int, default=0, help="intra-op threads (0 = automatic)")


def _port(args: argparse.Namespace) -> int | None:
    if args.port is not None:
        return int(args.port)
    raw = os.environ.get("PORT", "").strip()
    if not raw:
        return DEFAULT_PORT
    return int(raw) if raw.isdigit() else None


def _model_folder(name: str | None, models_dir: Path) -> Path | None:
    from app.api.catalog import resolve_model
    from app.system.paths import demo_model_dir
    from models.demo import is_complete

    if name:
        return resolve_model(name, models_dir)
    demo = demo_model_dir()
    return demo if is_complete(demo) else None


def _log_to_stderr() -> None:
    if not logs_to_file(setup_logging("api-server")):
        return  # a read-only home: setup_logging already writes to stderr (every line was shown twice)
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter(FORMAT))
    logging.getLogger("hearth").addHandler(handler)


def main(args: argparse.Namespace, engine: EngineClient | None = None) -> int:
    """`engine`: the client of the engine host to serve with (a new one by default; tests give one that
    scripts some replies)."""
    from app.api.server import ApiServer, base_url, is_loopback
    from app.api.state import ServerConfig, ServerState
    from app.cli.installed import models_dir_for
    from app.engine.client import EngineClient
    from app.settings import load_settings
    from app.system.paths import resolve_paths

    port = _port(args)
    if port is None or not 0 <= port <= 65535:
        print("The port must be a number from 0 to 65535 (check --port or PORT).", file=sys.stderr)
        return EXIT_USAGE
    key = args.api_key if args.api_key is not None else os.environ.get("HEARTH_API_KEY", "")
    if key and not key.strip():
        print("The API key is blank (only spaces): set a real key, or none to serve on loopback only.",
              file=sys.stderr)
        return EXIT_USAGE
    key = key.strip()
    if not is_loopback(args.host) and not key:
        print(f"Refusing to serve on {args.host} without an API key: other computers could use the model. "
              "Set --api-key or HEARTH_API_KEY, or serve on 127.0.0.1.", file=sys.stderr)
        return EXIT_USAGE
    if args.queue < 0 or args.max_tokens < 1:
        print("--queue must be 0 or more and --max-tokens 1 or more.", file=sys.stderr)
        return EXIT_USAGE
    settings = load_settings(resolve_paths().settings_file).settings
    models_dir = models_dir_for(settings)
    folder = _model_folder(args.model, models_dir)
    if folder is None:
        print(f"No model {args.model!r}: give an installed model's name (`main.py models list`) or a model "
              "folder." if args.model else "The demo model is not built yet. Run:  python main.py demo-model",
              file=sys.stderr)
        return EXIT_USAGE
    _log_to_stderr()
    engine = engine or EngineClient()
    config = ServerConfig(api_key=key, max_queue=args.queue, default_max_tokens=args.max_tokens,
                          intra_op_threads=args.threads, providers=tuple(args.devices or ()))
    state = ServerState(engine, config, models_dir, owns_engine=True)
    try:
        server = ApiServer(state, args.host, port)
        try:
            server.bind()
        except OSError as exc:
            print(f"Cannot listen on {base_url(args.host, port)}: {exc.strerror or exc}", file=sys.stderr)
            return 1
        threading.Thread(target=state.load, args=(folder,), name="hearth-api-load", daemon=True).start()
        server.run(ready=lambda: logging.getLogger("hearth.api").info(
            "listening on %s (model %s loading)", server.url, folder.name))
    finally:
        engine.close(SHUTDOWN_ENGINE_S)
    logging.getLogger("hearth.api").info("stopped")
    return 0
