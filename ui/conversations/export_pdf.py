"""A conversation as a PDF: Qt lays the thread out as a rich-text document and prints it to a file.

Why Qt and not a PDF library: Qt already renders the Markdown the chat view shows (`ui.chat.markdown`,
with highlighted code), and `QTextDocument.print_` paginates it onto a `QPdfWriter` with real,
selectable text — no new dependency. The page always uses the light theme: paper is white. Formulas are
drawn as vector paths from their SVG (`ui.chat.math_images.use_vectors`), sharp at any zoom.

The file is written to a temp file beside the target and renamed into place, so a failure never
leaves half a PDF where the person asked for one.
"""

from __future__ import annotations

import html
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QMarginsF, QUrl
from PySide6.QtGui import QGuiApplication, QPageLayout, QPageSize, QPdfWriter, QTextDocument

from app.chat.images import image_path, images_of
from app.chat.reasoning import split
from app.store import Conversation, Message
from app.store.html_page import ROLE_TITLES, cited_sources, status_note, tool_calls
from app.store.thinking_export import thinking_summary
from ui.chat.image_html import SCHEME, images_html, read_scaled
from ui.chat.markdown import MarkdownRenderer
from ui.chat.math_images import MathStyle
from ui.chat.math_print import use_vectors
from ui.theme import LIGHT

RESOLUTION = 300  # dots per inch of the layout; the text itself stays vector text


def document_html(conversation: Conversation, messages: Sequence[Message], when: str, thinking: bool = True) -> str:
    """The thread as the HTML subset Qt's rich text lays out (no style sheets, inline styles)."""
    t = LIGHT
    renderer = MarkdownRenderer(t, copy_links=False, math=MathStyle.of(QGuiApplication.font()))
    esc = html.escape
    title = conversation.title.strip() or "Untitled"
    facts = [f"Created {when}"] + ([f"model: {conversation.model}"] if conversation.model else [])
    parts = [f'<h1 style="font-size:x-large; margin-bottom:2px">{esc(title)}</h1>',
             f'<p style="color:{t.muted}; font-size:small; margin-top:0px">{esc(" · ".join(facts))}</p>']
    for index, message in enumerate(messages):
        if index:
            parts.append("<hr />")
        parts.append(f'<p style="color:{t.muted}; font-weight:600; font-size:small; margin-bottom:2px">'
                     f"{ROLE_TITLES[message.role].upper()}</p>")
        calls = tool_calls(message.provenance)
        if calls:  # before the reply's text, as they happened (and as the Markdown and HTML exports list them)
            items = "".join(f"<li><b>{esc(tool)}</b> <code>{esc(args)}</code> <span style=\"color:{t.muted}\">"
                            f"{esc(source)}</span><br /><i style=\"color:{t.muted}\">{esc(result)}</i></li>"
                            for tool, args, source, result in calls)
            parts.append(f'<p style="font-size:small; margin-bottom:0px"><b>Tool calls</b></p>'
                         f'<ul style="font-size:small; margin-top:0px">{items}</ul>')
        reasoned = split(message.content)
        if reasoned.has_thinking and thinking and reasoned.thinking:  # print has no fold: the thinking, quieter
            parts.append(f'<p style="color:{t.muted}; font-size:small"><i>{esc(thinking_summary(message.provenance))}:'
                         f" {esc(reasoned.thinking)}</i></p>")
        parts.append(renderer.render(reasoned.answer if reasoned.has_thinking else message.content, message.id).html)
        if message.role == "user":  # the person's images, as thumbnails (`_add_images` gives them to the document)
            parts.append(images_html(message.id, message.provenance, t))
        note = status_note(message)
        if note:
            parts.append(f'<p style="color:{t.error}; font-size:small">({esc(note)})</p>')
        sources = cited_sources(message.provenance)
        if sources:  # as the Markdown and HTML exports list them
            items = "".join(f'<li><b>[{n}] {esc(where)}</b> <span style="color:{t.muted}">{esc(path)}</span>'
                            f'<br /><i style="color:{t.muted}">{esc(excerpt)}</i></li>'
                            for n, where, path, excerpt in sources)
            parts.append(f'<p style="font-size:small; margin-bottom:0px"><b>Sources</b></p>'
                         f'<ul style="font-size:small; margin-top:0px">{items}</ul>')
        line = message.provenance.line() if message.provenance else ""
        if line:
            parts.append(f'<p style="color:{t.muted}; font-size:small">{esc(line)}</p>')
    return "\n".join(parts)


def write_pdf(path: Path, conversation: Conversation, messages: Sequence[Message], when: str,
              thinking: bool = True) -> None:
    """Print the thread to `path` (A4, 15 mm margins), atomically; OSError if it cannot be written."""
    document = QTextDocument()
    document.setDocumentMargin(0)
    for message in messages:
        for record in images_of(message.provenance):
            image = read_scaled(str(image_path(record) or ""), 480)
            if image is not None:
                document.addResource(QTextDocument.ResourceType.ImageResource,
                                     QUrl(f"{SCHEME}:{record['file']}"), image)
    document.setHtml(document_html(conversation, messages, when, thinking))
    use_vectors(document, document)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    os.close(fd)
    try:
        writer = QPdfWriter(tmp)
        writer.setResolution(RESOLUTION)
        writer.setTitle(conversation.title.strip() or "Untitled")
        writer.setCreator("Hearth")
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                         QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter))
        document.print_(writer)
        del writer  # closes the file
        if os.path.getsize(tmp) == 0:
            raise OSError(f"nothing was written to {path.name}")
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
