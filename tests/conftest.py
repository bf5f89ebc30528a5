"""Shared fixtures. Every test runs with its paths under a temp folder (HEARTH_HOME); only the demo
model build is shared, in the real user cache, because it is expensive (about a minute)."""

from __future__ import annotations

import os
import signal
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Started in the background of a non-interactive shell (`.ci/run &`, test.sh's own side process), the suite
# inherits Ctrl+C ignored, and so would every program it starts: the Ctrl+C tests then failed (the terminal chat
# did not quit, a download did not pause) and left their programs running. A handler of our own is reset at
# exec, so the programs start with Ctrl+C as a terminal gives it.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

from app.system.privacy import disable_telemetry_env

disable_telemetry_env()

import pytest  # noqa: E402

from app.system.paths import resolve_paths  # noqa: E402

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from tests.app.fake_engine import FakeEngine

# Resolve the shared demo-model location before any test points HEARTH_HOME elsewhere.
if "HEARTH_DEMO_DIR" not in os.environ:
    _saved_home = os.environ.pop("HEARTH_HOME", None)
    os.environ["HEARTH_DEMO_DIR"] = str(resolve_paths().demo_model_root / "smollm2-135m-instruct-int4")
    if _saved_home is not None:
        os.environ["HEARTH_HOME"] = _saved_home
if "HEARTH_EMBED_DIR" not in os.environ:  # the documents' embedding model, shared the same way
    _saved_home = os.environ.pop("HEARTH_HOME", None)
    os.environ["HEARTH_EMBED_DIR"] = str(resolve_paths().cache / "embed-model" / "all-minilm-l6-v2")
    if _saved_home is not None:
        os.environ["HEARTH_HOME"] = _saved_home
if "HEARTH_SPEECH_DIR" not in os.environ:  # the speech model (Whisper tiny.en), shared the same way
    _saved_home = os.environ.pop("HEARTH_HOME", None)
    os.environ["HEARTH_SPEECH_DIR"] = str(resolve_paths().cache / "speech-model" / "whisper-tiny.en")
    if _saved_home is not None:
        os.environ["HEARTH_HOME"] = _saved_home
if "HEARTH_VISION_DIR" not in os.environ:  # the small model that sees (bench/vision_model.py), shared the same way
    _saved_home = os.environ.pop("HEARTH_HOME", None)
    from bench.vision_model import vision_model_dir

    os.environ["HEARTH_VISION_DIR"] = str(vision_model_dir())
    if _saved_home is not None:
        os.environ["HEARTH_HOME"] = _saved_home
if "HEARTH_ZOO_DIR" not in os.environ:  # the families' tiny models (bench/zoo), shared the same way
    _saved_home = os.environ.pop("HEARTH_HOME", None)
    from bench.zoo import zoo_root

    os.environ["HEARTH_ZOO_DIR"] = str(zoo_root())
    if _saved_home is not None:
        os.environ["HEARTH_HOME"] = _saved_home


@pytest.fixture(scope="session")
def english(qapp: QApplication, tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """English as `run_gui` installs it: the source strings and the plural forms ("1 token", "2 tokens": the
    sources say "%n token(s)", which only a translation, English's own included, turns into words)."""
    from app.qt.i18n import compile_qm, load, sources_dir

    qm = tmp_path_factory.mktemp("i18n") / "hearth_en.qm"
    compile_qm(sources_dir() / "hearth_en.ts", qm)
    translators = load(qapp, qm)
    yield
    for translator in translators:
        qapp.removeTranslator(translator)


@pytest.fixture(autouse=True)
def _english_for_qt(request: pytest.FixtureRequest) -> Iterator[None]:
    """A test with a QApplication (pytest-qt's qapp or qtbot) gets English installed, as in the window; after
    it, no widget it made outlives it (this teardown runs after the test's own fixtures stopped what they
    started). Deleted now, not at the end of the session: a window is about a thousand widgets, and each later
    test's theme change (`tests.ui.widget_shots.app_theme`) restyled every window left before it, two seconds
    a test late in a full run."""
    if {"qapp", "qtbot"} & set(request.fixturenames):
        request.getfixturevalue("english")
    yield
    widgets = sys.modules.get("PySide6.QtWidgets")  # a test that never used Qt does not import it here
    if widgets is not None and widgets.QApplication.instance() is not None:
        from PySide6.QtCore import QEvent

        for widget in widgets.QApplication.topLevelWidgets():
            widget.deleteLater()
        widgets.QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def hearth_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "hearth-home"
    monkeypatch.setenv("HEARTH_HOME", str(home))
    return home


@pytest.fixture()
def engine() -> FakeEngine:
    """The scripted fake engine (`tests.app.fake_engine`), answering at once: for the chat controller and
    the whole window, where the real model is not under test."""
    from tests.app.fake_engine import FakeEngine

    return FakeEngine(interval_ms=1)


@pytest.fixture(scope="session")
def embed_model() -> Path:
    """The real embedding model (exported once into the user cache if missing: a few seconds)."""
    from app.system.paths import embed_model_dir
    from models.embed_model import ensure_embed_model

    return ensure_embed_model(embed_model_dir(), print)


@pytest.fixture(scope="session")
def speech_model() -> Path:
    """The real Whisper tiny.en, built once into the user cache if missing (about 25 s)."""
    from app.system.paths import speech_model_dir
    from models.speech_model import ensure_speech_model

    return ensure_speech_model(speech_model_dir(), print)


@pytest.fixture(scope="session")
def vision_model() -> Path:
    """The Qwen2.5-VL built here with random weights (once into the user cache if missing: ~30 s)."""
    from bench.vision_model import ensure_vision_model

    return ensure_vision_model()


@pytest.fixture(scope="session")
def zoo() -> Callable[[str], Path]:
    """The families' tiny models (`bench.zoo`): `zoo("qwen3")` is the folder of Qwen3's (its real tokenizer,
    template and architecture, 40,960 tokens of context, random weights), built once into the user cache
    (under a minute each); also "llama3.2", "gemma3", "deepseek-r1", "gpt-oss", and "gemma3-vision" (Gemma 3 4B
    that sees: three graphs, `bench.zoo.seeing`)."""
    from bench.zoo import zoo_model

    return zoo_model


@pytest.fixture(scope="session")
def demo_model() -> Path:
    """The real demo model (built once into the user cache if missing)."""
    from app.system.paths import demo_model_dir
    from models.demo import ensure_demo_model

    return ensure_demo_model(demo_model_dir(), print)
