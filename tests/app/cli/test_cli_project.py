"""`main.py chat --project NAME` with the real demo model: the project's instructions join the prompt as `--system`
would, its memories and the global ones are given (another project's never), `/remember` saves for it, and a
project that does not exist is refused in words."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from app.cli.chat import add_arguments
from app.cli.chat_project import apply_project
from app.docs.db import DocsDB
from app.store import Store
from app.system.paths import resolve_paths
from tests.app.cli.test_cli_memory import chat

PIRATE = "Answer like a pirate who keeps bees."
QUESTION = "How should I feed my beehives in winter?"


@pytest.mark.slow
def test_a_terminal_chat_inside_a_project(demo_model: Path) -> None:
    with Store.open(resolve_paths().conversations_db) as store:
        hives = store.projects.create("Hives", instructions=PIRATE)
        other = store.projects.create("Other")
        store.memories.for_project(hives.id).add("The beehives are in Lyon")
        store.memories.for_project(other.id).add("The beehives of the other project are in Oslo")
        store.memories.add("I keep three beehives")

    def once(*args: str) -> dict[str, object]:
        run = chat(demo_model, "--prompt", QUESTION, "--json", *args)
        assert run.returncode == 0, run.stderr
        return json.loads(run.stdout)  # type: ignore[no-any-return]

    inside, same, plain = (once("--no-memory", "--project", "hives"), once("--no-memory", "--system", PIRATE),
                           once("--no-memory"))
    assert inside["prompt_tokens"] == same["prompt_tokens"] != plain["prompt_tokens"]  # the instructions, as --system
    given = once("--project", "Hives")["memories"]
    assert isinstance(given, list)
    texts = {m["text"] for m in given}
    assert "The beehives are in Lyon" in texts and "The beehives of the other project are in Oslo" not in texts
    loose = once()["memories"]
    assert isinstance(loose, list) and "The beehives are in Lyon" not in {m["text"] for m in loose}

    session = chat(demo_model, "--project", "Hives", stdin="/remember The queen is marked blue\n/memories\n/quit\n")
    assert session.returncode == 0, session.stderr
    assert "The beehives are in Lyon" in session.stdout and "Oslo" not in session.stdout
    with Store.open(resolve_paths().conversations_db) as store:
        saved = [m for m in store.memories.all() if m.text == "The queen is marked blue"]
        assert [m.project_id for m in saved] == [hives.id]

    missing = chat(demo_model, "--prompt", QUESTION, "--project", "Nowhere")
    assert missing.returncode == 2
    assert "No project called 'Nowhere'. Projects: Hives, Other." in missing.stderr


def test_a_projects_removed_library_is_skipped_and_said(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "notes").mkdir()
    docs = DocsDB(resolve_paths().documents_db)
    kept = docs.add_library(tmp_path / "notes")
    docs.close()
    with Store.open(resolve_paths().conversations_db) as store:
        store.projects.create("Hives", libraries=[kept, kept + 6])  # the second removed since in the window
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    args = parser.parse_args(["--project", "Hives"])
    assert apply_project(args) is None
    assert args.docs == [str(kept)]
    assert f"document libraries {kept + 6} were removed" in capsys.readouterr().err
