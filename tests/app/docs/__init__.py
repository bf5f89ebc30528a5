"""Tests of `app.docs`."""
