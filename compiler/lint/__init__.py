"""The linter: rules over card text and its compiled form (registry.py), run by runner.py,
reported by output.py, fixed by fixes.py; settings from pyproject.toml or cardtext.toml."""
