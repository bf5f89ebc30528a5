"""Tests of `app.chat`."""
