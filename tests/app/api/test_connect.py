"""`main.py connect TOOL`: printed against the real server (its model id, its embedding model), and
`--write` into a temporary home: merged into what is there, a backup kept, a file it cannot merge
left alone."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from app.cli import connect
from tests.app.api.conftest import ROOT, Served, free_port

MODEL = "smollm2-135m-instruct-int4"


def run(*args: str, home: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, **({"HOME": str(home)} if home else {})}
    env.pop("HEARTH_API_KEY", None)
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "connect", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.slow
def test_printed_settings_name_the_served_model_and_the_embedder(server: Served, embed_model: Path) -> None:
    codex = run("codex", "--url", server.url)
    assert codex.returncode == 0 and not codex.stderr, codex.stderr
    toml = tomllib.loads(codex.stdout.split("\n\n", 1)[1].split("# then run")[0])
    assert toml["model_providers"]["hearth"] == {"name": "Hearth", "base_url": f"{server.url}/v1",
                                                 "wire_api": "responses"}
    assert toml["model_provider"] == "hearth" and toml["model"] == MODEL and toml["model_context_window"] > 0
    claude = run("claude-code", "--url", server.url).stdout
    assert f"export ANTHROPIC_BASE_URL={server.url}\n" in claude
    assert f"export ANTHROPIC_DEFAULT_HAIKU_MODEL={MODEL}\n" in claude
    assert "model: all-minilm-l6-v2" in run("continue", "--url", server.url).stdout


def test_no_server_is_said_and_the_demo_model_assumed() -> None:
    url = f"http://127.0.0.1:{free_port()}"
    answer = run("opencode", "--url", url)
    assert answer.returncode == 0 and "No Hearth server answered" in answer.stderr
    body = json.loads(answer.stdout.split("\n", 1)[1].rsplit("# then", 1)[0])
    assert body["provider"]["hearth"]["options"]["baseURL"] == f"{url}/v1"
    assert MODEL in body["provider"]["hearth"]["models"]


def args(tool: str, key: str = "") -> argparse.Namespace:
    return argparse.Namespace(tool=tool, url=f"http://127.0.0.1:{free_port()}", api_key=key, model=None, write=True)


def test_claude_code_settings_are_merged_with_a_backup(tmp_path: Path) -> None:
    settings = tmp_path / ".claude" / "settings.json"
    settings.parent.mkdir()
    settings.write_text(json.dumps({"theme": "dark", "env": {"EDITOR": "vim"}}))
    assert connect.main(args("claude-code", key="sesame"), home=tmp_path) == 0
    written = json.loads(settings.read_text())
    assert written["theme"] == "dark" and written["env"]["EDITOR"] == "vim"
    assert written["env"]["ANTHROPIC_AUTH_TOKEN"] == "sesame" and written["env"]["ANTHROPIC_MODEL"] == MODEL
    backups = list(settings.parent.glob("settings.json.hearth-backup-*"))
    assert len(backups) == 1 and json.loads(backups[0].read_text())["env"] == {"EDITOR": "vim"}


def test_codex_gets_a_profile_file_of_its_own(tmp_path: Path) -> None:
    """Codex's profiles are files beside config.toml (it refuses the older [profiles.NAME] tables)."""
    config = tmp_path / ".codex" / "config.toml"
    config.parent.mkdir()
    config.write_text('model = "gpt-5"\n')
    for _ in range(2):
        assert connect.main(args("codex", key="sesame"), home=tmp_path) == 0
    profile = tomllib.loads((tmp_path / ".codex" / "hearth.config.toml").read_text())
    assert profile["model_provider"] == "hearth" and profile["model"] == MODEL
    assert profile["model_providers"]["hearth"]["env_key"] == "HEARTH_API_KEY"
    assert config.read_text() == 'model = "gpt-5"\n'  # the person's own settings untouched
    assert len(list(config.parent.glob("hearth.config.toml.hearth-backup-*"))) == 1  # the second run's copy


def test_a_file_it_cannot_merge_is_left_alone(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    broken = tmp_path / ".config" / "opencode" / "opencode.json"
    broken.parent.mkdir(parents=True)
    broken.write_text("{not json")
    assert connect.main(args("opencode"), home=tmp_path) == 1
    assert broken.read_text() == "{not json" and not list(broken.parent.glob("*backup*"))
    mine = tmp_path / ".continue" / "config.yaml"
    mine.parent.mkdir()
    mine.write_text("name: Mine  # my comment\n")
    assert connect.main(args("continue"), home=tmp_path) == 1
    assert mine.read_text() == "name: Mine  # my comment\n"
    assert "provider: openai" in capsys.readouterr().err  # the entries to paste instead


def test_continue_and_opencode_files_are_created(tmp_path: Path) -> None:
    assert connect.main(args("continue"), home=tmp_path) == 0
    assert (tmp_path / ".continue" / "config.yaml").read_text().startswith("name: Hearth\n")
    assert connect.main(args("opencode"), home=tmp_path) == 0
    config = json.loads((tmp_path / ".config" / "opencode" / "opencode.json").read_text())
    assert config["provider"]["hearth"]["npm"] == "@ai-sdk/openai-compatible"


# ---- each tool told the context and its budget -------------------------------------------------------


def target(context: int, key: str = "") -> connect.Target:
    return connect.Target("http://127.0.0.1:8080", key, MODEL, "", context, "")


def test_each_tool_is_told_the_context_and_its_reply_budget() -> None:
    """Claude Code and opencode asked 32,000 tokens on every request; Codex assumed its own window."""
    env = connect.claude_env(target(32768))
    assert env["CLAUDE_CODE_MAX_CONTEXT_TOKENS"] == "32768" and env["CLAUDE_CODE_MAX_OUTPUT_TOKENS"] == "4096"
    assert connect.opencode_provider(target(32768))["models"][MODEL]["limit"] == {"context": 32768, "output": 4096}
    codex = tomllib.loads(connect.codex_toml(target(8192)))
    assert codex["model_context_window"] == 8192 and codex["model_auto_compact_token_limit"] == 8192 - 1024


def test_a_context_that_cannot_hold_the_tools_prompt_is_warned_of() -> None:
    small = connect.fit_note("claude-code", target(8192))
    assert "Claude Code 2.1.197 was tested" in small and "Warning: 8,192 tokens cannot hold" in small
    assert "Warning" not in connect.fit_note("claude-code", target(32768))
    assert "Warning" not in connect.fit_note("codex", target(8192)) and "sends no budget" in connect.fit_note(
        "codex", target(8192))


# ---- the person's own files (--write) ------------------------------------------------------------------


def settings_file(home: Path, text: str = '{"env": {"OTHER_API_KEY": "mine"}}', mode: int = 0o600) -> Path:
    path = home / ".claude" / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.chmod(mode)
    return path


def test_a_private_file_stays_private_and_so_does_its_copy(tmp_path: Path) -> None:
    path = settings_file(tmp_path)
    assert connect.main(args("claude-code"), home=tmp_path) == 0
    assert path.stat().st_mode & 0o777 == 0o600
    (copy,) = path.parent.glob("settings.json.hearth-backup-*")
    assert copy.stat().st_mode & 0o777 == 0o600 and json.loads(copy.read_text())["env"] == {"OTHER_API_KEY": "mine"}


def test_a_new_file_holding_hearths_key_is_private(tmp_path: Path) -> None:
    assert connect.main(args("claude-code", key="sesame"), home=tmp_path) == 0
    assert (tmp_path / ".claude" / "settings.json").stat().st_mode & 0o777 == 0o600


def test_a_linked_file_is_written_through_its_link(tmp_path: Path) -> None:
    dotfiles = tmp_path / "dotfiles" / "claude-settings.json"
    dotfiles.parent.mkdir()
    dotfiles.write_text('{"theme": "dark"}')
    link = tmp_path / ".claude" / "settings.json"
    link.parent.mkdir()
    link.symlink_to(dotfiles)
    assert connect.main(args("claude-code"), home=tmp_path) == 0
    assert link.is_symlink() and link.resolve() == dotfiles.resolve()
    assert json.loads(dotfiles.read_text())["theme"] == "dark" and "ANTHROPIC_BASE_URL" in dotfiles.read_text()


def test_a_read_only_file_is_refused_and_left_alone(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = settings_file(tmp_path, mode=0o444)
    assert connect.main(args("claude-code"), home=tmp_path) == 1
    assert "read-only" in capsys.readouterr().err
    assert path.read_text() == '{"env": {"OTHER_API_KEY": "mine"}}' and not list(path.parent.glob("*backup*"))


def test_two_writes_in_one_second_keep_both_copies(tmp_path: Path) -> None:
    path = settings_file(tmp_path, '{"env": {"ANTHROPIC_BASE_URL": "https://api.anthropic.com"}}')
    for _ in range(2):
        assert connect.main(args("claude-code"), home=tmp_path) == 0
    copies = sorted(path.parent.glob("settings.json.hearth-backup-*"))
    assert len(copies) == 2  # the first copy holds the person's own values, never overwritten
    assert any("api.anthropic.com" in copy.read_text() for copy in copies)


def test_a_deeply_nested_file_is_an_error_not_a_crash(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deep = "[" * 100_000 + "]" * 100_000
    path = tmp_path / ".config" / "opencode" / "opencode.json"
    path.parent.mkdir(parents=True)
    path.write_text(deep)
    assert connect.main(args("opencode"), home=tmp_path) == 1
    assert "nested too deeply" in capsys.readouterr().err and path.read_text() == deep
