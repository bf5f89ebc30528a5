"""The picker's lines for local models: the fit verdict and, where the memory speed is known, the speed."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from app.chat.model_choices import local_choices
from tests.ui.model_fixtures import MACHINE


def test_a_local_model_line_says_whether_it_fits_and_how_fast_it_will_write(demo_model: Path,
                                                                             tmp_path: Path) -> None:
    measured = dataclasses.replace(MACHINE, memory_bandwidth_gbs=35.5)
    (demo,) = local_choices(tmp_path / "models", demo_model, measured)
    assert demo.kind == "demo" and demo.hint.startswith("fits in memory · ")
    assert demo.hint.endswith("tokens a second") and demo.hint.split(" · ")[1].split(" — ")[0] == "fast"
    (unmeasured,) = local_choices(tmp_path / "models", demo_model, MACHINE)
    assert unmeasured.hint == "fits in memory"  # no figure is better than a made-up one
