"""The picker's lines for local models: the fit verdict and, where the memory speed is known, the speed."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from app.conversation.model_choices import local_choices
from tests.ui.model_fixtures import MACHINE


def test_a_local_model_line_says_whether_it_fits_and_how_fast_it_will_write(demo_model: Path,
                                                                             tmp_path: Path) -> None:
    measured = dataclasses.replace(MACHINE, memory_bandwidth_gbs=35.5)
    (demo,) = local_choices(tmp_path / "models", demo_model, measured)
    assert demo.kind == "demo" and demo.hint.startswith("fits in memory · ")
    assert demo.hint.endswith("tokens a second") and demo.hint.split(" · ")[1].split(" — ")[0] == "fast"
    (unmeasured,) = local_choices(tmp_path / "models", demo_model, MACHINE)
    assert unmeasured.hint == "fits in memory"  # no figure is better than a made-up one


def test_the_model_loaded_now_is_listed_once_wherever_its_folder_is(demo_model: Path, tmp_path: Path) -> None:
    """A folder loaded from elsewhere (the command line) is a line of its own; a demo build is called the
    demo model; a folder already listed, or one that is not there, adds nothing."""
    from app.conversation.model_choices import DEMO_LABEL
    from tests.ui.model_fixtures import model_folder

    models = tmp_path / "models"
    (demo,) = local_choices(models, None, MACHINE, loaded=demo_model)
    assert demo.kind == "demo" and demo.label == DEMO_LABEL and demo.name == demo_model.name  # the name chats keep
    assert len(local_choices(models, demo_model, MACHINE, loaded=demo_model)) == 1
    elsewhere = model_folder(tmp_path / "my-model")
    first, loaded = local_choices(models, demo_model, MACHINE, loaded=elsewhere)
    assert first.kind == "demo" and loaded.ref == elsewhere
    assert loaded.label == "my-model" and loaded.kind == "installed"
    assert local_choices(models, None, MACHINE, loaded=tmp_path / "gone") == []


def test_once_a_reply_was_written_the_line_says_the_speed_measured(demo_model: Path, tmp_path: Path) -> None:
    """The picker said 'fast — about 60 tokens a second' beside a status line reading 15.7 tok/s (seen in the
    real window on the demo model): the speed a reply was written at is what it says once there is one."""
    hardware = dataclasses.replace(MACHINE, memory_bandwidth_gbs=12.0)
    (forecast,) = local_choices(tmp_path / "models", demo_model, hardware)
    assert "about" in forecast.hint
    (demo,) = local_choices(tmp_path / "models", demo_model, hardware, measured={str(demo_model): 15.7})
    assert "usable — measured 16 tokens a second" in demo.hint and "about" not in demo.hint
