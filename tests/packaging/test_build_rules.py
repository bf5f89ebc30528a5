"""What packaging/build.py decides about the bundle: what to leave out, which ORT flavour, which VC++
runtime, what to strip, and which invariants a finished bundle must meet."""

from __future__ import annotations

import ctypes
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("dest", [
    "PySide6/Qt/translations/qtbase_ko.qm",  # Qt's strings in a language Hearth does not speak
    "PySide6/translations/qtwebengine_fr.qm",
    "PySide6/Qt/plugins/platforms/libqwayland-egl.so",
    "PySide6/Qt/plugins/platforms/libqeglfs.so",
    "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
    "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
    "PySide6/Qt/plugins/imageformats/libqtiff.so",
    "PySide6/Qt/plugins/sqldrivers/libqsqlite.so",
    "PySide6/Qt/lib/libQt6EglFsKmsSupport.so.6",
    "PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so",
    "PySide6/Qt/lib/libavcodec.so.61",
    "PySide6\\plugins\\multimedia\\ffmpegmediaplugin.dll",
    "PySide6\\Qt6MultimediaQuick.dll",
    "PySide6/Qt/lib/libQt6EglFSDeviceIntegration.so.6",
    "PySide6\\opengl32sw.dll",
    "PySide6\\plugins\\platforms\\qdirect2d.dll",
    "PySide6\\Qt6Quick.dll",
    "onnxruntime_genai\\onnxruntime-genai-cuda.dll",
    "onnxruntime/capi/onnxruntime.dll",  # Windows: the CPU wheel's library, which nothing loads there
])
def test_unused_pieces_are_left_out(build: ModuleType, dest: str) -> None:
    assert build.is_unused(dest)


@pytest.mark.parametrize("dest", [
    "PySide6/Qt/lib/libQt6Core.so.6",
    "PySide6/Qt/lib/libQt6Widgets.so.6",
    "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6/Qt/plugins/platforms/libqoffscreen.so",
    "PySide6/Qt/plugins/imageformats/libqsvg.so",
    "PySide6/Qt/plugins/imageformats/libqico.so",
    "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
    "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
    "PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui",
    "PySide6\\plugins\\platforms\\qwindows.dll",
    "PySide6\\plugins\\styles\\qmodernwindowsstyle.dll",
    "PySide6\\Qt6Widgets.dll",
    "PySide6/Qt/lib/libQt6Multimedia.so.6",  # the microphone (dictation)
    "PySide6/Qt/lib/libQt6Network.so.6",  # which QtMultimedia links
    "PySide6/Qt/lib/libQt6TextToSpeech.so.6",
    "PySide6/Qt/plugins/texttospeech/libqtexttospeech_speechd.so",
    "PySide6\\plugins\\texttospeech\\qtexttospeech_winrt.dll",
    "onnxruntime_genai\\onnxruntime.dll",
    "onnxruntime_genai\\DirectML.dll",
    "onnxruntime_genai\\onnxruntime-genai.dll",
    "onnxruntime/capi/libonnxruntime.so.1.31.1",
    "onnxruntime/capi/onnxruntime_pybind11_state.pyd",  # the embedder's runtime, on Windows too
    "onnxruntime\\capi\\onnxruntime_providers_shared.dll",
    "resources/licenses/Qt-LGPL-3.0.txt",
    "resources/i18n/hearth_ja.qm",
    "PySide6/Qt/translations/qtbase_de.qm",  # the standard dialogs in the window's languages
    "PySide6\\translations\\qtbase_ar.qm",
])
def test_what_hearth_uses_stays(build: ModuleType, dest: str) -> None:
    assert not build.is_unused(dest)


def test_drop_unused_filters_a_toc(build: ModuleType) -> None:
    toc = [("PySide6/Qt/lib/libQt6Core.so.6", "/x/core", "BINARY"),
           ("PySide6/Qt/translations/qt_de.qm", "/x/de", "DATA")]
    assert build.drop_unused(toc) == toc[:1]


def test_prune_unreachable_keeps_only_what_roots_link_to(build: ModuleType) -> None:
    needed = {
        "/s/QtWidgets.so": ["libQt6Widgets.so.6"],
        "/s/libQt6Widgets.so.6": ["libQt6Gui.so.6", "libc.so.6"],
        "/s/libQt6Gui.so.6": ["libfreetype.so.6"],
        "/s/libfreetype.so.6": ["libpng16.so.16"],
        "/s/libpng16.so.16": [],
        "/s/libcairo.so.2": ["libpixman-1.so.0"],  # the GTK theme plugin's, which was filtered out
        "/s/libpixman-1.so.0": [],
        "/s/libqxcb.so": ["libQt6Gui.so.6"],
    }
    binaries = [
        ("PySide6/QtWidgets.abi3.so", "/s/QtWidgets.so", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Widgets.so.6", "/s/libQt6Widgets.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/s/libQt6Gui.so.6", "BINARY"),
        ("libfreetype.so.6", "/s/libfreetype.so.6", "BINARY"),
        ("libpng16.so.16", "/s/libpng16.so.16", "BINARY"),
        ("libcairo.so.2", "/s/libcairo.so.2", "BINARY"),
        ("libpixman-1.so.0", "/s/libpixman-1.so.0", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/s/libqxcb.so", "BINARY"),
    ]

    def is_root(entry: tuple[str, str, str]) -> bool:
        return entry[2] == "EXTENSION" or "/plugins/" in entry[0]

    kept = build.prune_unreachable(binaries, lambda src: needed[src], is_root)
    assert [d for d, _, _ in kept] == [
        "PySide6/QtWidgets.abi3.so", "PySide6/Qt/lib/libQt6Widgets.so.6", "PySide6/Qt/lib/libQt6Gui.so.6",
        "libfreetype.so.6", "libpng16.so.16", "PySide6/Qt/plugins/platforms/libqxcb.so",
    ]


def test_symlinks_to_dropped_libraries_go_too(build: ModuleType) -> None:
    toc = [
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
        ("libQt6EglFsKmsSupport.so.6", "PySide6/Qt/lib/libQt6EglFsKmsSupport.so.6", "SYMLINK"),
        ("PySide6/Qt/lib/libfoo.so", "../../../libfoo.so.1", "SYMLINK"),
        ("resources/catalog.json", "/src/catalog.json", "DATA"),
    ]
    present = {"PySide6/Qt/lib/libQt6Core.so.6", "libfoo.so.1", "resources/catalog.json"}
    assert [d for d, _, _ in build.drop_dangling_symlinks(toc, present)] == [
        "libQt6Core.so.6", "PySide6/Qt/lib/libfoo.so", "resources/catalog.json",
    ]


def test_the_genai_pin_comes_from_pyproject(build: ModuleType) -> None:
    pin = build.genai_pin((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    import importlib.metadata

    assert pin == importlib.metadata.version("onnxruntime-genai")
    with pytest.raises(ValueError):
        build.genai_pin('dependencies = ["onnxruntime-genai>=0.18"]')


def test_windows_swaps_in_the_winml_flavour_and_others_keep_the_cpu_one(build: ModuleType) -> None:
    # ONNX Runtime's CPU wheel stays on Windows: its Python module is the documents' embedder's runtime
    assert build.flavour_swap("win32", "0.18.0") == (["onnxruntime-genai"],
                                                     ["onnxruntime-genai-winml==0.18.0", "numpy==2.0.2"])
    assert build.flavour_swap("linux", "0.18.0") == ([], [])
    assert build.flavour_swap("darwin", "0.18.0") == ([], [])


def test_the_newest_vc_runtime_wins_by_version_not_by_name(build: ModuleType, tmp_path: Path) -> None:
    folders = []
    for version in ("14.9.1", "14.44.35112", "14.38.33135", "v143"):
        folder = tmp_path / "VC" / "Redist" / "MSVC" / version / "x64" / "Microsoft.VC143.CRT"
        folder.mkdir(parents=True)
        folders.append(folder)
    assert build.newest_crt(folders) == folders[1]
    assert build.newest_crt([]) is None


def test_every_vc_runtime_copy_is_replaced_by_one_newest_set(build: ModuleType, tmp_path: Path) -> None:
    crt = tmp_path / "Microsoft.VC143.CRT"
    crt.mkdir()
    for name in ("msvcp140.dll", "msvcp140_1.dll", "vcruntime140.dll", "vcruntime140_1.dll", "concrt140.dll",
                 "readme.txt"):
        (crt / name).write_bytes(b"")
    binaries = [
        ("python312.dll", "C:/py/python312.dll", "BINARY"),
        ("VCRUNTIME140.dll", "C:/py/vcruntime140.dll", "BINARY"),
        ("PySide6\\msvcp140.dll", "C:/site/PySide6/msvcp140.dll", "BINARY"),
        ("PySide6\\msvcp140_2.dll", "C:/site/PySide6/msvcp140_2.dll", "BINARY"),
        ("onnxruntime_genai\\onnxruntime.dll", "C:/site/og/onnxruntime.dll", "BINARY"),
    ]
    result = build.replace_vc_runtime(binaries, crt)
    assert [d for d, _, _ in result] == [
        "python312.dll", "onnxruntime_genai\\onnxruntime.dll",
        "concrt140.dll", "msvcp140.dll", "msvcp140_1.dll", "vcruntime140.dll", "vcruntime140_1.dll",
    ]
    assert all(Path(src).parent == crt for d, src, _ in result[2:])


def _make_bundle(root: Path, platform: str) -> Path:
    contents = root / "Hearth" / "_internal"
    (contents / "resources" / "licenses").mkdir(parents=True)
    (contents / "resources" / "licenses" / "Qt-LGPL-3.0.txt").write_text("Qt\nLGPL\n\nx\n")
    (contents / "resources" / "i18n").mkdir()
    (contents / "resources" / "i18n" / "hearth_de.qm").write_bytes(b"qm")
    (contents / "hearth.egg-info").mkdir()
    (contents / "embed-model").mkdir()
    (contents / "embed-model" / "hearth-embed.json").write_text("{}")
    if platform == "win32":
        (contents / "onnxruntime_genai").mkdir()
        (contents / "onnxruntime_genai" / "onnxruntime.dll").write_bytes(b"")
        for dll in ("msvcp140.dll", "vcruntime140.dll", "vcruntime140_1.dll"):
            (contents / dll).write_bytes(b"")
        (contents / "onnxruntime" / "capi").mkdir(parents=True)
        (contents / "onnxruntime" / "capi" / "onnxruntime_pybind11_state.pyd").write_bytes(b"")
    else:
        (contents / "onnxruntime" / "capi").mkdir(parents=True)
        (contents / "onnxruntime" / "__init__.py").write_text("")
        lib = "libonnxruntime.1.31.1.dylib" if platform == "darwin" else "libonnxruntime.so.1.31.1"
        (contents / "onnxruntime" / "capi" / lib).write_bytes(b"")
        (contents / "onnxruntime" / "capi" / "onnxruntime_pybind11_state.so").write_bytes(b"")
    return root / "Hearth"


@pytest.mark.parametrize("platform", ["linux", "darwin", "win32"])
def test_a_complete_bundle_passes_the_checks(build: ModuleType, tmp_path: Path, platform: str) -> None:
    assert build.check_bundle(_make_bundle(tmp_path, platform), platform, baked_demo=False) == []


def test_bundle_checks_catch_what_ci_must_not_ship(build: ModuleType, tmp_path: Path) -> None:
    bundle = _make_bundle(tmp_path, "linux")
    contents = bundle / "_internal"
    (contents / "hf_xet").mkdir()
    (contents / "libQt6Gone.so.6").symlink_to("PySide6/Qt/lib/libQt6Gone.so.6")
    (contents / "resources" / "licenses" / "Qt-LGPL-3.0.txt").unlink()
    (contents / "embed-model" / "hearth-embed.json").unlink()
    (contents / "onnxruntime" / "capi" / "onnxruntime_pybind11_state.so").unlink()
    problems = build.check_bundle(bundle, "linux", baked_demo=True)
    assert any("embedding model" in p for p in problems)
    assert any("onnxruntime Python module" in p for p in problems)  # the embedder would not load
    assert any("hf_xet" in p for p in problems)
    assert any("dangling symlink" in p for p in problems)
    assert any("licenses" in p for p in problems)
    assert any("demo model" in p for p in problems)
    windows = build.check_bundle(_make_bundle(tmp_path / "w", "linux"), "win32", baked_demo=False)
    assert any("onnxruntime.dll" in p for p in windows) and any("Visual C++" in p for p in windows)
    assert any("onnxruntime Python module" in p for p in windows)  # the .so of Linux is no Windows module


def test_the_windows_bundle_carries_one_onnx_runtime_library_and_the_embedders_module(build: ModuleType,
                                                                                      tmp_path: Path) -> None:
    bundle = _make_bundle(tmp_path, "win32")
    capi = bundle / "_internal" / "onnxruntime" / "capi"
    (capi / "onnxruntime.dll").write_bytes(b"")
    assert [p for p in build.check_bundle(bundle, "win32", baked_demo=False) if "second runtime" in p]
    (capi / "onnxruntime.dll").unlink()
    (capi / "onnxruntime_pybind11_state.pyd").unlink()
    assert [p for p in build.check_bundle(bundle, "win32", baked_demo=False) if "embedder needs it" in p]


def test_the_selftest_runs_on_what_is_in_the_bundle(build: ModuleType) -> None:
    env = build.selftest_env({"HEARTH_DEMO_DIR": "/cache/model", "HEARTH_HOME": "/h", "PATH": "/bin"})
    assert env == {"PATH": "/bin", "QT_QPA_PLATFORM": "offscreen"}


def test_size_report_groups_by_top_level_part(build: ModuleType, tmp_path: Path) -> None:
    contents = tmp_path / "Hearth" / "_internal"
    (contents / "PySide6" / "Qt").mkdir(parents=True)
    (contents / "PySide6" / "Qt" / "a").write_bytes(b"x" * 3 * 2**20)
    (contents / "PySide6" / "b").write_bytes(b"x" * 2**20)
    (contents / "libpython3.so").write_bytes(b"x" * 2 * 2**20)
    assert build.size_report(tmp_path / "Hearth") == [("PySide6", 4.0), ("libpython3.so", 2.0)]
    assert build.folder_size_mb(tmp_path / "Hearth") == 6.0


@pytest.mark.skipif(not (shutil.which("gcc") and shutil.which("strip")), reason="needs gcc and binutils")
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF")
def test_debug_info_is_stripped_and_the_library_still_loads(build: ModuleType, tmp_path: Path) -> None:
    source = tmp_path / "lib.c"
    source.write_text("int hearth_answer(void) { return 42; }\n")
    lib = tmp_path / "bundle" / "libanswer.so"
    lib.parent.mkdir()
    subprocess.run(["gcc", "-g", "-shared", "-fPIC", "-o", str(lib), str(source)], check=True)
    (tmp_path / "bundle" / "notes.txt").write_text("not an ELF file")
    assert any(n.startswith(".debug_") for n in build.elf_section_names(lib))
    assert build.elf_section_names(tmp_path / "bundle" / "notes.txt") == []
    before = lib.stat().st_size
    saved = build.strip_debug_info(tmp_path / "bundle")
    assert saved > 0 and lib.stat().st_size < before
    assert not any(n.startswith(".debug_") for n in build.elf_section_names(lib))
    assert ctypes.CDLL(str(lib)).hearth_answer() == 42
    assert build.strip_debug_info(tmp_path / "bundle") == 0  # nothing left to strip
