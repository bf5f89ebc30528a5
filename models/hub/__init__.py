"""The Hugging Face hub: what a repository offers (`repo`), searching it, and downloads that never lose
progress (the queue, one download, each file's transfer, its checksum and progress, packages)."""
