"""Why a turn or a measure cannot run at all, checked in the host when it arrives (before it queues)."""

from __future__ import annotations

from app.engine import protocol as p
from app.engine.grammar_limits import GrammarLimitError, check_guidance
from app.engine.host.stops import stop_problem


def request_problem(request: p.Turn | p.Measure, loaded: bool, sees: bool) -> p.Error | None:
    """The error to answer `request` with, or None when it may run; `sees`: the model takes images."""
    if not loaded:
        return p.Error("not_loaded", "No model is loaded.", request.id)
    problems = request.sampling.problems()
    if problems:
        return p.Error("bad_request", " ".join(problems), request.id)
    if any(m.images for m in request.messages):
        from app.engine.host.vision import decode_images

        if not sees:
            return p.Error("bad_request", "This model does not see images: choose a model marked \"sees "
                           "images\", or send the message without them.", request.id)
        try:
            decode_images(request.messages)
        except ValueError as exc:
            return p.Error("bad_request", str(exc), request.id)
    if not all(_is_text(m.content) for m in request.messages) or not _is_text(request.system_prompt):
        return p.Error("bad_request", "The message contains bytes that are not valid text (invalid UTF-8); "
                       "remove them and send again.", request.id)
    if isinstance(request, p.Turn) and request.speculative not in p.SPECULATIVE_MODES:
        return p.Error("bad_request", f"Speculative decoding is auto, on or off, not {request.speculative!r}.",
                       request.id)
    if isinstance(request, p.Turn) and stop_problem(request.stop):
        return p.Error("bad_request", f"Stop strings: {stop_problem(request.stop)}.", request.id)
    if isinstance(request, p.Turn) and request.guidance is not None:
        try:
            check_guidance(request.guidance)
        except GrammarLimitError as exc:
            return p.Error("bad_request", str(exc), request.id)
    return None


def _is_text(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # lone surrogates: bytes that were not UTF-8 at the edge
        return False
    return True
