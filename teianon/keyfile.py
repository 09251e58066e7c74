"""The key file: the secret that links originals to surrogates, kept apart from the corpus.

A JSON file, readable by its owner only, that a later run reuses so that the same referent keeps
its surrogate across runs. Its ``participants`` and ``references`` tables are exactly what the
stylesheet takes as ``surrogates-json`` (``xslt/modules/pseudonyms.xsl``); the rest is what
teianon needs to extend them consistently: the salt of every random choice, the surrogates of
name parts and places, and the participant -> names mapping of ``teianon mapping import``.
"""

from __future__ import annotations

import json
import secrets
import stat
from pathlib import Path
from typing import Any

from .errors import InputError, OutputError
from .xmlio import write_atomic

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
            data = json.loads(path.read_text(encoding="utf-8"))
        except OSError as err:
            raise InputError(f"cannot read the key file: {err.strerror}", path) from None
        except (json.JSONDecodeError, UnicodeDecodeError) as err:
            raise InputError(f"not a teianon key file (not JSON: {err})", path) from None
        if not isinstance(data, dict) or data.get("format") != FORMAT or not data.get("salt"):
            raise InputError(f"not a teianon key file (expected format {FORMAT!r})", path)
        if salt is not None and salt != data["salt"]:
            raise InputError("this key file was made with another salt; leave out --salt to use the key's own", path)
        return cls(path, data)

    def exposed(self) -> bool:
        """True if group or others may read the file (it should be owner-only)."""
        return self.path.exists() and bool(self.path.stat().st_mode & (stat.S_IRWXG | stat.S_IRWXO))

    def save(self) -> None:
        data = json.dumps(self.data, ensure_ascii=False, indent=1, sort_keys=True).encode("utf-8")
        write_atomic(self.path, lambda out: out.write(data), secret=True)


def check_key_location(key: Path, output: Path) -> None:
    """A key inside the output folder would be published with the corpus: refused."""
    resolved, out = key.resolve(), output.resolve()
    if resolved == out or out in resolved.parents:
        raise OutputError("refusing to keep the key file inside the output folder, where it would be "
                          f"published with the corpus ({output}); put it somewhere else", key)
