"""Start Hearth from a Briefcase bundle (spike).

Briefcase's stub binary always runs this module, whatever its arguments, while multiprocessing
re-launches `sys.executable` (the stub) for the engine host (`--multiprocessing-fork`, once
`sys.frozen` is set) and for its resource tracker (`<interpreter flags> -c <code>`). Both have to
be answered here; PyInstaller's bootloader and its multiprocessing runtime hook do this for its
bundles. This glue is one of the costs the comparison in packaging/README.md counts.
"""

from __future__ import annotations

import runpy
import sys
from pathlib import Path


def _answer_multiprocessing(argv: list[str]) -> bool:
    """Run a multiprocessing child if `argv` asks for one; False for a normal start."""
    if len(argv) >= 2 and argv[1] == "--multiprocessing-fork":
        from multiprocessing.spawn import spawn_main

        kwargs: dict[str, int | None] = {}
        for arg in argv[2:]:
            name, value = arg.split("=", 1)
            kwargs[name] = None if value == "None" else int(value)
        spawn_main(**kwargs)  # type: ignore[arg-type]
        return True
    if "-c" in argv[1:]:
        flags = argv[1:argv.index("-c")]
        if all(flag.startswith("-") for flag in flags):
            exec(argv[argv.index("-c") + 1], {"__name__": "__main__"})
            return True
    return False


sys.frozen = True  # type: ignore[attr-defined]
if _answer_multiprocessing(sys.argv):
    sys.exit()
runpy.run_path(str(Path(__file__).resolve().parents[1] / "main.py"), run_name="__main__")
