"""Tests of `app.qt`."""
