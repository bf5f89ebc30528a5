"""A multipart/form-data body parsed in memory (python-multipart's streaming parser).

Starlette's `request.form()` spools every uploaded file over 1 MB to a temporary file on disk; an upload of
someone's voice must stay in memory only, so the route reads the body (bounded by the server's body limit)
and parses it here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from python_multipart import MultipartParser
from python_multipart.multipart import parse_options_header

from app.api.errors import ApiError

MAX_PARTS = 32


@dataclass
class Part:
    name: str = ""
    filename: str | None = None
    data: bytearray = field(default_factory=bytearray)


def parse_form(body: bytes, content_type: str) -> dict[str, Part]:
    """The parts of a multipart body by field name (the first of a name wins); raises ApiError(400)."""
    kind, options = parse_options_header(content_type)
    boundary = options.get(b"boundary")
    if kind != b"multipart/form-data" or not boundary:
        raise ApiError(400, "Send the audio as multipart/form-data with a 'file' field (as OpenAI's API takes it).",
                       "invalid_request")
    parts: list[Part] = []
    header: list[bytes] = [b"", b""]

    def begin() -> None:
        if len(parts) >= MAX_PARTS:
            raise ApiError(400, f"Too many form fields (more than {MAX_PARTS}).", "invalid_request")
        parts.append(Part())

    def header_field(data: bytes, start: int, end: int) -> None:
        header[0] += data[start:end]

    def header_value(data: bytes, start: int, end: int) -> None:
        header[1] += data[start:end]

    def header_end() -> None:
        if header[0].strip().lower() == b"content-disposition":
            _, disposition = parse_options_header(header[1])
            parts[-1].name = disposition.get(b"name", b"").decode("utf-8", "replace")
            filename = disposition.get(b"filename")
            parts[-1].filename = filename.decode("utf-8", "replace") if filename is not None else None
        header[0], header[1] = b"", b""

    def part_data(data: bytes, start: int, end: int) -> None:
        parts[-1].data += data[start:end]

    parser = MultipartParser(boundary, {"on_part_begin": begin, "on_header_field": header_field,
                                        "on_header_value": header_value, "on_header_end": header_end,
                                        "on_part_data": part_data})
    try:
        parser.write(body)
        parser.finalize()
    except ApiError:
        raise
    except Exception as exc:  # python-multipart raises its own errors for a malformed body
        raise ApiError(400, f"The form data could not be read: {exc}", "invalid_request") from None
    found: dict[str, Part] = {}
    for part in parts:
        found.setdefault(part.name, part)
    return found
