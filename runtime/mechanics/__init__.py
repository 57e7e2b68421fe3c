"""Keyword mechanics (CR 702) that are more than a rules flag, one module per family."""
