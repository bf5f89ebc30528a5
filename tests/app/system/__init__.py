"""Tests of `app.system`."""
