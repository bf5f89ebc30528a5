"""`main.py docs …` and `main.py chat --docs` as a person runs them: in a subprocess, killed with -9
mid-index and resumed, and a real chat turn with the demo model citing its source."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.system.paths import resolve_paths
from tests.app.cli.test_cli import ROOT, hearth
from tests.app.docs_corpus import make_corpus, make_many


def _indexed(db: Path) -> dict[str, int]:
    """Each indexed file's first chunk id (a re-embedded file gets new ids)."""
    if not db.exists():
        return {}
    conn = sqlite3.connect(db)
    try:
        rows = conn.execute("SELECT f.path, MIN(c.id) FROM files f JOIN chunks c ON c.file_id = f.id "
                            "WHERE f.state = 'indexed' GROUP BY f.id").fetchall()
    except sqlite3.OperationalError:  # the schema is not there yet
        return {}
    finally:
        conn.close()
    return {path: first for path, first in rows}


def test_add_list_rm_and_clear_errors(tmp_path: Path, embed_model: Path) -> None:
    corpus = make_corpus(tmp_path / "corpus")
    added = hearth("docs", "add", str(corpus))
    assert added.returncode == 0, added.stderr
    assert "12/12 files" in added.stdout and "6 skipped" in added.stdout
    listing = hearth("docs", "list", "--skipped")
    assert "corpus" in listing.stdout and "6 files" in listing.stdout
    assert "locked.pdf: encrypted PDF" in listing.stdout
    again = hearth("docs", "reindex", "corpus")
    assert again.returncode == 0 and "0 read and embedded" in again.stdout
    missing = hearth("docs", "add", str(tmp_path / "nope"))
    assert missing.returncode == 1 and "does not exist" in missing.stderr and "Traceback" not in missing.stderr
    unknown = hearth("docs", "rm", "nothing-like-it")
    assert unknown.returncode == 1 and "corpus" in unknown.stderr  # names the libraries there are
    removed = hearth("docs", "rm", "corpus")
    assert removed.returncode == 0
    assert "No libraries yet" in hearth("docs", "list").stdout


def test_kill_9_mid_index_then_resume_without_re_embedding_done_files(tmp_path: Path, embed_model: Path) -> None:
    corpus = make_many(tmp_path / "many", 30, paragraphs=3)
    db = resolve_paths().documents_db
    process = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "docs", "add", str(corpus)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=os.environ.copy())
    try:
        deadline = time.monotonic() + 120
        while len(_indexed(db)) < 3 and process.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        process.send_signal(signal.SIGKILL)
        process.wait(10)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(10)
    before = _indexed(db)
    assert 3 <= len(before) < 30, "the indexer finished before it could be killed"
    resumed = hearth("docs", "reindex", "many")
    assert resumed.returncode == 0, resumed.stderr
    assert f"{30 - len(before)} read and embedded" in resumed.stdout
    after = _indexed(db)
    assert len(after) == 30
    assert {path: after[path] for path in before} == before  # the same chunks: not embedded again


@pytest.mark.slow
def test_chat_with_docs_cites_a_real_source(tmp_path: Path, embed_model: Path, demo_model: Path) -> None:
    corpus = make_corpus(tmp_path / "corpus")
    assert hearth("docs", "add", str(corpus)).returncode == 0
    result = hearth("chat", "--docs", "corpus", "--prompt", "How long is the warranty on the Model Z kettle?",
                    "--json", "--temperature", "0", "--max-new-tokens", "24")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout.strip().splitlines()[-1])
    first = data["sources"][0]
    assert first["n"] == 1 and first["path"] == str(corpus / "manual.pdf") and first["page"] == 2
    assert "seven years" in first["text"]
    assert data["prompt_tokens"] > 60  # the passages went to the model with the question
    unknown = hearth("chat", "--docs", "nothing-like-it", "--prompt", "hi")
    assert unknown.returncode == 2 and "No library named" in unknown.stderr
