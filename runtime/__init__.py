"""cardtext's rules engine: game state, rules and the VM that runs compiled abilities.

This package knows nothing of text: it receives ability objects (abilities.py)
built by cardtext.compiler and never imports it.
"""
