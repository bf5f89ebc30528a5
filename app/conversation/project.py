"""A project in a turn: its instructions before the chat's own system prompt, its settings for a chat made in it.

Called as a turn starts (the window's grounding hook, the terminal chat's turn) and by the context meter for a
draft, so the prompt read ahead is the prompt sent. The instructions are read from the store at each turn: a chat
moved into a project is answered with them from its next turn on, one moved out without them.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from app.chat.generation import GenerationSettings
from app.conversation.thread import Turn
from app.store.projects import Project, Projects


def project_prompt(instructions: str, system_prompt: str) -> str:
    """The project's instructions, then the chat's own system prompt (either may be empty)."""
    parts = [p.strip() for p in (instructions, system_prompt) if p.strip()]
    return "\n\n".join(parts)


def with_project(turn: Turn, projects: Projects) -> Project | None:
    """Give `turn` its project's instructions (before the chat's system prompt); returns the project."""
    project = projects.of(turn.conversation_id)
    if project is not None and project.instructions:
        turn.settings = replace(turn.settings,
                                system_prompt=project_prompt(project.instructions, turn.settings.system_prompt))
    return project


def settings_in(project: Project, settings: GenerationSettings) -> GenerationSettings:
    """A chat's settings once made in or moved into `project`: the project's generation settings over the chat's,
    the chat's own system prompt kept (the project's instructions are added at each turn, not copied in). A value
    the chat cannot take (out of range in a hand-edited project file) is passed over alone: the chat keeps its own."""
    merged = settings
    for name, value in project.settings.items():
        tried = replace(merged, **GenerationSettings.typed_values({name: value}))
        if name != "system_prompt" and not tried.problems():
            merged = tried
    return merged


def shared_settings(settings: GenerationSettings) -> dict[str, Any]:
    """What a project keeps of settings chosen for it: the generation parameters and tools, not a system prompt
    (that is the project's instructions) nor the memory switch (a chat's own)."""
    kept = settings.to_dict()
    for own in ("system_prompt", "memory"):
        kept.pop(own, None)
    kept["tools"] = list(settings.tools)
    return kept
