"""A request's generation settings, from the parameter table (`app.chat.parameters`).

Every parameter with an API name (`Parameter.api`) is a field of every generating route's request
(`app.api.schemas.with_sampling`); what a request leaves out gets the parameter's `api_default`, OpenAI's
meaning of leaving it out (temperature 1, top-p 1, no repetition penalty), not the window's defaults. The
longest reply is each route's own field (`max_tokens`, `max_completion_tokens`, `max_output_tokens`).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from app.api.state import Served, ServerState
from app.chat.parameters import BY_NAME, PARAMETERS, Sampling
from app.engine.context import agent_reply_budget

SEED_RANGE = 2**31


def sampling_for(body: BaseModel, budget: int | None, state: ServerState, served: Served, tools: bool = False
                 ) -> Sampling:
    """The turn's `Sampling` for a request `body` whose longest reply is `budget`; without a budget, the server's
    default, and for a request that offers tools (an agent's step) no more than `agent_reply_budget`. The
    engine clamps it to the room the prompt leaves."""
    values: dict[str, Any] = {}
    for p in PARAMETERS:
        given = getattr(body, p.api, None) if p.api else None
        if given is not None:
            values[p.name] = given % SEED_RANGE if p.kind == "seed" else given
        else:
            values[p.name] = p.default if p.api_default is None else p.api_default
    context = served.loaded.context_length
    default = state.config.default_max_tokens
    if tools:
        default = min(default, agent_reply_budget(context))
    values["max_new_tokens"] = min(budget or default, max(1, context - 1), int(BY_NAME["max_new_tokens"].high))
    return Sampling(**values)
