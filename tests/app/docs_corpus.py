"""A generated corpus for the documents tests: one file per format with a fact only it holds, and bad files.

The PDF is written by hand (a few lines of PDF syntax: pypdf reads but does not lay out text), the
encrypted one with pypdf's writer, the Word document with python-docx.
"""

from __future__ import annotations

import os
from pathlib import Path

# question -> (file that answers it, a phrase of the answer)
QUESTIONS = {
    "Where does the blue heron nest?": ("notes.txt", "mill pond"),
    "How do I reset the router?": ("guide.md", "red button"),
    "How long is the warranty on the Model Z kettle?": ("manual.pdf", "seven years"),
    "When does the museum open on Sundays?": ("page.html", "nine"),
    "How much did quarterly revenue grow in the northern region?": ("report.docx", "twelve percent"),
    "What VAT rate does Germany use in compute_tax_rate?": ("calc.py", "19 percent"),
}
GOOD = {"notes.txt", "guide.md", "manual.pdf", "page.html", "report.docx", "calc.py"}
BAD = {  # file -> a word of the reason it is skipped
    "locked.pdf": "encrypted",
    "scanned.pdf": "scanned",
    "blob.bin": "not a document type",
    "nulls.txt": "binary",
    "huge.txt": "too large",
    "loop": "symlink loop",
}
FILLER = ("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et "
          "dolore magna aliqua. ")


def pdf_bytes(pages: list[str]) -> bytes:
    """A minimal valid PDF with one line of Helvetica text per page."""
    objects = ["<< /Type /Catalog /Pages 2 0 R >>", ""]
    kids = []
    for text in pages:
        content = f"BT /F1 12 Tf 72 720 Td ({text}) Tj ET".encode("latin-1")
        content_id, page_id = len(objects) + 1, len(objects) + 2  # objects are numbered from 1
        objects.append(f"<< /Length {len(content)} >>\nstream\n{content.decode('latin-1')}\nendstream")
        objects.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents {content_id} 0 R "
                       f"/Resources << /Font << /F1 {len(pages) * 2 + 3} 0 R >> >> >>")
        kids.append(f"{page_id} 0 R")
    objects[1] = f"<< /Type /Pages /Kids [{' '.join(kids)}] /Count {len(pages)} >>"
    objects.append("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for n, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += f"{n} 0 obj\n{body}\nendobj\n".encode("latin-1")
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += "".join(f"{o:010d} 00000 n \n" for o in offsets).encode()
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out)


def make_corpus(root: Path) -> Path:
    import docx
    from pypdf import PdfWriter

    root.mkdir(parents=True, exist_ok=True)
    (root / "notes.txt").write_text("Birds of the valley\n\nThe blue heron nests near the old mill pond every April.\n"
                                    + FILLER * 3, encoding="utf-8")
    (root / "guide.md").write_text("# Router guide\n\n" + FILLER * 2 + "\n\n## Reset\n\nTo reset the router, hold the "
                                   "red button for ten seconds.\n", encoding="utf-8")
    (root / "manual.pdf").write_bytes(pdf_bytes([
        "Model Z kettle manual. Fill with water before use.",
        "The warranty on the Model Z kettle lasts seven years from purchase.",
        "Descale the kettle every month with vinegar.",
    ]))
    (root / "page.html").write_text("<html><head><title>Museum</title><script>var hidden = 'museum opens at "
                                    "midnight';</script></head><body><h1>Visiting</h1><p>The museum opens at nine "
                                    "on Sundays.</p></body></html>", encoding="utf-8")
    document = docx.Document()
    document.add_heading("Quarterly report", 1)
    document.add_paragraph("Quarterly revenue grew by twelve percent in the northern region.")
    document.save(str(root / "report.docx"))
    (root / "calc.py").write_text('def compute_tax_rate() -> float:\n    """Returns the VAT rate of 19 percent used '
                                  'in Germany."""\n    return 0.19\n', encoding="utf-8")
    writer = PdfWriter()
    writer.add_blank_page(200, 200)
    writer.encrypt("secret", algorithm="RC4-128")
    with (root / "locked.pdf").open("wb") as fh:
        writer.write(fh)
    (root / "scanned.pdf").write_bytes(pdf_bytes([""]))
    (root / "blob.bin").write_bytes(os.urandom(2048))
    (root / "nulls.txt").write_bytes(b"text\x00\x01\x02" * 100)
    with (root / "huge.txt").open("wb") as fh:
        fh.truncate(60 * 1024 * 1024)  # sparse: 60 MB by its size, nothing on disk
    (root / "loop").symlink_to(".", target_is_directory=True)
    return root


def make_many(root: Path, files: int, paragraphs: int = 8) -> Path:
    """`files` text files of `paragraphs` chunks each, file n saying a fact of its own."""
    root.mkdir(parents=True, exist_ok=True)
    for n in range(files):
        body = "\n\n".join(f"Paragraph {k} of file {n}. " + FILLER * 5 for k in range(paragraphs))
        (root / f"doc{n:03d}.txt").write_text(f"File {n} holds the code word zebra{n}.\n\n{body}", encoding="utf-8")
    return root
