"""A reply's thinking in the readable exports: left out, or folded above the answer (`<details>`, which
both a Markdown viewer and a browser show closed, like the window). The JSON export keeps the reply as
stored, thinking included, so an import loses nothing."""

from __future__ import annotations

import html
from collections.abc import Callable

from app.chat.provenance import Provenance
from app.chat.reasoning import split


def thinking_summary(provenance: Provenance | None) -> str:
    seconds = provenance.thinking_s if provenance else None
    return f"Thought for {seconds:.0f} s" if seconds is not None and seconds >= 1 else "Thinking"


def parts_for_export(content: str, provenance: Provenance | None, include: bool,
                     render: Callable[[str], str] | None = None) -> tuple[str, str]:
    """(the thinking block or "", the answer). `render` turns the thinking's Markdown into HTML (the HTML
    page); without it the block is Markdown with an HTML fold."""
    parts = split(content)
    if not parts.has_thinking:
        return "", content
    if not include or not parts.thinking:
        return "", parts.answer
    summary = html.escape(thinking_summary(provenance))
    if render is not None:
        return f'<details class="thinking"><summary>{summary}</summary>{render(parts.thinking)}</details>', parts.answer
    quoted = "\n".join(f"> {line}" if line.strip() else ">" for line in parts.thinking.splitlines())
    return f"<details><summary>{summary}</summary>\n\n{quoted}\n\n</details>\n", parts.answer


def images_for_export(provenance: Provenance | None, html_page: bool) -> str:
    """A message's images, embedded (data URLs: the export stands alone, with no folder names); "" for none."""
    from app.chat.images import data_url, encoded_images, images_of

    records, encoded = images_of(provenance), encoded_images(provenance)
    if html_page:
        return "".join(f'<img class="attached" src="{data_url(e)}" alt="{html.escape(str(r.get("name") or "image"))}">'
                       for r, e in zip(records, encoded, strict=False))
    return "".join(f"![{str(r.get('name') or 'image').replace(']', '')}]({data_url(e)})\n\n"
                   for r, e in zip(records, encoded, strict=False))
