"""Build the Hearth bundle with PyInstaller, optionally with the demo model baked in.

    python packaging/build.py [--bake-demo] [--selftest] [--this-python]

PyInstaller bundles whatever the analysed imports reach in the environment it runs in, so it runs
in a clean virtual environment (build/bundle-venv) holding only Hearth's runtime dependencies and
PyInstaller, never the development one (torch, mypy...). On Windows that environment gets
the GPU flavour of ORT GenAI (`onnxruntime-genai-winml`, which carries its own onnxruntime.dll and
DirectML.dll) in place of the CPU one. Writes dist/Hearth/ (one folder; dist/Hearth.app on macOS;
the Windows and macOS installers wrap it), prints its size and, with --selftest, runs
`Hearth --selftest` from the bundle. Exit code 0 only if all of that worked.

`--this-python` builds from the running interpreter's packages instead: the Windows harness
(packaging/windows/wine.py) runs it on its Windows CPython, which holds exactly Hearth's runtime
dependencies and PyInstaller, and has no `venv` (the embeddable distribution).

The functions above `main` decide what goes into the bundle; the spec
(packaging/pyinstaller/hearth.spec) loads this file to use them, and tests/packaging tests them.
"""

from __future__ import annotations

import argparse
import fnmatch
import hashlib
import json
import os
import posixpath
import re
import subprocess
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
VENV = ROOT / "build" / "bundle-venv"
PYINSTALLER = "pyinstaller==6.22.3"
GENAI = "onnxruntime-genai"

# The ORT GenAI distribution each installer ships, where it is not pyproject's CPU one. Windows:
# WinML bundles DirectML (any DX12 GPU) and ORT itself; `-directml` stopped at 0.14.1.
GENAI_FLAVOURS = {"win32": "onnxruntime-genai-winml"}
# Pinned in the Windows bundle so that what ships is what was tested under Wine 10 here
# (packaging/windows/wine.py): numpy 2.1 and later import `crealf`, which Wine's C runtime lacks (real
# Windows has it); 2.0.2 is a full numpy 2 and satisfies pyproject's numpy>=1.26.
WINDOWS_PINS = ("numpy==2.0.2",)

# Installed with Hearth but left out of the bundle, module and metadata alike. hf_xet (9-11 MB):
# Hearth downloads over plain HTTP itself (models/hub/download.py), and huggingface_hub decides "Xet
# available" from the metadata alone, so that has to go too. PyAV (77 MB here: its FFmpeg links the x264, x265
# and SVT-AV1 encoders) decodes audio files for `transcribe` and /v1/audio/transcriptions; the bundle reads
# WAV files with the standard library instead (app/voice/audio.py), and dictation needs no decoder.
NOT_SHIPPED = ("hf-xet", "av")
NOT_SHIPPED_MODULES = ("hf_xet", "av")
# Pillow only checks and re-encodes the PNG, JPEG, GIF and WebP images a chat sends (app/chat/image_safety.py):
# its AVIF codec (libavif, 5 MB), fonts (FreeType, HarfBuzz, Brotli: 3 MB), colour management (LittleCMS), Tk
# and image maths stay out. Image.open skips a plugin whose module is missing.
UNUSED_PILLOW = ("PIL._avif", "PIL.AvifImagePlugin", "PIL._imagingft", "PIL.ImageFont", "PIL._imagingcms",
                 "PIL.ImageCms", "PIL._imagingtk", "PIL.ImageTk", "PIL._imagingmath", "PIL.ImageMath",
                 "PIL._imagingmorph", "PIL.ImageMorph")

# A PyInstaller TOC entry: (destination inside the bundle, source path, type code).
TocEntry = tuple[str, str, str]

# Qt and ORT pieces Hearth never loads, as globs over bundle destinations (forward slashes).
# Hearth is a Widgets app: no QML, no network stack in Qt, no OpenGL.
UNUSED = (
    # Qt's translations, but for the standard dialogs' (qtbase) in the languages Hearth speaks (KEPT)
    "PySide6/Qt/translations/*", "PySide6/translations/*",
    # plugins: other windowing systems, network, SQL, printing, input methods, desktop themes
    "PySide6/*plugins/egldeviceintegrations/*", "PySide6/*plugins/wayland*", "PySide6/*plugins/networkinformation/*",
    "PySide6/*plugins/tls/*", "PySide6/*plugins/generic/*", "PySide6/*plugins/platforminputcontexts/*",
    "PySide6/*plugins/sqldrivers/*", "PySide6/*plugins/printsupport/*", "PySide6/*plugins/vectorimageformats/*",
    "PySide6/*plugins/qmltooling/*", "PySide6/*plugins/designer/*", "PySide6/*plugins/platformthemes/*",
    "PySide6/*plugins/platforms/*eglfs*", "PySide6/*plugins/platforms/*wayland*",
    "PySide6/*plugins/platforms/*linuxfb*", "PySide6/*plugins/platforms/*minimalegl*",
    "PySide6/*plugins/platforms/*vnc*", "PySide6/*plugins/platforms/*vkkhrdisplay*",
    "PySide6/*plugins/platforms/*direct2d*",
    # image formats beyond PNG (built in), SVG, ICO, JPEG and GIF
    "PySide6/*plugins/imageformats/*tiff*", "PySide6/*plugins/imageformats/*webp*",
    "PySide6/*plugins/imageformats/*tga*", "PySide6/*plugins/imageformats/*wbmp*",
    "PySide6/*plugins/imageformats/*icns*", "PySide6/*plugins/imageformats/*pdf*",
    # Addons: of QtMultimedia only the core library (QAudioSource, the platform's audio devices: PulseAudio,
    # CoreAudio, WASAPI); its FFmpeg media plugin (players, recorders) needs QtQuick, Qml and OpenGL, left out
    # here, and brings Qt's own FFmpeg (19 MB)
    "PySide6/*plugins/multimedia/*", "PySide6/Qt/lib/libav*", "PySide6/Qt/lib/libsw*", "PySide6/av*.dll",
    "PySide6/sw*.dll", "*Qt6MultimediaQuick*", "*Qt6MultimediaWidgets*", "*QtMultimediaWidgets*",
    "*Qt6SpatialAudio*",
    # Qt libraries only those plugins or excluded modules use (Qt6Network stays: QtMultimedia links it)
    "*Qt6Wayland*", "*Qt6EglFs*", "*Qt6WlShell*", "*Qt6Qml*", "*Qt6Quick*", "*Qt6OpenGL*",
    "*Qt6Pdf*", "*Qt6VirtualKeyboard*",
    # Windows: software OpenGL (20 MB) and ANGLE, for OpenGL/Quick only
    "*opengl32sw.dll", "*d3dcompiler_*.dll", "*libEGL.dll", "*libGLESv2.dll",
    # WinML flavour: the CUDA bridge needs a CUDA toolkit install that Hearth's users won't have
    "onnxruntime_genai/onnxruntime-genai-cuda.dll",
    # Windows: the CPU wheel's runtime library (22 MB). ORT GenAI runs on the WinML flavour's
    # onnxruntime_genai/onnxruntime.dll, and the Python module the embedder imports links its own copy of
    # the runtime (onnxruntime_pybind11_state.pyd imports no onnxruntime.dll), so nothing would load it.
    "onnxruntime/capi/onnxruntime.dll",
)

# Exceptions to UNUSED: Qt's own strings (the standard buttons, key names) in Hearth's languages
# (app/i18n.py LANGUAGES; the window loads them with its own, app/qt/i18n.py).
KEPT = tuple(f"PySide6/{where}translations/qtbase_{lang}.qm" for where in ("Qt/", "")
             for lang in ("de", "fr", "es", "pt_BR", "zh_CN", "ja", "ar"))

VC_RUNTIME = re.compile(r"(msvcp140(_\w+)?|vcruntime140(_\w+)?|concrt140|vccorlib140)\.dll", re.IGNORECASE)


def is_unused(dest: str) -> bool:
    """True for a bundle destination that matches one of the UNUSED globs (case-insensitive, as on Windows)."""
    path = dest.replace("\\", "/").lower()
    if any(path == kept.lower() for kept in KEPT):
        return False
    return any(fnmatch.fnmatchcase(path, pattern.lower()) for pattern in UNUSED)


def drop_unused(toc: Iterable[TocEntry]) -> list[TocEntry]:
    return [entry for entry in toc if not is_unused(entry[0])]


def prune_unreachable(binaries: Sequence[TocEntry], needed: Callable[[str], Iterable[str]],
                      is_root: Callable[[TocEntry], bool]) -> list[TocEntry]:
    """Drop shared libraries that nothing kept links to any more.

    PyInstaller collects a plugin's dependencies before the spec filters the plugin out (the GTK
    theme plugin brings cairo, pango, gdk-pixbuf, ...). Roots are what Python or Qt load by path
    (extension modules, Qt plugins, the ORT libraries); every other library stays only if a kept
    binary names it (`needed(source path)` gives the names, e.g. ELF DT_NEEDED).
    """
    by_name: dict[str, list[TocEntry]] = {}
    for entry in binaries:
        by_name.setdefault(PurePosixPath(entry[0].replace("\\", "/")).name, []).append(entry)
    kept: set[str] = set()
    queue = [entry for entry in binaries if is_root(entry)]
    while queue:
        entry = queue.pop()
        if entry[0] in kept:
            continue
        kept.add(entry[0])
        for name in needed(entry[1]):
            queue.extend(e for e in by_name.get(PurePosixPath(name).name, []) if e[0] not in kept)
    return [entry for entry in binaries if entry[0] in kept]


def drop_dangling_symlinks(toc: Iterable[TocEntry], present: set[str]) -> list[TocEntry]:
    """SYMLINK entries (`src` is the link target, relative to the link) whose target is still collected."""
    wanted = {d.replace("\\", "/") for d in present}
    result = []
    for entry in toc:
        if entry[2] == "SYMLINK":
            target = posixpath.normpath(posixpath.join(posixpath.dirname(entry[0].replace("\\", "/")),
                                                       entry[1].replace("\\", "/")))
            if target not in wanted:
                continue
        result.append(entry)
    return result


def genai_pin(pyproject_text: str) -> str:
    """The exact ORT GenAI version pyproject.toml pins (`onnxruntime-genai==X`)."""
    match = re.search(r'"onnxruntime-genai==([^";\s]+)', pyproject_text)
    if not match:
        raise ValueError("pyproject.toml must pin onnxruntime-genai with ==")
    return match.group(1)


def flavour_swap(platform: str, pin: str) -> tuple[list[str], list[str]]:
    """(distributions to uninstall, requirements to install) after `pip install <repo>` on `platform`.

    The flavours install the same `onnxruntime_genai` package and cannot coexist. The CPU flavour's
    `onnxruntime` stays: its Python module is the documents' embedder's runtime, and it loads beside the
    WinML flavour's onnxruntime.dll in one process (its pybind module links its own copy of the runtime;
    measured under Wine, packaging/README.md).
    """
    flavour = GENAI_FLAVOURS.get(platform)
    if flavour is None:
        return [], []
    return [GENAI], [f"{flavour}=={pin}", *(WINDOWS_PINS if platform == "win32" else ())]


def newest_crt(candidates: Iterable[Path]) -> Path | None:
    """The `.../MSVC/<version>/x64/Microsoft.VC14x.CRT` folder with the highest version."""
    def key(folder: Path) -> tuple[int, ...]:
        for part in reversed(folder.parts):
            if re.fullmatch(r"\d+(\.\d+)+", part):
                return tuple(int(n) for n in part.split("."))
        return ()

    ranked = sorted((c for c in candidates if key(c)), key=key)
    return ranked[-1] if ranked else None


def vc_runtime_dir() -> Path | None:
    """The newest Visual C++ runtime (app-local deployment copies) on this Windows build machine.

    ORT >= 1.21 fails with "DLL initialization routine failed" on an older msvcp140.dll, and a
    per-user install without admin rights cannot run vc_redist.exe, so the bundle carries the
    newest DLLs from Visual Studio's Redist folder (Microsoft's supported "local deployment").
    """
    candidates: list[Path] = []
    redist = os.environ.get("VCTOOLSREDISTDIR")  # set in a Visual Studio developer prompt
    if redist:
        candidates += Path(redist).glob("x64/Microsoft.VC14*.CRT")
    vswhere = Path(os.environ.get("PROGRAMFILES(X86)", r"C:\Program Files (x86)"),
                   "Microsoft Visual Studio", "Installer", "vswhere.exe")
    if vswhere.is_file():
        found = subprocess.run([str(vswhere), "-all", "-products", "*", "-property", "installationPath"],
                               capture_output=True, text=True, check=False).stdout.split("\n")
        for install in filter(None, (line.strip() for line in found)):
            candidates += Path(install).glob("VC/Redist/MSVC/*/x64/Microsoft.VC14*.CRT")
    newest = newest_crt(candidates)
    if newest is not None:
        return newest
    # No Visual Studio: the machine's installed redistributable, kept current by Windows Update.
    system = Path(os.environ.get("SYSTEMROOT", r"C:\Windows"), "System32")
    return system if (system / "msvcp140.dll").is_file() else None


def replace_vc_runtime(binaries: Iterable[TocEntry], crt: Path) -> list[TocEntry]:
    """Every copy of the VC++ runtime (Python's, PySide6's) replaced by one newest set at the top."""
    def is_runtime(name: str) -> bool:
        return VC_RUNTIME.fullmatch(PurePosixPath(name.replace("\\", "/")).name) is not None

    kept = [entry for entry in binaries if not is_runtime(entry[0])]
    return kept + [(dll.name, str(dll), "BINARY") for dll in sorted(crt.glob("*.dll")) if is_runtime(dll.name)]


def elf_section_names(path: Path) -> list[str]:
    """Section names of a 64-bit little-endian ELF file; [] for anything else."""
    with path.open("rb") as fh:
        head = fh.read(64)
        if len(head) < 64 or head[:4] != b"\x7fELF" or head[4] != 2 or head[5] != 1:
            return []
        def word(data: bytes, at: int, size: int) -> int:
            return int.from_bytes(data[at:at + size], "little")
        shoff, shentsize = word(head, 0x28, 8), word(head, 0x3A, 2)
        shnum, shstrndx = word(head, 0x3C, 2), word(head, 0x3E, 2)
        if not shoff or shentsize < 0x28 or shstrndx >= shnum:
            return []
        fh.seek(shoff)
        table = fh.read(shentsize * shnum)
        strings = table[shstrndx * shentsize:(shstrndx + 1) * shentsize]
        fh.seek(word(strings, 0x18, 8))
        strtab = fh.read(word(strings, 0x20, 8))
    names = []
    for i in range(shnum):
        start = word(table, i * shentsize, 4)
        names.append(strtab[start:strtab.find(b"\0", start)].decode("ascii", "replace"))
    return names


def strip_debug_info(bundle: Path) -> float:
    """`strip --strip-debug` every ELF file in `bundle` that carries DWARF debug info; MB saved.

    Some wheels ship unstripped libraries (ORT GenAI: 33 MB of which 20 MB debug info; a
    source-built libpython: 22 MB, 17 of it debug info). Only files with `.debug_*` sections are
    touched: stripping the symbol tables of auditwheel-patched libraries (numpy's OpenBLAS) makes
    them fail to load ("ELF load command address/offset not page-aligned").
    """
    saved = 0
    for path in sorted(bundle.rglob("*")):
        if path.is_file() and not path.is_symlink() and any(n.startswith(".debug_") for n in elf_section_names(path)):
            before = path.stat().st_size
            subprocess.run(["strip", "--strip-debug", str(path)], check=True)
            saved += before - path.stat().st_size
    return saved / 2**20


def check_bundle(bundle: Path, platform: str, baked_demo: bool) -> list[str]:
    """What is wrong with a built bundle folder (empty when nothing): the invariants CI relies on."""
    contents = bundle / "_internal" if (bundle / "_internal").is_dir() else bundle
    problems = []
    if platform == "win32":
        if not (contents / "onnxruntime_genai" / "onnxruntime.dll").is_file():
            problems.append("onnxruntime_genai/onnxruntime.dll is missing (WinML flavour not installed?)")
        if not list((contents / "onnxruntime" / "capi").glob("onnxruntime_pybind11_state*.pyd")):
            problems.append("the onnxruntime Python module is missing (the documents' embedder needs it)")
        if (contents / "onnxruntime" / "capi" / "onnxruntime.dll").exists():
            problems.append("onnxruntime/capi/onnxruntime.dll was bundled: a second runtime library nothing loads")
        for dll in ("msvcp140.dll", "vcruntime140.dll", "vcruntime140_1.dll"):
            if not (contents / dll).is_file():
                problems.append(f"the Visual C++ runtime ({dll}) is missing")
    else:
        lib = "libonnxruntime*.dylib" if platform == "darwin" else "libonnxruntime.so*"
        ort = contents / "onnxruntime"
        if not list((ort / "capi").glob(lib)) or not (ort / "__init__.py").is_file():
            problems.append("onnxruntime/capi has no ONNX Runtime library (ORT GenAI would not import)")
        if not list((ort / "capi").glob("onnxruntime_pybind11_state*")):
            problems.append("the onnxruntime Python module is missing (the documents' embedder needs it)")
    if not (contents / "resources" / "licenses" / "Qt-LGPL-3.0.txt").is_file():
        problems.append("resources/licenses is missing (the About dialog's notices)")
    if not (contents / "resources" / "i18n" / "hearth_de.qm").is_file():
        problems.append("resources/i18n has no compiled translations (the window would speak only English)")
    if not list(contents.glob("hearth-*.dist-info")) and not list(contents.glob("hearth*.egg-info")):
        problems.append("Hearth's own metadata is missing (its version)")
    for name in NOT_SHIPPED_MODULES:
        if list(contents.glob(f"{name}*")):
            problems.append(f"{name} was bundled, but it must not be")
    if baked_demo and not (contents / "demo-model" / "hearth-demo.json").is_file():
        problems.append("the demo model was asked for but is not in the bundle")
    if not (contents / "embed-model" / "hearth-embed.json").is_file():
        problems.append("the documents' embedding model is not in the bundle (Attach would not work)")
    problems += [f"dangling symlink {p.relative_to(bundle)}" for p in bundle.rglob("*")
                 if p.is_symlink() and not p.exists()]
    return problems


def folder_size_mb(folder: Path) -> float:
    """Bytes of the regular files under `folder` (symlinks not followed), in MiB."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) / 2**20


def size_report(bundle: Path, top: int = 12) -> list[tuple[str, float]]:
    """The biggest parts of a bundle in MiB: each package folder as one part, each loose file as one."""
    contents = bundle / "_internal" if (bundle / "_internal").is_dir() else bundle
    parts: dict[str, float] = {}
    for path in contents.rglob("*"):
        if path.is_file() and not path.is_symlink():
            first = path.relative_to(contents).parts[0]
            parts[first] = parts.get(first, 0.0) + path.stat().st_size / 2**20
    return sorted(parts.items(), key=lambda item: -item[1])[:top]


def bundle_python() -> Path:
    """The clean build environment's interpreter, created or refreshed when its recipe changed."""
    python = VENV / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    stamp = VENV / ".hearth-stamp"
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    remove, add = flavour_swap(sys.platform, genai_pin(pyproject))
    recipe = json.dumps({"pyproject": hashlib.sha256(pyproject.encode()).hexdigest(), "pyinstaller": PYINSTALLER,
                         "flavour": add})
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    if not stamp.exists() or stamp.read_text(encoding="utf-8") != recipe:
        pip = [str(python), "-m", "pip", "--disable-pip-version-check"]
        subprocess.run([*pip, "install", "--quiet", "--upgrade", "pip"], check=True)
        subprocess.run([*pip, "install", "--quiet", str(ROOT), PYINSTALLER], check=True)
        if remove:
            subprocess.run([*pip, "uninstall", "--yes", "--quiet", *remove], check=True)
            subprocess.run([*pip, "install", "--quiet", *add], check=True)
        stamp.write_text(recipe, encoding="utf-8")
    return python


def distribution_version(name: str) -> str | None:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(name)
    except PackageNotFoundError:
        return None


def executable(bundle: Path) -> Path:
    if sys.platform == "win32":
        return bundle / "Hearth.exe"
    if sys.platform == "darwin" and (DIST / "Hearth.app").exists():
        return DIST / "Hearth.app" / "Contents" / "MacOS" / "Hearth"
    return bundle / "Hearth"


def selftest_env(env: dict[str, str]) -> dict[str, str]:
    """The environment for the bundle's selftest: offscreen, and nothing that points it at a model
    or a data folder outside the bundle, so a passing run proves the bundle itself."""
    clean = {k: v for k, v in env.items() if k not in ("HEARTH_DEMO_DIR", "HEARTH_HOME")}
    return {**clean, "QT_QPA_PLATFORM": "offscreen"}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--bake-demo", action="store_true", help="include the demo model (built if needed)")
    parser.add_argument("--selftest", action="store_true", help="run the bundle's --selftest afterwards")
    parser.add_argument("--dist", type=Path, default=DIST, help="where the bundle goes (default dist/)")
    parser.add_argument("--this-python", action="store_true",
                        help="bundle this interpreter's packages (no build/bundle-venv): the Windows harness")
    args = parser.parse_args()
    env = {**os.environ, "ORT_DISABLE_TELEMETRY": "1"}
    if args.bake_demo:
        demo = subprocess.run([sys.executable, str(ROOT / "main.py"), "demo-model"], capture_output=True,
                              text=True, check=True, env=env).stdout.strip().splitlines()[-1]
        env["HEARTH_BAKE_DEMO"] = demo
    # The documents' embedding model is always shipped: an installed Hearth cannot build it (no torch).
    env["HEARTH_BAKE_EMBED"] = subprocess.run([sys.executable, str(ROOT / "main.py"), "embed-model"],
                                              capture_output=True, text=True, check=True,
                                              env=env).stdout.strip().splitlines()[-1]
    started = time.perf_counter()
    if args.this_python and sys.platform in GENAI_FLAVOURS and not distribution_version(GENAI_FLAVOURS[sys.platform]):
        print(f"--this-python: this interpreter lacks {GENAI_FLAVOURS[sys.platform]}, the flavour the "
              f"{sys.platform} bundle ships (the harness's bundle Python has it: packaging/windows/wine.py bundle)",
              file=sys.stderr)
        return 1
    python = Path(sys.executable) if args.this_python else bundle_python()
    subprocess.run([str(python), "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--distpath", str(args.dist), "--workpath", str(ROOT / "build" / f"pyinstaller-{sys.platform}"),
                    str(ROOT / "packaging" / "pyinstaller" / "hearth.spec")], check=True, env=env)
    bundle = args.dist / "Hearth"
    if sys.platform.startswith("linux"):
        print(f"stripped {strip_debug_info(bundle):.0f} MB of debug info")
    total = folder_size_mb(bundle)
    demo_dir = bundle / "_internal" / "demo-model"
    without = total - (folder_size_mb(demo_dir) if demo_dir.is_dir() else 0.0)
    print(f"bundle: {bundle} ({total:.0f} MB, {without:.0f} MB without the demo model; "
          f"built in {time.perf_counter() - started:.0f} s)")
    print("biggest parts: " + ", ".join(f"{name} {mb:.1f}" for name, mb in size_report(bundle)))
    problems = check_bundle(bundle, sys.platform, args.bake_demo)
    for problem in problems:
        print(f"bundle check FAILED: {problem}", file=sys.stderr)
    if problems:
        return 1
    if args.selftest:
        started = time.perf_counter()
        # Piped: Windows' Hearth.exe is windowed, and its output would go nowhere from a console (it has none)
        result = subprocess.run([str(executable(bundle)), "--selftest"], env=selftest_env(env), check=False,
                                timeout=300, stdin=subprocess.DEVNULL, capture_output=True, text=True, errors="replace")
        print(result.stdout + result.stderr.replace("\0", ""), end="")  # ONNX Runtime logs UTF-16 on Windows
        print(f"selftest exit {result.returncode} in {time.perf_counter() - started:.1f} s")
        return result.returncode
    return 0


if __name__ == "__main__":
    sys.exit(main())
