"""Load the packaging scripts (plain files under packaging/, not a package) as modules for tests."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load_script(relative: str, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / relative)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def build() -> ModuleType:
    return load_script("packaging/build.py", "hearth_build")


@pytest.fixture(scope="session")
def win_installer() -> ModuleType:
    return load_script("packaging/windows/build_installer.py", "hearth_build_installer")


@pytest.fixture(scope="session")
def win_smoke() -> ModuleType:
    return load_script("packaging/windows/smoke_installer.py", "hearth_smoke_installer")


@pytest.fixture(scope="session")
def rthook() -> ModuleType:
    return load_script("packaging/windows/rthook_onnxruntime.py", "hearth_rthook_onnxruntime")


@pytest.fixture(scope="session")
def dmg() -> ModuleType:
    return load_script("packaging/macos/package_dmg.py", "hearth_package_dmg")
