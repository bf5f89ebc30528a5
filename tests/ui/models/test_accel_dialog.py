"""Enabling an accelerator from the window: offered only when this machine has the hardware, the size shown
before anything is downloaded, then progress, pause, resume and the install (a package index on 127.0.0.1
with fixture wheels stands in for PyPI)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.accel.detect import EpDevice, Facts, decide
from app.accel.install import Installer, installed_sites
from app.system.paths import demo_model_dir
from tests.app.wheel_index import WheelIndex, fake_openvino_wheels, serve_index
from tests.ui.window_helpers import Start, shot
from ui.models.accel_dialog import AccelDialog


@pytest.fixture()
def index(tmp_path: Path) -> Iterator[WheelIndex]:
    fake_openvino_wheels(tmp_path / "wheels")
    with serve_index(tmp_path / "wheels") as served:
        yield served


def test_the_download_is_sized_first_then_pauses_resumes_and_installs(qtbot: QtBot, index: WheelIndex) -> None:
    installed: list[bool] = []
    dialog = AccelDialog("openvino", installer=Installer(index_url=index.url),
                         on_installed=lambda: installed.append(True))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(dialog.download.isEnabled, timeout=60_000)
    assert "3.1 MB download (2 packages from PyPI)" in dialog.text.text()
    assert index.served("onnxruntime_ep_openvino-1.8.1-py3-none-any.whl") == []  # nothing fetched before the yes
    dialog.download.click()
    qtbot.waitUntil(lambda: dialog.bar.value() > 256 * 1024, timeout=60_000)
    with qtbot.waitSignal(dialog.job.finished, timeout=60_000) as paused:
        dialog.pause.click()
    assert paused.args == ["paused"] and dialog.pause.text() == "Resume" and "Paused" in dialog.text.text()
    shot(dialog, "accel-paused")
    with qtbot.waitSignal(dialog.job.finished, timeout=120_000) as done:
        dialog.pause.click()  # resume
    assert done.args == ["installed"] and installed == [True] and "is installed" in dialog.text.text()
    assert [s.name for s in installed_sites()] == ["openvino"]
    ranges = index.served("onnxruntime_ep_openvino-1.8.1-py3-none-any.whl")
    assert ranges[0] == "" and ranges[-1].startswith("bytes=")  # the resume asked for the rest only
    dialog.close()


def test_the_offer_appears_only_when_nvidia_smi_finds_a_gpu(launch: Start) -> None:
    hearth = launch(model=demo_model_dir())
    switcher = hearth.window.switcher

    def offers() -> list[str]:
        switcher.rebuild()
        return [a.text() for a in switcher.menu.actions() if a.text().startswith("Enable ")]

    cpu_only = decide(Facts("linux-x86_64", False, False, ()))
    switcher.set_detection(cpu_only)
    assert offers() == []
    rtx = decide(Facts("linux-x86_64", False, False, (EpDevice("GPU", "NVIDIA GeForce RTX 4070", 12282),)))
    switcher.set_detection(rtx)
    assert offers() == ["Enable NVIDIA acceleration (CUDA) (about 1.6 GB download)…",
                        "Enable NVIDIA RTX acceleration (TensorRT-RTX) (about 146 MB download)…"]
    switcher.accel_installed("cuda")  # what the dialog calls once the install finished
    assert offers() == ["Enable NVIDIA RTX acceleration (TensorRT-RTX) (about 146 MB download)…"]
    cuda = switcher.detection.state("cuda") if switcher.detection else None
    assert cuda is not None and cuda.installed and cuda.reason == "installed: the model loads again to use it"
    with_cuda = decide(Facts("linux-x86_64", True, False, (EpDevice("GPU", "NVIDIA GeForce RTX 4070", 12282),)))
    switcher.set_detection(with_cuda)
    assert offers() == ["Enable NVIDIA RTX acceleration (TensorRT-RTX) (about 146 MB download)…"]
