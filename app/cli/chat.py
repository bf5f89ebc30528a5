"""`main.py chat`: a streaming chat in the terminal over the same engine client as the window.

`--remote URL` (or a saved server's name, `main.py remotes`) chats with a model on an OpenAI-compatible
server instead, through `app.remote.engine.RemoteEngine`, which has the engine client's interface;
`--model ID` picks the server's model (default: the first it lists). Naming the server on the command
line is the person's yes to sending the conversation there. A key comes from the keyring for a saved
server, else from `HEARTH_REMOTE_API_KEY`.

Ctrl+C stops the reply at any point (while the prompt is read or while the reply is written) and
returns to the prompt; Ctrl+C at an empty prompt, or twice in a row, quits cleanly. With `--prompt`
a Ctrl+C exits 130, as shells expect. No Ctrl+C ever prints a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from app.chat.parameters import PARAMETERS, Sampling
from app.chat.provenance import drafts_text
from app.chat.reasoning import answer_of, reasoning_and_content
from app.chat.values import ChatMessage
from app.cli.chat_project import apply_incognito, apply_project
from app.cli.reply_stream import stream_reply
from app.cli.thinking_out import ThinkingWriter
from app.engine import protocol as p
from app.engine.client import EngineClient, EngineError
from app.engine.protocol import SPECULATIVE_MODES
from app.remote.refs import RemoteLoaded, where_it_runs
from app.tools.builtin import BUILTINS

if TYPE_CHECKING:
    from app.cli.chat_docs import ChatDocuments
    from app.cli.chat_tools import TerminalTools
    from app.docs.grounding import Grounding
    from app.remote.engine import RemoteEngine
    from app.tools.spec import CallRecord

    Client = EngineClient | RemoteEngine

HELP = ("Commands: /reset (forget the conversation), /system TEXT (set the system prompt), /attach PATH (answer from "
        "a file or folder), /tools (the tools this chat may call), /remember TEXT, /memories, /forget N (what every "
        "chat knows about you), /quit. Ctrl+C stops a reply.")
INTERRUPTED = 130


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--model", type=Path, help="model folder (default: the demo model, if built); with "
                                                   "--remote, the server's model id")
    parser.add_argument("--remote", metavar="URL", help="chat with a model on this OpenAI-compatible server (a base "
                                                        "URL, or the name of a server added with `remotes add`)")
    parser.add_argument("--prompt", help="answer this once and exit")
    parser.add_argument("--json", action="store_true", help="with --prompt: print one JSON object")
    parser.add_argument("--system", default="", help="system prompt")
    parser.add_argument("--device", action="append", dest="devices",
                        help="device to try: cuda, trtrtx, dml, webgpu, openvino, qnn or cpu (repeatable, in order; "
                             "default: the best this machine has a device for, see `doctor`)")
    for param in PARAMETERS:  # one flag per generation parameter, from its one definition
        kind = float if param.kind == "float" else int
        parser.add_argument(param.flag, type=kind, default=param.default, help=param.help.replace("%", "%%"))
    parser.add_argument("--threads", type=int, default=0, help="intra-op threads (0 = automatic)")
    parser.add_argument("--speculative", choices=SPECULATIVE_MODES, default="auto",
                        help="speculative decoding from the conversation's own text, for greedy replies (--temp 0): "
                             "auto (drafts while they pay off), on, off (default: auto)")
    parser.add_argument("--docs", action="append", default=[], metavar="LIBRARY",
                        help="answer from this library of documents, citing sources (repeatable; `main.py docs list`)")
    parser.add_argument("--tools", nargs="+", action="extend", default=[], metavar="NAME",
                        help=f"tools the model may call, each call asked first: {', '.join(BUILTINS)}, or "
                             "server:NAME (`main.py mcp list`)")
    parser.add_argument("--no-memory", action="store_true", help="give no reply your memories (/remember adds one)")
    parser.add_argument("--incognito", action="store_true", help="memory neither read nor written (no /remember)")
    parser.add_argument("--project", metavar="NAME", help="chat inside this project of the window's: its instructions, "
                                                          "memories, documents, model and settings")
    parser.add_argument("--tool-choice", choices=("auto", "required"), default="auto",
                        help="required: the first step of each reply must call a tool")


def _default_model() -> Path | None:
    from app.system.paths import demo_model_dir
    from models.demo import is_complete

    demo = demo_model_dir()
    return demo if is_complete(demo) else None


def _check_devices(devices: list[str] | None) -> str | None:
    """A message for `--device` names Hearth does not know, else None."""
    from app.accel.devices import device_help, unknown_devices

    unknown = unknown_devices(devices or [])
    if not unknown:
        return None
    from app.accel.hardware import supported_providers

    names = ", ".join(repr(n) for n in unknown)
    return f"Unknown device {names}. Hearth's devices are:\n{device_help(supported_providers())}"


def main(args: argparse.Namespace) -> int:
    apply_incognito(args)  # --incognito, then --project: before anything reads args
    device_problem = _check_devices(args.devices) or apply_project(args)
    if device_problem is not None:
        print(device_problem, file=sys.stderr)
        return 2
    sampling = Sampling(**{param.name: getattr(args, param.name) for param in PARAMETERS})
    problems = sampling.problems()
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 2
    # Documents are imported here, not at the top: `main.py serve` builds this module's parser, and the
    # serving container carries neither the documents' readers nor the store.
    from app.cli.chat_docs import ChatDocuments
    from app.docs.service import DocsError

    try:
        documents = ChatDocuments(args.docs)
    except DocsError as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 2
    try:
        return _remote(args, sampling, documents) if args.remote else _local(args, sampling, documents)
    finally:
        documents.close()


def _local(args: argparse.Namespace, sampling: Sampling, documents: ChatDocuments) -> int:
    """The chat with a model on this computer, in an engine host."""
    model = args.model or _default_model()
    if model is None:
        print("No model given and the demo model is not built yet. Run:  python main.py demo-model",
              file=sys.stderr)
        return 2
    client = EngineClient()
    client.speculative = args.speculative
    return _chat(client, lambda: client.load(str(model), args.devices or (), args.threads), args, sampling,
                 documents, (EngineError,), "Could not load the model: ")


def _chat(client: Client, connect: Callable[[], p.Loaded | None], args: argparse.Namespace, sampling: Sampling,
          documents: ChatDocuments, errors: tuple[type[Exception], ...], failure: str) -> int:
    """Load the model (`connect`; None when it already said why it could not), then answer `--prompt` or
    converse; `errors` are told as `failure` + the message. The client is closed however it ends."""
    try:
        loaded = connect()
        if loaded is None:
            return 1
        tools = _tools(args, loaded)
        try:
            if args.prompt is not None:
                return _answer_once(client, args, sampling, loaded, documents, tools)
            return _interactive(client, args, sampling, loaded, documents, tools)
        finally:
            if tools is not None:
                tools.toolbox.close()  # the MCP servers it started stop with the chat
    except errors as exc:
        print(f"{failure}{exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return INTERRUPTED
    finally:
        client.close()


def _remote(args: argparse.Namespace, sampling: Sampling, documents: ChatDocuments) -> int:
    """The chat with a remote model (see the module doc)."""
    import os
    from dataclasses import replace

    from app.chat.values import RemoteRef
    from app.remote.engine import RemoteEngine
    from app.remote.servers import RemoteServer, RemoteServers, normalize_url
    from app.settings import load_settings
    from app.system.offline import network_allowed
    from app.system.paths import resolve_paths
    from models.errors import ModelError

    paths = resolve_paths()
    servers = RemoteServers(paths.data)
    client = RemoteEngine(servers, lambda: network_allowed(load_settings(paths.settings_file).settings))

    def connect() -> p.Loaded | None:
        saved = servers.get(args.remote)
        if saved is None:
            url = normalize_url(args.remote)
            saved = next((s for s in servers.all() if s.base_url == url), None)
        if saved is not None:
            server, key = replace(saved, consented=True), servers.key(saved.id) or ""
        else:
            server = RemoteServer("command-line", url, url, consented=True)
            key = os.environ.get("HEARTH_REMOTE_API_KEY", "")
        client.use_server(server, key)
        model = str(args.model) if args.model else ""
        if not model:
            listed = client.list_models(server)
            if not listed:
                print(f"{server.host} lists no models.", file=sys.stderr)
                return None
            model = listed[0].id
        return client.load(str(RemoteRef(server.id, model)))

    return _chat(client, connect, args, sampling, documents, (EngineError, ModelError), "Error: ")


def _tools(args: argparse.Namespace, loaded: p.Loaded) -> TerminalTools | None:
    """The chat's tools (`--tools`), or None without them."""
    if not args.tools:
        return None
    from app.cli.chat_tools import TerminalTools
    from app.system.paths import resolve_paths
    from app.tools.builtin import ToolContext
    from app.tools.setup import terminal_toolbox
    from app.tools.traits import ModelTraits, read_traits

    paths = resolve_paths()
    traits = ModelTraits() if isinstance(loaded, RemoteLoaded) else read_traits(Path(loaded.model_dir))
    tools = TerminalTools(terminal_toolbox(), args.tools, traits, args.tool_choice == "required",
                          context=ToolContext(None, paths.conversations_db, paths.documents_db, args.project_id),
                          remote=isinstance(loaded, RemoteLoaded), messages=sys.stderr if args.json else None)
    for why in tools.problems:
        print(f"(tools: {why})", file=sys.stderr)
    return tools


def _turn(client: Client, messages: list[ChatMessage], sampling: Sampling, system: str, out: list[str],
          tools: TerminalTools | None, calls: list[list[CallRecord]] | None = None,
          ) -> tuple[p.Done | p.Error, bool, list[CallRecord]]:
    """One reply: a plain turn, or with tools a series of steps, each call asked and run (see chat_tools)."""
    if tools is None or not tools.specs:
        return *stream_reply(client.turn(messages, sampling, system), out), []
    from app.cli.chat_tools import StepSink
    from app.tools.plan import step_sampling

    steps = tools.steps(messages, system, calls or [])
    while True:
        plan = steps.plan()
        result, interrupted = stream_reply(client.turn(list(plan.messages), step_sampling(sampling, plan), "",
                                                  guidance=plan.guidance, tools=plan.tools_json), StepSink(steps, out))
        if isinstance(result, p.Error) or interrupted:
            return result, interrupted, steps.records
        record = steps.finish_step()
        if record is None:
            out.append(steps.held_text())
            return result, False, steps.records
        if tools.decide(record):
            tools.run(steps.specs[record.tool], record)
        else:
            tools.refuse(record)
        if record.status == "cancelled":
            return result, True, steps.records


def _answer_once(client: Client, args: argparse.Namespace, sampling: Sampling, loaded: p.Loaded,
                 documents: ChatDocuments, tools: TerminalTools | None = None) -> int:
    pieces: list[str] = [] if args.json else _Printer()
    messages, grounding = documents.ground([ChatMessage("user", args.prompt)], loaded.context_length,
                                           sampling.max_new_tokens)
    from app.cli.chat_memory import ChatMemory, used_text  # the store, as the documents: not in the serving image
    from app.conversation.memory import used as recorded

    system, used = ChatMemory.for_chat(args.no_memory, args.project_id).system(args.system, args.prompt)
    result, interrupted, calls = _turn(client, messages, sampling, system, pieces, tools)
    if isinstance(result, p.Error):
        print(f"\nError: {result.message}", file=sys.stderr)
        return 1
    if isinstance(pieces, _Printer):
        pieces.out.finish()
    if args.json:
        reasoning, text = reasoning_and_content("".join(pieces))
        print(json.dumps({
            "text": text, **({"reasoning": reasoning} if reasoning else {}), "finish_reason": result.finish_reason,
            "prompt_tokens": result.prompt_tokens, "cached_tokens": result.cached_tokens,
            "generated_tokens": result.generated_tokens, "ttft_s": round(result.ttft_s, 4),
            "tokens_per_s": round(result.tokens_per_s, 2), "device": loaded.device,
            **({"host": loaded.host, "model": loaded.name} if isinstance(loaded, RemoteLoaded) else {}),
            "dropped_messages": result.dropped_messages, "speculative": result.speculative,
            "drafted_tokens": result.drafted_tokens, "accepted_tokens": result.accepted_tokens,
            "sources": [s.as_dict() for s in grounding.sources] if grounding else [], "memories": recorded(used),
            **({"tool_calls": [c.as_dict() for c in calls]} if tools is not None else {}),
        }))
    else:
        print()
        if grounding is not None:
            print(_sources_text(grounding))
        print(used_text(used), end="")
    return INTERRUPTED if interrupted else 0


class _Printer(list[str]):
    """A list that also writes each appended piece to the terminal as it arrives (thinking dimmed)."""

    def __init__(self) -> None:
        super().__init__()
        self.out = ThinkingWriter(sys.stdout)

    def append(self, text: str) -> None:
        super().append(text)
        self.out.write(text)


def _read_line() -> str | None:
    """The next line typed, or None to quit (end of input, or Ctrl+C at the prompt)."""
    try:
        return input("\n> ")
    except (EOFError, KeyboardInterrupt):
        print()
        return None


def _interactive(client: Client, args: argparse.Namespace, sampling: Sampling, loaded: p.Loaded,
                 documents: ChatDocuments, tools: TerminalTools | None = None) -> int:
    note = "".join(f" ({f.provider} failed: {f.reason})" for f in loaded.failures)
    if isinstance(loaded, RemoteLoaded):
        where = f"{loaded.name} (runs on {loaded.host}: {where_it_runs(loaded.host)})"
    else:
        where = f"{Path(loaded.model_dir).name} on {loaded.device}{note}"
    print(f"Hearth chat — {where}. {HELP}")
    history: list[ChatMessage] = []
    calls: list[list[CallRecord]] = []  # per message of the history, the calls made before its text
    from app.cli.chat_memory import ChatMemory, used_text

    system, memory = args.system, ChatMemory.for_chat(args.no_memory, args.project_id, args.incognito)
    read: str | None = None  # the system prompt of the new chat whose tool listing was read ahead
    while True:
        if tools is not None and not history and read != system and isinstance(client, EngineClient):
            read = system
            tools.read_ahead(client, system, sampling)  # while the person types (app.cli.chat_tools)
        if (line := _read_line()) is None:
            break
        text = line.strip()
        if not text:
            continue
        if text == "/quit":
            return 0
        if text == "/reset":
            history.clear()
            calls.clear()
            read = None
            print("(conversation cleared)")
            continue
        if text.startswith("/system"):
            system = text[len("/system"):].strip()
            print(f"(system prompt {'set' if system else 'cleared'})")
            continue
        if text.startswith("/attach"):
            print(documents.attach(text[len("/attach"):]) if text[len("/attach"):].strip() else "(usage: /attach PATH)")
            continue
        if text == "/tools":
            print(tools.listing() if tools is not None else "(no tools: start the chat with --tools NAME…)")
            continue
        if text.startswith("/"):
            print(memory.command(text) or HELP)
            continue
        history.append(ChatMessage("user", text))
        calls.append([])
        pieces = _Printer()
        messages, grounding = documents.ground(history, loaded.context_length, sampling.max_new_tokens)
        with_memories, used = memory.system(system, text)
        result, _, made = _turn(client, messages, sampling, with_memories, pieces, tools, calls)
        if isinstance(result, p.Error):
            print(f"\nError: {result.message}")
            history.pop()
            calls.pop()
            if result.code == "host_died" and isinstance(client, EngineClient) and not _reload(client, loaded, args):
                return 1
            continue
        pieces.out.finish()
        history.append(ChatMessage("assistant", answer_of("".join(pieces))))  # thinking is not sent back
        calls.append(made)
        tail = {"cancelled": " [stopped]", "length": " [length limit]"}.get(result.finish_reason, "")
        dropped = f" [{result.dropped_messages} old messages left out of context]" if result.dropped_messages else ""
        tokens = "1 token" if result.generated_tokens == 1 else f"{result.generated_tokens} tokens"
        drafts = f", {drafts_text(result.drafted_tokens, result.accepted_tokens)}" if result.drafted_tokens else ""
        speed = f"{result.tokens_per_s:.1f} tok/s, first token {result.ttft_s:.2f}s{drafts}"
        print(f"{tail}{dropped}\n  ({tokens}, {speed})")
        if grounding is not None:
            print(_sources_text(grounding))
        print(used_text(used), end="")
    return 0


def _reload(client: EngineClient, loaded: p.Loaded, args: argparse.Namespace) -> bool:
    """Load the model again after the engine died; False (with a message) when that fails too."""
    print("(loading the model again…)")
    try:
        client.load(loaded.model_dir, [loaded.device], args.threads)
    except EngineError as exc:
        print(f"Could not load the model again: {exc}", file=sys.stderr)
        return False
    return True


def _sources_text(grounding: Grounding) -> str:
    from app.cli.chat_docs import sources_text

    return sources_text(grounding)
