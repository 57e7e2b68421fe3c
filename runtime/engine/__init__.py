"""The engine core: game state, zones, turn and priority, the stack, combat, costs, mana,
triggers and the VM. It calls keyword mechanics and instruction handlers through registries."""
