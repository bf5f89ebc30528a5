"""Images in chat requests: OpenAI's `image_url` content parts, as data URLs only.

Hearth does not fetch anything from the internet for a request, so a remote URL is refused with a 400
that says how to send the image instead; so is an image for a model that does not see, one that is not
an image type the processors read (PNG, JPEG, WebP, GIF), and one that is damaged or too large: each image is
decoded here first (`app.chat.image_safety`) and goes on as a PNG or JPEG that ORT GenAI reads safely.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Sequence

from app.api.errors import ApiError
from app.chat.image_safety import MAX_IMAGE_BYTES, safe_image
from app.chat.values import ChatMessage
from app.engine.host.vision import MAX_IMAGES, sees

_DATA_URL = re.compile(r"^data:(image/(?:png|jpeg|jpg|webp|gif));base64,(.*)$", re.DOTALL | re.IGNORECASE)


def image_from_url(url: str) -> str:
    """The base64 of a data URL's image; ApiError(400) for anything else."""
    if url.startswith(("http://", "https://")):
        raise ApiError(400, "Hearth does not fetch images from the internet: send the image itself as a data URL "
                       "(data:image/png;base64,…).", "invalid_image_url", "messages")
    found = _DATA_URL.match(url.strip())
    if found is None:
        raise ApiError(400, "An image_url must be a data URL of a PNG, JPEG, WebP or GIF image "
                       "(data:image/png;base64,…).", "invalid_image_url", "messages")
    encoded = "".join(found.group(2).split())
    try:
        data = base64.b64decode(encoded, validate=True)
    except (binascii.Error, ValueError):
        raise ApiError(400, "An image_url's data is not valid base64.", "invalid_image_url", "messages") from None
    if len(data) > MAX_IMAGE_BYTES:
        raise ApiError(400, f"An image is larger than {MAX_IMAGE_BYTES // 2**20} MB.", "image_too_large", "messages")
    try:
        safe = safe_image(data, "An image_url's image")
    except ValueError as exc:
        raise ApiError(400, str(exc), "invalid_image", "messages") from None
    return encoded if safe.data is data else base64.b64encode(safe.data).decode("ascii")


def check_images(messages: Sequence[ChatMessage], model_type: str, model_id: str) -> None:
    """ApiError(400) when the request has images the served model cannot take."""
    count = sum(len(m.images) for m in messages)
    if count and not sees(model_type):
        raise ApiError(400, f"The model {model_id!r} does not see images: send text only, or serve a model that "
                       "sees images.", "model_does_not_see_images", "messages")
    if count > MAX_IMAGES:
        raise ApiError(400, f"At most {MAX_IMAGES} images per request.", "too_many_images", "messages")
