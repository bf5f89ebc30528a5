"""Which providers a model is loaded with: those that failed for it before are skipped, never the CPU."""

from __future__ import annotations

from app.devices import failed_before, providers_for, remember


def test_failed_before_is_what_the_engine_gave_up_on() -> None:
    assert failed_before(("cuda", "dml", "cpu"), "cpu") == ("cuda", "dml")
    assert failed_before(("cuda", "cpu"), "CUDA") == ()
    assert failed_before(("CoreML", "cpu"), "cpu") == ("CoreML",)
    assert failed_before(("cuda", "cpu"), "webgpu") == ()  # not asked for: nothing to blame


def test_providers_for_skips_only_that_models_failures() -> None:
    failed = {"/m/phi": ["cuda"], "/m/all": ["cuda", "cpu"]}
    assert providers_for("/m/phi", ("cuda", "cpu"), failed) == (("cpu",), ("cuda",))
    assert providers_for("/m/other", ("cuda", "cpu"), failed) == (("cuda", "cpu"), ())
    assert providers_for("/m/all", ("cuda", "cpu"), failed) == (("cpu",), ("cuda",))  # the CPU stays
    assert providers_for("/m/phi", ("cuda",), failed) == (("cpu",), ("cuda",))  # never nothing to try


def test_remember_adds_without_duplicates_and_copies() -> None:
    original = {"/m/a": ["dml"]}
    updated = remember(original, "/m/a", ["cuda", "dml", "cpu"])
    assert updated == {"/m/a": ["dml", "cuda"]} and original == {"/m/a": ["dml"]}
    assert remember({}, "/m/b", ["cpu"]) == {}
