"""Images in the window (scripted engine): attach, paste and drop into the draft, thumbnails, limits said
before sending, the image sent with the message (and with the history), stored in the data folder and
back after a restart, the full image on click, and the Image button of a model that does not see."""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent, QGuiApplication, QImage
from PySide6.QtWidgets import QToolButton
from pytestqt.qtbot import QtBot

from app.chat.images import images_dir, images_of
from app.store import to_html, to_markdown
from tests.app.fake_engine import FakeEngine
from tests.app.images import encoded, hostile
from tests.ui.window_helpers import Start, send, shot
from ui import app as ui_app
from ui import file_dialogs
from ui.wiring.images import ImageDialog, ImageDraft


def seeing_model(root: Path) -> Path:
    folder = root / "seer"
    folder.mkdir()
    (folder / "genai_config.json").write_text(json.dumps({"model": {"type": "qwen2_5_vl", "vision": {}}}))
    return folder


def draft_of(window: object) -> ImageDraft:
    drafts = window.findChildren(ImageDraft)  # type: ignore[attr-defined]
    assert len(drafts) == 1
    return drafts[0]


def test_an_image_goes_with_the_message_is_stored_and_comes_back_after_a_restart(
        launch: Start, engine: FakeEngine, qtbot: QtBot, tmp_path: Path) -> None:
    model = seeing_model(tmp_path)
    hearth = launch(model)
    window = hearth.window
    draft = draft_of(window)
    picture = encoded(300, 200)
    draft.add(picture, "red.png")
    qtbot.waitUntil(lambda: len(draft.images) == 1, timeout=5000)
    assert draft.isVisible() and "1 of 4 images" in draft.note.text()
    engine.enqueue("A red picture.")
    send(qtbot, window, "What is this?")
    sent = engine.requested("turn")[-1].messages[-1]
    assert sent.content == "What is this?" and base64.b64decode(sent.images[0]) == picture
    assert not draft.images and not draft.isVisible()  # the draft went with the message
    qtbot.waitUntil(lambda: bool(engine.requested("measure")), timeout=5000)  # the meter, once the turn is over
    assert base64.b64decode(engine.requested("measure")[-1].messages[0].images[0]) == picture  # its tokens count
    assert "hearth-image:" in window.chat_view.browser.toHtml()
    shot(window, "image-sent")
    question = hearth.controller.thread_items()[0].message
    records = images_of(question.provenance)
    assert records[0]["name"] == "red.png" and (images_dir() / records[0]["file"]).read_bytes() == picture
    assert question.provenance is not None
    assert str(tmp_path) not in json.dumps(question.provenance.as_json())  # a name, not a path

    conv = hearth.store.get_conversation(hearth.controller.current_conversation or 0)
    encoded_picture = base64.b64encode(picture).decode()
    assert f"![red.png](data:image/png;base64,{encoded_picture})" in to_markdown(conv, hearth.store.thread(conv.id))
    assert f'src="data:image/png;base64,{encoded_picture}"' in to_html(conv, hearth.store.thread(conv.id))
    window.chat_view._on_anchor_clicked(QUrl(f"hearth:image/{question.id}/0"))
    dialogs = window.findChildren(ImageDialog)
    assert len(dialogs) == 1 and dialogs[0].windowTitle() == "red.png"
    dialogs[0].close()

    conversation = hearth.controller.current_conversation
    ui_app.stop(hearth)
    fake = FakeEngine(interval_ms=1)
    again = launch(model, fake=fake)
    again.controller.open_conversation(conversation)
    fake.enqueue("Still red.")
    send(qtbot, again.window, "And now?")
    history = fake.requested("turn")[-1].messages
    assert base64.b64decode(history[0].images[0]) == picture and history[-1].images == ()


def test_a_chat_with_images_goes_on_with_a_model_that_does_not_see_them_named_and_said(
        launch: Start, engine: FakeEngine, qtbot: QtBot, tmp_path: Path) -> None:
    model = seeing_model(tmp_path)
    hearth = launch(model)
    draft = draft_of(hearth.window)
    draft.add(encoded(300, 200), "red.png")
    draft.add(encoded(30, 20), "small.png")
    qtbot.waitUntil(lambda: len(draft.images) == 2, timeout=5000)
    send(qtbot, hearth.window, "What is this?")
    conversation = hearth.controller.current_conversation
    ui_app.stop(hearth)
    fake = FakeEngine(interval_ms=1)
    again = launch(fake=fake)  # a model that does not see
    again.controller.open_conversation(conversation)
    send(qtbot, again.window, "And in words?")
    sent = fake.requested("turn")[-1].messages
    assert sent[0].images == () and sent[0].content == "What is this?\n\n[2 images not shown: this model does not " \
        "see images]"  # the model knows there were images; the chat goes on
    assert sent[-1].content == "And in words?" and not sent[-1].images
    notice = again.window.chat.notice_bar
    assert "images in this chat were left out" in notice.text() and notice.action_button.text() == "Show them"
    reply = again.controller.thread_items()[-1].message
    assert reply.status == "complete"
    measured = fake.requested("measure")[-1].messages  # the meter counts what the turn sends
    assert measured[0].images == () and "not shown" in measured[0].content


def test_images_are_decoded_before_they_are_kept_and_one_that_cannot_be_read_is_refused(
        launch: Start, engine: FakeEngine, qtbot: QtBot, tmp_path: Path) -> None:
    """The Image button, paste and drop all go through `ImageDraft.add`: a GIF is kept as a PNG the engine reads
    safely; text named .png, a JPEG cut short and a decompression bomb are refused with a notice."""
    window = launch(seeing_model(tmp_path)).window
    draft = draft_of(window)
    draft.add(hostile("gif"), "moving.gif")
    qtbot.waitUntil(lambda: len(draft.images) == 1, timeout=5000)
    kept = draft.images[0]
    assert kept.file.endswith(".png") and (kept.width, kept.height) == (32, 32)
    assert (images_dir() / kept.file).read_bytes().startswith(b"\x89PNG")
    for kind, words in (("text_as_png", "could not be read"), ("jpeg_cut", "could not be read"),
                        ("png_bomb", "megapixels")):
        (tmp_path / f"{kind}.png").write_bytes(hostile(kind))
        window.chat.notice_bar.hide()
        draft.add_file(tmp_path / f"{kind}.png")
        qtbot.waitUntil(lambda words=words: words in window.chat.notice_bar.text()
                        and window.chat.notice_bar.isVisible(), timeout=5000)
        assert len(draft.images) == 1, kind
    assert sorted(p.name for p in images_dir().iterdir()) == [kept.file]


@pytest.mark.qt_log_ignore("Corrupt JPEG data")  # the conversation's thumbnail: Qt draws what it can of it
def test_a_stored_image_that_cannot_be_read_is_left_out_and_the_chat_goes_on(
        launch: Start, engine: FakeEngine, qtbot: QtBot, tmp_path: Path) -> None:
    """An image kept before images were decoded (a JPEG cut short) or damaged on disk never stops the
    conversation: the turn goes without it, the model is told, and so is the person."""
    import hashlib

    from app.chat.images import StoredImage, provenance_for

    model = seeing_model(tmp_path)
    hearth = launch(model)
    damaged = hostile("jpeg_cut")
    file = f"{hashlib.sha256(damaged).hexdigest()}.jpg"
    images_dir().mkdir(parents=True, exist_ok=True)
    (images_dir() / file).write_bytes(damaged)
    good = encoded(40, 30)
    draft = draft_of(hearth.window)
    draft.add(good, "fine.png")
    qtbot.waitUntil(lambda: len(draft.images) == 1, timeout=5000)
    c = hearth.store.create_conversation("Two photos", settings={})
    hearth.store.add_message(c.id, "user", "What are these?", None, provenance=provenance_for(
        [StoredImage(file, "cut.jpg", len(damaged)), draft.images[0]]))
    draft.clear()
    hearth.controller.open_conversation(c.id)
    engine.enqueue("One picture.")
    send(qtbot, hearth.window, "And now?")
    sent = engine.requested("turn")[-1].messages
    assert [base64.b64decode(i) for i in sent[0].images] == [good]
    assert sent[0].content == "What are these?\n\n[1 image not shown: could not be read]"
    notice = hearth.window.chat.notice_bar
    assert "could not be read and was left out" in notice.text() and notice.action_button.text() == "Show them"
    qtbot.waitUntil(lambda: hearth.controller.thread_items()[-1].message.status == "complete", timeout=5000)


def test_paste_and_drop_put_images_in_the_draft_and_limits_are_said(
        launch: Start, qtbot: QtBot, tmp_path: Path) -> None:
    hearth = launch(seeing_model(tmp_path))
    window = hearth.window
    button = next(b for b in window.composer.box.findChildren(QToolButton) if b.text() == "Image")
    assert button.isVisible() and button.toolTip().startswith("Show the model an image")
    draft = draft_of(window)
    image = QImage(40, 30, QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.blue)
    QGuiApplication.clipboard().setImage(image)
    window.composer.input.setFocus()
    qtbot.keyClick(window.composer.input, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: len(draft.images) == 1, timeout=5000)
    assert window.composer.input.toPlainText() == ""  # the image went to the draft, not the text
    files = []
    for n in range(3):
        path = tmp_path / f"photo{n}.jpg"
        path.write_bytes(encoded(50 + n, 40, fmt="JPEG"))
        files.append(QUrl.fromLocalFile(str(path)))
    mime = QMimeData()
    mime.setUrls(files)
    drop = QDropEvent(QPointF(5, 5), Qt.DropAction.CopyAction, mime, Qt.MouseButton.NoButton,
                      Qt.KeyboardModifier.NoModifier)
    # Qt delivers a drop only inside a real drag: the box's filter is handed the event (it is asked first)
    assert draft.paste_and_drop is not None and draft.paste_and_drop.eventFilter(window.composer.input.viewport(), drop)
    qtbot.waitUntil(lambda: len(draft.images) == 4, timeout=5000)
    draft.add(encoded())
    assert "at most 4 images" in window.chat.notice_bar.text()
    (tmp_path / "notes.png").write_bytes(b"not an image at all")
    draft.clear()
    draft.add_file(tmp_path / "notes.png")
    qtbot.waitUntil(lambda: "not a PNG, JPEG, WebP or GIF" in window.chat.notice_bar.text(), timeout=5000)
    assert not draft.images


def test_the_drafts_images_are_in_the_message_boxs_count_before_sending(
        launch: Start, engine: FakeEngine, qtbot: QtBot, tmp_path: Path) -> None:
    """An image is hundreds of tokens in a real model: the count under the box shows for a short message with
    one, and the draft is measured with its images, as the engine will read them."""
    window = launch(seeing_model(tmp_path)).window
    composer, draft = window.composer, draft_of(window)
    composer.set_text("What is this?")
    picture = encoded(300, 200)
    draft.add(picture, "red.png")
    qtbot.waitUntil(lambda: composer.count_label.isVisible(), timeout=5000)  # short text, but an image
    measured = engine.requested("measure")[-1].messages[-1]
    assert measured.content == "What is this?" and [base64.b64decode(i) for i in measured.images] == [picture]
    assert "with 1 image" in composer.count_label.text()
    draft.clear()
    qtbot.waitUntil(lambda: not composer.count_label.isVisible(), timeout=5000)  # short text again: no count


def test_with_a_model_that_does_not_see_the_image_button_and_a_paste_say_why_and_offer_the_models(
        launch: Start, qtbot: QtBot) -> None:
    window = launch().window
    button = draft_of(window).image_button
    assert button is not None and button.isVisible() and button.isEnabled()  # in its place, and it explains
    assert "does not see images" in button.toolTip() and "does not see images" in button.accessibleDescription()
    assert "Phi-3.5 Vision" in button.toolTip()  # the catalog's models that see, by name
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert "does not see images" in window.chat.notice_bar.text()
    assert window.chat.notice_bar.action_button.text() == "Show models"
    window.chat.notice_bar.hide()
    image = QImage(40, 30, QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.red)
    QGuiApplication.clipboard().setImage(image)
    window.composer.input.setFocus()
    qtbot.keyClick(window.composer.input, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert "does not see images" in window.chat.notice_bar.text()
    assert window.chat.notice_bar.action_button.text() == "Show models"
    assert not draft_of(window).images and window.composer.input.toPlainText() == ""

    window.chat.notice_bar.action_button.click()  # the catalog, narrowed to the models that see
    models = window.models.window if window.models is not None else None
    assert models is not None and models.isVisible() and models.tabs.currentIndex() == 0
    catalog = models.picker.catalog_view
    rows = [catalog.tree.topLevelItem(i) for i in range(catalog.tree.topLevelItemCount())]
    shown = [catalog.catalog[r.data(0, Qt.ItemDataRole.UserRole)] for r in rows if r is not None and not r.isHidden()]
    seeing = [e for e in catalog.catalog if "sees" in e.capabilities]
    assert seeing and sorted(e.id for e in shown) == sorted(e.id for e in seeing)
    assert len(shown) < len(rows) and catalog.only_label.isVisible() and "see images" in catalog.only_label.text()
    current = catalog.tree.currentItem()
    assert current is not None and not current.isHidden()
    shot(models, "models-that-see")
    catalog.show_all_button.click()
    assert all(r is not None and not r.isHidden() for r in rows) and not catalog.only_label.isVisible()
    catalog.show_only("sees")
    models.close()
    window.open_models("get")  # opened from the menu: the whole catalog
    assert all(r is not None and not r.isHidden() for r in rows) and catalog.rec_frame.isVisible()
    models.close()


def test_an_image_attached_by_any_route_to_a_model_that_does_not_see_says_why_and_is_not_a_document(
        launch: Start, qtbot: QtBot, tmp_path: Path, embed_model: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Attach (the button, Ctrl+Shift+A), a dropped file and a pasted path: an image is for the model to see, never
    a document that "this chat's questions now use" and the index then skips; with a model that sees, it goes
    to the draft whichever route it took."""
    hearth = launch()
    window, docs = hearth.window, hearth.documents
    assert docs is not None
    photo = tmp_path / "photo.png"
    photo.write_bytes(encoded(40, 30))
    monkeypatch.setattr(file_dialogs, "open_file_names", lambda *_args, **_kw: [str(photo)])
    bar = window.chat.notice_bar

    def refused() -> bool:
        said = "does not see images" in bar.text() and bar.action_button.text() == "Show models"
        bar.hide()
        return said and not docs.libraries(None)

    attach = next(b for b in window.composer.tool_buttons() if b.accessibleName() == "Attach files")
    attach.click()
    assert refused()
    window.actions_by_name["attach"].trigger()  # Ctrl+Shift+A
    assert refused()
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(photo))])
    drop = QDropEvent(QPointF(5, 5), Qt.DropAction.CopyAction, mime, Qt.MouseButton.NoButton,
                      Qt.KeyboardModifier.NoModifier)
    # Qt delivers a drop only inside a real drag: the box's filter is handed the event (it is asked first)
    filter_ = draft_of(window).paste_and_drop
    assert filter_ is not None and filter_.eventFilter(window.composer.input.viewport(), drop)
    assert refused()
    QGuiApplication.clipboard().setText(str(photo))
    window.composer.input.setFocus()
    qtbot.keyClick(window.composer.input, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert refused() and window.composer.input.toPlainText() == ""

    with qtbot.waitSignal(hearth.controller.models.loaded):
        hearth.controller.load_model(seeing_model(tmp_path))
    attach.click()
    qtbot.waitUntil(lambda: len(draft_of(window).images) == 1, timeout=5000)
    assert not docs.libraries(None)


def test_the_image_picker_opens_in_home_and_a_small_image_is_counted_in_kilobytes(
        launch: Start, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The picker opened in the program's folder (the others open in home); an 8 kB image said "0.0 MB"."""
    window = launch(seeing_model(tmp_path)).window
    photo = tmp_path / "small.png"
    photo.write_bytes(encoded(40, 30))
    folders: list[str] = []
    monkeypatch.setattr(file_dialogs, "open_file_names",
                        lambda _parent, _title, folder, _filter: (folders.append(folder), [str(photo)])[1])
    button = draft_of(window).image_button
    assert button is not None
    button.click()
    assert folders == [str(Path.home())]
    draft = draft_of(window)
    qtbot.waitUntil(lambda: len(draft.images) == 1, timeout=5000)
    assert " kB · " in draft.note.text() and "0.0 MB" not in draft.note.text(), draft.note.text()


def test_a_json_export_carries_the_images_to_another_computer(monkeypatch: pytest.MonkeyPatch,
                                                              tmp_path: Path) -> None:
    from app.chat.images import provenance_for, store_image
    from app.store import Store
    from ui.conversations import export_import

    picture = encoded(80, 60)
    with Store.open(tmp_path / "c.sqlite3") as store:
        c = store.create_conversation("A photo", settings={})
        store.add_message(c.id, "user", "What is this?", None,
                          provenance=provenance_for([store_image(picture, "cat.png")]))
        target = tmp_path / "chat.json"
        monkeypatch.setattr(export_import, "ask_save_path", lambda *_a: (str(target), export_import.JSON_FILTER))
        assert export_import.export_conversation(None, store, c.id) == target
        data = json.loads(target.read_text(encoding="utf-8"))
        (file, encoded_image), = data["images"].items()
        assert base64.b64decode(encoded_image) == picture and file.endswith(".png")
        for stored in images_dir().iterdir():  # another computer: none of the images are there
            stored.unlink()
        data["images"]["../../evil.png"] = encoded_image  # only files named by their content are written
        target.write_text(json.dumps(data), encoding="utf-8")
        monkeypatch.setattr(export_import, "ask_open_path", lambda *_a: str(target))
        imported = export_import.import_conversation(None, store)
        assert imported is not None
        records = images_of(store.thread(imported.id)[0].provenance)
        assert (images_dir() / records[0]["file"]).read_bytes() == picture
        assert sorted(p.name for p in images_dir().iterdir()) == [file]


def test_a_pdf_export_prints_the_images(qtbot: QtBot, tmp_path: Path) -> None:
    from app.chat.images import provenance_for, store_image
    from app.store import Store
    from ui.conversations.export_pdf import write_pdf

    with Store.open(tmp_path / "c.sqlite3") as store:
        c = store.create_conversation("A photo", settings={})
        store.add_message(c.id, "user", "What is this?", None,
                          provenance=provenance_for([store_image(encoded(200, 150), "cat.png")]))
        plain = store.create_conversation("No photo", settings={})
        store.add_message(plain.id, "user", "What is this?", None)
        for conversation, name in ((c, "with.pdf"), (plain, "without.pdf")):
            write_pdf(tmp_path / name, store.get_conversation(conversation.id), store.thread(conversation.id), "now")
    assert b"/Subtype /Image" in (tmp_path / "with.pdf").read_bytes()
    assert b"/Subtype /Image" not in (tmp_path / "without.pdf").read_bytes()
