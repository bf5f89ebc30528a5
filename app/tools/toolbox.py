"""Which tools exist, which a chat selected, and running one call to a short, bounded result.

A selection is a list of names: a built-in tool's name (`current_time`), or `server:NAME` for every
tool of an MCP server (`app.tools.mcp_hub`). A call never raises: a tool that fails, times out, is
stopped or answers something huge becomes a `CallRecord` with status `error`/`cancelled` and a short
message, or a truncated result, for the model to read.
"""

from __future__ import annotations

import hashlib
import logging
import re
import threading
from collections.abc import Callable, Sequence
from typing import Any, Protocol

import jsonschema

from app.tools.builtin import BUILTINS, ToolContext, ToolFailed
from app.tools.spec import BUILTIN, CallRecord, ToolSpec, printable, truncated

log = logging.getLogger("hearth.tools")
SERVER_PREFIX = "server:"
CALL_TIMEOUT_S = 60.0
SAFE_NAME = re.compile(r"^[A-Za-z0-9_.:-]{1,64}$")  # what OpenAI's, Anthropic's and Hearth's routes take


class Servers(Protocol):
    """What the toolbox needs of the MCP servers (`app.tools.mcp_hub.McpHub`)."""

    def names(self) -> list[str]: ...
    def uses_network(self, server: str) -> bool: ...
    def tools(self, server: str) -> list[ToolSpec]: ...
    def running(self, server: str) -> bool: ...
    def call(self, spec: ToolSpec, arguments: dict[str, Any], cancel: threading.Event, timeout: float) -> str: ...
    def close(self) -> None: ...


class Toolbox:
    def __init__(self, servers: Servers | None = None,
                 network_allowed: Callable[[], tuple[bool, str]] | None = None, problems: Sequence[str] = ()) -> None:
        self.servers = servers
        self._network_allowed = network_allowed or (lambda: (True, ""))
        self.problems = tuple(problems)  # what was wrong with the tool files at start (set aside), to say once

    def close(self) -> None:
        """Stop the servers (on quit)."""
        if self.servers is not None:
            self.servers.close()

    def choices(self) -> list[str]:
        """Every name a chat can select."""
        servers = self.servers.names() if self.servers is not None else []
        return [*BUILTINS, *(SERVER_PREFIX + s for s in servers)]

    def blocked(self, name: str) -> str:
        """Why a selected name cannot be used now ("" when it can): a network server while offline."""
        if self.servers is None or not name.startswith(SERVER_PREFIX):
            return "" if name in BUILTINS else f"{name} is not a tool Hearth knows"
        server = name[len(SERVER_PREFIX):]
        if server not in self.servers.names():
            return f"the tool server {server} was removed"
        allowed, why = self._network_allowed()
        if not allowed and self.servers.uses_network(server):
            return f"{server} uses the network and {why}"
        return ""

    def at_hand(self, selection: Sequence[str]) -> bool:
        """Whether `specs(selection)` is quick: only built-in tools and tool servers already running (the
        read-ahead of a chat's tool listing never starts a server: one starts when a reply needs it)."""
        return all(name in BUILTINS or (self.servers is not None and name.startswith(SERVER_PREFIX)
                                        and self.servers.running(name[len(SERVER_PREFIX):]))
                   for name in selection)

    def specs(self, selection: Sequence[str]) -> tuple[list[ToolSpec], list[str]]:
        """The tools a selection offers (names made unique) and a sentence per part that is left out."""
        specs: list[ToolSpec] = []
        problems: list[str] = []
        for name in selection:
            why = self.blocked(name)
            if why:
                problems.append(why)
            elif name in BUILTINS:
                specs.append(BUILTINS[name].spec)
            elif self.servers is not None:
                try:
                    specs.extend(self.servers.tools(name[len(SERVER_PREFIX):]))
                except Exception as exc:  # a server that will not start: the chat goes on without it
                    problems.append(str(exc))
        return _fitting(_unique([s for s in specs if not _too_complex(s, problems)], problems), problems), problems

    def run(self, spec: ToolSpec, record: CallRecord, context: ToolContext, cancel: threading.Event,
            timeout: float = CALL_TIMEOUT_S) -> CallRecord:
        """Run one approved call; fills in `record.status` and `record.result` and returns it."""
        try:
            jsonschema.validate(record.arguments, spec.parameters or {"type": "object"})
        except jsonschema.ValidationError as exc:
            return _ended(record, "error", f"Error: the arguments do not match the tool's schema ({exc.message}).")
        except jsonschema.SchemaError:
            pass  # the server's schema is broken, not the call: let the server judge the arguments
        record.status = "running"
        try:
            if spec.source == BUILTIN:
                text = BUILTINS[spec.name].run(record.arguments, context)
            else:
                if self.servers is None:
                    raise ToolFailed("no tool servers are set up")
                why = self.blocked(SERVER_PREFIX + spec.source)
                if why:
                    raise ToolFailed(why)
                text = self.servers.call(spec, record.arguments, cancel, timeout)
        except ToolFailed as exc:
            return _ended(record, "error", f"Error: {exc}")
        except TimeoutError:
            return _ended(record, "error", f"Error: the tool did not answer within {timeout:.0f} s.")
        except InterruptedError:
            return _ended(record, "cancelled", "The call was stopped.")
        except Exception as exc:  # any failure of a tool or its server is the model's to read, never a crash
            log.info("tool %s failed: %s", spec.name, type(exc).__name__)
            return _ended(record, "error", f"Error: {type(exc).__name__}: {str(exc)[:300]}")
        if cancel.is_set():
            return _ended(record, "cancelled", "The call was stopped.")
        return _ended(record, "ok", truncated(text))


def _too_complex(spec: ToolSpec, problems: list[str]) -> bool:
    """Whether a tool's schema cannot go into the grammar: past its bounds once what the grammar may leave
    unenforced is left out (`app.engine.grammar_limits`, the API's own check) or referring to another document
    (`app.tools.schema_refs`). Such a tool is left out, with the reason, instead of failing the whole reply."""
    from app.engine.grammar_limits import GrammarLimitError, affordable
    from app.tools.bounds import bounded
    from app.tools.schema_refs import rooted

    try:
        (schema,), _ = affordable([(f"the schema of {spec.name}", bounded(spec.parameters))])
        rooted(schema, "tool")
    except (GrammarLimitError, ValueError) as exc:
        problems.append(f"{spec.name} is left out: {exc}")
        return True
    return False


def _fitting(specs: list[ToolSpec], problems: list[str]) -> list[ToolSpec]:
    """As many of `specs`, in order, as one call grammar may hold (`grammar_limits.check_guidance`: 512 KB and
    its totals); the rest are left out with one sentence (2,000 tools ended the chat: "The grammar is larger
    than 512 KB"). The grammar is built with text markers, the longest a model's can be."""
    from app.chat.values import Guidance
    from app.engine.grammar_limits import GrammarLimitError, check_guidance
    from app.tools.bounds import bounded
    from app.tools.calls import OfferError, grammar_schemas, tool_grammar
    from app.tools.traits import ModelTraits

    tools = list(specs)
    try:  # what the grammar leaves unenforced is logged when the turn is planned (`plan.plan_turn`)
        shaped = grammar_schemas(tools, bounded, lambda i: f"tools[{i}].function.parameters", lambda _note: None)
    except OfferError:  # a tool past its own bounds: `_too_complex` left it out already
        return specs

    def fits(count: int) -> bool:
        try:
            check_guidance(Guidance("lark_grammar", tool_grammar(tools[:count], ModelTraits(), False, shaped)))
        except GrammarLimitError:
            return False
        return True

    if fits(len(tools)):
        return specs
    low, high = 0, len(tools) - 1  # the most that fit: fits(low) holds, fits(high + 1) does not
    while low < high:
        middle = (low + high + 1) // 2
        low, high = (middle, high) if fits(middle) else (low, middle - 1)
    problems.append(f"{len(specs) - low} of {len(specs)} tools are left out: one reply can offer the model at most "
                    f"{low} of these (their call grammar would be larger than the engine takes)")
    return specs[:low]


def _ended(record: CallRecord, status: Any, text: str) -> CallRecord:
    record.status, record.result = status, text
    return record


def _unique(specs: list[ToolSpec], notes: list[str] | None = None) -> list[ToolSpec]:
    """Tools with names a model may write and the API takes (`SAFE_NAME`), each once: `repo/read_file`
    becomes `repo_read_file`, a second `read_file` `server_read_file` (then `server_read_file_2`…); the
    server still gets its own name (`remote_name`), and `notes` says what was renamed for a reason other
    than a clash."""
    seen: set[str] = set()
    out: list[ToolSpec] = []
    for spec in specs:
        name = safe_name(spec.name)
        if name != spec.name and notes is not None:
            notes.append(f"{printable(spec.name)} ({spec.source}) is offered to the model as {name}: its name has "
                         "characters or a length tool calls cannot carry")
        if name in seen:
            name = safe_name(f"{spec.source}_{spec.name}")
        base, n = name, 2
        while name in seen:
            name = safe_name(f"{base[:60]}_{n}")
            n += 1
        seen.add(name)
        out.append(spec if name == spec.name else
                   ToolSpec(name, spec.description, spec.parameters, spec.source, spec.uses_network,
                            spec.remote_name or spec.name))
    return out


def safe_name(name: str) -> str:
    """`name` as a tool call may carry it: characters outside `SAFE_NAME` become `_`, and a name longer than
    64 keeps its start and a hash of the whole (so two long names stay apart)."""
    if SAFE_NAME.match(name):
        return name
    clean = re.sub(r"[^A-Za-z0-9_.:-]", "_", name) or "tool"
    if len(clean) > 64:
        clean = f"{clean[:55]}_{hashlib.sha256(name.encode('utf-8', 'replace')).hexdigest()[:8]}"
    return clean


def denied(record: CallRecord) -> CallRecord:
    return _ended(record, "denied", "The person declined this call. Answer without it.")
