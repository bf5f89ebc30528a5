"""Hearth: private, local LLM chat. `python main.py --help` lists the commands.

Kept light at the top level: the engine host process (multiprocessing 'spawn') imports this file
again as `__mp_main__`, so nothing runs here unless it is the main program.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def _parser() -> argparse.ArgumentParser:
    from app.cli import chat as terminal_chat

    parser = argparse.ArgumentParser(prog="hearth", description="Private, local LLM chat.")
    parser.add_argument("--model", type=Path, help="open the window with this model folder loaded")
    parser.add_argument("--build-demo", action="store_true",
                        help="when no model is installed, build the demo model in the window at once")
    parser.add_argument("--selftest", action="store_true",
                        help="check this installation end to end (imports, store, demo model) and exit")
    sub = parser.add_subparsers(dest="command")
    chat = sub.add_parser("chat", help="chat in the terminal")
    terminal_chat.add_arguments(chat)
    doctor = sub.add_parser("doctor", help="show what Hearth sees of this machine")
    doctor.add_argument("--json", action="store_true")
    sub.add_parser("demo-model", help="build the offline demo model (once) and print its folder")
    sub.add_parser("embed-model", help="build the documents' embedding model (once) and print its folder")
    docs = sub.add_parser("docs", help="add, list, remove and re-index libraries of documents")
    _add_docs_arguments(docs)
    serve = sub.add_parser("serve", help="serve the model to other programs (OpenAI-compatible API)")
    _add_serve_arguments(serve)
    models = sub.add_parser("models", help="search, download, list, remove and import models")
    _add_models_arguments(models)
    remotes = sub.add_parser("remotes", help="add, list and remove remote servers (OpenAI-compatible)")
    _add_remotes_arguments(remotes)
    from app.cli import accel as accel_cli

    accel_cli.add_arguments(sub.add_parser("accel", help="install the CUDA flavour or a plugin provider on demand"))
    mcp = sub.add_parser("mcp", help="add, list, test and remove MCP tool servers")
    _add_mcp_arguments(mcp)
    from app.cli import connect as connect_cli

    connect_cli.add_arguments(sub.add_parser("connect", help="connect Claude Code, Codex, opencode or Continue "
                                                            "to the running server (print or --write)"))
    return parser


def _add_mcp_arguments(parser: argparse.ArgumentParser) -> None:
    from app.cli import mcp as mcp_cli

    mcp_cli.add_arguments(parser)


def _add_remotes_arguments(parser: argparse.ArgumentParser) -> None:
    from app.cli import remotes as remotes_cli

    remotes_cli.add_arguments(parser)


def _add_models_arguments(parser: argparse.ArgumentParser) -> None:
    from app.cli import models as models_cli

    models_cli.add_arguments(parser)


def _add_docs_arguments(parser: argparse.ArgumentParser) -> None:
    from app.cli import docs as docs_cli

    docs_cli.add_arguments(parser)


def _embed_model() -> int:
    from app.system.paths import embed_model_dir
    from models.embed_model import ensure_embed_model
    from models.errors import ModelError

    try:
        folder = ensure_embed_model(embed_model_dir(), lambda message: print(message, file=sys.stderr))
    except ModelError as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 1
    print(folder)
    return 0


def _add_serve_arguments(parser: argparse.ArgumentParser) -> None:
    from app.cli import serve as serve_cli

    serve_cli.add_arguments(parser)


def _demo_model() -> int:
    from app.engine.verify import verify_model
    from app.system.paths import demo_model_dir
    from models.demo import ensure_demo_model
    from models.errors import ModelError

    try:
        folder = ensure_demo_model(demo_model_dir(), lambda message: print(message, file=sys.stderr), verify_model)
    except ModelError as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 1
    print(folder)
    return 0


def main(argv: list[str] | None = None) -> int:
    from app.system.privacy import disable_telemetry_env

    disable_telemetry_env()  # before anything imports onnxruntime
    args = _parser().parse_args(argv)
    if args.command is None and not args.selftest:
        from app.system.display import gui_problem

        problem = gui_problem()
        if problem is not None:  # said before anything is written: nothing to clean up after a wrong start
            print(problem, file=sys.stderr)
            return 1
    from app.system.paths import make_private_roots

    make_private_roots()
    if args.command == "chat":
        from app.cli import chat as terminal_chat

        return terminal_chat.main(args)
    if args.command == "doctor":
        from app.cli import doctor

        return doctor.main(args.json)
    if args.command == "serve":
        from app.cli import serve as serve_cli

        return serve_cli.main(args)
    if args.command == "demo-model":
        return _demo_model()
    if args.command == "embed-model":
        return _embed_model()
    if args.command == "docs":
        from app.cli import docs as docs_cli

        return docs_cli.main(args)
    if args.command == "models":
        from app.cli import models as models_cli

        return models_cli.main(args)
    if args.command == "accel":
        from app.cli import accel as accel_cli

        return accel_cli.main(args)
    if args.command == "remotes":
        from app.cli import remotes as remotes_cli

        return remotes_cli.main(args)
    if args.command == "mcp":
        from app.cli import mcp as mcp_cli

        return mcp_cli.main(args)
    if args.command == "connect":
        from app.cli import connect as connect_cli

        return connect_cli.main(args)
    if args.selftest:
        from ui import selftest

        return selftest.run(args.model)
    from ui.app import run_gui

    return int(run_gui(args.model, build_demo=args.build_demo))


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()
    from app.accel import python as as_python

    sys.exit(as_python.run(sys.argv[1:]) if as_python.wanted(sys.argv[1:]) else main())
