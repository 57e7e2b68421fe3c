"""Where card text comes from: card files, JSON lines, and each line normalised before parsing."""
