"""`main.py connect TOOL`: what a coding tool needs to use the running `main.py serve`, printed or written.

For each tool, the base URL, the key and the model id, in the form the tool reads:
- claude-code: environment variables (Anthropic's `/v1/messages`); `--write` merges them into the
  `env` of `~/.claude/settings.json`;
- codex: a `hearth` profile, `~/.codex/hearth.config.toml` (Codex's profile files; `codex --profile
  hearth`): the model and a `hearth` model provider speaking the Responses API;
- opencode: a `hearth` provider (OpenAI-compatible) in `~/.config/opencode/opencode.json`;
- continue: model entries (chat, edit, apply; and `embed` with the embedding model) for
  `~/.continue/config.yaml` (no autocomplete: Continue's asks for fill-in-the-middle, which needs a
  model trained for it and `suffix`, which Hearth's `/v1/completions` does not take). Hearth writes
  that file only when it does not exist yet: merging YAML it did not write could lose a person's
  comments, so otherwise it prints the entries to paste.

The model id is the server's own (`GET /v1/models`): Hearth never poses as a model a tool knows.
Where a tool picks models by alias (Claude Code's opus, sonnet and haiku), every alias is mapped to
the served model. Each tool is told the served model's context and its reply budget
(`agent_reply_budget`), so it compacts its conversation before the context overflows and never asks
for more than the context leaves: `CLAUDE_CODE_MAX_CONTEXT_TOKENS` and `CLAUDE_CODE_MAX_OUTPUT_TOKENS`,
opencode's per-model `limit`, Codex's `model_context_window` and `model_auto_compact_token_limit`
(Codex sends no budget: the server gives its steps the same one). When the context cannot hold the
tool's own prompt (`PROMPTS`, measured), `connect` says so. `--write` edits the person's file with care
(`app.cli.config_files`: through links, its mode kept, a copy of the one before) and says where. The
key comes from `--api-key`, else `HEARTH_API_KEY`; a loopback server without a key accepts any, so a
placeholder is written where a tool insists on one.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.cli.config_files import ConfigFileError, read_json_object, write_config
from app.engine.context import agent_reply_budget

TOOLS = ("claude-code", "codex", "opencode", "continue")
DEFAULT_URL = "http://127.0.0.1:8080"
DEMO_ID = "smollm2-135m-instruct-int4"
PLACEHOLDER_KEY = "hearth-local"  # a loopback server without a key takes any
# Each tool's prompt with its default tools, in tokens of the demo model's tokenizer (tests/agents/data:
# the clients' first requests, rendered as Hearth renders them), and the versions measured and tested.
PROMPTS = {"claude-code": 19_700, "codex": 6_300, "opencode": 7_200}
TESTED = {"claude-code": "Claude Code 2.1.197", "codex": "Codex 0.171.0", "opencode": "opencode 1.18.33",
          "continue": "Continue (cn) 1.5.47"}


@dataclass(frozen=True)
class Target:
    url: str  # the server's root, no /v1
    key: str
    model: str
    embedder: str  # "" when the server lists no embedding model
    context: int  # 0 when the server does not say
    note: str  # what could not be checked, for people


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("tool", choices=TOOLS, help="the program to connect")
    parser.add_argument("--url", default=DEFAULT_URL, help=f"the server's address (default {DEFAULT_URL})")
    parser.add_argument("--api-key", default=None, help="the server's key (default: $HEARTH_API_KEY)")
    parser.add_argument("--model", default=None, help="model id (default: the one the server serves)")
    parser.add_argument("--write", action="store_true",
                        help="write the tool's configuration file (a backup of it is kept) instead of printing")


def discover(url: str, key: str, model: str | None) -> Target:
    """The served model from `GET /v1/models`; the demo model's id when the server does not answer."""
    request = urllib.request.Request(f"{url}/v1/models", headers={"Authorization": f"Bearer {key}"} if key else {})
    try:
        with urllib.request.urlopen(request, timeout=5) as answer:
            listed = json.loads(answer.read()).get("data", [])
    except (urllib.error.URLError, OSError, ValueError) as exc:
        if isinstance(exc, urllib.error.HTTPError):
            reason = "the key was refused" if exc.code == 401 else f"HTTP {exc.code}"
        else:
            reason = str(getattr(exc, "reason", exc))
        return Target(url, key, model or DEMO_ID, "", 0,
                      f"No Hearth server answered at {url} ({reason}); start one with:  python main.py serve")
    chat = [m for m in listed if isinstance(m, dict) and m.get("type", "llm") != "embedding"]
    served = next((m for m in chat if "context_length" in m), chat[0] if chat else {})  # the loaded one says it
    embedder = next((str(m["id"]) for m in listed if isinstance(m, dict) and m.get("type") == "embedding"), "")
    chosen = model or str(served.get("id", DEMO_ID))
    context = int(served.get("context_length", 0)) if served.get("id") == chosen else 0
    return Target(url, key, chosen, embedder, context, "")


# ---- each tool's configuration ------------------------------------------------------------------


def claude_env(t: Target) -> dict[str, str]:
    env = {"ANTHROPIC_BASE_URL": t.url, "ANTHROPIC_AUTH_TOKEN": t.key or PLACEHOLDER_KEY,
           "ANTHROPIC_MODEL": t.model, "ANTHROPIC_DEFAULT_OPUS_MODEL": t.model,
           "ANTHROPIC_DEFAULT_SONNET_MODEL": t.model, "ANTHROPIC_DEFAULT_HAIKU_MODEL": t.model,
           "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1"}
    if t.context:  # the window it compacts against (a model not named claude-*), and its budget per reply
        env["CLAUDE_CODE_MAX_CONTEXT_TOKENS"] = str(t.context)
        env["CLAUDE_CODE_MAX_OUTPUT_TOKENS"] = str(agent_reply_budget(t.context))
    return env


def codex_toml(t: Target) -> str:
    """Codex's profile file (`codex --profile hearth`); Codex refuses the older `[profiles.NAME]` tables."""
    lines = ['model_provider = "hearth"', f"model = {json.dumps(t.model)}"]
    if t.context:
        lines.append(f"model_context_window = {t.context}")
        lines.append(f"model_auto_compact_token_limit = {t.context - agent_reply_budget(t.context)}")
    lines += ["", "[model_providers.hearth]", 'name = "Hearth"', f"base_url = {json.dumps(t.url + '/v1')}",
              'wire_api = "responses"']
    if t.key:
        lines.append('env_key = "HEARTH_API_KEY"')
    return "\n".join(lines) + "\n"


def opencode_provider(t: Target) -> dict[str, Any]:
    options: dict[str, Any] = {"baseURL": f"{t.url}/v1"}
    if t.key:
        options["apiKey"] = "{env:HEARTH_API_KEY}"
    model: dict[str, Any] = {"name": f"{t.model} (Hearth)"}
    if t.context:
        model["limit"] = {"context": t.context, "output": agent_reply_budget(t.context)}
    return {"npm": "@ai-sdk/openai-compatible", "name": "Hearth", "options": options, "models": {t.model: model}}


def continue_models(t: Target) -> str:
    key = t.key or PLACEHOLDER_KEY
    entry = (f"  - name: {t.model} (Hearth)\n    provider: openai\n    model: {t.model}\n"
             f"    apiBase: {t.url}/v1\n    apiKey: {key}\n    roles: [chat, edit, apply]\n")
    if t.embedder:
        entry += (f"  - name: {t.embedder} (Hearth)\n    provider: openai\n    model: {t.embedder}\n"
                  f"    apiBase: {t.url}/v1\n    apiKey: {key}\n    roles: [embed]\n")
    return entry


# ---- printing and writing -------------------------------------------------------------------------


def printed(tool: str, t: Target) -> str:
    """What to set, as `tool` reads it, and what the served model's context means for it (`fit_note`)."""
    note = fit_note(tool, t)
    return _settings(tool, t) + (f"# {note.replace(chr(10), chr(10) + '# ')}\n" if note else "")


def _settings(tool: str, t: Target) -> str:
    if tool == "claude-code":
        exports = "\n".join(f"export {name}={value}" for name, value in claude_env(t).items())
        return (f"# Claude Code -> Hearth (Anthropic Messages at {t.url}/v1/messages); in the shell that runs it:\n"
                f"{exports}\nclaude\n# Its opus, sonnet and haiku aliases all mean {t.model}; replies name the "
                "model that wrote them.\n")
    if tool == "codex":
        return (f"# Codex -> Hearth (the Responses API at {t.url}/v1/responses), as ~/.codex/hearth.config.toml:\n\n"
                f"{codex_toml(t)}\n# then run:  codex --profile hearth"
                + ("  (with HEARTH_API_KEY set)" if t.key else "") + "\n")
    if tool == "opencode":
        body = {"$schema": "https://opencode.ai/config.json", "provider": {"hearth": opencode_provider(t)}}
        return (f"# opencode -> Hearth (OpenAI-compatible at {t.url}/v1). Merge into "
                f"~/.config/opencode/opencode.json:\n{json.dumps(body, indent=2)}\n"
                f"# then pick hearth/{t.model} with /models (or: opencode -m hearth/{t.model})\n")
    return (f"# Continue -> Hearth (OpenAI-compatible at {t.url}/v1). In ~/.continue/config.yaml, under models:\n"
            f"models:\n{continue_models(t)}")


def fit_note(tool: str, t: Target) -> str:
    """What the served model's context means for `tool`: its prompt, the reply budget, or a warning."""
    if not t.context:
        return ""
    budget = agent_reply_budget(t.context)
    prompt = PROMPTS.get(tool, 0)
    said = f"{TESTED[tool]} was tested. {t.model} has a context of {t.context:,} tokens; each reply may use {budget:,}"
    if tool == "codex":
        said += " (Codex sends no budget: the server gives each step this one)"
    if prompt and prompt + budget > t.context:
        return (f"{said}.\nWarning: {t.context:,} tokens cannot hold this tool's own prompt (~{prompt:,} tokens with "
                f"its default tools) and a reply: every request will be refused with 'prompt is too long'. Serve "
                f"a model with a context of at least {prompt + budget:,} tokens.")
    return f"{said}{f'; its own prompt takes ~{prompt:,}' if prompt else ''}."


def write(tool: str, t: Target, home: Path) -> tuple[Path, Path | None, str]:
    """Write the tool's file; (the file, its backup or None, what to do next). Raises ConfigFileError when
    the existing file cannot be read or written (it is then left as it was)."""
    if tool == "claude-code":
        path = home / ".claude" / "settings.json"
        settings = read_json_object(path)
        env = settings.get("env")
        settings["env"] = {**(env if isinstance(env, dict) else {}), **claude_env(t)}
        text = json.dumps(settings, indent=2) + "\n"
        after = "Start claude as usual; remove the ANTHROPIC_* entries from its env to go back."
    elif tool == "codex":
        path = home / ".codex" / "hearth.config.toml"  # Hearth's own file: a copy of the one before is kept
        text = codex_toml(t)
        after = "Run:  codex --profile hearth" + ("  (with HEARTH_API_KEY set)" if t.key else "")
    elif tool == "opencode":
        path = home / ".config" / "opencode" / "opencode.json"
        config = read_json_object(path)
        config.setdefault("$schema", "https://opencode.ai/config.json")
        providers = config.get("provider")
        config["provider"] = {**(providers if isinstance(providers, dict) else {}), "hearth": opencode_provider(t)}
        text = json.dumps(config, indent=2) + "\n"
        after = f"Pick hearth/{t.model} with /models, or run:  opencode -m hearth/{t.model}"
    else:
        path = home / ".continue" / "config.yaml"
        if path.exists():
            raise ConfigFileError(f"{path} exists; Hearth does not merge YAML it did not write. Add these "
                                  f"entries under its models:\n{continue_models(t)}")
        text = f"name: Hearth\nversion: 0.0.1\nschema: v1\nmodels:\n{continue_models(t)}"
        after = "Reload Continue and pick the Hearth model in its panel."
    secret = bool(t.key) and tool in ("claude-code", "continue")  # the others name the key's variable
    return path, write_config(path, text, secret), after


def main(args: argparse.Namespace, home: Path | None = None) -> int:
    key = args.api_key if args.api_key is not None else os.environ.get("HEARTH_API_KEY", "")
    target = discover(args.url.rstrip("/"), key, args.model)
    if target.note:
        print(f"Note: {target.note}", file=sys.stderr)
    if not args.write:
        print(printed(args.tool, target), end="")
        return 0
    try:
        path, copy, after = write(args.tool, target, home or Path.home())
    except (ConfigFileError, OSError) as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 1
    print(f"Wrote {path}" + (f" (the file before: {copy})" if copy else "") + f".\n{after}")
    note = fit_note(args.tool, target)
    if note:
        print(note)
    return 0
