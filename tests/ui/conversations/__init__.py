"""Tests of `ui.conversations`."""
