"""Lark grammar files for card rules text (package data)."""
