"""Tests of `app.accel`."""
