"""Hand back the pages of a model's files that ONNX Runtime read while loading and keeps mapped for nothing.

Why: ONNX Runtime maps a model's external data (`model.onnx.data`) into the process. At accuracy level 4 it
prepacks MatMulNBits' int4 weights and their scales into a layout of its own (anonymous memory) and drops
the mapped weights, but it keeps the original scale tensors mapped, resident since prepacking read them,
though no kernel reads them again: 128 MB of the 1,014 MB a bare load of the 1B benchmark model holds (every
scale of its 81 matmuls) and 16 MB of the demo model's 189 MB, counted against Hearth in every task manager and
in the engine host's peak. They are clean pages of the file (ORT maps it copy-on-write and writes nothing), so
`madvise(MADV_PAGEOUT)` takes them out of the process without losing a byte: a page read again later is read
from the file again. The tied embedding table is read that way, a few rows per token (10 MB over a
600-token conversation on the 1B model). Measured on the 1B model: the same tokens, and the engine host's
peak over a 4,096-token conversation 1,306 MB instead of 1,391 (`bench/vs_llamacpp.py --memory-only`); at accuracy
level 1, which prepacks too, the first read and decode are as fast as without it.

Linux 5.4 and later only. The kernel leaves a page that another process maps too (a reload starts the new
engine host before the old one ends) or that is still to be written to disk (a model just downloaded): the
host asks again after its first turn (`ChatSession`). Since 5.19 it also leaves the pages of a file this
process may not write (a model folder of another user, read-only). Then, elsewhere,
or when anything here fails, the pages stay (the OS can still reclaim them when memory runs short): this is
an economy, never a reason for a load to fail.
"""

from __future__ import annotations

import ctypes
import logging
import os
import sys
from pathlib import Path

MADV_PAGEOUT = 21  # linux/mman-common.h; Python's mmap.MADV_PAGEOUT applies only to mmap objects

log = logging.getLogger(__name__)


def page_out_model_files(model_dir: Path) -> int:
    """Ask the kernel to take the pages of the files in `model_dir` that this process maps out of memory;
    returns the bytes of the mappings asked about (what the kernel takes may be less; 0 where this is not
    Linux, nothing is mapped, or something failed)."""
    if not sys.platform.startswith("linux"):
        return 0
    try:
        regions = _file_regions(_model_files(model_dir))
        if not regions:
            return 0
        libc = ctypes.CDLL(None, use_errno=True)
        libc.madvise.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
        libc.madvise.restype = ctypes.c_int
        return sum(length for start, length in regions if libc.madvise(start, length, MADV_PAGEOUT) == 0)
    except (OSError, ValueError, AttributeError) as exc:  # an economy: a load never fails for it
        log.info("model pages not handed back: %s", exc)
        return 0


def _model_files(model_dir: Path) -> set[bytes]:
    """The real paths of the files in `model_dir`, as the kernel names them (a Hugging Face snapshot's files
    link to its blobs)."""
    return {os.fsencode(path.resolve()) for path in model_dir.rglob("*") if path.is_file()}


def _file_regions(files: set[bytes]) -> list[tuple[int, int]]:
    """(start, length) of each mapping of one of `files`, from /proc/self/maps (read as bytes: a path is
    whatever bytes its name has, and only a newline ends a line there)."""
    regions = []
    for line in Path("/proc/self/maps").read_bytes().split(b"\n"):
        fields = line.split(maxsplit=5)
        if len(fields) == 6 and fields[5] in files:
            start, end = (int(address, 16) for address in fields[0].split(b"-"))
            regions.append((start, end - start))
    return regions
