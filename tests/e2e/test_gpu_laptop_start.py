"""Starting Hearth on a laptop whose NVIDIA GPU `nvidia-smi` lists (a fake `nvidia-smi`: there is no GPU here),
in the real window with the real engine host and the real detection child: the picker offers to enable CUDA
with its size and says why the model runs on the CPU meanwhile, and Hearth asks nothing and downloads nothing
by itself (issue 20: never silently, never at first start)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.app.accel.test_accel_detect import fake_nvidia_smi
from tests.e2e.real_window import Start
from ui.models.accel_dialog import AccelDialog

pytestmark = [pytest.mark.slow]


def test_a_start_on_a_gpu_laptop_offers_cuda_and_downloads_nothing(qtbot: QtBot, launch: Start, tmp_path: Path,
                                                                    hearth_home: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", f"{fake_nvidia_smi(tmp_path / 'bin')}{os.pathsep}{os.environ['PATH']}")
    hearth = launch()
    switcher = hearth.window.switcher
    qtbot.waitUntil(lambda: switcher.detection is not None, timeout=120_000)
    switcher.rebuild()
    texts = [a.text() for a in switcher.menu.actions()]
    assert "Enable NVIDIA acceleration (CUDA) (about 1.6 GB download)…" in texts
    assert ("Runs on CPU: CUDA is not installed: enable NVIDIA acceleration to use NVIDIA GeForce RTX 4070 "
            "(12,282 MB).") in texts
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, AccelDialog) and w.isVisible()]
    assert not (hearth_home / "data" / "accel").exists()  # nothing planned, nothing downloaded
