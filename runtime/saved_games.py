"""A game saved as JSON and loaded again (`Game.to_json`, `Game.from_json`).

The saved text holds everything a game goes on from: the state (every player, object, zone,
the stack, triggers waiting, combat, the "this turn" records), the decider's state (a random
decider's generator, a scripted decider's answers and how many were used), the log, the
limits. Loading it gives a game that plays on exactly as the saved one would, and that saves
to the same text byte for byte.

How values are written: the state's mutable records (GameState, Player, GameObject, ...) as
objects naming their class (`"$": "engine.objects:GameObject"`) with every attribute in order;
frozen model data (card definitions, abilities, effects, mana units) once each in a table
(`"frozen"`), referred to by number wherever it appears, so a definition shared by forty
objects is written once and shared again after loading; enums by name; tuples, sets and dicts
tagged, since JSON has only lists and string-keyed objects. Only the runtime's own dataclasses
and enums are read back: a class name from a file never imports anything else.
"""
from __future__ import annotations

import dataclasses
import importlib
import json
import random
from enum import Enum
from typing import Any

from .engine.decider import Decider, FirstOptionDecider, RandomDecider, ScriptedDecider
from .engine.log import GameLog
from .engine.state import GameState, StoredObjects

FORMAT = "cardtext game 1"
RUNTIME = __name__.rpartition(".")[0]          # "cardtext.runtime"


class SaveError(ValueError):
    """A game that can't be saved now, or a text that is no saved game."""


def dumps(game: Any) -> str:
    """The game as one line of JSON (between actions: not in the middle of one)."""
    if game._depth or game._presets or game._attack is not None or game._blocks is not None:
        raise SaveError("a game is saved between actions, not in the middle of one")
    writer = _Writer()
    body = {"state": writer.value(game.state), "decider": _decider_data(game.decider, writer),
            "log": writer.value(game.log.entries), "limits": writer.value(game.limits),
            "skip_first_draw": game.skip_first_draw}
    document = {"format": FORMAT, "frozen": writer.frozen, "game": body}
    return json.dumps(document, separators=(",", ":"))


def loads(text: str, game_class: type) -> Any:
    """The game saved in TEXT, made as a GAME_CLASS (runtime/game.py's Game, which imports this
    module); SaveError if TEXT is no saved game."""
    try:
        document = json.loads(text)
    except ValueError as exc:
        raise SaveError(f"not JSON: {exc}") from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise SaveError(f"not a saved game (its \"format\" is not {FORMAT!r})")
    reader = _Reader(document["frozen"])
    body = document["game"]
    state = reader.value(body["state"])
    if not isinstance(state, GameState):
        raise SaveError("the saved state is not a GameState")
    game = game_class([p.name for p in state.players], _decider(body["decider"], reader),
                      limits=reader.value(body["limits"]))
    game.state = state
    game.log = GameLog()
    game.log.entries = reader.value(body["log"])
    game.skip_first_draw = body["skip_first_draw"]
    return game


def _decider_data(decider: Decider, writer: _Writer) -> dict[str, Any]:
    """What a decider needs to go on choosing as it would have (CallbackDecider can't: its
    answers come from outside the game)."""
    kind = type(decider)
    if kind is RandomDecider:
        return {"kind": "random", "state": writer.value(decider.rng.getstate())}
    if kind is ScriptedDecider:
        return {"kind": "scripted", "answers": writer.value(decider.answers), "position": decider.position,
                "fallback": None if decider.fallback is None else _decider_data(decider.fallback, writer)}
    if kind is FirstOptionDecider:
        return {"kind": "first option"}
    raise SaveError(f"a game with a {kind.__name__} can't be saved (its choices come from outside "
                    "the game); use RandomDecider, ScriptedDecider or FirstOptionDecider")


def _decider(data: dict[str, Any], reader: _Reader) -> Decider:
    kind = data.get("kind")
    if kind == "random":
        decider = RandomDecider()
        decider.rng = random.Random()
        decider.rng.setstate(reader.value(data["state"]))
        return decider
    if kind == "scripted":
        fallback = None if data["fallback"] is None else _decider(data["fallback"], reader)
        decider = ScriptedDecider(reader.value(data["answers"]), fallback)
        decider.position = data["position"]
        return decider
    if kind == "first option":
        return FirstOptionDecider()
    raise SaveError(f"unknown decider {kind!r}")


def class_name(cls: type) -> str:
    """"engine.objects:GameObject": the module under the runtime package, and the class."""
    module = cls.__module__
    if not module.startswith(RUNTIME + "."):
        raise SaveError(f"{module}.{cls.__qualname__} is not part of the rules engine")
    return f"{module[len(RUNTIME) + 1:]}:{cls.__qualname__}"


class _Writer:
    def __init__(self) -> None:
        self.frozen: list[Any] = []
        self._index: dict[int, int] = {}      # id of a frozen value -> its place in the table
        self._kept: list[Any] = []            # keeps each written value alive, so ids stay unique

    def value(self, v: Any) -> Any:
        t = type(v)
        if v is None or t is bool or t is int or t is str or t is float:
            return v
        if t is list:
            return [self.value(x) for x in v]
        if t is tuple:
            return {"$tuple": [self.value(x) for x in v]}
        if t is dict or t is StoredObjects:     # a game's objects are a dict, as stored
            return {"$dict": [[self.value(k), self.value(x)] for k, x in dict.items(v)]}
        if t is frozenset or t is set:
            items = sorted((self.value(x) for x in v), key=lambda e: json.dumps(e, sort_keys=True))
            return {"$frozenset" if t is frozenset else "$set": items}
        if isinstance(v, Enum):
            return {"$enum": class_name(t), "name": v.name}
        if dataclasses.is_dataclass(v) and not isinstance(v, type):
            return self._dataclass(v)
        raise SaveError(f"a game holding a {t.__module__}.{t.__qualname__} can't be saved")

    def _dataclass(self, v: Any) -> Any:
        if not type(v).__dataclass_params__.frozen:
            return {"$": class_name(type(v)), **{k: self.value(x) for k, x in vars(v).items()}}
        known = self._index.get(id(v))
        if known is None:
            data = {"$": class_name(type(v)), **{k: self.value(x) for k, x in vars(v).items()}}
            known = self._index[id(v)] = len(self.frozen)
            self.frozen.append(data)
            self._kept.append(v)
        return {"$ref": known}


class _Reader:
    def __init__(self, frozen: list[Any]) -> None:
        self._classes: dict[str, type] = {}
        self.frozen: list[Any] = []
        for data in frozen:                  # each refers only to those before it
            self.frozen.append(self._dataclass(data))

    def value(self, v: Any) -> Any:
        if type(v) is list:
            return [self.value(x) for x in v]
        if type(v) is not dict:
            return v
        if "$ref" in v:
            return self.frozen[v["$ref"]]
        if "$" in v:
            return self._dataclass(v)
        if "$tuple" in v:
            return tuple(self.value(x) for x in v["$tuple"])
        if "$dict" in v:
            return {self.value(k): self.value(x) for k, x in v["$dict"]}
        if "$frozenset" in v:
            return frozenset(self.value(x) for x in v["$frozenset"])
        if "$set" in v:
            return {self.value(x) for x in v["$set"]}
        if "$enum" in v:
            return self._class(v["$enum"])[v["name"]]
        raise SaveError(f"not a saved value: {sorted(v)[:3]}")

    def _dataclass(self, data: dict[str, Any]) -> Any:
        """The record or frozen value DATA describes, made without running its __init__ (its
        attributes are set as saved, exactly)."""
        cls = self._class(data["$"])
        obj = object.__new__(cls)
        obj.__dict__.update({k: self.value(x) for k, x in data.items() if k != "$"})
        return obj

    def _class(self, name: str) -> type:
        cls = self._classes.get(name)
        if cls is None:
            module, _, qualname = name.partition(":")
            try:
                found: Any = importlib.import_module(f"{RUNTIME}.{module}")
                for part in qualname.split("."):
                    found = getattr(found, part)
            except (ImportError, AttributeError, ValueError):
                raise SaveError(f"unknown class {name!r}") from None
            if not isinstance(found, type) or not (dataclasses.is_dataclass(found) or issubclass(found, Enum)):
                raise SaveError(f"{name!r} is not a record of the rules engine")
            cls = self._classes[name] = found
        return cls
