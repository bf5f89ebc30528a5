"""PyInstaller runtime hook (Windows): load the bundled ONNX Runtime by absolute path, first.

Windows 11 ships its own C:\\Windows\\System32\\onnxruntime.dll (Windows ML). A DLL is looked up by
base name, and a process that has one `onnxruntime.dll` loaded hands that one to every later
import, so whichever copy loads first wins; an older system copy fails with "The requested API
version [N] is not available". This hook runs before any Hearth code, in the window process and
in every engine host process (multiprocessing re-runs the frozen executable), and loads the
bundle's copy by full path, DirectML.dll first (onnxruntime.dll links it). ORT GenAI then sees
onnxruntime.dll already loaded and uses it; with the WinML flavour it would otherwise give up with
"Could not find the onnxruntime package", since that flavour installs no `onnxruntime` package.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

# Where each ORT GenAI flavour keeps its ONNX Runtime, in the order to try.
ORT_FOLDERS = ("onnxruntime_genai", "onnxruntime/capi")


def preload_order(root: Path) -> list[Path]:
    """DLLs to load, in order, from the first folder under `root` that has an onnxruntime.dll."""
    for folder in ORT_FOLDERS:
        base = root / folder
        if (base / "onnxruntime.dll").is_file():
            return [dll for dll in (base / "DirectML.dll", base / "onnxruntime.dll") if dll.is_file()]
    return []


def _loaded_path(name: str) -> str | None:
    """Full path of the module `name` loaded in this process, or None (Windows only)."""
    if sys.platform != "win32":
        raise OSError("Windows only")
    import ctypes
    from ctypes import wintypes

    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
    kernel32.GetModuleHandleW.restype = wintypes.HMODULE
    kernel32.GetModuleHandleW.argtypes = [wintypes.LPCWSTR]
    kernel32.GetModuleFileNameW.argtypes = [wintypes.HMODULE, wintypes.LPWSTR, wintypes.DWORD]
    handle = kernel32.GetModuleHandleW(name)
    if not handle:
        return None
    buffer = ctypes.create_unicode_buffer(32768)
    kernel32.GetModuleFileNameW(handle, buffer, len(buffer))
    return buffer.value


def preload(root: Path) -> None:
    """Load the bundle's onnxruntime.dll (and DirectML.dll) by full path; raise if another copy won."""
    if sys.platform != "win32":
        raise OSError("Windows only")
    import ctypes

    order = preload_order(root)
    for dll in order:
        ctypes.WinDLL(str(dll))  # absolute path: its own folder is searched for its dependencies
    if order:
        loaded = _loaded_path("onnxruntime.dll")
        if loaded is None or os.path.normcase(os.path.abspath(loaded)) != os.path.normcase(str(order[-1])):
            raise ImportError(f"Hearth needs its own ONNX Runtime ({order[-1]}), but {loaded} was loaded instead.")


if sys.platform == "win32" and getattr(sys, "frozen", False):
    preload(Path(sys._MEIPASS))  # type: ignore[attr-defined]
