"""Briefcase entry package for the spike: Briefcase starts an app as `python -m <app>`."""
