"""Documents: files and folders read, chunked, embedded and searched on this computer, for grounded answers."""
