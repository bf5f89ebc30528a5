"""A model's chat template rendered with Jinja2 as Hugging Face's `apply_chat_template` renders it.

The reference behaviour every published template is written and tested against is transformers': a
sandboxed Jinja2 environment (`ImmutableSandboxedEnvironment`: a template from a download is untrusted code),
`trim_blocks` and `lstrip_blocks`, the `loopcontrols` extension, `tojson` that keeps non-ASCII text and takes
`indent`, `raise_exception`, `strftime_now`, a `namespace` that refuses underscore names, and the tokenizer's
special tokens (`bos_token`, `eos_token`, …) as variables. Hearth renders with it where ORT GenAI's own
template engine renders a model's template differently or fails (`app.engine.host.templating`). Written here, not
imported from transformers: the app does not ship transformers (hundreds of MB with torch), only jinja2.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import datetime
from typing import Any

import jinja2
import jinja2.ext
import jinja2.utils
from jinja2.sandbox import ImmutableSandboxedEnvironment

SPECIAL_KEYS = ("bos_token", "eos_token", "unk_token", "pad_token", "sep_token", "cls_token", "mask_token")


class TemplateFailed(Exception):
    """The template raised (its own `raise_exception`, or an error in it) or could not be compiled."""


def _raise_exception(message: str) -> None:
    raise jinja2.exceptions.TemplateError(message)


def _tojson(value: Any, ensure_ascii: bool = False, indent: int | None = None, separators: Any = None,
            sort_keys: bool = False) -> str:
    # Jinja2's own tojson escapes HTML characters (`<` as \u003c): templates expect plain JSON.
    return json.dumps(value, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys)


def _strftime_now(format: str) -> str:
    return datetime.now().strftime(format)


class _Namespace(jinja2.utils.Namespace):
    """`namespace(...)` without underscore names (a way to CPython's internals)."""

    def __init__(*args: Any, **kwargs: Any) -> None:  # Jinja's own signature trick: `namespace(self=…)` works
        self, rest = args[0], args[1:]
        attrs = dict(*rest, **kwargs)
        for name in attrs:
            _Namespace._check(name)
        jinja2.utils.Namespace.__init__(self, attrs)

    def __setitem__(self, name: str, value: Any) -> None:
        _Namespace._check(name)
        jinja2.utils.Namespace.__setitem__(self, name, value)

    @staticmethod
    def _check(name: Any) -> None:
        if isinstance(name, str) and name.startswith("_"):
            raise jinja2.exceptions.SecurityError(f"a template cannot set {name!r} on a namespace")


def _environment() -> ImmutableSandboxedEnvironment:
    env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True, extensions=[jinja2.ext.loopcontrols])
    env.filters["tojson"] = _tojson
    env.globals.update(raise_exception=_raise_exception, strftime_now=_strftime_now, namespace=_Namespace)
    return env


def special_tokens(tokenizer_config: Mapping[str, Any]) -> dict[str, str]:
    """The special tokens a template reads, from tokenizer_config.json (a string or an AddedToken object)."""
    tokens: dict[str, str] = {}
    for key in SPECIAL_KEYS:
        value = tokenizer_config.get(key)
        if isinstance(value, dict):
            value = value.get("content")
        if isinstance(value, str):
            tokens[key] = value
    extra = tokenizer_config.get("additional_special_tokens")
    if isinstance(extra, list):
        tokens["additional_special_tokens"] = [t if isinstance(t, str) else t.get("content", "")  # type: ignore[assignment]
                                               for t in extra if isinstance(t, str | dict)]
    return tokens


class JinjaTemplate:
    def __init__(self, template: str, tokens: Mapping[str, Any]) -> None:
        try:
            self._compiled = _environment().from_string(template)
        except jinja2.exceptions.TemplateError as exc:
            raise TemplateFailed(f"the chat template cannot be read: {exc}") from exc
        self._tokens = dict(tokens)

    def render(self, messages: list[dict[str, Any]], tools: list[Any] | None = None,
               add_generation_prompt: bool = True, **variables: Any) -> str:
        try:
            return self._compiled.render(messages=messages, tools=tools, add_generation_prompt=add_generation_prompt,
                                         **{**self._tokens, **variables})
        except (jinja2.exceptions.TemplateError, TypeError, ValueError, KeyError, IndexError,
                AttributeError, ZeroDivisionError) as exc:
            raise TemplateFailed(f"{type(exc).__name__}: {exc}") from exc
