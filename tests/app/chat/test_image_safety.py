"""Images decoded by Pillow in Hearth's own process before ORT GenAI's decoder sees them
(`app.chat.image_safety`): what ORT would not read is re-encoded, what cannot be read is a ValueError in
words, and a decompression bomb is refused from its header, before a pixel is decoded."""

from __future__ import annotations

import io
import struct
import zlib
from pathlib import Path

import pytest
from PIL import Image

from app.chat.image_safety import MAX_IMAGE_BYTES, SENT_PIXELS, safe_image
from tests.app.images import DECODABLE, UNREADABLE, encoded, hostile


def opened(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


@pytest.mark.parametrize("kind", DECODABLE)
def test_what_ort_would_not_read_becomes_an_rgb_png_or_jpeg(kind: str) -> None:
    safe = safe_image(hostile(kind))
    image = opened(safe.data)
    assert image.format == {"png": "PNG", "jpg": "JPEG"}[safe.kind] and image.mode == "RGB"
    assert (safe.width, safe.height) == image.size == (32, 32)


def test_an_rgb_png_or_jpeg_goes_on_as_it_is_and_transparency_is_shown_over_white() -> None:
    for data in (encoded(), encoded(fmt="JPEG")):
        assert safe_image(data).data is data
    flat = opened(safe_image(hostile("rgba_png")).data)  # transparent red: a viewer shows it over white
    assert flat.getpixel((0, 0)) == (255, 0, 0)
    clear = io.BytesIO()
    Image.new("RGBA", (8, 8), (0, 0, 0, 0)).save(clear, "PNG")
    assert opened(safe_image(clear.getvalue()).data).getpixel((0, 0)) == (255, 255, 255)


@pytest.mark.parametrize("kind", UNREADABLE)
def test_what_cannot_be_read_is_refused_in_words(kind: str) -> None:
    with pytest.raises(ValueError, match=r"could not be read|megapixels") as refused:
        safe_image(hostile(kind), "cat.png")
    assert str(refused.value).startswith("cat.png ")


def test_bombs_and_giants_are_refused_from_their_header_and_large_photos_are_scaled_down() -> None:
    def png_claiming(width: int, height: int) -> bytes:
        def chunk(name: bytes, body: bytes) -> bytes:
            return struct.pack(">I", len(body)) + name + body + struct.pack(">I", zlib.crc32(name + body))
        return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)) + \
            chunk(b"IDAT", zlib.compress(b"")) + chunk(b"IEND", b"")

    with pytest.raises(ValueError, match="8000 × 8000 pixels; images up to 50 megapixels"):
        safe_image(png_claiming(8000, 8000))  # 64 MP: under Pillow's own cap, over Hearth's
    with pytest.raises(ValueError, match="up to 20 MB"):
        safe_image(b"\x89PNG\r\n\x1a\n" + bytes(MAX_IMAGE_BYTES))
    photo = io.BytesIO()
    Image.new("RGB", (6000, 4000), (10, 120, 200)).save(photo, "JPEG", quality=80)
    safe = safe_image(photo.getvalue())
    assert safe.kind == "jpg" and safe.width * safe.height <= SENT_PIXELS and safe.width / safe.height == 1.5
    assert opened(safe.data).size == (safe.width, safe.height)


def test_a_stored_image_is_decoded_once_until_its_file_changes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                               ) -> None:
    """Each turn and each measure of the context meter reads the conversation's images on the window's thread:
    a file found safe is not decoded again, but one damaged on disk since is, and left out."""
    from app.chat import images
    from app.chat.images import provenance_for, store_image, turn_images

    stored = store_image(encoded(), "red.png", folder=tmp_path)
    provenance = provenance_for([stored])
    decoded: list[int] = []
    real = images.safe_image
    monkeypatch.setattr(images, "safe_image", lambda data, *a: (decoded.append(len(data)), real(data, *a))[1])
    first, _ = turn_images(provenance, tmp_path)
    again, missing = turn_images(provenance, tmp_path)
    assert first == again and missing == 0 and len(decoded) == 1
    (tmp_path / stored.file).write_bytes(hostile("jpeg_cut"))  # damaged in place: another size, another time
    assert turn_images(provenance, tmp_path) == ((), 1) and len(decoded) == 2
