"""Hearth: private, local LLM chat. `python main.py --help` lists the commands.

Kept light at the top level: the engine host process (multiprocessing 'spawn') imports this file
again as `__mp_main__`, so nothing runs here unless it is the main program.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Command:
    """One terminal command: `module.add_arguments(parser)` declares its arguments (when it has any) and
    `module.<run>(args)` runs it. Modules are imported only when the parser is built."""

    name: str
    help: str
    module: str
    run: str = "main"
    arguments: bool = True


COMMANDS: tuple[Command, ...] = (
    Command("chat", "chat in the terminal", "app.cli.chat"),
    Command("doctor", "show what Hearth sees of this machine", "app.cli.doctor"),
    Command("demo-model", "build the offline demo model (once) and print its folder", "app.cli.builds", "demo",
            arguments=False),
    Command("embed-model", "build the documents' embedding model (once) and print its folder", "app.cli.builds",
            "embed", arguments=False),
    Command("speech-model", "build the speech model for voice (Whisper tiny.en, once) and print its folder",
            "app.cli.builds", "speech", arguments=False),
    Command("transcribe", "an audio file to text on this computer (Whisper; --json, --srt, --vtt)",
            "app.cli.transcribe"),
    Command("docs", "add, list, remove and re-index libraries of documents", "app.cli.docs"),
    Command("serve", "serve the model to other programs (OpenAI-compatible API)", "app.cli.serve"),
    Command("models", "search, download, list, remove and import models", "app.cli.models"),
    Command("remotes", "add, list and remove remote servers (OpenAI-compatible)", "app.cli.remotes"),
    Command("accel", "install the CUDA flavour or a plugin provider on demand", "app.cli.accel"),
    Command("mcp", "add, list, test and remove MCP tool servers", "app.cli.mcp"),
    Command("connect", "connect Claude Code, Codex, opencode or Continue to the running server (print or --write)",
            "app.cli.connect"),
)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="hearth", description="Private, local LLM chat.")
    parser.add_argument("--model", type=Path, help="open the window with this model folder loaded")
    parser.add_argument("--build-demo", action="store_true",
                        help="when no model is installed, build the demo model in the window at once")
    parser.add_argument("--selftest", action="store_true",
                        help="check this installation end to end (imports, store, demo model) and exit")
    sub = parser.add_subparsers(dest="command")
    for command in COMMANDS:
        command_parser = sub.add_parser(command.name, help=command.help)
        if command.arguments:
            importlib.import_module(command.module).add_arguments(command_parser)
    return parser


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
    command = next((c for c in COMMANDS if c.name == args.command), None)
    if command is not None:
        run: Callable[[argparse.Namespace], int] = getattr(importlib.import_module(command.module), command.run)
        return run(args)
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
