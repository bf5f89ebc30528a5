"""Acceleration: which execution providers this machine has, which one a model runs on and why, and the
on-demand install of the CUDA flavour and the plugin providers (see docs/ARCHITECTURE.md, "Devices")."""
