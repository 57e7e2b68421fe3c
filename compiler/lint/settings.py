"""Lint settings from a `[tool.cardtext]` table in pyproject.toml or a cardtext.toml, found
upward from the linted path (as ruff finds its configuration)."""
from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Settings:
    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    era: str | None = None
    file: str | None = None              # where they were read from


class SettingsError(Exception):
    pass


def find(start: str) -> Settings:
    """The nearest cardtext.toml ([lint] or top-level keys) or pyproject.toml with a
    [tool.cardtext] table, from `start` up to the file system's root."""
    path = Path(start).resolve()
    folder = path if path.is_dir() else path.parent
    for candidate in [folder, *folder.parents]:
        own = candidate / "cardtext.toml"
        if own.is_file():
            data = _read(own)
            return _settings(data.get("lint", data), own)
        project = candidate / "pyproject.toml"
        if project.is_file():
            table = _read(project).get("tool", {}).get("cardtext")
            if table is not None:
                return _settings(table.get("lint", table), project)
    return Settings()


def _read(path: Path) -> dict:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise SettingsError(f"{path}: {exc}") from None


def _settings(table: dict, path: Path) -> Settings:
    def codes(key):
        value = table.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise SettingsError(f"{path}: '{key}' must be a list of rule codes")
        return tuple(v.upper() for v in value)
    era = table.get("oracle-era")
    if era is not None and era not in ("modern", "pre2024"):
        raise SettingsError(f"{path}: 'oracle-era' is 'modern' or 'pre2024'")
    return Settings(codes("select"), codes("ignore"), era, str(path))
