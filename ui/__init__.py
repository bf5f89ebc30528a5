"""Widgets only: a thin shell over `app` and `models`."""
