"""Recordings as documents: real espeak-ng speech in an MP3, transcribed by the real Whisper tiny.en in its own
process, indexed with its times, cited as "talk.mp3, 0:31"; skipped with how to get the model when it is
missing and read once it is there; cancelled mid-transcription without a half file."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.chat.provenance import Provenance
from app.docs.chunks import chunk
from app.docs.db import DocsDB
from app.docs.grounding import Source, ground
from app.docs.indexer import IndexControl, Indexer, Progress
from app.docs.readers import Segment
from app.docs.retrieval import Retriever
from app.store.html_page import cited_sources
from app.system.paths import resolve_paths
from app.voice.service import LazySpeech, RecordingTranscripts
from tests.voice.encode import encode
from tests.voice.speech import spoken

SENTENCES = [
    "Please send the quarterly report to the finance team before Friday.",
    "My laptop keeps every conversation on its own disk.",
    "Remind me to call my sister after dinner.",
    "She bought three apples, two oranges and a loaf of bread.",
    "The museum is closed on Mondays but open late on Thursdays.",
    "The meeting has been moved to the small room on the second floor.",
    "He plays the piano every evening before going to bed.",
    "The children built a sandcastle near the edge of the water.",
    "Our flight was delayed because of a storm over the mountains.",
    "The lighthouse keeper counted forty seven ships in one night.",
]


def test_a_recordings_passages_keep_the_second_they_start_at() -> None:
    text = "one two three. " * 100  # 1,500 characters over 30 s: three passages
    pieces = chunk([Segment(text, seconds=60.0, until=90.0), Segment("last words", seconds=90.0, until=92.0)])
    assert pieces[0].seconds == 60.0
    assert 60.0 < pieces[1].seconds < pieces[2].seconds < 90.0  # type: ignore[operator]
    assert pieces[-1].seconds == 90.0
    assert chunk([Segment("a page", page=3)])[0].seconds is None


def test_a_cited_time_reads_as_minutes_and_seconds_everywhere() -> None:
    source = Source(1, "/talks/talk.mp3", None, None, "the passage", 754.4)
    assert source.where() == "talk.mp3, 12:34"
    assert Source.from_dict(source.as_dict()) == source
    assert "seconds" not in Source(2, "/a/guide.pdf", 3, None, "x").as_dict()  # older sources stay as they were
    assert cited_sources(Provenance(sources=(source.as_dict(),)))[0][1] == "talk.mp3, 12:34"


def test_an_older_documents_database_gains_the_seconds_column(tmp_path: Path) -> None:
    path = tmp_path / "documents.db"
    DocsDB(path).close()
    with sqlite3.connect(path) as conn:  # back to the schema before recordings
        conn.execute("ALTER TABLE chunks DROP COLUMN seconds")
        conn.execute("PRAGMA user_version = 2")
    assert DocsDB.read_only(path).chunks([1]) == {}  # read as it is, without the column
    db = DocsDB(path)
    assert "seconds" in [row[1] for row in db.conn.execute("PRAGMA table_info(chunks)")]
    db.close()


@pytest.fixture(scope="module")
def talk(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """About 40 s of speech as an MP3: two Whisper windows."""
    folder = tmp_path_factory.mktemp("recordings")
    samples = spoken(SENTENCES, pause_s=0.8)
    assert len(samples) > 32 * 16_000
    (folder / "talk.mp3").write_bytes(encode(samples, "mp3"))
    return folder / "talk.mp3"


@pytest.fixture(scope="module")
def speech(speech_model: Path) -> Iterator[LazySpeech]:
    lazy = LazySpeech(lambda: speech_model, threads=2)
    yield lazy
    lazy.close()


@pytest.mark.slow
def test_a_recording_is_skipped_without_the_model_then_transcribed_with_times(
        talk: Path, speech: LazySpeech, tmp_path: Path) -> None:
    db = DocsDB(resolve_paths().documents_db)
    library_id = db.add_library(talk)
    missing = RecordingTranscripts(LazySpeech(lambda: tmp_path / "no-model"))
    Indexer(db, None, None, transcripts=missing).run(library_id)
    [(path, reason)] = db.skipped(library_id)
    assert path == str(talk) and "needs the speech model" in reason and "main.py speech-model" in reason

    seen: list[Progress] = []
    final = Indexer(db, None, None, seen.append, RecordingTranscripts(speech)).run(library_id)
    assert final.state == "done" and final.skipped == 0
    assert "transcribing 0:" in {p.detail[:len("transcribing 0:")] for p in seen}
    rows = db.conn.execute("SELECT text, seconds FROM chunks ORDER BY ord").fetchall()
    assert rows[0][1] == 0.0 and max(r[1] for r in rows) > 20.0
    later = next(text for text, seconds in rows if seconds > 20.0)
    assert "lighthouse" in later.lower()  # the last sentence is in a passage timed past the first window

    grounding = ground(db, Retriever(db, None), [library_id], "How many ships did the lighthouse keeper count?",
                       budget=700)
    assert grounding is not None
    cited = grounding.sources[0]
    assert cited.seconds is not None and cited.seconds > 20.0
    assert cited.where().startswith("talk.mp3, 0:")
    db.close()


@pytest.mark.slow
def test_cancel_stops_a_transcription_between_windows_and_keeps_no_half_file(
        talk: Path, speech: LazySpeech) -> None:
    db = DocsDB(resolve_paths().documents_db)
    library_id = db.add_library(talk.parent)
    control = IndexControl()
    heard = threading.Event()

    def on_progress(progress: Progress) -> None:
        if progress.detail.startswith("transcribing 0:") and not heard.is_set():
            heard.set()  # the first window is done: stop before the second
            control.cancelled.set()

    final = Indexer(db, None, control, on_progress, RecordingTranscripts(speech)).run(library_id)
    assert heard.is_set() and final.state == "cancelled"
    assert db.files(library_id) == {} and db.conn.execute("SELECT COUNT(*) FROM chunks").fetchone()[0] == 0
    db.close()
