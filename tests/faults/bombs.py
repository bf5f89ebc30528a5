"""Small hostile documents, generated: a .docx whose XML expands far past its size, and a PDF whose
one page holds a content stream of tens of megabytes (under pypdf's own 75 MB stream limit, so it is
parsed, for minutes)."""

from __future__ import annotations

import io
import zipfile
import zlib
from pathlib import Path

import docx


def docx_bomb(path: Path, xml_mb: int = 256) -> Path:
    """A real Word document whose `word/document.xml` is replaced by `xml_mb` MB of paragraphs."""
    buffer = io.BytesIO()
    docx.Document().save(buffer)
    with zipfile.ZipFile(buffer) as source, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        for item in source.infolist():
            if item.filename != "word/document.xml":
                out.writestr(item, source.read(item))
        head = (b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w='
                b'"http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>')
        paragraph = b"<w:p><w:r><w:t>boom</w:t></w:r></w:p>" * 1024
        info = zipfile.ZipInfo("word/document.xml")
        info.compress_type = zipfile.ZIP_DEFLATED
        with out.open(info, "w", force_zip64=True) as part:
            part.write(head)
            for _ in range(xml_mb * 1024 * 1024 // len(paragraph)):
                part.write(paragraph)
            part.write(b"</w:body></w:document>")
    return path


def pdf_bomb(path: Path, stream_mb: int = 60) -> Path:
    """A one-page PDF whose content stream is `stream_mb` MB of text operators, deflated to ~1/1000."""
    line = b"BT /F1 12 Tf 72 712 Td (boom) Tj ET\n"
    raw = line * (stream_mb * 1024 * 1024 // len(line))
    stream = zlib.compress(raw, 9)
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(stream) + stream + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    path.write_bytes(bytes(out))
    return path
