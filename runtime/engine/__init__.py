"""The engine core: game state, zones, turn and priority, the stack, combat, costs, mana,
triggers and the VM. It never imports the keyword mechanics or the instruction handlers: it
calls them through the registries in registry.py, which runtime/game.py has them fill."""
