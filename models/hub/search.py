"""Searching the Hugging Face hub for ONNX chat models, and the small reads the model picker needs.

The query is what `HfApi.list_models(filter=["onnx"], pipeline_tag="text-generation", search=…,
sort=…, expand=[…])` sends (huggingface_hub 2.x has no `library=`/`tags=` arguments: library and
tags go in `filter`), but the request is made here, through huggingface_hub's own session, headers
and error checks, for two reasons found in its source:

- `list_models` pages with the hub's `Link: <…cursor=…>; rel="next"` header but hides it (it only
  cuts the stream with `islice`), so "load more" would fetch every earlier page again. Here the
  next-page URL is returned as an opaque cursor.
- it goes through `http_backoff`, which retries an unreachable hub five times over about 23 s
  before failing; a search box must say "cannot reach the hub" at once.

Offline mode (`HF_HUB_OFFLINE`, which Hearth's offline switch sets; see `app/system/offline.py`) is
checked at call time, not at import like huggingface_hub does, so the switch works without a
restart. Results are frozen dataclasses: they cross from the worker thread to the window.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal
from urllib.parse import urlencode

import httpx2
from huggingface_hub import get_session, hf_hub_url, hf_raise_for_status
from huggingface_hub.errors import HfHubHTTPError, OfflineModeIsEnabled
from huggingface_hub.utils._headers import build_hf_headers

from models.errors import ModelError
from models.fit import DEFAULT_CONTEXT, FitReport, HardwareLike, best_device, fit_files, kv_shape_from_config
from models.hub.repo import GENAI_CONFIG, PRIVACY_PLACE, Variant, hub_errors, hub_token, resolve_endpoint

SortKey = Literal["downloads", "recent", "likes", "trending"]
SORTS: dict[str, str] = {"downloads": "downloads", "recent": "lastModified", "likes": "likes",
                         "trending": "trendingScore"}
FILTER = ("onnx",)  # the hub's library tag of every repo with .onnx files
PIPELINE_TAG = "text-generation"
EXPAND = ("downloads", "likes", "lastModified", "gated", "tags", "pipeline_tag")
MAX_LIMIT = 100
GENAI_TAGS = frozenset({"onnxruntime-genai", "onnxruntime_genai", "onnxruntime", "genai"})
_CONFIG_MAX_BYTES = 2 * 1024 * 1024
_TRUE = frozenset({"1", "on", "yes", "true"})
OFFLINE_MARK = "HEARTH_OFFLINE"  # set next to HF_HUB_OFFLINE when Hearth's own switch set it


def env_offline() -> bool:
    """True when `HF_HUB_OFFLINE` is set now (Hearth's offline switch sets it for every process)."""
    return os.environ.get("HF_HUB_OFFLINE", "").strip().lower() in _TRUE


# Where the offline switch is: the Privacy & network page of Preferences (ui/preferences.py).
OFFLINE_SWITCH_PLACE = PRIVACY_PLACE


def offline_error(action: str, *, from_setting: bool = True) -> ModelError:
    """The one message for a network feature used while offline: what, why, and how to turn it off."""
    if from_setting:
        fix = f"Turn offline mode off in {OFFLINE_SWITCH_PLACE} to {action}."
        why = ""
    else:
        fix = f"Unset the HF_HUB_OFFLINE environment variable and restart Hearth to {action}."
        why = " (HF_HUB_OFFLINE is set)"
    return ModelError("offline", f"Hearth is in offline mode{why}: it makes no network connections, so it "
                                 f"cannot {action}. {fix}")


def ensure_online(action: str) -> None:
    """Raise the offline error when offline mode is on, checked now rather than at import."""
    if env_offline():
        raise offline_error(action, from_setting=os.environ.get(OFFLINE_MARK) == "1")


@dataclass(frozen=True)
class SearchResult:
    repo_id: str
    downloads: int
    likes: int
    last_modified: datetime | None
    gated: bool  # the hub says "auto" or "manual": the licence must be accepted on the website
    tags: tuple[str, ...]
    pipeline_tag: str | None

    @property
    def genai_ready(self) -> bool:
        """A hint from the tags that the repo ships ORT GenAI folders (its file list decides)."""
        return any(t.lower() in GENAI_TAGS for t in self.tags)


@dataclass(frozen=True)
class SearchPage:
    results: tuple[SearchResult, ...]
    next_cursor: str | None  # pass to `search_models(cursor=…)` for the next page; None at the end


OFFLINE_SEARCH = "You seem to be offline:"  # how a search that cannot reach the hub starts saying so


@contextmanager
def _search_errors(endpoint: str) -> Iterator[None]:
    try:
        yield
    except OfflineModeIsEnabled as exc:
        raise offline_error("search for models", from_setting=os.environ.get(OFFLINE_MARK) == "1") from exc
    except HfHubHTTPError as exc:
        status = exc.response.status_code
        hint = "Wait a minute and try again." if status == 429 else "Try again later."
        raise ModelError("hub_error", f"The hub at {endpoint} refused the search ({status}). {hint}") from exc
    except httpx2.TransportError as exc:
        raise ModelError(
            "network",
            f"{OFFLINE_SEARCH} the hub at {endpoint} cannot be reached ({type(exc).__name__}). Check your "
            "internet connection or proxy, then search again.",
        ) from exc
    except ValueError as exc:  # not JSON
        raise ModelError("hub_error", f"The hub at {endpoint} sent an answer Hearth cannot read.") from exc


def _parse_time(value: Any) -> datetime | None:
    if not isinstance(value, str):
        return None
    try:
        return datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None


def _count(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def _result(item: Any) -> SearchResult | None:
    """One hub answer item, or None when it is malformed (the hub's answer is input like any other)."""
    if not isinstance(item, dict) or not isinstance(item.get("id"), str):
        return None
    tags = item.get("tags")
    pipeline = item.get("pipeline_tag")
    return SearchResult(
        repo_id=item["id"],
        downloads=_count(item.get("downloads")),
        likes=_count(item.get("likes")),
        last_modified=_parse_time(item.get("lastModified")),
        gated=item.get("gated") not in (None, False, "false"),
        tags=tuple(t for t in tags if isinstance(t, str)) if isinstance(tags, list) else (),
        pipeline_tag=pipeline if isinstance(pipeline, str) else None,
    )


def search_params(query: str, sort: str, limit: int) -> list[tuple[str, str]]:
    """The query string `HfApi.list_models(filter=…, pipeline_tag=…, search=…, sort=…, limit=…,
    expand=…)` would send for an ONNX chat-model search."""
    if sort not in SORTS:
        raise ValueError(f"sort must be one of {', '.join(SORTS)}")
    params = [("filter", f) for f in FILTER]
    params += [("pipeline_tag", PIPELINE_TAG), ("sort", SORTS[sort]), ("limit", str(limit))]
    if query.strip():
        params.append(("search", query.strip()))
    params += [("expand", e) for e in EXPAND]
    return params


def search_models(
    query: str = "",
    *,
    sort: SortKey = "downloads",
    limit: int = 20,
    cursor: str | None = None,
    endpoint: str | None = None,
    token: str | None = None,
    timeout: float = 20.0,
) -> SearchPage:
    """One page of ONNX text-generation models matching `query`, most downloaded (or most recently
    updated) first. Blocks: call it from a worker thread. Raises ModelError for people."""
    ensure_online("search for models")
    base = resolve_endpoint(endpoint)
    limit = max(1, min(limit, MAX_LIMIT))
    url = f"{base}/api/models?{urlencode(search_params(query, sort, limit))}"
    if cursor is not None:
        if not cursor.startswith(f"{base}/api/models?"):
            raise ModelError("bad_cursor", "That page of results belongs to another search. Search again.")
        url = cursor
    headers = build_hf_headers(token=hub_token(token), library_name="hearth")
    with _search_errors(base):
        response = get_session().get(url, headers=headers, timeout=timeout)
        hf_raise_for_status(response)
        items = response.json()
    if not isinstance(items, list):
        raise ModelError("hub_error", f"The hub at {base} sent an answer Hearth cannot read.")
    results = tuple(r for r in map(_result, items) if r is not None)
    next_url = response.links.get("next", {}).get("url")
    next_cursor = next_url if isinstance(next_url, str) and next_url.startswith(f"{base}/api/models?") else None
    return SearchPage(results, next_cursor)


def variant_config_path(variant: Variant) -> str | None:
    """The repo path of the small JSON file that describes the variant's shape, if it has one."""
    if variant.kind == "genai":
        name = f"{variant.path}/{GENAI_CONFIG}" if variant.path else GENAI_CONFIG
    else:
        name = "config.json"
    return name if any(f.path == name for f in variant.files) else None


def fetch_variant_config(variant: Variant, *, endpoint: str | None = None,
                         token: str | None = None, timeout: float = 20.0) -> dict[str, Any] | None:
    """The variant's `genai_config.json` (or root `config.json` for an ONNX export), read from the
    hub without downloading the model, so its memory can be estimated before a download."""
    name = variant_config_path(variant)
    if name is None:
        return None
    ensure_online("read the model's details")
    url = hf_hub_url(variant.repo_id, name, revision=variant.revision, endpoint=resolve_endpoint(endpoint))
    headers = build_hf_headers(token=hub_token(token), library_name="hearth")
    with hub_errors(variant.repo_id):
        response = get_session().get(url, headers=headers, timeout=timeout, follow_redirects=True)
        hf_raise_for_status(response)
    if len(response.content) > _CONFIG_MAX_BYTES:
        return None
    try:
        raw = json.loads(response.content)
    except (UnicodeDecodeError, json.JSONDecodeError):
        return None
    return raw if isinstance(raw, dict) else None


def fit_hub_variant(variant: Variant, hardware: HardwareLike, *, config: dict[str, Any] | None = None,
                    context: int = DEFAULT_CONTEXT) -> FitReport:
    """Badge a hub variant on the device this machine would use for it. Pass the variant's config
    (`fetch_variant_config`) to include its KV cache; without it the estimate says the cache is unknown."""
    kv = kv_shape_from_config(config) if config is not None else None
    device = best_device(variant, hardware.providers) or "cpu"
    return fit_files(((f.path, f.size) for f in variant.files), kv, hardware, device=device, context=context)
