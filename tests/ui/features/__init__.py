"""Tests of `ui.features`."""
