"""Text out of a file, per format, with where each piece came from (page or first line).

Text, Markdown and source code are read with the stdlib (UTF-8, else Latin-1 when it is clearly text);
PDF with pypdf, HTML with the stdlib's html.parser, Word with python-docx. A file that cannot give text
raises `Skipped` with a reason a person can read ("encrypted PDF", "scanned PDF: no text layer",
"binary file", "too large"); the indexer records it per file and moves on.
"""

from __future__ import annotations

import logging
import zipfile
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from typing import Final

log = logging.getLogger("hearth.docs")

MAX_FILE_BYTES: Final = 50 * 1024 * 1024
MAX_TEXT_CHARS: Final = 5_000_000  # about 2,500 pages: beyond this a file is skipped as huge
# A .docx is a zip: what its parts expand to is bounded, not only the file's size (python-docx loads
# every part; Python's zipfile never yields more than a part's declared size, so the headers are a
# real bound). XML parts are where a bomb lives; images and fonts are stored already compressed.
MAX_DOCX_BYTES: Final = 200 * 1024 * 1024
MAX_DOCX_XML_BYTES: Final = 32 * 1024 * 1024
MAX_DOCX_PARTS: Final = 10_000
MAX_PDF_PAGES: Final = 5_000
TEXT_SUFFIXES: Final = frozenset(
    [
        ".txt",
        ".md",
        ".markdown",
        ".rst",
        ".org",
        ".tex",
        ".csv",
        ".tsv",
        ".log",
        ".json",
        ".yaml",
        ".yml",
        ".toml",
        ".ini",
        ".cfg",
        ".conf",
        ".xml",
        ".py",
        ".pyi",
        ".js",
        ".ts",
        ".tsx",
        ".jsx",
        ".java",
        ".kt",
        ".c",
        ".h",
        ".cc",
        ".cpp",
        ".hpp",
        ".cs",
        ".go",
        ".rs",
        ".rb",
        ".php",
        ".swift",
        ".m",
        ".scala",
        ".sh",
        ".bash",
        ".zsh",
        ".ps1",
        ".bat",
        ".sql",
        ".r",
        ".lua",
        ".pl",
        ".hs",
        ".ml",
        ".ex",
        ".exs",
        ".erl",
        ".clj",
        ".dart",
        ".vue",
        ".svelte",
        ".css",
        ".scss",
        ".less",
    ]
)
HTML_SUFFIXES: Final = frozenset({".html", ".htm", ".xhtml"})
# Recordings: transcribed by the speech model (`app.docs.recordings`), never read here.
AUDIO_SUFFIXES: Final = frozenset({".wav", ".mp3", ".m4a", ".flac", ".ogg"})
SUFFIXES: Final = TEXT_SUFFIXES | HTML_SUFFIXES | AUDIO_SUFFIXES | {".pdf", ".docx"}


class Skipped(Exception):
    """This file gives no text to index; `str(exc)` is the reason shown next to it."""


@dataclass(frozen=True)
class Segment:
    """A run of text and where it starts: `page` (1-based, PDFs), `line` (1-based, text files), or for a
    recording the seconds it spans (`seconds` to `until`)."""

    text: str
    page: int | None = None
    line: int | None = None
    seconds: float | None = None
    until: float | None = None


def supported(path: Path) -> bool:
    return path.suffix.lower() in SUFFIXES or path.suffix == ""


def read(path: Path) -> list[Segment]:
    """The file's text as segments; raises Skipped when there is none to index."""
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise Skipped(f"unreadable: {exc.strerror or exc}") from exc
    if size > MAX_FILE_BYTES:
        raise Skipped(f"too large ({size // (1024 * 1024)} MB; the limit is {MAX_FILE_BYTES // (1024 * 1024)} MB)")
    suffix = path.suffix.lower()
    try:
        if suffix == ".pdf":
            segments = _pdf(path)
        elif suffix == ".docx":
            segments = _docx(path)
        elif suffix in HTML_SUFFIXES:
            segments = [Segment(_html(_text(path)), line=1)]
        else:
            segments = [Segment(_text(path), line=1)]
    except (Skipped, MemoryError):
        raise
    except OSError as exc:
        raise Skipped(f"unreadable: {exc.strerror or exc}") from exc
    except Exception as exc:  # a damaged file of any format: say so, never stop the indexer
        log.info("could not read %s: %s", path, exc)
        raise Skipped(f"damaged or unsupported {suffix or 'file'}: {type(exc).__name__}") from exc
    segments = [s for s in segments if s.text.strip()]
    if not segments:
        raise Skipped("no text in it" if suffix != ".pdf" else "scanned PDF: no text layer (OCR is not supported)")
    if sum(len(s.text) for s in segments) > MAX_TEXT_CHARS:
        raise Skipped(f"too much text (over {MAX_TEXT_CHARS // 1_000_000} million characters)")
    return segments


def _text(path: Path) -> str:
    data = path.read_bytes()
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):  # UTF-16 with its byte-order mark (Windows' Notepad "Unicode")
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            raise Skipped("damaged UTF-16 text") from None
    if b"\x00" in data[:8192]:
        raise Skipped("binary file")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
        printable = sum(ch.isprintable() or ch in "\n\r\t" for ch in text[:8192])
        if printable < 0.95 * min(len(text), 8192):
            raise Skipped("binary file") from None
        return text


def _pdf(path: Path) -> list[Segment]:
    from pypdf import PdfReader
    from pypdf.errors import FileNotDecryptedError, PdfReadError

    try:
        reader = PdfReader(path)
        if reader.is_encrypted:
            try:  # an owner password alone (print/copy limits) still opens with the empty user password
                if not reader.decrypt(""):
                    raise Skipped("encrypted PDF (it needs a password)")
            except (FileNotDecryptedError, NotImplementedError) as exc:
                raise Skipped("encrypted PDF (it needs a password)") from exc
        if len(reader.pages) > MAX_PDF_PAGES:
            raise Skipped(f"too many pages ({len(reader.pages):,}; the limit is {MAX_PDF_PAGES:,})")
        return [Segment(page.extract_text() or "", page=n) for n, page in enumerate(reader.pages, 1)]
    except PdfReadError as exc:
        raise Skipped(f"damaged PDF: {exc}") from exc


def _docx(path: Path) -> list[Segment]:
    import docx

    _check_zip(path)
    try:
        document = docx.Document(str(path))
    except (zipfile.BadZipFile, KeyError, ValueError) as exc:
        raise Skipped("damaged Word document") from exc
    parts = [p.text for p in document.paragraphs]
    for table in document.tables:
        for row in table.rows:
            parts.append(" | ".join(cell.text for cell in row.cells))
    return [Segment("\n".join(parts), line=1)]


def _check_zip(path: Path) -> None:
    """Skip a .docx whose parts would expand past the bounds (a zip bomb), before anything is inflated."""
    try:
        with zipfile.ZipFile(path) as archive:
            parts = archive.infolist()
    except (zipfile.BadZipFile, ValueError) as exc:
        raise Skipped("damaged Word document") from exc
    mb = 1024 * 1024
    if len(parts) > MAX_DOCX_PARTS:
        raise Skipped(f"too many parts in the document ({len(parts):,}; the limit is {MAX_DOCX_PARTS:,})")
    total = sum(p.file_size for p in parts)
    if total > MAX_DOCX_BYTES:
        raise Skipped(f"expands to {total // mb:,} MB when unpacked (the limit is {MAX_DOCX_BYTES // mb} MB)")
    xml = max((p.file_size for p in parts if p.filename.endswith((".xml", ".rels"))), default=0)
    if xml > MAX_DOCX_XML_BYTES:
        raise Skipped(f"its text expands to {xml // mb:,} MB when unpacked "
                      f"(the limit is {MAX_DOCX_XML_BYTES // mb} MB)")


class _HTMLText(HTMLParser):
    """Visible text of a page: skips script/style, breaks lines at block elements."""

    _SKIP: Final = frozenset({"script", "style", "noscript", "template", "svg"})
    _BLOCK: Final = frozenset(
        {
            "p",
            "div",
            "br",
            "li",
            "tr",
            "h1",
            "h2",
            "h3",
            "h4",
            "h5",
            "h6",
            "pre",
            "section",
            "article",
            "header",
            "footer",
            "table",
            "ul",
            "ol",
            "blockquote",
            "title",
        }
    )

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skipping = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self._SKIP:
            self._skipping += 1
        elif tag in self._BLOCK:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in self._SKIP and self._skipping:
            self._skipping -= 1
        elif tag in self._BLOCK:
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        if not self._skipping:
            self.parts.append(data)


def _html(markup: str) -> str:
    parser = _HTMLText()
    parser.feed(markup)
    parser.close()
    lines = (" ".join(line.split()) for line in "".join(parser.parts).splitlines())
    return "\n".join(line for line in lines if line)
