"""Which providers a model is loaded without: those that failed for it before are skipped, never the CPU."""

from __future__ import annotations

from app.accel.devices import remember, to_skip


def test_to_skip_is_only_that_models_failures() -> None:
    failed = {"/m/phi": ["cuda"], "/m/all": ["cuda", "dml", "CPU"]}
    assert to_skip("/m/phi", failed) == ("cuda",)
    assert to_skip("/m/other", failed) == ()
    assert to_skip("/m/all", failed) == ("cuda", "dml")  # the CPU stays: it is the last resort


def test_remember_adds_without_duplicates_and_copies() -> None:
    original = {"/m/a": ["dml"]}
    updated = remember(original, "/m/a", ["cuda", "dml", "cpu"])
    assert updated == {"/m/a": ["dml", "cuda"]} and original == {"/m/a": ["dml"]}
    assert remember({}, "/m/b", ["cpu"]) == {}
    assert remember(updated, "/m/a", ["CUDA"]) == updated  # the same device, however it is spelled
