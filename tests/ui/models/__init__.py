"""Tests of `ui.models`."""
