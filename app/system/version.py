"""Hearth's identity and version, and the versions of the runtimes it ships with.

One source of truth for the version: `[project] version` in pyproject.toml. A running Hearth reads
it from its installed metadata (the frozen bundle carries hearth's dist-info); a source checkout
that was never installed falls back to reading pyproject.toml. The installer scripts read
pyproject.toml directly and turn the version into the all-numeric forms Windows and macOS insist
on (`numeric_version`).
"""

from __future__ import annotations

import importlib.metadata
import platform
import re
import tomllib
from pathlib import Path

APP_NAME = "Hearth"
DIST_NAME = "hearth"
PUBLISHER = "Hearth contributors"
# Reverse-DNS identity for macOS (bundle id, keychain grants) and Windows (AppUserModelID).
BUNDLE_ID = "org.hearth.Hearth"
# Inno Setup AppId: how Windows recognises an upgrade of the same app. Never change it.
WINDOWS_APP_ID = "{FCA61F61-D40C-43FC-BB6C-B4A6E5D938BC}"
# The ORT GenAI flavours Hearth can ship with, one per installer; exactly one is installed.
GENAI_DISTRIBUTIONS = ("onnxruntime-genai", "onnxruntime-genai-winml", "onnxruntime-genai-cuda",
                       "onnxruntime-genai-directml")
PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"
UNKNOWN = "unknown"


def pyproject_version(pyproject: Path = PYPROJECT) -> str:
    """`[project] version` of a pyproject.toml; raises ValueError if it has none."""
    with pyproject.open("rb") as fh:
        data = tomllib.load(fh)
    version = data.get("project", {}).get("version")
    if not isinstance(version, str) or not version:
        raise ValueError(f"{pyproject} has no [project] version")
    return version


def app_version() -> str:
    """Hearth's version: installed metadata first, else the checkout's pyproject.toml."""
    try:
        return importlib.metadata.version(DIST_NAME)
    except importlib.metadata.PackageNotFoundError:
        pass
    try:
        return pyproject_version(PYPROJECT)
    except (OSError, ValueError, tomllib.TOMLDecodeError):
        return UNKNOWN


def numeric_version(version: str, parts: int = 3) -> tuple[int, ...]:
    """The leading release numbers of a PEP 440 version, padded or cut to `parts`.

    Windows file versions (4 parts, each < 65536) and macOS CFBundleShortVersionString (3 parts)
    accept digits only: "1.2rc1" -> (1, 2, 0), "0.1.0.dev3" -> (0, 1, 0), "2!1.0" -> (1, 0, 0).
    """
    match = re.match(r"^\s*v?(?:\d+!)?(\d+(?:\.\d+)*)", version)
    if not match:
        raise ValueError(f"not a release version: {version!r}")
    numbers = [int(n) for n in match.group(1).split(".")][:parts]
    numbers += [0] * (parts - len(numbers))
    if any(n > 65535 for n in numbers):
        raise ValueError(f"version part above 65535 (Windows limit): {version!r}")
    return tuple(numbers)


def dotted(numbers: tuple[int, ...]) -> str:
    return ".".join(str(n) for n in numbers)


def distribution_version(name: str) -> str | None:
    """Installed version of a distribution, or None when it is not installed."""
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return None


def genai_distribution() -> tuple[str, str] | None:
    """(distribution, version) of the installed ORT GenAI flavour, or None."""
    for name in GENAI_DISTRIBUTIONS:
        version = distribution_version(name)
        if version is not None:
            return name, version
    return None


def _requirement_names(dist: str) -> list[str]:
    """Names of what `dist` requires, without its optional extras (demo, test)."""
    try:
        requirements = importlib.metadata.requires(dist) or []
    except importlib.metadata.PackageNotFoundError:
        return []
    names = []
    for requirement in requirements:
        if re.search(r"\bextra\s*==", requirement):
            continue
        match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", requirement)
        if match:
            names.append(match.group(1))
    return names


def normalise(name: str) -> str:
    """PEP 503 normalised distribution name."""
    return re.sub(r"[-_.]+", "-", name).lower()


def dependency_closure(root: str = DIST_NAME) -> list[str]:
    """Every installed distribution `root` needs, directly or not, `root` left out, sorted.

    What a bundle ships (its licence notices, its metadata). A requirement whose environment
    marker excludes this platform is simply not installed, so it drops out here too.
    """
    seen: set[str] = set()
    queue = [root]
    while queue:
        name = normalise(queue.pop())
        if name in seen or distribution_version(name) is None:
            continue
        seen.add(name)
        queue.extend(_requirement_names(name))
    seen.discard(normalise(root))
    return sorted(seen)


def runtime_versions() -> list[tuple[str, str]]:
    """(component, version) for the About dialog and bug reports; Qt is added by the UI.

    The WinML flavour of ORT GenAI carries its own onnxruntime.dll and installs no `onnxruntime`
    distribution, so ONNX Runtime then reads "bundled with ORT GenAI".
    """
    genai = genai_distribution()
    rows = [(APP_NAME, app_version())]
    rows.append(("ONNX Runtime GenAI", f"{genai[1]} ({genai[0]})" if genai else "not installed"))
    ort = distribution_version("onnxruntime")
    rows.append(("ONNX Runtime", ort or ("bundled with ONNX Runtime GenAI" if genai else "not installed")))
    rows.append(("Python", platform.python_version()))
    return rows
