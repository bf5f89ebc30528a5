"""Tools in the terminal chat: `--tools NAME…`, the `y/n/a` approval prompt, and `/tools`.

A turn with tools runs step by step (`app.tools.steps`): each step is streamed like a reply; a step
that is a call prints the call, asks "Run it? [y]es / [n]o / [a]lways", runs it on a thread (Ctrl+C
stops it, and the turn), prints its result folded to a line and lets the model continue.

Before the first message (and after /reset or /system), `read_ahead` reads the tool listing while the
person types, as the window does (`app.qt.chat_tools.ChatTools.warm`).
"""

from __future__ import annotations

import signal
import sys
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, TextIO

from app.chat.values import ChatMessage
from app.tools.builtin import ToolContext
from app.tools.spec import CallRecord, ToolSpec
from app.tools.toolbox import Toolbox, denied

if TYPE_CHECKING:
    from app.chat.parameters import Sampling
    from app.engine.client import EngineClient
    from app.tools.steps import ToolSteps
    from app.tools.traits import ModelTraits

Ask = Callable[[str], str]


def _ask(prompt: str) -> str:
    try:
        return input(prompt)
    except (EOFError, KeyboardInterrupt):
        print()
        return "n"


def _ask_on_stderr(prompt: str) -> str:
    """`chat --json`: stdout carries only the JSON, so the question goes to stderr."""
    print(prompt, end="", file=sys.stderr, flush=True)
    try:
        return input()
    except (EOFError, KeyboardInterrupt):
        print(file=sys.stderr)
        return "n"


class TerminalTools:
    """The tools of one terminal chat and what the person allowed for good in it."""

    def __init__(self, toolbox: Toolbox, selection: list[str], traits: ModelTraits, required: bool = False,
                 ask: Ask | None = None, context: ToolContext | None = None, remote: bool = False,
                 messages: TextIO | None = None) -> None:
        self.toolbox = toolbox
        self.selection = selection
        self.traits = traits
        self.required = required
        self.remote = remote  # a model on a server: OpenAI `tools` and `tool_calls` (app.tools.steps)
        self.always: set[str] = set()
        self.out = messages or sys.stdout  # the calls, the questions, the results: stderr for `chat --json`
        self._ask = ask or (_ask if self.out is sys.stdout else _ask_on_stderr)
        self._context = context or ToolContext()
        self.specs, problems = toolbox.specs(selection)
        self.problems = [*toolbox.problems, *problems]

    def listing(self) -> str:
        """What `/tools` prints."""
        if not self.specs:
            return "(no tools: start the chat with --tools NAME…; names: " + ", ".join(self.toolbox.choices()) + ")"
        lines = [f"  {s.name} ({s.source}{', uses the network' if s.uses_network else ''}): {s.description}"
                 for s in self.specs]
        return "Tools:\n" + "\n".join(lines + [f"  ({why})" for why in self.problems])

    def steps(self, history: list[ChatMessage], system: str, calls: list[list[CallRecord]]) -> ToolSteps:
        from app.tools.plan import tool_messages
        from app.tools.steps import ToolSteps

        return ToolSteps(tool_messages(history, calls, self.traits, system), self.specs, self.traits, self.required,
                         remote=self.remote)

    def read_ahead(self, client: EngineClient, system: str, sampling: Sampling) -> threading.Thread | None:
        """Read a new chat's first step (system prompt, tool listing, grammar) into the engine's cache while
        the person types; stopped at its first token by a thread of its own, which is returned. A message
        sent meanwhile is not a reason to stop it: the engine runs turns in order, so the first step waits
        behind it (joins it) and reads only what is new, never the listing twice. None for a model on a
        server, or no tools."""
        if self.remote or not self.specs:
            return None
        from app.engine import protocol as p
        from app.tools.plan import step_sampling

        try:  # planned with the next message as a blank, which is left out: the chat as it stands
            plan = self.steps([ChatMessage("user", "")], system, []).plan()
        except ValueError:
            return None
        handle = client.turn(list(plan.messages[:-1]), step_sampling(sampling, plan), "", guidance=plan.guidance,
                             tools=plan.tools_json)

        def follow() -> None:
            for event in handle.events():
                if isinstance(event, p.Token):
                    handle.cancel()  # read: its first token is not wanted

        thread = threading.Thread(target=follow, name="hearth-read-ahead", daemon=True)
        thread.start()
        return thread

    def decide(self, record: CallRecord) -> bool:
        """Ask the person (unless the tool is always allowed); True to run the call."""
        print(f"\n[tool call] {record.tool}({record.arguments_text()}) — {record.source}", file=self.out)
        if record.tool in self.always:
            print("  (always allowed in this chat)", file=self.out)
            return True
        while True:
            answer = self._ask("  Run it? [y]es / [n]o / [a]lways: ").strip().lower()[:1]
            if answer in ("y", "n", "a"):
                break
        if answer == "a":
            self.always.add(record.tool)
        return answer != "n"

    def run(self, spec: ToolSpec, record: CallRecord) -> CallRecord:
        """Run a call on a thread; Ctrl+C stops it. Prints the result folded to one line."""
        cancel = threading.Event()
        done: list[CallRecord] = []
        worker = threading.Thread(target=lambda: done.append(self.toolbox.run(spec, record, self._context, cancel)),
                                  name="hearth-tool", daemon=True)

        def on_sigint(_signum: int, _frame: object) -> None:
            cancel.set()

        previous = signal.signal(signal.SIGINT, on_sigint) if threading.current_thread() is threading.main_thread() \
            else None
        try:
            worker.start()
            while worker.is_alive() and not cancel.is_set():
                worker.join(0.1)
        finally:
            if previous is not None:
                signal.signal(signal.SIGINT, previous)
        if not done:  # stopped while the tool still runs: the turn ends, the tool's thread is left to finish
            record.status, record.result = "cancelled", "The call was stopped."
        result = record.result.replace("\n", " ⏎ ")
        print(f"  → {record.status}: {result[:160]}{'…' if len(result) > 160 else ''}", file=self.out)
        return record

    def refuse(self, record: CallRecord) -> CallRecord:
        print("  → denied", file=self.out)
        return denied(record)


class StepSink(list[str]):
    """Where a step's pieces go: through `ToolSteps.feed`, so the text of a call is not printed as words."""

    def __init__(self, steps: ToolSteps, out: list[str]) -> None:
        super().__init__()
        self._steps = steps
        self._out = out

    def append(self, text: str) -> None:
        super().append(text)
        shown = self._steps.feed(text)
        if shown:
            self._out.append(shown)
