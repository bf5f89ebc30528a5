from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.models.fakehub import FakeHub
from tests.models.test_download import genai_files


@pytest.fixture
def hub() -> Iterator[FakeHub]:
    """A fake hub serving org/tiny (a GenAI variant with a 2 MB weights file)."""
    with FakeHub() as server:
        server.add_repo("org/tiny", genai_files())
        yield server
