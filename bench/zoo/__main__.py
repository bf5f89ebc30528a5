"""Build (or confirm) the zoo's families and print their folders: `python -m bench.zoo [FAMILY ...]`."""

from __future__ import annotations

import sys

from bench.zoo import FAMILIES, SEEING, zoo_model

for name in sys.argv[1:] or [*FAMILIES, *SEEING]:
    print(name, zoo_model(name))
