"""The `cardtext` command line: one module per command."""
