"""The import contracts that hold app/'s floors (pyproject.toml, `lint-imports` in CI) catch what they are for:
each test plants one import into the real import graph of this checkout, the kind a hidden lazy or
`TYPE_CHECKING` import used to carry, and checks the contract that forbids it breaks (and holds without it)."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import grimp
import pytest
from importlinter.api import read_configuration
from importlinter.contracts.acyclic_siblings import AcyclicSiblingsContract
from importlinter.contracts.forbidden import ForbiddenContract
from importlinter.contracts.layers import LayersContract
from importlinter.domain.contract import Contract

ROOT = Path(__file__).resolve().parents[2]
KINDS: dict[str, type[Contract]] = {"layers": LayersContract, "forbidden": ForbiddenContract,
                                    "acyclic_siblings": AcyclicSiblingsContract}
FLOORS = "app/'s floors, each importing only those below it"
CYCLES = "app/'s packages and modules do not import each other in a cycle"
QT = "app/ knows Qt only in app/qt/"


@pytest.fixture(scope="module")
def config() -> dict[str, Any]:
    return read_configuration(str(ROOT / "pyproject.toml"))


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    return grimp.build_graph("app", "models", "ui", include_external_packages=True, cache_dir=None)


def kept(config: dict[str, Any], graph: grimp.ImportGraph, name: str, *planted: tuple[str, str]) -> bool:
    options = next(c for c in config["contracts_options"] if c["name"] == name)
    contract = KINDS[options["type"]](name=name, session_options=config["session_options"], contract_options=options)
    planted_graph = copy.deepcopy(graph)  # a contract removes its ignored imports from the graph it checks
    for importer, imported in planted:
        planted_graph.add_import(importer=importer, imported=imported)
    return contract.check(planted_graph, verbose=False).kept


def test_the_contracts_hold_for_app_as_it_is(config: dict[str, Any], graph: grimp.ImportGraph) -> None:
    assert kept(config, graph, FLOORS) and kept(config, graph, CYCLES) and kept(config, graph, QT)


@pytest.mark.parametrize(("importer", "imported"), [
    ("app.chat.values", "app.engine.protocol"),  # the words of a chat, from the wire that carries them
    ("app.chat.provenance", "app.engine.host.speculative"),  # the lazy back-import drafts_text used to be
    ("app.accel.bandwidth", "app.engine.host.loading"),  # the machine's measure, loading ORT GenAI with it
    ("app.store.store", "app.conversation.thread"),  # the store, from the thread assembled above it
    ("app.remote.engine", "app.conversation.thread"),
    ("app.engine.host.main", "app.store"),  # one floor's packages do not import each other
    ("app.tools.toolbox", "app.qt.chat_tools"),
    ("app.api.app", "app.cli.serve"),
    ("app.system.paths", "app.settings"),
])
def test_an_import_up_a_floor_breaks_the_layers(config: dict[str, Any], graph: grimp.ImportGraph, importer: str,
                                                 imported: str) -> None:
    assert not kept(config, graph, FLOORS, (importer, imported))


def test_a_cycle_inside_a_package_breaks_the_acyclic_contract(config: dict[str, Any], graph: grimp.ImportGraph
                                                              ) -> None:
    assert not kept(config, graph, CYCLES, ("app.engine.host.decode", "app.engine.host.session"))  # what TurnHooks was
    assert not kept(config, graph, CYCLES, ("app.qt.model_session", "app.qt.turn_runner"))
    assert not kept(config, graph, CYCLES, ("app.accel.probes", "app.accel.detect"))


def test_qt_outside_app_qt_breaks_the_qt_contract_in_a_package_nobody_listed(config: dict[str, Any],
                                                                             graph: grimp.ImportGraph) -> None:
    assert not kept(config, graph, QT, ("app.store.store", "PySide6"))
    assert not kept(config, graph, QT, ("app.brand_new.module", "PySide6"))
    assert kept(config, graph, QT, ("app.qt.brand_new", "PySide6"))
