"""What a chat turn is made of: the values the controller hands to views, and the thread built from the store.

Why apart from `app.qt.chat_controller`: these are plain data and pure functions of the store, with no
Qt and no engine, so they read (and test) on their own, and the controller keeps only the rules of a
turn. The views import the value types from here.

- `ThreadItem`, `ModelInfo`, `Usage`: frozen values the controller's signals carry.
- `Turn`: the controller's record of the turn in flight (mutable, never leaves the controller).
- `thread_items`, `item_for`, `path_to`, `sendable`: the visible thread, with version counts, and the
  messages a turn sends.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field, replace
from pathlib import Path

from app import plural
from app.chat.generation import GenerationSettings
from app.chat.images import images_of, turn_images
from app.chat.parameters import PARAMETERS
from app.chat.provenance import Provenance
from app.chat.reasoning import answer_of
from app.chat.values import ChatMessage, DeviceFailure
from app.i18n import Translate, untranslated
from app.store import Message, Status, Store
from models.vision_format import sees_images

TITLE_CHARS = 48


@dataclass(frozen=True)
class ThreadItem:
    """A message of the visible thread with what the view needs around it."""

    message: Message
    version_index: int = 0
    version_count: int = 1
    can_continue: bool = False


@dataclass(frozen=True)
class ModelInfo:
    """The loaded model. `failed_devices` failed on this load (the engine fell back past them);
    `skipped_devices` were not tried because they failed for this model before. `host` is the server a
    remote model runs on ("" for this computer); its `path` is then a remote ref (`app.remote.engine`)."""

    name: str
    path: str
    device: str
    failures: tuple[DeviceFailure, ...]
    context_length: int
    failed_devices: tuple[str, ...] = ()
    skipped_devices: tuple[str, ...] = ()
    host: str = ""
    not_used: tuple[DeviceFailure, ...] = ()  # providers not tried, and why (app.accel.choice)
    why: str = ""  # why it runs on `device`

    @property
    def sees_images(self) -> bool:
        """Whether the person's images go to it (a remote server gets them as `image_url` parts: it decides)."""
        return bool(self.host) or sees_images(Path(self.path))

    def device_story(self, translate: Translate = untranslated) -> str:
        """Where it runs and why the other devices are not used, for people (the picker, the status tip)."""
        if self.host:
            return translate("ModelInfo", "Runs on {0}.").format(self.host)
        from app.accel.catalog import short_name

        device = short_name(self.device)
        lines = [translate("ModelInfo", "Runs on {0}: {1}.").format(device, self.why) if self.why else
                 translate("ModelInfo", "Runs on {0}.").format(device)]
        lines += [translate("ModelInfo", "{0} failed: {1}").format(short_name(f.provider), f.reason)
                  for f in self.failures]
        lines += [translate("ModelInfo", "{0} not used: {1}").format(short_name(n.provider), n.reason)
                  for n in self.not_used]
        return "\n".join(lines)


@dataclass(frozen=True)
class Usage:
    """Context use (tokens) and the speed of the last reply; None where not known yet."""

    used_tokens: int | None = None
    context_length: int | None = None
    tokens_per_s: float | None = None
    ttft_s: float | None = None


@dataclass(frozen=True)
class LiveReply:
    """The reply being streamed: the store holds an older copy of its text than the controller.
    `replaces`: the stopped reply it continues, hidden from the versions while this one streams."""

    message_id: int
    text: str
    replaces: int | None = None


@dataclass
class Turn:
    """One turn in flight, from the plan request to the final save (the controller's own state)."""

    conversation_id: int
    parent_id: int | None
    sources: list[Message]  # the messages the engine gets, oldest first
    settings: GenerationSettings
    replaces_thread: bool = False
    continue_last: bool = False
    prefix: str = ""
    reply_id: int | None = None
    request_id: str = ""  # the engine's id of this turn
    text: str = ""
    dirty: bool = False
    cancel_requested: bool = False
    dropped: int = 0
    # What the reply records as it goes, beyond model and sampling: thinking time, documents' sources,
    # tool calls, the reply it continues (`provenance` adds the rest when it ends).
    noted: Provenance = field(default_factory=Provenance)
    thinking_off: bool = False  # the reply starts with an empty thinking block (`app.conversation.thinking`)
    thinking_since: float = 0.0  # when the reply's thinking began (monotonic), 0 before
    images: bool = True  # the model sees: the person's images go with their messages (else they are named)

    @property
    def history(self) -> list[ChatMessage]:
        out = history_of(self.sources, keep_last=self.continue_last and not self.thinking_off, images=self.images)
        return [*out, ChatMessage("assistant", self.prefix)] if self.thinking_off else out

    @property
    def live(self) -> LiveReply | None:
        if self.reply_id is None:
            return None
        return LiveReply(self.reply_id, self.text, self.noted.continued_from)

    def provenance(self, model: ModelInfo | None) -> Provenance:
        """What the finished reply records about how it was made (model, device, sampling, what it noted)."""
        remote = model is not None and bool(model.host)
        # a remote server gets OpenAI's parameters only (no top-k, no repetition penalty): those were not used
        used = {q.name: getattr(self.settings, q.name) for q in PARAMETERS if q.openai or not remote}
        return replace(self.noted, model=model.name if model else "", device=model.device if model else "",
                       host=model.host if model else "", parameters=used, dropped_messages=self.dropped)


# Kept format characters: joiners shape emoji sequences and Persian/Indic words.
_KEEP_FORMAT = frozenset("\u200c\u200d")


def _visible(char: str) -> bool:
    """Not a control, format (bidi embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069,
    marks, zero-width spaces) or surrogate character: a title copied from a prompt must not reorder
    or hide the text around it in the conversation list."""
    return unicodedata.category(char) not in ("Cc", "Cf", "Cs") or char in _KEEP_FORMAT


def title_from(text: str) -> str:
    """A conversation title from its first message: the first words of its first line, at most ~48
    chars, without control or bidi formatting characters."""
    first = next((line for line in re.split(r"[\r\n]+", text) if line.strip()), "")
    line = "".join(c for c in re.sub(r"\s+", " ", first) if _visible(c))
    line = re.sub(r" {2,}", " ", line).strip()
    if len(line) <= TITLE_CHARS:
        return line or "New chat"
    cut = line[:TITLE_CHARS].rsplit(" ", 1)[0]
    return (cut if len(cut) >= TITLE_CHARS // 2 else line[:TITLE_CHARS]).rstrip(" ,.;:") + "…"


def dropped_text(count: int, translate: Translate = untranslated) -> str:
    return translate("Thread", "%n earlier message(s) left out of this reply: the model's context is full. Start a "
                               "new chat, or load a model with a larger context, to keep everything in view.", None,
                     count)


def reading_text(done: int, total: int, elapsed_s: float, translate: Translate = untranslated) -> str:
    """"Reading your message… 42 %", with the time left once it is clearly over two seconds."""
    percent = int(100 * done / total) if total else 0
    text = translate("Thread", "Reading your message… {0} %").format(percent)
    if done and elapsed_s > 0.5:
        left = elapsed_s * (total - done) / done
        if elapsed_s + left > 2:
            text += (translate("Thread", " (about {0} s left)").format(f"{left:.0f}") if left < 90 else
                     translate("Thread", " (about {0} min left)").format(f"{left / 60:.0f}"))
    return text


def status_for(finish: str) -> Status:
    """The stored status of a reply that ended with the engine's `finish` reason."""
    if finish in ("stop", "length"):
        return "complete"
    return "cancelled" if finish == "cancelled" else "error"


def history_of(messages: list[Message], keep_last: bool = False, images: bool = True) -> list[ChatMessage]:
    """Messages as the engine gets them: replies without their thinking (the templates of Qwen3 and
    DeepSeek-R1 leave it out too), except a reply being continued (`keep_last`), which goes on as it is;
    the person's messages with their images (`app.chat.images.turn_images`: one that cannot be read is left
    out, and the message says so), or, where `images` is False (a model that does not see), the message says
    how many it showed (`images_left_out`), so the chat goes on."""
    last = len(messages) - 1
    out: list[ChatMessage] = []
    for n, m in enumerate(messages):
        if m.role == "assistant":
            out.append(ChatMessage(m.role, m.content if keep_last and n == last else answer_of(m.content)))
        elif m.role != "user":
            out.append(ChatMessage(m.role, m.content))
        elif not images:
            out.append(ChatMessage(m.role, images_left_out(m)))
        else:
            shown, unreadable = turn_images(m.provenance)
            note = f"\n\n[{plural.count(unreadable, 'image')} not shown: could not be read]" if unreadable else ""
            out.append(ChatMessage(m.role, m.content + note, shown))
    return out


def images_left_out(message: Message) -> str:
    """A message of the person's as a model that does not see gets it: its text, and how many images it showed."""
    shown = len(images_of(message.provenance))
    if not shown:
        return message.content
    return f"{message.content}\n\n[{shown} image{'s' if shown > 1 else ''} not shown: this model does not see images]"


def sendable(thread: list[Message]) -> list[Message]:
    """The messages a turn sends: all but failed or empty replies."""
    return [m for m in thread if m.role != "assistant" or (m.content and m.status != "error")]


def make_item(message: Message, index: int, count: int, *, last: bool, live: LiveReply | None) -> ThreadItem:
    """`message` as the view shows it: with its live text while it streams, and whether it can go on."""
    if live is not None and message.id == live.message_id:
        message = replace(message, content=live.text, status="streaming")
    cut = (message.status == "complete" and message.provenance is not None
           and message.provenance.finish_reason == "length")
    can_continue = (last and message.role == "assistant" and bool(message.content)
                    and (cut or message.status in ("cancelled", "error", "interrupted")))
    return ThreadItem(message, index, count, can_continue)


def thread_items(store: Store, conversation_id: int, live: LiveReply | None = None) -> list[ThreadItem]:
    """The visible thread of a conversation, each message with its version number and count."""
    siblings: dict[int | None, list[Message]] = {}
    hidden = live.replaces if live is not None else None
    for message in store.messages(conversation_id):
        if message.id == hidden:
            continue
        siblings.setdefault(message.parent_id, []).append(message)
    for group in siblings.values():
        group.sort(key=lambda m: (m.created_at, m.id))
    thread = store.thread(conversation_id)
    items = []
    for i, message in enumerate(thread):
        group = siblings.get(message.parent_id, [message])
        index = next((n for n, m in enumerate(group) if m.id == message.id), 0)
        items.append(make_item(message, index, len(group), last=i == len(thread) - 1, live=live))
    return items


def item_for(store: Store, message_id: int, live: LiveReply | None = None) -> ThreadItem:
    """One message (the newest of its thread) as a `ThreadItem`."""
    message = store.get_message(message_id)
    hidden = live.replaces if live is not None else None
    versions = [m for m in store.versions(message_id) if m.id != hidden]
    index = next((n for n, m in enumerate(versions) if m.id == message_id), 0)
    return make_item(message, index, len(versions), last=True, live=live)


def path_to(store: Store, conversation_id: int, message_id: int | None) -> list[Message]:
    """The messages from the root down to `message_id` (inclusive); empty for None."""
    by_id = {m.id: m for m in store.messages(conversation_id)}
    path: list[Message] = []
    while message_id is not None and message_id in by_id:
        path.append(by_id[message_id])
        message_id = by_id[message_id].parent_id
    return path[::-1]


def where_shown(store: Store, conversation_id: int, thread: list[Message], message_id: int) -> int | None:
    """The message of the visible `thread` that shows `message_id` (a search hit): itself, or, for a hit
    on another branch, the message where that branch leaves the thread. The current branch stays:
    looking something up never changes what the chat continues from."""
    if any(m.id == message_id for m in thread):
        return message_id
    path = path_to(store, conversation_id, message_id)
    if not path:
        return None
    for shown, wanted in zip(thread, path, strict=False):
        if shown.id != wanted.id:
            return shown.id
    return thread[-1].id if thread else None
