"""Project configuration for detection: categories, extra word lists, and the keep-list.

A TOML file (``--config``), for example::

    [detect]
    skip = ["NUMBER"]
    countries = true                          # also country names, language and nationality words
    public = false                            # replace the public sphere too (default: kept)
    post-limit = 65536                        # characters of a post every detector reads (0: all)
    keep = ["Goethe", "Angela Merkel"]        # never replaced: cited authors, public figures
    keep-files = ["public-figures.txt"]       # one name per line, relative to this file

    [public]
    courts = "keep"                           # keep a court's or authority's town in its name

    [lists]                                   # extra names, found wherever they occur
    PER = ["Kevin Schulz", "Jana"]
    GPE = ["Klein-Nirgendwo"]

    [list-files]
    PER = ["class-list.txt"]

Command-line options (``--keep``, ``--word-list CATEGORY:FILE``) add to the file's values.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import InputError
from .mention import Category
from .read.xmlio import read_file


@dataclass(frozen=True)
class DetectionConfig:
    categories: tuple[str, ...] | None = None
    skip: tuple[str, ...] = ()
    keep: tuple[str, ...] = ()
    # (category, name) pairs of the project's own lists.
    names: tuple[tuple[str, str], ...] = ()
    # [detect] countries = true: country names and language or nationality words are references.
    countries: bool | None = None
    # [detect] public = false: names of the public sphere are replaced like any other.
    public: bool | None = None
    # [detect] post-limit: characters of a post (or header block) that every detector reads.
    post_limit: int | None = None
    # [public] courts: "keep" leaves a court's or authority's town in its name (``AG Kleve``),
    # as published judgments do; "replace" (the default) replaces the town.
    courts: str | None = None

    def merged(self, other: DetectionConfig) -> DetectionConfig:
        """Both configs' lists together; ``other``'s categories where it sets any."""
        return DetectionConfig(
            other.categories if other.categories is not None else self.categories,
            self.skip + other.skip,
            self.keep + other.keep,
            self.names + other.names,
            other.countries if other.countries is not None else self.countries,
            other.public if other.public is not None else self.public,
            other.post_limit if other.post_limit is not None else self.post_limit,
            other.courts if other.courts is not None else self.courts,
        )


def choose_categories(categories: tuple[str, ...] | None, skip: tuple[str, ...] | None) -> tuple[str, ...] | None:
    """The categories to work on: ``categories`` (default all) without ``skip``; None for all."""
    if categories is None and not skip:
        return None
    chosen = categories or tuple(Category.__members__)
    return tuple(c for c in chosen if c not in (skip or ()))


def read_names(path: Path) -> list[str]:
    """Names from a file, one per line; blank lines and ``#`` comments are ignored."""
    try:
        lines = read_file(path).decode("utf-8").splitlines()
    except UnicodeDecodeError:
        raise InputError("cannot read word list: not UTF-8", path) from None
    return [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]


def _category(name: str, where: Path) -> str:
    key = name.strip().upper()
    if key not in Category.__members__:
        raise InputError(f"unknown category {name!r}; choose from {', '.join(Category.__members__)}", where)
    return key


def read_toml(path: Path, what: str) -> dict[str, Any]:
    """A TOML file's tables; an unreadable or malformed file is one error naming it."""
    try:
        return tomllib.loads(read_file(path).decode("utf-8"))
    except UnicodeDecodeError:
        raise InputError(f"cannot read {what}: not UTF-8", path) from None
    except tomllib.TOMLDecodeError as err:
        raise InputError(f"not valid TOML: {err}", path) from None


def load_config(path: Path) -> DetectionConfig:
    return detection_config(read_toml(path, "config"), path)


def detection_config(data: dict[str, Any], path: Path) -> DetectionConfig:
    """The detection sections of a parsed config or policy file (``path`` for relative files)."""
    detect = data.get("detect", {})
    base = path.parent
    keep = list(detect.get("keep", []))
    for file in detect.get("keep-files", []):
        keep += read_names(base / file)
    names: list[tuple[str, str]] = []
    for category, values in data.get("lists", {}).items():
        names += [(_category(category, path), v) for v in values]
    for category, files in data.get("list-files", {}).items():
        for file in files:
            names += [(_category(category, path), v) for v in read_names(base / file)]
    categories = detect.get("categories")
    countries = detect.get("countries")
    if countries is not None and not isinstance(countries, bool):
        raise InputError("[detect] countries must be true or false", path)
    public = detect.get("public")
    if public is not None and not isinstance(public, bool):
        raise InputError("[detect] public must be true or false", path)
    post_limit = detect.get("post-limit")
    if post_limit is not None and (isinstance(post_limit, bool) or not isinstance(post_limit, int) or post_limit < 0):
        raise InputError("[detect] post-limit must be a whole number of characters, 0 for no limit", path)
    return DetectionConfig(
        tuple(_category(c, path) for c in categories) if categories else None,
        tuple(_category(c, path) for c in detect.get("skip", [])),
        tuple(keep),
        tuple(names),
        countries,
        public,
        post_limit,
        _courts(data, path),
    )


# What [public] courts may say: replace the town of a court or authority (recall first: the
# same string in a letter says where a party lives), or keep it, as published decisions do.
COURTS = ("replace", "keep")


def _courts(data: dict[str, Any], path: Path) -> str | None:
    public = data.get("public", {})
    if not isinstance(public, dict):
        raise InputError("[public] must be a table", path)
    unknown = [k for k in public if k != "courts"]
    if unknown:
        raise InputError(f"[public] unknown key {', '.join(map(repr, unknown))}; choose from courts", path)
    courts = public.get("courts")
    if courts is not None and courts not in COURTS:
        raise InputError(f'[public] courts must be "replace" or "keep", not {courts!r}', path)
    return courts
