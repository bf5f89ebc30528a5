"""Tests of `app.cli`."""
