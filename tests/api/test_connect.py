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
from tests.api.conftest import ROOT, Served, free_port

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
