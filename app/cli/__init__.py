"""The command-line entry points (`main.py chat`, `models`, `doctor`): thin layers over the core.

Why a package of their own: they parse arguments and print for people, nothing below them knows
they exist, and `main.py` only dispatches to them. The GUI's `--selftest` lives in `ui/selftest.py`
because it checks the window's toolkit too.
"""
