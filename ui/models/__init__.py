"""Models: the picker, the models window (catalog, installed, variants, downloads), first run, devices."""
