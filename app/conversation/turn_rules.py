"""Which turn an action on the thread starts, and why a turn cannot start now: rules without Qt.

The controller (`app.qt.chat_controller`) asks these and says the answer; a rule returns the `Turn` to
run, or the sentence for the person when there is none (marked for translation in the "TurnRules" context:
the window translates it where it says it).
"""

from __future__ import annotations

from app.chat.generation import GenerationSettings
from app.chat.provenance import Provenance
from app.conversation.thread import ModelInfo, Turn, sendable
from app.i18n import QT_TRANSLATE_NOOP
from app.store import Message


def not_ready(model: ModelInfo | None, loading: bool, busy: bool) -> str | None:
    """Why no turn can start now (for the person), or None when one can (the settings were checked where they
    came in: `app.qt.conversation_settings`)."""
    if busy:
        return QT_TRANSLATE_NOOP("TurnRules", "A reply is still being written. Wait for it, or press Stop (Esc).")
    if model is not None and loading:  # the swap would cut the reply off
        return QT_TRANSLATE_NOOP("TurnRules", "Another model is loading. Wait until it is ready, then send again.")
    if model is None and loading:
        return QT_TRANSLATE_NOOP("TurnRules", "No model is still loading, so there is nothing to answer with yet. "
                                              "Open a model folder or use the demo model, then send again.")
    if model is None:
        return QT_TRANSLATE_NOOP("TurnRules", "No model is loaded, so there is nothing to answer with yet. "
                                              "Open a model folder or use the demo model, then send again.")
    return None


def regenerate(conversation_id: int, thread: list[Message], settings: GenerationSettings,
               message_id: int | None) -> Turn | str | None:
    """The last reply written again as a new version (the old one stays browsable); None: nothing to do."""
    if not thread:
        return None
    last = thread[-1]
    if message_id is not None and message_id != last.id:
        return QT_TRANSLATE_NOOP("TurnRules", "Only the last reply can be regenerated; edit a message to branch "
                                              "earlier.")
    if last.role == "assistant":
        parent, sources = last.parent_id, sendable(thread[:-1])
    else:
        parent, sources = last.id, sendable(thread)
    return Turn(conversation_id, parent, sources, settings, replaces_thread=True)


def go_on(thread: list[Message], message_id: int, settings: GenerationSettings) -> Turn | str:
    """Continue the last reply: a new version that starts with its text and takes its place once saved."""
    reply = thread[-1] if thread else None
    if reply is None or reply.id != message_id or reply.role != "assistant":
        return QT_TRANSLATE_NOOP("TurnRules", "Only the last reply can be continued.")
    history = [m for m in sendable(thread) if m.id != reply.id] + [reply]
    # it keeps what the reply it goes on from was grounded in (those sources stay listed under it), and
    # its length counts what that reply had written before it stopped, too
    was = reply.provenance or Provenance()
    noted = Provenance(sources=was.sources, sources_left_out=was.sources_left_out, continued_from=reply.id,
                       earlier_tokens=was.generated_tokens or 0)
    return Turn(reply.conversation_id, reply.parent_id, history, settings, replaces_thread=True,
                continue_last=True, prefix=reply.content, noted=noted)
