"""Tools that drive the rules engine with compiled cards: the executability check, the
scenario runner and seeded random games. The engine never imports them."""
