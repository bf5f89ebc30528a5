"""Tests of `app.engine`."""
