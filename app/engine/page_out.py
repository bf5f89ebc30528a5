"""Hand back the pages of a model's files that ONNX Runtime read while loading and keeps mapped for nothing.

Why: ONNX Runtime maps a model's external data (`model.onnx.data`) into the process. At accuracy level 4 it
prepacks MatMulNBits' int4 weights and their scales into a layout of its own (anonymous memory) and drops
the mapped weights, but it keeps the original scale tensors mapped, resident since prepacking read them,
though no kernel reads them again: 128 MB of the 1B benchmark model's 1,014 MB after loading (every scale of
its 81 matmuls) and 16 MB of the demo model's 189 MB, counted against Hearth in every task manager and in the
engine host's peak. They are clean pages of the file (ORT maps it copy-on-write and writes nothing), so
`madvise(MADV_PAGEOUT)` takes them out of the process without losing a byte: a page read again later is read
from the file again. The tied embedding table is read that way, a few rows per token (10 MB over a
600-token conversation on the 1B model). Measured on the 1B model: the same tokens, and the engine host's
peak over a 4,096-token conversation 1,306 MB instead of 1,391 (`bench/vs_llamacpp.py --memory-only`); at accuracy
level 1, which prepacks too, the first read and decode are as fast as without it.

Linux 5.4 and later only: elsewhere, or when the kernel refuses, nothing happens and the pages stay (the
OS can still reclaim them when memory runs short).
"""

from __future__ import annotations

import ctypes
import sys
from pathlib import Path

MADV_PAGEOUT = 21  # linux/mman-common.h; Python's mmap.MADV_PAGEOUT applies only to mmap objects


def page_out_model_files(model_dir: Path) -> int:
    """Ask the kernel to take the pages of the files in `model_dir` that this process maps out of memory;
    returns the bytes of the mappings advised (0 where this is not Linux or nothing is mapped)."""
    if not sys.platform.startswith("linux"):
        return 0
    regions = _file_regions(_model_files(model_dir))
    if not regions:
        return 0
    libc = ctypes.CDLL(None, use_errno=True)
    libc.madvise.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
    libc.madvise.restype = ctypes.c_int
    advised = 0
    for start, length in regions:
        if libc.madvise(start, length, MADV_PAGEOUT) == 0:
            advised += length
    return advised


def _model_files(model_dir: Path) -> set[Path]:
    """The real paths of the files in `model_dir` (a Hugging Face snapshot's files link to its blobs)."""
    try:
        return {path.resolve() for path in model_dir.rglob("*") if path.is_file()}
    except OSError:
        return set()


def _file_regions(files: set[Path]) -> list[tuple[int, int]]:
    """(start, length) of each mapping of one of `files`, from /proc/self/maps."""
    regions = []
    try:
        lines = Path("/proc/self/maps").read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return []
    for line in lines:
        fields = line.split(maxsplit=5)
        if len(fields) < 6 or Path(fields[5]) not in files:
            continue
        start, end = (int(address, 16) for address in fields[0].split("-"))
        regions.append((start, end - start))
    return regions
