"""One turn's tool loop, without threads or Qt: the window (`chat_tools`) and the terminal drive it.

A turn is a series of engine steps. Each step is guided (`plan`), so it is either an answer in words,
which ends the turn, or exactly one call of an enabled tool with arguments that match its schema.
A call is approved or denied, run, and its result goes back to the model for the next step. After
`max_calls` calls the next step gets no tools, so a turn always ends with words.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

from app.chat.provenance import Provenance
from app.chat.values import ChatMessage
from app.tools.plan import ToolPlan, called, looks_like_call, parse, plan_turn
from app.tools.spec import MAX_CALLS_PER_TURN, CallRecord, ToolSpec
from app.tools.traits import ModelTraits

_NAME = re.compile(r'"name"\s*:\s*"([^"]+)"')  # a call's tool, as JSON calls write it (Hermes, Llama, Qwen)


class ToolSteps:
    def __init__(self, messages: list[ChatMessage], specs: Sequence[ToolSpec], traits: ModelTraits,
                 required: bool = False, max_calls: int = MAX_CALLS_PER_TURN, remote: bool = False,
                 budget: int | None = None) -> None:
        self._base = messages  # the conversation as the model reads it (`plan.tool_messages`)
        self.specs = {s.name: s for s in specs}
        self._traits = traits
        self._required = required
        self.max_calls = max_calls
        self.remote = remote  # a server on another computer: OpenAI `tools`, no grammar (see `plan`)
        self.budget = budget  # a step's tokens (`plan_turn`)
        self.records: list[CallRecord] = []
        self._names: tuple[str, ...] = ()
        self._step_text = ""
        self._decided: bool | None = None  # is the step running now a call? None: not known yet

    def plan(self) -> ToolPlan:
        """The next engine step: the conversation, the calls so far and their results."""
        messages = list(self._base)
        for record in self.records:
            messages += called(record, self._traits)
        offered = list(self.specs.values()) if len(self.records) < self.max_calls else []
        plan = plan_turn(messages, offered, self._traits, self._required and not self.records, self.budget)
        if self.remote:  # the server gets the tools as OpenAI's `tools` and answers with `tool_calls`
            tools = json.dumps([spec.openai() for spec in offered]) if offered else ""
            plan = ToolPlan(plan.messages, None, tools, plan.names, plan.required)
        self._names, self._step_text, self._decided = plan.names, "", None
        return plan

    def feed(self, text: str) -> str:
        """A piece of the running step; returns what to show (nothing of a call, which gets a card)."""
        if self.remote and self._decided is False and self._names and text.startswith("<tool_call>"):
            # a server's `tool_calls` after words in `content` (the remote engine sends the call as one piece,
            # last): the words stay shown, the call gets its card and runs
            self._step_text, self._decided = text, True
            return ""
        self._step_text += text
        if self._decided is None:
            self._decided = looks_like_call(self._step_text) if self._names else False
            if self._decided is None:
                return ""
            return "" if self._decided else self._step_text
        return "" if self._decided else text

    def call_being_written(self) -> tuple[str, int] | None:
        """The step is writing a call: (the tool's name as far as it is written, "" before it is; the characters
        written so far), or None (words, or not known yet)."""
        if not self._decided:
            return None
        named = _NAME.search(self._step_text)
        name = named[1] if named is not None and named[1] in self.specs else ""
        return name, len(self._step_text)

    def held_text(self) -> str:
        """What to show of a step that ended without a call to run: text held back while it was undecided
        (whitespace), or a word about a call cut off (by the length limit or Stop)."""
        if self._decided is None or (self._decided and self.remote):  # unguided: what looked like a call was words
            return self._step_text
        return "(The tool call was cut off before it was complete.)" if self._decided else ""

    def finish_step(self) -> CallRecord | None:
        """The call the step made (a new pending record), or None when it answered in words."""
        if not self._decided:
            return None
        call = parse(self._step_text, self._traits, self._names)
        if call is None:  # cut off by the length limit or a stop: nothing to run
            return None
        spec = self.specs[call.name]
        record = CallRecord(call.name, json.loads(call.arguments), spec.source)
        self.records.append(record)
        return record

    def step_was_call(self) -> bool:
        return bool(self._decided)


def history_calls(sources_provenance: Sequence[Provenance | None]) -> list[list[CallRecord]]:
    """Per message of a thread, the calls its reply made (for `plan.tool_messages`)."""
    from app.tools.spec import calls_of

    return [calls_of(prov) for prov in sources_provenance]


