"""Every image decoded in Hearth's own process, by Pillow, before ORT GenAI's decoder sees it.

ORT GenAI 0.18 decodes an image itself: a PNG through its PNG reader, everything else through libjpeg, whose
default error handler calls `exit()` — a GIF, a WebP, a JPEG cut short or text named `.png` ended the engine
host (measured: 503 `engine_stopped`, and again on every later turn of that conversation). So nothing reaches
it that Pillow has not decoded whole here first, within a pixel cap against decompression bombs, and nothing
reaches it but a PNG or a JPEG in RGB: any other image is re-encoded (a photo's JPEG as a baseline JPEG, the
rest as PNG) and one larger than every processor reads (`SENT_PIXELS`, or a side over `MAX_SIDE`) is scaled
down first. What cannot be decoded is a `ValueError` saying so in words: a 400 in the API, a notice in the window.

The window and the API call `safe_image` when an image arrives (so the person hears at once, and the stored
file is the safe one); the host calls it again for every image of every turn (`app.engine.host.vision`), so no
path can forget, and a conversation stored before this check is made safe (or left out) as it is read.
"""

from __future__ import annotations

import io
import math
import struct
import warnings
import zlib
from dataclasses import dataclass

MAX_IMAGE_BYTES = 20 * 1024 * 1024
MAX_PIXELS = 50_000_000  # a 48-megapixel phone photo is taken; a bomb's claimed 100k × 100k is not decoded
SENT_PIXELS = 4096 * 4096  # above every processor's own resize (Qwen2.5-VL's max_pixels is 12.8 M): scaled down
MAX_SIDE = 8192  # and no side longer: ORT GenAI refuses "PNG dimensions exceed maximum allowed size" (1 × 40,000)
FORMATS = {"png": "PNG", "jpg": "JPEG", "webp": "WEBP", "gif": "GIF"}
NAMES = "a PNG, JPEG, WebP or GIF image"


@dataclass(frozen=True)
class SafeImage:
    data: bytes  # a PNG or a JPEG, RGB, that Pillow decoded whole
    kind: str  # "png" or "jpg"
    width: int
    height: int


def kind_of(data: bytes) -> str | None:
    """The image type from its first bytes ("png", "jpg", "webp", "gif"), or None."""
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "png"
    if data.startswith(b"\xff\xd8\xff"):
        return "jpg"
    if data.startswith((b"GIF87a", b"GIF89a")):
        return "gif"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "webp"
    return None


def safe_image(data: bytes, name: str = "The image") -> SafeImage:
    """`data` as ORT GenAI may read it (the same bytes when they already are); ValueError: why it cannot be sent."""
    from PIL import Image

    if len(data) > MAX_IMAGE_BYTES:
        raise ValueError(f"{name} is {len(data) / 2**20:.1f} MB; images up to {MAX_IMAGE_BYTES // 2**20} MB can be "
                         "sent.")
    kind = kind_of(data)
    if kind is None:
        raise ValueError(f"{name} is not {NAMES}.")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data), formats=[FORMATS[kind]]) as image:
                width, height = image.size
                if width * height > MAX_PIXELS:
                    raise _TooLarge(width, height)
                if width * height > SENT_PIXELS:
                    scale = math.sqrt(SENT_PIXELS / (width * height))
                    image.draft("RGB", (int(width * scale), int(height * scale)))  # a JPEG decodes smaller at once
                image.load()
                # A PNG or JPEG already in RGB, within the sent size: ORT reads what Pillow just decoded whole.
                if kind in ("png", "jpg") and image.mode == "RGB" and width * height <= SENT_PIXELS \
                        and max(width, height) <= MAX_SIDE:
                    return SafeImage(data, kind, width, height)
                return _reencoded(image, kind)
    except _TooLarge as big:
        raise ValueError(f"{name} is {big.width} × {big.height} pixels; images up to {MAX_PIXELS // 10**6} "
                         "megapixels can be sent.") from None
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):  # Pillow's own cap, met at open
        raise ValueError(f"{name} claims more than {MAX_PIXELS // 10**6} megapixels; images up to that can be "
                         "sent.") from None
    # Pillow's decoders raise many types on hostile input (its own docs list OSError, SyntaxError, ValueError,
    # EOFError; the bomb check raises DecompressionBombError/Warning; struct and zlib errors escape some plugins).
    except (OSError, SyntaxError, ValueError, EOFError, IndexError, TypeError, struct.error, zlib.error,
            MemoryError):
        raise ValueError(f"{name} could not be read: it is damaged, or not really {NAMES}.") from None


class _TooLarge(Exception):
    def __init__(self, width: int, height: int) -> None:
        super().__init__(f"{width}x{height}")
        self.width, self.height = width, height


def _reencoded(image: object, kind: str) -> SafeImage:
    from PIL import Image

    assert isinstance(image, Image.Image)
    if image.mode in ("RGBA", "LA", "PA") or (image.mode == "P" and "transparency" in image.info):
        rgba = image.convert("RGBA")
        flat = Image.new("RGB", rgba.size, (255, 255, 255))  # transparency over white, as a viewer shows it
        flat.paste(rgba, mask=rgba.getchannel("A"))
    else:
        flat = image.convert("RGB")
    scale = min(1.0, math.sqrt(SENT_PIXELS / (flat.width * flat.height)), MAX_SIDE / max(flat.width, flat.height))
    if scale < 1.0:
        flat = flat.resize((max(1, int(flat.width * scale)), max(1, int(flat.height * scale))),
                           Image.Resampling.BICUBIC, reducing_gap=2.0)
    out = io.BytesIO()
    if kind != "jpg":
        flat.save(out, "PNG", compress_level=1)  # fast: the file is read once per turn, not kept small
    if kind == "jpg" or out.tell() > MAX_IMAGE_BYTES:  # a photo stays a JPEG (a PNG of it is five times larger)
        out = io.BytesIO()
        flat.save(out, "JPEG", quality=95)  # baseline: what every libjpeg reads
        return SafeImage(out.getvalue(), "jpg", flat.width, flat.height)
    return SafeImage(out.getvalue(), "png", flat.width, flat.height)
