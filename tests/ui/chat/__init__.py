"""Tests of `ui.chat`."""
