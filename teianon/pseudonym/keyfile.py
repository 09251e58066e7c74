"""The key file: the secret that links originals to surrogates, kept apart from the corpus.

A JSON file, readable by its owner only, that a later run reuses so that the same referent keeps
its surrogate across runs. Its ``participants`` and ``references`` tables are exactly what the
stylesheet takes as ``surrogates-json`` (``xslt/modules/pseudonyms.xsl``); the rest is what
teianon needs to extend them consistently: the salt of every random choice, the surrogates of
name parts and places, and the participant -> names mapping of ``teianon mapping import``.
Its shape is checked when it is opened (:func:`structure_problem`): a key edited by hand or by
another tool fails there with one line, never later with a traceback.
"""

from __future__ import annotations

import json
import secrets
import stat
from pathlib import Path
from typing import IO, Any

from ..errors import InputError, OutputError
from ..read.xmlio import read_file, write_atomic

FORMAT = "teianon-key/1"
TABLES = ("participants", "references", "parts", "nicknames", "mapping")


class KeyFile:
    def __init__(self, path: Path, data: dict[str, Any]):
        self.path = path
        self.data = data
        for table in TABLES:
            self.data.setdefault(table, {})

    @property
    def salt(self) -> str:
        return str(self.data["salt"])

    @classmethod
    def open(cls, path: Path, salt: str | None = None) -> KeyFile:
        """The key file at ``path``, or a new one (not written until :meth:`save`).

        A new key gets ``salt`` or a random one; an existing key keeps its own, and a different
        ``salt`` is refused, because it would give other surrogates than the ones already used.
        """
        if not path.exists():
            return cls(path, {"format": FORMAT, "salt": salt or secrets.token_hex(16)})
        try:
            data = json.loads(read_file(path).decode("utf-8"))
        except (json.JSONDecodeError, UnicodeDecodeError) as err:
            raise InputError(f"not a teianon key file (not JSON: {err})", path) from None
        except RecursionError:
            raise InputError("not a teianon key file (JSON nested too deeply)", path) from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise InputError(f'not a teianon key file (expected an object with "format": {FORMAT!r})', path)
        problem = structure_problem(data)
        if problem:
            raise InputError(f"broken key file: {problem}", path)
        if salt is not None and salt != data["salt"]:
            raise InputError("this key file was made with another salt; leave out --salt to use the key's own", path)
        return cls(path, data)

    def exposed(self) -> bool:
        """True if group or others may read the file (it should be owner-only)."""
        return self.path.exists() and bool(self.path.stat().st_mode & (stat.S_IRWXG | stat.S_IRWXO))

    def save(self) -> None:
        data = json.dumps(self.data, ensure_ascii=False, indent=1, sort_keys=True).encode("utf-8")

        def write(out: IO[bytes]) -> None:
            out.write(data)

        write_atomic(self.path, write, secret=True)


# --- structure ---------------------------------------------------------------------------------
# A key edited by hand or written by another tool can be valid JSON of the wrong shape; teianon
# indexes into it everywhere, so the shape is checked once, here, and named in one line.


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    return {dict: "an object", list: "an array", str: "a string", int: "a number", float: "a number"}.get(
        type(value), type(value).__name__
    )


def _where(path: tuple[str, ...]) -> str:
    return path[0] + "".join(f"[{json.dumps(p, ensure_ascii=False)}]" for p in path[1:])


def _object(value: Any, path: tuple[str, ...]) -> str | None:
    return None if isinstance(value, dict) else f"{_where(path)} must be an object, not {_kind(value)}"


def _strings(value: Any, path: tuple[str, ...]) -> str | None:
    """An object of strings (original -> surrogate)."""
    problem = _object(value, path)
    if problem:
        return problem
    for name, item in value.items():
        if not isinstance(item, str):
            return f"{_where((*path, name))} must be a string, not {_kind(item)}"
    return None


def _list_of_strings(value: Any, path: tuple[str, ...]) -> str | None:
    if not isinstance(value, list):
        return f"{_where(path)} must be an array of strings, not {_kind(value)}"
    wrong = next((item for item in value if not isinstance(item, str)), None)
    return None if wrong is None else f"{_where(path)} must hold strings only, not {_kind(wrong)}"


def _fields(entry: Any, path: tuple[str, ...], required: dict[str, Any], optional: dict[str, Any]) -> str | None:
    """``entry`` an object with every ``required`` field; each field checked by its checker."""
    problem = _object(entry, path)
    if problem:
        return problem
    for name in required:
        if name not in entry:
            return f"{_where(path)} lacks the field {name!r}"
    for name, check in {**required, **optional}.items():
        if name in entry:
            problem = check(entry[name], (*path, name))
            if problem:
                return problem
    return None


def _string(value: Any, path: tuple[str, ...]) -> str | None:
    return None if isinstance(value, str) else f"{_where(path)} must be a string, not {_kind(value)}"


def _boolean(value: Any, path: tuple[str, ...]) -> str | None:
    return None if isinstance(value, bool) else f"{_where(path)} must be true or false, not {_kind(value)}"


def structure_problem(data: dict[str, Any]) -> str | None:
    """What is wrong with the shape of a key file's data (its ``format`` already checked), or None."""
    if not isinstance(data.get("salt"), str) or not data["salt"]:
        return "salt must be a non-empty string" if "salt" in data else "the field 'salt' is missing"
    entries: dict[str, Any] = {
        "participants": lambda e, p: _fields(
            e, p, {"surrogate": _string, "forms": _strings, "parts": _strings}, {"sex": _string}
        ),
        "nicknames": lambda e, p: _fields(e, p, {"parts": _strings}, {}),
        "references": _strings,
        "parts": _strings,
        "mapping": lambda e, p: _fields(
            e, p, {"names": _list_of_strings, "public": _boolean, "not": _list_of_strings}, {"joined": _list_of_strings}
        ),
        "mapping-exported": _list_of_strings,
    }
    for table, check in entries.items():
        if table not in data:
            continue
        problem = _object(data[table], (table,))
        if problem:
            return problem
        for name, entry in data[table].items():
            problem = check(entry, (table, name))
            if problem:
                return problem
    return None


def check_key_location(key: Path, output: Path) -> None:
    """A key inside the output folder would be published with the corpus: refused."""
    resolved, out = key.resolve(), output.resolve()
    if resolved == out or out in resolved.parents:
        raise OutputError(
            "refusing to keep the key file inside the output folder, where it would be "
            f"published with the corpus ({output}); put it somewhere else",
            key,
        )


# Salts the documentation and common habits show: anyone may try them.
_KNOWN_SALTS = frozenset("demo example test salt secret seed key password passwort geheim s t x 1234 12345".split())
# Below this many characters a salt can be tried exhaustively by anyone who guesses a name.
_MIN_SALT = 12


def weak_salt(salt: str) -> str | None:
    """Why ``salt`` is no secret, or None: the same salt gives the same surrogates, so whoever
    knows or guesses it can draw the surrogate of a guessed name and confirm it in the corpus.
    A salt of the documentation's examples, a word of German or English, or a short one is weak."""
    from .surrogates import is_word

    folded = salt.strip().casefold()
    if folded in _KNOWN_SALTS:
        return "it is one of the salts anyone tries first (an example or a habit)"
    if folded.isalpha() and is_word(folded):
        return "it is a dictionary word"
    if len(salt) < _MIN_SALT:
        return f"it is shorter than {_MIN_SALT} characters"
    return None
