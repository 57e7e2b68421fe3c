"""Bundled card files (package data)."""
