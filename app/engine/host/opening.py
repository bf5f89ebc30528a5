"""Opening a model folder as a chat session: a plain folder on the first provider that loads it, a model
package (`models.package`) by the variant made for each provider in turn."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from app.chat.values import DeviceFailure
from app.engine.host.loading import LoadError
from app.engine.host.session import ChatSession
from app.engine.protocol import first_line


def open_session(folder: Path, providers: list[str], threads: int, context_limit: int) -> ChatSession:
    """The model at `folder` on the first of `providers` that loads it; a model package (`models.package`)
    loads, per provider, the variant made for it (or its CPU variant where the provider runs CPU builds)."""
    from app.accel.choice import RUNS_CPU_BUILDS
    from models.package import is_package, read_package, variant_for

    if not is_package(folder):
        return ChatSession(folder, providers, threads, context_limit)
    variants = read_package(folder)
    failures: list[DeviceFailure] = []
    for provider in providers:
        variant = variant_for(variants, provider.lower(), provider.lower() in RUNS_CPU_BUILDS)
        if variant is None:
            continue
        try:
            session = ChatSession(variant.folder, [provider], threads, context_limit, variant.overlay,
                                  variant.tokenizer)
        except LoadError as exc:
            failures.append(DeviceFailure(provider, first_line(exc)))
            continue
        session.info = replace(session.info, failures=(*failures, *session.info.failures))
        return session
    tried = " | ".join(f"{f.provider}: {f.reason}" for f in failures) or "no variant for any device here"
    raise LoadError(f"No variant of the model package {folder.name} could be loaded here ({tried}).")
