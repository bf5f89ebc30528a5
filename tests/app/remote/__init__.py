"""Tests of `app.remote`."""
